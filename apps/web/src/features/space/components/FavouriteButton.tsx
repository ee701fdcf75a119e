import { useQueryClient } from '@tanstack/react-query';
import { ToggleButton } from 'react-aria-components';
import { modal } from '@/lib/modal/modal-service';
import { serverErrorMessage } from '@/lib/modal/save-with-confirm';
import { MODAL_TEXT } from '@/lib/modal/modal-constants';
import { useSubmitGuard } from '@/lib/modal/use-submit-guard';
import { useSession } from '@/lib/session/session-context';
import { spaceKeys } from '../queries';
import { spaceApi } from '../space-api';
import styles from './space.module.css';

export const FAVR_TEXT = {
  on: '관심 공간',
  label: '관심 공간 등록',
  loginRequired: '회원가입 및 로그인이 필요합니다.',
} as const;

/** The favourite toggle (space/{spaceId}/favr); anonymous visitors are asked to log in. */
export function FavouriteButton({
  spaceId,
  favrYn,
  onLogin,
}: {
  spaceId: number;
  favrYn: 'Y' | 'N';
  onLogin: () => void;
}) {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const guard = useSubmitGuard();
  const toggle = () =>
    guard.run(async () => {
      if (!isAuthenticated) {
        if (await modal.confirm(FAVR_TEXT.loginRequired)) onLogin();
        return;
      }
      try {
        await spaceApi.setFavourite(spaceId, favrYn === 'Y' ? 'N' : 'Y');
        await queryClient.invalidateQueries({ queryKey: spaceKeys.all });
      } catch (error) {
        await modal.alert(serverErrorMessage(error) ?? MODAL_TEXT.genericError);
      }
    });
  return (
    <ToggleButton className={styles.favr} isSelected={favrYn === 'Y'} onChange={() => void toggle()}>
      <span aria-hidden="true">{favrYn === 'Y' ? '♥' : '♡'}</span> {FAVR_TEXT.label}
    </ToggleButton>
  );
}
