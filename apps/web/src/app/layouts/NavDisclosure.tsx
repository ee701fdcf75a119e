import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cx } from '@/components/ui/class-names';
import { ChevronDownIcon } from './icons';
import type { NavItem } from './navigation';
import styles from './SiteHeader.module.css';

type FocusRequest = 'first' | 'last' | null;

/**
 * A main-navigation item with sub-items, as a disclosure (button + list of links): Enter, Space or the
 * arrow keys open it, arrows move between links, Escape closes it and returns to the button, leaving it closes it.
 */
export function NavDisclosure({ item }: { item: NavItem }) {
  const location = useLocation();
  // Open for the location it was opened on: any navigation closes it.
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = openKey === location.key;
  const focusRequest = useRef<FocusRequest>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const children = item.children ?? [];

  const links = () => Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);

  useEffect(() => {
    if (!open || !focusRequest.current) return;
    const all = links();
    (focusRequest.current === 'first' ? all[0] : all.at(-1))?.focus();
    focusRequest.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenKey(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (focus: FocusRequest) => {
    focusRequest.current = focus;
    setOpenKey(location.key);
    if (open && focus) {
      const all = links();
      (focus === 'first' ? all[0] : all.at(-1))?.focus();
    }
  };
  const close = (returnFocus: boolean) => {
    setOpenKey(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLAnchorElement | undefined;
    if (event.key === 'ArrowDown') next = all[(index + 1) % all.length];
    else if (event.key === 'ArrowUp') next = all[(index - 1 + all.length) % all.length];
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all.at(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  };

  const active = children.some((child) => location.pathname === child.to.split('?')[0]);

  return (
    <div
      ref={wrapperRef}
      className={styles.disclosure}
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpenKey(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.navLink, styles.navButton, active && styles.navActive)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? close(false) : show(null))}
        onKeyDown={onButtonKeyDown}
      >
        {item.label}
        <ChevronDownIcon className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <ul id={listId} className={styles.subList} hidden={!open} onKeyDown={onListKeyDown}>
        {children.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to} className={styles.subLink} end>
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
