import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-db.js';
import { call, login } from '../auth/auth.testkit.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { PNG, ownDataDir, postFiles, uploadOne, uploadTestConfig } from './upload.testkit.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: what reorders how a name reads. */
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const BIDI_CODES = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
/** 'a‮gpj.exe.pdf' reads as "afdp.exe.jpg". */
const DISGUISED = 'a\u202egpj.exe.pdf';
/** Every bidirectional control, percent-encoded as a header carries it. */
const ENCODED = BIDI_CODES.map((c) => encodeURIComponent(String.fromCharCode(c)));

/**
 * Bidirectional-control characters never survive in a file name the portal stores or shows: uploads (attachments,
 * certificates), names a member types (a foothold's image name), and the name a download is saved under.
 */
describe('file names without bidirectional controls', async () => {
  const dataDir = ownDataDir();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ config: uploadTestConfig(dataDir) });
  const member = await login(app, 'demo-member');
  const creator = await login(app, 'demo-creator');
  const storedName = async (fileId: string) =>
    (
      await database.db
        .selectFrom('uploadedFile')
        .select('originalName')
        .where('fileId', '=', fileId)
        .executeTakeFirstOrThrow()
    ).originalName;

  it('strips them from an uploaded attachment, its stored name and its download', async () => {
    const up = await postFiles(app, '/v1/app/scommunity/post/atch/upload', member, [
      { field: 'uploadFiles', content: PDF, filename: DISGUISED },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.files[0].fileNm).toBe('agpj.exe.pdf');
    expect(await storedName(up.body.files[0].fileId)).toBe('agpj.exe.pdf');

    const every = String.fromCharCode(...BIDI_CODES);
    const many = await postFiles(app, '/v1/app/scommunity/post/atch/upload', member, [
      { field: 'uploadFiles', content: PDF, filename: `보고${every}서.pdf` },
    ]);
    expect(many.body.files[0].fileNm).toBe('보고서.pdf');
  });

  it('strips them from a certificate file name', async () => {
    const up = await postFiles(app, '/v1/app/auth/certificate/upload', member, [
      { field: 'uploadFile', content: PDF, filename: `확인서\u2066\u200f.pdf` },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const cert = await call(app, 'GET', '/v1/app/auth/certificate', { token: member });
    expect(cert.body.bzmnCnfmDocNm).toBe('확인서.pdf');
  });

  it("strips them from a name a member types (a foothold's image name)", async () => {
    const mine = await call(app, 'GET', '/v1/app/community/ctr/my/fthld', { token: creator });
    const image = await uploadOne(app, creator, PNG);
    const saved = await call(app, 'PUT', `/v1/app/community/fthld/${mine.body.ctrFthldId}`, {
      token: creator,
      body: { fthldNm: mine.body.fthldNm, rprsImgPtUrl: image.body.filePath, rprsImgFileNm: `가게\u202e gnp.exe` },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await call(app, 'GET', '/v1/app/community/ctr/my/fthld', { token: creator });
    expect(after.body.rprsImgFileNm).toBe('가게 gnp.exe');
  });

  it('never puts them in the name a download is saved under', () => {
    const header = contentDisposition(DISGUISED);
    expect(header).not.toMatch(BIDI);
    for (const code of ENCODED) expect(header).not.toContain(code);
    expect(header).toContain(`filename*=UTF-8''agpj.exe.pdf`);
  });
});
