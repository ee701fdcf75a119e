import type { FootholdSummary } from '@onfan/contracts/foothold';
import styles from './Foothold.module.css';

/** A foothold's tags, in their order. */
export function footholdTags(f: Pick<FootholdSummary, 'fthldTag1' | 'fthldTag2' | 'fthldTag3'>): string[] {
  return [f.fthldTag1, f.fthldTag2, f.fthldTag3].filter((t): t is string => Boolean(t));
}

/** The tags as '#태그' labels. */
export function FootholdTags({ item }: { item: Pick<FootholdSummary, 'fthldTag1' | 'fthldTag2' | 'fthldTag3'> }) {
  const tags = footholdTags(item);
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="태그">
      {tags.map((t) => (
        <li key={t} className={styles.tag}>
          #{t}
        </li>
      ))}
    </ul>
  );
}
