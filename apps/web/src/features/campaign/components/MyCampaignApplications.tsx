import type { CampaignApplyStatus } from '@onfan/contracts/campaign';
import { campaignPath } from '@onfan/contracts/portal-path';
import { formatDate, formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { CAMPAIGN_PAGE_SIZE, myCampaignApplicationsQuery } from '../campaign-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Campaign.module.css';

const STATUS_VARIANT: Record<CampaignApplyStatus, BadgeVariant> = {
  APPLIED: 'primary',
  SELECTED: 'success',
  NOT_SELECTED: 'gray',
};

/** My page section: the creator's campaign applications with their state (신청완료, 선정, 미선정). */
export default function MyCampaignApplications() {
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending, isError } = useQuery(myCampaignApplicationsQuery(pageNo));
  if (isPending) return <Spinner />;
  if (isError || !data) return <EmptyState message="신청 내역을 불러오지 못했습니다." />;
  if (data.items.length === 0)
    return <EmptyState message="신청한 캠페인이 없습니다." action={<Link to="/campaign">캠페인 보러 가기</Link>} />;
  return (
    <>
      <table className={styles.table}>
        <caption className="sr-only">캠페인 신청 내역</caption>
        <thead>
          <tr>
            <th scope="col">캠페인명</th>
            <th scope="col">분류</th>
            <th scope="col">활동기간</th>
            <th scope="col">신청일</th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((a) => (
            <tr key={a.campnAplyId}>
              <td>
                <Link to={campaignPath(a.matchCampnId)}>{a.matchCampnNm}</Link>
              </td>
              <td>{a.clsNm}</td>
              <td>
                {formatYmd(a.matchCampnBgngYmd)} ~ {formatYmd(a.matchCampnEndYmd)}
              </td>
              <td>{formatDate(a.aplyDt)}</td>
              <td>
                <Badge variant={STATUS_VARIANT[a.aplyStts]}>{a.aplySttsNm}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={list.pager}>
        <Pagination pageNo={pageNo} pageSize={CAMPAIGN_PAGE_SIZE} totalCount={data.totalCount} onChange={setPageNo} />
      </div>
    </>
  );
}
