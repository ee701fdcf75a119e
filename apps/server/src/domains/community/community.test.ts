import { findProhibitedWord } from '@onfan/contracts/prohibited';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { PROHIBITED_WORD_SEED } from '../prohibited-word/prohibited-word.seed.js';
import { COMMUNITY_SEED } from './community.seed.js';

const PROHIBITED =
  '금칙어가 포함되어 있어 등록할 수 없습니다. 욕설·비방, 불법·사행성 광고는 운영정책에 따라 제한됩니다.';

describe('community', async () => {
  const { app, database } = await createTestApp();
  const member = await login(app, 'demo-member');
  const operator = await login(app, 'demo-admin');
  const other = await newMember(app, { userNm: '박다른' });
  const count = async (table: 'comunBltartcl' | 'comunCmnt' | 'comunRpt') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = async (token: string, body: Record<string, unknown>) =>
    call(app, 'POST', '/v1/app/community/sb', {
      token,
      body: { comunCtgrDcd: '1007002', comunBltartclTit: '시험 게시글', comunBltartclCn: '<p>본문</p>', ...body },
    });
  const newPost = async (token = member, body: Record<string, unknown> = {}) => {
    const res = await post(token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.comunBltartclId as number;
  };

  it('lists the default category (자유게시판) newest first, 10 a page, with thumbnails, searches title or all', async () => {
    const list = await call(app, 'GET', '/v1/app/community/sbs');
    expect(list.status).toBe(200);
    expect(list.body.pageSize).toBe(10);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((p: { comunCtgrDcd: string }) => p.comunCtgrDcd === '1007001')).toBe(true);
    const dates = list.body.items.map((p: { regDt: string }) => p.regDt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bakery = list.body.items.find((p: { comunBltartclTit: string }) => p.comunBltartclTit.includes('골목 빵집'));
    expect(bakery).toMatchObject({
      comunCtgrNm: '자유게시판',
      thmbnlImgPtUrl: '/img/community/bakery.svg',
      userNm: '김*상',
      nickNm: '골목빵집사장',
      cmntCnt: 3,
      mine: false,
    });
    expect(JSON.stringify(list.body)).not.toContain('김소상');
    // demo-creator's nickname '라이브이크리' holds the name '이크리': masked there too.
    const rainy = list.body.items.find((p: { comunBltartclTit: string }) => p.comunBltartclTit.includes('비 오는 날'));
    expect(rainy).toMatchObject({ userNm: '이*리', nickNm: '라이브이*리' });
    const all = await call(app, 'GET', '/v1/app/community/sbs', { query: { ctgrCode: '1007000', pageSize: '100' } });
    expect(all.body.totalCount).toBe(COMMUNITY_SEED.length);
    // '포장비' is in a body only: 전체 finds it, 제목 does not.
    const inBody = await call(app, 'GET', '/v1/app/community/sbs', {
      query: { ctgrCode: '1007000', searchTerm: '포장비' },
    });
    expect(inBody.body.totalCount).toBe(1);
    const inTitle = await call(app, 'GET', '/v1/app/community/sbs', {
      query: { ctgrCode: '1007000', searchTerm: '포장비', searchOption: 'title' },
    });
    expect(inTitle.body.totalCount).toBe(0);
    const bad = await call(app, 'GET', '/v1/app/community/sbs', { query: { ctgrCode: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('카테고리가 올바르지 않습니다.');
  });

  it('shows a post with previous/next in its category and counts a view once per viewer in 10 minutes', async () => {
    const list = await call(app, 'GET', '/v1/app/community/sbs', { query: { ctgrCode: '1007002' } });
    const [newest, second] = list.body.items as { comunBltartclId: number }[];
    const view = await call(app, 'GET', `/v1/app/community/sb/${second!.comunBltartclId}`, {
      query: { ctgrCode: '1007002' },
    });
    expect(view.status).toBe(200);
    expect(view.body.nextId).toBe(newest!.comunBltartclId);
    expect(view.body).toMatchObject({ canEdit: false, canDelete: false, hidden: false });
    const id = newest!.comunBltartclId;
    const count1 = await call(app, 'PUT', `/v1/app/common/contents/${id}/community`, { token: member });
    const count2 = await call(app, 'PUT', `/v1/app/common/contents/${id}/community`, { token: member });
    expect(count1.body.counted).toBe(true);
    expect(count2.body.counted).toBe(false);
    const after = await call(app, 'GET', `/v1/app/community/sb/${id}`);
    expect(after.body.inqCnt).toBe(count1.body.viewCnt);
    const missing = await call(app, 'GET', '/v1/app/community/sb/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('게시글을 찾을 수 없습니다.');
  });

  it('refuses a visitor and missing fields with the spec’s messages, saving nothing', async () => {
    const before = await count('comunBltartcl');
    const visitor = await call(app, 'POST', '/v1/app/community/sb', {
      body: { comunCtgrDcd: '1007001', comunBltartclTit: '제목' },
    });
    expect(visitor.status).toBe(401);
    const noTitle = await post(member, { comunBltartclTit: '   ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('커뮤니티 게시글 제목을 입력해주세요.');
    const noCategory = await post(member, { comunCtgrDcd: '' });
    expect(noCategory.body.message).toBe('카테고리를 선택해주세요.');
    const allCategory = await post(member, { comunCtgrDcd: '1007000' });
    expect(allCategory.status).toBe(400);
    expect(allCategory.body.message).toBe('카테고리를 선택해주세요.');
    const unknown = await post(member, { comunCtgrDcd: '1007999' });
    expect(unknown.body.message).toBe('카테고리를 선택해주세요.');
    const dataImage = await post(member, { comunBltartclCn: '<p><img src="data:image/png;base64,AAAA"></p>' });
    expect(dataImage.status).toBe(400);
    expect(dataImage.body.message).toBe('이미지는 이미지 업로드 버튼으로 올려주세요.');
    expect(await count('comunBltartcl')).toBe(before);
  });

  it('saves the body sanitized and compacted, shows what was saved, and takes the first image as thumbnail', async () => {
    const id = await newPost(member, {
      comunBltartclCn:
        '<p>안녕하세요\n\n   반갑습니다</p><script>alert(1)</script>' +
        '<p><img src="/uploads/a.png" onerror="alert(2)" alt="첫 사진"><img src="/uploads/b.png" alt=""></p>' +
        '<iframe src="https://www.youtube.com/embed/abc123" width="100%" height="400"></iframe>' +
        '<iframe src="https://evil.example/x"></iframe><p><a href="javascript:alert(3)">링크</a></p>',
    });
    const view = await call(app, 'GET', `/v1/app/community/sb/${id}`, { token: member });
    const cn = view.body.comunBltartclCn as string;
    expect(cn).toContain('<p>안녕하세요 반갑습니다</p>');
    expect(cn).not.toMatch(/script|onerror|javascript|evil/);
    expect(cn).toContain('<iframe src="https://www.youtube.com/embed/abc123"');
    expect(view.body).toMatchObject({ thmbnlImgPtUrl: '/uploads/a.png', canEdit: true, canDelete: true, mine: true });
    const row = await database.db
      .selectFrom('comunBltartcl')
      .select('comunBltartclCn')
      .where('comunBltartclId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.comunBltartclCn).toBe(cn);
  });

  it('lets only the writer edit and the writer or an operator delete a post', async () => {
    const id = await newPost(member, { comunBltartclTit: '수정 전 제목' });
    const edit = (token: string, tit: string) =>
      call(app, 'PUT', `/v1/app/community/sb/${id}`, {
        token,
        body: { comunCtgrDcd: '1007003', comunBltartclTit: tit, comunBltartclCn: '<p>수정</p>' },
      });
    for (const token of [other.token, operator]) {
      const refused = await edit(token, '남이 바꾼 제목');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('본인이 작성한 게시글만 수정하거나 삭제할 수 있습니다.');
    }
    expect((await call(app, 'GET', `/v1/app/community/sb/${id}`)).body.comunBltartclTit).toBe('수정 전 제목');
    const mine = await edit(member, '수정한 제목');
    expect(mine.status).toBe(200);
    expect(mine.body.message).toBe('게시글이 수정되었습니다.');
    const view = await call(app, 'GET', `/v1/app/community/sb/${id}`);
    expect(view.body).toMatchObject({ comunBltartclTit: '수정한 제목', comunCtgrDcd: '1007003' });

    const refused = await call(app, 'DELETE', `/v1/app/community/sb/${id}`, { token: other.token });
    expect(refused.status).toBe(403);
    const deleted = await call(app, 'DELETE', `/v1/app/community/sb/${id}`, { token: member });
    expect(deleted.body.message).toBe('게시글이 삭제되었습니다.');
    // The portal keeps the deleted post's row: its address says it was deleted (410), an unknown one 404.
    const gone = await call(app, 'GET', `/v1/app/community/sb/${id}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ number: 410, message: '삭제된 게시글입니다.' });
    expect((await call(app, 'GET', `/v1/app/community/sb/${id}/comments`)).status).toBe(410);
    const unknown = await call(app, 'GET', `/v1/app/community/sb/999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('게시글을 찾을 수 없습니다.');
    expect((await call(app, 'DELETE', `/v1/app/community/sb/${id}`, { token: member })).status).toBe(404);
    expect((await edit(member, '지운 글 수정')).status).toBe(404);

    const byOperator = await newPost(other.token);
    const opDelete = await call(app, 'DELETE', `/v1/app/community/sb/${byOperator}`, { token: operator });
    expect(opDelete.status).toBe(200);
  });

  it('takes comments of 1–300 characters with own/writer/operator badges and masked names', async () => {
    const id = await newPost(member);
    const url = `/v1/app/community/sb/${id}/comment`;
    const before = await count('comunCmnt');
    const long = await call(app, 'POST', url, { token: other.token, body: { cmntCn: '가'.repeat(301) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('댓글은 300자 이내로 입력해주세요.');
    const empty = await call(app, 'POST', url, { token: other.token, body: { cmntCn: '  ' } });
    expect(empty.body.message).toBe('댓글 내용을 입력해주세요.');
    expect((await call(app, 'POST', url, { body: { cmntCn: '방문자' } })).status).toBe(401);
    expect(await count('comunCmnt')).toBe(before);

    const full = await call(app, 'POST', url, { token: other.token, body: { cmntCn: '나'.repeat(300) } });
    expect(full.status).toBe(200);
    expect(full.body.message).toBe('댓글이 등록되었습니다.');
    await call(app, 'POST', url, { token: member, body: { cmntCn: '작성자 댓글 😀' } });
    await call(app, 'POST', url, { token: operator, body: { cmntCn: '운영자 안내' } });
    const list = await call(app, 'GET', `/v1/app/community/sb/${id}/comments`, {
      token: other.token,
      query: { pageSize: '999' },
    });
    expect(list.status).toBe(200);
    expect(list.body.pageSize).toBe(999);
    const [byOther, byWriter, byOperator] = list.body.items;
    expect(byOther).toMatchObject({ userNm: '박*른', mine: true, writer: false, manager: false });
    expect(byWriter).toMatchObject({ userNm: '김*상', mine: false, writer: true, manager: false });
    expect(byOperator).toMatchObject({ userNm: '온***자', mine: false, writer: false, manager: true });
    expect(JSON.stringify(list.body)).not.toContain('온판운영자');

    const editUrl = url;
    const refused = await call(app, 'PUT', editUrl, {
      token: member,
      body: { cmntId: byOther.cmntId, cmntCn: '남의 댓글 수정' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('본인이 작성한 댓글만 수정하거나 삭제할 수 있습니다.');
    const tooLong = await call(app, 'PUT', editUrl, {
      token: other.token,
      body: { cmntId: byOther.cmntId, cmntCn: '다'.repeat(301) },
    });
    expect(tooLong.status).toBe(400);
    const edited = await call(app, 'PUT', editUrl, {
      token: other.token,
      body: { cmntId: byOther.cmntId, cmntCn: '고친 댓글' },
    });
    expect(edited.body.message).toBe('댓글이 수정되었습니다.');
    const wrongPost = await call(app, 'PUT', `/v1/app/community/sb/${id + 1000}/comment`, {
      token: other.token,
      body: { cmntId: byOther.cmntId, cmntCn: '다른 글' },
    });
    expect(wrongPost.status).toBe(404);

    const del = (token: string, cmntId: number, postId = id) =>
      call(app, 'DELETE', url, { token, body: { comunBltartclId: postId, cmntId } });
    expect((await del(other.token, byWriter.cmntId)).status).toBe(403);
    const mismatch = await del(member, byWriter.cmntId, id + 1);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('게시글 번호와 댓글 번호가 맞지 않습니다.');
    expect((await del(operator, byOther.cmntId)).body.message).toBe('댓글이 삭제되었습니다.');
    expect((await del(member, byWriter.cmntId)).status).toBe(200);
    expect((await del(member, byWriter.cmntId)).status).toBe(404);
    const left = await call(app, 'GET', `/v1/app/community/sb/${id}/comments`);
    expect(left.body.items.map((c: { cmntCn: string }) => c.cmntCn)).toEqual(['운영자 안내']);
  });

  it('refuses prohibited words and their evasions in titles, bodies and comments without naming the word', async () => {
    const id = await newPost(member);
    const posts = await count('comunBltartcl');
    const comments = await count('comunCmnt');
    for (const body of [
      { comunBltartclTit: '너 바 보야' },
      { comunBltartclTit: '바1보' },
      { comunBltartclCn: '<p>카.지.노 무료 쿠폰</p>' },
      { comunBltartclCn: '<p>ㅂㅏㅂㅗ</p>' },
      { comunBltartclCn: '<p>토<b>토</b>사이트</p>' },
    ]) {
      const res = await post(member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(PROHIBITED);
    }
    const edit = await call(app, 'PUT', `/v1/app/community/sb/${id}`, {
      token: member,
      body: { comunCtgrDcd: '1007002', comunBltartclTit: '멍 청 이' },
    });
    expect(edit.body.message).toBe(PROHIBITED);
    for (const cmntCn of ['바ㅋ보', '작업-대출 상담', 'ㅁㅓㅇㅊㅓㅇㅇㅣ']) {
      const res = await call(app, 'POST', `/v1/app/community/sb/${id}/comment`, {
        token: other.token,
        body: { cmntCn },
      });
      expect(res.status, cmntCn).toBe(400);
      expect(res.body.message).toBe(PROHIBITED);
    }
    expect(await count('comunBltartcl')).toBe(posts);
    expect(await count('comunCmnt')).toBe(comments);
    // Ordinary words that hold the letters of one are fine.
    expect((await post(member, { comunBltartclTit: '바다가 보이는 카페 창업기' })).status).toBe(200);
  });

  it('keeps the demo posts free of prohibited words', () => {
    for (const p of COMMUNITY_SEED) {
      for (const text of [p.tit, p.cn, ...p.comments.map((c) => c.cn)]) {
        expect(findProhibitedWord(text, PROHIBITED_WORD_SEED), text).toBeNull();
      }
    }
  });

  it('hides a post after reports from three different members until an operator restores or removes it', async () => {
    const id = await newPost(member, { comunBltartclTit: '신고 시험 글' });
    const reporters = [other.token, (await newMember(app)).token, (await newMember(app)).token];
    const report = (token: string, body: Record<string, unknown> = {}) =>
      call(app, 'POST', '/v1/app/community/rpt', {
        token,
        body: { trgtType: 'post', trgtId: id, rsnCd: 'spam', ...body },
      });
    const own = await report(member);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('본인이 작성한 글은 신고할 수 없습니다.');
    const noReason = await report(other.token, { rsnCd: undefined });
    expect(noReason.body.message).toBe('신고 사유를 선택해주세요.');

    expect((await report(reporters[0]!)).body.message).toBe('신고가 접수되었습니다. 운영자가 확인 후 조치합니다.');
    const twice = await report(reporters[0]!, { rsnCd: 'other', rsnCn: '다시' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('이미 신고하셨습니다.');
    await report(reporters[1]!, { rsnCd: 'off_topic' });
    expect((await call(app, 'GET', `/v1/app/community/sb/${id}`)).status).toBe(200);
    await report(reporters[2]!, { rsnCd: 'inappropriate' });

    const hidden = await call(app, 'GET', `/v1/app/community/sb/${id}`, { token: member });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('신고가 누적되어 운영자 확인 중인 게시글입니다.');
    const list = await call(app, 'GET', '/v1/app/community/sbs', { query: { ctgrCode: '1007002', pageSize: '100' } });
    expect(list.body.items.map((p: { comunBltartclId: number }) => p.comunBltartclId)).not.toContain(id);
    const asOperator = await call(app, 'GET', `/v1/app/community/sb/${id}`, { token: operator });
    expect(asOperator.body.hidden).toBe(true);

    expect((await call(app, 'GET', '/v1/app/community/opr/rpts', { token: member })).status).toBe(403);
    const queue = await call(app, 'GET', '/v1/app/community/opr/rpts', { token: operator });
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((i: { trgtId: number }) => i.trgtId === id);
    expect(item).toMatchObject({ trgtType: 'post', rptCnt: 3, hidden: true, excerpt: '신고 시험 글' });
    expect(item.reasons).toHaveLength(3);

    const decision = { updtDt: item.lastRptDt, reason: '신고 내용을 확인했으나 문제가 없습니다.' };
    const restorePath = `/v1/app/community/opr/rpt/post/${id}/restore`;
    const reasonless = await call(app, 'PUT', restorePath, { token: operator, body: { updtDt: item.lastRptDt } });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.message).toBe('사유를 입력해 주세요.');
    const stale = await call(app, 'PUT', restorePath, {
      token: operator,
      body: { ...decision, updtDt: '2000-01-01T00:00:00+09:00' },
    });
    expect(stale.status).toBe(409);
    expect((await call(app, 'GET', `/v1/app/community/sb/${id}`)).status).toBe(404);
    const restored = await call(app, 'PUT', restorePath, { token: operator, body: decision });
    expect(restored.body.message).toBe('다시 공개되었습니다.');
    expect((await call(app, 'GET', `/v1/app/community/sb/${id}`)).status).toBe(200);
    const audit = await database.db.selectFrom('oprAudit').selectAll().where('targetId', '=', `post:${id}`).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).toContain('신고 내용을 확인했으나 문제가 없습니다.');
    const again = await call(app, 'PUT', restorePath, { token: operator, body: decision });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.');
    const closed = await call(app, 'GET', '/v1/app/community/opr/rpts', {
      token: operator,
      query: { prcsStts: 'RESTORED', trgtType: 'post', sort: 'lastRptDt', order: 'desc' },
    });
    expect(closed.body.items.map((i: { trgtId: number }) => i.trgtId)).toContain(id);
  });

  it('hides a reported comment and lets the operator remove it; simultaneous reports are counted by the database', async () => {
    const id = await newPost(member);
    const made = await call(app, 'POST', `/v1/app/community/sb/${id}/comment`, {
      token: member,
      body: { cmntCn: '신고될 댓글' },
    });
    const cmntId = made.body.cmntId as number;
    const reporters = await Promise.all([1, 2, 3, 4].map(async () => (await newMember(app)).token));
    const results = await Promise.all(
      reporters.map((token) =>
        call(app, 'POST', '/v1/app/community/rpt', {
          token,
          body: { trgtType: 'comment', trgtId: cmntId, rsnCd: 'inappropriate' },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const comments = await call(app, 'GET', `/v1/app/community/sb/${id}/comments`);
    expect(comments.body.items).toHaveLength(0);
    const queue = await call(app, 'GET', '/v1/app/community/opr/rpts', {
      token: operator,
      query: { trgtType: 'comment', sort: 'rptCnt' },
    });
    const item = queue.body.items.find((i: { trgtId: number }) => i.trgtId === cmntId);
    expect(item.rptCnt).toBe(4);
    const removed = await call(app, 'PUT', `/v1/app/community/opr/rpt/comment/${cmntId}/remove`, {
      token: operator,
      body: { updtDt: item.lastRptDt, reason: '욕설이 담긴 댓글' },
    });
    expect(removed.body.message).toBe('삭제되었습니다.');
    const row = await database.db
      .selectFrom('comunCmnt')
      .select(['useYn'])
      .where('cmntId', '=', cmntId)
      .executeTakeFirstOrThrow();
    expect(row.useYn).toBe('N');
    // The writer (demo-member, whose mobile number is known) is told by text message, with the reason.
    const told = await database.db
      .selectFrom('notificationOutbox')
      .select(['body'])
      .where('kind', '=', 'COMMUNITY_REPORT_DECIDED')
      .execute();
    expect(told.map((t) => t.body).join('\n')).toContain('사유: 욕설이 담긴 댓글');
    const badState = await call(app, 'GET', '/v1/app/community/opr/rpts', {
      token: operator,
      query: { prcsStts: 'DONE' },
    });
    expect(badState.status).toBe(400);
    expect(badState.body.message).toBe('처리 상태가 올바르지 않습니다.');
    const bad = await call(app, 'PUT', '/v1/app/community/opr/rpt/thing/1/remove', {
      token: operator,
      body: { updtDt: item.lastRptDt, reason: '사유' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('신고 대상을 선택해주세요.');
  });
});
