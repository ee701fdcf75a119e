import { zodResolver } from '@hookform/resolvers/zod';
import type { OperatorRow, RoleHistoryRow } from '@onfan/contracts/auth.admin';
import { roleChangeBodySchema } from '@onfan/contracts/auth.admin';
import { OPERATOR_ROLE_NAMES, OPERATOR_ROLES } from '@onfan/contracts/operator-roles';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormRadioGroup, FormSelect, FormTextField } from '@/components/form/form-fields';
import { Badge } from '@/components/ui/Badge';
import { FormDialog } from '@/components/form/FormDialog';
import { ListResults } from '@/components/ui/ListPage';
import { PageHeader } from '@/components/ui/PageHeader';
import { ConsoleReasonDialog } from '@/features/admin/components/ConsoleReasonDialog';
import { ConsoleList, ConsoleTable, listQueryFrom, type ConsoleColumn } from '@/features/admin/components/ConsoleList';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import styles from '@/features/admin/components/console.module.css';
import { operatorsQuery, roleHistoryQuery, useChangeRole, useResetSecondFactor } from '@/features/auth/auth-admin-api';
import { refusalMessage } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';

export const OPERATORS_TEXT = {
  title: '운영자와 역할',
  description: '운영자에게 업무 역할을 부여하거나 회수합니다. 모든 변경은 사유와 함께 이력으로 남습니다.',
  operators: '운영자 목록',
  name: '이름',
  id: '아이디',
  roles: '역할',
  secondFactor: '2단계 인증',
  enrolled: '등록',
  notEnrolled: '미등록',
  lastLogin: '최근 로그인',
  actions: '관리',
  change: '역할 변경',
  reset: '2단계 인증 초기화',
  noRole: '역할 없음',
  failed: '운영자 목록을 불러오지 못했습니다.',
  empty: '등록된 운영자가 없습니다.',
  history: '역할 변경 이력',
  when: '일시',
  target: '대상',
  role: '역할',
  action: '구분',
  reason: '사유',
  actor: '처리자',
  grant: '부여',
  revoke: '회수',
  dialogTitle: (name: string) => `${name}의 역할 변경`,
  resetTitle: (name: string) => `${name}의 2단계 인증 초기화`,
  resetHelp: '휴대폰을 잃어버린 경우 등에 초기화합니다. 이 운영자는 다음 로그인에서 인증 앱을 다시 등록합니다.',
  cancel: '취소',
  save: '저장',
  resetConfirm: '초기화',
  confirm: (name: string, role: string, grant: boolean) =>
    grant ? `${name}에게 ${role} 역할을 부여하시겠습니까?` : `${name}의 ${role} 역할을 회수하시겠습니까?`,
} as const;

const HISTORY_PAGE_SIZE = 20;
const ACTION_OPTIONS = [
  { value: 'GRANT', label: OPERATORS_TEXT.grant },
  { value: 'REVOKE', label: OPERATORS_TEXT.revoke },
] as const;
const ROLE_OPTIONS = OPERATOR_ROLES.map((r) => ({ value: r, label: OPERATOR_ROLE_NAMES[r] }));

function RoleDialog({ operator, onClose }: { operator: OperatorRow; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(roleChangeBodySchema),
    defaultValues: { roleCd: undefined, action: 'GRANT', reason: '' } as unknown as z.input<
      typeof roleChangeBodySchema
    >,
  });
  const change = useChangeRole({
    confirm: (v) => OPERATORS_TEXT.confirm(operator.userNm, OPERATOR_ROLE_NAMES[v.roleCd], v.action === 'GRANT'),
    onDone: onClose,
  });
  return (
    <FormDialog
      title={OPERATORS_TEXT.dialogTitle(operator.userNm)}
      onClose={onClose}
      cancel={OPERATORS_TEXT.cancel}
      send={OPERATORS_TEXT.save}
      isPending={change.isPending}
      handleSubmit={form.handleSubmit}
      onValid={(v) => void change.run({ userId: operator.userId, ...v })}
    >
      <FormSelect control={form.control} name="roleCd" label={OPERATORS_TEXT.role} options={ROLE_OPTIONS} isRequired />
      <FormRadioGroup
        control={form.control}
        name="action"
        label={OPERATORS_TEXT.action}
        options={ACTION_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={OPERATORS_TEXT.reason}
        multiline
        maxLength={500}
        isRequired
      />
    </FormDialog>
  );
}

function ResetDialog({ operator, onClose }: { operator: OperatorRow; onClose: () => void }) {
  const reset = useResetSecondFactor({ onDone: onClose });
  return (
    <ConsoleReasonDialog
      title={OPERATORS_TEXT.resetTitle(operator.userNm)}
      label={OPERATORS_TEXT.reason}
      send={OPERATORS_TEXT.resetConfirm}
      isPending={reset.isPending}
      onSend={(reason) => void reset.run({ userId: operator.userId, reason })}
      onClose={onClose}
      help={OPERATORS_TEXT.resetHelp}
    />
  );
}

