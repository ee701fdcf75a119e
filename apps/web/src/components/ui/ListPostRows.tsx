import { formatNumber } from '@onfan/contracts/format';
import { formatRelativeTime, isNew } from '@onfan/contracts/time';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from './Badge';

export const LIST_POST_TEXT = {
  new: '새 글',
} as const;

/**
 * One post of a board drawn as rows (an `<li>` of the caller's list): its badges and a '새 글' badge while it is
 * new, the title as the link to it, its summary, a line with the writer, the relative time and its counts ('조회 1,234'),
 * and its thumbnail. The community board (CommunityBoard) and the small-business communities' posts (PostList) draw
 * their rows with it, each with its own stylesheet (`classes`: post, postBody, badges, postLink, smry, meta, thumb),
 * whose classes compose ListPage.module.css's `postRow*` shapes.
 */
export function ListPostRow({
  classes,
  badges,
  href,
  title,
  summary,
  writer,
  regDt,
  now,
  counts,
  thumbnail,
}: {
  classes: { readonly [name: string]: string };
  /** The badges before the '새 글' one (the board's name, pinned, waiting …). */
  badges: ReactNode;
  href: string;
  title: ReactNode;
  summary: string;
  /** The writer's part of the meta line, its `<span>` included. */
  writer: ReactNode;
  /** When it was written (ISO 8601), against `now`: the relative time and the '새 글' badge. */
  regDt: string;
  now: number;
  /** The counts after the time, as a label and a number each ('조회', 1234). */
  counts: readonly (readonly [label: string, count: number])[];
  thumbnail: string | null;
}) {
  return (
    <li className={classes.post}>
      <div className={classes.postBody}>
        <div className={classes.badges}>
          {badges}
          {isNew(regDt, now) ? (
            <Badge variant="point" appearance="filled">
              {LIST_POST_TEXT.new}
            </Badge>
          ) : null}
        </div>
        <Link className={classes.postLink} to={href}>
          {title}
        </Link>
        {summary ? <p className={classes.smry}>{summary}</p> : null}
        <p className={classes.meta}>
          {writer}
          <span>
            <time dateTime={regDt}>{formatRelativeTime(regDt, now)}</time>
          </span>
          {counts.map(([label, count]) => (
            <span key={label}>
              {`${label} `}
              {formatNumber(count)}
            </span>
          ))}
        </p>
      </div>
      {thumbnail ? (
        <img className={classes.thumb} src={thumbnail} alt="" width={128} height={96} loading="lazy" />
      ) : null}
    </li>
  );
}
