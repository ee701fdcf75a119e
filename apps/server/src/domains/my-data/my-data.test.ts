import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import type { Database } from '../../db/database.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { runRetention } from '../privacy/retention.jobs.js';
import { createFileStorage } from '../upload/storage.js';
import { buildWaitingExports } from './my-data.service.js';

/** The entries of a ZIP, by name, as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Rows of every kind the file holds, for one member, each carrying `mark` where it has text. */
async function writeRowsOf(database: Database, userId: number, otherId: number, mark: string) {
  const db = database.db;
  const now = new Date().toISOString();
  const room = await db.selectFrom('rsvtRoom').select('roomId').orderBy('roomId').executeTakeFirstOrThrow();
  await db
    .insertInto('rsvt')
    .values({
      roomId: room.roomId,
      userId,
      rsvtYmd: '20260610',
      rsvtBgngHhmm: '1000',
      rsvtEndHhmm: '1100',
      rsvtUsrcnt: 2,
      rsvtUserCnctel: '01055556666',
      rsvtDmndCn: `예약 ${mark}`,
      strNm: `가게 ${mark}`,
      brno: '1234567890',
      useCtgrDcd: '1',
      shootCtgrDcd: '1',
      strPattnDcd: '1',
      rprsGdsNm: '떡',
      brndNm: '브랜드',
      loanPssEqu: '',
      regDt: now,
    })
    .execute();
  await db
    .insertInto('cmstrAply')
    .values({ userId, pdNm: `제품 ${mark}` })
    .execute();
  const post = await db
    .insertInto('comunBltartcl')
    .values({
      comunCtgrDcd: '1',
      comunBltartclTit: `글 ${mark}`,
      comunBltartclCn: `<p>본문 ${mark}</p>`,
      cnText: `본문 ${mark}`,
      userId,
      regDt: now,
      mdfcnDt: now,
    })
    .returning('comunBltartclId')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('comunCmnt')
    .values({ comunBltartclId: post.comunBltartclId, cmntCn: `댓글 ${mark}`, userId, regDt: now, mdfcnDt: now })
    .execute();
  await db
    .insertInto('msg')
    .values({ msgCn: `메시지 ${mark}`, sndrUserId: userId, rcvrUserId: otherId, rltdTblNo: 1, regDt: now })
    .execute();
  await db
    .insertInto('smbCertificate')
    .values({ userId, fileNm: `확인서 ${mark}.pdf`, submittedAt: now })
    .execute();
  const survey = await db
    .insertInto('survey')
    .values({
      surveyNm: `설문 ${mark}`,
      surveyExpln: '',
      surveyBgngYmd: '20260101',
      surveyEndYmd: '20261231',
      regDt: now,
    })
    .returning('surveyId')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('surveyAns')
    .values({ surveyId: survey.surveyId, userId, questAnsJson: JSON.stringify({ a: `응답 ${mark}` }), regDt: now })
    .execute();
}

