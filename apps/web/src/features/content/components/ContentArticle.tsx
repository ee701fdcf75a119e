import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, LinkButton } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { api } from '@/lib/api/api-client';
import { modal } from '@/lib/modal/modal-service';
import { contentViewQuery, countView, shortUrl } from '../queries';
import styles from './Board.module.css';

export interface ArticleConfig {
  title: string;
  /** API path of one item without the id, e.g. /notice/ntc. */
  viewPath: string;
  /** The route parameter holding the id. */
  idParam: string;
  listHref: string;
  viewHref: (id: number, ctgrCode: string | null) => string;
  /** Content type for the view count. */
  viewType: string;
}

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

/** One item: body, attachments, previous/next, share. */
export function ContentArticle({ config }: { config: ArticleConfig }) {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params[config.idParam] ?? search.get(config.idParam));
  const ctgrCode = search.get('ctgrCode') ?? undefined;
  const { data, isPending, isError } = useQuery({
    ...contentViewQuery(config.viewPath, id, ctgrCode),
    enabled: id > 0,
  });

  useEffect(() => {
    if (id > 0) void countView(config.viewType, id);
  }, [config.viewType, id]);

  const share = async () => {
    try {
      const { shortUrl: url } = await shortUrl(window.location.pathname + window.location.search);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      await modal.alert(`링크가 복사되었습니다.\n${url}`);
    } catch {
      /* the API client already told the person */
    }
  };

  if (!(id > 0) || isError) {
    return (
      <div className={styles.wrap}>
        <PageHeader title={config.title} />
        <EmptyState
          message="요청하신 게시물을 찾을 수 없습니다."
          action={<LinkButton href={config.listHref}>목록</LinkButton>}
        />
      </div>
    );
  }
  if (isPending) return <Spinner />;
  return (
    <div className={styles.wrap}>
      <PageHeader title={config.title} />
      <article className={styles.article}>
        <header className={styles.articleHead}>
          {data.ctgrNm ? <p className={styles.meta}>{data.ctgrNm}</p> : null}
          <h2 className={styles.articleTitle}>{data.tit}</h2>
          <p className={styles.meta}>
            <span>등록일 {data.regDt.slice(0, 10).replaceAll('-', '.')}</span>
            <span>조회 {data.inqCnt.toLocaleString('ko-KR')}</span>
            {data.bgngYmd && data.endYmd && data.endYmd !== '20990131' ? (
              <span>
                기간 {data.bgngYmd.replace(/(\d{4})(\d{2})(\d{2})/, '$1.$2.$3')} ~{' '}
                {data.endYmd.replace(/(\d{4})(\d{2})(\d{2})/, '$1.$2.$3')}
              </span>
            ) : null}
          </p>
        </header>
        {/* The body was sanitized on the server with an allow-list. */}
        <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: data.cn }} />
        {data.atchFiles.length > 0 ? (
          <section className={styles.files} aria-labelledby="atch-title">
            <h2 id="atch-title">첨부파일</h2>
            <ul>
              {data.atchFiles.map((f) => (
                <li key={f.fileId}>
                  <button
                    type="button"
                    className={styles.fileButton}
                    onClick={() => void api.download(f.downloadUrl.replace(/^\/v1\/app/, ''), { fileName: f.fileNm })}
                  >
                    {f.fileNm} ({formatSize(f.fileSize)}) 내려받기
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <ul className={styles.nav} aria-label="이전글 다음글">
        <li>
          <span>이전글</span>
          {data.pre ? (
            <Link to={config.viewHref(data.pre.id, ctgrCode ?? null)}>{data.pre.tit}</Link>
          ) : (
            '이전글이 없습니다.'
          )}
        </li>
        <li>
          <span>다음글</span>
          {data.next ? (
            <Link to={config.viewHref(data.next.id, ctgrCode ?? null)}>{data.next.tit}</Link>
          ) : (
            '다음글이 없습니다.'
          )}
        </li>
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void share()}>
          공유하기
        </Button>
        <LinkButton href={config.listHref + (ctgrCode ? `?ctgrCode=${ctgrCode}` : '')} variant="tertiary">
          목록
        </LinkButton>
      </div>
    </div>
  );
}
