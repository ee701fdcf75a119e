import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from './SkipLinks';
import styles from './PopupLayout.module.css';

/** Bare popup (chatbot and AI chat, 380 x 730 windows): no header, no footer. */
export default function PopupLayout() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <Outlet />
    </main>
  );
}
