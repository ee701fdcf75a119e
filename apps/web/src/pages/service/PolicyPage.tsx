import { PageHeader } from '@/components/ui/PageHeader';
import { cx } from '@/components/ui/class-names';
import page from '../shared/page.module.css';
import { TableOfContents } from '../shared/TableOfContents';
import {
  articleHeading,
  articleId,
  TERMS_ADDENDUM,
  TERMS_ARTICLES,
  TERMS_EFFECTIVE_DATE,
  TERMS_EFFECTIVE_DATE_ISO,
} from './terms-content';

const ADDENDUM_ID = 'addendum';

/** service/policy: the terms of use, 18 articles and the addendum. */
export default function PolicyPage() {
  const toc = [
    ...TERMS_ARTICLES.map((article) => ({ id: articleId(article.number), label: articleHeading(article) })),
    { id: ADDENDUM_ID, label: '부칙' },
  ];
  return (
    <div className={cx(page.container, page.narrow)}>
      <PageHeader
        title="이용약관"
        description="온판 서비스를 이용하는 데 필요한 운영기관과 이용자의 권리, 의무 및 책임사항을 안내합니다."
        breadcrumb={[{ label: '홈', href: '/' }, { label: '이용약관' }]}
      />
      <p className={page.meta}>
        <span>
          시행일 <time dateTime={TERMS_EFFECTIVE_DATE_ISO}>{TERMS_EFFECTIVE_DATE}</time>
        </span>
        <span>총 {TERMS_ARTICLES.length}개 조항과 부칙</span>
      </p>
      <TableOfContents items={toc} />
      <div className={page.prose}>
        {TERMS_ARTICLES.map((article) => (
          <section key={article.number} aria-labelledby={articleId(article.number)}>
            <h2 id={articleId(article.number)}>{articleHeading(article)}</h2>
            {article.clauses.map((clause) => (
              <div key={clause.text}>
                <p>{clause.text}</p>
                {clause.items ? (
                  <ol>
                    {clause.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ol>
                ) : null}
              </div>
            ))}
          </section>
        ))}
        <section aria-labelledby={ADDENDUM_ID}>
          <h2 id={ADDENDUM_ID}>부칙</h2>
          <p>{TERMS_ADDENDUM}</p>
        </section>
      </div>
    </div>
  );
}
