import { createElement, lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { withChunkTimeout } from '@/lib/chunk-timeout';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/lib/session/session-context';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import { findSection, MYPAGE_SECTIONS, type MyPageSection } from './mypage-sections';
import { visibleSections } from './mypage-visibility';
import styles from './MyPageFrame.module.css';

export const MYPAGE_NAV_LABEL = '마이페이지 메뉴';
export const MYPAGE_TITLE = '마이페이지';
export const SESSION_ENDED_TEXT = { title: '로그아웃되었습니다.', login: '다시 로그인하기' } as const;

/** One lazy component per section, made once (each loads the section's own chunk on first use). */
const SECTION_COMPONENTS = new Map<MyPageSection, LazyExoticComponent<ComponentType>>(
  MYPAGE_SECTIONS.map((s) => [s, lazy(() => withChunkTimeout(s.load))]),
);

/** The area and `{path}` of the current address; `mypage2/selfdx` has its own route entry without a parameter. */
function useSectionAddress(): { area: MyPageSection['area']; path: string | undefined } {
  const { pathname } = useLocation();
  const params = useParams();
  const [, first, second] = pathname.split('/');
  const area: MyPageSection['area'] = first === 'mypage2' ? 'mypage2' : 'mypage';
  return { area, path: params.path ?? second };
}

/**
 * The my-page frame for `mypage/{path}` and `mypage2/{path}`: anonymous visitors go to the login page, the side
 * navigation lists the sections the member's pattern may see, the section's own chunk renders beside it, and a path
 * no section claims is NotFound.
 */
export default function MyPageFrame() {
  const { status, session } = useSession();
  const location = useLocation();
  const { area, path } = useSectionAddress();
  const section = findSection(area, path);
  const pattern = session?.userPattnCd;
  const allowed = section && (!section.patterns || (pattern !== undefined && section.patterns.includes(pattern)));
  const nav = useMemo(() => visibleSections(MYPAGE_SECTIONS, pattern), [pattern]);
  useDocumentTitle(allowed && section ? section.title : MYPAGE_TITLE, TITLE_PRIORITY.override);
  // Whether the visitor was a member on this frame: a session that ends here (logout, withdrawal, expiry) is
  // followed by that flow's own navigation (login or Main), which a redirect from here must not overtake.
  const [wasMember, setWasMember] = useState(status === 'authenticated');
  if (status === 'authenticated' && !wasMember) setWasMember(true);

  if (status === 'anonymous') {
    const returnTo = `${location.pathname}${location.search}`;
    const loginUrl = `/login?returnUrl=${encodeURIComponent(returnTo)}`;
    if (!wasMember) return <Navigate to={loginUrl} replace />;
    return (
      <div className={styles.ended}>
        <h1 className={styles.endedTitle}>{SESSION_ENDED_TEXT.title}</h1>
        <Link to={loginUrl}>{SESSION_ENDED_TEXT.login}</Link>
      </div>
    );
  }
  if (!section) return <NotFoundPage />;
  if (status === 'pending' || !session) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  if (!allowed) return <NotFoundPage />;

  const sectionComponent = SECTION_COMPONENTS.get(section);
  return (
    <div className={styles.frame}>
      <nav className={styles.nav} aria-label={MYPAGE_NAV_LABEL}>
        <p className={styles.navTitle} aria-hidden="true">
          {MYPAGE_TITLE}
        </p>
        <ul className={styles.navList}>
          {nav.map((s) => (
            <li key={`${s.area}/${s.path}`}>
              <Link
                to={`/${s.area}/${s.path}`}
                className={isRelated(s, section) ? styles.navActive : styles.navLink}
                aria-current={isRelated(s, section) ? 'page' : undefined}
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner />
            </div>
          }
        >
          {sectionComponent ? createElement(sectionComponent) : null}
        </Suspense>
      </div>
    </div>
  );
}

/** The hidden password-confirm step belongs to 내 정보 in the navigation. */
function isRelated(item: MyPageSection, current: MyPageSection): boolean {
  if (item === current) return true;
  return current.hidden === true && item.area === current.area && current.path.startsWith(`${item.path}-`);
}
