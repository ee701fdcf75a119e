import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { isBuiltPath } from '../route-table';
import { Link, NavLink } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { cx } from '@/components/ui/class-names';
import { useSession } from '@/lib/session/session-context';
import { COPYRIGHT } from '@/lib/site-config';
import { AgentSiteLink } from './AgentSiteLink';
import { CloseIcon } from './icons';
import {
  FAQ_PATH,
  FESTIVAL_PATH,
  LOGIN_PATH,
  FULL_MENU,
  visibleNav,
  MY_PAGE_PATH,
  PRIVACY_PATH,
  SEARCH_PATH,
  TERMS_PATH,
} from './navigation';
import styles from './SideMenu.module.css';

export interface SideMenuProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The side menu: a modal drawer (React Aria) with the whole navigation. Focus stays inside while it is open,
 * Escape and the close button close it, focus returns to the menu button.
 */
export default function SideMenu({ id, isOpen, onClose }: SideMenuProps) {
  const { isAuthenticated, session, logout } = useSession();
  const name = session?.nickNm ?? session?.nickName ?? session?.userNm;
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog id={id} className={styles.dialog}>
          <div className={styles.head}>
            <Heading slot="title" className={styles.title}>
              전체 메뉴
            </Heading>
            <button type="button" className={styles.close} onClick={onClose}>
              <CloseIcon />
              <span className="sr-only">전체 메뉴 닫기</span>
            </button>
          </div>

          <div className={styles.account}>
            {isAuthenticated ? (
              <>
                <p className={styles.greeting}>{name ? `${name}님, 반갑습니다.` : '로그인되어 있습니다.'}</p>
                <Link to={MY_PAGE_PATH} className={styles.accountLink} onClick={onClose}>
                  마이페이지
                </Link>
              </>
            ) : (
              <>
                <p className={styles.greeting}>로그인하고 온판의 다양한 서비스를 이용해보세요.</p>
                <Link to={LOGIN_PATH} className={styles.accountLink} onClick={onClose}>
                  로그인
                </Link>
              </>
            )}
          </div>

          <nav aria-label="전체 메뉴" className={styles.nav}>
            <ul className={styles.groups}>
              {visibleNav(FULL_MENU).map((item, index) => (
                <li key={item.label} className={styles.group}>
                  {item.children ? (
                    <>
                      <span className={styles.groupTitle} id={`${id}-group-${index}`}>
                        {item.label}
                      </span>
                      <ul className={styles.subList} aria-labelledby={`${id}-group-${index}`}>
                        {item.children.map((child) => (
                          <li key={child.to}>
                            <NavLink to={child.to} className={styles.subLink} onClick={onClose} end>
                              {child.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <NavLink to={item.to} className={styles.groupLink} onClick={onClose}>
                      {item.label}
                      {item.badge ? (
                        <Badge variant="point" className={styles.badge}>
                          {item.badge}
                        </Badge>
                      ) : null}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
            <ul className={styles.utility}>
              {isBuiltPath(FESTIVAL_PATH) ? (
                <li>
                  <Link to={FESTIVAL_PATH} className={styles.utilityLink} onClick={onClose}>
                    축제
                  </Link>
                </li>
              ) : null}
              <AgentSiteLink className={styles.utilityLink} iconClassName={styles.externalIcon} />
              <li>
                <Link to={SEARCH_PATH} className={styles.utilityLink} onClick={onClose}>
                  통합검색
                </Link>
              </li>
            </ul>
          </nav>

          <div className={styles.footer}>
            <ul className={styles.footerLinks}>
              <li>
                <Link to={FAQ_PATH} className={styles.footerLink} onClick={onClose}>
                  FAQ
                </Link>
              </li>
              <li>
                <Link to={PRIVACY_PATH} className={cx(styles.footerLink, styles.privacy)} onClick={onClose}>
                  개인정보처리방침
                </Link>
              </li>
              <li>
                <Link to={TERMS_PATH} className={styles.footerLink} onClick={onClose}>
                  이용약관
                </Link>
              </li>
              <li>
                {isAuthenticated ? (
                  <button
                    type="button"
                    className={styles.footerLink}
                    onClick={() => {
                      onClose();
                      void logout();
                    }}
                  >
                    로그아웃
                  </button>
                ) : (
                  <Link to={LOGIN_PATH} className={styles.footerLink} onClick={onClose}>
                    로그인
                  </Link>
                )}
              </li>
            </ul>
            <p className={styles.copyright}>{COPYRIGHT}</p>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
