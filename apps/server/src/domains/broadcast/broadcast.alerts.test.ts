import { liveComingPath } from '@onfan/contracts/portal-path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, newMember } from '../auth/auth.testkit.js';
import { createBroadcastAlerts } from './broadcast.alerts.js';
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
});
