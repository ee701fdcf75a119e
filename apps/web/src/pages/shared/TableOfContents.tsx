import styles from './page.module.css';

export interface TocItem {
  id: string;
  label: string;
}

/** In-page links to the sections of a long page. */
export function TableOfContents({ items, title = '목차' }: { items: readonly TocItem[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.tocTitle}>
        {title}
      </h2>
      <ol className={styles.tocList}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
