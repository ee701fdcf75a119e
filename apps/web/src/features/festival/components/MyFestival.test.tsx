import type { AprvHistory, Festival, FestivalProduct, MyFestival as MyFestivalRow } from '@onfan/contracts/festival';
import { festivalEndpoints as api } from '@onfan/contracts/festival';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { render } from '@/test/render';
import { festivalKeys } from '../festival-api';
import { productBody } from '../product-form';
import MyFestival from './MyFestival';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const dec: Festival = {
  campnId: 3,
  campnNm: '2026 12월 눈꽃 동행축제',
  season: 'dec',
  seasonNm: '12월 동행축제',
  campnDesc: '연말 동행축제',
  bgngYmd: '20261201',
  endYmd: '20261231',
  sts: 'upcoming',
  stsNm: '개최 예정',
};
const may: Festival = { ...dec, campnId: 1, campnNm: '2026 5월 동행축제', season: 'may', sts: 'closed', stsNm: '종료' };
const mine: MyFestivalRow = {
  ...dec,
  strNm: '하루공방',
  prtcpDt: '2026-11-02T01:00:00.000Z',
  prdCnt: 2,
  pendingCnt: 0,
  approvedCnt: 1,
  rejectedCnt: 1,
  shownCnt: 1,
};
const product = (over: Partial<FestivalProduct>): FestivalProduct => ({
  manprdId: 1,
  manprdNm: '가죽 다이어리 커버',
  strNm: '하루공방',
  ctgrCd: 'craft',
  ctgrNm: '공예·소품',
  prc: 54000,
  manprdDesc: 'A5 다이어리 커버',
  buyUrl: null,
  campnId: 3,
  campnNm: dec.campnNm,
  userId: 7,
  aprvSts: 'rejected',
  aprvStsNm: '반려',
  expsrYn: 'N',
  rjctRsn: '판매가를 확인해주세요.',
  regDt: '2026-11-05T01:00:00.000Z',
  updtDt: '2026-11-09T01:00:00.000Z',
  ...over,
});
const history: AprvHistory[] = [
  {
    hstCd: 'registered',
    hstNm: '상품 등록',
    aprvSts: 'pending',
    expsrYn: 'N',
    memo: null,
    byOperatorYn: 'N',
    regDt: '2026-11-05T01:00:00.000Z',
  },
  {
    hstCd: 'rejected',
    hstNm: '반려',
    aprvSts: 'rejected',
    expsrYn: 'N',
    memo: '판매가를 확인해주세요.',
    byOperatorYn: 'Y',
    regDt: '2026-11-09T01:00:00.000Z',
  },
];

function answers(spec: unknown) {
  if (spec === api.campns) return [may, dec];
  if (spec === api.myCampns) return [mine];
  if (spec === api.aprvList)
    return {
      items: [
        product({}),
        product({
          manprdId: 2,
          manprdNm: '가죽 펜 케이스',
          aprvSts: 'approved',
          aprvStsNm: '승인',
          expsrYn: 'Y',
          rjctRsn: null,
        }),
      ],
      hasMore: false,
      totalCount: 2,
      pageNo: 1,
      pageSize: 100,
    };
  if (spec === api.history) return history;
  throw new Error('unexpected call');
}

function renderSection() {
  render(<MyFestival />, { route: '/' });
}

beforeEach(() => {
  callMock.mockReset();
  callMock.mockImplementation(async (spec: unknown) => answers(spec));
});
afterEach(cleanup);

describe('동행축제 참여 (my page)', () => {
  it('shows my festivals with counts, no join form when every open festival is joined, and the product form', async () => {
    renderSection();
    await screen.findByRole('heading', { level: 3, name: '2026 12월 눈꽃 동행축제' });
    expect(screen.getByText('지금 참여 신청할 수 있는 동행축제가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /상품명/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /축제 판매가/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /구매 링크/ })).toBeTruthy();
  });

  it('offers an edit only for products not approved, and shows the approval history on demand', async () => {
    const user = userEvent.setup();
    renderSection();
    const rejected = (await screen.findByRole('heading', { level: 3, name: '가죽 다이어리 커버' })).closest('li')!;
    const approved = screen.getByRole('heading', { level: 3, name: '가죽 펜 케이스' }).closest('li')!;
    expect(within(rejected).getByText('판매가를 확인해주세요.')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: '수정 후 재신청' })).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: '수정 후 재신청' })).toBeNull();
    expect(within(approved).getByText('축제 페이지 노출 중')).toBeTruthy();

    const toggle = within(rejected).getByRole('button', { name: '승인 이력 보기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const list = await within(rejected).findByRole('list', { name: '승인 이력' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('상품 등록'),
      expect.stringContaining('반려 (운영자) — 판매가를 확인해주세요.'),
    ]);
    expect(callMock).toHaveBeenCalledWith(api.history, { params: { manprdId: 1 } });
  });

  it('sends an empty price as missing (the server asks for it), never as 0', () => {
    expect(productBody({ manprdNm: 'a', ctgrCd: 'food', prc: ' ', manprdDesc: 'b', buyUrl: '' }).prc).toBeUndefined();
    expect(productBody({ manprdNm: 'a', ctgrCd: 'food', prc: '18,000', manprdDesc: 'b', buyUrl: '' }).prc).toBe(
      '18000',
    );
  });
});

describe('동행축제 참여 while it is fetched again (issue 33, item 10)', () => {
  it('keeps the product being typed when fetching the lists again fails', async () => {
    const { queryClient } = render(<MyFestival />, { route: '/' });
    const name = await screen.findByRole('textbox', { name: /상품명/ });
    const user = userEvent.setup();
    await user.type(name, '새 가죽 지갑');
    callMock.mockImplementation(async () => {
      throw new Error('network down');
    });
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(queryClient.getQueryState(festivalKeys.mine)?.status).toBe('error'));
    expect(screen.queryByText('동행축제 참여 정보를 불러오지 못했습니다.')).toBeNull();
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: '가죽 다이어리 커버' })).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: /상품명/ }) as HTMLInputElement).value).toBe('새 가죽 지갑');
  });
});

describe('동행축제 참여 lists on the one list chain (issue 35)', () => {
  it('says my products failed to load, never that there are none, and keeps the forms', async () => {
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.aprvList) throw new Error('network down');
      return answers(spec);
    });
    renderSection();
    expect(await screen.findByText(LIST_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText('등록한 상품이 없습니다.')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: '2026 12월 눈꽃 동행축제' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /상품명/ })).toBeInTheDocument();
  });

  it('says there is no festival and no product when the member has none', async () => {
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.myCampns) return [];
      if (spec === api.aprvList) return { items: [], hasMore: false, totalCount: 0, pageNo: 1, pageSize: 100 };
      return answers(spec);
    });
    renderSection();
    expect(await screen.findByText('참여 신청한 동행축제가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('등록한 상품이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText(LIST_TEXT.failed)).toBeNull();
  });

  it("says a product's approval history failed to load, in the region its button controls", async () => {
    callMock.mockImplementation(async (spec: unknown) => {
      if (spec === api.history) throw new Error('network down');
      return answers(spec);
    });
    const user = userEvent.setup();
    renderSection();
    const rejected = (await screen.findByRole('heading', { level: 3, name: '가죽 다이어리 커버' })).closest('li')!;
    const toggle = within(rejected).getByRole('button', { name: '승인 이력 보기' });
    await user.click(toggle);
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(await within(region).findByText('승인 이력을 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
