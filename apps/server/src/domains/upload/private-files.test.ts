import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { demoPdf } from '../../lib/demo-pdf.js';
import { createTestApp, testConfig } from '../../test/test-db.js';
import { call, login, nextAddress, newMember } from '../auth/auth.testkit.js';
import { postFiles, uploadOne } from './upload.testkit.js';

/**
 * Files that are not for everyone — market-entry documents, small-business certificates, course materials,
 * attachments of community posts — are never served at the public /files/<key> path: only through the call that
 * checks the reader (the owner, an operator, an enrolled member), as private, uncached attachments. Images meant for
 * pages (profile, foothold, editor and post images) stay public.
 */

function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: token ? { 'x-auth-token': token } : {},
    remoteAddress: nextAddress(),
  });
}

/** Where the disk storage keeps a key (the file is there: a 404 at /files is a refusal, not a missing file). */
function storedPath(key: string): string {
  return path.join(testConfig().dataDir, 'uploads', key.slice(0, 2), key);
}

/** The storage key of an uploaded_file row: what the public path would be built from. */
async function keyOf(database: Database, where: { fileId?: string; contentsType?: string; userId?: number }) {
  let q = database.db.selectFrom('uploadedFile').select(['storageKey', 'fileId']).orderBy('regDt', 'desc');
  if (where.fileId) q = q.where('fileId', '=', where.fileId);
  if (where.contentsType) q = q.where('contentsType', '=', where.contentsType);
  if (where.userId !== undefined) q = q.where('userId', '=', where.userId);
  return (await q.executeTakeFirstOrThrow()).storageKey;
}

function expectPrivateAttachment(res: Awaited<ReturnType<typeof get>>, body: Buffer, name: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
  expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.rawPayload.equals(body)).toBe(true);
}

describe('private files', async () => {
  // The run's data directory, where the seed wrote the demo's documents, materials and board files.
  const { routeLimits } = testConfig();
  const { app, database } = await createTestApp({ config: { routeLimits: { ...routeLimits, upload: 10_000 } } });
  const operator = await login(app, 'demo-admin');

  it('keeps images meant for pages on the public path', async () => {
    const m = await newMember(app);
    const up = await uploadOne(app, m.token);
    expect(up.status).toBe(200);
    const res = await get(app, up.body.filePath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('serves a small-business certificate only to its member and operators, never at /files', async () => {
    const owner = await newMember(app);
    const other = await newMember(app);
    const pdf = demoPdf('certificate');
    const up = await postFiles(app, '/v1/app/auth/certificate/upload', owner.token, [
      { field: 'uploadFile', content: pdf, filename: '소상공인확인서.pdf' },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const key = await keyOf(database, { contentsType: 'certificate', userId: owner.userId });
    expect(fs.existsSync(storedPath(key))).toBe(true);
    const open = await get(app, `/files/${key}`);
    expect(open.statusCode).toBe(404);
    expect(open.body).not.toContain('%PDF');

    const url = `/v1/app/auth/certificate/${owner.userId}/file`;
    expectPrivateAttachment(await get(app, url, owner.token), pdf, '소상공인확인서.pdf');
    expectPrivateAttachment(await get(app, url, operator), pdf, '소상공인확인서.pdf');
    const refused = await get(app, url, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('%PDF');
    expect((await get(app, url)).statusCode).toBe(401);
    // Nothing submitted: 404.
    expect((await get(app, `/v1/app/auth/certificate/${other.userId}/file`, other.token)).statusCode).toBe(404);
  });

  it('serves market-entry documents only to the applicant and operators, never at /files', async () => {
    const owner = await newMember(app);
    const other = await newMember(app);
    const draft = await call(app, 'POST', '/v1/app/cmstr/aply', {
      token: owner.token,
      body: { cmpnyNm: '통장상회', mrktCd: 'sodam' },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const pdf = demoPdf('bankbook');
    const up = await postFiles(app, '/v1/app/cmstr/aply/doc/bankbook', owner.token, [
      { field: 'uploadFile', content: pdf, filename: '통장사본.pdf' },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const key = await keyOf(database, { contentsType: 'bankbook', userId: owner.userId });
    expect((await get(app, `/files/${key}`)).statusCode).toBe(404);

    const { aplyId } = (await call(app, 'GET', '/v1/app/cmstr/aply', { token: owner.token })).body;
    const url = `/v1/app/cmstr/aply/${aplyId}/doc/bankbook`;
    expectPrivateAttachment(await get(app, url, owner.token), pdf, '통장사본.pdf');
    expectPrivateAttachment(await get(app, url, operator), pdf, '통장사본.pdf');
    const refused = await get(app, url, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('%PDF');
    expect((await get(app, url)).statusCode).toBe(401);
    expect((await get(app, `/v1/app/cmstr/aply/${aplyId}/doc/bizreg`, owner.token)).statusCode).toBe(404);

    // The demo's documents (written by the seed) are not public either.
    const seeded = await database.db
      .selectFrom('uploadedFile')
      .select('storageKey')
      .where('menuType', '=', 'cmstr')
      .where('contentsType', '=', 'bizreg')
      .execute();
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) {
      expect(fs.existsSync(storedPath(row.storageKey)), row.storageKey).toBe(true);
      expect((await get(app, `/files/${row.storageKey}`)).statusCode).toBe(404);
    }
  });

  it('serves course materials only to enrolled members, privately, never at /files', async () => {
    const member = await login(app, 'demo-member');
    const mine = (await call(app, 'GET', '/v1/app/edu/my/courses', { token: member })).body as {
      eduCrsId: number;
    }[];
    let served = false;
    for (const c of mine) {
      const detail = (await call(app, 'GET', `/v1/app/edu/course/${c.eduCrsId}`)).body;
      for (const l of detail.lessons as { eduLsnId: number; atchCnt: number }[]) {
        if (l.atchCnt === 0) continue;
        const lesson = (
          await call(app, 'GET', `/v1/app/edu/course/${c.eduCrsId}/lesson/${l.eduLsnId}`, { token: member })
        ).body;
        const f = lesson.atchFiles[0] as { fileId: string; fileNm: string; downloadUrl: string };
        const key = await keyOf(database, { fileId: f.fileId });
        expect(fs.existsSync(storedPath(key))).toBe(true);
        expect((await get(app, `/files/${key}`)).statusCode).toBe(404);
        const res = await get(app, f.downloadUrl, member);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
        const stranger = await newMember(app);
        expect((await get(app, f.downloadUrl, stranger.token)).statusCode).toBe(403);
        served = true;
        break;
      }
      if (served) break;
    }
    expect(served).toBe(true);
  });

  it("keeps a community post's attachments to its checked download, never at /files", async () => {
    const owner = await login(app, 'demo-member');
    const pdf = demoPdf('attachment');
    const up = await postFiles(app, '/v1/app/scommunity/post/atch/upload', owner, [
      { field: 'uploadFiles', content: pdf, filename: '매출.pdf' },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const key = await keyOf(database, { fileId: up.body.files[0].fileId });
    expect((await get(app, `/files/${key}`)).statusCode).toBe(404);
    // The notice and data boards' attachments, written by the seed, neither.
    const seeded = await database.db
      .selectFrom('uploadedFile')
      .select('storageKey')
      .where('menuType', 'in', ['scommunity', 'content', 'education'])
      .execute();
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded.slice(0, 10)) {
      expect(fs.existsSync(storedPath(row.storageKey)), row.storageKey).toBe(true);
      expect((await get(app, `/files/${row.storageKey}`)).statusCode).toBe(404);
    }
  });
});
