import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  BROADCAST_MEDIA_MESSAGES as M,
  broadcastMediaAdminEndpoints as api,
  MEDIA_UPLOAD_PATH,
  mediaTooLarge,
} from '@onfan/contracts/broadcast-media.admin';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { endpointUrl } from '../../http/endpoint-route.js';
import type { ObjectStore } from '../../lib/object-store.js';
import type { BroadcastUploadService, UploadFiles } from './broadcast-media.upload-service.js';

/** Where unfinished and finished uploads wait for their transcode: DATA_DIR/broadcast-uploads/<id> (+ <id>.json). */
export function uploadDir(dataDir: string): string {
  return path.join(dataDir, 'broadcast-uploads');
}

/** A tus upload's id: 32 hex characters (contracts' transcodeBodySchema). */
const UPLOAD_ID = /^[a-f0-9]{32}$/;

/** The bucket's key of a finished upload shared with every process. */
export const sharedUploadKey = (uploadId: string) => `broadcast-uploads/${uploadId}`;

/**
 * The uploads kept by the tus file store on this process's disk, for the service and the job. With a bucket (many
 * instances: each process has its own DATA_DIR, the transcode runs on the worker) a finished upload is shared through
 * it: `share` copies the file there when its transcode is started, and `find` on a process without the file reads it
 * back into DATA_DIR/broadcast-uploads/shared/ for ffmpeg; `remove` deletes every copy. The upload itself (tus's
 * PATCH requests) and the start of its transcode reach the instance that holds the file: the proxy sends them by the
 * visitor's address (deploy/nginx/onfan-proxy.conf, `onfan_sticky`).
 */
export function fileUploads(
  dataDir: string,
  bucket: ObjectStore | null = null,
  store = new FileStore({ directory: uploadDir(dataDir) }),
): UploadFiles {
  const sharedDir = path.join(uploadDir(dataDir), 'shared');
  return {
    async find(uploadId) {
      if (!UPLOAD_ID.test(uploadId)) return null;
      const u = await store.getUpload(uploadId).catch(() => null);
      if (u) {
        const n = Number(u.metadata?.brcInfoNo);
        return {
          size: u.size,
          offset: u.offset,
          brcInfoNo: Number.isInteger(n) ? n : null,
          fileName: String(u.metadata?.filename ?? ''),
          file: path.join(store.directory, uploadId),
        };
      }
      const object = bucket ? await bucket.get(sharedUploadKey(uploadId)) : null;
      if (!object) return null;
      await fs.mkdir(sharedDir, { recursive: true });
      const file = path.join(sharedDir, uploadId);
      const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        await pipeline(object.stream, createWriteStream(tmp));
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
      // Shared only once finished and checked: its metadata stayed with the process that took it.
      return { size: object.size, offset: object.size, brcInfoNo: null, fileName: '', file };
    },
    async remove(uploadId) {
      if (!UPLOAD_ID.test(uploadId)) return;
      await fs.rm(path.join(store.directory, uploadId), { force: true });
      await fs.rm(path.join(store.directory, `${uploadId}.json`), { force: true });
      await fs.rm(path.join(sharedDir, uploadId), { force: true });
      await bucket?.delete(sharedUploadKey(uploadId));
    },
    async share(uploadId) {
      if (!bucket || !UPLOAD_ID.test(uploadId)) return;
      await bucket.putFile(sharedUploadKey(uploadId), path.join(store.directory, uploadId));
    },
  };
}

/** The portal's error envelope as a tus answer's body. */
function envelope(err: AppError): { status_code: number; body: string } {
  return {
    status_code: err.status,
    body: JSON.stringify({ number: err.number, message: err.message, ...(err.errors ? { errors: err.errors } : {}) }),
  };
}

/**
 * The resumable upload of a recording or a short (decision 051): the tus protocol (`@tus/server`, `@tus/file-store`)
 * at `/v1/app/broadcast/admin/media-uploads[/<id>]`. Its routes are ordinary Fastify routes declaring the media
 * desk's access (BROADCAST or SYSTEM with the second factor), so the app's one access hook checks the session before
 * a byte is read, and the API's security headers (its CSP) are set on the answer. The creation names the broadcast
 * in its metadata (`brcInfoNo`) and its length; both are checked by the service (a recording or short that exists,
 * at most BROADCAST_UPLOAD_MAX_MB). Every refusal is the portal's JSON envelope with a Korean message.
 */
export function mediaUploadRoutes(app: FastifyInstance, m: { uploads: BroadcastUploadService; dataDir: string }): void {
  const base = endpointUrl({ path: MEDIA_UPLOAD_PATH });
  const tus = new Server({
    path: base,
    datastore: new FileStore({ directory: uploadDir(m.dataDir) }),
    maxSize: m.uploads.maxBytes,
    relativeLocation: true,
    allowedOrigins: () => false,
    namingFunction: () => randomBytes(16).toString('hex'),
    onUploadCreate: async (_req, upload) => {
      try {
        await m.uploads.checkCreate(Number(upload.metadata?.brcInfoNo), upload.size);
      } catch (err) {
        if (err instanceof AppError) throw envelope(err);
        throw err;
      }
      return {};
    },
    onResponseError: (_req, err) => {
      const status = 'status_code' in err ? err.status_code : 500;
      const body = 'body' in err ? err.body : '';
      if (body.startsWith('{')) return { status_code: status, body };
      if (status === 413) return envelope(AppError.badRequest(mediaTooLarge(m.uploads.maxBytes)));
      if (status === 404 || status === 410) return envelope(new AppError(status, M.uploadMissing));
      if (status >= 500) return envelope(AppError.unavailable(5, COMMON_MESSAGES.serviceUnavailable));
      return envelope(new AppError(status, M.uploadIncomplete));
    },
  });
  const access = api.media.access;
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    // The answer is written by tus on the raw response: the headers the app's hooks set (security, CSP) go with it.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
    }
    reply.raw.setHeader('cache-control', 'no-store');
    reply.hijack();
    try {
      await tus.handle(req.raw, reply.raw);
    } catch (err) {
      req.log.warn({ err }, 'broadcast media upload failed');
      if (!reply.raw.headersSent) {
        const { status_code, body } = envelope(AppError.unavailable(5, COMMON_MESSAGES.serviceUnavailable));
        reply.raw.writeHead(status_code, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(body);
      } else reply.raw.destroy();
    }
  };
  void app.register(async (scope) => {
    // The chunk's bytes are read by tus from the request itself.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    scope.route({ method: 'POST', url: base, config: { access }, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${base}/:uploadId`, config: { access }, handler });
  });
}
