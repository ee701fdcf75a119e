import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { COMMON_MESSAGES } from '@onfan/contracts/envelope';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodApp } from '../../http/zod-app.js';
import { AppError } from '../../http/app-error.js';

/**
 * Multipart limits, separate from the 1 MB JSON body limit: each file is cut off at 10 MB while it streams in,
 * and a request carries at most 4 files. Only the scopes of routes that read files register @fastify/multipart
 * (see `withMultipart`).
 */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: UPLOAD_LIMITS.maxFileBytes,
    files: UPLOAD_LIMITS.maxFiles,
    fields: 10,
    fieldSize: 1024,
    parts: UPLOAD_LIMITS.maxFiles + 10,
    headerPairs: 100,
  },
};

/**
 * Declares routes that read multipart files in a scope of their own with @fastify/multipart registered. The plugin
 * hooks every request of the scope it lives in (a close listener and a clean-up per answer), so the rest of the
 * API (cached lists above all) does not carry it; elsewhere a multipart body is refused with 415.
 */
export function withMultipart(app: FastifyInstance, routes: (scope: ZodApp) => void): void {
  void app.register(async (scope) => {
    await scope.register(multipart, MULTIPART_OPTIONS);
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

export interface ReceivedFile {
  originalName: string;
  buffer: Buffer;
}

/**
 * The files of a multipart request, read when the service asks for them: which form field and how many files are the
 * service's rules, and it may refuse (a bad upload token) before a byte is read.
 */
export type FileSource = (field: string, maxFiles: number) => Promise<ReceivedFile[]>;

/** The request's files as a `FileSource`, for a route to hand to its service. */
export function formFiles(request: FastifyRequest): FileSource {
  return (field, maxFiles) => readFormFiles(request, field, maxFiles);
}

/**
 * Reads the files of one form field (others are drained and ignored), at most `maxFiles`. Nothing is stored here:
 * the caller checks every file before any is written.
 */
export async function readFormFiles(request: FastifyRequest, field: string, maxFiles: number): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw AppError.badRequest(UPLOAD_MESSAGES.notMultipart);
  const tooMany = maxFiles === 1 ? UPLOAD_MESSAGES.singleOnly : UPLOAD_MESSAGES.tooMany;
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      // A browser sends an empty part for a file input left empty.
      if (buffer.length === 0 && !part.filename) continue;
      if (files.length >= maxFiles) throw AppError.badRequest(tooMany);
      files.push({ originalName: part.filename, buffer });
    }
  } catch (err) {
    throw toUploadError(err, tooMany);
  }
  if (files.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  return files;
}

function toUploadError(err: unknown, tooMany: string): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, UPLOAD_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(tooMany);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_MP_PREMATURE_CLOSE':
      return AppError.badRequest(COMMON_MESSAGES.malformedJson);
    default:
      // busboy's own parse errors ("Unexpected end of form", "Malformed part header") carry no code.
      if (err instanceof Error && !('statusCode' in err) && /multipart|form|part|boundary/i.test(err.message)) {
        return AppError.badRequest(COMMON_MESSAGES.malformedJson);
      }
      return err;
  }
}
