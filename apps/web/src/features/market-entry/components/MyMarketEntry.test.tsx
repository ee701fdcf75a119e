import type { Entry, EntryKept } from '@onfan/contracts/market-entry';
import { MARKET_ENTRY_MESSAGES as M, marketEntryEndpoints as api } from '@onfan/contracts/market-entry';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { marketEntryKeys } from '../market-entry-api';
import MyMarketEntry, { MARKET_ENTRY_TEXT } from './MyMarketEntry';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const modalMock = vi.hoisted(() => ({
  alert: vi.fn(async () => undefined),
  confirm: vi.fn(async () => true),
  formCheck: vi.fn(() => true),
}));
vi.mock('@/lib/modal/modal-service', () => ({ modal: modalMock }));

const draft = (over: Partial<Entry['fields']>, updtDt: string, kept: EntryKept[] = []): Entry => ({
  aplyId: 4,
  sts: 'draft',
  stsNm: '작성 중',
  rjctRsn: null,
  fields: {
    mrktCd: 'sodam',
    cmpnyNm: '온판 시험상회',
    rprsvNm: null,
    bzmnRegNo: null,
    scmMngrId: null,
    picNm: null,
    picTelno: null,
    picEml: null,
    pdNm: null,
    pdCtgr: null,
    pdPrc: null,
    mnthSplyQty: null,
    pdIntro: null,
    salesChnl: null,
    ...over,
  },
  kept,
  docs: [],
  editableYn: 'Y',
  submitDt: null,
  updtDt,
});

let stored: Entry;
beforeEach(() => {
  callMock.mockReset();
  callMock.mockImplementation(async (spec: unknown) => {
    if (spec === api.get) return stored;
    if (spec === api.status) return { sts: stored.sts, stsNm: stored.stsNm, history: [] };
    throw new Error('unexpected call');
  });
});
afterEach(cleanup);

describe('마켓 입점 신청서 (my page)', () => {
  it('keeps what the member typed when the application is refetched, and takes the newly stored values', async () => {
    stored = draft({}, '2026-11-20T01:00:00.000Z');
    const { queryClient } = render(<MyMarketEntry />, { route: '/' });
    const company = await screen.findByRole('textbox', { name: '회사명' });
    expect((company as HTMLInputElement).value).toBe('온판 시험상회');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '대표자명' }), '김시험');

    // A refused submit saved the draft elsewhere: the answer arrives while the member is typing.
    stored = draft({ cmpnyNm: '온판 상회', picNm: '박담당' }, '2026-11-20T01:05:00.000Z');
    await act(() => queryClient.invalidateQueries({ queryKey: marketEntryKeys.all }));

    const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
    await waitFor(() => expect(value('담당자명')).toBe('박담당'));
    expect(value('대표자명')).toBe('김시험');
    expect(value('회사명')).toBe('온판 상회');
  });
});

