import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { loadConfig } from '../../config.js';

/** Helpers for the upload tests (kept beside them; no test runner imports). */

/** A real 1×1 PNG: file-type recognises it by its leading bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of exactly `bytes` bytes (the image padded with zeros, still a PNG by its content). */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]);
}

export interface Part {
  field: string;
  filename?: string;
  content: Buffer;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----onfan${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename ?? 'a.png'}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      p.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs files as the member holding `token`; answers the status and the JSON body. */
export async function postFiles(app: FastifyInstance, url: string, token: string, parts: Part[]) {
  const form = multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, 'x-auth-token': token },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as any };
}

/** One image through POST common/mypage/upload/img. */
export function uploadOne(app: FastifyInstance, token: string, content: Buffer = PNG) {
  return postFiles(app, '/v1/app/common/mypage/upload/img', token, [{ field: 'uploadFile', content }]);
}

/** A data directory of the test file's own, so its stored files are its alone; the caller removes it afterwards. */
export function ownDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-upload-'));
}

/** Stored files under `<dataDir>/uploads`. */
export function storedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

/** Test config overrides with the per-address upload limit out of the way (these tests upload a lot). */
export function uploadTestConfig(dataDir: string, overrides: Partial<Config> = {}): Partial<Config> {
  const { routeLimits } = loadConfig({ NODE_ENV: 'test' });
  return { dataDir, routeLimits: { ...routeLimits, upload: 10_000 }, ...overrides };
}
