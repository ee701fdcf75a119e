import type { DiagnosisVersionRow } from '@onfan/contracts/diagnosis.admin';
import { DIAGNOSIS_VERSION_STATE_NAMES } from '@onfan/contracts/diagnosis.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import type { ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleTable } from '@/features/admin/components/ConsoleList';
import { diagnosisVersionsQuery, useCreateDiagnosisVersion } from '@/features/diagnosis/diagnosis-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import styles from './diagnosis-admin.module.css';

export const VERSIONS_TEXT = {
  title: '자가진단 문항 관리',
  description:
    '자가진단의 문항과 가중치를 판으로 관리합니다. 새 판 만들기는 지금 쓰는 판을 복사해 작성 중인 판을 만들고, 게시하면 그때부터 새 진단을 그 판으로 채점합니다. 게시한 판은 바꿀 수 없고, 이전 판으로 채점한 결과는 그 판의 문항과 점수를 그대로 보여 줍니다.',
  create: '새 판 만들기',
  draftOpen: (verNm: string) => `작성 중인 ${verNm} 고치기`,
  caption: '자가진단 문항 판 목록',
  verNm: '판',
  state: '상태',
  current: '지금 사용 중',
  questCnt: '문항',
  resultCnt: '채점한 결과',
  crtDt: '만든 일시',
  pblsDt: '게시 일시',
  pblsrNm: '게시한 사람',
  withPortal: '온판 기본 제공',
  failed: '목록을 불러오지 못했습니다.',
} as const;

const dateTime = (iso: string | null) => (iso ? formatDate(iso, 'yyyy.MM.dd HH:mm') : '-');

/**
 * admin/diagnosis (콘텐츠 담당, 시스템 관리자): the versions of the self-diagnosis questions, newest first; '새 판 만들기'
 * copies the version in use into the one draft (or opens the draft there is).
 */
export default function DiagnosisVersionsPage() {
  const navigate = useNavigate();
  const list = useQuery(diagnosisVersionsQuery());
  const create = useCreateDiagnosisVersion({ onDone: (r) => void navigate(`/admin/diagnosis/${r.verNo}`) });
  const draft = list.data?.find((v) => v.state === 'DRAFT');
  const columns: ConsoleColumn<DiagnosisVersionRow>[] = [
    {
      key: 'verNm',
      header: VERSIONS_TEXT.verNm,
      render: (r) => <Link to={`/admin/diagnosis/${r.verNo}`}>{r.verNm}</Link>,
      nowrap: true,
    },
    {
      key: 'state',
      header: VERSIONS_TEXT.state,
      render: (r) =>
        r.current
          ? `${DIAGNOSIS_VERSION_STATE_NAMES[r.state]} · ${VERSIONS_TEXT.current}`
          : DIAGNOSIS_VERSION_STATE_NAMES[r.state],
      nowrap: true,
    },
    { key: 'questCnt', header: VERSIONS_TEXT.questCnt, render: (r) => `${r.questCnt}개`, nowrap: true },
    { key: 'resultCnt', header: VERSIONS_TEXT.resultCnt, render: (r) => `${r.resultCnt}건`, nowrap: true },
    { key: 'crtDt', header: VERSIONS_TEXT.crtDt, render: (r) => dateTime(r.crtDt), nowrap: true },
    { key: 'pblsDt', header: VERSIONS_TEXT.pblsDt, render: (r) => dateTime(r.pblsDt), nowrap: true },
    {
      key: 'pblsrNm',
      header: VERSIONS_TEXT.pblsrNm,
      render: (r) => (r.state === 'DRAFT' ? '-' : (r.pblsrNm ?? VERSIONS_TEXT.withPortal)),
      nowrap: true,
    },
  ];
  return (
    <>
      <PageHeader title={VERSIONS_TEXT.title} description={VERSIONS_TEXT.description} />
      <div className={styles.toolbar}>
        {draft ? (
          <Link to={`/admin/diagnosis/${draft.verNo}`}>{VERSIONS_TEXT.draftOpen(draft.verNm)}</Link>
        ) : (
          <Button isPending={create.isPending} isDisabled={!list.data} onPress={() => void create.run()}>
            {VERSIONS_TEXT.create}
          </Button>
        )}
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <EmptyState message={VERSIONS_TEXT.failed} description={refusalMessage(list.error)} /> : null}
      {list.data ? (
        <ConsoleTable caption={VERSIONS_TEXT.caption} columns={columns} rows={list.data} rowKey={(r) => r.verNo} />
      ) : null}
    </>
  );
}
