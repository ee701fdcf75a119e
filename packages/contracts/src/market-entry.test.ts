import { describe, expect, it } from 'vitest';
import { checkEntryField, checkEntryFields, entryBodySchema, MARKET_ENTRY_MESSAGES as M } from './market-entry.js';

describe('market entry fields as typed (issue 33, item 10)', () => {
  it('names the check digit apart from the length of a business number', () => {
    expect(checkEntryField('bzmnRegNo', '123-45-67891')).toEqual({ ok: true, value: '1234567891' });
    expect(checkEntryField('bzmnRegNo', '123-45-67890')).toEqual({ ok: false, message: M.brnoCheckDigit });
    expect(checkEntryField('bzmnRegNo', '12345')).toEqual({ ok: false, message: M.brnoInvalid });
  });

  it('a draft body takes any text within its size, number fields too', () => {
    const body = entryBodySchema.parse({ pdPrc: '만 오천 원', mnthSplyQty: 400, bzmnRegNo: '123', picEml: 'x' });
    expect(body).toMatchObject({
      pdPrc: '만 오천 원',
      mnthSplyQty: '400',
      bzmnRegNo: '123',
      picEml: 'x',
      cmpnyNm: null,
    });
    expect(entryBodySchema.safeParse({ cmpnyNm: '가'.repeat(101) }).success).toBe(false);
  });

  it('sorts what was typed into stored values and fields kept as typed, in the form’s order', () => {
    const { fields, kept } = checkEntryFields({
      ...entryBodySchema.parse({}),
      cmpnyNm: '상회',
      pdPrc: '15,000',
      picEml: 'pic@',
      bzmnRegNo: '123-45-67890',
    });
    expect(fields).toMatchObject({ cmpnyNm: '상회', pdPrc: 15000, picEml: null, bzmnRegNo: null });
    expect(kept).toEqual([
      { field: 'bzmnRegNo', input: '123-45-67890', message: M.brnoCheckDigit },
      { field: 'picEml', input: 'pic@', message: M.emailInvalid },
    ]);
  });
});
