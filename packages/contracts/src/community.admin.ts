import { z } from 'zod';
import { readCopySchema, reasonSchema } from './admin.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, rowIdSchema } from './envelope.js';
import { seoulParts } from './time.js';

/**
 * Posting suspensions (게시 제한, issue 38): the community desk stops a member publishing text for 1, 7 or 30 days or
 * until lifted, with a reason; every write call that publishes a member's text (declared `publishes` on its endpoint)
 * refuses them with the end date. Each suspension is a row kept after it ends or is lifted (the member's history).
 */

/** How long a suspension lasts: days, or until an operator lifts it. */
export const SUSPENSION_PERIODS = ['1', '7', '30', 'UNTIL_LIFTED'] as const;
export const suspensionPeriodSchema = z.enum(SUSPENSION_PERIODS, { error: '제한 기간을 선택해 주세요.' });
export type SuspensionPeriod = z.infer<typeof suspensionPeriodSchema>;
export const SUSPENSION_PERIOD_NAMES: Record<SuspensionPeriod, string> = {
  '1': '1일',
  '7': '7일',
  '30': '30일',
  UNTIL_LIFTED: '해제할 때까지',
};

export const SUSPENSION_MESSAGES = {
  suspended: '게시 제한을 저장했습니다.',
  lifted: '게시 제한을 해제했습니다.',
  notFound: '회원을 찾을 수 없습니다.',
  noActive: '진행 중인 게시 제한이 없습니다.',
  operator: '운영자의 게시는 제한할 수 없습니다.',
  invalidUser: '회원 번호가 올바르지 않습니다.',
} as const;

/** The 403 a suspended member's write receives: the end date (Asia/Seoul) and the operator's reason. */
export function postingSuspendedMessage(endDt: string | null, reason: string): string {
  let until = '해제될 때';
  if (endDt) {
    const p = seoulParts(endDt);
    until = `${p.year}년 ${p.month}월 ${p.day}일`;
  }
  return `게시 활동이 ${until}까지 제한되었습니다. 사유: ${reason}`;
}

export const userIdParamsSchema = z.object({ userId: rowIdSchema(SUSPENSION_MESSAGES.invalidUser) });

/** One suspension, current or past. */
export const suspensionSchema = z.object({
  sspnsnId: z.number().int(),
  userId: z.number().int(),
  /** ISO 8601 +09:00 */
  bgngDt: z.string(),
  /** The end; null until lifted. */
  endDt: z.string().nullable(),
  rsn: z.string(),
  /** Lifted early (or replaced by a newer suspension): when, and why. */
  liftDt: z.string().nullable(),
  liftRsn: z.string().nullable(),
  oprNm: z.string(),
  /** It holds now. */
  active: z.boolean(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/**
 * A member's suspensions, newest first, and the copy a change names: `updtDt` is the newest suspension's id and the
 * count of closed ones (`id-closed`), so a suspension or a lift by another operator since makes the copy stale.
 */
export const memberSuspensionsSchema = z.object({
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  updtDt: z.string(),
  current: suspensionSchema.nullable(),
  /** The latest 20, newest first. */
  history: z.array(suspensionSchema),
});
export type MemberSuspensions = z.infer<typeof memberSuspensionsSchema>;

export const suspendBodySchema = readCopySchema.extend({ period: suspensionPeriodSchema, reason: reasonSchema });
export type SuspendBody = z.infer<typeof suspendBodySchema>;
export const liftBodySchema = readCopySchema.extend({ reason: reasonSchema });
export type LiftBody = z.infer<typeof liftBodySchema>;

/** The caller's own suspension in force (the my page, the write forms). */
export const mySuspensionSchema = z.object({ current: suspensionSchema.omit({ oprNm: true }).nullable() });

export const communityAdminEndpoints = {
  memberSuspensions: endpoint({
    method: 'GET',
    path: 'community/opr/sspnsn/:userId',
    access: { roles: ['COMMUNITY', 'SYSTEM'] },
    summary: '회원의 게시 제한 현황과 이력(운영자)',
    params: userIdParamsSchema,
    response: memberSuspensionsSchema,
  }),
  suspend: endpoint({
    method: 'POST',
    path: 'community/opr/sspnsn/:userId',
    access: { roles: ['COMMUNITY', 'SYSTEM'] },
    summary: '회원 게시 제한(1·7·30일, 해제할 때까지)',
    params: userIdParamsSchema,
    body: suspendBodySchema,
    response: commandResultSchema,
  }),
  lift: endpoint({
    method: 'PUT',
    path: 'community/opr/sspnsn/:userId/lift',
    access: { roles: ['COMMUNITY', 'SYSTEM'] },
    summary: '회원 게시 제한 해제(운영자)',
    params: userIdParamsSchema,
    body: liftBodySchema,
    response: commandResultSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: 'community/sspnsn/me',
    access: 'member',
    summary: '나의 게시 제한',
    response: mySuspensionSchema,
  }),
} as const;
