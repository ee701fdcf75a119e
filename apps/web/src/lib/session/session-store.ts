import { sessionExpiry } from './session-expiry';
import type { Session, SessionState } from './session-types';
import { readToken, removeToken, writeToken } from './token-storage';

type Listener = () => void;

/**
 * The session outside React: the router's loader, the API client and the React provider all read this one store.
 * The token in local storage is the source; the status and the session fields are derived from it.
 */
function createSessionStore() {
  const initialToken = readToken();
  let state: SessionState = {
    token: initialToken,
    status: initialToken ? 'pending' : 'anonymous',
    session: null,
  };
  const listeners = new Set<Listener>();

  function set(next: SessionState) {
    if (next.token === state.token && next.status === state.status && next.session === state.session) return;
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Picks up a token written or removed in another tab (or before the store existed). */
    syncFromStorage(): void {
      const token = readToken();
      if (token === state.token) return;
      sessionExpiry.clear();
      set({ token, status: token ? 'pending' : 'anonymous', session: null });
    },
    login(token: string, session: Session | null): void {
      writeToken(token);
      set({ token, status: 'authenticated', session });
    },
    markAuthenticated(): void {
      if (!state.token) return;
      set({ ...state, status: 'authenticated' });
    },
    /** The auth API gave no usable answer: act as a visitor for now, keep the token for the next check. */
    markAnonymous(): void {
      set({ ...state, status: 'anonymous', session: null });
    },
    setSession(session: Session): void {
      if (!state.token) return;
      set({ ...state, status: 'authenticated', session });
    },
    /** Forget the token (logout, refused or expired token). */
    clear(): void {
      removeToken();
      sessionExpiry.clear();
      set({ token: null, status: 'anonymous', session: null });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore();
