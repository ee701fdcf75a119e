import type { CampaignApplyStatus } from '@onfan/contracts/campaign';
import { campaignPath } from '@onfan/contracts/portal-path';
import { formatDate, formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListResults } from '@/components/ui/ListPage';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { CAMPAIGN_PAGE_SIZE, myCampaignApplicationsQuery } from '../campaign-api';
import styles from './Campaign.module.css';
import { PageHeader } from '@/components/ui/PageHeader';

const STATUS_VARIANT: Record<CampaignApplyStatus, BadgeVariant> = {
  APPLIED: 'primary',
  SELECTED: 'success',
  NOT_SELECTED: 'gray',
};

/** My page section: the creator's campaign applications with their state (신청완료, 선정, 미선정). */
export default function MyCampaignApplications() {
  const [pageNo, setPageNo] = useState(1);
  const results = useQuery(myCampaignApplicationsQuery(pageNo));
  return (
    <>
      <PageHeader title="캠페인 신청 내역" />
      <ListResults
        query={results}
        failed={{ message: '신청 내역을 불러오지 못했습니다.' }}
        empty={{ message: '신청한 캠페인이 없습니다.', action: <Link to="/campaign">캠페인 보러 가기</Link> }}
        paging={{ pageNo: pageNo, pageSize: CAMPAIGN_PAGE_SIZE, onChange: setPageNo }}
      >
        {(items) => (
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
              {items.map((a) => (
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
        )}
      </ListResults>
    </>
  );
}
