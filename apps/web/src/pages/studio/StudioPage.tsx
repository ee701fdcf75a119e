import { publicPageDescription } from '@onfan/contracts/page-meta';
import { STUDIO_PLYGRND2_CTGR } from '@onfan/contracts/content';
import { portalPath, studioRoomPath } from '@onfan/contracts/portal-path';
import { formatHhmm } from '@onfan/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { plygrndsQuery, studiosQuery } from '@/features/studio/studio-api';
import styles from './studio-pages.module.css';

export const STUDIO_PAGE_TEXT = {
  title: '라이브 스튜디오',
  description: publicPageDescription('/studio'),
  weekendOpen: '주말 운영',
  holidayOpen: '공휴일 운영',
  hours: (a: string, b: string) => `운영 ${formatHhmm(a)}~${formatHhmm(b)}`,
  contents: '스튜디오 활용 콘텐츠',
  empty: '등록된 스튜디오가 없습니다.',
} as const;

/** A card's picture is drawn 3:2 (studio-pages.module.css), as the room pictures are made: 660 × 440. */
const CARD_IMAGE = { width: 660, height: 440 } as const;

/** A studio content item opens in the content engine's social-space view, previous/next within the studio category. */
export const studioContentHref = (contentsId: number) => portalPath('plygrnd2', contentsId, STUDIO_PLYGRND2_CTGR);

/**
 * studio: every studio with its rooms on the one list chain (loading, failed, empty), and the studio content
 * (plygrnds2: the content engine's studio category).
 */
export default function StudioPage() {
  const studios = useQuery(studiosQuery());
  const contents = useQuery(plygrndsQuery());

  return (
    <div className={styles.page}>
      <PageHeader
        title={STUDIO_PAGE_TEXT.title}
        description={STUDIO_PAGE_TEXT.description}
        breadcrumb={[{ label: '홈', href: '/' }, { label: STUDIO_PAGE_TEXT.title }]}
      />
      <ListResults
        query={studios}
        empty={{ message: STUDIO_PAGE_TEXT.empty }}
        pending={
          <div className={styles.loading}>
            <Spinner />
          </div>
        }
      >
        {(studios) =>
          studios.map((s, studioIndex) => (
            <section key={s.studoId} className={styles.studio} aria-labelledby={`studio-${s.studoId}`}>
              <div className={styles.studioHead}>
                <h2 id={`studio-${s.studoId}`} className={styles.studioName}>
                  {s.studoNm}
                </h2>
                <p className={styles.studioMeta}>{s.studoAddr}</p>
              </div>
              <p className={styles.intro}>{s.studoIntro}</p>
              <ul className={styles.rooms}>
                {s.rooms.map((r, roomIndex) => (
                  <li key={r.roomId}>
                    <Link to={studioRoomPath(r.roomId, s.studoId)} className={styles.card}>
                      {r.rprsImgPtUrl ? (
                        <img
                          src={r.rprsImgPtUrl}
                          alt=""
                          width={CARD_IMAGE.width}
                          height={CARD_IMAGE.height}
                          // The first studio's first room is the first picture a visitor sees: fetched first.
                          {...(studioIndex === 0 && roomIndex === 0 ? { fetchPriority: 'high' as const } : {})}
                        />
                      ) : null}
                      <div className={styles.cardBody}>
                        <h3 className={styles.cardTitle}>{r.roomNm}</h3>
                        <p className={styles.cardText}>{r.roomOnelineIntro}</p>
                        <p className={styles.cardText}>{STUDIO_PAGE_TEXT.hours(r.operBgngHhmm, r.operEndHhmm)}</p>
                        <div className={styles.tags}>
                          {r.wekendOperYn === 'Y' ? (
                            <Badge variant="information">{STUDIO_PAGE_TEXT.weekendOpen}</Badge>
                          ) : null}
                          {r.holdyOperYn === 'Y' ? (
                            <Badge variant="success">{STUDIO_PAGE_TEXT.holidayOpen}</Badge>
                          ) : null}
                        </div>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </ListResults>
      {(contents.data?.items ?? []).length > 0 ? (
        <section className={styles.contents} aria-labelledby="studio-contents">
          <h2 id="studio-contents" className={styles.contentsTitle}>
            {STUDIO_PAGE_TEXT.contents}
          </h2>
          <ul className={styles.rooms}>
            {contents.data?.items.map((p) => (
              <li key={p.contentsId}>
                <Link to={studioContentHref(p.contentsId)} className={styles.card}>
                  {p.thmbnlImgPtUrl ? (
                    <img src={p.thmbnlImgPtUrl} alt="" width={CARD_IMAGE.width} height={CARD_IMAGE.height} />
                  ) : null}
                  <div className={styles.cardBody}>
                    <h3 className={styles.cardTitle}>{p.tit}</h3>
                    {p.smry ? <p className={styles.cardText}>{p.smry}</p> : null}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
