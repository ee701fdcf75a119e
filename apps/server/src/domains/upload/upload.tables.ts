import type { Generated } from '../../db/table-types.js';

/**
 * 0001-foundation (+ 0002-common's contents_type): a stored file. Served at /files/<storageKey> only when public
 * (20261202T0900-upload); every other file is read through the call that checks its reader.
 */
export interface UploadedFileTable {
  fileId: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  /** foothold, mypage, editor … (which menu the file belongs to). */
  menuType: string;
  /** 0002: rprs, img, editor, certificate … */
  contentsType: string | null;
  userId: number | null;
  regDt: string;
  /** 'Y': meant for everyone (an image a page shows), served at /files/<key>; 'N' (the default): never there. */
  publicYn: Generated<'Y' | 'N'>;
}

/**
 * 20261123T2140-upload: bytes and files a member uploaded on one Seoul calendar day (yyyyMMdd). Bytes are bigint on
 * PostgreSQL (read with Number()).
 */
export interface UploadQuotaTable {
  userId: number;
  quotaYmd: string;
  usedBytes: Generated<number>;
  usedCount: Generated<number>;
}
