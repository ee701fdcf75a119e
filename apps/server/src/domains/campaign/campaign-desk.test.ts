import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { addDays, todaySeoulYmd } from '../../lib/seoul-time.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember, newOperator } from '../auth/auth.testkit.js';

const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';
const today = todaySeoulYmd(systemClock);

describe('the campaigns desk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const desk = await newOperator(app, ['MARKET'], { userNm: '판로담당' });
  const base = '/v1/app/promotion/admin';
  const category = (
    await db.selectFrom('gdsCls').select('gdsClsId').where('clsNm', '=', '뷰티').executeTakeFirstOrThrow()
  ).gdsClsId;

  let seq = 0;
  const form = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      matchCampnNm: `데스크시험 캠페인 ${Date.now().toString(36)}${seq}`,
      gdsClsId: category,
      entryBgngYmd: today,
      entryEndYmd: addDays(today, 7),
      matchCampnBgngYmd: addDays(today, 10),
      matchCampnEndYmd: addDays(today, 30),
      matchCampnCn: '지역 공방의 천연 화장품을 써 보고 소개해 주세요.',
      rcrtCnt: 2,
      rprsImgPt: '/img/campaign/beauty.svg',
      imgAlt: '공방에서 만든 비누와 크림',
      ...overrides,
    };
  };
  const create = async (body: object, token = desk.token) => call(app, 'POST', `${base}/campaigns`, { token, body });
  const detail = async (id: number) =>
    (await call(app, 'GET', `${base}/campaigns/${id}`, { token: desk.token })).body as Record<string, unknown> & {
      updtDt: string;
      slctCnt: number;
    };
  const audits = (kind: string, id: number) =>
    db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson', 'oprUserId'])
      .where('targetKind', '=', kind)
      .where('targetId', '=', String(id))
      .orderBy('auditId')
      .execute();
  const countCampaigns = async () =>
    Number(
      (
        await db
          .selectFrom('matchCampn')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A new member turned creator (pattern 300), logged in again. */
  const newCreator = async (userNm: string) => {
    const m = await newMember(app, { userNm });
    await db.updateTable('appUser').set({ userPattnCd: '300' }).where('userId', '=', m.userId).execute();
    return { ...m, token: await login(app, m.lgnId, m.password) };
  };
  const applicants = async (id: number, query: Record<string, string> = {}) =>
    call(app, 'GET', `${base}/campaigns/${id}/applicants`, { token: desk.token, query });

  it('creates a campaign the public pages show; refuses bad input in Korean at the field, changing nothing', async () => {
    const before = await countCampaigns();
    const bad = await create(
      form({ matchCampnNm: '', entryEndYmd: addDays(today, -1), rcrtCnt: 0, imgAlt: null, entryBgngYmd: today }),
    );
    expect(bad.status).toBe(400);
    const errors = bad.body.errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'matchCampnNm', message: '캠페인명을 입력해 주세요.' },
        { field: 'rcrtCnt', message: '모집 인원은 1명에서 1,000명 사이로 입력해 주세요.' },
      ]),
    );
    const order = await create(form({ entryEndYmd: addDays(today, -1) }));
    expect(order.body.message).toBe('모집 마감일은 모집 시작일과 같거나 뒤여야 합니다.');
    const alt = await create(form({ imgAlt: '' }));
    expect(alt.body.message).toBe('사진 설명(대체 텍스트)을 입력해 주세요.');
    const day = await create(form({ entryBgngYmd: '20260230' }));
    expect(day.body.message).toBe('날짜를 올바르게 입력해 주세요.');
    const picture = await create(form({ rprsImgPt: 'https://evil.example/x.png' }));
    expect(picture.body.message).toBe('사진을 다시 올려 주세요.');
    const noCategory = await create(form({ gdsClsId: 999999 }));
    expect(noCategory.status).toBe(400);
    expect(await countCampaigns()).toBe(before);

    const body = form();
    const created = await create(body);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('캠페인을 등록했습니다.');
    const id = created.body.matchCampnId as number;
    expect(await detail(id)).toMatchObject({ state: 'open', rcrtCnt: 2, slctCnt: 0, imgAlt: body.imgAlt });
    const pub = await call(app, 'GET', `/v1/app/promotion/campn/${id}`);
    expect(pub.body).toMatchObject({
      matchCampnNm: body.matchCampnNm,
      matchCampnCn: body.matchCampnCn,
      imgAlt: body.imgAlt,
      rcrtCnt: 2,
      state: 'open',
      clsNm: '뷰티',
    });
    expect((await audits('campaign', id)).map((a) => [a.action, a.oprUserId])).toEqual([['CREATE', desk.userId]]);
    const dup = await create(form({ matchCampnNm: body.matchCampnNm }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('같은 이름의 캠페인이 이미 있습니다.');
  });

  it('lists with filters, a count and sortable columns', async () => {
    const upcoming = (await create(form({ entryBgngYmd: addDays(today, 3) }))).body.matchCampnId as number;
    const list = await call(app, 'GET', `${base}/campaigns`, {
      token: desk.token,
      query: { state: 'upcoming', q: '데스크시험', gdsClsId: String(category) },
    });
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { matchCampnId: number }) => c.matchCampnId)).toContain(upcoming);
    expect(list.body.items.every((c: { state: string }) => c.state === 'upcoming')).toBe(true);
    const sorted = await call(app, 'GET', `${base}/campaigns`, {
      token: desk.token,
      query: { sort: 'entryEndYmd', order: 'asc', pageSize: '100' },
    });
    const ends = sorted.body.items.map((c: { entryEndYmd: string }) => c.entryEndYmd);
    expect(ends).toEqual([...ends].sort());
    const period = await call(app, 'GET', `${base}/campaigns`, {
      token: desk.token,
      query: { from: addDays(today, 400), pageSize: '100' },
    });
    expect(period.body.totalCount).toBe(0);
    const badSort = await call(app, 'GET', `${base}/campaigns`, { token: desk.token, query: { sort: 'x' } });
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toBe('정렬 기준이 올바르지 않습니다.');
  });

  it('edits on the copy read and closes early with a reason; a stale copy is refused and changes nothing', async () => {
    const id = (await create(form())).body.matchCampnId as number;
    const read = await detail(id);
    const put = await call(app, 'PUT', `${base}/campaigns/${id}`, {
      token: desk.token,
      body: { ...form({ matchCampnNm: `수정된 캠페인 ${id}`, rcrtCnt: 5 }), updtDt: read.updtDt },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('캠페인을 수정했습니다.');
    const stale = await call(app, 'PUT', `${base}/campaigns/${id}`, {
      token: desk.token,
      body: { ...form({ matchCampnNm: `다른 이름 ${id}` }), updtDt: read.updtDt },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect(await detail(id)).toMatchObject({ matchCampnNm: `수정된 캠페인 ${id}`, rcrtCnt: 5 });

    const now = await detail(id);
    const noReason = await call(app, 'PUT', `${base}/campaigns/${id}/close`, {
      token: desk.token,
      body: { updtDt: now.updtDt, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('사유를 입력해 주세요.');
    const closed = await call(app, 'PUT', `${base}/campaigns/${id}/close`, {
      token: desk.token,
      body: { updtDt: now.updtDt, reason: '브랜드 사정으로 조기 마감' },
    });
    expect(closed.status).toBe(200);
    expect(await detail(id)).toMatchObject({ state: 'closed', closRsn: '브랜드 사정으로 조기 마감' });
    const pub = await call(app, 'GET', `/v1/app/promotion/campn/${id}`);
    expect(pub.body).toMatchObject({ state: 'closed', closedEarly: true });
    const creator = await newCreator('늦은신청');
    const late = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
      token: creator.token,
      body: { matchCampnId: id },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('모집이 마감된 캠페인입니다.');
    expect((await audits('campaign', id)).map((a) => a.action)).toEqual(['CREATE', 'UPDATE', 'CLOSE']);
  });

  it('lists applicants masked with their foothold; selects and declines with a reason; the creator is told', async () => {
    const id = (await create(form({ rcrtCnt: 1 }))).body.matchCampnId as number;
    const a = await newCreator('김선정');
    const b = await newCreator('이탈락');
    await db
      .insertInto('ctrFthld')
      .values({
        userId: a.userId,
        fthldNm: '김선정의 공방 리뷰',
        fthldCn: '공방 리뷰',
        ytbChnlUrl: 'https://www.youtube.com/@kim',
        regDt: new Date().toISOString(),
        mdfcnDt: new Date().toISOString(),
      })
      .execute();
    for (const c of [a, b]) {
      const res = await call(app, 'POST', '/v1/app/promotion/campn/aply', {
        token: c.token,
        body: { matchCampnId: id },
      });
      expect(res.status).toBe(200);
    }
    const list = await applicants(id);
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    const [rowA, rowB] = list.body.items as {
      campnAplyId: number;
      userNm: string;
      fthldNm: string | null;
      channels: { name: string; url: string }[];
      updtDt: string;
    }[];
    expect(rowA).toMatchObject({ userNm: '김*정', fthldNm: '김선정의 공방 리뷰' });
    expect(rowA!.channels).toEqual([{ name: '유튜브', url: 'https://www.youtube.com/@kim' }]);
    expect(rowB).toMatchObject({ userNm: '이*락', fthldNm: null, channels: [] });

    const noReason = await call(app, 'PUT', `${base}/applications/${rowA!.campnAplyId}/state`, {
      token: desk.token,
      body: { to: 'SELECTED', updtDt: rowA!.updtDt },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('사유를 입력해 주세요.');
    const select = await call(app, 'PUT', `${base}/applications/${rowA!.campnAplyId}/state`, {
      token: desk.token,
      body: { to: 'SELECTED', updtDt: rowA!.updtDt, reason: '채널 주제가 잘 맞음' },
    });
    expect(select.status).toBe(200);
    expect(select.body.message).toBe("'선정'(으)로 결정했습니다. 크리에이터에게 알렸습니다.");
    const again = await call(app, 'PUT', `${base}/applications/${rowA!.campnAplyId}/state`, {
      token: desk.token,
      body: { to: 'NOT_SELECTED', updtDt: rowA!.updtDt, reason: '변경' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STALE);
    // The one place is taken: selecting B is refused and B stays undecided.
    const full = await call(app, 'PUT', `${base}/applications/${rowB!.campnAplyId}/state`, {
      token: desk.token,
      body: { to: 'SELECTED', updtDt: rowB!.updtDt, reason: '좋음' },
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('모집 인원(1명)을 모두 선정했습니다. 더 선정할 수 없습니다.');
    const decline = await call(app, 'PUT', `${base}/applications/${rowB!.campnAplyId}/state`, {
      token: desk.token,
      body: { to: 'NOT_SELECTED', updtDt: rowB!.updtDt, reason: '모집 인원 마감' },
    });
    expect(decline.status).toBe(200);

    const mineA = await call(app, 'GET', '/v1/app/promotion/campn/aplys', { token: a.token });
    expect(mineA.body.items[0]).toMatchObject({ matchCampnId: id, aplySttsNm: '선정' });
    const mineB = await call(app, 'GET', '/v1/app/promotion/campn/aplys', { token: b.token });
    expect(mineB.body.items[0]).toMatchObject({ matchCampnId: id, aplySttsNm: '미선정' });
    const told = await db
      .selectFrom('notificationOutbox')
      .select(['userId', 'body'])
      .where('kind', '=', 'CAMPAIGN_APPLICATION_DECIDED')
      .where('userId', 'in', [a.userId, b.userId])
      .orderBy('id')
      .execute();
    expect(told.map((t) => t.userId)).toEqual([a.userId, b.userId]);
    expect(told[0]!.body).toContain('선정되었습니다');
    expect(told[1]!.body).toContain('사유: 모집 인원 마감');
    expect((await audits('campaign-application', rowA!.campnAplyId)).map((r) => r.action)).toEqual(['SELECTED']);
    expect((await detail(id)).slctCnt).toBe(1);
    const filtered = await applicants(id, { state: 'SELECTED' });
    expect(filtered.body.items.map((r: { campnAplyId: number }) => r.campnAplyId)).toEqual([rowA!.campnAplyId]);
    // The count cannot fall below the selected creators.
    const read = await detail(id);
    const below = await call(app, 'PUT', `${base}/campaigns/${id}`, {
      token: desk.token,
      body: { ...form({ rcrtCnt: 1 }), rcrtCnt: 1, updtDt: read.updtDt },
    });
    expect(below.status).toBe(200);
  });

  it('never selects more creators than the campaign wants, under concurrent selections', async () => {
    const id = (await create(form({ rcrtCnt: 2 }))).body.matchCampnId as number;
    const creators = await Promise.all(['가', '나', '다', '라', '마'].map((n) => newCreator(`동시${n}신청`)));
    for (const c of creators) {
      await call(app, 'POST', '/v1/app/promotion/campn/aply', { token: c.token, body: { matchCampnId: id } });
    }
    const other = await newOperator(app, ['SYSTEM']);
    const rows = (await applicants(id)).body.items as { campnAplyId: number; updtDt: string }[];
    expect(rows).toHaveLength(5);
    const results = await Promise.all(
      rows.map((r, i) =>
        call(app, 'PUT', `${base}/applications/${r.campnAplyId}/state`, {
          token: i % 2 ? desk.token : other.token,
          body: { to: 'SELECTED', updtDt: r.updtDt, reason: '동시 선정' },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409]);
    const selected = await db
      .selectFrom('campnAply')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('matchCampnId', '=', id)
      .where('aplyStts', '=', 'SELECTED')
      .executeTakeFirstOrThrow();
    expect(Number(selected.n)).toBe(2);
    expect((await detail(id)).slctCnt).toBe(2);
  });

  it('admits only the market desk and the system administrator', async () => {
    const content = await newOperator(app, ['CONTENT']);
    expect((await call(app, 'GET', `${base}/campaigns`, { token: content.token })).status).toBe(403);
    const member = await newMember(app);
    expect((await call(app, 'GET', `${base}/campaigns`, { token: member.token })).status).toBe(403);
    expect((await call(app, 'GET', `${base}/campaigns`)).status).toBe(401);
  });
});
