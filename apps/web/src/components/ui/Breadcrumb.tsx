import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { cx } from './class-names';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  href?: string;
}

export const BREADCRUMB_LABEL = '현재 위치';

/** "홈 > 커뮤니티 > 글쓰기": the last item is the current page (aria-current="page"). */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={BREADCRUMB_LABEL} className={cx(styles.nav, className)}>
      <Breadcrumbs className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <AriaBreadcrumb key={`${index}-${item.label}`} id={index} className={styles.item}>
              {/* React Aria marks the last link aria-current="page" and makes it inert. */}
              <Link href={isLast ? undefined : item.href} className={styles.link}>
                {item.label}
              </Link>
              {isLast ? null : <span className={styles.separator} aria-hidden="true" />}
            </AriaBreadcrumb>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
