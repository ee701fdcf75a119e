import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { isBuiltPath } from '@/app/route-table';
import { CUSTOMER_CENTER, SITE_NAME, SITE_PURPOSE } from '@/app/site-config';
import { QUICK_LINK_CANDIDATES, SERVICE_INTROS } from './main-content';
import styles from './MainPage.module.css';

/** Banners, sections, notices, programmes and popups come from the API in their own chunk (initial JS budget). */
const MainLive = lazy(() => import('@/features/main/components/MainLive'));

/** The landing page: what the portal is for, where to go, whom to call. Only open pages are linked. */
export default function MainPage() {
  const quickLinks = QUICK_LINK_CANDIDATES.filter((link) => isBuiltPath(link.to));
  return (
    <>
      <section className={styles.hero} aria-labelledby="main-hero-title">
        <div className={styles.container}>
          <p className={styles.eyebrow}>{SITE_PURPOSE}</p>
          <h1 id="main-hero-title" className={styles.heroTitle}>
            판로를 넓히는 공공 서비스,
            <br />
            {SITE_NAME}에서 한 번에 만나보세요
          </h1>
          <p className={styles.heroText}>
            지원사업 정보부터 라이브커머스 스튜디오 예약, 이러닝, 커뮤니티까지 소상공인과 크리에이터의 온라인 판로
            확대에 필요한 서비스를 한곳에 모았습니다.
          </p>
          <div className={styles.heroActions}>
            <Link to="/service/onfan" className={styles.heroButton}>
              플랫폼 소개 보기
            </Link>
          </div>
        </div>
      </section>

      <Suspense fallback={<div className={styles.liveReserve} />}>
        <MainLive isLinkable={isBuiltPath} />
      </Suspense>

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
                  <span className={styles.cardMark} data-service={service.id} aria-hidden="true" />
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
