import type { BroadcastDeskDetail, DeskImage, DeskProduct } from '@onfan/contracts/broadcast.admin';
import { broadcastWriteBodySchema, isScheduledBrcType } from '@onfan/contracts/broadcast.admin';
import { BRC_TYPE, type BrcType } from '@onfan/contracts/broadcast';

/** A product row as typed: the price as text until it is sent (the server checks it and answers at the field). */
export interface ProductDraft {
  prdctNm: string;
  prc: string;
  sellerNm: string;
}

/** What the broadcast form holds while the operator types: kept through a refusal. */
export interface BroadcastDraft {
  brcTypeDcd: BrcType;
  brcChnlId: string;
  brcTit: string;
  brcExpln: string;
  brcBgngDt: string;
  brcEndDt: string;
  products: ProductDraft[];
  pstrImgs: DeskImage[];
  expsrYn: 'Y' | 'N';
}

export const EMPTY_PRODUCT: ProductDraft = { prdctNm: '', prc: '', sellerNm: '' };

export function broadcastDraftOf(b?: BroadcastDeskDetail): BroadcastDraft {
  return {
    brcTypeDcd: b?.brcTypeDcd ?? BRC_TYPE.live,
    brcChnlId: b ? String(b.brcChnlId) : '',
    brcTit: b?.brcTit ?? '',
    brcExpln: b?.brcExpln ?? '',
    brcBgngDt: b?.brcBgngDt ?? '',
    brcEndDt: b?.brcEndDt ?? '',
    products: (b?.products ?? []).map((p: DeskProduct) => ({ ...p, prc: String(p.prc) })),
    pstrImgs: b?.pstrImgs ?? [],
    expsrYn: b?.expsrYn ?? 'Y',
  };
}

/**
 * The body the contract reads. Products go only with a commerce broadcast (the public page shows them there); the
 * rows typed for it are kept in the draft if the kind is changed and changed back.
 */
export function broadcastBodyOf(d: BroadcastDraft) {
  return {
    brcTypeDcd: d.brcTypeDcd,
    brcChnlId: Number(d.brcChnlId || 0),
    brcTit: d.brcTit,
    brcExpln: d.brcExpln,
    brcBgngDt: d.brcBgngDt,
    brcEndDt: d.brcEndDt,
    products:
      d.brcTypeDcd === BRC_TYPE.commerce
        ? d.products.map((p) => ({
            prdctNm: p.prdctNm,
            prc: p.prc.trim() === '' ? Number.NaN : Number(p.prc.replace(/,/g, '')),
            sellerNm: p.sellerNm,
          }))
        : [],
    pstrImgs: d.pstrImgs,
    expsrYn: d.expsrYn,
  };
}

/**
 * The form's own check before it sends, with the contract's rules and messages (the server checks the same and more:
 * overlap on a channel, a taken title): the first message per field, named as the server names them.
 */
export function broadcastDraftErrors(d: BroadcastDraft): { field: string; message: string }[] {
  const parsed = broadcastWriteBodySchema.safeParse(broadcastBodyOf(d));
  if (parsed.success) return [];
  const seen = new Set<string>();
  const out: { field: string; message: string }[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/** The go-live button a broadcast offers now: start a scheduled live, end one on air, or none. */
export function goLiveAction(b: Pick<BroadcastDeskDetail, 'brcTypeDcd' | 'brcSts'>): 'START' | 'END' | null {
  if (!isScheduledBrcType(b.brcTypeDcd)) return null;
  if (b.brcSts === 'SCHEDULED') return 'START';
  if (b.brcSts === 'LIVE') return 'END';
  return null;
}
