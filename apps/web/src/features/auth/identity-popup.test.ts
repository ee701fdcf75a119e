import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGE_TYPE, verifyIdentityInPopup } from './identity-popup';

const start = vi.hoisted(() => vi.fn());
vi.mock('./auth-api', () => ({ authApi: { identityStart: start } }));

function fakePopup() {
  const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => void (popup.closed = true)) };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

const person = { ticket: 't-1', userNm: '김온판', mblNo: '01012345678', birth: '19900101' };
const post = (data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));

beforeEach(() => {
  vi.useFakeTimers();
  start.mockResolvedValue({ txId: 'tx-1', popupUrl: '/identity/local?txId=tx-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('verifyIdentityInPopup', () => {
  it('takes the posted result and closes the popup itself, so the close is never read as giving up', async () => {
    const popup = fakePopup();
    const result = verifyIdentityInPopup('checkmestart');
    await vi.waitFor(() => expect(popup.location.href).toBe('/identity/local?txId=tx-1'));
    post({ type: IDENTITY_MESSAGE_TYPE, txId: 'tx-1', ...person });
    await expect(result).resolves.toEqual(person);
    expect(popup.close).toHaveBeenCalled();
  });

  it('ignores another transaction’s message, and resolves null when the person closes the popup', async () => {
    const popup = fakePopup();
    const result = verifyIdentityInPopup('findinfostart');
    await vi.waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    post({ type: IDENTITY_MESSAGE_TYPE, txId: 'tx-other', ...person });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    await expect(result).resolves.toBeNull();
  });
});
