import type { Entry } from '@onfan/contracts/market-entry';
import { marketEntryEndpoints as api } from '@onfan/contracts/market-entry';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api/api-client';
import type * as EndpointClient from '@/lib/api/endpoint-client';
import { render } from '@/test/render';
import MyMarketEntry from './MyMarketEntry';

const callMock = vi.hoisted(() => vi.fn());
const downloadMock = vi.hoisted(() => vi.fn());
// The typed client's download form is kept; what it hands the API client's download is checked.
vi.mock('@/lib/api/endpoint-client', async (importOriginal) => ({
  ...(await importOriginal<typeof EndpointClient>()),
  call: callMock,
}));
vi.mock('@/lib/api/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClient>();
  return { ...original, download: downloadMock, api: { ...original.api, download: downloadMock } };
});
afterEach(cleanup);

const entry: Entry = {
  aplyId: 12,
  sts: 'submitted',
  stsNm: '제출',
  rjctRsn: null,
  fields: {
    mrktCd: 'sodam',
    cmpnyNm: '통장상회',
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
  },
  kept: [],
  docs: [
    {
      docCd: 'bankbook',
      docNm: '통장 사본',
      reqYn: 'Y',
      docDesc: '정산 받을 계좌',
      docSts: 'submitted',
      docStsNm: '제출',
      fileNm: '통장사본.pdf',
      rjctRsn: null,
    },
    {
      docCd: 'bizreg',
      docNm: '사업자등록증',
      reqYn: 'Y',
      docDesc: '사업자등록증 사본',
      docSts: 'missing',
      docStsNm: '미제출',
      fileNm: null,
      rjctRsn: null,
    },
  ],
  editableYn: 'N',
  submitDt: '2026-11-20T01:00:00.000Z',
  updtDt: '2026-11-20T01:00:00.000Z',
};

describe('마켓 입점 신청서: submitted documents', () => {
  it('downloads a submitted document through the checked call, never a public address', async () => {
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.get) return entry;
      if (spec === api.status) return { sts: entry.sts, stsNm: entry.stsNm, history: [] };
      throw new Error('unexpected call');
    });
    downloadMock.mockResolvedValue('통장사본.pdf');
    render(<MyMarketEntry />, { route: '/' });
    const button = await screen.findByRole('button', { name: '통장 사본 내려받기' });
    // A document not submitted has nothing to download.
    expect(screen.queryByRole('button', { name: '사업자등록증 내려받기' })).toBeNull();
    await userEvent.click(button);
    await waitFor(() =>
      expect(downloadMock).toHaveBeenCalledWith('cmstr/aply/12/doc/bankbook', { fileName: '통장사본.pdf' }),
    );
    expect(document.querySelector('a[href*="/files/"]')).toBeNull();
  });
});
