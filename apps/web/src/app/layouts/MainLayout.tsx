import { lazy, Suspense, useId, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FloatingButtons } from './FloatingButtons';
import { SilentBoundary } from '../SilentBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLinks } from './SkipLinks';
import styles from './MainLayout.module.css';

const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(loadSideMenu);

/** The main layout: skip links, header, content, footer, floating buttons, side menu. */
export default function MainLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  // The side menu is open for the location it was opened on: following any link closes it.
  const [menuKey, setMenuKey] = useState<string | null>(null);
  const menuOpen = menuKey === location.key;
  // The drawer's code loads on first use (or when the pointer or focus nears the menu button).
  const [menuWanted, setMenuWanted] = useState(false);
  const prefetchMenu = () => void loadSideMenu().catch(() => undefined);

  return (
    <div className={styles.shell}>
      <SkipLinks />
      <SiteHeader
        menuOpen={menuOpen}
        menuId={menuId}
        onOpenMenu={() => {
          setMenuWanted(true);
          setMenuKey(location.key);
        }}
        onPrefetchMenu={prefetchMenu}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingButtons onNavigate={(to) => void navigate(to)} />
      {menuWanted ? (
        <SilentBoundary resetKey={menuKey}>
          <Suspense fallback={null}>
            <SideMenu id={menuId} isOpen={menuOpen} onClose={() => setMenuKey(null)} />
          </Suspense>
        </SilentBoundary>
      ) : null}
    </div>
  );
}
