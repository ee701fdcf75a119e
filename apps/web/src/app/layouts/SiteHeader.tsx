import { isBuiltPath } from '../route-table';
import { Link, NavLink } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/class-names';
import { useSession } from '@/lib/session/session-context';
import { AgentSiteLink } from './AgentSiteLink';
import { MenuIcon, SearchIcon } from './icons';
import { Logo } from './Logo';
import { MessageBanner } from './MessageBanner';
import { NavDisclosure } from './NavDisclosure';
import { NotificationBell } from './NotificationBell';
import { FESTIVAL_PATH, LOGIN_PATH, visibleNav, MY_PAGE_PATH, SEARCH_PATH } from './navigation';
import { MAIN_NAV_ID, MENU_BUTTON_ID } from './SkipLinks';
import styles from './SiteHeader.module.css';

export interface SiteHeaderProps {
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
  /** Start loading the side menu's code before it is needed. */
  onPrefetchMenu?: () => void;
}

/** The main layout's header: one markup, desktop and mobile variants by breakpoint. */
export function SiteHeader({ menuOpen, menuId, onOpenMenu, onPrefetchMenu }: SiteHeaderProps) {
  const { isAuthenticated, logout } = useSession();
  return (
    <header className={styles.header}>
      <MessageBanner />
      <div className={styles.utilityBar}>
        <nav aria-label="유틸리티 메뉴" className={styles.container}>
          <ul className={styles.utilityList}>
            {isBuiltPath(FESTIVAL_PATH) ? (
              <li>
                <Link to={FESTIVAL_PATH} className={styles.utilityLink}>
                  축제
                </Link>
              </li>
            ) : null}
            <AgentSiteLink className={styles.utilityLink} iconClassName={styles.utilityIcon} />
            <li>
              <Link to={SEARCH_PATH} className={styles.utilityLink}>
                통합검색
              </Link>
            </li>
            {isAuthenticated ? (
              <>
                <li>
                  <Link to={MY_PAGE_PATH} className={styles.utilityLink}>
                    마이페이지
                  </Link>
                </li>
                <li>
                  <button type="button" className={styles.utilityLink} onClick={() => void logout()}>
                    로그아웃
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link to={LOGIN_PATH} className={styles.utilityLink}>
                  로그인
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className={styles.mainBar}>
        <div className={cx(styles.container, styles.mainRow)}>
          <Logo className={styles.logo} />
          <nav id={MAIN_NAV_ID} aria-label="주 메뉴" className={styles.nav}>
            <ul className={styles.navList}>
              {visibleNav().map((item) => (
                <li key={item.label} className={styles.navItem}>
                  {item.children ? (
                    <NavDisclosure item={item} />
                  ) : (
                    <NavLink
                      to={item.to}
                      className={({ isActive }) => cx(styles.navLink, isActive && styles.navActive)}
                    >
                      {item.label}
                      {item.badge ? (
                        <Badge variant="point" appearance="light" className={styles.navBadge}>
                          {item.badge}
                        </Badge>
                      ) : null}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            {isAuthenticated ? <NotificationBell /> : null}
            <Link to={SEARCH_PATH} className={cx(styles.iconButton, styles.mobileOnly)}>
              <SearchIcon />
              <span className="sr-only">통합검색</span>
            </Link>
            <button
              id={MENU_BUTTON_ID}
              type="button"
              className={styles.menuButton}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onClick={onOpenMenu}
              onPointerEnter={onPrefetchMenu}
              onFocus={onPrefetchMenu}
            >
              <MenuIcon />
              <span className={styles.menuLabel}>전체 메뉴</span>
            </button>
          </div>
        </div>
      </div>
    </header>
  );
}
