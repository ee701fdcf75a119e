import type { Entry } from '@onfan/contracts/market-entry';
import { marketEntryEndpoints as api } from '@onfan/contracts/market-entry';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { marketEntryKeys } from '../market-entry-api';
import MyMarketEntry from './MyMarketEntry';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const draft = (over: Partial<Entry['fields']>, updtDt: string): Entry => ({
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
