import type { MouseEvent } from 'react';
import styles from './SkipLinks.module.css';

export const MAIN_CONTENT_ID = 'main-content';
export const MAIN_NAV_ID = 'main-nav';
/** On narrow screens the main navigation lives in the side menu: the skip link then focuses the menu button. */
export const MENU_BUTTON_ID = 'site-menu-button';

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function focusTarget(id: string, fallbackId?: string) {
  let target = document.getElementById(id);
  if (target && !isShown(target) && fallbackId) target = document.getElementById(fallbackId);
  if (!target) return;
  // A landmark is focused itself; in the navigation, its first link.
  const focusable =
    target.tagName === 'NAV' ? target.querySelector<HTMLElement>('a[href], button:not([disabled])') : target;
  const element = focusable ?? target;
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus();
  element.scrollIntoView?.({ block: 'start' });
}

/** '본문 바로가기' and '주 메뉴 바로가기': the first things a keyboard reaches on every page. */
export function SkipLinks({ withNav = true }: { withNav?: boolean }) {
  const onSkip = (event: MouseEvent<HTMLAnchorElement>, id: string, fallbackId?: string) => {
    event.preventDefault();
    focusTarget(id, fallbackId);
  };
  return (
    <div className={styles.skip}>
      <a href={`#${MAIN_CONTENT_ID}`} onClick={(e) => onSkip(e, MAIN_CONTENT_ID)}>
        본문 바로가기
      </a>
      {withNav ? (
        <a href={`#${MAIN_NAV_ID}`} onClick={(e) => onSkip(e, MAIN_NAV_ID, MENU_BUTTON_ID)}>
          주 메뉴 바로가기
        </a>
      ) : null}
    </div>
  );
}
