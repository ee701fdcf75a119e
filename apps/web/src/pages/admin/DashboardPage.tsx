import { formatNumber } from '@onfan/contracts/format';
import { OPERATOR_ROLE_NAMES } from '@onfan/contracts/operator-roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { dashboardQuery } from '@/features/admin/admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import styles from '@/features/admin/components/console.module.css';

export const DASHBOARD_TEXT = {
  title: '대시보드',
  description: '담당 역할의 처리 대기 업무입니다. 항목을 누르면 해당 목록으로 갑니다.',
  waiting: '처리 대기',
  count: (n: number) => `${formatNumber(n)}건`,
  none: '담당 역할에 처리 대기 업무가 없습니다.',
  failed: '처리 대기 업무를 불러오지 못했습니다.',
} as const;

/** admin: the waiting work of the operator's roles, each with its count and a link to its queue. */
export default function DashboardPage() {
  const dashboard = useQuery(dashboardQuery());
  return (
    <>
      <PageHeader title={DASHBOARD_TEXT.title} description={DASHBOARD_TEXT.description} />
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className={styles.sectionTitle}>
          {DASHBOARD_TEXT.waiting}
        </h2>
        {dashboard.isPending ? (
          <Spinner />
        ) : dashboard.isError ? (
          <EmptyState message={DASHBOARD_TEXT.failed} description={refusalMessage(dashboard.error)} />
        ) : dashboard.data.waiting.length === 0 ? (
          <EmptyState message={DASHBOARD_TEXT.none} />
        ) : (
          <ul className={styles.cards}>
            {dashboard.data.waiting.map((w) => (
              <li key={w.key}>
                <Link to={w.href} className={styles.card}>
                  {w.label} <span className="sr-only">({OPERATOR_ROLE_NAMES[w.role]})</span>
                  <span className={styles.cardCount}>{DASHBOARD_TEXT.count(w.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
