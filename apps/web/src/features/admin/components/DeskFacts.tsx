import styles from './console.module.css';

export const DESK_FACTS_TEXT = {
  none: '-',
} as const;

/**
 * A record's facts as the console's term and value list (a programme's or a campaign's state, a member's account,
 * company and unmasked record, an applicant's unmasked record): one `dt`/`dd` pair per row, an empty value shown as
 * `-`. Used by the programme, campaign and member desks.
 */
export function DeskFacts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value || DESK_FACTS_TEXT.none}</dd>
        </div>
      ))}
    </dl>
  );
}
