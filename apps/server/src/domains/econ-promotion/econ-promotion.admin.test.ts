import { ADMIN_MESSAGES } from '@onfan/contracts/admin';
import { ECON_DESK_MESSAGES as M } from '@onfan/contracts/econ-promotion.admin';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';

const DESK = '/v1/app/promotion/econ/admin/prgms';
/** 2026-12-10 09:00 in Seoul. */
const clock = fixedClock('2026-12-10T00:00:00Z');

describe('the promotions desk', async () => {
  const { app, database } = await createTestApp({ clock });
  const db = database.db;
  const desk = await newOperator(app, ['MARKET']);
  const other = await newOperator(app, ['SYSTEM']);
  const content = await newOperator(app, ['CONTENT']);
  const member = await newMember(app);
  const body = (overrides: Record<string, unknown> = {}) => ({
    kind: 'local',
    prgmNm: '겨울 골목상권 온라인 기획전',
    trgt: '골목상권 소상공인 50곳',
    bnft: '기획전 노출과 배송비 지원',
    prgmDesc: '연말 온라인 기획전에 참여할 골목상권 상품을 모읍니다.',
    bgngDe: '2026-12-01',
    endDe: '2026-12-31',
    oprBgngDe: '2027-01-05',
    oprEndDe: '2027-01-31',
    sortSeq: 5,
    ...overrides,
  });
  const audits = (id: number) =>
    db
      .selectFrom('oprAudit')
      .select('action')
      .where('targetKind', '=', 'econ-programme')
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const publicNames = async (path: string) =>
    ((await call(app, 'GET', path)).body.programmes as { prgmNm: string }[]).map((p) => p.prgmNm);

  it('creates a programme the local-economy page then shows with its periods; hides it again', async () => {
    const made = await call(app, 'POST', DESK, { token: desk.token, body: body() });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(M.created);
    const prgmId = made.body.prgmId as number;
    const page = (await call(app, 'GET', '/v1/app/local/econo')).body.programmes as Record<string, unknown>[];
    expect(page.find((p) => p.prgmId === prgmId)).toMatchObject({
      prgmNm: '겨울 골목상권 온라인 기획전',
      bgngYmd: '20261201',
      endYmd: '20261231',
      oprBgngYmd: '20270105',
      oprEndYmd: '20270131',
      sts: 'open',
      imgUrl: null,
    });
    expect(await publicNames('/v1/app/subsecnmy/subsEcnmy')).not.toContain('겨울 골목상권 온라인 기획전');

    const list = await call(app, 'GET', DESK, {
      token: desk.token,
      query: { kind: 'local', state: 'OPEN', q: '골목상권' },
    });
    expect(list.body.items.map((r: { prgmId: number }) => r.prgmId)).toContain(prgmId);
    const read = (await call(app, 'GET', `${DESK}/${prgmId}`, { token: desk.token })).body;
    expect(read).toMatchObject({ state: 'OPEN', oprBgngDe: '2027-01-05', trgt: '골목상권 소상공인 50곳' });
    const hide = await call(app, 'PUT', `${DESK}/${prgmId}/visibility`, {
      token: desk.token,
      body: { updtDt: read.updtDt, useYn: 'N' },
    });
    expect(hide.body.message).toBe(M.hidden);
    expect(await publicNames('/v1/app/local/econo')).not.toContain('겨울 골목상권 온라인 기획전');
    // The edit on the copy read before the hide is stale: refused, nothing changes.
    const stale = await call(app, 'PUT', `${DESK}/${prgmId}`, {
      token: other.token,
      body: { ...body({ prgmNm: '덮어쓰기' }), updtDt: read.updtDt },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ADMIN_MESSAGES.staleCopy);
    const after = (await call(app, 'GET', `${DESK}/${prgmId}`, { token: desk.token })).body;
    expect(after).toMatchObject({ prgmNm: '겨울 골목상권 온라인 기획전', state: 'HIDDEN' });
    const edit = await call(app, 'PUT', `${DESK}/${prgmId}`, {
      token: other.token,
      body: { ...body({ prgmNm: '겨울 골목상권 기획전', kind: 'subs' }), updtDt: after.updtDt },
    });
    expect(edit.status).toBe(200);
    expect((await audits(prgmId)).map((r) => r.action)).toEqual(['CREATE', 'HIDE', 'UPDATE']);
  });

  it('refuses bad periods at their fields and changes nothing', async () => {
    const count = async () => (await db.selectFrom('econPrgm').select('prgmId').execute()).length;
    const n = await count();
    const backwards = await call(app, 'POST', DESK, { token: desk.token, body: body({ endDe: '2026-11-30' }) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([{ field: 'endDe', message: M.aplyWindowInvalid }]);
    const half = await call(app, 'POST', DESK, { token: desk.token, body: body({ oprEndDe: null }) });
    expect(half.body.errors).toEqual([{ field: 'oprEndDe', message: M.oprDatesBoth }]);
    const noName = await call(app, 'POST', DESK, {
      token: desk.token,
      body: body({ prgmNm: ' ', bgngDe: '2026-02-30' }),
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual(expect.arrayContaining([{ field: 'prgmNm', message: M.nameRequired }]));
    expect(await count()).toBe(n);
  });

  it('is the market desk’s: another desk, a member and a visitor are refused', async () => {
    expect((await call(app, 'GET', DESK, { token: content.token })).status).toBe(403);
    expect((await call(app, 'POST', DESK, { token: member.token, body: body() })).status).toBe(403);
    expect((await call(app, 'GET', DESK)).status).toBe(401);
  });
});
