import { BROADCAST_DESK_MESSAGES as M } from '@onfan/contracts/broadcast.admin';
import { describe, expect, it } from 'vitest';
import { broadcastBodyOf, broadcastDraftErrors, broadcastDraftOf, goLiveAction } from './broadcast-form';

const draft = (over: Partial<ReturnType<typeof broadcastDraftOf>> = {}) => ({
  ...broadcastDraftOf(),
  brcChnlId: '3',
  brcTit: '겨울 김장 특가 라이브',
  brcBgngDt: '2026-12-10T14:00',
  brcEndDt: '2026-12-10T15:00',
  ...over,
});

describe("the broadcast form's rules", () => {
  it('accepts a live with its channel, title and times', () => {
    expect(broadcastDraftErrors(draft())).toEqual([]);
  });

  it('names the end field when the end is not after the start, and required fields when empty', () => {
    expect(broadcastDraftErrors(draft({ brcEndDt: '2026-12-10T14:00' }))).toContainEqual({
      field: 'brcEndDt',
      message: M.endBeforeStart,
    });
    const empty = broadcastDraftErrors(draft({ brcTit: '  ', brcChnlId: '', brcBgngDt: '' }));
    expect(empty).toContainEqual({ field: 'brcTit', message: M.titleRequired });
    expect(empty).toContainEqual({ field: 'brcChnlId', message: M.channelRequired });
    expect(empty).toContainEqual({ field: 'brcBgngDt', message: M.startRequired });
  });

  it('asks a commerce broadcast for a product and checks each row at its own fields', () => {
    expect(broadcastDraftErrors(draft({ brcTypeDcd: '4' }))).toContainEqual({
      field: 'products',
      message: M.productsRequired,
    });
    const row = broadcastDraftErrors(
      draft({ brcTypeDcd: '4', products: [{ prdctNm: '', prc: '만원', sellerNm: '해남농장' }] }),
    );
    expect(row).toContainEqual({ field: 'products.0.prdctNm', message: M.productNameRequired });
    expect(row).toContainEqual({ field: 'products.0.prc', message: M.productPriceInvalid });
  });

  it('sends products only with a commerce broadcast, prices as numbers', () => {
    const products = [{ prdctNm: '절임배추 10kg', prc: '29,000', sellerNm: '해남농장' }];
    expect(broadcastBodyOf(draft({ brcTypeDcd: '4', products })).products).toEqual([
      { prdctNm: '절임배추 10kg', prc: 29000, sellerNm: '해남농장' },
    ]);
    expect(broadcastBodyOf(draft({ brcTypeDcd: '1', products })).products).toEqual([]);
  });

  it('offers to start a scheduled live, to end one on air, and nothing for recordings', () => {
    expect(goLiveAction({ brcTypeDcd: '1', brcSts: 'SCHEDULED' })).toBe('START');
    expect(goLiveAction({ brcTypeDcd: '4', brcSts: 'LIVE' })).toBe('END');
    expect(goLiveAction({ brcTypeDcd: '1', brcSts: 'ENDED' })).toBeNull();
    expect(goLiveAction({ brcTypeDcd: '2', brcSts: 'ENDED' })).toBeNull();
  });
});
