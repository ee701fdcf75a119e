import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Where a drawn picture's shareable copy is served: `/img/education/digital.svg` → `/og-image/img/education/digital.png`. */
export const SHARE_PICTURE_PREFIX = '/og-image';

/** The size Open Graph readers show a large picture at. */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

const DRAWN = /^\/img\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.svg$/;
const SHARED = /^img\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.png$/;

/** The shareable copy's path of one of the web app's drawn pictures (SVG under /img), or null for any other picture. */
export function sharePicturePath(picture: string): string | null {
  const m = DRAWN.exec(picture);
  return m ? `${SHARE_PICTURE_PREFIX}/img/${m[1]!}.png` : null;
}

/**
 * The web app's drawn pictures (course, campaign, community and product illustrations are SVG) as 1200×630 PNGs for
 * shared links, which Open Graph readers need as raster pictures. Each is drawn once from the built app's file and kept.
 */
export class SharePictures {
  private readonly drawn = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly webDistDir: string) {}

  /** The PNG for `img/<folder>/<name>.png`, or null when there is no such drawn picture. */
  png(relative: string): Promise<Buffer | null> {
    const m = SHARED.exec(relative);
    if (!m) return Promise.resolve(null);
    const key = m[1]!;
    let found = this.drawn.get(key);
    if (!found) {
      found = this.draw(path.join(this.webDistDir, 'img', `${key}.svg`));
      // A missing file is asked for again later (the app may be built after the server started).
      void found.then((png) => (png ? undefined : this.drawn.delete(key)));
      this.drawn.set(key, found);
    }
    return found;
  }

  private async draw(file: string): Promise<Buffer | null> {
    const svg = await fs.readFile(file).catch(() => null);
    if (!svg) return null;
    return sharp(svg, { density: 144 })
      .resize({ ...SHARE_PICTURE_SIZE, fit: 'cover' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
}
