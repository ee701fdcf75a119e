import { BROADCAST_MESSAGES, VOD_REPLY_PREVIEW } from '@onfan/contracts/broadcast';
import { COMMUNITY_MESSAGES } from '@onfan/contracts/community';
import { describe, expect, it } from 'vitest';
import { transactions } from '../../db/executor.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { NotificationOutbox } from '../auth/notification/outbox.js';
import { OutboxRepository } from '../auth/notification/outbox.repository.js';
import { BroadcastAlerts } from './broadcast.alerts.js';
import { BroadcastRepository } from './broadcast.repository.js';
import { indexBroadcasts } from './broadcast.search.js';

// 2026-03-10 23:30 UTC is 2026-03-11 08:30 in Seoul.
const clock = fixedClock('2026-03-10T23:30:00Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MIN).toISOString();

const API = '/v1/app/broadcast';

describe('broadcasts', async () => {
  const { app, database } = await createTestApp({ clock });
  const repo = new BroadcastRepository(database.db);
  const chnl = await repo.upsertChannel('시험 채널', '서버 시험용 채널');
  const make = (tit: string, type: '1' | '2' | '3' | '4', startMin: number, lengthMin = 60) =>
    repo.insertBroadcast(
      {
        brcChnlId: chnl,
        brcTypeDcd: type,
        brcTit: tit,
        brcBgngDt: at(startMin),
        brcEndDt: at(startMin + lengthMin),
        mediaKey: null,
      },
      [{ prdctNm: '시험 상품', prc: 10_000, sellerNm: '시험 상점', sortSeq: 0 }],
    );
  const onAir = await make('시험 라이브 방송 중', '1', -30);
  const soon = await make('시험 라이브 곧 시작', '1', 8);
  const later = await make('시험 라이브 다음 주', '1', 7 * 24 * 60);
  const ended = await make('시험 라이브 끝남', '1', -180);
  const vod = await make('시험 다시보기', '2', -3 * 24 * 60);
  const shortA = await make('시험 숏폼 하나', '3', -2 * 24 * 60, 1);
  const shortB = await make('시험 숏폼 둘', '3', -1 * 24 * 60, 1);
  await make('시험 커머스', '4', 60);

  const list = (query: Record<string, string>) => call(app, 'GET', `${API}/list`, { query });

  it('lists by type, live and commerce by start, with the status at the fixed time', async () => {
    const live = await list({ brcType: '1', searchTerm: '시험 라이브', pageSize: '10' });
    expect(live.status).toBe(200);
    const items = live.body.items as { brcInfoNo: number; brcSts: string; brcBgngDt: string }[];
    expect(items.map((i) => i.brcInfoNo)).toEqual([ended, onAir, soon, later]);
    expect(items.map((i) => i.brcSts)).toEqual(['ENDED', 'LIVE', 'SCHEDULED', 'SCHEDULED']);
    // Times on the wire are Seoul: 08:30 + 8 minutes.
    expect(items[2]!.brcBgngDt).toBe('2026-03-11T08:38:00+09:00');

    const shorts = await list({ brcType: '3', searchTerm: '시험 숏폼' });
    expect((shorts.body.items as { brcInfoNo: number }[]).map((i) => i.brcInfoNo)).toEqual([shortB, shortA]);
    const commerce = await list({ brcType: '4', searchTerm: '시험' });
    expect(commerce.body.totalCount).toBe(1);

    const bad = await list({ brcType: '9' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BROADCAST_MESSAGES.invalidType);
  });

  it('shows a broadcast with products, channel and its neighbours; its status follows the clock', async () => {
    const view = await call(app, 'GET', `${API}/brcInfo/${shortA}`);
    expect(view.status).toBe(200);
    expect(view.body.products).toEqual([{ prdctNm: '시험 상품', prc: 10_000, sellerNm: '시험 상점' }]);
    expect(view.body.channel.chnlNm).toBe('시험 채널');
    expect(view.body.prvwTm).toBe(180);
    expect(view.body.mediaUrl).toBeNull();
    expect(view.body.preNo).toBe(shortB);

    const scheduled = await call(app, 'GET', `${API}/brcSts/${soon}`);
    expect(scheduled.body.brcSts).toBe('SCHEDULED');
    // The pages' poll interval is the server's configuration (BROADCAST_POLL_SECONDS, 10 s by default).
    expect(scheduled.body.pollMs).toBe(10_000);
    clock.set(at(10));
    try {
      const sts = await call(app, 'GET', `${API}/brcSts/${soon}`);
      expect(sts.body.brcSts).toBe('LIVE');
      expect(sts.body.now).toBe('2026-03-11T08:40:00+09:00');
    } finally {
      clock.set('2026-03-10T23:30:00Z');
    }

    const missing = await call(app, 'GET', `${API}/brcInfo/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(BROADCAST_MESSAGES.notFound);
  });

  it('offers every broadcast as an .ics file with an alarm 10 minutes before', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/ics/${soon}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`onfan-broadcast-${soon}.ics`);
    const body = res.body.replace(/\r\n /g, '');
    expect(body).toContain('DTSTART:20260310T233800Z');
    expect(body).toContain('SUMMARY:[온판 방송] 시험 라이브 곧 시작');
    expect(body).toContain('TRIGGER:-PT10M');
    // It links to the broadcast's live page.
    expect(body).toContain(`/live/${soon}/view`);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const missing = await app.inject({ method: 'GET', url: `${API}/ics/999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BROADCAST_MESSAGES.notFound);
    const bad = await app.inject({ method: 'GET', url: `${API}/ics/abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(BROADCAST_MESSAGES.invalidId);
  });

  it('lists the month schedule in Seoul days and the live channels', async () => {
    const march = await call(app, 'GET', `${API}/sms/prog/schedule`, { query: { ym: '202603' } });
    expect(march.status).toBe(200);
    const nos = (march.body as { brcInfoNo: number }[]).map((i) => i.brcInfoNo);
    expect(nos).toEqual(expect.arrayContaining([onAir, soon, later, ended]));
    expect(nos).not.toContain(vod);
    const bad = await call(app, 'GET', `${API}/sms/prog/schedule`, { query: { ym: '2026-3' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BROADCAST_MESSAGES.invalidMonth);

    const lc = await call(app, 'GET', `${API}/lc`);
    const mine = (lc.body as { brcChnlId: number; live: { brcInfoNo: number } | null }[]).find(
      (c) => c.brcChnlId === chnl,
    );
    expect(mine?.live?.brcInfoNo).toBe(onAir);
  });

  it('adds and deletes alerts idempotently, only for broadcasts that have not started', async () => {
    const m = await newMember(app);
    const add = (brcInfoNo: number) =>
      call(app, 'POST', `${API}/sms/prog/add`, { token: m.token, body: { brcInfoNo } });
    const mine = async () =>
      (await call(app, 'POST', `${API}/sms/prog/list`, { token: m.token, body: {} })).body as {
        totalCount: number;
        items: { brcInfoNo: number }[];
      };

    expect((await call(app, 'POST', `${API}/sms/prog/add`, { body: { brcInfoNo: later } })).status).toBe(401);
    const first = await add(later);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(BROADCAST_MESSAGES.alarmAdded);
    expect((await add(later)).status).toBe(200);
    expect((await mine()).totalCount).toBe(1);

    const refused = await add(onAir);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BROADCAST_MESSAGES.alarmNotScheduled);
    const allRefused = await call(app, 'POST', `${API}/sms/prog/addAll`, {
      token: m.token,
      body: { brcInfoNos: [soon, ended] },
    });
    expect(allRefused.status).toBe(400);
    expect((await mine()).totalCount).toBe(1);

    const all = await call(app, 'POST', `${API}/sms/prog/addAll`, {
      token: m.token,
      body: { brcInfoNos: [soon, later, soon] },
    });
    expect(all.body.message).toBe(BROADCAST_MESSAGES.alarmAllAdded);
    expect((await mine()).items.map((i) => i.brcInfoNo)).toEqual([soon, later]);
    const view = await call(app, 'GET', `${API}/brcInfo/${soon}`, { token: m.token });
    expect(view.body.alarmYn).toBe('Y');
    const listed = await call(app, 'GET', `${API}/list`, {
      token: m.token,
      query: { brcType: '1', searchTerm: '시험 라이브' },
    });
    expect(
      (listed.body.items as { brcInfoNo: number; alarmYn: string }[]).map((i) => [i.brcInfoNo, i.alarmYn]),
    ).toEqual([
      [ended, 'N'],
      [onAir, 'N'],
      [soon, 'Y'],
      [later, 'Y'],
    ]);

    const del = await call(app, 'POST', `${API}/sms/prog/del`, { token: m.token, body: { brcInfoNo: soon } });
    expect(del.body.message).toBe(BROADCAST_MESSAGES.alarmDeleted);
    expect((await call(app, 'POST', `${API}/sms/prog/del`, { token: m.token, body: { brcInfoNo: soon } })).status).toBe(
      200,
    );
    expect((await mine()).items.map((i) => i.brcInfoNo)).toEqual([later]);
    const delAll = await call(app, 'POST', `${API}/sms/prog/delAll`, { token: m.token });
    expect(delAll.body.message).toBe(BROADCAST_MESSAGES.alarmAllDeleted);
    expect((await mine()).totalCount).toBe(0);
  });

  it('writes one text message 10 minutes before a subscribed or followed broadcast, once', async () => {
    const subscriber = await newMember(app);
    const follower = await newMember(app);
    const other = await newMember(app);
    await call(app, 'POST', `${API}/sms/prog/add`, { token: subscriber.token, body: { brcInfoNo: soon } });
    await call(app, 'POST', `${API}/sms/prog/add`, { token: other.token, body: { brcInfoNo: later } });
    const follow = await call(app, 'POST', '/v1/app/sbptn/liveSbptn', {
      token: follower.token,
      body: { brcChnlId: chnl, sbptnYn: 'Y' },
    });
    expect(follow.body.message).toBe(BROADCAST_MESSAGES.followed);
    const follows = await call(app, 'GET', '/v1/app/sbptn/liveSbptn', { token: follower.token });
    expect((follows.body as { brcChnlId: number; sbptnYn: string }[]).map((c) => [c.brcChnlId, c.sbptnYn])).toEqual([
      [chnl, 'Y'],
    ]);

    const outbox = new NotificationOutbox(new OutboxRepository(database.db), clock, { send: async () => {} });
    const alerts = new BroadcastAlerts({ db: database.db, transaction: transactions(database.db), clock, outbox });
    // At 08:30 the 08:38 broadcast is due (10 minutes); next week's is not.
    expect(await alerts.sendDue()).toBe(2);
    expect(await alerts.sendDue()).toBe(0);

    const admin = await login(app, 'demo-admin');
    const texts = async (mblNo: string) =>
      (await call(app, 'GET', '/v1/app/auth/opr/outbox', { token: admin, query: { mblNo } })).body.items as {
        kind: string;
        body: string;
      }[];
    const sent = (await texts(subscriber.mblNo)).filter((t) => t.kind === 'broadcast-alert');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('「시험 라이브 곧 시작」 방송이 3월 11일 08:38에 시작합니다');
    expect((await texts(follower.mblNo)).filter((t) => t.kind === 'broadcast-alert')).toHaveLength(1);
    expect((await texts(other.mblNo)).filter((t) => t.kind === 'broadcast-alert')).toHaveLength(0);

    const unfollow = await call(app, 'POST', '/v1/app/sbptn/liveSbptn', {
      token: follower.token,
      body: { brcChnlId: chnl, sbptnYn: 'N' },
    });
    expect(unfollow.body.message).toBe(BROADCAST_MESSAGES.unfollowed);
    const missing = await call(app, 'POST', '/v1/app/sbptn/liveSbptn', {
      token: follower.token,
      body: { brcChnlId: 999999, sbptnYn: 'Y' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(BROADCAST_MESSAGES.channelNotFound);
  });

  it('takes a report once per member into the one report queue, where an operator decides it', async () => {
    const m = await newMember(app);
    const report = () =>
      call(app, 'POST', `${API}/brcDclr`, {
        token: m.token,
        body: { brcInfoNo: vod, rsnCd: 'fraud', rsnCn: '과장 광고' },
      });
    const first = await report();
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(BROADCAST_MESSAGES.reported);
    const again = await report();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BROADCAST_MESSAGES.alreadyReported);
    const noReason = await call(app, 'POST', `${API}/brcDclr`, { token: m.token, body: { brcInfoNo: vod } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(BROADCAST_MESSAGES.reportReasonRequired);
    // A broadcast is reported only with its own reasons, through its own call, never the community's.
    const viaCommunity = await call(app, 'POST', '/v1/app/community/rpt', {
      token: m.token,
      body: { trgtType: 'brc', trgtId: vod, rsnCd: 'spam' },
    });
    expect(viaCommunity.status).toBe(400);

    const admin = await login(app, 'demo-admin');
    const queue = await call(app, 'GET', '/v1/app/community/opr/rpts', { token: admin, query: { trgtType: 'brc' } });
    expect(queue.status).toBe(200);
    const item = (queue.body.items as { trgtId: number }[]).find((r) => r.trgtId === vod);
    expect(item).toMatchObject({
      trgtType: 'brc',
      rptCnt: 1,
      excerpt: '시험 다시보기',
      writerId: null,
      writerNm: '시험 채널',
      hidden: false,
      reasons: [{ rsnCd: 'fraud', rsnNm: '허위·과장 광고', cnt: 1 }],
    });
  });

  it('hides no broadcast on a count; the operator removes it on the copy read, audited, reporters told', async () => {
    const target = await make('시험 신고 방송', '2', -4 * 24 * 60);
    const reporters = await Promise.all([1, 2, 3, 4].map(() => newMember(app)));
    const results = await Promise.all(
      reporters.map((r, i) =>
        call(app, 'POST', `${API}/brcDclr`, {
          token: r.token,
          body: { brcInfoNo: target, rsnCd: i === 0 ? 'copyright' : 'fraud' },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Four reports: an agency's broadcast stays up until an operator decides.
    expect((await call(app, 'GET', `${API}/brcInfo/${target}`)).status).toBe(200);

    const admin = await login(app, 'demo-admin');
    const community = await login(app, 'demo-member');
    const read = async () =>
      (
        (await call(app, 'GET', '/v1/app/community/opr/rpts', { token: admin, query: { trgtType: 'brc' } })).body
          .items as { trgtId: number; lastRptDt: string; rptCnt: number; reasons: { rsnNm: string; cnt: number }[] }[]
      ).find((r) => r.trgtId === target)!;
    const item = await read();
    expect(item.rptCnt).toBe(4);
    expect(item.reasons).toEqual(
      expect.arrayContaining([
        { rsnCd: 'fraud', rsnNm: '허위·과장 광고', cnt: 3 },
        { rsnCd: 'copyright', rsnNm: '저작권 침해', cnt: 1 },
      ]),
    );
    const removePath = `/v1/app/community/opr/rpt/brc/${target}/remove`;
    expect(
      (await call(app, 'PUT', removePath, { token: community, body: { updtDt: item.lastRptDt, reason: '사유' } }))
        .status,
    ).toBe(403);
    const reasonless = await call(app, 'PUT', removePath, { token: admin, body: { updtDt: item.lastRptDt } });
    expect(reasonless.status).toBe(400);
    const stale = await call(app, 'PUT', removePath, {
      token: admin,
      body: { updtDt: '2000-01-01T00:00:00+09:00', reason: '저작권 침해 확인' },
    });
    expect(stale.status).toBe(409);
    expect((await call(app, 'GET', `${API}/brcInfo/${target}`)).status).toBe(200);

    const removed = await call(app, 'PUT', removePath, {
      token: admin,
      body: { updtDt: item.lastRptDt, reason: '저작권 침해 확인' },
    });
    expect(removed.status).toBe(200);
    expect((await call(app, 'GET', `${API}/brcInfo/${target}`)).status).toBe(404);
    const listed = await list({ brcType: '2', searchTerm: '시험 신고 방송' });
    expect(listed.body.totalCount).toBe(0);
    expect(await read()).toBeUndefined();
    const twice = await call(app, 'PUT', removePath, {
      token: admin,
      body: { updtDt: item.lastRptDt, reason: '저작권 침해 확인' },
    });
    expect(twice.status).toBe(409);

    const audit = await database.db
      .selectFrom('oprAudit')
      .selectAll()
      .where('targetId', '=', `brc:${target}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).toContain('저작권 침해 확인');
    const told = await database.db
      .selectFrom('notificationOutbox')
      .select(['userId', 'body'])
      .where('kind', '=', 'COMMUNITY_REPORT_OUTCOME')
      .where(
        'userId',
        'in',
        reporters.map((r) => r.userId),
      )
      .execute();
    expect(told).toHaveLength(reporters.length);
    expect(told[0]!.body).toContain('신고한 방송을 운영자가 확인하고 비공개로 전환했습니다');
  });

  it('comments, one level of replies, prohibited words and repeated comments refused, writer masked', async () => {
    const m = await newMember(app, { userNm: '김온판' });
    const post = (body: unknown) => call(app, 'POST', '/v1/app/vod/vodCmnt', { token: m.token, body });
    const reply = (body: unknown) => call(app, 'POST', '/v1/app/vod/vodCmntReply', { token: m.token, body });
    const comments = () =>
      call(app, 'GET', '/v1/app/vod/vodCmnt', { token: m.token, query: { brcInfoNo: String(vod) } });

    const saved = await post({ brcInfoNo: vod, cmntCn: '영상 잘 봤습니다.' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(BROADCAST_MESSAGES.commentSaved);
    const top = saved.body.vodCmntId as number;

    const repeated = await post({ brcInfoNo: vod, cmntCn: '영상 잘 봤습니다.' });
    expect(repeated.status).toBe(409);
    expect(repeated.body.message).toBe(BROADCAST_MESSAGES.commentRepeated);
    const empty = await post({ brcInfoNo: vod, cmntCn: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(BROADCAST_MESSAGES.commentRequired);
    const dirty = await post({ brcInfoNo: vod, cmntCn: '이런 바보 같은 영상' });
    expect(dirty.status).toBe(400);
    expect(dirty.body.message).toBe(BROADCAST_MESSAGES.prohibited);
    const onLive = await post({ brcInfoNo: onAir, cmntCn: '라이브 댓글' });
    expect(onLive.status).toBe(400);
    expect(onLive.body.message).toBe(BROADCAST_MESSAGES.commentNotVod);

    const r = await reply({ vodCmntId: top, cmntCn: '저도 그렇게 생각해요.' });
    expect(r.body.message).toBe(BROADCAST_MESSAGES.replySaved);
    const deeper = await reply({ vodCmntId: r.body.vodCmntId, cmntCn: '답글의 답글' });
    expect(deeper.status).toBe(400);
    expect(deeper.body.message).toBe(BROADCAST_MESSAGES.replyToReply);

    const page = await comments();
    expect(page.body.totalCount).toBe(1);
    const [c] = page.body.items as { vodCmntId: number; userNm: string; mine: boolean; replies: unknown[] }[];
    expect(c!.vodCmntId).toBe(top);
    expect(c!.userNm).toBe('김*판');
    expect(c!.mine).toBe(true);
    expect(c!.replies).toHaveLength(1);
  });

  it('pages the replies of a comment (GET vod/vodCmntReply), oldest first; the list shows the first few and the count', async () => {
    const writer = await newMember(app, { userNm: '박답글' });
    const reader = await newMember(app);
    const top = (
      await call(app, 'POST', '/v1/app/vod/vodCmnt', {
        token: writer.token,
        body: { brcInfoNo: vod, cmntCn: '답글이 많은 댓글' },
      })
    ).body.vodCmntId as number;
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const saved = await call(app, 'POST', '/v1/app/vod/vodCmntReply', {
        token: i % 2 ? writer.token : reader.token,
        body: { vodCmntId: top, cmntCn: `답글 ${i}` },
      });
      expect(saved.status).toBe(200);
      ids.push(saved.body.vodCmntId as number);
    }
    await call(app, 'PUT', '/v1/app/vod/vodCmntLkDsk', {
      token: reader.token,
      body: { vodCmntId: ids[0], lkDskCd: '100' },
    });

    const replies = (query: Record<string, string>, token?: string) =>
      call(app, 'GET', '/v1/app/vod/vodCmntReply', { token, query: { vodCmntId: String(top), ...query } });
    // Anyone reads them; a page is the envelope's page.
    const first = await replies({ pageSize: '3' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalCount: 7, hasMore: true, pageSize: 3, pageNo: 1 });
    expect(first.body.items.map((r: { cmntCn: string }) => r.cmntCn)).toEqual(['답글 1', '답글 2', '답글 3']);
    expect(first.body.items[0]).toMatchObject({ vodCmntId: ids[0], userNm: '박*글', mine: false, lkCnt: 1 });
    const last = await replies({ pageSize: '3', pageNo: '3' }, reader.token);
    expect(last.body).toMatchObject({ totalCount: 7, hasMore: false, pageNo: 3 });
    expect(last.body.items).toEqual([expect.objectContaining({ vodCmntId: ids[6], cmntCn: '답글 7', mine: false })]);
    const mine = await replies({ pageSize: '10' }, reader.token);
    expect(mine.body.items.map((r: { mine: boolean }) => r.mine)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(mine.body.items[0].myLkDskCd).toBe('100');

    // The comment list carries the count and the first replies; the rest are read with the call above.
    const list = await call(app, 'GET', '/v1/app/vod/vodCmnt', { query: { brcInfoNo: String(vod), pageSize: '50' } });
    const item = (list.body.items as { vodCmntId: number; rplyCnt: number; replies: { vodCmntId: number }[] }[]).find(
      (c) => c.vodCmntId === top,
    )!;
    expect(item.rplyCnt).toBe(7);
    expect(item.replies.map((r) => r.vodCmntId)).toEqual(ids.slice(0, VOD_REPLY_PREVIEW));

    // A comment that is not there: 404 in Korean; a bad id: 400.
    const missing = await call(app, 'GET', '/v1/app/vod/vodCmntReply', { query: { vodCmntId: '999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(BROADCAST_MESSAGES.commentNotFound);
    const bad = await call(app, 'GET', '/v1/app/vod/vodCmntReply', { query: { vodCmntId: 'x' } });
    expect(bad.status).toBe(400);
    // A reply has no replies of its own.
    const ofReply = await call(app, 'GET', '/v1/app/vod/vodCmntReply', { query: { vodCmntId: String(ids[0]) } });
    expect(ofReply.body).toMatchObject({ items: [], totalCount: 0, hasMore: false });
  });

  it('counts one like or dislike per member, switching allowed', async () => {
    const writer = await newMember(app);
    const a = await newMember(app);
    const b = await newMember(app);
    const saved = await call(app, 'POST', '/v1/app/vod/vodCmnt', {
      token: writer.token,
      body: { brcInfoNo: shortA, cmntCn: '짧고 좋네요' },
    });
    const vodCmntId = saved.body.vodCmntId as number;
    const vote = (token: string, lkDskCd: string) =>
      call(app, 'PUT', '/v1/app/vod/vodCmntLkDsk', { token, body: { vodCmntId, lkDskCd } });

    expect((await vote(a.token, '100')).body).toMatchObject({ lkCnt: 1, dskCnt: 0, message: BROADCAST_MESSAGES.liked });
    expect((await vote(a.token, '100')).body).toMatchObject({ lkCnt: 1, dskCnt: 0 });
    expect((await vote(b.token, '100')).body).toMatchObject({ lkCnt: 2, dskCnt: 0 });
    expect((await vote(a.token, '200')).body).toMatchObject({
      lkCnt: 1,
      dskCnt: 1,
      message: BROADCAST_MESSAGES.disliked,
    });
    const bad = await vote(a.token, '300');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BROADCAST_MESSAGES.likeCodeRequired);
    const row = await repo.findComment(vodCmntId);
    expect([row?.lkCnt, row?.dskCnt]).toEqual([1, 1]);

    const page = await call(app, 'GET', '/v1/app/vod/vodCmnt', {
      token: a.token,
      query: { brcInfoNo: String(shortA) },
    });
    const mine = (page.body.items as { vodCmntId: number; myLkDskCd: string | null }[]).find(
      (x) => x.vodCmntId === vodCmntId,
    );
    expect(mine?.myLkDskCd).toBe('200');
  });

  it('answers the main page live section: on air now, next by start, newest replays', async () => {
    const res = await call(app, 'GET', '/v1/app/main/live');
    expect(res.status).toBe(200);
    const nos = (k: string) => (res.body[k] as { brcInfoNo: number }[]).map((i) => i.brcInfoNo);
    expect(nos('onAir')).toContain(onAir);
    expect(nos('onAir')).not.toContain(ended);
    expect(nos('next').slice(0, 1)).toEqual([soon]);
    expect(nos('next')).not.toContain(onAir);
    expect(nos('replays')).toContain(vod);
    expect(nos('replays')).not.toContain(shortA);
    expect((res.body.onAir as { brcSts: string }[]).every((b) => b.brcSts === 'LIVE')).toBe(true);
  });

  it("reports a comment into the community's one queue: once per member, never one's own, hidden at three", async () => {
    const writer = await newMember(app);
    const saved = await call(app, 'POST', '/v1/app/vod/vodCmnt', {
      token: writer.token,
      body: { brcInfoNo: vod, cmntCn: '신고될 댓글입니다' },
    });
    const vodCmntId = saved.body.vodCmntId as number;
    const report = (token: string | undefined, body: Record<string, unknown> = {}) =>
      call(app, 'POST', '/v1/app/community/rpt', {
        token,
        body: { trgtType: 'vodCmnt', trgtId: vodCmntId, rsnCd: 'spam', ...body },
      });
    const shown = async () =>
      (
        (await call(app, 'GET', '/v1/app/vod/vodCmnt', { query: { brcInfoNo: String(vod) } })).body.items as {
          vodCmntId: number;
        }[]
      ).some((c) => c.vodCmntId === vodCmntId);

    const [a, b, c] = [await newMember(app), await newMember(app), await newMember(app)];
    const first = await report(a.token, { rsnCn: '광고 같아요' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(COMMUNITY_MESSAGES.reported);
    const again = await report(a.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(COMMUNITY_MESSAGES.alreadyReported);
    const own = await report(writer.token);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(COMMUNITY_MESSAGES.ownReport);
    expect((await report(undefined)).status).toBe(401);
    const missing = await call(app, 'POST', '/v1/app/community/rpt', {
      token: a.token,
      body: { trgtType: 'vodCmnt', trgtId: 999999, rsnCd: 'spam' },
    });
    expect(missing.status).toBe(404);

    expect(await shown()).toBe(true);
    await report(b.token);
    await report(c.token, { rsnCd: 'inappropriate' });
    // Three members' reports hide it until an operator decides; its likes and replies are refused meanwhile.
    expect(await shown()).toBe(false);
    const like = await call(app, 'PUT', '/v1/app/vod/vodCmntLkDsk', {
      token: a.token,
      body: { vodCmntId, lkDskCd: '100' },
    });
    expect(like.status).toBe(404);

    const admin = await login(app, 'demo-admin');
    const queue = await call(app, 'GET', '/v1/app/community/opr/rpts', { token: admin, query: { pageSize: '50' } });
    const item = (
      queue.body.items as {
        trgtType: string;
        trgtId: number;
        trgtUrl: string;
        excerpt: string;
        hidden: boolean;
        rptCnt: number;
        lastRptDt: string;
      }[]
    ).find((r) => r.trgtType === 'vodCmnt' && r.trgtId === vodCmntId)!;
    expect(item).toMatchObject({
      trgtUrl: `/broadcast/${vod}/view`,
      excerpt: '신고될 댓글입니다',
      hidden: true,
      rptCnt: 3,
    });
    const restore = await call(app, 'PUT', `/v1/app/community/opr/rpt/vodCmnt/${vodCmntId}/restore`, {
      token: admin,
      body: { updtDt: item.lastRptDt, reason: '신고 내용과 다름' },
    });
    expect(restore.body.message).toBe(COMMUNITY_MESSAGES.restored);
    expect(await shown()).toBe(true);
  });

  it('puts broadcasts in the integrated search at their pages (title, description, channel, products)', async () => {
    expect(await indexBroadcasts(database.db)).toBeGreaterThanOrEqual(8);
    const res = await call(app, 'GET', '/v1/app/common/search', {
      query: { searchTerm: '시험 다시보기', type: 'broadcast' },
    });
    expect(res.status).toBe(200);
    const hits = res.body.groups[0].items as { id: string; url: string; tit: string }[];
    expect(hits.find((h) => h.id === String(vod))).toMatchObject({
      url: `/broadcast/${vod}/view`,
      tit: '시험 다시보기',
    });
    const live = await call(app, 'GET', '/v1/app/common/search', {
      query: { searchTerm: '시험 라이브 곧 시작', type: 'broadcast' },
    });
    expect((live.body.groups[0].items as { url: string }[]).map((h) => h.url)).toContain(`/live/${soon}/view`);
    const products = await call(app, 'GET', '/v1/app/common/search', {
      query: { searchTerm: '시험 상점', type: 'broadcast' },
    });
    expect(products.body.totalCount).toBeGreaterThan(0);
    // Indexing again refreshes, it does not duplicate.
    await indexBroadcasts(database.db);
    const again = await call(app, 'GET', '/v1/app/common/search', {
      query: { searchTerm: '시험 다시보기', type: 'broadcast' },
    });
    expect(again.body.totalCount).toBe(res.body.totalCount);
  });
});
