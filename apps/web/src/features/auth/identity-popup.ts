import { authApi } from './auth-api';

/** The message the identity popup posts to the window that opened it. */
export const IDENTITY_MESSAGE_TYPE = 'onfan:identity';

export interface IdentityResult {
  ticket: string;
  userNm: string;
  mblNo: string;
  birth: string;
}

export interface IdentityMessage extends IdentityResult {
  type: typeof IDENTITY_MESSAGE_TYPE;
  txId: string;
}

export const POPUP_BLOCKED_MESSAGE =
  '본인인증 창을 열 수 없습니다. 브라우저의 팝업 차단을 해제한 뒤 다시 시도해주세요.';
export const IDENTITY_WINDOW = { width: 480, height: 760 } as const;

function isIdentityMessage(data: unknown, txId: string): data is IdentityMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Partial<IdentityMessage>;
  return m.type === IDENTITY_MESSAGE_TYPE && m.txId === txId && typeof m.ticket === 'string';
}

/**
 * Identity verification in a popup window (find-info, check-me): the window opens at once (inside the click, so
 * popup blockers allow it), then goes to the provider's page for a fresh transaction. Resolves with the ticket when
 * the popup reports success, or null when the person closes it. Rejects when the window cannot open or the start
 * call fails. The popup only posts its result; this window closes it once the result is here, so a closed popup
 * before any message always means the person gave up.
 */
export async function verifyIdentityInPopup(kind: 'findinfostart' | 'checkmestart'): Promise<IdentityResult | null> {
  const features = `width=${IDENTITY_WINDOW.width},height=${IDENTITY_WINDOW.height},resizable=yes,scrollbars=yes`;
  const popup = window.open('about:blank', 'onfan-identity', features);
  if (!popup) throw new Error(POPUP_BLOCKED_MESSAGE);
  let started: Awaited<ReturnType<typeof authApi.identityStart>>;
  try {
    started = await authApi.identityStart(kind);
  } catch (error) {
    popup.close();
    throw error;
  }
  popup.location.href = started.popupUrl;
  return new Promise<IdentityResult | null>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isIdentityMessage(event.data, started.txId)) return;
      popup.close();
      finish({
        ticket: event.data.ticket,
        userNm: event.data.userNm,
        mblNo: event.data.mblNo,
        birth: event.data.birth,
      });
    };
    const watch = window.setInterval(() => {
      if (popup.closed) finish(null);
    }, 500);
    function finish(result: IdentityResult | null) {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      resolve(result);
    }
    window.addEventListener('message', onMessage);
  });
}
