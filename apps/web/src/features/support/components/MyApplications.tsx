import { supportProgrammePath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { myApplicationsQuery } from '../support-api';
import { ymd } from './StatusBadge';
import styles from './Support.module.css';
import { ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';

/** My page section: the member's support applications. */
export default function MyApplications() {
  const [pageNo, setPageNo] = useState(1);
  const results = useQuery(myApplicationsQuery(pageNo));
  return (
    <>
      <PageHeader title="지원사업 신청 내역" />
      <ListResults
        query={results}
        failed={{ message: '신청 내역을 불러오지 못했습니다.' }}
        empty={{ message: '신청한 지원사업이 없습니다.', action: <Link to="/support">지원사업 보러 가기</Link> }}
        paging={{ pageNo: pageNo, onChange: setPageNo }}
      >
        {(items) => (
          <table className={styles.table}>
            <caption className="sr-only">지원사업 신청 내역</caption>
            <thead>
              <tr>
                <th scope="col">사업명</th>
                <th scope="col">주관기관</th>
                <th scope="col">접수기간</th>
                <th scope="col">신청일</th>
                <th scope="col">처리상태</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.aplyId}>
                  <td>
                    <Link to={supportProgrammePath(a.sprtBizId)}>{a.sprtBizNm}</Link>
                  </td>
                  <td>{a.instNm}</td>
                  <td>
                    {ymd(a.aplyBgngYmd)} ~ {ymd(a.aplyEndYmd)}
                  </td>
                  <td>{a.aplyDt.slice(0, 10).replaceAll('-', '.')}</td>
                  <td>{a.aplySttsNm}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListResults>
    </>
  );
}
