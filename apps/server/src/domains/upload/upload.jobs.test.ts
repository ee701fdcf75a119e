import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { call, login, newMember } from '../auth/auth.testkit.js';
import { createDiskStorage } from './storage.js';
import type { UploadCleanupContext } from './upload.jobs.js';
import { runUploadCleanup } from './upload.jobs.js';
import { ownDataDir, PNG, postFiles, uploadOne, uploadTestConfig } from './upload.testkit.js';

/**
 * The clean-up removes uploads nothing refers to once they are older than uploadOrphanHours (24 here), and never a
 * file that anything refers to: by its address in any text (profile image, an <img> in an HTML body, an absolute URL,
 * a bare key) or by its file id (certificates, content attachments).
 */

const T0 = '2035-01-10T00:00:00Z';
const hoursAfter = (h: number) => new Date(Date.parse(T0) + h * 3_600_000).toISOString();

describe('upload clean-up', async () => {
  const clock = fixedClock(T0);
  const dataDir = ownDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ clock, config: uploadTestConfig(dataDir) });
  const storage = createDiskStorage(dataDir);
  const ctx: UploadCleanupContext = { database, storage, clock, orphanHours: 24 };
  const db = database.db;

  const keyOf = (url: string) => url.slice('/files/'.length);
  const rowExists = async (key: string) =>
    (await db.selectFrom('uploadedFile').select('fileId').where('storageKey', '=', key).executeTakeFirst()) !==
    undefined;
  const stored = async (key: string) => (await storage.get(key)) !== null;
  /** A file written straight into storage with no row, dated `at`. */
  const stray = async (at: string) => {
    const key = await storage.put(PNG, 'png');
    const when = new Date(at);
    fs.utimesSync(path.join(dataDir, 'uploads', key.slice(0, 2), key), when, when);
    return key;
  };

  const member = await newMember(app);
  const token = member.token as string;
  const upload = async () => {
    const res = await uploadOne(app, token);
    expect(res.status).toBe(200);
    return keyOf(res.body.filePath as string);
  };

  // Uploaded at T0: one never used, and one for each way a file is referred to.
  const orphan = await upload();
  const profile = await upload();
  const inBody = await upload();
  const absolute = await upload();
  const bare = await upload();
  const certificate = await postFiles(app, '/v1/app/auth/certificate/upload', token, [
    { field: 'uploadFile', content: PNG },
  ]);
  expect(certificate.status).toBe(200);
  const certificateRow = await db
    .selectFrom('smbCertificate')
    .innerJoin('uploadedFile', 'uploadedFile.fileId', 'smbCertificate.fileId')
    .select(['uploadedFile.storageKey', 'uploadedFile.fileId'])
    .where('smbCertificate.userId', '=', member.userId)
    .executeTakeFirstOrThrow();

  expect(
    (await call(app, 'PUT', '/v1/app/auth/profile', { token, body: { profileImg: `/files/${profile}` } })).status,
  ).toBe(200);
  await db
    .insertInto('contentItem')
    .values({
      contentsType: 'news',
      tit: '이미지가 있는 글',
      cn: `<p>본문</p><p><img src="/files/${inBody}" alt="사진"></p>`,
      regDt: T0,
      mdfcnDt: T0,
    })
    .execute();
  await db
    .insertInto('mainBannr')
    .values({
      bannrTit: '배너',
      bannrImgPtUrl: `https://cdn.onfan.example/files/${absolute}`,
      bannrImgAlt: '배너',
      bgColor: '#ffffff',
      sortSeq: 99,
      regDt: T0,
    })
    .execute();
  await db
    .insertInto('rsvtNtc')
    .values({ ntcTit: '안내', ntcCn: `첨부 파일 ${bare}`, regDt: T0 })
    .execute();

  // One hour before the run: too young to go, even though nothing refers to it.
  clock.set(hoursAfter(24));
  const youngToken = await login(app, member.lgnId, member.password);
  const youngRes = await uploadOne(app, youngToken);
  expect(youngRes.status).toBe(200);
  const young = keyOf(youngRes.body.filePath as string);

  const oldStray = await stray(hoursAfter(-48));
  const youngStray = await stray(hoursAfter(24.5));
  const today = '20350111';
  await db
    .insertInto('uploadQuota')
    .values([
      { userId: member.userId, quotaYmd: '20341231', usedBytes: 1, usedCount: 1 },
      { userId: member.userId, quotaYmd: today, usedBytes: 1, usedCount: 1 },
    ])
    .onConflict((oc) => oc.columns(['userId', 'quotaYmd']).doNothing())
    .execute();

  const attachmentRows = async () =>
    (
      await db
        .selectFrom('contentAtch')
        .innerJoin('uploadedFile', 'uploadedFile.fileId', 'contentAtch.fileId')
        .select('uploadedFile.fileId')
        .execute()
    ).length;
  const attachmentsBefore = await attachmentRows();

  it('removes an old orphan (row and file) and an old stray file; keeps referenced files and young ones', async () => {
    clock.set(hoursAfter(25));
    const result = await runUploadCleanup(ctx);

    expect(await rowExists(orphan)).toBe(false);
    expect(await stored(orphan)).toBe(false);
    expect(await stored(oldStray)).toBe(false);

    for (const key of [profile, inBody, absolute, bare, certificateRow.storageKey, young]) {
      expect(await rowExists(key), key).toBe(true);
      expect(await stored(key), key).toBe(true);
    }
    expect(await stored(youngStray)).toBe(true);
    // The seeded content attachments (rows referred to by content_atch.file_id) are older than the age too.
    expect(attachmentsBefore).toBeGreaterThan(0);
    expect(await attachmentRows()).toBe(attachmentsBefore);

    expect(result).toMatchObject({ removed: 1, strays: 1 });
    expect(result.kept).toBeGreaterThanOrEqual(6);

    const quotaDays = await db
      .selectFrom('uploadQuota')
      .select('quotaYmd')
      .where('userId', '=', member.userId)
      .execute();
    expect(quotaDays.map((r) => r.quotaYmd)).not.toContain('20341231');
    expect(quotaDays.map((r) => r.quotaYmd)).toContain(today);

    expect(await runUploadCleanup(ctx)).toMatchObject({ removed: 0, strays: 0 });
  });

  it('removes a file once nothing refers to it any more', async () => {
    const t = await login(app, member.lgnId, member.password);
    expect((await call(app, 'PUT', '/v1/app/auth/profile', { token: t, body: { profileImg: '' } })).status).toBe(200);
    const result = await runUploadCleanup(ctx);
    expect(result.removed).toBe(1);
    expect(await rowExists(profile)).toBe(false);
    expect(await stored(profile)).toBe(false);
    expect(await rowExists(inBody)).toBe(true);
  });
});
