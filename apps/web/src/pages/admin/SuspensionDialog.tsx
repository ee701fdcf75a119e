import { zodResolver } from '@hookform/resolvers/zod';
import type { Suspension } from '@onfan/contracts/community.admin';
import {
  SUSPENSION_PERIOD_NAMES,
  SUSPENSION_PERIODS,
  liftBodySchema,
  suspendBodySchema,
} from '@onfan/contracts/community.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { memberSuspensionsQuery, useLiftSuspension, useSuspend } from '@/features/community/community-admin-api';
import { refusalMessage } from '@/lib/api/use-command';

export const SUSPENSION_TEXT = {
  title: (who: string) => `${who} 게시 제한`,
  open: '게시 제한',
  current: '현재 게시 제한',
  none: '진행 중인 게시 제한이 없습니다.',
  until: (s: Suspension) => (s.endDt ? `${formatDate(s.endDt, 'yyyy.MM.dd HH:mm')}까지` : '해제할 때까지'),
  reasonOf: (rsn: string) => `사유: ${rsn}`,
  period: '제한 기간',
  reason: '제한 사유',
  reasonHelp: '회원에게 문자로 알리고, 회원이 글을 쓰려 할 때 종료일과 함께 보여 줍니다.',
  suspend: '게시 제한',
  replaceHelp: '새로 제한하면 진행 중인 제한은 끝나고 새 기간이 적용됩니다.',
  liftTitle: '제한 해제',
  liftReason: '해제 사유',
  lift: '제한 해제',
  history: '제한 이력',
  lifted: (s: Suspension) => `${formatDate(s.liftDt, 'yyyy.MM.dd HH:mm')} 해제 (${s.liftRsn ?? ''})`,
  close: '닫기',
  confirm: (who: string, period: string) => `${who}의 게시 활동을 ${period} 제한하시겠습니까?`,
  confirmLift: (who: string) => `${who}의 게시 제한을 해제하시겠습니까?`,
} as const;

const PERIOD_OPTIONS = SUSPENSION_PERIODS.map((p) => ({ value: p, label: SUSPENSION_PERIOD_NAMES[p] }));

/**
 * A member's posting suspension (커뮤니티 담당): the one in force and the history, a new one for 1, 7 or 30 days or
 * until lifted, and an early lift — each with a reason, on the copy read (a refusal keeps what was typed and reads the
 * member's suspensions again).
 */
export function SuspensionDialog({ userId, who, onClose }: { userId: number; who: string; onClose: () => void }) {
  const state = useQuery(memberSuspensionsQuery(userId));
  const suspendForm = useForm({
    resolver: zodResolver(suspendBodySchema),
    defaultValues: { period: '7' as const, reason: '', updtDt: '-' },
  });
  const liftForm = useForm({ resolver: zodResolver(liftBodySchema), defaultValues: { reason: '', updtDt: '-' } });
  const suspend = useSuspend({
    confirm: (v) => SUSPENSION_TEXT.confirm(who, SUSPENSION_PERIOD_NAMES[v.period]),
    onDone: onClose,
  });
  const lift = useLiftSuspension({ confirm: SUSPENSION_TEXT.confirmLift(who), onDone: onClose });
  const data = state.data;
  const current = data?.current ?? null;

  return (
    <Dialog
      isOpen
      onClose={onClose}
      size="medium"
      title={SUSPENSION_TEXT.title(who)}
      footer={
        <Button variant="secondary" onPress={onClose}>
          {SUSPENSION_TEXT.close}
        </Button>
      }
    >
      {state.isPending ? (
        <Spinner />
      ) : state.isError || !data ? (
        <p role="alert">{refusalMessage(state.error)}</p>
      ) : (
        <>
          <h3>{SUSPENSION_TEXT.current}</h3>
          {current ? (
            <p>
              {SUSPENSION_TEXT.until(current)} · {SUSPENSION_TEXT.reasonOf(current.rsn)}
            </p>
          ) : (
            <p>{SUSPENSION_TEXT.none}</p>
          )}
          <form
            method="post"
            aria-label={SUSPENSION_TEXT.suspend}
            onSubmit={(e) => {
              e.preventDefault();
              suspendForm.setValue('updtDt', data.updtDt);
              void suspendForm.handleSubmit((v) => void suspend.run({ userId, ...v }), showFormErrors)();
            }}
          >
            <FormRadioGroup
              control={suspendForm.control}
              name="period"
              label={SUSPENSION_TEXT.period}
              options={PERIOD_OPTIONS}
              orientation="horizontal"
              isRequired
            />
            <FormTextField
              control={suspendForm.control}
              name="reason"
              label={SUSPENSION_TEXT.reason}
              description={
                current ? `${SUSPENSION_TEXT.reasonHelp} ${SUSPENSION_TEXT.replaceHelp}` : SUSPENSION_TEXT.reasonHelp
              }
              multiline
              maxLength={500}
              isRequired
            />
            <Button type="submit" isPending={suspend.isPending}>
              {SUSPENSION_TEXT.suspend}
            </Button>
          </form>
          {current && (
            <form
              method="post"
              aria-label={SUSPENSION_TEXT.liftTitle}
              onSubmit={(e) => {
                e.preventDefault();
                liftForm.setValue('updtDt', data.updtDt);
                void liftForm.handleSubmit((v) => void lift.run({ userId, ...v }), showFormErrors)();
              }}
            >
              <h3>{SUSPENSION_TEXT.liftTitle}</h3>
              <FormTextField
                control={liftForm.control}
                name="reason"
                label={SUSPENSION_TEXT.liftReason}
                multiline
                maxLength={500}
                isRequired
              />
              <Button type="submit" variant="secondary" isPending={lift.isPending}>
                {SUSPENSION_TEXT.lift}
              </Button>
            </form>
          )}
          {data.history.length > 0 && (
            <>
              <h3>{SUSPENSION_TEXT.history}</h3>
              <ul>
                {data.history.map((s) => (
                  <li key={s.sspnsnId}>
                    {formatDate(s.bgngDt, 'yyyy.MM.dd HH:mm')} ~ {SUSPENSION_TEXT.until(s)} ·{' '}
                    {SUSPENSION_TEXT.reasonOf(s.rsn)} · {s.oprNm}
                    {s.liftDt ? ` · ${SUSPENSION_TEXT.lifted(s)}` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
