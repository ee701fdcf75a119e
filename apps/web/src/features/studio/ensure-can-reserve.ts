import { STUDIO_MESSAGES } from '@onfan/contracts/studio';
import { navigateTo } from '@/lib/api/navigation';
import { modal } from '@/lib/modal/modal-service';
import { requireLogin } from '@/lib/session/require-login';
import { memberCertificate } from './studio-api';

export const CERTIFICATE_PATH = '/mypage2/selfdx';
export const CERTIFICATE_GO_TEXT = '확인서 등록하기';

/**
 * Before the reservation form: log in ('회원가입 및 로그인이 필요합니다.' → the login page, which comes back here) and
 * hold an accepted small-business certificate (otherwise explain and offer the upload page). The server checks both
 * again.
 */
export async function ensureCanReserve(
  isAuthenticated: boolean,
  /** The space flow uploads the certificate on its own input page, so it only needs the login here. */
  requireCertificate = true,
): Promise<boolean> {
  if (!(await requireLogin(isAuthenticated))) return false;
  if (!requireCertificate) return true;
  const cert = await memberCertificate().catch(() => null);
  if (cert?.status === '승인') return true;
  const message = cert?.status === '미확인' ? STUDIO_MESSAGES.certificatePending : STUDIO_MESSAGES.certificateRequired;
  if (await modal.confirm(message, { okText: CERTIFICATE_GO_TEXT })) navigateTo(CERTIFICATE_PATH);
  return false;
}
