// Every per-address request limit, lifted: for the processes that drive the portal from one address far faster than
// a person (the browser journeys, the bench). The limits themselves are covered by the server tests.
export const LIMIT_ENV_KINDS = [
  '',
  'LOGIN_',
  'SIGNUP_',
  'PASSWORD_',
  'IDENTITY_',
  'IDENTITY_CODE_',
  'LOOKUP_',
  'SEARCH_',
  'UPLOAD_',
  'MESSAGE_',
];

/** `{ RATE_LIMIT_PER_MINUTE: value, RATE_LIMIT_LOGIN_PER_MINUTE: value, ... }` */
export function liftedLimits(value) {
  return Object.fromEntries(LIMIT_ENV_KINDS.map((kind) => [`RATE_LIMIT_${kind}PER_MINUTE`, String(value)]));
}
