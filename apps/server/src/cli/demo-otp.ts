// `npm run demo:otp`: the demo operator's current second-factor code, for trying the console without an
// authenticator app. Demo only: it knows nothing but the demo secret the seed gives demo-admin.
import { DEMO_OPERATOR_TOTP_SECRET } from '../domains/auth/auth.seed.js';
import { totpCode } from '../domains/auth/second-factor/second-factor.service.js';

const step = Math.floor(Date.now() / 30_000);
const left = 30 - Math.floor((Date.now() / 1000) % 30);
console.info(`demo-admin 2단계 인증 코드: ${await totpCode(DEMO_OPERATOR_TOTP_SECRET, step)} (${left}초 동안 유효)`);
