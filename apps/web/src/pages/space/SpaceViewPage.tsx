import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { formatHhmm } from '@onfan/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { FavouriteButton } from '@/features/space/components/FavouriteButton';
import { spaceQuery } from '@/features/space/space-api';
import { Gallery } from '@/features/studio/components/Gallery';
import NotFoundPage from '@/pages/not-found/NotFoundPage';
import styles from '@/pages/studio/studio-pages.module.css';

export const SPACE_VIEW_TEXT = {
  rooms: '예약할 수 있는 룸',
  reserve: '예약하기',
  inquiry: '문의하기',
  list: '목록',
  tel: '문의 전화',
  guide: '이용 안내',
  hours: (a: string, b: string) => `운영 ${formatHhmm(a)}~${formatHhmm(b)}`,
} as const;

/** space/{spaceId}: gallery, details, favourite, rooms to reserve, inquiry. */
export default function SpaceViewPage() {
  const { spaceId } = useParams();
  const id = Number(spaceId);
  const valid = Number.isInteger(id) && id > 0;
  const space = useQuery({ ...spaceQuery(id), enabled: valid });
  useDocumentTitle(space.data?.spaceNm ?? '', TITLE_PRIORITY.item);
  if (!valid || space.isError) return <NotFoundPage />;
  if (space.isPending)
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  const s = space.data;
  return (
    <div className={styles.page}>
      <PageHeader
        title={s.spaceNm}
        description={s.spaceIntro}
        breadcrumb={[{ label: '홈', href: '/' }, { label: '공간 예약', href: '/space' }, { label: s.spaceNm }]}
        actions={<FavouriteButton spaceId={s.spaceId} favrYn={s.favrYn} />}
      />
      <div className={styles.layout}>
        <Gallery
          label={`${s.spaceNm} 사진`}
          images={s.imgs.map((i) => ({ id: i.glryId, src: i.imgPtUrl, alt: i.imgAlt }))}
        />
        <div>
          <p className={styles.intro}>{s.spaceDtlIntro}</p>
          <p className={styles.cardText}>{s.spaceAddr}</p>
          <p className={styles.cardText}>
            {SPACE_VIEW_TEXT.tel} {s.telNo}
          </p>
          <h2 className={styles.bookingTitle}>{SPACE_VIEW_TEXT.guide}</h2>
          <p className={styles.intro}>{s.useGuide}</p>
        </div>
      </div>
      <section className={styles.contents} aria-labelledby="space-rooms">
        <h2 id="space-rooms" className={styles.contentsTitle}>
          {SPACE_VIEW_TEXT.rooms}
        </h2>
        <ul className={styles.rooms}>
          {s.rooms.map((r) => (
            <li key={r.roomId}>
              <Link to={`/space/${s.spaceId}/rsvt/${r.roomId}`} className={styles.card}>
                {r.rprsImgPtUrl ? <img src={r.rprsImgPtUrl} alt="" /> : null}
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>{r.roomNm}</h3>
                  <p className={styles.cardText}>{r.roomOnelineIntro}</p>
                  <p className={styles.cardText}>{SPACE_VIEW_TEXT.hours(r.operBgngHhmm, r.operEndHhmm)}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.contents}>
        <LinkButton href="/space" variant="secondary">
          {SPACE_VIEW_TEXT.list}
        </LinkButton>{' '}
        <LinkButton href={`/space/${s.spaceId}/inquiry/Input`} variant="tertiary">
          {SPACE_VIEW_TEXT.inquiry}
        </LinkButton>
      </div>
    </div>
  );
}