/** 123-45-67891 is a valid number (the journeys use it); a last digit of 0 breaks its check digit. */
const WRONG_CHECK_DIGIT = '123-45-67890';
const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
/** The message shown under a field (the form kit's error text, named by the field's aria-describedby). */
const fieldError = (name: string) => {
  const input = screen.getByRole('textbox', { name });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('a draft keeps what was typed (issue 33, item 10)', () => {
  it('saves a business number with a wrong check digit as typed, and says in the field what to fix', async () => {
    stored = draft({}, '2026-11-20T01:00:00.000Z');
    callMock.mockImplementation(async (spec: unknown, args?: { body?: Record<string, unknown> }) => {
      if (spec === api.get) return stored;
      if (spec === api.status) return { sts: 'draft', stsNm: '작성 중', history: [] };
      if (spec === api.update) {
        const kept = [{ field: 'bzmnRegNo' as const, input: String(args?.body?.bzmnRegNo), message: M.brnoCheckDigit }];
        stored = draft({ rprsvNm: String(args?.body?.rprsvNm) }, '2026-11-20T01:05:00.000Z', kept);
        return { number: 200, message: M.savedToFix('사업자등록번호'), errors: kept };
      }
      throw new Error('unexpected call');
    });
    render(<MyMarketEntry />, { route: '/' });
    await screen.findByRole('textbox', { name: '회사명' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '대표자명' }), '김시험');
    await user.type(screen.getByRole('textbox', { name: '사업자등록번호' }), WRONG_CHECK_DIGIT);
    // Checked as the person leaves the field: the check digit is named.
    await user.tab();
    await waitFor(() => expect(fieldError('사업자등록번호')).toContain(M.brnoCheckDigit));

    await user.click(screen.getByRole('button', { name: '임시 저장' }));
    const body = callMock.mock.calls.find(([spec]) => spec === api.update)?.[1]?.body as Record<string, unknown>;
    // Sent as typed (not refused in the browser), every other field with it.
    expect(body).toMatchObject({
      bzmnRegNo: WRONG_CHECK_DIGIT,
      rprsvNm: '김시험',
      cmpnyNm: '온판 시험상회',
      submitYn: 'N',
    });
    await waitFor(() => expect(modalMock.alert).toHaveBeenCalledWith(M.savedToFix('사업자등록번호')));
    await waitFor(() => expect(fieldError('사업자등록번호')).toContain(M.brnoCheckDigit));
    expect(value('사업자등록번호')).toBe(WRONG_CHECK_DIGIT);
    expect(value('대표자명')).toBe('김시험');
  });

  it('coming back, the fields kept as typed are there with what to fix', async () => {
    stored = draft({ cmpnyNm: '온판 상회' }, '2026-11-20T01:00:00.000Z', [
      { field: 'bzmnRegNo', input: WRONG_CHECK_DIGIT, message: M.brnoCheckDigit },
      { field: 'pdPrc', input: '만 오천 원', message: M.priceInvalid },
    ]);
    render(<MyMarketEntry />, { route: '/' });
    await screen.findByRole('textbox', { name: '회사명' });
    await waitFor(() => expect(value('사업자등록번호')).toBe(WRONG_CHECK_DIGIT));
    expect(value('판매 가격(원)')).toBe('만 오천 원');
    expect(value('회사명')).toBe('온판 상회');
    await waitFor(() => expect(fieldError('사업자등록번호')).toContain(M.brnoCheckDigit));
    expect(fieldError('판매 가격(원)')).toContain(M.priceInvalid);
  });

  it('a submit with a field not well formed is checked first and names the field', async () => {
    stored = draft({}, '2026-11-20T01:00:00.000Z');
    render(<MyMarketEntry />, { route: '/' });
    await screen.findByRole('textbox', { name: '회사명' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '담당자 이메일' }), 'pic@');
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    await waitFor(() => expect(modalMock.formCheck).toHaveBeenCalledWith([M.emailInvalid]));
    expect(callMock.mock.calls.some(([spec]) => spec === api.update)).toBe(false);
  });

  it('keeps the form and what is typed when fetching the application again fails meanwhile', async () => {
    stored = draft({}, '2026-11-20T01:00:00.000Z');
    const { queryClient } = render(<MyMarketEntry />, { route: '/' });
    await screen.findByRole('textbox', { name: '회사명' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '상품 소개' }), '논산 딸기로 만든 잼');

    // The connection drops as the application is fetched again (an upload, coming back online ...).
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.get) throw new Error('network down');
      if (spec === api.status) return { sts: 'draft', stsNm: '작성 중', history: [] };
      throw new Error('unexpected call');
    });
    await act(() => queryClient.refetchQueries({ queryKey: marketEntryKeys.mine }));
    await waitFor(() => expect(queryClient.getQueryState(marketEntryKeys.mine)?.status).toBe('error'));
    expect(screen.queryByText('입점 신청 정보를 불러오지 못했습니다.')).toBeNull();
    expect(value('상품 소개')).toBe('논산 딸기로 만든 잼');

    // And when it comes back, the form is the same one: what was typed is still there.
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.get) return stored;
      if (spec === api.status) return { sts: 'draft', stsNm: '작성 중', history: [] };
      throw new Error('unexpected call');
    });
    await act(() => queryClient.refetchQueries({ queryKey: marketEntryKeys.mine }));
    await waitFor(() => expect(queryClient.getQueryState(marketEntryKeys.mine)?.status).toBe('success'));
    expect(value('상품 소개')).toBe('논산 딸기로 만든 잼');
  });
});

describe('처리 이력 on the one list chain (issue 35)', () => {
  it('says the history failed to load (never shows nothing), and the form stays', async () => {
    stored = draft({}, '2026-11-20T01:00:00.000Z');
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.get) return stored;
      throw new Error('network down');
    });
    render(<MyMarketEntry />, { route: '/' });
    const status = await screen.findByRole('region', { name: '신청 상태' });
    expect(await within(status).findByText(MARKET_ENTRY_TEXT.failed)).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: '회사명' }) as HTMLInputElement).value).toBe('온판 시험상회');
  });

  it('lists the history of the application', async () => {
    stored = draft({}, '2026-11-20T01:00:00.000Z');
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.get) return stored;
      if (spec === api.status)
        return {
          sts: 'draft',
          stsNm: '작성 중',
          history: [{ sts: 'draft', stsNm: '작성 중', memo: null, regDt: '2026-11-20T01:00:00.000Z' }],
        };
      throw new Error('unexpected call');
    });
    render(<MyMarketEntry />, { route: '/' });
    const history = await screen.findByRole('list', { name: '처리 이력' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(MARKET_ENTRY_TEXT.failed)).toBeNull();
  });
});
