import { cleanFileName } from '@onfan/contracts/file-name';

/**
 * RFC 5987/6266 Content-Disposition of every download: an ASCII fallback plus the UTF-8 name, so Korean names survive
 * every browser. The name is cleaned first (cleanFileName): a download is never saved under a name that reads as
 * something else.
 */
export function contentDisposition(name: string): string {
  const fileNm = cleanFileName(name).trim() || 'download';
  const fallback = fileNm.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileNm).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
