import type { ChannelDeskRow } from '@onfan/contracts/broadcast.admin';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import {
  ConsoleListPage,
  useConsoleListQuery,
  UseYnFilter,
  visibilityColumns,
} from '@/features/admin/components/ConsoleListPage';
import { channelDeskListQuery } from '@/features/broadcast/broadcast-admin-api';

export const CHANNELS_TEXT = {
  title: '채널 관리',
  description:
    '방송 채널을 등록하고 고칩니다. 숨긴 채널과 그 방송은 방문자의 라이브·다시보기·편성표 화면에 보이지 않습니다.',
  list: '채널 목록',
  write: '채널 등록',
  q: '채널 이름',
  no: '번호',
  chnlNm: '채널 이름',
  chnlExpln: '소개',
  brcCnt: '방송 수',
  sbptnCnt: '구독자',
  picture: '사진',
  hasPicture: '있음',
  noPicture: '없음',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'useYn'] as const;

/** admin/broadcasts/channels (방송 담당, 시스템 관리자): the channels by name, shown or hidden. */
export default function ChannelsPage() {
  const query = useConsoleListQuery(FILTERS, PAGE_SIZE);
  const list = useQuery(channelDeskListQuery(query));
  const columns: ConsoleColumn<ChannelDeskRow>[] = [
    { key: 'no', header: CHANNELS_TEXT.no, render: (r) => r.brcChnlId, nowrap: true },
    {
      key: 'chnlNm',
      header: CHANNELS_TEXT.chnlNm,
      sort: 'chnlNm',
      render: (r) => <Link to={`/admin/broadcasts/channels/${r.brcChnlId}`}>{r.chnlNm}</Link>,
    },
    { key: 'chnlExpln', header: CHANNELS_TEXT.chnlExpln, render: (r) => r.chnlExpln },
    visibilityColumns.useYn(),
    {
      key: 'picture',
      header: CHANNELS_TEXT.picture,
      render: (r) => (r.chnlImgs.length > 0 ? CHANNELS_TEXT.hasPicture : CHANNELS_TEXT.noPicture),
      nowrap: true,
    },
    { key: 'brcCnt', header: CHANNELS_TEXT.brcCnt, sort: 'brcCnt', render: (r) => `${r.brcCnt}개`, nowrap: true },
    { key: 'sbptnCnt', header: CHANNELS_TEXT.sbptnCnt, render: (r) => `${r.sbptnCnt}명`, nowrap: true },
    visibilityColumns.regDt(),
  ];
  return (
    <ConsoleListPage
      text={CHANNELS_TEXT}
      writeHref="/admin/broadcasts/channels/new"
      filterKeys={FILTERS}
      filters={(v, set) => <UseYnFilter values={v} set={set} />}
      query={list}
      columns={columns}
      rowKey={(r) => r.brcChnlId}
      pageSize={PAGE_SIZE}
    />
  );
}
