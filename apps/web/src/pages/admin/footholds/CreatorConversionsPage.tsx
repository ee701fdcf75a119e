import type { CreatorConversion } from '@onfan/contracts/foothold.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage } from '@/features/admin/components/ConsoleListPage';
import { creatorConversionsQuery, type ConversionFilters } from '@/features/foothold/foothold-admin-api';
import { useListParams } from '@/lib/use-list-params';
import { FOOTHOLDS_TEXT } from './FootholdsPage';

const PAGE_SIZE = 20;
const FILTERS = ['q'] as const;

const COLUMNS: ConsoleColumn<CreatorConversion>[] = [
  {
    key: 'when',
    header: FOOTHOLDS_TEXT.convertedAt,
    render: (r) => formatDate(r.regDt, 'yyyy.MM.dd HH:mm'),
    nowrap: true,
    sort: 'regDt',
    sortFirst: 'desc',
  },
  { key: 'id', header: FOOTHOLDS_TEXT.lgnId, render: (r) => r.lgnId, nowrap: true, sort: 'lgnId' },
  { key: 'name', header: FOOTHOLDS_TEXT.userNm, render: (r) => r.userNm, nowrap: true },
  { key: 'activity', header: FOOTHOLDS_TEXT.activity, render: (r) => r.ctrActvtNm },
  { key: 'channel', header: FOOTHOLDS_TEXT.channel, render: (r) => r.ytbChnlNm },
];

/** admin/footholds/creators (판로 담당, 시스템 관리자): who became a creator, and when. */
export default function CreatorConversionsPage() {
  const params = useListParams();
  const list = useQuery(creatorConversionsQuery(listQueryFrom(params, FILTERS, PAGE_SIZE) as ConversionFilters));
  return (
    <ConsoleListPage
      text={{
        title: FOOTHOLDS_TEXT.conversions,
        description: FOOTHOLDS_TEXT.conversionsHelp,
        list: FOOTHOLDS_TEXT.conversions,
        q: FOOTHOLDS_TEXT.cq,
      }}
      related={{ href: '/admin/footholds', label: FOOTHOLDS_TEXT.back }}
      filterKeys={FILTERS}
      query={list}
      columns={COLUMNS}
      rowKey={(r) => r.userId}
      pageSize={PAGE_SIZE}
    />
  );
}
