import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { ApiError } from '@/lib/api/api-client';
import { loadDocument, navigateTo } from '@/lib/api/navigation';
import { fetchSession, fetchSsoInfo, logoutRequest, validateSession } from './session-api';
import { isMyPagePath, LOGIN_PATH } from './session-config';
import { sessionExpiry } from './session-expiry';
import { sessionStore } from './session-store';
import { TOKEN_STORAGE_KEY } from './token-storage';
import { type Session, type SessionStatus, SSO_USER_PATTERN } from './session-types';

// Only logged-in members can time out: the warning (a dialog) loads with their first page, not with everyone's.
const SessionExpiryWarning = lazy(() =>
  import('./SessionExpiryWarning').then((m) => ({ default: m.SessionExpiryWarning })),
);

export const sessionQueryKey = ['auth', 'session'] as const;

export interface SessionContextValue {
  session: Session | null;
  status: SessionStatus;
  isAuthenticated: boolean;
  /** After a successful login call: keep the token, set the session and when it ends if left idle. */
  login: (token: string, session?: Session | null, expiresAt?: string) => void;
  /**
   * POST /auth/logout, forget the session; SSO members go to the SSO provider's logout page (its address from
   * GET auth/sso), my-page visitors to login.
   */
  logout: () => Promise<void>;
  /** Fetch the session fields again (after profile or creator changes). */
  reload: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);

  const sessionQuery = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: state.status === 'authenticated' && state.token !== null,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (sessionQuery.data && sessionQuery.data !== state.session) sessionStore.setSession(sessionQuery.data);
  }, [sessionQuery.data, state.session]);

  useEffect(() => {
    const error = sessionQuery.error;
    if (error instanceof ApiError && error.status === 401) sessionStore.clear();
  }, [sessionQuery.error]);

  // Login or logout in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
      sessionStore.syncFromStorage();
      queryClient.removeQueries({ queryKey: sessionQueryKey });
      void validateSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const login = useCallback(
    (token: string, session?: Session | null, expiresAt?: string) => {
      queryClient.removeQueries({ queryKey: sessionQueryKey });
      sessionExpiry.clear();
      sessionStore.login(token, session ?? null);
      sessionExpiry.set(expiresAt);
      if (session) queryClient.setQueryData(sessionQueryKey, session);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const pattern = sessionStore.getState().session?.userPattnCd;
    // The SSO provider's logout address comes from the server's configuration; asked before the token goes.
    const ssoInfo = pattern === SSO_USER_PATTERN ? fetchSsoInfo().catch(() => null) : null;
    await logoutRequest();
    sessionStore.clear();
    queryClient.removeQueries({ queryKey: sessionQueryKey });
    if (ssoInfo) {
      const logoutUrl = (await ssoInfo)?.logoutUrl;
      if (logoutUrl) {
        loadDocument(logoutUrl);
        return;
      }
      // Without an answer the SSO logout page is unknown: the portal session is gone, so show Main.
      void queryClient.resetQueries();
      navigateTo('/');
      return;
    }
    // Member-only data on screen is dropped and public queries fetch again without the token.
    void queryClient.resetQueries();
    if (isMyPagePath(window.location.pathname)) navigateTo(LOGIN_PATH);
  }, [queryClient]);

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session: state.status === 'authenticated' ? (state.session ?? sessionQuery.data ?? null) : null,
      status: state.status,
      isAuthenticated: state.status === 'authenticated',
      login,
      logout,
      reload,
    }),
    [state, sessionQuery.data, login, logout, reload],
  );

  return (
    <SessionContext value={value}>
      {children}
      {value.isAuthenticated && (
        <Suspense fallback={null}>
          <SessionExpiryWarning logout={logout} />
        </Suspense>
      )}
    </SessionContext>
  );
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession() must be used inside <SessionProvider>.');
  return value;
}
