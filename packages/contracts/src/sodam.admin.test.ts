import { describe, expect, it } from 'vitest';
import { ECON_DESK_MESSAGES, prgmWriteBodySchema } from './econ-promotion.admin.js';
import { productWriteBodySchema, SODAM_DESK_MESSAGES as M } from './sodam.admin.js';

const product = {
  storeId: 1,
  ctgrCd: 'food',
  pdNm: '쌀과자',
  pdSmry: '국산 쌀로 구운 과자',
  pdDesc: '매일 굽습니다.',
  prc: 12000,
  sellerNm: '쌀과자공방',
};
const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => ({ field: i.path.join('.'), message: i.message }));

describe('the 소담상회 desk’s product rules', () => {
  it('takes a product with defaults for what may be left out', () => {
    const r = productWriteBodySchema.parse(product);
    expect(r).toMatchObject({ linkUrl: '', orgnNm: '', soldOutYn: 'N', sortSeq: 0, imgs: [] });
  });

  it('refuses a price that is not a whole number of won up to 1억, and a link that is not http(s)', () => {
    for (const prc of [-1, 1.5, 100_000_001, null, '12000']) {
      expect(errorsOf(productWriteBodySchema.safeParse({ ...product, prc }))).toEqual([
        { field: 'prc', message: M.prcInvalid },
      ]);
    }
    expect(errorsOf(productWriteBodySchema.safeParse({ ...product, linkUrl: 'javascript:alert(1)' }))).toEqual([
      { field: 'linkUrl', message: M.urlInvalid },
    ]);
    expect(productWriteBodySchema.safeParse({ ...product, linkUrl: 'https://mall.example.kr/a' }).success).toBe(true);
  });

  it('takes one picture at most, each with its text', () => {
    const img = { imgPtUrl: '/files/a.webp', imgAlt: '과자 봉지' };
    expect(errorsOf(productWriteBodySchema.safeParse({ ...product, imgs: [img, img] }))).toEqual([
      { field: 'imgs', message: M.imageTooMany },
    ]);
    expect(errorsOf(productWriteBodySchema.safeParse({ ...product, imgs: [{ ...img, imgAlt: ' ' }] }))).toEqual([
      { field: 'imgs.0.imgAlt', message: M.imageAltRequired },
    ]);
  });
});

describe('the promotions desk’s period rules', () => {
  const prgm = {
    kind: 'subs',
    prgmNm: '구독 기획전',
    trgt: '소상공인',
    bnft: '노출',
    prgmDesc: '설명',
    bgngDe: '2026-12-01',
    endDe: '2026-12-31',
  };
  it('takes a one-day application period and no running period', () => {
    expect(prgmWriteBodySchema.safeParse({ ...prgm, endDe: '2026-12-01' }).success).toBe(true);
  });
  it('refuses an application period ending before it begins, and half a running period', () => {
    expect(errorsOf(prgmWriteBodySchema.safeParse({ ...prgm, endDe: '2026-11-30' }))).toEqual([
      { field: 'endDe', message: ECON_DESK_MESSAGES.aplyWindowInvalid },
    ]);
    expect(errorsOf(prgmWriteBodySchema.safeParse({ ...prgm, oprBgngDe: '2027-01-01' }))).toEqual([
      { field: 'oprEndDe', message: ECON_DESK_MESSAGES.oprDatesBoth },
    ]);
    expect(
      errorsOf(prgmWriteBodySchema.safeParse({ ...prgm, oprBgngDe: '2027-01-10', oprEndDe: '2027-01-01' })),
    ).toEqual([{ field: 'oprEndDe', message: ECON_DESK_MESSAGES.oprWindowInvalid }]);
  });
});
