import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { FESTIVAL_MESSAGES as M, MAX_PRODUCTS_PER_FESTIVAL } from '@onfan/contracts/festival';
import { PROHIBITED_MESSAGES } from '@onfan/contracts/prohibited';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';

type Festival = { campnId: number; season: string; sts: string; products: { manprdNm: string; strNm: string }[] };
type Product = { manprdId: number; manprdNm: string; aprvSts: string; expsrYn: string; userId: number };

describe('festival (동행축제) products', async () => {
  // The demo festivals are this year's May, September and December; today is held at 25 November of this year, so
  // May and September are over and December has not begun (participants register products ahead of it).
  const yr = new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
  const clock = fixedClock(`${yr}-11-25T03:00:00.000Z`);
  const { app, database } = await createTestApp({ clock });
  const admin = await login(app, 'demo-admin');
  const festivals = (await call(app, 'GET', '/v1/app/dhfesta/campns')).body as Festival[];
  const dec = festivals.find((f) => f.season === 'dec')!;
  const may = festivals.find((f) => f.season === 'may')!;
  const product = {
    manprdNm: '유자청 선물세트',
    ctgrCd: 'food',
    prc: 24000,
    manprdDesc: '고흥 유자로 담근 유자청입니다.',
  };
  const participant = async () => {
    const m = await newMember(app);
    const joined = await call(app, 'POST', `/v1/app/dhfesta/sent/campn/${dec.campnId}/prtcp`, {
      token: m.token,
      body: { strNm: '온판상회', telno: '02-123-4567' },
    });
    expect(joined.body.message).toBe(M.joined);
    return m;
  };
  const register = (token: string, body: object = {}) =>
    call(app, 'POST', '/v1/app/dhfesta/manprd', { token, body: { campnId: dec.campnId, ...product, ...body } });
  const history = async (token: string, id: number) =>
    ((await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}/aprvHsrList`, { token })).body as { hstCd: string }[]).map(
      (h) => h.hstCd,
    );

  it('lists the festivals by season with their status today', () => {
    expect(festivals.map((f) => [f.season, f.sts])).toEqual([
      ['may', 'closed'],
      ['sep', 'closed'],
      ['dec', 'upcoming'],
    ]);
  });

  it('shows only approved, shown products on the public page, by season, without contact details', async () => {
    const res = await call(app, 'GET', '/v1/app/dhfesta/manprd/expsrList');
    expect(res.status).toBe(200);
    const bySeason = Object.fromEntries(
      (res.body.festivals as Festival[]).map((f) => [f.season, f.products.map((p) => p.manprdNm)]),
    );
    expect(bySeason.may).toContain('우리밀 단팥빵 선물세트(10개입)');
    expect(bySeason.sep).toContain('한가위 건어물 선물세트');
    expect(bySeason.sep).not.toContain('반건조 오징어 5미'); // approved, then hidden
    expect(bySeason.dec).toEqual(['수제 버터쿠키 틴케이스', '완도 돌김 선물세트']); // not the pending or rejected
    expect(JSON.stringify(res.body)).not.toMatch(/02-345-6789|telno|userId/);
  });

  it('lets only participants of a festival that has not ended register products, with Korean messages', async () => {
    const m = await newMember(app);
    expect((await register(m.token)).status).toBe(403);
    expect((await register(m.token)).body.message).toBe(M.notParticipant);
    expect((await call(app, 'POST', '/v1/app/dhfesta/manprd', { body: product })).status).toBe(401);
    const closed = await call(app, 'POST', `/v1/app/dhfesta/sent/campn/${may.campnId}/prtcp`, {
      token: m.token,
      body: { strNm: '온판상회', telno: '02-123-4567' },
    });
    expect([closed.status, closed.body.message]).toEqual([409, M.campnClosed]);
    const bad = await call(app, 'POST', `/v1/app/dhfesta/sent/campn/${dec.campnId}/prtcp`, {
      token: m.token,
      body: { strNm: ' ', telno: '1' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message.split('\n')).toEqual([M.strRequired, M.phoneInvalid]);
    const unknown = await call(app, 'POST', '/v1/app/dhfesta/sent/campn/999999/prtcp', {
      token: m.token,
      body: { strNm: '온판상회', telno: '02-123-4567' },
    });
    expect(unknown.status).toBe(404);
    const join = () =>
      call(app, 'POST', `/v1/app/dhfesta/sent/campn/${dec.campnId}/prtcp`, {
        token: m.token,
        body: { strNm: '온판상회', telno: '02-123-4567' },
      });
    const twice = await Promise.all([join(), join(), join()]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409, 409]);

    const invalid = await register(m.token, { manprdNm: '', prc: -1, ctgrCd: 'x', buyUrl: 'http://a.kr' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message.split('\n')).toEqual([
      M.nameRequired,
      '상품 분류를 선택해주세요.',
      M.priceInvalid,
      M.urlInvalid,
    ]);
    const rude = await register(m.token, { manprdDesc: '도박 사이트 홍보' });
    expect(rude.body.message).toBe(PROHIBITED_MESSAGES.found('도박'));
    const ok = await register(m.token, { buyUrl: 'https://yuja.example.kr/set' });
    expect(ok.body.message).toBe(M.registered);
    expect((await register(m.token)).body.message).toBe(M.duplicateName);
    const mine = await call(app, 'GET', `/v1/app/dhfesta/manprd/${ok.body.manprdId}`, { token: m.token });
    expect(mine.body).toMatchObject({ aprvSts: 'pending', aprvStsNm: '승인 대기', expsrYn: 'N', strNm: '온판상회' });
    expect(await history(m.token, ok.body.manprdId)).toEqual(['registered']);

    // A ceiling per participant and festival.
    for (let i = 1; i < MAX_PRODUCTS_PER_FESTIVAL; i++) await register(m.token, { manprdNm: `상품 ${i}` });
    expect((await register(m.token, { manprdNm: '하나 더' })).body.message).toBe(M.tooMany(MAX_PRODUCTS_PER_FESTIVAL));
  });

  it('shows a product and its history to its participant and operators only; the list is one member’s own', async () => {
    const [a, b] = [await participant(), await participant()];
    const id = (await register(a.token)).body.manprdId as number;
    for (const path of [`/v1/app/dhfesta/manprd/${id}`, `/v1/app/dhfesta/manprd/${id}/aprvHsrList`]) {
      const refused = await call(app, 'GET', path, { token: b.token });
      expect([refused.status, refused.body.message]).toEqual([403, M.notOwner]);
      expect((await call(app, 'GET', path, { token: admin })).status).toBe(200);
    }
    expect((await call(app, 'GET', '/v1/app/dhfesta/manprd/999999', { token: a.token })).status).toBe(404);
    expect((await call(app, 'GET', '/v1/app/dhfesta/manprd/abc', { token: a.token })).status).toBe(400);
    const listA = (await call(app, 'GET', '/v1/app/dhfesta/manprd/aprvList', { token: a.token })).body;
    expect(listA.items.map((p: Product) => p.manprdId)).toEqual([id]);
    expect((await call(app, 'GET', '/v1/app/dhfesta/manprd/aprvList', { token: b.token })).body.totalCount).toBe(0);
    const pending = (await call(app, 'GET', '/v1/app/dhfesta/manprd/aprvList', { token: admin })).body;
    expect(pending.items.every((p: Product) => p.aprvSts === 'pending')).toBe(true);
    expect(pending.items.map((p: Product) => p.manprdId)).toContain(id);
    const rejected = await call(app, 'GET', '/v1/app/dhfesta/manprd/aprvList', {
      token: admin,
      query: { aprvSts: 'rejected' },
    });
    expect(rejected.body.items.map((p: Product) => p.manprdNm)).toEqual(['가죽 다이어리 커버']);
  });

  it('operators decide once (guarded), show only approved products, and every change is one history row', async () => {
    const a = await participant();
    const id = (await register(a.token)).body.manprdId as number;
    const copy = async () =>
      (await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}`, { token: admin })).body.updtDt as string;
    const decide = async (body: object, token = admin, updtDt?: string) =>
      call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}/aprvSts`, {
        token,
        body: { updtDt: updtDt ?? (await copy()), ...body },
      });
    // Showing and hiding name the copy read too (issue 39).
    const expose = async (expsrYn: string) =>
      call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}/expsr`, { token: admin, body: { expsrYn, updtDt: await copy() } });

    expect((await decide({ aprvSts: 'approved' }, a.token)).status).toBe(403);
    expect((await expose('Y')).body.message).toBe(M.notApproved);
    const noReason = await decide({ aprvSts: 'rejected', rjctRsn: ' ' });
    expect([noReason.status, noReason.body.message]).toEqual([400, M.rjctRsnRequired]);

    // Five operators' requests at once on the copy they read: one decision, four refusals, one history row.
    const seen = await copy();
    const race = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        decide(i % 2 ? { aprvSts: 'rejected', rjctRsn: '사진 부족' } : { aprvSts: 'approved' }, admin, seen),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(race.filter((r) => r.status === 409).every((r) => r.body.message === M.notPending)).toBe(true);
    const decided = (await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}`, { token: a.token })).body;
    expect(await history(a.token, id)).toEqual(['registered', decided.aprvSts]);

    if (decided.aprvSts === 'rejected') {
      expect(decided.rjctRsn).toBe('사진 부족');
      // The participant fixes it and asks again; the operator approves.
      const edited = await call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}`, {
        token: a.token,
        body: { ...product, manprdDesc: '고흥 유자로 담근 유자청입니다. 상품 사진을 더했습니다.' },
      });
      expect(edited.body.message).toBe(M.resubmitted);
      expect((await decide({ aprvSts: 'approved' })).body.message).toBe(M.approved);
    }
    const edit = await call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}`, { token: a.token, body: product });
    expect([edit.status, edit.body.message]).toEqual([409, M.notEditable]);

    const shows = await Promise.all([expose('Y'), expose('Y'), expose('Y')]);
    expect(shows.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const page = (await call(app, 'GET', '/v1/app/dhfesta/manprd/expsrList')).body;
    const decProducts = page.festivals.find((f: Festival) => f.season === 'dec').products;
    expect(decProducts.map((p: { manprdNm: string }) => p.manprdNm)).toContain(product.manprdNm);
    expect((await expose('N')).body.message).toBe(M.hidden);
    expect((await expose('N')).body.message).toBe(M.alreadyHidden);

    const rows = (await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}/aprvHsrList`, { token: a.token })).body;
    expect(rows.at(-2)).toMatchObject({ hstCd: 'shown', hstNm: '노출', expsrYn: 'Y', byOperatorYn: 'Y' });
    expect(rows.at(-1)).toMatchObject({ hstCd: 'hidden', expsrYn: 'N' });
    expect(rows.filter((r: { hstCd: string }) => r.hstCd === 'shown')).toHaveLength(1);
    expect(
      (
        await call(app, 'PUT', '/v1/app/dhfesta/manprd/999999/expsr', {
          token: admin,
          body: { expsrYn: 'Y', updtDt: '2000-01-01T00:00:00.000Z' },
        })
      ).status,
    ).toBe(404);
  });

  it('does not decide a product its participant edited after the operator read it', async () => {
    const a = await participant();
    const id = (await register(a.token)).body.manprdId as number;
    const seen = (await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}`, { token: admin })).body.updtDt as string;
    clock.set(`${yr}-11-25T03:01:00.000Z`); // a minute later (sessions stay alive)
    try {
      await call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}`, {
        token: a.token,
        body: { ...product, manprdDesc: '설명을 바꿨습니다.' },
      });
      const stale = await call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}/aprvSts`, {
        token: admin,
        body: { aprvSts: 'approved', updtDt: seen },
      });
      expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
      const fresh = (await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}`, { token: admin })).body.updtDt as string;
      const ok = await call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}/aprvSts`, {
        token: admin,
        body: { aprvSts: 'approved', updtDt: fresh },
      });
      expect(ok.body.message).toBe(M.approved);
      expect(await history(a.token, id)).toEqual(['registered', 'resubmitted', 'approved']);
    } finally {
      clock.set(`${yr}-11-25T03:00:00.000Z`);
    }
  });

  it('refuses malformed input with Korean messages, never a 500', async () => {
    const a = await participant();
    const cases: [string, string, object | undefined, string | RegExp][] = [
      ['GET', '/v1/app/dhfesta/manprd/aprvList?aprvSts=done', undefined, /./],
      ['GET', '/v1/app/dhfesta/manprd/aprvList?campnId=abc', undefined, M.campnNotFound],
      ['GET', '/v1/app/dhfesta/manprd/99999999999', undefined, M.prdNotFound],
      ['POST', '/v1/app/dhfesta/manprd', { ...product, campnId: dec.campnId, prc: 1e20 }, M.priceInvalid],
      ['POST', '/v1/app/dhfesta/manprd', { ...product, campnId: dec.campnId, prc: '1.5' }, M.priceInvalid],
      [
        'POST',
        '/v1/app/dhfesta/manprd',
        { ...product, campnId: dec.campnId, buyUrl: 'javascript:alert(1)' },
        M.urlInvalid,
      ],
      ['POST', '/v1/app/dhfesta/manprd', { ...product, campnId: 'x' }, M.campnNotFound],
      [
        'POST',
        '/v1/app/dhfesta/manprd',
        { ...product, campnId: dec.campnId, manprdNm: '가'.repeat(61) },
        M.tooLong('상품명', 60),
      ],
      ['PUT', '/v1/app/dhfesta/manprd/1', { ...product, manprdNm: 42 }, M.nameRequired],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await call(app, method as 'GET', url, { token: a.token, ...(body ? { body } : {}) });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(message);
      expect(res.body.message, url).toMatch(/[가-힣]/);
    }
    const badSts = await call(app, 'PUT', '/v1/app/dhfesta/manprd/1/aprvSts', {
      token: admin,
      body: { aprvSts: 'pending', updtDt: '2026-01-01T00:00:00.000Z' },
    });
    expect([badSts.status, badSts.body.message]).toEqual([400, '승인 또는 반려를 선택해주세요.']);
    const badExpsr = await call(app, 'PUT', '/v1/app/dhfesta/manprd/1/expsr', {
      token: admin,
      body: { expsrYn: 'X', updtDt: '2000-01-01T00:00:00.000Z' },
    });
    expect([badExpsr.status, badExpsr.body.message]).toEqual([400, '노출 여부를 선택해주세요.']);
  });

  it('the console desk lists products awaiting approval, decides on the copy read with an audit row, tells the participant', async () => {
    const a = await participant();
    const id = (await register(a.token, { manprdNm: '데스크 유자차' })).body.manprdId as number;
    const desk = (query: Record<string, string> = {}) =>
      call(app, 'GET', '/v1/app/dhfesta/admin/manprds', { token: admin, query });
    const count = async () =>
      (
        (await call(app, 'GET', '/v1/app/admin/dashboard', { token: admin })).body.waiting as {
          key: string;
          count: number;
        }[]
      ).find((w) => w.key === 'festival')!;

    const waiting = (await desk()).body;
    expect(waiting.items.every((p: Product) => p.aprvSts === 'pending')).toBe(true);
    expect(waiting.items[0].manprdId).toBe(id); // newest registration first
    expect(waiting.items.length).toBeLessThanOrEqual(20); // a page of 20 by default
    expect(waiting.totalCount).toBeGreaterThanOrEqual(waiting.items.length);
    const before = await count();
    expect(before).toMatchObject({ label: '동행축제 상품 승인', href: '/admin/festival', count: waiting.totalCount });
    const byName = (await desk({ aprvSts: 'all', sort: 'manprdNm', order: 'asc', pageSize: '100' })).body.items.map(
      (p: Product) => p.manprdNm,
    );
    expect(byName).toEqual([...byName].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    expect((await desk({ aprvSts: 'done' })).status).toBe(400);
    expect((await desk({ sort: 'price' })).body.message).toBe('정렬 기준이 올바르지 않습니다.');
    expect((await call(app, 'GET', '/v1/app/dhfesta/admin/manprds', { token: a.token })).status).toBe(403);

    const read = (waiting.items as (Product & { updtDt: string })[]).find((p) => p.manprdId === id)!.updtDt;
    const decide = (body: object) => call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}/aprvSts`, { token: admin, body });
    const noCopy = await decide({ aprvSts: 'approved' });
    expect([noCopy.status, noCopy.body.message]).toEqual([400, ADMIN_MESSAGES.staleCopy]);
    const stale = await decide({ aprvSts: 'approved', updtDt: '2000-01-01T00:00:00.000Z' });
    expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
    const noReason = await decide({ aprvSts: 'rejected', updtDt: read });
    expect([noReason.status, noReason.body.message]).toEqual([400, M.rjctRsnRequired]);
    expect((await desk({ aprvSts: 'pending', pageSize: '100' })).body.items.map((p: Product) => p.manprdId)).toContain(
      id,
    );

    expect(
      (await decide({ aprvSts: 'rejected', rjctRsn: '가격 표기를 확인해주세요.', updtDt: read })).body.message,
    ).toBe(M.rejected);
    expect((await count()).count).toBe(before.count - 1);
    const rejected = (await desk({ aprvSts: 'rejected', pageSize: '100' })).body.items.find(
      (p: Product) => p.manprdId === id,
    );
    expect(rejected).toMatchObject({ aprvSts: 'rejected', rjctRsn: '가격 표기를 확인해주세요.' });
    const audits = await database.db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson'])
      .where('targetKind', '=', 'festival-product')
      .where('targetId', '=', String(id))
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.action).toBe('rejected');
    expect(JSON.parse(audits[0]!.afterJson!)).toMatchObject({
      aprvSts: 'rejected',
      rjctRsn: '가격 표기를 확인해주세요.',
    });
    const told = await database.db
      .selectFrom('notificationOutbox')
      .select(['recipient', 'body'])
      .where('userId', '=', a.userId)
      .where('kind', '=', 'FESTIVAL_PRODUCT_DECIDED')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.recipient).toBe(a.mblNo);
    expect(told[0]!.body).toContain('가격 표기를 확인해주세요.');
  });

  it('lists my festivals with my product counts (sent/myCampnlist)', async () => {
    expect((await call(app, 'GET', '/v1/app/dhfesta/sent/myCampnlist')).status).toBe(401);
    const member = await login(app, 'demo-member');
    const mine = (await call(app, 'GET', '/v1/app/dhfesta/sent/myCampnlist', { token: member })).body;
    expect(mine.map((f: { season: string }) => f.season)).toEqual(['dec', 'sep', 'may']);
    expect(mine[0]).toMatchObject({
      strNm: '골목빵집',
      stsNm: '개최 예정',
      prdCnt: 2,
      pendingCnt: 1,
      approvedCnt: 1,
      rejectedCnt: 0,
      shownCnt: 1,
    });
    const fresh = await newMember(app);
    expect((await call(app, 'GET', '/v1/app/dhfesta/sent/myCampnlist', { token: fresh.token })).body).toEqual([]);
  });

  it('seasons: created and edited on the copy read (one per season and year), shown or hidden, joined within the application period (issue 39)', async () => {
    const create = (body: object) => call(app, 'POST', '/v1/app/dhfesta/admin/campn', { token: admin, body });
    const next = yr + 1;
    const season = {
      campnNm: `${next} 5월 동행축제`,
      season: 'may',
      campnDesc: '봄 축제',
      bgngYmd: `${next}0501`,
      endYmd: `${next}0531`,
      aplyBgngYmd: `${next}0401`,
      aplyEndYmd: `${next}0420`,
      expsrYn: 'N',
    };
    // Bad input: a Korean 400 at the field, nothing written.
    const before = (await call(app, 'GET', '/v1/app/dhfesta/admin/campns', { token: admin })).body.length;
    const reversed = await create({ ...season, endYmd: `${next}0430` });
    expect([reversed.status, reversed.body.message]).toEqual([400, M.periodOrder]);
    expect((await create({ ...season, aplyEndYmd: '' })).body.message).toBe(M.aplyPeriodBoth);
    expect((await create({ ...season, aplyEndYmd: `${next}0601` })).body.message).toBe(M.aplyAfterEnd);
    expect((await create({ ...season, bgngYmd: `${next}0230` })).body.message).toBe(M.dateInvalid);
    expect((await create({ ...season, campnNm: ' ' })).body.message).toBe(M.campnNmRequired);
    expect((await call(app, 'GET', '/v1/app/dhfesta/admin/campns', { token: admin })).body).toHaveLength(before);

    // Two operators create the same season at once: one season, a Korean 409 for the other.
    const both = await Promise.all([create(season), create(season)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.message).toBe(M.seasonTaken);
    const campnId = both.find((r) => r.status === 200)!.body.campnId as number;
    const one = async () => (await call(app, 'GET', `/v1/app/dhfesta/admin/campn/${campnId}`, { token: admin })).body;
    expect(await one()).toMatchObject({ campnNm: season.campnNm, yr: next, expsrYn: 'N', prtcpCnt: 0 });
    // Hidden: not on the public page, and members cannot join it.
    expect((await call(app, 'GET', '/v1/app/dhfesta/campns')).body.map((f: Festival) => f.campnId)).not.toContain(
      campnId,
    );
    const m = await newMember(app);
    const join = () =>
      call(app, 'POST', `/v1/app/dhfesta/sent/campn/${campnId}/prtcp`, {
        token: m.token,
        body: { strNm: '봄상회', telno: '010-1234-5678' },
      });
    expect((await join()).status).toBe(404);

    // Edited on the copy read: a stale copy is refused and changes nothing; each change is an audit row.
    const read = await one();
    const update = (body: object) => call(app, 'PUT', `/v1/app/dhfesta/admin/campn/${campnId}`, { token: admin, body });
    const stale = await update({ ...season, expsrYn: 'Y', updtDt: '2000-01-01T00:00:00.000Z' });
    expect([stale.status, stale.body.message]).toEqual([409, ADMIN_MESSAGES.staleCopy]);
    expect((await one()).expsrYn).toBe('N');
    // The clock moves on between the reading and the edit (a fixed clock would give the edit the same copy).
    clock.set(`${yr}-11-25T03:01:00.000Z`);
    const shown = await update({ ...season, expsrYn: 'Y', updtDt: read.updtDt });
    expect(shown.body.message).toBe(M.seasonUpdated);
    expect((await update({ ...season, updtDt: read.updtDt })).status).toBe(409);
    const taken = await update({
      ...season,
      season: 'dec',
      bgngYmd: `${yr}1201`,
      endYmd: `${yr}1231`,
      aplyBgngYmd: null,
      aplyEndYmd: null,
      updtDt: (await one()).updtDt,
    });
    expect([taken.status, taken.body.message]).toEqual([409, M.seasonTaken]);
    const audits = await database.db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'festival-season')
      .where('targetId', '=', String(campnId))
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);

    // Shown, but outside its application period (it opens next year): members cannot join yet.
    expect((await call(app, 'GET', '/v1/app/dhfesta/campns')).body.map((f: Festival) => f.campnId)).toContain(campnId);
    const early = await join();
    expect([early.status, early.body.message]).toEqual([409, M.notApplying]);
    // Within it (no period set: until the festival ends), the member joins and is listed masked.
    const open = await update({
      ...season,
      expsrYn: 'Y',
      aplyBgngYmd: null,
      aplyEndYmd: null,
      updtDt: (await one()).updtDt,
    });
    expect(open.status).toBe(200);
    expect((await join()).body.message).toBe(M.joined);
    const list = (await call(app, 'GET', `/v1/app/dhfesta/admin/campn/${campnId}/prtcpts`, { token: admin })).body;
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ strNm: '봄상회', userId: m.userId, prdCnt: 0 });
    expect(list.items[0].telno).toContain('*');
    expect(list.items[0].userNm).toContain('*');
    expect(list.items[0].lgnId).toContain('*');
    const search = await call(
      app,
      'GET',
      `/v1/app/dhfesta/admin/campn/${campnId}/prtcpts?q=${encodeURIComponent('%')}`,
      {
        token: admin,
      },
    );
    expect(search.body.totalCount).toBe(0);
    expect((await call(app, 'GET', '/v1/app/dhfesta/admin/campn/999999/prtcpts', { token: admin })).status).toBe(404);
    expect((await call(app, 'GET', '/v1/app/dhfesta/admin/campns', { token: m.token })).status).toBe(403);
    clock.set(`${yr}-11-25T03:00:00.000Z`);
  });

  it("the desk reads a product's history with who made each change and why (issue 39)", async () => {
    const a = await participant();
    const id = (await register(a.token, { manprdNm: '이력 확인 상품' })).body.manprdId as number;
    const updtDt = (await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}`, { token: admin })).body.updtDt as string;
    await call(app, 'PUT', `/v1/app/dhfesta/manprd/${id}/aprvSts`, {
      token: admin,
      body: { updtDt, aprvSts: 'rejected', rjctRsn: '상품 사진이 없습니다.' },
    });
    const rows = (await call(app, 'GET', `/v1/app/dhfesta/admin/manprd/${id}/hist`, { token: admin })).body;
    expect(rows).toMatchObject([
      { hstCd: 'registered', byNm: '참여 업체', byOperatorYn: 'N' },
      { hstCd: 'rejected', hstNm: '반려', memo: '상품 사진이 없습니다.', byOperatorYn: 'Y' },
    ]);
    expect(rows[1].byNm).toMatch(/^운영자/);
    // The seller reads the reason on their own product.
    const mine = (await call(app, 'GET', `/v1/app/dhfesta/manprd/${id}`, { token: a.token })).body;
    expect(mine).toMatchObject({ aprvSts: 'rejected', rjctRsn: '상품 사진이 없습니다.' });
    expect((await call(app, 'GET', `/v1/app/dhfesta/admin/manprd/${id}/hist`, { token: a.token })).status).toBe(403);
    expect((await call(app, 'GET', '/v1/app/dhfesta/admin/manprd/999999/hist', { token: admin })).status).toBe(404);
  });
});
