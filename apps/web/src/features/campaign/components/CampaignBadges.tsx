import type { CampaignSummary } from '@onfan/contracts/campaign';
import { Badge } from '@/components/ui/Badge';

/** The entry state (모집예정 / 모집중 / 모집마감) and, while open, the days left (D-3, D-Day). */
export function CampaignBadges({ item }: { item: Pick<CampaignSummary, 'state' | 'stateNm' | 'dday'> }) {
  const variant = item.state === 'open' ? 'primary' : item.state === 'upcoming' ? 'information' : 'gray';
  return (
    <>
      <Badge variant={variant}>{item.stateNm}</Badge>
      {item.state === 'open' && item.dday !== null ? (
        <Badge variant={item.dday <= 3 ? 'danger' : 'secondary'} appearance="filled">
          {item.dday === 0 ? 'D-Day' : `D-${item.dday}`}
        </Badge>
      ) : null}
    </>
  );
}
