import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import styles from './Gallery.module.css';

export const GALLERY_TEXT = {
  previous: '이전 사진',
  next: '다음 사진',
  position: (i: number, n: number) => `${n}장 중 ${i}번째 사진`,
  empty: '등록된 사진이 없습니다.',
} as const;

/** Spec section 9: gallery slides are 660 px wide and move in 300 ms. */
export const SLIDE_WIDTH_PX = 660;
export const SLIDE_DURATION_MS = 300;
const SWIPE_MIN_PX = 40;

export interface GalleryImage {
  id: number;
  src: string;
  alt: string;
}

/** The room and space gallery: previous/next buttons, a position counter, and swipe on touch screens. */
export function Gallery({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  if (count === 0) return <p className={styles.empty}>{GALLERY_TEXT.empty}</p>;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section className={styles.gallery} aria-roledescription="캐러셀" aria-label={label}>
      <div
        className={styles.viewport}
        style={{ maxWidth: SLIDE_WIDTH_PX }}
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined) return;
          if (end - start > SWIPE_MIN_PX) go(index - 1);
          else if (start - end > SWIPE_MIN_PX) go(index + 1);
        }}
      >
        <ul
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SLIDE_DURATION_MS}ms` }}
        >
          {images.map((img, i) => (
            <li
              key={img.id}
              className={styles.slide}
              aria-roledescription="슬라이드"
              aria-label={GALLERY_TEXT.position(i + 1, count)}
              aria-hidden={i !== index}
            >
              <img
                src={img.src}
                alt={img.alt}
                width={SLIDE_WIDTH_PX}
                height={440}
                // The first picture is the room page's largest: fetched first, not after the scripts.
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <Button className={styles.nav} aria-label={GALLERY_TEXT.previous} onPress={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
          </Button>
          <p className={styles.counter} aria-live="polite">
            <span className="sr-only">{GALLERY_TEXT.position(index + 1, count)}</span>
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
          </p>
          <Button className={styles.nav} aria-label={GALLERY_TEXT.next} onPress={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
