import type { DiagnosisHistoryItem } from '@onfan/contracts/diagnosis';
import { DIAGNOSIS_DIMENSIONS } from '@onfan/contracts/diagnosis';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListResults } from '@/components/ui/ListPage';
import { LinkButton } from '@/components/ui/Button';
import { Pagination } from '@/components/ui/Pagination';
import { DIAGNOSIS_HISTORY_PAGE_SIZE, DIAGNOSIS_PATHS, diagnosisHistoryQuery } from '../diagnosis-api';
import list from '@/components/ui/ListPage.module.css';
import styles from './Diagnosis.module.css';
import { PageHeader } from '@/components/ui/PageHeader';

/** '+5점', '-3점', '변화 없음', or '첫 진단' for the oldest entry. */
export function changeText(change: number | null): string {
  if (change === null) return '첫 진단';
  if (change === 0) return '변화 없음';
  return `${change > 0 ? '+' : ''}${change}점`;
}

/** How each dimension moved from the oldest to the newest entry on the page. */
function Trend({ items }: { items: DiagnosisHistoryItem[] }) {
  const newest = items[0]!;
  const oldest = items[items.length - 1]!;
  return (
    <section className={styles.panel} aria-labelledby="diagnosis-trend">
      <h2 id="diagnosis-trend" className={styles.areaTitle}>
        {formatDate(oldest.regDt)} 대비 {formatDate(newest.regDt)} 영역별 변화
      </h2>
      <ul className={styles.bars}>
        {DIAGNOSIS_DIMENSIONS.map((d) => {
          const from = oldest.scores[d.code];
          const to = newest.scores[d.code];
          return (
            <li key={d.code}>
              <div className={styles.barHead}>
                <strong>{d.name}</strong>
                <span className={styles.barScore}>
                  {from}점 → {to}점 ({changeText(to - from)})
                </span>
              </div>
              <div className={styles.track} aria-hidden="true">
                <div className={styles.before} style={{ width: `${from}%` }} />
                <div className={styles.fill} style={{ width: `${to}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** My page section: the member's kept diagnoses, newest first, with the change of each over the one before. */
export default function MyDiagnosisHistory() {
  const [pageNo, setPageNo] = useState(1);
  const results = useQuery(diagnosisHistoryQuery(pageNo));
  return (
    <>
      <PageHeader title="자가진단 이력" />
      <ListResults
        query={results}
        failed={{ message: '자가진단 이력을 불러오지 못했습니다.' }}
        empty={{
          message: '아직 자가진단 이력이 없습니다.',
          action: <Link to={DIAGNOSIS_PATHS.intro}>자가진단 하러 가기</Link>,
        }}
      >
        {(items, data) => (
          <>
            {data.items.length > 1 ? <Trend items={data.items} /> : null}
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="sr-only">자가진단 이력 (최신순)</caption>
                <thead>
                  <tr>
                    <th scope="col">진단일</th>
                    <th scope="col">업종</th>
                    <th scope="col">종합</th>
                    <th scope="col">이전 대비</th>
                    {DIAGNOSIS_DIMENSIONS.map((d) => (
                      <th key={d.code} scope="col">
                        {d.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((h) => (
                    <tr key={h.diagnHisId}>
                      <td>
                        <Link to={DIAGNOSIS_PATHS.kept(h.diagnHisId)}>{formatDate(h.regDt)} 결과 보기</Link>
                      </td>
                      <td>{h.bizCtgrNm}</td>
                      <td>
                        <span className={styles.cellLabel} aria-hidden="true">
                          종합{' '}
                        </span>
                        <strong>{h.totalScore}점</strong>
                      </td>
                      <td
                        className={
                          h.change && h.change > 0 ? styles.up : h.change && h.change < 0 ? styles.down : undefined
                        }
                      >
                        <span className={styles.cellLabel} aria-hidden="true">
                          이전 대비{' '}
                        </span>
                        {changeText(h.change)}
                      </td>
                      {DIAGNOSIS_DIMENSIONS.map((d) => (
                        <td key={d.code} data-label={d.name}>
                          <span className={styles.cellLabel} aria-hidden="true">
                            {d.name}{' '}
                          </span>
                          {h.scores[d.code]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={list.pager}>
              <Pagination
                pageNo={pageNo}
                pageSize={DIAGNOSIS_HISTORY_PAGE_SIZE}
                totalCount={data.totalCount}
                onChange={setPageNo}
              />
            </div>
            <div className={styles.stepActions}>
              <LinkButton href={DIAGNOSIS_PATHS.intro}>다시 진단하기</LinkButton>
            </div>
          </>
        )}
      </ListResults>
    </>
  );
}
