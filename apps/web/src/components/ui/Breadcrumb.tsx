import { Link } from 'react-router';
import { cx } from './class-names';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  href?: string;
}

export const BREADCRUMB_LABEL = '현재 위치';

/**
 * "홈 > 커뮤니티 > 글쓰기": the last item is the current page (aria-current="page", not a link). Plain list markup
 * (KRDS's breadcrumb): a collection component would draw the trail again after hydration to build its collection.
 */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={BREADCRUMB_LABEL} className={cx(styles.nav, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {isLast || item.href === undefined ? (
                <span className={styles.link} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
              {isLast ? null : <span className={styles.separator} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
