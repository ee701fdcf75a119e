/**
 * Operator roles (개인정보의 안전성 확보조치 기준 제5조, least privilege; decision 034): an operator (pattern 100) holds
 * one or more, and each console call names the roles it admits (`access: { roles: [...] }`). Without zod, so the
 * endpoint declarations' types can name them.
 */
export const OPERATOR_ROLES = [
  'SYSTEM',
  'CONTENT',
  'RESERVATION',
  'COMMUNITY',
  'BROADCAST',
  'EDUCATION',
  'MARKET',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_NAMES: Record<OperatorRole, string> = {
  SYSTEM: '시스템 관리자',
  CONTENT: '콘텐츠 담당',
  RESERVATION: '예약 담당',
  COMMUNITY: '커뮤니티 담당',
  BROADCAST: '방송 담당',
  EDUCATION: '교육 담당',
  MARKET: '판로 담당',
};

/** Sorts roles in the order above (the system administrator first), for lists and headers. */
export function byRoleOrder(a: OperatorRole, b: OperatorRole): number {
  return OPERATOR_ROLES.indexOf(a) - OPERATOR_ROLES.indexOf(b);
}
