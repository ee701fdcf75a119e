import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login } from '../auth/auth.testkit.js';
import { roomIdOf } from './studio.testkit.js';

/**
 * The review desk (issue 38): studio reviews listed for operators with filters and sorting, hidden with a reason and
 * shown again on the copy read (a stale copy, or the second of two changes made at once, changes nothing), an audit
 * row with each change; a hidden review leaves the public list and counts, and its writer sees it marked hidden.
 */
const STALE = '다른 담당자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';

describe('the review desk', async () => {
  const { app, database } = await createTestApp();
  const roomA = await roomIdOf(database, '라이브룸 A');
  const operator = await login(app, 'demo-admin');
  const member = await login(app, 'demo-member');
  const desk = (query: Record<string, string> = {}, token = operator) =>
    call(app, 'GET', '/v1/app/studio/opr/revws', { token, query });
  const hide = (revwId: number, body: object, token = operator) =>
    call(app, 'PUT', `/v1/app/studio/opr/revws/${revwId}/hide`, { token, body });
  const show = (revwId: number, body: object, token = operator) =>
    call(app, 'PUT', `/v1/app/studio/opr/revws/${revwId}/show`, { token, body });
  const stored = (revwId: number) =>
    database.db.selectFrom('roomRevw').selectAll().where('revwId', '=', revwId).executeTakeFirstOrThrow();
  const audits = (revwId: number) =>
    database.db
      .selectFrom('oprAudit')
      .select(['action', 'beforeJson', 'afterJson'])
      .where('targetKind', '=', 'review')
      .where('targetId', '=', String(revwId))
      .orderBy('auditId')
      .execute();
  const told = (rsvtId: number) =>
    database.db
      .selectFrom('notificationOutbox')
      .select(['channel', 'userId', 'kind', 'subject', 'body'])
      .where('kind', '=', 'review-hidden')
      .where('body', 'like', `%R${String(rsvtId).padStart(8, '0')}%`)
      .orderBy('id')
      .execute();
  const publicList = async () =>
    (await call(app, 'GET', `/v1/app/studio/${roomA}/revws`, { query: { pageSize: '50' } })).body.items as {
      revwId: number;
    }[];
  const publicTotal = async () =>
    ((await call(app, 'GET', `/v1/app/studio/${roomA}/revw/cnts`)).body as { revwCnt: number }[]).reduce(
      (s, c) => s + c.revwCnt,
      0,
    );
  const demoMembersReview = async () => {
    const list = await desk({ roomId: String(roomA), pageSize: '100' });
    return list.body.items.find((r: { revwCmnt: string }) => r.revwCmnt.startsWith('조명과 음향이 좋아서'));
  };

  it('lists the reviews with the room, the text in place, the writer masked; filters and sorts on the server', async () => {
    const all = await desk();
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBeGreaterThanOrEqual(6);
    const first = all.body.items[0];
    expect(first).toMatchObject({ visibility: 'SHOWN', hideRsn: null, hideDt: null, hideOprNm: null });
    expect(first.lgnId).toMatch(/\*/);
    expect(first.rsvtNo).toMatch(/^R\d{8}$/);
    const regDts = all.body.items.map((r: { regDt: string }) => r.regDt);
    expect(regDts).toEqual([...regDts].sort().reverse());

    const inRoom = await desk({ roomId: String(roomA) });
    expect(inRoom.body.totalCount).toBe(4);
    expect(new Set(inRoom.body.items.map((r: { roomNm: string }) => r.roomNm))).toEqual(new Set(['라이브룸 A']));
    const byScore = await desk({ roomId: String(roomA), sort: 'starrtScore', order: 'asc' });
    expect(byScore.body.items.map((r: { starrtScore: number }) => r.starrtScore)).toEqual([3, 4, 5, 5]);

    // The written period, in Seoul days: the oldest review is outside a period that ends before it was written.
    const oldest = [...inRoom.body.items].sort((a, b) => a.regDt.localeCompare(b.regDt))[0];
    const oldestDay = oldest.regDt.slice(0, 10).replace(/-/g, '');
    const sameDay = await desk({ roomId: String(roomA), from: oldestDay, to: oldestDay });
    expect(sameDay.body.items.map((r: { revwId: number }) => r.revwId)).toEqual([oldest.revwId]);

    const backwards = await desk({ from: '20251010', to: '20251001' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      { field: 'to', message: '작성일 끝은 작성일 시작과 같거나 뒤여야 합니다.' },
    ]);
    const noDay = await desk({ from: '20250231' });
    expect(noDay.status).toBe(400);
    expect(noDay.body.message).toBe('날짜를 올바르게 입력해 주세요.');
    expect((await desk({ visibility: 'GONE' })).body.message).toBe('공개 상태는 공개 또는 숨김 중에서 골라 주세요.');
    expect((await desk({ sort: 'lgnId' })).status).toBe(400);
  });

  it('hides a review with a reason: it leaves the public list and counts, the writer sees it hidden; shown again', async () => {
    const review = await demoMembersReview();
    const publicBefore = await publicTotal();
    expect((await publicList()).map((r) => r.revwId)).toContain(review.revwId);

    // No reason, a stale copy, an unknown review: Korean refusals, nothing changes.
    const noReason = await hide(review.revwId, { updtDt: review.updtDt, hideRsn: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ field: 'hideRsn', message: '사유를 입력해 주세요.' }]);
    const stale = await hide(review.revwId, { updtDt: '2020-01-01T00:00:00.000Z', hideRsn: '욕설' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await hide(99_999_999, { updtDt: review.updtDt, hideRsn: '욕설' })).status).toBe(404);
    expect((await stored(review.revwId)).hideYn).toBe('N');
    expect(await audits(review.revwId)).toEqual([]);
    expect(await told(review.rsvtId), 'a refused hide tells nobody').toEqual([]);

    const hidden = await hide(review.revwId, { updtDt: review.updtDt, hideRsn: ' 개인 연락처가 적혀 있음 ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('후기를 숨겼습니다. 방문자에게 보이지 않습니다.');
    const row = await stored(review.revwId);
    expect(row).toMatchObject({ hideYn: 'Y', hideRsn: '개인 연락처가 적혀 있음' });
    expect(row.hideBy).not.toBeNull();
    expect(await audits(review.revwId)).toEqual([
      {
        action: 'HIDE',
        beforeJson: JSON.stringify({ hideYn: 'N', hideRsn: null }),
        afterJson: JSON.stringify({ hideYn: 'Y', hideRsn: '개인 연락처가 적혀 있음' }),
      },
    ]);

    // The writer is told, with the reason, by text to the booking's contact phone (and e-mail when they have one).
    const writer = await database.db
      .selectFrom('rsvt')
      .select(['userId', 'rsvtUserCnctel'])
      .where('rsvtId', '=', review.rsvtId)
      .executeTakeFirstOrThrow();
    const notices = await told(review.rsvtId);
    const sms = notices.find((n) => n.channel === 'SMS');
    expect(sms).toMatchObject({ userId: writer.userId });
    expect(sms!.body).toContain('이용 후기가 운영 정책에 따라 숨김 처리되었습니다. 사유: 개인 연락처가 적혀 있음.');
    const sent = await database.db
      .selectFrom('notificationOutbox')
      .select('recipient')
      .where('kind', '=', 'review-hidden')
      .where('channel', '=', 'SMS')
      .where('userId', '=', writer.userId)
      .executeTakeFirstOrThrow();
    expect(sent.recipient).toBe(writer.rsvtUserCnctel);
    for (const n of notices.filter((x) => x.channel === 'EMAIL')) expect(n.body).toBe(sms!.body);

    expect((await publicList()).map((r) => r.revwId)).not.toContain(review.revwId);
    expect(await publicTotal()).toBe(publicBefore - 1);
    const mine = await call(app, 'GET', '/v1/app/studio/rsvts', { token: member, query: { pageSize: '50' } });
    expect(mine.body.items.find((r: { rsvtId: number }) => r.rsvtId === review.rsvtId)).toMatchObject({
      revwYn: 'Y',
      revwHideYn: 'Y',
    });

    const listed = await desk({ visibility: 'HIDDEN' });
    expect(listed.body.items.map((r: { revwId: number }) => r.revwId)).toEqual([review.revwId]);
    const now = listed.body.items[0];
    expect(now).toMatchObject({ visibility: 'HIDDEN', hideRsn: '개인 연락처가 적혀 있음' });
    expect(now.hideOprNm).toBeTruthy();
    expect(now.hideDt).toMatch(/\+09:00$/);
    expect((await desk({ visibility: 'SHOWN' })).body.items.map((r: { revwId: number }) => r.revwId)).not.toContain(
      review.revwId,
    );

    // The copy read before the hide is stale now; hiding twice is told so.
    expect((await show(review.revwId, { updtDt: review.updtDt })).body.message).toBe(STALE);
    const again = await hide(review.revwId, { updtDt: now.updtDt, hideRsn: '또' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 숨긴 후기입니다.');

    const shown = await show(review.revwId, { updtDt: now.updtDt });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe('후기를 다시 보이게 했습니다.');
    expect(await stored(review.revwId)).toMatchObject({ hideYn: 'N', hideRsn: null, hideBy: null, hideDt: null });
    expect((await audits(review.revwId)).map((a) => a.action)).toEqual(['HIDE', 'SHOW']);
    expect(await told(review.rsvtId), 'showing it again sends nothing more').toHaveLength(notices.length);
    expect((await publicList()).map((r) => r.revwId)).toContain(review.revwId);
    expect(await publicTotal()).toBe(publicBefore);
  });

  it('of two operators hiding one review on one reading, exactly one wins and one audit row is written', async () => {
    const review = await demoMembersReview();
    const [a, b] = await Promise.all([
      hide(review.revwId, { updtDt: review.updtDt, hideRsn: '첫 번째 담당자' }),
      hide(review.revwId, { updtDt: review.updtDt, hideRsn: '두 번째 담당자' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([STALE, '이미 숨긴 후기입니다.']).toContain((a.status === 409 ? a : b).body.message);
    expect((await audits(review.revwId)).filter((x) => x.action === 'HIDE')).toHaveLength(2); // the earlier test's + one
    const winner = a.status === 200 ? '첫 번째 담당자' : '두 번째 담당자';
    expect((await stored(review.revwId)).hideRsn).toBe(winner);
    // The writer is told once, the winner's reason; the losing hide sent nothing.
    const sms = (await told(review.rsvtId)).filter((n) => n.channel === 'SMS');
    expect(sms.map((n) => n.body.includes(`사유: ${winner}.`))).toEqual([false, true]);
  });

  it('refuses a member (403), and a console change with a broken body is a Korean 400', async () => {
    expect((await desk({}, member)).status).toBe(403);
    const review = await demoMembersReview();
    expect((await hide(review.revwId, { hideRsn: '이유' }, member)).status).toBe(403);
    const noCopy = await show(review.revwId, {});
    expect(noCopy.status).toBe(400);
    expect(noCopy.body.message).toBe(STALE);
    expect((await hide(0, { updtDt: review.updtDt, hideRsn: '이유' })).body.message).toBe('후기를 찾을 수 없습니다.');
  });
});
