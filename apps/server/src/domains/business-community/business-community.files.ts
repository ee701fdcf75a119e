import type { Atch } from '@onfan/contracts/business-community';
import { BUSINESS_COMMUNITY_MESSAGES as M } from '@onfan/contracts/business-community';
import { AppError } from '../../http/app-error.js';
import type { AttachmentFile } from '../content/content.service.js';
import type { FileStorage } from '../upload/storage.js';

/** A file of a post or of a board's entry, as their repositories read it. */
export interface AttachedFile {
  fileId: string;
  originalName: string;
  sizeBytes: number;
  mimeType: string;
  storageKey: string;
}

/** A file as a post's or an entry's answer lists it, with the address it is downloaded from. */
export function atchOf(file: AttachedFile, downloadUrl: string): Atch {
  return { fileId: file.fileId, fileNm: file.originalName, fileSz: Number(file.sizeBytes), downloadUrl };
}

/** One of `files` read from storage under its Korean name; 404 when it is not one of them or not stored any more. */
export async function downloadOf(
  storage: FileStorage,
  files: readonly AttachedFile[],
  fileId: string,
): Promise<AttachmentFile> {
  const file = files.find((f) => f.fileId === fileId);
  if (!file) throw AppError.notFound(M.fileNotFound);
  const stored = await storage.get(file.storageKey);
  if (!stored) throw AppError.notFound(M.fileNotFound);
  return { fileNm: file.originalName, mimeType: file.mimeType, size: stored.size, stream: stored.stream };
}
