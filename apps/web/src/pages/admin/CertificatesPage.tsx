import type { CertificateReviewRow } from '@onfan/contracts/auth.admin';
import { CERTIFICATE_REVIEW_STATES, certificateDecisionBodySchema } from '@onfan/contracts/auth.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Select } from '@/components/ui/Select';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage } from '@/features/admin/components/ConsoleListPage';
import { DeskDecisionDialog } from '@/features/admin/components/DeskDecisionDialog';
import { deskDateTimeColumn } from '@/features/admin/components/desk-columns';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { DeskDocument } from '@/features/admin/components/DeskDocument';
import { certificateFile, certificateQueueQuery, useDecideCertificate } from '@/features/auth/auth-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const CERTIFICATES_TEXT = {
  title: '소상공인 확인서 검토',
  description:
    '회원이 제출한 소상공인 확인서를 보고 승인하거나 반려합니다. 승인된 회원만 스튜디오와 공간을 예약할 수 있고, 결과는 회원에게 문자로 알립니다.',
  list: '소상공인 확인서 목록',
  state: '검토 상태',
  states: { PENDING: '검토 대기', APPROVED: '승인', REJECTED: '반려' },
  submitted: '제출일시',
  id: '아이디',
  name: '이름',
  file: '파일',
  status: '상태',
  decided: '처리',
  review: '검토',
  reviewOf: (lgnId: string) => `${lgnId} 회원의 확인서 검토`,
  dialogTitle: (lgnId: string, name: string) => `${name}(${lgnId}) 회원의 소상공인 확인서`,
  loading: '확인서 파일을 불러오는 중입니다.',
  fileFailed: '확인서 파일을 불러오지 못했습니다.',
  imageAlt: (fileNm: string) => `제출한 소상공인 확인서 (${fileNm})`,
  pdfHelp: 'PDF 파일은 브라우저의 새 창에서 열립니다.',
  openPdf: '새 창에서 PDF 보기',
  decision: '처리 결과',
  approve: '승인',
  reject: '반려',
  reason: '반려 사유',
  reasonHelp: '반려할 때만 적습니다. 회원에게 문자와 마이페이지로 안내됩니다.',
  cancel: '취소',
  save: '저장',
  confirm: (name: string, approve: boolean) =>
    approve ? `${name} 회원의 확인서를 승인하시겠습니까?` : `${name} 회원의 확인서를 반려하시겠습니까?`,
  viewLogged: '파일을 열면 개인정보 접근기록에 조회로 남습니다.',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['status'] as const;
const STATE_OPTIONS = CERTIFICATE_REVIEW_STATES.map((s) => ({ value: s, label: CERTIFICATES_TEXT.states[s] }));
const DECISION_OPTIONS = [
  { value: 'APPROVED', label: CERTIFICATES_TEXT.approve },
  { value: 'REJECTED', label: CERTIFICATES_TEXT.reject },
] as const;

function CertificateFile({ row }: { row: CertificateReviewRow }) {
  const load = useCallback(() => certificateFile(row.certId), [row.certId]);
  const fileNm = row.fileNm ?? '';
  return (
    <DeskDocument
      load={load}
      text={CERTIFICATES_TEXT}
      fileNm={fileNm}
      alt={CERTIFICATES_TEXT.imageAlt(fileNm)}
      name={fileNm}
    />
  );
}

function ReviewDialog({ row, onClose }: { row: CertificateReviewRow; onClose: () => void }) {
  const decide = useDecideCertificate({
    confirm: (v) => CERTIFICATES_TEXT.confirm(row.userNm, v.decision === 'APPROVED'),
    onDone: onClose,
    // A stale copy (another submission since, or decided first): the list is read again behind the message.
    onRefused: onClose,
  });
  return (
    <DeskDecisionDialog
      title={CERTIFICATES_TEXT.dialogTitle(row.lgnId, row.userNm)}
      schema={certificateDecisionBodySchema}
      defaultValues={{ decision: undefined, reason: '' }}
      choice={{ name: 'decision', label: CERTIFICATES_TEXT.decision, options: DECISION_OPTIONS }}
      reason={{ name: 'reason', label: CERTIFICATES_TEXT.reason, description: CERTIFICATES_TEXT.reasonHelp }}
      isPending={decide.isPending}
      onSend={(v) => void decide.run({ certId: row.certId, ...v })}
      onClose={onClose}
    >
      <CertificateFile row={row} />
    </DeskDecisionDialog>
  );
}

/** admin/members/certificates (예약 담당, 시스템 관리자): each member's certificate in force, reviewed with its file. */
export default function CertificatesPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const status = (query.status ?? 'PENDING') as CertificateReviewRow['statusCd'];
  const list = useQuery(certificateQueueQuery({ ...query, status }));
  const [reviewing, setReviewing] = useState<CertificateReviewRow | null>(null);

  const columns: ConsoleColumn<CertificateReviewRow>[] = [
    deskDateTimeColumn('submitted', CERTIFICATES_TEXT.submitted, 'submittedAt'),
    { key: 'id', header: CERTIFICATES_TEXT.id, render: (r) => r.lgnId, nowrap: true, sort: 'lgnId' },
    { key: 'name', header: CERTIFICATES_TEXT.name, render: (r) => r.userNm, nowrap: true },
    { key: 'file', header: CERTIFICATES_TEXT.file, render: (r) => r.fileNm ?? '-' },
    {
      key: 'status',
      header: CERTIFICATES_TEXT.status,
      render: (r) => (r.rjctRsn ? `${r.status} (${r.rjctRsn})` : r.status),
    },
    {
      key: 'decided',
      header: CERTIFICATES_TEXT.decided,
      render: (r) =>
        r.statusCd === 'PENDING' ? (
          <DeskRowButton
            label={CERTIFICATES_TEXT.review}
            of={CERTIFICATES_TEXT.reviewOf(r.lgnId)}
            onPress={() => setReviewing(r)}
          />
        ) : (
          `${r.decidedAt ? formatDate(r.decidedAt, 'yyyy.MM.dd HH:mm') : ''} ${r.decidedByNm ?? ''}`.trim() || '-'
        ),
      nowrap: true,
      // The waiting queue has no decision to sort by.
      ...(status === 'PENDING' ? {} : { sort: 'decidedAt', sortFirst: 'desc' as const }),
    },
  ];

  return (
    <ConsoleListPage
      text={{
        ...CERTIFICATES_TEXT,
        list: `${CERTIFICATES_TEXT.list} (${CERTIFICATES_TEXT.states[status]})`,
        listNote: CERTIFICATES_TEXT.viewLogged,
      }}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <Select
          label={CERTIFICATES_TEXT.state}
          options={STATE_OPTIONS}
          value={v.status || 'PENDING'}
          onChange={(x) => set('status', x ?? '')}
        />
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.certId}
      pageSize={PAGE_SIZE}
    >
      {reviewing && <ReviewDialog row={reviewing} onClose={() => setReviewing(null)} />}
    </ConsoleListPage>
  );
}