/** admin/operators (시스템 관리자): operators with their roles and second factor; roles granted and removed with reasons. */
export default function OperatorsPage() {
  const operators = useQuery(operatorsQuery());
  const params = useListParams();
  const history = useQuery(roleHistoryQuery(listQueryFrom(params, [], HISTORY_PAGE_SIZE)));
  const [editing, setEditing] = useState<{ operator: OperatorRow; kind: 'role' | 'reset' } | null>(null);

  const columns: ConsoleColumn<OperatorRow>[] = [
    { key: 'name', header: OPERATORS_TEXT.name, render: (o) => o.userNm },
    { key: 'id', header: OPERATORS_TEXT.id, render: (o) => o.lgnId, nowrap: true },
    {
      key: 'roles',
      header: OPERATORS_TEXT.roles,
      render: (o) =>
        o.roles.length === 0 ? (
          OPERATORS_TEXT.noRole
        ) : (
          <span className={styles.actions}>
            {o.roles.map((r) => (
              <Badge key={r} variant="secondary" appearance="light">
                {OPERATOR_ROLE_NAMES[r]}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      key: 'mfa',
      header: OPERATORS_TEXT.secondFactor,
      render: (o) => (o.mfaEnrolled ? OPERATORS_TEXT.enrolled : OPERATORS_TEXT.notEnrolled),
      nowrap: true,
    },
    {
      key: 'login',
      header: OPERATORS_TEXT.lastLogin,
      render: (o) => (o.lastLoginAt ? formatDate(o.lastLoginAt, 'yyyy.MM.dd HH:mm') : '-'),
      nowrap: true,
    },
    {
      key: 'actions',
      header: OPERATORS_TEXT.actions,
      render: (o) => (
        <span className={styles.actions}>
          <DeskRowButton
            label={OPERATORS_TEXT.change}
            of={o.userNm}
            variant="secondary"
            onPress={() => setEditing({ operator: o, kind: 'role' })}
          />
          {o.mfaEnrolled ? (
            <DeskRowButton
              label={OPERATORS_TEXT.reset}
              of={o.userNm}
              variant="tertiary"
              onPress={() => setEditing({ operator: o, kind: 'reset' })}
            />
          ) : null}
        </span>
      ),
    },
  ];
  const historyColumns: ConsoleColumn<RoleHistoryRow>[] = [
    {
      key: 'when',
      header: OPERATORS_TEXT.when,
      render: (h) => formatDate(h.regDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    { key: 'target', header: OPERATORS_TEXT.target, render: (h) => `${h.userNm} (${h.lgnId})`, sort: 'lgnId' },
    {
      key: 'role',
      header: OPERATORS_TEXT.role,
      render: (h) => OPERATOR_ROLE_NAMES[h.roleCd],
      nowrap: true,
      sort: 'roleCd',
    },
    {
      key: 'action',
      header: OPERATORS_TEXT.action,
      render: (h) => (h.action === 'GRANT' ? OPERATORS_TEXT.grant : OPERATORS_TEXT.revoke),
      nowrap: true,
    },
    { key: 'reason', header: OPERATORS_TEXT.reason, render: (h) => h.reason },
    { key: 'actor', header: OPERATORS_TEXT.actor, render: (h) => h.actorNm, nowrap: true },
  ];

  return (
    <>
      <PageHeader title={OPERATORS_TEXT.title} description={OPERATORS_TEXT.description} />
      <section aria-labelledby="operators-title">
        <h2 id="operators-title" className={styles.sectionTitle}>
          {OPERATORS_TEXT.operators}
        </h2>
        <ListResults
          query={operators}
          failed={(error) => ({ message: OPERATORS_TEXT.failed, description: refusalMessage(error) })}
          empty={{ message: OPERATORS_TEXT.empty }}
        >
          {(rows) => (
            <ConsoleTable caption={OPERATORS_TEXT.operators} columns={columns} rows={rows} rowKey={(o) => o.userId} />
          )}
        </ListResults>
      </section>
      <section aria-labelledby="role-history-title" className={styles.section}>
        <h2 id="role-history-title" className={styles.sectionTitle}>
          {OPERATORS_TEXT.history}
        </h2>
        <ConsoleList
          caption={OPERATORS_TEXT.history}
          query={history}
          columns={historyColumns}
          rowKey={(h) => h.histId}
          pageSize={HISTORY_PAGE_SIZE}
        />
      </section>
      {editing?.kind === 'role' ? <RoleDialog operator={editing.operator} onClose={() => setEditing(null)} /> : null}
      {editing?.kind === 'reset' ? <ResetDialog operator={editing.operator} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
