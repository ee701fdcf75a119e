import { SUPPORT_MESSAGES } from '@onfan/contracts/support';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { createSupportService } from './support.module.js';
import type { SupportInput } from './support.service.js';

/**
 * A company's support history is keyed by its business number. A member may store any number in the profile without
 * the company check (PUT profile with isCompCheck 'N'); only a number whose check passed may open a company's records.
 */

// Far enough ahead that every seeded programme (dated from the real today) is closed: only this file's are open.
const clock = fixedClock('2035-06-10T03:00:00Z');
const VICTIM_BRNO = '1208147521'; // demo-member's verified company
const OTHER_BRNO = '1248100998';

describe('support history of a company', async () => {
  const { app, database } = await createTestApp({ clock });
  const service = createSupportService(database, clock);
  await service.importMss(
    [],
    [
      { brno: VICTIM_BRNO, bizNm: '스마트상점 기술보급', sprtYmd: '20340510', sprtAmt: 3000000, sttsNm: '지원완료' },
      { brno: OTHER_BRNO, bizNm: '온라인 판로 지원', sprtYmd: '20340601', sprtAmt: 1500000, sttsNm: '지원완료' },
    ],
  );
  const base: Omit<SupportInput, 'sprtBizNm' | 'trgtCd'> = {
    sprtBizYr: 2035,
    aplyBgngYmd: '20350601',
    aplyEndYmd: '20350630',
    aplyUrl: null,
    sprtBizCn: '<p>시험용 사업입니다.</p>',
    sprtPattnDcd: '1',
    bizDesc: '회사 확인 시험 사업',
    instNm: '시험기관',
    fldCd: 'TECH',
    rgnCd: 'ALL',
    prtlAplyYn: 'Y',
  };
  await service.save({ ...base, sprtBizNm: '회사확인 누구나 사업', trgtCd: 'ALL' });
  await service.save({ ...base, sprtBizNm: '회사확인 소상공인 사업', trgtCd: 'SMB' });

  const statusList = (token: string, brno: string) =>
    call(app, 'GET', '/v1/app/mss/sprt/biz/cmpny/statusList', { token, query: { brno } });
  const ownHistory = (token: string) => call(app, 'GET', '/v1/app/support/mss/sprt/biz/hist/info/list', { token });

  /** A fresh member who typed `brno` into the profile without running the company check. */
  async function unverifiedHolderOf(brno: string) {
    const m = await newMember(app);
    const token = m.token as string;
    const put = await call(app, 'PUT', '/v1/app/auth/profile', {
      token,
      body: { prtlBrno: brno, compNm: '골목빵집', isCompCheck: 'N' },
    });
    expect(put.status).toBe(200);
    const row = await database.db
      .selectFrom('appUser')
      .select(['prtlBrno', 'compCnfmYn'])
      .where('userId', '=', m.userId as number)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ prtlBrno: brno, compCnfmYn: 'N' });
    return token;
  }

  it('refuses a business number stored without the company check (statusList and hist/info/list)', async () => {
    const token = await unverifiedHolderOf(VICTIM_BRNO);

    const byQuery = await statusList(token, VICTIM_BRNO);
    expect(byQuery.status).toBe(403);
    expect(byQuery.body).toEqual({ number: 403, message: SUPPORT_MESSAGES.companyNotVerified });

    const own = await ownHistory(token);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ number: 403, message: SUPPORT_MESSAGES.companyNotVerified });

    const other = await statusList(token, OTHER_BRNO);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('온라인 판로 지원');
  });

  it('refuses a member without any business number, with a clear message', async () => {
    const m = await newMember(app);
    const own = await ownHistory(m.token as string);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(SUPPORT_MESSAGES.noBrno);
    const byQuery = await statusList(m.token as string, VICTIM_BRNO);
    expect(byQuery.status).toBe(403);
    expect(JSON.stringify(byQuery.body)).not.toContain('스마트상점');
  });

  it("answers a verified member's own company, and only that one", async () => {
    const token = await login(app, 'demo-member');
    const own = await ownHistory(token);
    expect(own.status).toBe(200);
    expect(own.body.map((h: { bizNm: string }) => h.bizNm)).toEqual(['스마트상점 기술보급']);

    const byQuery = await statusList(token, VICTIM_BRNO);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toHaveLength(1);

    const other = await statusList(token, OTHER_BRNO);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ number: 403, message: SUPPORT_MESSAGES.otherCompany });
  });

  it('lets an operator query any company', async () => {
    const token = await login(app, 'demo-admin');
    for (const brno of [VICTIM_BRNO, OTHER_BRNO]) {
      const res = await statusList(token, brno);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0].brno).toBe(brno);
    }
  });

  it('recommends small-business programmes only for a verified company', async () => {
    const names = async (token: string) =>
      (await call(app, 'GET', '/v1/app/support/supt/biz', { token })).body.map(
        (r: { sprtBizNm: string }) => r.sprtBizNm,
      );
    const unverified = await unverifiedHolderOf(VICTIM_BRNO);
    expect(await names(unverified)).toEqual(['회사확인 누구나 사업']);
    expect(await names(await login(app, 'demo-member'))).toEqual(
      expect.arrayContaining(['회사확인 누구나 사업', '회사확인 소상공인 사업']),
    );
  });
});
