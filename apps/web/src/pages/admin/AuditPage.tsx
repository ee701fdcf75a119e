import type { AuditRow } from '@onfan/contracts/admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/ui/TextField';
import { auditQuery } from '@/features/admin/admin-api';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage } from '@/features/admin/components/ConsoleListPage';
import styles from '@/features/admin/components/console.module.css';
import { useListParams } from '@/lib/use-list-params';

export const AUDIT_TEXT = {
  title: '변경 이력',
  description: '관리자 화면에서 바뀐 모든 항목의 변경 전·후입니다.',
  list: '변경 이력',
  kind: '대상 구분',
  kindHelp: '예: operatorRole, notice',
  id: '대상 번호',
  when: '일시',
  who: '처리자',
  target: '대상',
  action: '처리',
  before: '변경 전',
  after: '변경 후',
  show: '보기',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['targetKind', 'targetId'] as const;

function Json({ label, value }: { label: string; value: string | null }) {
  if (!value) return <>-</>;
  let text = value;
  try {
    text = JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    /* shown as stored */
  }
  return (
    <details>
      <summary>
        {AUDIT_TEXT.show}
        <span className="sr-only"> ({label})</span>
      </summary>
      <pre className={styles.json}>{text}</pre>
    </details>
  );
}

const COLUMNS: ConsoleColumn<AuditRow>[] = [
  {
    key: 'when',
    header: AUDIT_TEXT.when,
    render: (r) => formatDate(r.regDt, 'yyyy.MM.dd HH:mm:ss'),
    nowrap: true,
    sort: 'regDt',
    sortFirst: 'desc',
  },
  { key: 'who', header: AUDIT_TEXT.who, render: (r) => r.oprNm, nowrap: true, sort: 'oprNm' },
  { key: 'target', header: AUDIT_TEXT.target, render: (r) => `${r.targetKind} ${r.targetId}`, sort: 'targetKind' },
  { key: 'action', header: AUDIT_TEXT.action, render: (r) => r.action, nowrap: true, sort: 'action' },
  { key: 'before', header: AUDIT_TEXT.before, render: (r) => <Json label={AUDIT_TEXT.before} value={r.beforeJson} /> },
  { key: 'after', header: AUDIT_TEXT.after, render: (r) => <Json label={AUDIT_TEXT.after} value={r.afterJson} /> },
];

/** admin/audit (시스템 관리자): every console change with the row before and after. */
export default function AuditPage() {
  const params = useListParams();
  const audit = useQuery(auditQuery(listQueryFrom(params, FILTERS, PAGE_SIZE)));
  return (
    <ConsoleListPage
      text={AUDIT_TEXT}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <TextField
            label={AUDIT_TEXT.kind}
            description={AUDIT_TEXT.kindHelp}
            value={v.targetKind}
            onChange={(x) => set('targetKind', x)}
          />
          <TextField label={AUDIT_TEXT.id} value={v.targetId} onChange={(x) => set('targetId', x)} />
        </>
      )}
      query={audit}
      columns={COLUMNS}
      rowKey={(r) => r.auditId}
      pageSize={PAGE_SIZE}
    />
  );
}
