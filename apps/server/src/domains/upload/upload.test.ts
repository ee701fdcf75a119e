import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { fixedClock } from '../../lib/clock.js';
import { createTestApp } from '../../test/test-db.js';
import { SessionRepository } from '../auth/session.repository.js';
import { SessionService } from '../auth/session.service.js';

// Real, minimal images: file-type recognises each by its leading bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.alloc(16)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const TEXT = Buffer.from('<html><script>alert(1)</script></html>\n');

interface Part {
  field: string;
  filename?: string;
  content: Buffer | string;
  type?: string;
}

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.field}"`
        : `form-data; name="${p.field}"; filename="${p.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      p.filename === undefined ? '' : `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n`
    }\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-upload-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const uploadsDir = path.join(dataDir, 'uploads');
const clock = fixedClock('2026-05-04T03:00:00Z');

async function tokenFor(database: Database, lgnId: string): Promise<{ token: string; userId: number }> {
  const { userId } = await database.db
    .selectFrom('appUser')
    .select('userId')
    .where('lgnId', '=', lgnId)
    .executeTakeFirstOrThrow();
  const { token } = await new SessionService(new SessionRepository(database.db), clock, 30).issue(userId, '200');
  return { token, userId };
}

describe('uploads', async () => {
  const { app, database } = await createTestApp({ clock, config: { dataDir } });
  const member = await tokenFor(database, 'demo-member');
  const creator = await tokenFor(database, 'demo-creator');

  const post = (url: string, parts: Part[], headers: Record<string, string> = { 'x-auth-token': member.token }) => {
    const form = multipart(parts);
    return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
  };
  const rowCount = async () => (await database.db.selectFrom('uploadedFile').select('fileId').execute()).length;

  /** Runs `act`, then checks that neither a file nor a row was written. */
  async function expectNothingWritten(act: () => Promise<unknown>) {
    const files = filesUnder(uploadsDir).length;
    const rows = await rowCount();
    await act();
    expect(filesUnder(uploadsDir)).toHaveLength(files);
    expect(await rowCount()).toBe(rows);
  }

  it('stores a foothold image under a random name, records it and serves it back', async () => {
    const res = await post('/v1/app/common/foothold/upload/rprs', [
      { field: 'uploadFile', filename: '../../대표 이미지.png', content: PNG, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ number: 200, message: '파일이 업로드되었습니다.', filePath: expect.any(String) });
    expect(body.filePath).toMatch(/^\/files\/[A-Za-z0-9_-]{24}\.png$/);
    const key = body.filePath.slice('/files/'.length);

    const row = await database.db
      .selectFrom('uploadedFile')
      .selectAll()
      .where('storageKey', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      originalName: '대표 이미지.png',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      menuType: 'foothold',
      contentsType: 'rprs',
      userId: member.userId,
      regDt: '2026-05-04T03:00:00.000Z',
    });
    expect(row.fileId).toMatch(/^[0-9a-f-]{36}$/);

    const served = await app.inject({ method: 'GET', url: body.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('names the file by its detected type, whatever the name says', async () => {
    const res = await post('/v1/app/common/mypage/upload/img', [
      { field: 'uploadFile', filename: 'photo.png', content: JPEG, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().filePath).toMatch(/\.jpg$/);
    const served = await app.inject({ method: 'GET', url: res.json().filePath });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file renamed .png and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const res = await post('/v1/app/common/foothold/upload/img', [
        { field: 'uploadFile', filename: 'evil.png', content: TEXT, type: 'image/png' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ number: 400, message: '이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.' });
    });
  });

  it('refuses an upload without a token (401) and writes nothing', async () => {
    await expectNothingWritten(async () => {
      for (const url of ['/v1/app/common/foothold/upload/rprs', '/v1/app/nhn/upload']) {
        const res = await post(url, [{ field: 'uploadFile', filename: 'a.png', content: PNG }], {});
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ number: 401, message: '회원가입 및 로그인이 필요합니다.' });
      }
      const multi = await post(
        '/v1/app/nhn/multi-upload',
        [{ field: 'uploadFiles', filename: 'a.png', content: PNG }],
        {
          'x-auth-token': 'not-a-real-session-token-at-all',
        },
      );
      expect(multi.statusCode).toBe(401);
    });
  });

  it.each([
    ['/v1/app/common/admin/upload/rprs', '업로드 메뉴 유형이 올바르지 않습니다.'],
    ['/v1/app/common/foothold/upload/doc', '업로드 콘텐츠 유형이 올바르지 않습니다.'],
  ])('refuses wrong types in %s', async (url, message) => {
    await expectNothingWritten(async () => {
      const res = await post(url, [{ field: 'uploadFile', filename: 'a.png', content: PNG }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });

  it('refuses a request without the file field, a second file, or a non-multipart body', async () => {
    await expectNothingWritten(async () => {
      let res = await post('/v1/app/common/mypage/upload/img', [{ field: 'file', filename: 'a.png', content: PNG }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('업로드할 파일을 선택해주세요.');

      res = await post('/v1/app/common/mypage/upload/img', [
        { field: 'uploadFile', filename: 'a.png', content: PNG },
        { field: 'uploadFile', filename: 'b.png', content: PNG },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('파일은 한 번에 하나만 올릴 수 있습니다.');

      res = await app.inject({
        method: 'POST',
        url: '/v1/app/common/mypage/upload/img',
        headers: { 'x-auth-token': member.token },
        payload: { uploadFile: 'iVBORw0KGgo=' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('파일은 multipart/form-data 형식으로 보내주세요.');
    });
  });

  it('refuses a file over 10 MB with 413 and writes nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    await expectNothingWritten(async () => {
      const res = await post('/v1/app/nhn/upload', [{ field: 'uploadFile', filename: 'big.png', content: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ number: 413, message: '파일 크기는 10MB를 넘을 수 없습니다.' });
    });
  });

  it('accepts a file of exactly 10 MB (the JSON limit of 1 MB does not apply)', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length)]);
    const res = await post('/v1/app/nhn/upload', [{ field: 'uploadFile', filename: 'exact.png', content: exact }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/files\/.+\.png$/);
  });

  it('takes up to four images at once in multi-upload', async () => {
    const res = await post('/v1/app/nhn/multi-upload', [
      { field: 'uploadFiles', filename: '1.png', content: PNG },
      { field: 'uploadFiles', filename: '2.jpg', content: JPEG },
      { field: 'uploadFiles', filename: '3.gif', content: GIF },
      { field: 'uploadFiles', filename: '4.webp', content: WEBP },
    ]);
    expect(res.statusCode).toBe(200);
    const { number, message, urls } = res.json();
    expect({ number, message }).toEqual({ number: 200, message: '파일이 업로드되었습니다.' });
    expect(urls.map((u: string) => u.slice(u.lastIndexOf('.') + 1))).toEqual(['png', 'jpg', 'gif', 'webp']);
    expect(new Set(urls).size).toBe(4);
    for (const u of urls) expect((await app.inject({ method: 'GET', url: u })).statusCode).toBe(200);
  });

  it('refuses five images, and a batch with one bad file, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const five = Array.from({ length: 5 }, (_, i) => ({ field: 'uploadFiles', filename: `${i}.png`, content: PNG }));
      let res = await post('/v1/app/nhn/multi-upload', five);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ number: 400, message: '이미지는 최대 4개까지 올릴 수 있습니다.' });

      res = await post('/v1/app/nhn/multi-upload', [
        { field: 'uploadFiles', filename: '1.png', content: PNG },
        { field: 'uploadFiles', filename: '2.png', content: TEXT },
        { field: 'uploadFiles', filename: '3.png', content: GIF },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.');
    });
  });

  it('issues an hour-long editor token bound to the member, and checks it when sent', async () => {
    const auth = await app.inject({
      method: 'GET',
      url: '/v1/app/nhn/upload-auth',
      headers: { 'x-auth-token': member.token },
    });
    expect(auth.statusCode).toBe(200);
    const { token, expiresAt } = auth.json();
    expect(expiresAt).toBe('2026-05-04T13:00:00+09:00');
    expect(fs.statSync(path.join(dataDir, 'upload-token.key')).mode & 0o077).toBe(0);

    const withToken = (uploadToken: string, session = member.token) =>
      post('/v1/app/nhn/upload', [{ field: 'uploadFile', filename: 'a.png', content: PNG }], {
        'x-auth-token': session,
        'x-upload-token': uploadToken,
      });
    expect((await withToken(token)).statusCode).toBe(200);

    await expectNothingWritten(async () => {
      const tampered = token.replace(/\.(\d+)\./, (_m: string, exp: string) => `.${Number(exp) + 1000}.`);
      for (const bad of [tampered, 'v1.1.2.abc', '']) {
        const res = await withToken(bad);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('업로드 인증이 만료되었습니다. 새로고침 후 다시 시도해주세요.');
      }
      // Another member's session cannot use this member's token.
      expect((await withToken(token, creator.token)).statusCode).toBe(401);
    });

    const anonymous = await app.inject({ method: 'GET', url: '/v1/app/nhn/upload-auth' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an expired editor token', async () => {
    clock.set('2026-05-04T03:00:00Z');
    const { token } = (
      await app.inject({ method: 'GET', url: '/v1/app/nhn/upload-auth', headers: { 'x-auth-token': member.token } })
    ).json();
    clock.set('2026-05-04T04:00:00Z');
    const fresh = await tokenFor(database, 'demo-member');
    const res = await post('/v1/app/nhn/upload', [{ field: 'uploadFile', filename: 'a.png', content: PNG }], {
      'x-auth-token': fresh.token,
      'x-upload-token': token,
    });
    expect(res.statusCode).toBe(401);
    clock.set('2026-05-04T03:00:00Z');
  });

  it('answers 404 to raw dot-segment paths that no URL parser cleaned up', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const rawGet = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    for (const rawPath of ['/files/..', '/files/../upload-token.key', '/files/..%2fupload-token.key', '/files/.']) {
      const res = await rawGet(rawPath);
      expect(res.status, rawPath).toBe(404);
      expect(JSON.parse(res.body).number).toBe(404);
    }
  });

  it.each([
    '/files/..%2F..%2Fpackage.json',
    '/files/../package.json',
    '/files/a/b.png',
    '/files/%2e%2e%2fupload-token.key',
    '/files/upload-token.key',
    '/files/nothere0000000000000000.png',
    '/files/abc.svg',
    '/files/abc.png.html',
    '/files/',
  ])('answers 404 for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().number).toBe(404);
  });
});
