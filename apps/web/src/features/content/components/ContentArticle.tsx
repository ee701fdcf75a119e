import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { CONTENT_MESSAGES } from '@onfan/contracts/content';
import { formatNumber } from '@onfan/contracts/format';
import { FIXED_NOTICE_END_YMD } from '@onfan/contracts/notice';
import { portalListPath, portalPath } from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { RecordResult } from '@/components/ui/RecordResult';
import type { BoardType } from '../content-api';
import { countView, useShareLink } from '@/lib/api/page-actions';
import { contentViewQuery, useAttachmentDownload } from '../content-api';
import list from '@/components/ui/ListPage.module.css';
import { FileDownloads } from '@/components/ui/FileDownloads';
import styles from './Board.module.css';

export interface ArticleConfig {
  title: string;
  /** The content shown: its view call, its view count, its list page and its items' pages follow from it. */
  type: BoardType;
  /** The route parameter (or query parameter) holding the id. */
  idParam: string;
  /**
   * The category the page's route names (a sentcont category, an example's introduction `intrd-{id}`): where the
   * list and previous/next links lead. Otherwise the `?ctgrCode=` the page was opened with.
   */
  category?: string;
}

/** One item: body, attachments, previous/next, share. */
export function ContentArticle({ config }: { config: ArticleConfig }) {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const id = Number(params[config.idParam] ?? search.get(config.idParam));
  const ctgrCode = search.get('ctgrCode') ?? undefined;
  const linkCategory = config.category ?? ctgrCode ?? null;
  const listHref = portalListPath(config.type, linkCategory);
  const query = useQuery(contentViewQuery(config.type, id, ctgrCode));
  useDocumentTitle(query.data?.tit ?? '', TITLE_PRIORITY.item);
  const share = useShareLink();
  const download = useAttachmentDownload();

  useEffect(() => {
    if (id > 0) void countView(config.type, id);
  }, [config.type, id]);

  return (
    <RecordResult
      query={query}
      valid={id > 0}
      notFound={{ message: CONTENT_MESSAGES.notFound, action: <LinkButton href={listHref}>목록</LinkButton> }}
      title={config.title}
    >
      {(data) => (
        <div className={list.wrap}>
          <PageHeader title={config.title} />
          <article className={list.article}>
            <header className={list.articleHead}>
              {data.ctgrNm ? <p className={styles.meta}>{data.ctgrNm}</p> : null}
              <h2 className={list.articleTitle}>{data.tit}</h2>
              <p className={styles.meta}>
                <span>등록일 {data.regDt.slice(0, 10).replaceAll('-', '.')}</span>
                <span>조회 {formatNumber(data.inqCnt)}</span>
                {data.bgngYmd && data.endYmd && data.endYmd !== FIXED_NOTICE_END_YMD ? (
                  <span>
                    기간 {data.bgngYmd.replace(/(\d{4})(\d{2})(\d{2})/, '$1.$2.$3')} ~{' '}
                    {data.endYmd.replace(/(\d{4})(\d{2})(\d{2})/, '$1.$2.$3')}
                  </span>
                ) : null}
              </p>
            </header>
            {/* The body was sanitized on the server with an allow-list. */}
            <div className={list.articleBody} dangerouslySetInnerHTML={{ __html: data.cn }} />
            <FileDownloads files={data.atchFiles} sizeOf={(f) => f.fileSize} onDownload={(f) => void download.run(f)} />
          </article>
          <ul className={styles.nav} aria-label="이전글 다음글">
            <li>
              <span>이전글</span>
              {data.pre ? (
                <Link to={portalPath(config.type, data.pre.id, linkCategory)}>{data.pre.tit}</Link>
              ) : (
                '이전글이 없습니다.'
              )}
            </li>
            <li>
              <span>다음글</span>
              {data.next ? (
                <Link to={portalPath(config.type, data.next.id, linkCategory)}>{data.next.tit}</Link>
              ) : (
                '다음글이 없습니다.'
              )}
            </li>
          </ul>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void share.run(location.pathname + location.search)}>
              공유하기
            </Button>
            <LinkButton href={listHref} variant="tertiary">
              목록
            </LinkButton>
          </div>
        </div>
      )}
    </RecordResult>
  );
}
