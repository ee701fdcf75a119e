/**
 * Korean messages the API client shows or throws (spec section 8). The same texts live in
 * `@onfan/contracts/envelope`, but importing values from there would pull zod into the main chunk.
 */
export const API_MESSAGES = {
  unknownError: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  loginRequired: '회원가입 및 로그인이 필요합니다.',
} as const;
