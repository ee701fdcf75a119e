import { Link } from 'react-router';
import { NOT_FOUND_TITLE } from '@onfan/contracts/page-meta';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { usePageStatus } from '@/lib/page-status';
import { CUSTOMER_CENTER } from '@/lib/site-config';
import styles from './status-page.module.css';

/** Any address without a page, including features that are not open yet: the server answers it with 404. */
export default function NotFoundPage() {
  usePageStatus(404);
  useDocumentTitle(NOT_FOUND_TITLE, TITLE_PRIORITY.override);
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
      <p className={styles.text}>
        요청하신 페이지가 없거나 아직 준비 중인 서비스입니다.
        <br />
        입력하신 주소가 정확한지 다시 한번 확인해주세요.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primaryAction}>
          홈으로 이동
        </Link>
      </div>
      <p className={styles.help}>
        도움이 필요하시면 고객센터 <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a>({CUSTOMER_CENTER.hours},{' '}
        {CUSTOMER_CENTER.lunch})로 문의해주세요.
      </p>
    </div>
  );
}
