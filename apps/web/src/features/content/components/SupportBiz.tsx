import { publicPageDescription } from '@onfan/contracts/page-meta';
import { CONTENT_MESSAGES, intrdCategory } from '@onfan/contracts/content';
import { portalListPath, portalPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ListResults } from '@/components/ui/ListPage';
import { LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { contentListQuery, contentViewQuery } from '../content-api';
import listPage from '@/components/ui/ListPage.module.css';
import styles from './SupportBiz.module.css';

/** The support-business introductions (at most 10: the agency runs a handful), newest registration first. */
const introductionsQuery = () => contentListQuery('intrd', { pageNo: 1 });

/** The pages of one introduction and of its examples' list. */
const introPath = (intrdId: number) => portalPath('intrd', intrdId);
const examplesPath = (intrdId: number) => portalListPath('intrdexm', intrdCategory(intrdId));

const TITLE = '지원사업 소개';
const DESCRIPTION = publicPageDescription('/supportbiz');

/** supportbiz: one card per introduction, with links to it and to its examples. */
export function SupportBizHome() {
  const results = useQuery(introductionsQuery());
  return (
    <div className={listPage.wrap}>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <ListResults query={results}>
        {(items) => (
          <ul className={styles.cards}>
            {items.map((intro) => (
              <li key={intro.contentsId}>
                <section className={styles.card} aria-labelledby={`intrd-${intro.contentsId}`}>
                  <h2 className={styles.cardTitle} id={`intrd-${intro.contentsId}`}>
                    {intro.tit}
                  </h2>
                  {intro.smry ? <p className={styles.cardText}>{intro.smry}</p> : null}
                  <div className={styles.cardLinks}>
                    <LinkButton href={introPath(intro.contentsId)} size="small">
                      {intro.tit} 자세히 보기
                    </LinkButton>
                    <LinkButton href={examplesPath(intro.contentsId)} size="small" variant="secondary">
                      {intro.tit} 지원 사례
                    </LinkButton>
                  </div>
                </section>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}

/** supportbiz/intrd/{intrdId?}: the introductions as tabs, the chosen one (or the first) in full. */
export function SupportBizIntro() {
  const params = useParams();
  const list = useQuery(introductionsQuery());
  const chosen = Number(params.intrdId) || list.data?.items[0]?.contentsId || 0;
  const view = useQuery(contentViewQuery('intrd', chosen));

  if (list.isPending || (chosen > 0 && view.isPending)) return <Spinner />;
  if (list.isError || view.isError || !view.data) {
    return (
      <div className={listPage.wrap}>
        <PageHeader title={TITLE} />
        <EmptyState
          message={CONTENT_MESSAGES.notFound}
          action={<LinkButton href={portalListPath('intrd')}>지원사업 소개</LinkButton>}
        />
      </div>
    );
  }
  const intro = view.data;
  return (
    <div className={listPage.wrap}>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <nav aria-label="지원사업 소개 목록">
        <ul className={listPage.tabs}>
          {list.data.items.map((i) => (
            <li key={i.contentsId}>
              <Link
                className={listPage.tab}
                to={introPath(i.contentsId)}
                aria-current={i.contentsId === intro.contentsId ? 'page' : undefined}
              >
                {i.tit}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.intro}>
        <h2 className={styles.introTitle}>{intro.tit}</h2>
        {intro.smry ? <p className={styles.lead}>{intro.smry}</p> : null}
        {/* The body was sanitized on the server with an allow-list. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: intro.cn }} />
      </article>
      <div className={styles.actions}>
        <LinkButton href={examplesPath(intro.contentsId)}>{intro.tit} 사례 보기</LinkButton>
        <LinkButton href="/support" variant="secondary">
          모집 중인 지원사업 찾기
        </LinkButton>
      </div>
    </div>
  );
}
