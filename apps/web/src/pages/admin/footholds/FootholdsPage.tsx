import type { FootholdDeskRow } from '@onfan/contracts/foothold.admin';
import { footholdPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleReasonDialog } from '@/features/admin/components/ConsoleReasonDialog';
import { listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import {
  footholdDeskListQuery,
  useCertifyFoothold,
  type FootholdDeskFilters,
} from '@/features/foothold/foothold-admin-api';
import { useListParams } from '@/lib/use-list-params';

export const FOOTHOLDS_TEXT = {
  title: '크리에이터 거점',
  description:
    '크리에이터 거점에 인증 크리에이터 배지를 주거나 회수합니다. 바꾸면 공개 거점 화면에 바로 반영되고 크리에이터에게 문자로 알립니다.',
  list: '거점 목록',
  q: '거점명',
  cert: '인증 여부',
  certified: '인증',
  notCertified: '미인증',
  id: '번호',
  name: '거점명',
  owner: '크리에이터',
  registered: '등록일',
  actions: '처리',
  grant: '인증 부여',
  revoke: '인증 회수',
  actionOf: (label: string, name: string) => `${name} ${label}`,
  reason: '사유',
  reasonHelp: '감사 기록에 남고, 회수할 때는 크리에이터에게 문자로 안내됩니다.',
  confirm: (label: string, name: string) => `'${name}' 거점에 ${label}하시겠습니까?`,
  save: '저장',
  conversions: '크리에이터 전환 내역',
  conversionsHelp: '일반 회원이 크리에이터로 전환한 때입니다. 이름은 가려서 보입니다.',
  cq: '아이디·활동명',
  lgnId: '아이디',
  userNm: '이름',
  activity: '활동명',
  channel: '유튜브 채널',
  convertedAt: '전환일시',
  back: '거점 목록으로',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['q', 'certCtrYn'] as const;
const CERT_OPTIONS = [
  { value: 'Y', label: FOOTHOLDS_TEXT.certified },
  { value: 'N', label: FOOTHOLDS_TEXT.notCertified },
];

function CertifyDialog({ row, onClose }: { row: FootholdDeskRow; onClose: () => void }) {
  const to = row.certCtrYn === 'Y' ? 'N' : 'Y';
  const label = to === 'Y' ? FOOTHOLDS_TEXT.grant : FOOTHOLDS_TEXT.revoke;
  const certify = useCertifyFoothold({
    confirm: FOOTHOLDS_TEXT.confirm(label, row.fthldNm),
    onDone: onClose,
    onRefused: onClose,
  });
  return (
    <ConsoleReasonDialog
      title={FOOTHOLDS_TEXT.actionOf(label, row.fthldNm)}
      label={FOOTHOLDS_TEXT.reason}
      description={FOOTHOLDS_TEXT.reasonHelp}
      send={FOOTHOLDS_TEXT.save}
      isPending={certify.isPending}
      onSend={(reason) => void certify.run({ ctrFthldId: row.ctrFthldId, updtDt: row.updtDt, certCtrYn: to, reason })}
      onClose={onClose}
    />
  );
}

/** admin/footholds (판로 담당, 시스템 관리자): footholds and their certified badge, and the creator conversions. */
export default function FootholdsPage() {
  const params = useListParams();
  const list = useQuery(footholdDeskListQuery(listQueryFrom(params, FILTERS, PAGE_SIZE) as FootholdDeskFilters));
  const [certifying, setCertifying] = useState<FootholdDeskRow | null>(null);
  const columns: ConsoleColumn<FootholdDeskRow>[] = [
    {
      key: 'id',
      header: FOOTHOLDS_TEXT.id,
      render: (r) => r.ctrFthldId,
      nowrap: true,
      sort: 'ctrFthldId',
      sortFirst: 'desc',
    },
    {
      key: 'name',
      header: FOOTHOLDS_TEXT.name,
      sort: 'fthldNm',
      render: (r) => (
        <a href={footholdPath(r.ctrFthldId)} target="_blank" rel="noreferrer">
          {r.fthldNm}
        </a>
      ),
    },
    { key: 'owner', header: FOOTHOLDS_TEXT.owner, render: (r) => `${r.userNm} (${r.lgnId})`, nowrap: true },
    {
      key: 'cert',
      header: FOOTHOLDS_TEXT.cert,
      render: (r) => (r.certCtrYn === 'Y' ? FOOTHOLDS_TEXT.certified : FOOTHOLDS_TEXT.notCertified),
      nowrap: true,
    },
    {
      key: 'reg',
      header: FOOTHOLDS_TEXT.registered,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'actions',
      header: FOOTHOLDS_TEXT.actions,
      render: (r) => {
        const label = r.certCtrYn === 'Y' ? FOOTHOLDS_TEXT.revoke : FOOTHOLDS_TEXT.grant;
        return (
          <DeskRowButton
            label={label}
            of={FOOTHOLDS_TEXT.actionOf(label, r.fthldNm)}
            variant="secondary"
            onPress={() => setCertifying(r)}
          />
        );
      },
      nowrap: true,
    },
  ];
  return (
    <ConsoleListPage
      text={FOOTHOLDS_TEXT}
      related={{ href: '/admin/footholds/creators', label: FOOTHOLDS_TEXT.conversions }}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <FilterSelect name="certCtrYn" label={FOOTHOLDS_TEXT.cert} options={CERT_OPTIONS} values={v} set={set} />
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.ctrFthldId}
      pageSize={PAGE_SIZE}
    >
      {certifying && <CertifyDialog row={certifying} onClose={() => setCertifying(null)} />}
    </ConsoleListPage>
  );
}
