import type { BroadcastDetail } from '@onfan/contracts/broadcast';
import { formatWon } from '@onfan/contracts/format';
import styles from './Broadcast.module.css';

/** A broadcast's 방송 상품 (a replay's and a live one's): each product with its seller and price, or `empty`. */
export function BroadcastProducts({
  id,
  title,
  empty,
  products,
}: {
  /** The section heading's id (the section is named by it). */
  id: string;
  title: string;
  /** What a broadcast without a product says (a replay: 소개한, a live one: 소개하는). */
  empty: string;
  products: BroadcastDetail['products'];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {products.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className={styles.products}>
          {products.map((p) => (
            <li key={p.prdctNm} className={styles.product}>
              <span>
                <strong>{p.prdctNm}</strong> · {p.sellerNm}
              </span>
              <span>{formatWon(p.prc)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