describe('내 정보 내려받기', async () => {
  const clock = fixedClock(new Date().toISOString());
  const { app, database } = await createTestApp({ clock });
  const storage = createFileStorage(testConfig());
  const log = { error: () => undefined };
  const build = () => buildWaitingExports({ db: database.db, storage, clock, log });

  it('makes a ZIP of the member’s own rows — and no one else’s — in a job, links it for 24 hours and logs the download', async () => {
    const me = await newMember(app, { userNm: '김내꺼', mktAgreYn: 'Y' });
    const other = await newMember(app, { userNm: '이남의' });
    const mine = `MINE-${randomUUID()}`;
    const theirs = `THEIRS-${randomUUID()}`;
    await writeRowsOf(database, me.userId, other.userId, mine);
    await writeRowsOf(database, other.userId, me.userId, theirs);
    // A message the other member sent and then I deleted is not mine to take; one they sent me is.
    await database.db.updateTable('msg').set({ rcvrDelYn: 'Y' }).where('sndrUserId', '=', other.userId).execute();

    expect((await call(app, 'GET', '/v1/app/mypage/my-data', { token: me.token })).body).toEqual({ latest: null });
    const asked = await call(app, 'POST', '/v1/app/mypage/my-data', { token: me.token });
    expect(asked.body).toEqual({
      number: 200,
      message: '내 정보 파일 만들기를 요청했습니다. 준비되면 이 화면에서 내려받을 수 있습니다.',
    });
    const again = await call(app, 'POST', '/v1/app/mypage/my-data', { token: me.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('이미 요청한 파일을 만들고 있습니다. 잠시 후 다시 확인해주세요.');
    const waiting = (await call(app, 'GET', '/v1/app/mypage/my-data', { token: me.token })).body.latest;
    expect(waiting).toMatchObject({ status: 'REQUESTED', readyDt: null, expiresDt: null });
    const url = `/v1/app/mypage/my-data/${waiting.exportId}/file`;
    const early = await call(app, 'GET', url, { token: me.token });
    expect(early).toEqual({
      status: 404,
      body: { number: 404, message: '파일을 아직 만들고 있습니다. 잠시 후 다시 시도해주세요.' },
    });

    expect(await build()).toBe(1);
    expect(await build()).toBe(0);
    const ready = (await call(app, 'GET', '/v1/app/mypage/my-data', { token: me.token })).body.latest;
    expect(ready.status).toBe('READY');
    expect(new Date(ready.expiresDt).getTime() - new Date(ready.readyDt).getTime()).toBe(24 * 3_600_000);

    // Another member cannot take it, nor a visitor.
    expect((await call(app, 'GET', url, { token: other.token })).status).toBe(404);
    expect((await call(app, 'GET', url)).status).toBe(401);
    expect((await call(app, 'GET', '/v1/app/mypage/my-data/abc/file', { token: me.token })).body).toEqual({
      number: 400,
      message: '파일 번호가 올바르지 않습니다.',
      errors: expect.any(Array),
    });

    const res = await app.inject({
      method: 'GET',
      url,
      headers: { 'x-auth-token': me.token },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(['my-data.html', 'my-data.json']);
    const json = files.get('my-data.json')!;
    const html = files.get('my-data.html')!;
    const data = JSON.parse(json);
    expect(data.profile).toMatchObject({ userId: me.userId, userNm: '김내꺼', lgnId: me.lgnId });
    expect(data.profile).not.toHaveProperty('userPasswd');
    expect(json).not.toContain('userPasswd');
    expect(data.consents.length).toBeGreaterThanOrEqual(2);
    for (const section of [
      'consents',
      'reservations',
      'marketEntryApplications',
      'communityPosts',
      'communityComments',
      'certificates',
      'surveyAnswers',
    ]) {
      expect(data[section].length, section).toBeGreaterThanOrEqual(1);
      for (const row of data[section]) if ('userId' in row) expect(row.userId, section).toBe(me.userId);
    }
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({ sndrUserId: me.userId, msgCn: `메시지 ${mine}` });
    for (const text of [json, html]) {
      expect(text).toContain(mine);
      expect(text).not.toContain(theirs);
      expect(text).not.toContain('이남의');
    }
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('약관·개인정보·마케팅 동의 이력');
    expect(html).toContain(`글 ${mine}`);

    const logged = await database.db.selectFrom('myDataDownload').selectAll().where('userId', '=', me.userId).execute();
    expect(logged).toEqual([expect.objectContaining({ exportId: waiting.exportId, ip: '10.1.2.3' })]);

    // 24 hours later the link has ended; the retention job removes the file and its row.
    clock.set(new Date(clock.now().getTime() + 24 * 3_600_000 + 1000).toISOString());
    // (The session has ended too: a day without a request.)
    const token = await login(app, me.lgnId, me.password);
    const late = await call(app, 'GET', url, { token });
    expect(late).toEqual({
      status: 410,
      body: { number: 410, message: '내려받기 기간(24시간)이 지났습니다. 다시 요청해주세요.' },
    });
    expect((await call(app, 'GET', '/v1/app/mypage/my-data', { token })).body.latest.status).toBe('EXPIRED');
    const key = (
      await database.db
        .selectFrom('myDataExport')
        .select('fileKey')
        .where('exportId', '=', waiting.exportId)
        .executeTakeFirstOrThrow()
    ).fileKey!;
    expect(await storage.exists(key)).toBe(true);
    expect((await runRetention({ db: database.db, storage, clock })).myDataFiles).toBe(1);
    expect(await storage.exists(key)).toBe(false);
    expect((await call(app, 'GET', '/v1/app/mypage/my-data', { token })).body).toEqual({ latest: null });
    // And a new request can be made.
    expect((await call(app, 'POST', '/v1/app/mypage/my-data', { token })).status).toBe(200);
  });

  it('starts the job at once when a member asks, one waiting run however many ask; a refused queue keeps the request', async () => {
    const enqueued: { name: string; options: unknown }[] = [];
    let refuse = false;
    const queue = {
      enqueue: async (name: string, _payload?: Record<string, unknown>, options?: unknown) => {
        if (refuse) throw new Error('queue down');
        enqueued.push({ name, options });
      },
    };
    const started = await createTestApp({ database, clock, queue });
    const me = await newMember(started.app);
    expect((await call(started.app, 'POST', '/v1/app/mypage/my-data', { token: me.token })).status).toBe(200);
    expect(enqueued).toEqual([
      { name: 'my-data.build', options: { jobKey: 'my-data.build', jobKeyMode: 'preserve_run_at', maxAttempts: 1 } },
    ]);
    // A refusal is not the member's: the request is kept, the refusal logged, and the job's minute makes the file.
    refuse = true;
    const warn = vi.spyOn(started.app.log, 'warn');
    const other = await newMember(started.app);
    expect((await call(started.app, 'POST', '/v1/app/mypage/my-data', { token: other.token })).status).toBe(200);
    const kept = (await call(started.app, 'GET', '/v1/app/mypage/my-data', { token: other.token })).body.latest;
    expect(kept).toMatchObject({ status: 'REQUESTED' });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ exportId: kept.exportId, err: expect.objectContaining({ message: 'queue down' }) }),
      'my-data request kept; the job queue refused to start it now',
    );
  });
});
