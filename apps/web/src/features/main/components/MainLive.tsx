import type { Banner } from '@onfan/contracts/main';
import { SLIDE_AUTOPLAY_MS, SLIDE_SPEED_MS } from '@onfan/contracts/main';
import { formatMinutes } from '@onfan/contracts/format';
import { NOTICE_MESSAGES, type NoticePopup } from '@onfan/contracts/notice';
import type { BroadcastSummary, MainLive as MainLiveData } from '@onfan/contracts/broadcast';
import {
  broadcastPath,
  liveComingPath,
  liveViewPath,
  portalListPath,
  portalPath,
  supportProgrammePath,
} from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent as ReactFocusEvent } from 'react';
import { Link } from 'react-router';
import { NEW_WINDOW_TEXT } from '@/components/ui/Button';
import { useIsClient } from '@/lib/use-is-client';
import { useMediaQuery } from '@/lib/use-media-query';
import {
  bannersQuery,
  coursesQuery,
  eduBannersQuery,
  latestNoticesQuery,
  mainLiveQuery,
  openProgrammesQuery,
  popupsQuery,
  sectionsQuery,
} from '../main-api';
import { hidePopup, isPopupHidden } from '../popup-cookie';
import styles from './MainLive.module.css';

function BannerSlider({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false);
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  // Rotation waits while anything inside the banner has focus or the pointer is over it (WCAG 2.2.2).
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = playing && !focused && !hovered;
  useEffect(() => {
    if (!rotating || banners.length < 2) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % banners.length), SLIDE_AUTOPLAY_MS);
    return () => window.clearInterval(t);
  }, [rotating, banners.length]);
  if (banners.length === 0) return null;
  return (
    <section
      className={`${styles.container} ${styles.slider}`}
      aria-roledescription="carousel"
      aria-label="주요 안내"
      data-rotating={rotating ? 'Y' : 'N'}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className={styles.viewport}>
        <div
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SLIDE_SPEED_MS}ms` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {banners.map((b, i) => (
            <div
              key={b.bannrId}
              className={styles.slide}
              style={{ background: b.bgColor }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${banners.length}개 중 ${i + 1}번째`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <h2>{b.bannrTit}</h2>
              {b.bannrSubTit ? <p>{b.bannrSubTit}</p> : null}
              {/* The operator's picture (uploaded at the console with its alternative text), a fixed height: no shift. */}
              {b.bannrImgPtUrl ? (
                <img className={styles.slideImg} src={b.bannrImgPtUrl} alt={b.bannrImgAlt} loading="lazy" />
              ) : null}
              {b.linkUrl ? (
                // The operator chooses at the console whether the banner's link opens a new window.
                <Link to={b.linkUrl} {...(b.newWinYn === 'Y' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <span className="sr-only">{b.bannrTit} </span>자세히 보기
                  {b.newWinYn === 'Y' ? <span className="sr-only"> {NEW_WINDOW_TEXT}</span> : null}
                </Link>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          onClick={() => setIndex((index - 1 + banners.length) % banners.length)}
          aria-label="이전 배너"
        >
          ‹
        </button>
        <span>
          {index + 1} / {banners.length}
        </span>
        <button type="button" onClick={() => setIndex((index + 1) % banners.length)} aria-label="다음 배너">
          ›
        </button>
        <button type="button" onClick={() => setPlaying(!playing)}>
          {playing ? '자동 넘김 정지' : '자동 넘김 재생'}
        </button>
      </div>
    </section>
  );
}

/**
 * The home layer popup: at most one at a time. When several notices are current, the one layer pages through them
 * ('1 / 3'); closing it closes the layer for this visit. It is a non-modal notice (KRDS: a notice beside the page, not
 * a dialog that holds focus): closing it leaves the page where the reader had it (on a phone the layer stands in the
 * page, and the browser's scroll anchoring would otherwise scroll by the layer's height) and puts focus back where it
 * was before it entered the layer (the main content when it came from nowhere, a tap).
 */
function Popups({ data, isLinkable }: { data: readonly NoticePopup[]; isLinkable: (to: string) => boolean }) {
  const [open, setOpen] = useState(true);
  const [hidden, setHidden] = useState<number[]>([]);
  const [at, setAt] = useState(0);
  const ref = useRef<HTMLElement>(null);
  /** What had focus before focus entered the layer: it gets it back when the layer closes. */
  const focusBefore = useRef<HTMLElement | null>(null);
  /** The page's scroll position when the layer was closed, kept once the layer has gone. */
  const scrollAtClose = useRef<number | null>(null);
  const rememberFocusBefore = (e: ReactFocusEvent) => {
    const from = e.relatedTarget;
    if (from instanceof HTMLElement && from.isConnected && !ref.current?.contains(from)) focusBefore.current = from;
  };
  // The "do not show" cookies are read in the browser, after hydration: the server draws the popups a first visit
  // sees, so on a phone (where the popup stands in the page) nothing below it moves when the app takes over.
  const client = useIsClient();
  const shown = data.filter((p) => !hidden.includes(p.ntcId) && !(client && isPopupHidden(p.ntcId)));
  const visible = open && shown.length > 0;
  // KWCAG 2.4.11: a layer over the page must not hide what has focus. When focus moves to something under the layer
  // (tabbing on past it), the layer docks to a small bar in the corner; the page keeps that bar's height clear.
  const [docked, setDocked] = useState(false);
  useEffect(() => {
    if (!visible || docked) return;
    const onFocus = (e: FocusEvent) => {
      const layer = ref.current;
      const target = e.target;
      if (!layer || !(target instanceof Element) || layer.contains(target)) return;
      if (getComputedStyle(layer).position !== 'fixed') return; // on a phone the layer stands in the page
      const a = layer.getBoundingClientRect();
      const b = target.getBoundingClientRect();
      if (b.right > a.left && b.left < a.right && b.bottom > a.top && b.top < a.bottom) setDocked(true);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [visible, docked]);
  useEffect(() => {
    if (!visible || !docked || !ref.current) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${ref.current.getBoundingClientRect().height + 32}px`;
    (document.activeElement as HTMLElement | null)?.scrollIntoView?.({ block: 'nearest' });
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [visible, docked]);
  useLayoutEffect(() => {
    const top = scrollAtClose.current;
    if (visible || top === null) return;
    scrollAtClose.current = null;
    window.scrollTo({ top, behavior: 'instant' });
  }, [visible]);
  if (!visible) return null;
  const index = Math.min(at, shown.length - 1);
  const popup = shown[index]!;
  const close = () => {
    const back = focusBefore.current?.isConnected ? focusBefore.current : ref.current?.closest('main');
    back?.focus({ preventScroll: true });
    scrollAtClose.current = window.scrollY;
    setOpen(false);
  };
  if (docked) {
    return (
      <aside
        ref={ref}
        className={styles.popupDocked}
        aria-label={NOTICE_MESSAGES.popupDocked}
        onFocus={rememberFocusBefore}
      >
        <button
          type="button"
          onClick={() => {
            setDocked(false);
            // Back to the full layer, with focus in it (the layer's heading leads).
            requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('h2')?.focus());
          }}
        >
          {NOTICE_MESSAGES.popupReopen}
          {shown.length > 1 ? ` (${shown.length}건)` : ''}
        </button>
        <button type="button" onClick={close}>
          {NOTICE_MESSAGES.close}
        </button>
      </aside>
    );
  }
  return (
    <aside
      ref={ref}
      className={styles.popup}
      data-popup={popup.popupKind}
      aria-labelledby={`popup-${popup.ntcId}`}
      onFocus={rememberFocusBefore}
    >
      <h2 id={`popup-${popup.ntcId}`} tabIndex={-1}>
        {popup.ntcTit}
      </h2>
      <div className={styles.popupBody} dangerouslySetInnerHTML={{ __html: popup.ntcCn }} />
      {popup.ntcUrl && isLinkable(popup.ntcUrl) ? (
        <p className={styles.popupBody}>
          <Link to={popup.ntcUrl} onClick={close}>
            바로가기
          </Link>
        </p>
      ) : null}
      {shown.length > 1 ? (
        <div className={styles.popupPager}>
          <button type="button" onClick={() => setAt((index - 1 + shown.length) % shown.length)}>
            이전 알림
          </button>
          <span>
            {index + 1} / {shown.length}
          </span>
          <button type="button" onClick={() => setAt((index + 1) % shown.length)}>
            다음 알림
          </button>
        </div>
      ) : null}
      <div className={styles.popupFoot}>
        <button
          type="button"
          onClick={() => {
            hidePopup(popup.ntcId, popup.hideDays);
            setHidden([...hidden, popup.ntcId]);
            close();
          }}
        >
          {popup.hideDays >= 30 ? NOTICE_MESSAGES.hideMonth : NOTICE_MESSAGES.hideToday}
        </button>
        <button type="button" onClick={close}>
          {NOTICE_MESSAGES.close}
        </button>
      </div>
    </aside>
  );
}

const LIVE_PARTS: { key: keyof MainLiveData; title: string; href: (b: BroadcastSummary) => string }[] = [
  { key: 'onAir', title: '지금 방송 중', href: (b) => liveViewPath(b.brcInfoNo) },
  { key: 'next', title: '다음 방송', href: (b) => liveComingPath(b.brcInfoNo) },
  { key: 'replays', title: '최근 다시보기', href: (b) => broadcastPath(b.brcInfoNo) },
];

/** The live section: what is on air now, what starts next, and the newest replays (issue 13). */
function LiveSection({ data }: { data: MainLiveData | undefined }) {
  if (!data || LIVE_PARTS.every((p) => data[p.key].length === 0)) return null;
  return (
    <section className={`${styles.container} ${styles.section}`} aria-labelledby="main-live">
      <div className={styles.sectionHead}>
        <h2 id="main-live">라이브</h2>
        <Link to="/live/list" aria-label="라이브 더보기">
          더보기
        </Link>
      </div>
      {LIVE_PARTS.filter((p) => data[p.key].length > 0).map((p) => (
        <div key={p.key} className={styles.livePart}>
          <h3>{p.title}</h3>
          <ul className={styles.grid}>
            {data[p.key].map((b) => (
              <li key={b.brcInfoNo}>
                <Link className={styles.tile} to={p.href(b)}>
                  {b.brcSts === 'LIVE' ? <span className={styles.liveBadge}>LIVE · 방송 중</span> : null}
                  <strong>{b.brcTit}</strong>
                  <span>
                    {b.chnlNm} · <time dateTime={b.brcBgngDt}>{formatDate(b.brcBgngDt, 'M.d HH:mm')}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export interface MainLiveProps {
  /** Whether a portal link leads to a built page; links that would end on NotFound are shown as 준비 중 instead. */
  isLinkable: (to: string) => boolean;
}

const PREPARING = '준비 중';

/** A course card's picture: decorative (the title follows it), sized so the card never moves when it arrives. */
function CourseThumb({ src }: { src: string }) {
  return <img className={styles.thumb} src={src} alt="" width={660} height={440} loading="lazy" decoding="async" />;
}

/** The API-fed parts of the main page, in their own chunk. */
export default function MainLive({ isLinkable }: MainLiveProps) {
  const banners = useQuery(bannersQuery());
  const sections = useQuery(sectionsQuery());
  const edu = useQuery(eduBannersQuery());
  const courses = useQuery(coursesQuery());
  const notices = useQuery(latestNoticesQuery());
  const closing = useQuery(openProgrammesQuery());
  const live = useQuery(mainLiveQuery());

  // Everything appears at once, in an area reserved a window tall: nothing on the page moves as answers arrive.
  // The popups are observed here only: a second observer mounted below would refetch a failed query on mount,
  // turn it pending again, unmount itself and loop.
  const popups = useQuery(popupsQuery());
  const settled = [popups, banners, sections, edu, courses, notices, closing, live].every((q) => !q.isPending);
  if (!settled) return <div className={styles.reserve} aria-busy="true" />;

  return (
    <>
      <Popups data={popups.data ?? []} isLinkable={isLinkable} />
      <BannerSlider banners={banners.data ?? []} />
      <LiveSection data={live.data} />
      {(sections.data ?? []).map((g) => (
        <section
          key={g.sectGrpId}
          className={`${styles.container} ${styles.section}`}
          aria-labelledby={`sect-${g.sectGrpId}`}
        >
          <div className={styles.sectionHead}>
            <h2 id={`sect-${g.sectGrpId}`}>{g.sectGrpNm}</h2>
            {g.moreUrl ? (
              <Link to={g.moreUrl} aria-label={`${g.sectGrpNm} 더보기`}>
                더보기
              </Link>
            ) : null}
          </div>
          <ul className={styles.grid}>
            {g.items.map((i) => (
              <li key={i.sectItemId}>
                <Link className={styles.tile} to={i.linkUrl}>
                  <strong>{i.itemTit}</strong>
                  {i.itemDesc ? <span>{i.itemDesc}</span> : null}
                  {i.badgeNm ? <span>{i.badgeNm}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className={`${styles.container} ${styles.section} ${styles.two}`}>
        <section aria-labelledby="main-closing">
          <div className={styles.sectionHead}>
            <h2 id="main-closing">마감 임박 지원사업</h2>
            <Link to="/support?status=open" aria-label="접수중인 지원사업 더보기">
              더보기
            </Link>
          </div>
          <ul className={styles.rows}>
            {(closing.data?.items ?? []).map((b) => (
              <li key={b.sprtBizId}>
                <Link to={supportProgrammePath(b.sprtBizId)}>{b.sprtBizNm}</Link>
                <span className={styles.dday}>{b.dday === 0 ? 'D-Day' : `D-${b.dday}`}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="main-notices">
          <div className={styles.sectionHead}>
            <h2 id="main-notices">공지사항</h2>
            <Link to={portalListPath('notice')} aria-label="공지사항 더보기">
              더보기
            </Link>
          </div>
          <ul className={styles.rows}>
            {(notices.data?.items ?? []).map((n) => (
              <li key={n.contentsId}>
                <Link to={portalPath('notice', n.contentsId)}>{n.tit}</Link>
                <time dateTime={n.regDt}>{n.regDt.slice(0, 10).replaceAll('-', '.')}</time>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={`${styles.container} ${styles.section}`} aria-labelledby="main-edu">
        <div className={styles.sectionHead}>
          <h2 id="main-edu">교육</h2>
        </div>
        <ul className={styles.edu}>
          {(edu.data ?? []).map((e) => (
            <li key={e.eduBannrId}>
              {e.linkUrl && isLinkable(e.linkUrl) ? (
                <Link to={e.linkUrl} style={{ background: e.bgColor }}>
                  <strong>{e.eduBannrTit}</strong>
                  {e.eduBannrSubTit}
                </Link>
              ) : (
                <div style={{ background: e.bgColor }}>
                  <strong>{e.eduBannrTit}</strong>
                  {e.eduBannrSubTit} <span>({PREPARING})</span>
                </div>
              )}
            </li>
          ))}
        </ul>
        <ul className={styles.grid}>
          {(courses.data ?? []).map((c) => (
            <li key={c.courseId}>
              {isLinkable(c.linkUrl) ? (
                <Link className={styles.tile} to={c.linkUrl}>
                  <CourseThumb src={c.thmbUrl} />
                  <strong>{c.courseNm}</strong>
                  <span>{c.courseDesc}</span>
                  <span>
                    {c.lvlNm} · {formatMinutes(c.lrnMin)} · {c.instrNm}
                  </span>
                </Link>
              ) : (
                <div className={styles.tile}>
                  <CourseThumb src={c.thmbUrl} />
                  <strong>{c.courseNm}</strong>
                  <span>{c.courseDesc}</span>
                  <span>
                    {c.lvlNm} · {formatMinutes(c.lrnMin)} · {c.instrNm} · {PREPARING}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
