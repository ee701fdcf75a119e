import { publicPageDescription } from '@onfan/contracts/page-meta';
import { SENTCONT_CATEGORIES } from '@onfan/contracts/content';
import { portalListPath } from '@onfan/contracts/portal-path';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import list from '@/components/ui/ListPage.module.css';
import styles from '@/features/content/components/Board.module.css';

export default function SentContHomePage() {
  return (
    <div className={list.wrap}>
      <PageHeader title="콘텐츠" description={publicPageDescription('/sentcont/home')} />
      <ul className={styles.list}>
        {SENTCONT_CATEGORIES.map((c) => (
          <li key={c.code} className={styles.row}>
            <Link className={styles.rowLink} to={portalListPath('sentcont', c.code)}>
              <span className={styles.title}>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
