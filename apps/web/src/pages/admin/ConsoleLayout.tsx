import { OPERATOR_ROLE_NAMES } from '@onfan/contracts/operator-roles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { consoleMeQuery } from '@/features/admin/admin-api';
import { isApiError } from '@/lib/api/api-client';
import { loginHref } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { sessionExpiry } from '@/lib/session/session-expiry';
import { currentEntry, menuFor } from './console-menu';
import styles from './ConsoleLayout.module.css';

export const CONSOLE_TEXT = {
  home: '온판 관리자',
  skip: '본문 바로가기',
  menu: '관리자 메뉴',
  roles: '담당 역할',
  timeLeft: '자동 로그아웃까지',
  logout: '로그아웃',
  portal: '포털 보기',
  refused: '관리자 화면을 이용할 수 없습니다',
  refusedHint: '운영자 계정으로 로그인했는지, 담당 역할이 있는지 확인해 주세요.',
  toPortal: '포털 첫 화면으로',
} as const;

const CONSOLE_MAIN_ID = 'console-main';

/** The server refused the operator (no session, no second factor, no role): not a failure to answer. */
const isRefusal = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);

/** 'mm:ss' left before the idle session ends, ticking every second. */
function TimeLeft() {
  const expiresAt = useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.get, sessionExpiry.get);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  if (expiresAt === null) return null;
  const seconds = Math.max(0, Math.floor((expiresAt - now) / 1000));
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className={styles.timeLeft}>
      {CONSOLE_TEXT.timeLeft} <time dateTime={`PT${seconds}S`}>{text}</time>
    </p>
  );
}

/**
 * The operator console's frame (decision 034): its own layout, lazy, never in a public page's scripts. Only an
 * operator whose session passed the second factor and who holds a role gets in; an operator still to give the code is
 * sent to the second-factor page, anyone else is told the console is not theirs. The left menu shows the desks of the
 * operator's roles; the header names the operator, the roles and the time left before the idle session ends.
 */
export default function ConsoleLayout() {
  const { isAuthenticated, status, logout } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const me = useQuery({ ...consoleMeQuery(), enabled: isAuthenticated });

  if (status === 'pending' || (isAuthenticated && me.isPending)) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to={loginHref(here)} replace />;
  // A later read that fails without a refusal (no answer, a busy server) keeps the console and the form being typed
  // in on screen: only the server's word that the second factor or the roles are gone takes the page away.
  if (me.isError && (!me.data || isRefusal(me.error))) {
    const error = me.error;
    if (isApiError(error) && error.reason === 'SECOND_FACTOR') {
      return <Navigate to={`/admin/second-factor?returnUrl=${encodeURIComponent(here)}`} replace />;
    }
    return (
      <main id={CONSOLE_MAIN_ID} className={styles.refused}>
        <h1>{CONSOLE_TEXT.refused}</h1>
        <p>{isApiError(error) ? error.message : CONSOLE_TEXT.refusedHint}</p>
        <p>{CONSOLE_TEXT.refusedHint}</p>
        <p>
          <Link to="/">{CONSOLE_TEXT.toPortal}</Link>
        </p>
      </main>
    );
  }
  const operator = me.data!;
  const menu = menuFor(operator.roles);
  const current = currentEntry(menu, location.pathname);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href={`#${CONSOLE_MAIN_ID}`}>
        {CONSOLE_TEXT.skip}
      </a>
      <header className={styles.header}>
        <Link to="/admin" className={styles.home}>
          {CONSOLE_TEXT.home}
        </Link>
        <div className={styles.operator}>
          <p className={styles.name}>
            <strong>{operator.userNm}</strong> ({operator.lgnId})
          </p>
          <p className={styles.roles}>
            <span className="sr-only">{CONSOLE_TEXT.roles}: </span>
            {operator.roles.map((r) => (
              <Badge key={r} variant="secondary" appearance="light">
                {OPERATOR_ROLE_NAMES[r]}
              </Badge>
            ))}
          </p>
          <TimeLeft />
          <Link to="/" className={styles.portal}>
            {CONSOLE_TEXT.portal}
          </Link>
          <Button variant="secondary" size="small" onPress={() => void logout()}>
            {CONSOLE_TEXT.logout}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label={CONSOLE_TEXT.menu}>
          {menu.map((group) => (
            <section key={group.desk} className={styles.desk}>
              <h2 className={styles.deskTitle}>{group.desk}</h2>
              <ul>
                {group.entries.map((e) => (
                  <li key={e.to}>
                    <Link to={e.to} className={styles.link} aria-current={e.to === current ? 'page' : undefined}>
                      {e.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main id={CONSOLE_MAIN_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
