import type { CreatorConversion } from '@onfan/contracts/foothold.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { TextField } from '@/components/ui/TextField';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
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
    <>
      <PageHeader title={FOOTHOLDS_TEXT.conversions} description={FOOTHOLDS_TEXT.conversionsHelp} />
      <p>
        <Link to="/admin/footholds">{FOOTHOLDS_TEXT.back}</Link>
      </p>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => <TextField label={FOOTHOLDS_TEXT.cq} value={v.q} onChange={(x) => set('q', x)} />}
      </ConsoleFilters>
      <ConsoleList
        caption={FOOTHOLDS_TEXT.conversions}
        query={list}
        columns={COLUMNS}
        rowKey={(r) => r.userId}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
