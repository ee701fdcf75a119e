/**
 * The portal's common Korean messages, in a module without zod: the browser's main chunk (the API client, the
 * login prompt) imports these without pulling the schema library in. `envelope.ts` re-exports them.
 */
export const COMMON_MESSAGES = {
  unknownError: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  genericRetry: '오류가 발생했습니다. 다시 시도해주세요.',
  invalidInput: '입력정보를 확인하세요',
  loginRequired: '회원가입 및 로그인이 필요합니다.',
  sessionRequired: '로그인이 필요합니다.',
  forbidden: '이 기능을 사용할 권한이 없습니다.',
  notFound: '요청하신 정보를 찾을 수 없습니다.',
  invalidId: '번호가 올바르지 않습니다.',
  unknownCall: '존재하지 않는 요청입니다.',
  bodyTooLarge: '요청 크기가 허용 한도를 넘었습니다.',
  malformedJson: '요청 형식이 올바르지 않습니다.',
  unsupportedMedia: '지원하지 않는 요청 형식입니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  controlCharacters: '입력값에 사용할 수 없는 문자(제어 문자)가 포함되어 있습니다.',
  urlTooLong: '요청 주소나 헤더가 너무 깁니다.',
  requestTimeout: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
  serviceUnavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  tooManyStreams: '실시간 알림 연결이 많아 지금은 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  pageSizeTooLarge: '한 번에 100건까지 조회할 수 있습니다.',
  pageNoTooLarge: '조회할 수 있는 페이지 번호를 넘었습니다.',
  noContent: '등록된 내용이 없습니다.',
  ok: '처리되었습니다.',
} as const;
