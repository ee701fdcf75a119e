import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import { cx } from '@/components/ui/class-names';
import { isBuiltPath } from '../route-table';
import { SilentBoundary } from '../SilentBoundary';
import { CHAT_WINDOW, CUSTOMER_CENTER, NEW_WINDOW_NOTE } from '@/lib/site-config';
import { ArrowUpIcon, CalendarIcon, ChatIcon, CloseIcon, HeadsetIcon, PhoneIcon, PlusIcon } from './icons';
import styles from './FloatingButtons.module.css';

const ContactDialog = lazy(() => import('./ContactDialog'));

export const CHATBOT_PATH = '/chatbot';
export const STUDIO_PATH = '/studio';

/** Opens the chatbot in a 380 x 730 window; a blocked pop-up falls back to the same tab. */
export function openChatbotWindow(navigate: (to: string) => void): void {
  const features = `width=${CHAT_WINDOW.width},height=${CHAT_WINDOW.height},resizable=yes,scrollbars=yes`;
  const opened = window.open(CHATBOT_PATH, 'onfanChatbot', features);
  if (!opened) navigate(CHATBOT_PATH);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Reservation, contact, chat (desktop) or messenger and phone (mobile), a collapse toggle and scroll-to-top. */
export function FloatingButtons({ onNavigate }: { onNavigate: (to: string) => void }) {
  // On phones the buttons start folded so they do not cover the content.
  const narrow = useMediaQuery('(max-width: 767.98px)', false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? !narrow;
  const [contactOpen, setContactOpen] = useState(false);
  const [contactWanted, setContactWanted] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // On a phone the open list covers a strip of the page: it folds again when the focus moves on to the page (so it
  // never hides the focused control) and on Escape.
  // (Not while its contact dialog is open: the dialog gives the focus back to 문의하기 when it closes.)
  const fold = () => {
    if (narrow && expanded && !contactOpen) setChosen(false);
  };

  return (
    <aside
      className={styles.floating}
      aria-label="빠른 메뉴"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) fold();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && narrow && expanded) {
          fold();
          toggleRef.current?.focus();
        }
      }}
    >
      {/* Until a choice is made, the stylesheet folds the list on phones: the server's markup (drawn without a window
          size) already shows what the phone shows, so nothing moves when the app takes over (layout shift). */}
      <ul
        id={listId}
        className={cx(styles.list, chosen === null && styles.folding)}
        {...(chosen === null ? {} : { hidden: !chosen })}
      >
        <li>
          <Link to={STUDIO_PATH} className={styles.item}>
            <CalendarIcon className={styles.icon} />
            <span className={styles.label}>스튜디오 예약</span>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setContactWanted(true);
              setContactOpen(true);
            }}
            aria-haspopup="dialog"
          >
            <HeadsetIcon className={styles.icon} />
            <span className={styles.label}>문의하기</span>
          </button>
        </li>
        {isBuiltPath(CHATBOT_PATH) ? (
          <>
            <li className={styles.desktopOnly}>
              <button type="button" className={styles.item} onClick={() => openChatbotWindow(onNavigate)}>
                <ChatIcon className={styles.icon} />
                <span className={styles.label}>챗봇 상담</span>
                <span className="sr-only">{NEW_WINDOW_NOTE}</span>
              </button>
            </li>
            <li className={styles.mobileOnly}>
              <Link to={CHATBOT_PATH} className={styles.item}>
                <ChatIcon className={styles.icon} />
                <span className={styles.label}>메신저 상담</span>
              </Link>
            </li>
          </>
        ) : null}
        <li className={styles.mobileOnly}>
          <a href={CUSTOMER_CENTER.tel} className={styles.item}>
            <PhoneIcon className={styles.icon} />
            <span className={styles.label}>전화 상담</span>
            <span className="sr-only"> {CUSTOMER_CENTER.phone}</span>
          </a>
        </li>
      </ul>
      <div className={styles.controls}>
        <button
          ref={toggleRef}
          type="button"
          className={cx(styles.control, styles.toggle)}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setChosen(!expanded)}
        >
          {expanded ? <CloseIcon className={styles.icon} /> : <PlusIcon className={styles.icon} />}
          <span className="sr-only">빠른 메뉴 {expanded ? '접기' : '펼치기'}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
        >
          <ArrowUpIcon className={styles.icon} />
          <span className="sr-only">맨 위로 이동</span>
          <span className={styles.topText} aria-hidden="true">
            TOP
          </span>
        </button>
      </div>
      {contactWanted ? (
        <SilentBoundary resetKey={contactOpen}>
          <Suspense fallback={null}>
            <ContactDialog isOpen={contactOpen} onClose={() => setContactOpen(false)} />
          </Suspense>
        </SilentBoundary>
      ) : null}
    </aside>
  );
}
