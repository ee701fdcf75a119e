import type { FestivalCategory } from '@onfan/contracts/festival';

/** The product form's values (strings, as typed). */
export type ProductValues = { manprdNm: string; ctgrCd: string; prc: string; manprdDesc: string; buyUrl: string };
export const EMPTY_PRODUCT: ProductValues = { manprdNm: '', ctgrCd: '', prc: '', manprdDesc: '', buyUrl: '' };

/** The form's values as the server takes them (an empty price is sent as missing, never as 0). */
export function productBody(v: ProductValues) {
  return {
    manprdNm: v.manprdNm,
    ctgrCd: v.ctgrCd as FestivalCategory,
    prc: v.prc.trim() === '' ? undefined : v.prc.replaceAll(',', ''),
    manprdDesc: v.manprdDesc,
    buyUrl: v.buyUrl,
  };
}
