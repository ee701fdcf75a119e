import { ToggleButton } from 'react-aria-components';
import { useSession } from '@/lib/session/session-context';
import { requireLogin } from '@/lib/session/require-login';
import { useSetFavourite } from '../space-api';
import styles from './space.module.css';

export const FAVR_TEXT = {
  on: '관심 공간',
  label: '관심 공간 등록',
} as const;

/** The favourite toggle (space/{spaceId}/favr); anonymous visitors are asked to log in (and come back here). */
export function FavouriteButton({ spaceId, favrYn }: { spaceId: number; favrYn: 'Y' | 'N' }) {
  const { isAuthenticated } = useSession();
  const setFavourite = useSetFavourite(spaceId);
  const toggle = async () => {
    if (!(await requireLogin(isAuthenticated))) return;
    await setFavourite.run(favrYn === 'Y' ? 'N' : 'Y');
  };
  return (
    <ToggleButton className={styles.favr} isSelected={favrYn === 'Y'} onChange={() => void toggle()}>
      <span aria-hidden="true">{favrYn === 'Y' ? '♥' : '♡'}</span> {FAVR_TEXT.label}
    </ToggleButton>
  );
}
