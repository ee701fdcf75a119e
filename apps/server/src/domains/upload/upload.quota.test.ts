import fs from 'node:fs';
import { UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { login, newMember } from '../auth/auth.testkit.js';
import type { FileStorage } from './storage.js';
import { createUploadService } from './upload.module.js';
import { UploadQuota } from './upload.quota.js';
import { UploadRepository } from './upload.repository.js';
import { ownDataDir, PNG, pngOfSize, postFiles, storedFiles, uploadOne, uploadTestConfig } from './upload.testkit.js';

/**
 * A member's uploads per Seoul calendar day are limited by bytes and by files (config uploadQuota), on every upload
 * call, and the limit holds when uploads race.
 */

async function rowsOf(database: Database, userId: number) {
  return (await database.db.selectFrom('uploadedFile').select('fileId').where('userId', '=', userId).execute()).length;
}

describe('the messages', () => {
  it('name the real figure', () => {
    expect(UPLOAD_MESSAGES.quotaBytes(200 * 1024 * 1024)).toBe(
      '오늘 올릴 수 있는 파일 용량(200MB)을 모두 사용했습니다. 내일 다시 시도해주세요.',
    );
    expect(UPLOAD_MESSAGES.quotaBytes(1536 * 1024)).toBe(
      '오늘 올릴 수 있는 파일 용량(1.5MB)을 모두 사용했습니다. 내일 다시 시도해주세요.',
    );
    expect(UPLOAD_MESSAGES.quotaCount(300)).toBe(
      '오늘 올릴 수 있는 파일 개수(300개)를 모두 사용했습니다. 내일 다시 시도해주세요.',
    );
  });
});

describe('daily upload quota by number of files', async () => {
  // 2026-05-04 12:00 in Seoul.
  const clock = fixedClock('2026-05-04T03:00:00Z');
  const dataDir = ownDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({
    clock,
    config: uploadTestConfig(dataDir, { uploadQuota: { dailyBytes: 50 * 1024 * 1024, dailyCount: 3 } }),
  });
  const refused = {
    number: 413,
    message: '오늘 올릴 수 있는 파일 개수(3개)를 모두 사용했습니다. 내일 다시 시도해주세요.',
  };

  it('takes three files on one day and refuses the fourth on every upload call, writing nothing', async () => {
    const m = await newMember(app);
    const token = m.token as string;
    expect((await uploadOne(app, token)).status).toBe(200);
    expect((await postFiles(app, '/v1/app/nhn/upload', token, [{ field: 'uploadFile', content: PNG }])).status).toBe(
      200,
    );
    // One slot left: a batch of two is refused as a whole.
    const files = storedFiles(dataDir).length;
    const two = await postFiles(app, '/v1/app/nhn/multi-upload', token, [
      { field: 'uploadFiles', content: PNG },
      { field: 'uploadFiles', content: PNG },
    ]);
    expect(two).toEqual({ status: 413, body: refused });
    expect(storedFiles(dataDir)).toHaveLength(files);
    expect(await rowsOf(database, m.userId)).toBe(2);

    const third = await postFiles(app, '/v1/app/nhn/multi-upload', token, [{ field: 'uploadFiles', content: PNG }]);
    expect(third.status).toBe(200);

    for (const [url, field] of [
      ['/v1/app/common/mypage/upload/img', 'uploadFile'],
      ['/v1/app/common/foothold/upload/rprs', 'uploadFile'],
      ['/v1/app/nhn/upload', 'uploadFile'],
      ['/v1/app/nhn/multi-upload', 'uploadFiles'],
    ] as const) {
      const res = await postFiles(app, url, token, [{ field, content: PNG }]);
      expect(res, url).toEqual({ status: 413, body: refused });
    }
    expect(await rowsOf(database, m.userId)).toBe(3);
    expect(storedFiles(dataDir)).toHaveLength(files + 1);

    // Another member's day is their own.
    const other = await newMember(app);
    expect((await uploadOne(app, other.token as string)).status).toBe(200);
  });

  it('counts the Seoul calendar day: refused until midnight in Seoul, open again after it', async () => {
    const m = await newMember(app);
    let token = m.token as string;
    for (let i = 0; i < 3; i += 1) expect((await uploadOne(app, token)).status).toBe(200);
    clock.set('2026-05-04T14:59:59Z'); // 23:59:59 in Seoul, same day
    token = await login(app, m.lgnId, m.password); // the morning's session has gone idle
    expect((await uploadOne(app, token)).status).toBe(413);
    clock.set('2026-05-04T15:00:00Z'); // 00:00 on the 5th in Seoul (still the 4th in UTC)
    for (let i = 0; i < 3; i += 1) expect((await uploadOne(app, token)).status).toBe(200);
    expect((await uploadOne(app, token)).status).toBe(413);
    clock.set('2026-05-04T03:00:00Z');
  });

  it('lets exactly the allowed number through when uploads race for the last slots', async () => {
    const m = await newMember(app);
    const token = m.token as string;
    expect((await uploadOne(app, token)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 12 }, () => uploadOne(app, token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 413)).toHaveLength(10);
    expect(results.every((r) => r.status === 200 || r.body.message === refused.message)).toBe(true);
    expect(await rowsOf(database, m.userId)).toBe(3);
  });
});

describe('daily upload quota by bytes', async () => {
  const clock = fixedClock('2026-05-04T03:00:00Z');
  const dataDir = ownDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const dailyBytes = 5000;
  const { app, database } = await createTestApp({
    clock,
    config: uploadTestConfig(dataDir, { uploadQuota: { dailyBytes, dailyCount: 100 } }),
  });
  const refused = { number: 413, message: UPLOAD_MESSAGES.quotaBytes(dailyBytes) };

  it('takes files up to the day’s bytes exactly and refuses one byte more', async () => {
    const m = await newMember(app);
    const token = m.token as string;
    expect((await uploadOne(app, token, pngOfSize(3000))).status).toBe(200);
    expect(await uploadOne(app, token, pngOfSize(2001))).toEqual({ status: 413, body: refused });
    expect(refused.message).toBe('오늘 올릴 수 있는 파일 용량(4.9KB)을 모두 사용했습니다. 내일 다시 시도해주세요.');
    expect((await uploadOne(app, token, pngOfSize(2000))).status).toBe(200);
    expect((await uploadOne(app, token, PNG)).status).toBe(413);
    expect(await rowsOf(database, m.userId)).toBe(2);
  });

  it('refuses a single upload larger than the whole day, and a batch whose sum is', async () => {
    const m = await newMember(app);
    const token = m.token as string;
    expect(await uploadOne(app, token, pngOfSize(dailyBytes + 1))).toEqual({ status: 413, body: refused });
    const batch = await postFiles(app, '/v1/app/nhn/multi-upload', token, [
      { field: 'uploadFiles', content: pngOfSize(2500) },
      { field: 'uploadFiles', content: pngOfSize(2501) },
    ]);
    expect(batch).toEqual({ status: 413, body: refused });
    expect(await rowsOf(database, m.userId)).toBe(0);
    // A refused upload took nothing.
    expect((await uploadOne(app, token, pngOfSize(dailyBytes))).status).toBe(200);
  });

  it('lets exactly the allowed number through when uploads race for the last bytes', async () => {
    const m = await newMember(app);
    const token = m.token as string;
    const results = await Promise.all(Array.from({ length: 10 }, () => uploadOne(app, token, pngOfSize(1000))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 413)).toHaveLength(5);
    expect(await rowsOf(database, m.userId)).toBe(5);
  });

  it('a new Seoul day starts from nothing', async () => {
    const m = await newMember(app);
    const token = m.token as string;
    expect((await uploadOne(app, token, pngOfSize(dailyBytes))).status).toBe(200);
    expect((await uploadOne(app, token)).status).toBe(413);
    clock.set('2026-05-05T03:00:00Z');
    const tomorrow = await login(app, m.lgnId, m.password);
    expect((await uploadOne(app, tomorrow, pngOfSize(dailyBytes))).status).toBe(200);
    clock.set('2026-05-04T03:00:00Z');
  });

  it('gives the quota back when storing fails after the reservation', async () => {
    const m = await newMember(app);
    const broken: FileStorage = {
      put: () => Promise.reject(new Error('disk full')),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
    };
    const limits = { dailyBytes, dailyCount: 100 };
    const service = createUploadService(database, broken, clock, limits);
    const images = await service.checkImages([{ originalName: 'a.png', buffer: pngOfSize(4000) }]);
    await expect(service.store(images, { menuType: 'mypage', contentsType: 'img', userId: m.userId })).rejects.toThrow(
      'disk full',
    );
    expect(await new UploadQuota(new UploadRepository(database.db), limits, clock).used(m.userId)).toEqual({
      usedBytes: 0,
      usedCount: 0,
    });
  });
});
