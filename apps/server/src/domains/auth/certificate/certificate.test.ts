import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { systemClock } from '../../../lib/clock.js';
import { createTestApp } from '../../../test/test-db.js';
import { ownDataDir, PNG, uploadOne, uploadTestConfig } from '../../upload/upload.testkit.js';
import { call, login, newMember, userIdOf } from '../auth.testkit.js';
import { CertificateRepository } from './certificate.repository.js';
import { CertificateService } from './certificate.service.js';

/** The reservation domain's question (studio booking) through the service, as the auth module builds it. */
function hasAcceptedCertificate(database: Database, userId: number): Promise<boolean> {
  const unused = { saveFiles: () => Promise.reject(new Error('not used')) };
  return new CertificateService(new CertificateRepository(database.db), systemClock, unused).hasAccepted(userId);
}

describe('small-business certificate', async () => {
  const { app, database } = await createTestApp();
  const upload = async (userId: number, mimeType: string, originalName = 'cert.pdf') => {
    const fileId = randomUUID();
    await database.db
      .insertInto('uploadedFile')
      .values({
        fileId,
        storageKey: `${fileId}.bin`,
        originalName,
        mimeType,
        sizeBytes: 1234,
        menuType: 'mypage',
        contentsType: null,
        userId,
        regDt: new Date().toISOString(),
      })
      .execute();
    return fileId;
  };

  it('demo-member has an accepted certificate', async () => {
    const token = await login(app, 'demo-member');
    const res = await call(app, 'GET', '/v1/app/auth/certificate', { token });
    expect(res.body).toMatchObject({ status: '승인', bzmnCnfmDocCnfmYn: '승인' });
    expect(await hasAcceptedCertificate(database, await userIdOf(database, 'demo-member'))).toBe(true);
  });

  it('accepts only the member’s own image or PDF uploads', async () => {
    const m = await newMember(app);
    const other = await newMember(app);
    const foreign = await upload(other.userId, 'application/pdf');
    const text = await upload(m.userId, 'text/plain', 'notes.txt');
    const notMine = await call(app, 'POST', '/v1/app/auth/certificate', { token: m.token, body: { fileId: foreign } });
    expect(notMine.body.message).toBe('업로드한 파일을 찾을 수 없습니다. 다시 업로드해주세요.');
    const wrongType = await call(app, 'POST', '/v1/app/auth/certificate', { token: m.token, body: { fileId: text } });
    expect(wrongType.body.message).toBe('소상공인 확인서는 이미지 또는 PDF 파일만 등록할 수 있습니다.');
    const none = await call(app, 'POST', '/v1/app/auth/certificate', { token: m.token, body: {} });
    expect(none.body.message).toBe('소상공인 확인서 파일을 업로드해주세요.');
  });
});

describe('small-business certificate upload (multipart)', async () => {
  const { app } = await createTestApp();
  const form = (filename: string, content: Buffer, type: string) => {
    const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

  it('stores a PDF checked by content and submits it: 미확인 with the original name', async () => {
    const m = await newMember(app);
    const f = form('소상공인확인서.pdf', pdf, 'application/pdf');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/certificate/upload',
      payload: f.payload,
      headers: { ...f.headers, 'x-auth-token': m.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ number: 200, message: '소상공인 확인서가 등록되었습니다.' });
    const got = await call(app, 'GET', '/v1/app/auth/certificate', { token: m.token });
    expect(got.body).toMatchObject({ status: '미확인', bzmnCnfmDocNm: '소상공인확인서.pdf' });
  });

  it('refuses a file that is neither an image nor a PDF by content, whatever its name says', async () => {
    const m = await newMember(app);
    const f = form('fake.pdf', Buffer.from('just some text, not a pdf'), 'application/pdf');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/app/auth/certificate/upload',
      payload: f.payload,
      headers: { ...f.headers, 'x-auth-token': m.token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('소상공인 확인서는 이미지 또는 PDF 파일만 등록할 수 있습니다.');
    const got = await call(app, 'GET', '/v1/app/auth/certificate', { token: m.token });
    expect(got.body.status).toBe('미제출');
  });

  it('needs a login', async () => {
    const f = form('a.pdf', pdf, 'application/pdf');
    const res = await app.inject({ method: 'POST', url: '/v1/app/auth/certificate/upload', ...f });
    expect(res.statusCode).toBe(401);
  });
});

describe('the certificate upload and the daily upload quota', async () => {
  const dataDir = ownDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({
    config: uploadTestConfig(dataDir, { uploadQuota: { dailyBytes: 50 * 1024 * 1024, dailyCount: 2 } }),
  });
  const upload = (token: string, content: Buffer = PNG) => {
    const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/v1/app/auth/certificate/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
    });
  };

  it('counts against the member’s daily quota: 413 once it is used up, nothing submitted', async () => {
    const m = await newMember(app);
    expect((await uploadOne(app, m.token)).status).toBe(200);
    const first = await upload(m.token);
    expect(first.statusCode).toBe(200);
    const files = await database.db
      .selectFrom('uploadedFile')
      .select(['menuType', 'contentsType'])
      .where('userId', '=', m.userId)
      .where('contentsType', '=', 'certificate')
      .execute();
    expect(files).toEqual([{ menuType: 'mypage', contentsType: 'certificate' }]);

    const refused = await upload(m.token);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      number: 413,
      message: '오늘 올릴 수 있는 파일 개수(2개)를 모두 사용했습니다. 내일 다시 시도해주세요.',
    });
    const certificates = await database.db
      .selectFrom('smbCertificate')
      .select('id')
      .where('userId', '=', m.userId)
      .execute();
    expect(certificates).toHaveLength(1);
  });
});
