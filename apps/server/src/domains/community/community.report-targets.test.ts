import type { ReportTarget } from '@onfan/contracts/community';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../http/access.js';
import { CacheService } from '../../http/cache.js';
import { systemClock } from '../../lib/clock.js';
import { createTestDatabase } from '../../test/test-db.js';
import { ContentViewRepository } from '../content-view/content-view.repository.js';
import { ContentViewService } from '../content-view/content-view.service.js';
import { ProhibitedWordRepository } from '../prohibited-word/prohibited-word.repository.js';
import { ProhibitedWordService } from '../prohibited-word/prohibited-word.service.js';
import { createCommunityService } from './community.module.js';
import type { ReportTargetKind, ReportTargetRow } from './community.report-targets.js';

/**
 * Report targets are data: a domain adds a kind of reportable writing by registering it with the community (app.ts),
 * and the one queue takes it — stored, counted, hidden at three, listed and decided — without a migration of the
 * community's table (20261128T1600-community dropped the list of kinds the table used to check).
 */
describe('a kind of report target registered in code', async () => {
  const database = await createTestDatabase();
  const users = await database.db
    .selectFrom('appUser')
    .select(['userId', 'lgnId', 'userPattnCd'])
    .where('lgnId', 'in', ['demo-admin', 'demo-member', 'demo-creator', 'demo-sso'])
    .orderBy('lgnId')
    .execute();
  const session = (lgnId: string): SessionUser => {
    const u = users.find((x) => x.lgnId === lgnId)!;
    return { userId: u.userId, lgnId: u.lgnId, userPattnCd: u.userPattnCd, tokenHash: '' };
  };
  const writer = session('demo-admin');

  // A new domain's writing, kept here in memory: what the community asks a kind for.
  const rows = new Map<number, ReportTargetRow & { decided?: string }>([[7, { userId: writer.userId, expsrYn: 'Y' }]]);
  const kind: ReportTargetKind = {
    find: async (_db, id) => rows.get(id),
    lock: async () => undefined,
    hide: async (_db, id) => void rows.set(id, { ...rows.get(id)!, expsrYn: 'N' }),
    decide: async (_db, id, decision) => void rows.set(id, { ...rows.get(id)!, decided: decision, expsrYn: 'Y' }),
    excerpts: async (_db, ids) =>
      ids.map((id) => ({
        id,
        postId: id,
        url: `/new-kind/${id}`,
        excerpt: '<p>새 종류의 글</p>',
        text: '<p>새 종류의 글</p><p>둘째 문단</p>',
        userId: writer.userId,
        expsrYn: rows.get(id)!.expsrYn,
        lgnId: writer.lgnId,
        userNm: '운영자',
      })),
  };
  const newKind = 'newKind' as ReportTarget;
  const community = createCommunityService(database, systemClock, {
    views: new ContentViewService(new ContentViewRepository(database.db), systemClock),
    prohibitedWords: new ProhibitedWordService(
      new ProhibitedWordRepository(database.db),
      new CacheService(systemClock),
    ),
    reportTargets: { [newKind]: kind },
  });
  const report = (lgnId: string) =>
    community.report({ trgtType: newKind, trgtId: 7, rsnCd: 'spam', rsnCn: '' }, session(lgnId));

  it('is stored, counted and hidden at three reports, with no migration of the queue', async () => {
    await report('demo-member');
    await report('demo-creator');
    expect(rows.get(7)!.expsrYn).toBe('Y');
    await report('demo-sso');
    expect(rows.get(7)!.expsrYn).toBe('N');
    const stored = await database.db
      .selectFrom('comunRpt')
      .select('rptId')
      .where('trgtType', '=', newKind)
      .where('trgtId', '=', 7)
      .execute();
    expect(stored).toHaveLength(3);
    await expect(report('demo-member')).rejects.toMatchObject({ status: 409 });
    await expect(report('demo-admin')).rejects.toMatchObject({ status: 403 });
  });

  it("is listed in the operators' queue with its excerpt and decided by its kind", async () => {
    const queue = await community.reportQueue({ prcsStts: 'PENDING', pageNo: 1, pageSize: 50 });
    expect(queue.items.find((i) => i.trgtType === newKind)).toMatchObject({
      trgtId: 7,
      trgtUrl: '/new-kind/7',
      excerpt: '새 종류의 글',
      text: '새 종류의 글 둘째 문단',
      writerId: writer.userId,
      rptCnt: 3,
      hidden: true,
    });
    const item = queue.items.find((i) => i.trgtType === newKind)!;
    const actor = { user: writer, clientIp: '127.0.0.1' };
    await expect(
      community.decide(actor, newKind, 7, 'restore', { updtDt: '2000-01-01T00:00:00+09:00', reason: '확인함' }),
    ).rejects.toMatchObject({ status: 409 });
    await community.decide(actor, newKind, 7, 'restore', { updtDt: item.lastRptDt, reason: '확인함' });
    expect(rows.get(7)).toMatchObject({ decided: 'restore', expsrYn: 'Y' });
  });

  it('is refused when no domain registered it', async () => {
    await expect(
      community.report({ trgtType: 'unknown' as ReportTarget, trgtId: 7, rsnCd: 'spam', rsnCn: '' }, writer),
    ).rejects.toMatchObject({ status: 404 });
  });
});
