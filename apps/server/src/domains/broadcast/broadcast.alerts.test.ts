import { liveComingPath } from '@onfan/contracts/portal-path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, newMember, newOperator } from '../auth/auth.testkit.js';
import { BROADCAST_JOBS, broadcastJobs, createBroadcastAlerts } from './broadcast.alerts.js';
import { BroadcastRepository } from './broadcast.repository.js';

const clock = fixedClock('2026-03-10T23:30:00Z');
const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();

describe('broadcast alerts in the notification centre', async () => {
  const { app, database } = await createTestApp({ clock });
  const repo = new BroadcastRepository(database.db);
  const chnl = await repo.upsertChannel('알림 시험 채널', '알림 시험');
  const soon = await repo.insertBroadcast(
    { brcChnlId: chnl, brcTypeDcd: '1', brcTit: '알림 시험 방송', brcBgngDt: at(8), brcEndDt: at(68), mediaKey: null },
    [],
  );

  it('writes the alert text and, in the same transaction, the member’s notification linking the broadcast', async () => {
    const m = await newMember(app);
    expect(
      (await call(app, 'POST', '/v1/app/broadcast/sms/prog/add', { token: m.token, body: { brcInfoNo: soon } })).status,
    ).toBe(200);
    const alerts = createBroadcastAlerts(database, testConfig(), clock, { info: () => undefined });
    expect(await alerts.sendDue()).toBeGreaterThanOrEqual(1);
    // Claimed once: a second run writes nothing more, so the bell shows it once.
    await alerts.sendDue();
    const list = await call(app, 'GET', '/v1/app/common/ntfs', { token: m.token });
    expect(list.status).toBe(200);
    const mine = (list.body.items as { title: string; body: string; link: string }[]).filter(
      (n) => n.link === liveComingPath(soon),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe('방송 알림');
    expect(mine[0]!.body).toContain('「알림 시험 방송」 방송이 3월 11일 08:38에 시작합니다');
    expect((await call(app, 'GET', '/v1/app/common/ntf/unread', { token: m.token })).body).toMatchObject({
      unreadCnt: 1,
    });
  });

  it('tells a member without a mobile number in the centre (no text)', async () => {
    const m = await newMember(app);
    await database.db.updateTable('appUser').set({ mblNo: null }).where('userId', '=', m.userId).execute();
    expect(
      (await call(app, 'POST', '/v1/app/broadcast/sms/prog/add', { token: m.token, body: { brcInfoNo: soon } })).status,
    ).toBe(200);
    await createBroadcastAlerts(database, testConfig(), clock, { info: () => undefined }).sendDue();
    const list = await call(app, 'GET', '/v1/app/common/ntfs', { token: m.token });
    const mine = (list.body.items as { link: string }[]).filter((n) => n.link === liveComingPath(soon));
    expect(mine).toHaveLength(1);
    const texts = await database.db
      .selectFrom('notificationOutbox')
      .select('id')
      .where('userId', '=', m.userId)
      .where('channel', '=', 'SMS')
      .execute();
    expect(texts).toHaveLength(0);
  });

  it('alerts the subscribers of a live started early at the console, once, as a start on time would', async () => {
    // On a channel of its own: nothing else of it on air until its end.
    const own = await repo.upsertChannel('앞당김 시험 채널', '앞당김 시험');
    const later = await repo.insertBroadcast(
      {
        brcChnlId: own,
        brcTypeDcd: '1',
        brcTit: '앞당긴 방송',
        brcBgngDt: at(120),
        brcEndDt: at(180),
        mediaKey: null,
      },
      [],
    );
    // The console's app enqueues on the queue it is handed (the process's one queue).
    const enqueued: { name: string; payload: Record<string, unknown> | undefined }[] = [];
    const console = await createTestApp({
      database,
      clock,
      queue: { enqueue: async (name, payload) => void enqueued.push({ name, payload }) },
    });
    const m = await newMember(app);
    expect(
      (await call(app, 'POST', '/v1/app/broadcast/sms/prog/add', { token: m.token, body: { brcInfoNo: later } }))
        .status,
    ).toBe(200);
    const desk = await newOperator(console.app, ['BROADCAST']);
    const url = `/v1/app/broadcast/admin/broadcasts/${later}`;
    const read = await call(console.app, 'GET', url, { token: desk.token });
    const started = await call(console.app, 'PUT', `${url}/start`, {
      token: desk.token,
      body: { updtDt: read.body.updtDt },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(enqueued).toEqual([{ name: BROADCAST_JOBS.startedNow, payload: { brcInfoNo: later } }]);
    const mine = async () => {
      const list = await call(app, 'GET', '/v1/app/common/ntfs', { token: m.token });
      return (list.body.items as { body: string; link: string }[]).filter((n) => n.link === liveComingPath(later));
    };
    // The minute's next run looks ahead of its now: it never alerts a start already past.
    clock.set(at(1));
    const alerts = createBroadcastAlerts(database, testConfig(), clock, { info: () => undefined });
    await alerts.sendDue();
    expect(await mine()).toHaveLength(0);
    const log = { info: () => undefined, error: () => undefined };
    const run = () =>
      broadcastJobs({ database, config: testConfig(), log, clock }).handlers[BROADCAST_JOBS.startedNow]!(
        { brcInfoNo: later },
        { attempt: 1, log: { ...log, warn: () => undefined }, queue: { enqueue: async () => undefined } },
      );
    await run();
    // Run again (a retry of the job), and the minute's run: still one.
    await run();
    await alerts.sendDue();
    const seen = await mine();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toContain('「앞당긴 방송」 방송이 3월 11일 08:30에 시작합니다');
  });
});
