import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { FOOTHOLD_MESSAGES } from '@onfan/contracts/foothold';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { postFiles, PNG } from '../upload/upload.testkit.js';
import { DEMO_FOOTHOLD_CREATORS, seedFootholds } from './foothold.seed.js';

describe('creator footholds', async () => {
  const { app, database } = await createTestApp();
  const member = await newMember(app, { userNm: '나회원' });
  /** A new member turned creator (pattern 300), logged in again. */
  const newCreator = async (userNm: string) => {
    const m = await newMember(app, { userNm });
    await database.db.updateTable('appUser').set({ userPattnCd: '300' }).where('userId', '=', m.userId).execute();
    return { ...m, token: await login(app, m.lgnId, m.password) };
  };
  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('ctrFthld')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const body = (extra: Record<string, unknown> = {}) => ({
    fthldNm: '시험 크리에이터',
    fthldIntro: '한 줄 소개',
    fthldCn: '소개 내용',
    ...extra,
  });
  const create = (token: string, extra: Record<string, unknown> = {}) =>
    call(app, 'POST', '/v1/app/community/fthld', { token, body: body(extra) });

  it('lists the seeded footholds, certified first, with masked names and popular tags', async () => {
    const list = await call(app, 'GET', '/v1/app/community/fthlds', { query: { pageSize: '100' } });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBeGreaterThanOrEqual(8);
    const certs = list.body.items.map((f: { certCtrYn: string }) => f.certCtrYn);
    expect(certs).toContain('Y');
    expect([...certs].sort().reverse()).toEqual(certs);
    const food = list.body.items.find((f: { fthldNm: string }) => f.fthldNm === '시장맛객');
    expect(food).toMatchObject({ userNm: '한*나', nickNm: '시장맛객', certCtrYn: 'Y', fthldTag1: '먹방' });
    expect(food.rprsImgPtUrl).toMatch(/^\/img\//);
    const text = JSON.stringify(list.body);
    for (const c of DEMO_FOOTHOLD_CREATORS) expect(text).not.toContain(c.userNm);
    // demo-creator's nickname '라이브이크리' holds the name '이크리': masked there too.
    expect(text).not.toContain('이크리');
    expect(text).toContain('라이브이*리');

    const paged = await call(app, 'GET', '/v1/app/community/fthlds', { query: { pageSize: '3', pageNo: '2' } });
    expect(paged.body).toMatchObject({ pageNo: 2, pageSize: 3, hasMore: true });
    expect(paged.body.items).toHaveLength(3);

    const tags = await call(app, 'GET', '/v1/app/community/fthld/tags');
    expect(tags.status).toBe(200);
    expect(tags.body[0]).toMatchObject({ cnt: expect.any(Number) });
    const counts = tags.body.map((t: { cnt: number }) => t.cnt);
    expect([...counts].sort((a: number, b: number) => b - a)).toEqual(counts);
    expect(tags.body).toContainEqual({ tag: '먹방', cnt: 2 });
  });

  it('seeds idempotently: a second run adds no creator and no foothold', async () => {
    const users = async () =>
      Number(
        (
          await database.db
            .selectFrom('appUser')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [u, f] = [await users(), await count()];
    await seedFootholds(database, { demo: true });
    expect([await users(), await count()]).toEqual([u, f]);
    // The demo creators log in with the demo password and are creators.
    const token = await login(app, 'demo-ctr-food');
    const mine = await call(app, 'GET', '/v1/app/community/ctr/my/fthld', { token });
    expect(mine.body).toMatchObject({ fthldNm: '시장맛객', certCtrYn: 'Y', mine: true });
  });

  it('searches by keyword and filters by one tag (with or without #)', async () => {
    const byName = await call(app, 'GET', '/v1/app/community/fthlds', { query: { searchKeyword: '빵지' } });
    expect(byName.body.items.map((f: { fthldNm: string }) => f.fthldNm)).toEqual(['보리빵지순례']);
    const byIntro = await call(app, 'GET', '/v1/app/community/fthlds', { query: { searchKeyword: '천연 화장품' } });
    expect(byIntro.body.items.map((f: { fthldNm: string }) => f.fthldNm)).toEqual(['다온뷰티']);
    const byTag = await call(app, 'GET', '/v1/app/community/fthlds', { query: { tag: '#라이브커머스' } });
    expect(byTag.body.totalCount).toBe(2);
    for (const f of byTag.body.items) {
      expect([f.fthldTag1, f.fthldTag2, f.fthldTag3]).toContain('라이브커머스');
    }
    const none = await call(app, 'GET', '/v1/app/community/fthlds', { query: { searchKeyword: '100%_없는말' } });
    expect(none.body).toMatchObject({ totalCount: 0, items: [] });
    const long = await call(app, 'GET', '/v1/app/community/fthlds', { query: { searchKeyword: 'x'.repeat(51) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(FOOTHOLD_MESSAGES.searchTooLong);
  });

  it('shows one foothold with its channels and answers 404 in Korean for an unknown one', async () => {
    const list = await call(app, 'GET', '/v1/app/community/fthlds', { query: { searchKeyword: '시장맛객' } });
    const id = list.body.items[0].ctrFthldId as number;
    const view = await call(app, 'GET', `/v1/app/community/fthld/${id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      ctrFthldId: id,
      fthldNm: '시장맛객',
      userNm: '한*나',
      ytbChnlUrl: 'https://www.youtube.com/@market-taste',
      navrUrl: 'https://blog.naver.com/market-taste',
      instgrmUrl: null,
      mine: false,
    });
    expect(view.body.regDt).toMatch(/\+09:00$/);
    const missing = await call(app, 'GET', '/v1/app/community/fthld/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FOOTHOLD_MESSAGES.notFound);
    const bad = await call(app, 'GET', '/v1/app/community/fthld/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(FOOTHOLD_MESSAGES.invalidId);
  });

  it("answers a member's own foothold, or null", async () => {
    const demo = await login(app, 'demo-creator');
    const mine = await call(app, 'GET', '/v1/app/community/ctr/my/fthld', { token: demo });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ fthldNm: '온판 라이브룸', mine: true });
    const none = await call(app, 'GET', '/v1/app/community/ctr/my/fthld', { token: member.token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    expect((await call(app, 'GET', '/v1/app/community/ctr/my/fthld')).status).toBe(401);
  });

  it("answers the caller's creator status (ctrSts)", async () => {
    const demo = await login(app, 'demo-creator');
    const creator = await call(app, 'GET', '/v1/app/community/ctrSts', { token: demo });
    expect(creator.status).toBe(200);
    expect(creator.body).toEqual({ ctrYn: 'Y', fthldYn: 'Y', ctrFthldId: expect.any(Number), certCtrYn: 'N' });
    const plain = await call(app, 'GET', '/v1/app/community/ctrSts', { token: member.token });
    expect(plain.body).toEqual({ ctrYn: 'N', fthldYn: 'N', ctrFthldId: null, certCtrYn: 'N' });
    expect((await call(app, 'GET', '/v1/app/community/ctrSts')).status).toBe(401);
  });

  it('lets a creator open one foothold, normalizing tags and content; refuses a second (409) and a member (403)', async () => {
    const creator = await newCreator('최창작');
    const before = await count();
    const res = await create(creator.token, {
      fthldCn: '  첫 줄   입니다 \n\n\n\n  둘째\t\t줄 ',
      fthldTag1: '  #먹방 ',
      fthldTag2: '',
      fthldTag3: '##시장 ',
      ytbChnlUrl: ' https://www.youtube.com/@choi ',
      navrUrl: 'https://blog.naver.com/choi',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ number: 200, message: FOOTHOLD_MESSAGES.saved });
    const id = res.body.ctrFthldId as number;
    const view = await call(app, 'GET', `/v1/app/community/fthld/${id}`, { token: creator.token });
    expect(view.body).toMatchObject({
      fthldCn: '첫 줄 입니다\n\n둘째 줄',
      fthldTag1: '먹방',
      fthldTag2: '시장',
      fthldTag3: null,
      ytbChnlUrl: 'https://www.youtube.com/@choi',
      navrUrl: 'https://blog.naver.com/choi',
      certCtrYn: 'N',
      userNm: '최*작',
      mine: true,
    });
    expect(await count()).toBe(before + 1);

    const second = await create(creator.token, { fthldNm: '두 번째 거점' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(FOOTHOLD_MESSAGES.alreadyExists);
    // Two at once: the unique constraint lets one through.
    const racer = await newCreator('경주자');
    const race = await Promise.all([create(racer.token), create(racer.token)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);

    const refused = await create(member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COMMON_MESSAGES.forbidden);
    expect((await create('')).status).toBe(401);
    expect(await count()).toBe(before + 2);
  });

  it('requires the name and refuses channel addresses of other sites, changing nothing', async () => {
    const creator = await newCreator('정검사');
    const before = await count();
    const noName = await create(creator.token, { fthldNm: '   ' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('크리에이터명을 입력해주세요.');
    const missing = await call(app, 'POST', '/v1/app/community/fthld', { token: creator.token, body: {} });
    expect(missing.body.message).toBe('크리에이터명을 입력해주세요.');
    const cases: [string, string, string][] = [
      ['ytbChnlUrl', 'https://evil.example.com/youtube.com', FOOTHOLD_MESSAGES.invalidYoutube],
      ['ytbChnlUrl', 'javascript:alert(1)//youtube.com', FOOTHOLD_MESSAGES.invalidYoutube],
      ['ytbChnlUrl', 'https://youtube.com.evil.kr/x', FOOTHOLD_MESSAGES.invalidYoutube],
      ['instgrmUrl', 'ftp://instagram.com/me', FOOTHOLD_MESSAGES.invalidInstagram],
      ['instgrmUrl', 'https://user@instagram.com/me', FOOTHOLD_MESSAGES.invalidInstagram],
      ['fcbkUrl', 'https://fakefacebook.com/me', FOOTHOLD_MESSAGES.invalidFacebook],
      ['navrUrl', 'https://daum.net/blog', FOOTHOLD_MESSAGES.invalidNaver],
    ];
    for (const [field, url, message] of cases) {
      const res = await create(creator.token, { [field]: url });
      expect(res.status, `${field} ${url}`).toBe(400);
      expect(res.body.message, `${field} ${url}`).toBe(message);
    }
    const image = await create(creator.token, { rprsImgPtUrl: 'https://example.com/a.png' });
    expect(image.status).toBe(400);
    expect(image.body.message).toBe(FOOTHOLD_MESSAGES.invalidImage);
    expect(await count()).toBe(before);
  });

  it('takes a representative image the creator uploaded, not an outside one or somebody else’s', async () => {
    const creator = await newCreator('한이미');
    const up = await postFiles(app, '/v1/app/common/foothold/upload/rprs', creator.token, [
      { field: 'uploadFile', content: PNG },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const others = await postFiles(app, '/v1/app/common/foothold/upload/rprs', member.token, [
      { field: 'uploadFile', content: PNG },
    ]);
    const stolen = await create(creator.token, { rprsImgPtUrl: others.body.filePath });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(FOOTHOLD_MESSAGES.invalidImage);
    const res = await create(creator.token, { rprsImgPtUrl: up.body.filePath, rprsImgFileNm: 'me.png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = await call(app, 'GET', `/v1/app/community/fthld/${res.body.ctrFthldId}`);
    expect(view.body).toMatchObject({ rprsImgPtUrl: up.body.filePath, rprsImgFileNm: 'me.png' });
  });

  it('lets only the owner update; another creator gets 403 and nothing changes', async () => {
    const owner = await newCreator('주인장');
    const other = await newCreator('남의손');
    const id = (await create(owner.token, { fthldNm: '주인의 거점' })).body.ctrFthldId as number;
    const put = (token: string, extra: Record<string, unknown>) =>
      call(app, 'PUT', `/v1/app/community/fthld/${id}`, { token, body: body(extra) });

    const updated = await put(owner.token, {
      fthldNm: '바뀐 거점',
      fthldTag1: '#새태그',
      instgrmUrl: 'https://instagram.com/x',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ message: FOOTHOLD_MESSAGES.updated, ctrFthldId: id });
    const view = await call(app, 'GET', `/v1/app/community/fthld/${id}`);
    expect(view.body).toMatchObject({
      fthldNm: '바뀐 거점',
      fthldTag1: '새태그',
      instgrmUrl: 'https://instagram.com/x',
    });

    const refused = await put(other.token, { fthldNm: '가로챈 거점' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(FOOTHOLD_MESSAGES.notYours);
    const byMember = await put(member.token, { fthldNm: '가로챈 거점' });
    expect(byMember.status).toBe(403);
    expect((await call(app, 'GET', `/v1/app/community/fthld/${id}`)).body.fthldNm).toBe('바뀐 거점');
    const missing = await call(app, 'PUT', '/v1/app/community/fthld/999999', { token: owner.token, body: body() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FOOTHOLD_MESSAGES.notFound);
  });

  it('changes only the fields an update sends; null or an empty value clears one', async () => {
    const owner = await newCreator('부분수정');
    const up = await postFiles(app, '/v1/app/common/foothold/upload/rprs', owner.token, [
      { field: 'uploadFile', content: PNG },
    ]);
    const full = {
      fthldNm: '처음 이름',
      fthldIntro: '처음 소개',
      fthldCn: '처음 내용',
      rprsImgPtUrl: up.body.filePath,
      rprsImgFileNm: 'first.png',
      fthldTag1: '하나',
      fthldTag2: '둘',
      fthldTag3: '셋',
      ytbChnlUrl: 'https://www.youtube.com/@first',
      instgrmUrl: 'https://instagram.com/first',
      fcbkUrl: 'https://www.facebook.com/first',
      navrUrl: 'https://blog.naver.com/first',
      primActvtCtgr: '먹방',
    };
    const created = await call(app, 'POST', '/v1/app/community/fthld', { token: owner.token, body: full });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.ctrFthldId as number;
    const view = async () => (await call(app, 'GET', `/v1/app/community/fthld/${id}`)).body;
    const put = (b: Record<string, unknown>) =>
      call(app, 'PUT', `/v1/app/community/fthld/${id}`, { token: owner.token, body: b });
    const { fthldTag1: _1, fthldTag2: _2, fthldTag3: _3, ...untagged } = full;
    const tags = { fthldTag1: '하나', fthldTag2: '둘', fthldTag3: '셋' };

    // Only the name: everything else stays as it was.
    expect((await put({ fthldNm: '새 이름' })).status).toBe(200);
    expect(await view()).toMatchObject({ ...full, ...tags, fthldNm: '새 이름' });
    // Only an Instagram address and one tag.
    const one = await put({ instgrmUrl: 'https://instagram.com/second', fthldTag2: '#새둘' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(await view()).toMatchObject({
      ...untagged,
      fthldNm: '새 이름',
      instgrmUrl: 'https://instagram.com/second',
      fthldTag1: '하나',
      fthldTag2: '새둘',
      fthldTag3: '셋',
    });
    // Sent empty or null: cleared. The image's name goes with the image.
    const cleared = await put({ fthldIntro: '', fcbkUrl: null, rprsImgPtUrl: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await view()).toMatchObject({
      fthldNm: '새 이름',
      fthldIntro: null,
      fthldCn: '처음 내용',
      fcbkUrl: null,
      rprsImgPtUrl: null,
      rprsImgFileNm: null,
      ytbChnlUrl: 'https://www.youtube.com/@first',
      navrUrl: 'https://blog.naver.com/first',
      primActvtCtgr: '먹방',
    });
    // A sent name is still required to be a name.
    const blank = await put({ fthldNm: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(FOOTHOLD_MESSAGES.nameRequired);
    expect((await view()).fthldNm).toBe('새 이름');
  });
});
