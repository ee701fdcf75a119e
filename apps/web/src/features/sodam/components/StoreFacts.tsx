import type { Store } from '@onfan/contracts/sodam';
import styles from './Sodam.module.css';

/** A 소담상회 store's address, opening hours and telephone (a link that dials it), on the shop and a product. */
export function StoreFacts({ store }: { store: Pick<Store, 'addr' | 'oprHr' | 'telno'> }) {
  return (
    <dl className={styles.storeFacts}>
      <div>
        <dt>주소</dt>
        <dd>{store.addr}</dd>
      </div>
      <div>
        <dt>운영 시간</dt>
        <dd>{store.oprHr}</dd>
      </div>
      <div>
        <dt>전화</dt>
        <dd>
          <a href={`tel:${store.telno.replace(/-/g, '')}`}>{store.telno}</a>
        </dd>
      </div>
    </dl>
  );
}
