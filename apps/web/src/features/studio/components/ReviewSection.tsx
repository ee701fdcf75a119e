import { STUDIO_MESSAGES, summarizeReviews } from '@onfan/contracts/studio';
import { formatDate } from '@onfan/contracts/time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { ListResults } from '@/components/ui/ListPage';
import { reviewCountsQuery, reviewsQuery } from '../studio-api';
import styles from './review.module.css';

export const REVIEW_TEXT = {
  title: '이용 후기',
  average: '평균 별점',
  total: (n: number) => `후기 ${n}건`,
  bar: (score: number, percent: number, count: number) => `${score}점 ${percent}% (${count}건)`,
  more: '후기 더보기',
  stars: (n: number) => `별점 5점 중 ${n}점`,
} as const;

const PAGE_SIZE = 5;

/**
 * The room's review summary (average to one decimal, a bar per score) and its list with load-more, on the one list
 * chain (loading, failed, empty).
 */
export function ReviewSection({ roomId }: { roomId: number }) {
  const counts = useQuery(reviewCountsQuery(roomId));
  const list = useInfiniteQuery(reviewsQuery(roomId, PAGE_SIZE));
  const summary = summarizeReviews(counts.data ?? []);

  return (
    <section className={styles.reviews} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.title}>
        {REVIEW_TEXT.title}
      </h2>
      {summary.total > 0 ? (
        <div className={styles.summary}>
          <div className={styles.average}>
            <p className={styles.averageLabel}>{REVIEW_TEXT.average}</p>
            <p className={styles.averageValue}>
              <span aria-hidden="true">★</span> {summary.average}
            </p>
            <p className={styles.averageCount}>{REVIEW_TEXT.total(summary.total)}</p>
          </div>
          <ul className={styles.bars}>
            {summary.bars.map((b) => (
              <li key={b.starrtScore} className={styles.barRow}>
                <span>{b.starrtScore}점</span>
                <span
                  className={styles.barTrack}
                  role="img"
                  aria-label={REVIEW_TEXT.bar(b.starrtScore, b.percent, b.revwCnt)}
                >
                  <span className={styles.barFill} style={{ width: `${b.percent}%` }} />
                </span>
                <span className={styles.barPercent} aria-hidden="true">
                  {b.percent}%
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ListResults
        query={list}
        items={(data) => data.pages.flatMap((p) => p.items)}
        empty={{ message: STUDIO_MESSAGES.reviewEmpty }}
      >
        {(items) => (
          <>
            <ul className={styles.list}>
              {items.map((r) => (
                <li key={r.revwId} className={styles.item}>
                  <p className={styles.stars}>
                    <span className="sr-only">{REVIEW_TEXT.stars(r.starrtScore)}</span>
                    <span aria-hidden="true">{'★'.repeat(r.starrtScore) + '☆'.repeat(5 - r.starrtScore)}</span>
                  </p>
                  <p className={styles.comment}>{r.revwCmnt}</p>
                  <p className={styles.meta}>
                    <span>{r.lgnId}</span>
                    <span>{formatDate(r.regDt, 'yyyy.MM.dd')}</span>
                  </p>
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  onPress={() => void list.fetchNextPage()}
                  isPending={list.isFetchingNextPage}
                >
                  {REVIEW_TEXT.more}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </ListResults>
    </section>
  );
}
