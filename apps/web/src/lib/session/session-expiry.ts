import { toBrowserTime } from '@/lib/api/server-clock';

type Listener = () => void;

/** The warning opens this long before the server ends an idle session (KWCAG 2.2.1, adjustable time limits). */
export const SESSION_WARNING_MS = 2 * 60_000;

/**
 * When the server will end the session for inactivity, as the browser last heard it: from the login answer, the
 * route checks (`auth/validate`), the session fields (`sessionExpiresAt`) and `auth/session/extend`; kept on the
 * browser's clock (the server's time, less how far the server's clock is ahead).
 */
function createSessionExpiry() {
  let expiresAt: number | null = null;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (): number | null => expiresAt,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Takes an ISO time from an answer (the server's clock); anything unparsable is ignored. */
    set(value: unknown): void {
      if (typeof value !== 'string') return;
      const parsed = Date.parse(value);
      if (Number.isNaN(parsed)) return;
      const at = toBrowserTime(parsed);
      if (at === expiresAt) return;
      expiresAt = at;
      emit();
    },
    clear(): void {
      if (expiresAt === null) return;
      expiresAt = null;
      emit();
    },
  };
}

export const sessionExpiry = createSessionExpiry();

/** '1분 05초' style remaining time for the warning. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? `${minutes}분 ${String(seconds).padStart(2, '0')}초` : `${seconds}초`;
}
