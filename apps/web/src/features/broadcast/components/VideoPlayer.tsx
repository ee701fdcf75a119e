import { BROADCAST_MESSAGES } from '@onfan/contracts/broadcast';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loginHref } from '@/lib/session/require-login';
import styles from './Broadcast.module.css';

export const PLAYER_TEXT = {
  unavailable: '영상을 재생할 수 없습니다. 이 방송에는 준비된 영상이 없습니다.',
  failed: '영상을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  captions: '한국어 자막',
  previewEnded: BROADCAST_MESSAGES.previewEnded,
  login: '로그인하고 이어 보기',
} as const;

/** A jump of the playhead larger than this is a seek, not playing (it does not count towards the preview). */
const MAX_PLAY_STEP_S = 2;

/**
 * The preview limit (spec section 9: 180 s by default): counts the seconds actually played (seeks do not count, so
 * it holds for a live stream's moving edge too) and pauses the video for good once they reach `seconds`.
 */
export function usePreviewLimit(video: RefObject<HTMLVideoElement | null>, seconds: number | null): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const el = video.current;
    if (!el || seconds === null) return;
    let played = 0;
    let last = el.currentTime;
    let stopped = false;
    const onTime = () => {
      const step = el.currentTime - last;
      last = el.currentTime;
      if (stopped) return;
      if (step > 0 && step <= MAX_PLAY_STEP_S) played += step;
      if (played >= seconds) {
        stopped = true;
        el.pause();
        setOver(true);
      }
    };
    const onSeek = () => {
      last = el.currentTime;
    };
    const onPlay = () => {
      if (stopped) el.pause();
    };
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeking', onSeek);
    el.addEventListener('play', onPlay);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeking', onSeek);
      el.removeEventListener('play', onPlay);
    };
  }, [video, seconds]);
  return over;
}

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
  previewSeconds = null,
  onTime,
}: {
  src: string | null;
  poster: string | null;
  captions: string | null;
  title: string;
  /** A guest's preview, in seconds (the broadcast's prvwTm); null for members, who watch it all. */
  previewSeconds?: number | null;
  /** Told the playhead's position (seconds) as the video plays or is sought (the replay's chat follows it). */
  onTime?: (seconds: number) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const previewOver = usePreviewLimit(video, src ? previewSeconds : null);

  useEffect(() => {
    const el = video.current;
    if (!el || !onTime) return;
    const tell = () => onTime(el.currentTime);
    el.addEventListener('timeupdate', tell);
    el.addEventListener('seeked', tell);
    return () => {
      el.removeEventListener('timeupdate', tell);
      el.removeEventListener('seeked', tell);
    };
  }, [onTime, src]);

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
      {previewOver ? (
        <p className={styles.playerError} role="alert">
          {PLAYER_TEXT.previewEnded} <Link to={loginHref()}>{PLAYER_TEXT.login}</Link>
        </p>
      ) : null}
      {failed ? (
        <p className={styles.playerError} role="alert">
          {PLAYER_TEXT.failed}
        </p>
      ) : null}
    </div>
  );
}
