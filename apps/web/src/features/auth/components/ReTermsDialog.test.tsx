import { cleanup, screen } from '@testing-library/react';
import { render } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RE_TERMS_TEXT, ReTermsDialog } from './ReTermsDialog';

const modalMock = vi.hoisted(() => ({ alert: vi.fn(async () => undefined) }));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));
const apiMock = vi.hoisted(() => ({ reAgreeTerms: vi.fn() }));
// The calls are replaced on the module's own object, so the module's command hooks use them too.
vi.mock('../auth-api', async (importOriginal) => {
  const original = await importOriginal<{ authApi: object }>();
  Object.assign(original.authApi, apiMock);
  return original;
});

function renderDialog() {
  const onAgreed = vi.fn();
  const onClose = vi.fn();
  render(<ReTermsDialog isOpen onAgreed={onAgreed} onClose={onClose} />, { route: '/' });
  const box = (name: string) => screen.getByRole('checkbox', { name });
  return {
    onAgreed,
    onClose,
    all: box(RE_TERMS_TEXT.all),
    terms: box(RE_TERMS_TEXT.terms),
    privacy: box(RE_TERMS_TEXT.privacy),
  };
}

beforeEach(() => {
  modalMock.alert.mockClear();
  apiMock.reAgreeTerms.mockReset();
  apiMock.reAgreeTerms.mockResolvedValue({ number: 200, message: '약관 재동의 완료되었습니다.' });
  localStorage.clear();
});
afterEach(cleanup);

describe('re-consent modal', { timeout: 20_000 }, () => {
  it('checking both required boxes checks 전체 동의; unchecking one clears it', async () => {
    const user = userEvent.setup();
    const { all, terms, privacy } = renderDialog();
    await user.click(terms);
    expect(all).not.toBeChecked();
    await user.click(privacy);
    expect(all).toBeChecked();
    await user.click(terms);
    expect(terms).not.toBeChecked();
    expect(privacy).toBeChecked();
    expect(all).not.toBeChecked();
  });

  it('전체 동의 checks both boxes, and unchecking it clears both', async () => {
    const user = userEvent.setup();
    const { all, terms, privacy } = renderDialog();
    await user.click(all);
    expect(terms).toBeChecked();
    expect(privacy).toBeChecked();
    await user.click(all);
    expect(terms).not.toBeChecked();
    expect(privacy).not.toBeChecked();
  });

  it("continuing without both boxes says '약관 동의를 체크해주세요.' and records nothing", async () => {
    const user = userEvent.setup();
    const { terms, onAgreed } = renderDialog();
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: RE_TERMS_TEXT.confirm }));
    expect(modalMock.alert).toHaveBeenCalledWith('약관 동의를 체크해주세요.');
    expect(apiMock.reAgreeTerms).not.toHaveBeenCalled();
    expect(onAgreed).not.toHaveBeenCalled();
  });

  it("with both boxes the agreement is recorded: '약관 재동의 완료되었습니다.' and on to the conversion", async () => {
    const user = userEvent.setup();
    const { terms, privacy, onAgreed } = renderDialog();
    await user.click(terms);
    await user.click(privacy);
    await user.click(screen.getByRole('button', { name: RE_TERMS_TEXT.confirm }));
    expect(apiMock.reAgreeTerms).toHaveBeenCalledTimes(1);
    expect(modalMock.alert).toHaveBeenCalledWith('약관 재동의 완료되었습니다.');
    expect(onAgreed).toHaveBeenCalledTimes(1);
  });

  it('3일간 보지 않기 hides the modal for three days', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: RE_TERMS_TEXT.hide }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const until = Number(localStorage.getItem('onfan_re_terms_hidden_until'));
    expect(until - Date.now()).toBeGreaterThan(3 * 24 * 60 * 60 * 1000 - 60_000);
  });
});
