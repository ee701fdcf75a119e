import { STUDIO_MESSAGES } from '@onfan/contracts/studio';
import { modal } from '@/lib/modal/modal-service';
import { studioApi } from './studio-api';

export const CERTIFICATE_PATH = '/mypage2/selfdx';
export const CERTIFICATE_GO_TEXT = '확인서 등록하기';

/**
 * Before the reservation form: log in ('회원가입 및 로그인이 필요합니다.' → Login) and hold an accepted
 * small-business certificate (otherwise explain and offer the upload page). The server checks both again.
 */
export async function ensureCanReserve(
  isAuthenticated: boolean,
  navigate: (to: string) => void,
  returnTo: string,
  /** The space flow uploads the certificate on its own input page, so it only needs the login here. */
  requireCertificate = true,
): Promise<boolean> {
  if (!isAuthenticated) {
    if (await modal.confirm(STUDIO_MESSAGES.loginRequired))
      navigate(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
    return false;
  }
  if (!requireCertificate) return true;
  const cert = await studioApi.certificate().catch(() => null);
  if (cert?.status === '승인') return true;
  const message = cert?.status === '미확인' ? STUDIO_MESSAGES.certificatePending : STUDIO_MESSAGES.certificateRequired;
  if (await modal.confirm(message, { okText: CERTIFICATE_GO_TEXT })) navigate(CERTIFICATE_PATH);
  return false;
}
