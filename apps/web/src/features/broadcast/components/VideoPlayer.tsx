import { useEffect, useRef, useState } from 'react';
import styles from './Broadcast.module.css';

export const PLAYER_TEXT = {
  unavailable: '영상을 재생할 수 없습니다. 이 방송에는 준비된 영상이 없습니다.',
  failed: '영상을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  captions: '한국어 자막',
} as const;

/**
 * An HLS player: the browser's own where it plays HLS (Safari), hls.js otherwise, loaded only here so the main page
 * never carries it. Adaptive renditions, a poster, the browser's keyboard-operable controls, no autoplay, and Korean
 * captions shown by default (KWCAG 2.2) and switchable in the controls' menu. hls.js runs without its blob: worker,
 * which the content security policy does not allow (the clips are a few seconds long).
 */
export function VideoPlayer({
  src,
  poster,
  captions,
  title,
}: {
  src: string | null;
  poster: string | null;
  captions: string | null;
  title: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el || !src) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    if (el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = src;
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls({ capLevelToPlayerSize: true, enableWorker: false });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(src);
        hls.attachMedia(el);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  if (!src) {
    return (
      <div className={styles.playerEmpty} role="status">
        {PLAYER_TEXT.unavailable}
      </div>
    );
  }
  return (
    <div className={styles.player}>
      <video
        ref={video}
        className={styles.video}
        controls
        playsInline
        preload="metadata"
        poster={poster ?? undefined}
        aria-label={title}
        crossOrigin="anonymous"
      >
        {captions ? <track kind="captions" src={captions} srcLang="ko" label={PLAYER_TEXT.captions} default /> : null}
      </video>
      {failed ? (
        <p className={styles.playerError} role="alert">
          {PLAYER_TEXT.failed}
        </p>
      ) : null}
    </div>
  );
}
