import { UPLOAD_MESSAGES } from '@onfan/contracts/upload';
import sharp from 'sharp';
import { AppError } from '../../http/app-error.js';
import type { CheckedFile } from './upload.service.js';

// One picture at a time on one libvips thread, nothing kept in its cache: resizing a large upload never takes both
// cores or a growing heap from the requests of others (decision 038).
sharp.concurrency(1);
sharp.cache(false);

/** The largest picture decoded at all (50 megapixels: a phone's photo, not a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The box a page shows a picture in, in device pixels (twice the CSS box, for high-density screens). */
export interface ImageBox {
  width: number;
  height: number;
}

/**
 * Pictures made to the size a page shows them at (decision 038): turned upright by their EXIF orientation, cut to the
 * box's shape from the centre (the page covers the box), made no larger than the box and never enlarged, re-encoded
 * as WebP at quality 82. The camera's metadata (place, device) is dropped with the re-encoding. A picture the library
 * cannot read is the upload's Korean 400.
 */
export async function fitImages(files: readonly CheckedFile[], box: ImageBox): Promise<CheckedFile[]> {
  const fitted: CheckedFile[] = [];
  for (const f of files) {
    let buffer: Buffer;
    try {
      buffer = await sharp(f.buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: box.width, height: box.height, fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw AppError.badRequest(UPLOAD_MESSAGES.imageOnly);
    }
    fitted.push({
      buffer,
      ext: 'webp',
      mime: 'image/webp',
      originalName: f.originalName.replace(/\.[^.]+$/, '') + '.webp',
    });
  }
  return fitted;
}
