/**
 * Korean messages the API client throws (spec section 8). The login-required prompt is COMMON_MESSAGES.loginRequired
 * of `@onfan/contracts/envelope` (one text everywhere).
 */
export const API_MESSAGES = {
  unknownError: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
} as const;
