import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  AGENCY_ADDRESS,
  AGENCY_NAME,
  COPYRIGHT,
  CUSTOMER_CENTER,
  FAMILY_SITES,
  NEW_WINDOW_NOTE,
  SITE_NAME,
  SITE_NAME_EN,
} from '@/lib/site-config';
import { ChevronDownIcon, ExternalIcon } from './icons';
import { PRIVACY_PATH, TERMS_PATH } from './navigation';
import styles from './SiteFooter.module.css';

/** Related public sites, as a disclosure list of external links. */
function FamilySites() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      className={styles.family}
      onBlur={(event) => {
        if (open && !ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.familyButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        패밀리사이트
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={listId} className={styles.familyList} hidden={!open}>
        {FAMILY_SITES.map((site) => (
          <li key={site.url}>
            <a href={site.url} target="_blank" rel="noopener noreferrer" className={styles.familyLink}>
              {site.name}
              <ExternalIcon />
              <span className="sr-only">{NEW_WINDOW_NOTE}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.container}>
          <nav aria-label="약관 및 정책">
            <ul className={styles.policyList}>
              <li>
                <Link to={PRIVACY_PATH} className={styles.privacyLink}>
                  개인정보처리방침
                </Link>
              </li>
              <li>
                <Link to={TERMS_PATH} className={styles.policyLink}>
                  이용약관
                </Link>
              </li>
            </ul>
          </nav>
          <FamilySites />
        </div>
      </div>
      <div className={styles.container}>
        <div className={styles.info}>
          <p className={styles.brand}>
            {SITE_NAME} <span className={styles.brandEn}>{SITE_NAME_EN}</span>
          </p>
          <address className={styles.address}>
            <p>{AGENCY_NAME}</p>
            <p>{AGENCY_ADDRESS}</p>
            <p>
              고객센터{' '}
              <a href={CUSTOMER_CENTER.tel} className={styles.phone}>
                {CUSTOMER_CENTER.phone}
              </a>{' '}
              <span className={styles.hours}>
                ({CUSTOMER_CENTER.hours}, {CUSTOMER_CENTER.lunch}, {CUSTOMER_CENTER.closed})
              </span>
            </p>
          </address>
          <p className={styles.copyright}>{COPYRIGHT}</p>
        </div>
      </div>
    </footer>
  );
}
