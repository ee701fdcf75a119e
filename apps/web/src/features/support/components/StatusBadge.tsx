import type { SupportSummary } from '@onfan/contracts/support';
import { Badge } from '@/components/ui/Badge';

export function StatusBadges({ item }: { item: Pick<SupportSummary, 'status' | 'statusNm' | 'dday'> }) {
  const variant =
    item.status === 'closing'
      ? 'danger'
      : item.status === 'open'
        ? 'primary'
        : item.status === 'upcoming'
          ? 'information'
          : 'secondary';
  return (
    <>
      <Badge variant={variant}>{item.statusNm}</Badge>
      {item.dday !== null && item.status !== 'upcoming' ? (
        <Badge variant={item.status === 'closing' ? 'danger' : 'secondary'} appearance="filled">
          {item.dday === 0 ? 'D-Day' : `D-${item.dday}`}
        </Badge>
      ) : null}
    </>
  );
}

export function ymd(s: string) {
  return s.replace(/(\d{4})(\d{2})(\d{2})/, '$1.$2.$3');
}
