/**
 * Draws the portal's default picture for shared links (`og:image`, 1200×630) from og-image.svg beside this script
 * into the web app's public files: `node apps/web/og-image/draw-og-image.mjs`. The text is drawn in Noto Sans CJK KR
 * (Debian's fonts-noto-cjk); the PNG is committed, so the portal needs neither the font nor this script to serve it.
 */
import path from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
const out = path.join(here, '..', 'public', 'og-image.png');
const info = await sharp(path.join(here, 'og-image.svg'), { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(out);
console.info(`${out}: ${info.width}×${info.height}, ${info.size} bytes`);
