import type { ReactElement } from 'react';
import { HOME_HEADLINE, HOME_LEAD } from '@onfan/contracts/page-meta';
import { Link } from 'react-router';
import { useIsBuiltPath } from '@/lib/built-paths';
import { CUSTOMER_CENTER, SITE_NAME, SITE_PURPOSE } from '@/lib/site-config';
import MainLive from '@/features/main/components/MainLive';
import { QUICK_LINK_CANDIDATES, SERVICE_INTROS, type ServiceId } from './main-content';
import styles from './MainPage.module.css';

/**
 * The service pictograms, on a 32px grid in one style: 2px strokes in the tile's colour, a white sheet, a tinted
 * part and one solid mark.
 */
const SERVICE_ICONS: Record<ServiceId, ReactElement> = {
  support: (
    <>
      <path d="M8 4h11l6 6v15a3 3 0 0 1-3 3H8a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="#fff" />
      <path d="M19 4v4a2 2 0 0 0 2 2h4" fill="currentColor" fillOpacity={0.2} />
      <path d="M10 14h9M10 19h5" />
      <circle cx="23" cy="24" r="6" fill="currentColor" />
      <path d="M20.5 24l1.8 1.8 3.2-3.6" stroke="#fff" />
    </>
  ),
  studio: (
    <>
      <rect x="3" y="9" width="18" height="14" rx="2.5" fill="#fff" />
      <path d="M21 14l7-4v12l-7-4z" fill="currentColor" fillOpacity={0.2} />
      <circle cx="8.5" cy="14.5" r="2" fill="currentColor" stroke="none" />
      <path d="M8 27l4-4 4 4" />
    </>
  ),
  education: (
    <>
      <rect x="3" y="5" width="26" height="18" rx="2.5" fill="#fff" />
      <path d="M12 28l1.5-5h5l1.5 5z" fill="currentColor" fillOpacity={0.2} />
      <path d="M13.5 10.5v7l6-3.5z" fill="currentColor" />
    </>
  ),
  community: (
    <>
      <path
        d="M6 4h12a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-7l-5 4v-4a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"
        fill="currentColor"
        fillOpacity={0.2}
      />
      <path d="M14 13h12a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3v3l-4-3h-8a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3z" fill="#fff" />
      <g fill="currentColor" stroke="none">
        <circle cx="16.5" cy="19.5" r="1.25" />
        <circle cx="20" cy="19.5" r="1.25" />
        <circle cx="23.5" cy="19.5" r="1.25" />
      </g>
    </>
  ),
};

/** The landing page: what the portal is for, where to go, whom to call. Only open pages are linked. */
export default function MainPage() {
  const isBuiltPath = useIsBuiltPath();
  const quickLinks = QUICK_LINK_CANDIDATES.filter((link) => isBuiltPath(link.to));
  return (
    <>
      <section className={styles.hero} aria-labelledby="main-hero-title">
        <div className={`${styles.container} ${styles.heroInner}`}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>{SITE_PURPOSE}</p>
            <h1 id="main-hero-title" className={styles.heroTitle}>
              {HOME_HEADLINE[0]}
              <br />
              {HOME_HEADLINE[1]}
            </h1>
            <p className={styles.heroText}>{HOME_LEAD}</p>
            <div className={styles.heroActions}>
              <Link to="/service/onfan" className={styles.heroButton}>
                플랫폼 소개 보기
              </Link>
            </div>
          </div>
          {/* Decorative: a shop owner's live broadcast with the portal's services around it; the heading says it all. */}
          <img className={styles.heroArt} src="/img/main/hero.svg" alt="" width={560} height={420} decoding="async" />
        </div>
      </section>

      {/* Banners, sections, notices, programmes and popups: drawn with the page, on the server too (decision 023). */}
      <MainLive isLinkable={isBuiltPath} />

      {quickLinks.length > 0 ? (
        <nav className={styles.quick} aria-labelledby="main-quick-title">
          <div className={styles.container}>
            <h2 id="main-quick-title" className={styles.quickTitle}>
              바로가기
            </h2>
            <ul className={styles.quickList}>
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.quickLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : null}

      <section className={styles.services} aria-labelledby="main-services-title">
        <div className={styles.container}>
          <h2 id="main-services-title" className={styles.sectionTitle}>
            {SITE_NAME}에서 이용할 수 있는 서비스
          </h2>
          <ul className={styles.cards}>
            {SERVICE_INTROS.map((service) => {
              const link = isBuiltPath(service.to)
                ? { to: service.to, label: service.linkLabel }
                : service.guide && isBuiltPath(service.guide.to)
                  ? service.guide
                  : null;
              return (
                <li key={service.id} className={styles.card}>
                  <span className={styles.cardMark}>
                    <svg
                      className={styles.cardIcon}
                      viewBox="0 0 32 32"
                      width="32"
                      height="32"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={2}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      aria-hidden="true"
                      focusable="false"
                    >
                      {SERVICE_ICONS[service.id]}
                    </svg>
                  </span>
                  <h3 className={styles.cardTitle}>{service.title}</h3>
                  <p className={styles.cardText}>{service.description}</p>
                  {link ? (
                    <Link to={link.to} className={styles.cardLink}>
                      {link.label}
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={styles.help} aria-labelledby="main-help-title">
        <div className={styles.container}>
          <div className={styles.helpBox}>
            <div>
              <h2 id="main-help-title" className={styles.helpTitle}>
                고객센터
              </h2>
              <p className={styles.helpText}>서비스 이용 중 궁금한 점이 있으면 언제든 문의해주세요.</p>
            </div>
            <div className={styles.helpContact}>
              <a href={CUSTOMER_CENTER.tel} className={styles.helpPhone}>
                <span className="sr-only">고객센터 전화 </span>
                {CUSTOMER_CENTER.phone}
              </a>
              <dl className={styles.helpHours}>
                <div>
                  <dt>운영시간</dt>
                  <dd>{CUSTOMER_CENTER.hours}</dd>
                </div>
                <div>
                  <dt>점심시간</dt>
                  <dd>{CUSTOMER_CENTER.lunchHours}</dd>
                </div>
                <div>
                  <dt>휴무</dt>
                  <dd>{CUSTOMER_CENTER.closedDays}</dd>
                </div>
              </dl>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
