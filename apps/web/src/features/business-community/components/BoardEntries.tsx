import { formatNumber } from '@onfan/contracts/format';
import { BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE, BUSINESS_COMMUNITY_MESSAGES } from '@onfan/contracts/business-community';
import { businessCommunityEntryPath, businessCommunityPath } from '@onfan/contracts/portal-path';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { LinkButton } from '@/components/ui/Button';
import { ListFilters, ListResults } from '@/components/ui/ListPage';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { countView } from '@/lib/api/page-actions';
import { refusalMessage } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';
import {
  boardEntriesQuery,
  entryQuery,
  BUSINESS_COMMUNITY_PAGE_SIZE,
  useAttachmentDownload,
} from '../business-community-api';
import list from '@/components/ui/ListPage.module.css';
import { FileDownloads } from '@/components/ui/FileDownloads';
import styles from './BusinessCommunity.module.css';

export type BoardKind = 'notice' | 'data';
const KIND_NAME: Record<BoardKind, string> = { notice: '공지사항', data: '자료실' };

export const BBS_TEXT = {
  term: '검색어',
  search: '검색',
  empty: '등록된 게시물이 없습니다.',
  pinned: '공지',
  list: '목록',
  community: '커뮤니티로',
  attachments: (n: number) => `첨부 ${n}개`,
} as const;

/** A community's notice or data board (`scommunity/bbs/notice`, `scommunity/bbs/data`), operator-written. */
export function BoardEntries({ kind }: { kind: BoardKind }) {
  const { get, pageNo, update } = useListParams();
  const cmntBrdMntId = Number(get('cmntBrdMntId'));
  const searchTerm = get('searchTerm');
  const [draft, setDraft] = useState(searchTerm);
  const entries = useQuery(boardEntriesQuery(cmntBrdMntId, pageNo, searchTerm));
  const { data } = entries;
  const title = data ? `${data.board.cmntNm} ${data.board.brdNm}` : KIND_NAME[kind];
  useDocumentTitle(data ? title : '', TITLE_PRIORITY.item);
  const toList = <LinkButton href={businessCommunityPath()}>{BBS_TEXT.list}</LinkButton>;

  if (!(cmntBrdMntId > 0)) {
    return (
      <div className={list.wrap}>
        <PageHeader title={KIND_NAME[kind]} />
        <EmptyState message={BUSINESS_COMMUNITY_MESSAGES.boardNotFound} action={toList} />
      </div>
    );
  }
  return (
    <div className={list.wrap}>
      {data ? (
        <>
          <PageHeader
            title={title}
            breadcrumb={[
              { label: '소상공인 커뮤니티', href: businessCommunityPath() },
              { label: data.board.cmntNm, href: businessCommunityPath(data.board.cmntId) },
              { label: data.board.brdNm },
            ]}
          />
          <div className={styles.toolbarRow}>
            <ListFilters
              className={styles.search}
              submitLabel={BBS_TEXT.search}
              onSubmit={() => update({ searchTerm: draft.trim(), pageNo: '' })}
            >
              <TextField label={BBS_TEXT.term} type="search" maxLength={50} value={draft} onChange={setDraft} />
            </ListFilters>
            <LinkButton href={businessCommunityPath(data.board.cmntId)} variant="tertiary">
              {BBS_TEXT.community}
            </LinkButton>
          </div>
        </>
      ) : (
        <PageHeader title={KIND_NAME[kind]} />
      )}
      <ListResults
        query={entries}
        failed={(error) => ({
          message: error ? refusalMessage(error) : BUSINESS_COMMUNITY_MESSAGES.boardNotFound,
          action: toList,
        })}
        empty={{ message: BBS_TEXT.empty }}
        count="건"
        paging={{
          pageNo,
          pageSize: BUSINESS_COMMUNITY_PAGE_SIZE,
          onChange: (n) => update({ pageNo: String(n) }),
        }}
      >
        {(items) => (
          <ul className={styles.posts}>
            {items.map((e) => (
              <li key={e.cmntBrdId} className={styles.post}>
                <div className={styles.postBody}>
                  <div className={styles.badges}>
                    {e.fixYn === 'Y' ? (
                      <Badge variant="danger" appearance="filled">
                        {BBS_TEXT.pinned}
                      </Badge>
                    ) : null}
                    {e.atchCnt > 0 ? <Badge variant="information">{BBS_TEXT.attachments(e.atchCnt)}</Badge> : null}
                  </div>
                  <Link className={styles.postLink} to={businessCommunityEntryPath(kind, e.cmntBrdId)}>
                    {e.brdTit}
                  </Link>
                  <p className={styles.meta}>
                    <span>{e.nickNm || e.userNm}</span>
                    <span>
                      <time dateTime={e.regDt}>{formatDate(e.regDt, 'yyyy.MM.dd')}</time>
                    </span>
                    <span>조회 {formatNumber(e.inqCnt)}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}

/** One notice or data entry with its attachments, downloaded under their Korean names. */
export function EntryView({ kind }: { kind: BoardKind }) {
  const [search] = useSearchParams();
  const id = Number(search.get('cmntBrdId'));
  const { data, isPending, isError, error } = useQuery(entryQuery(id));
  const download = useAttachmentDownload();
  useDocumentTitle(data?.brdTit ?? '', TITLE_PRIORITY.item);
  useEffect(() => {
    if (id > 0) void countView(BUSINESS_COMMUNITY_ENTRY_VIEW_TYPE, id);
  }, [id]);

  if (!(id > 0) || isError) {
    return (
      <div className={list.wrap}>
        <PageHeader title={KIND_NAME[kind]} />
        <EmptyState
          message={error ? refusalMessage(error) : BUSINESS_COMMUNITY_MESSAGES.entryNotFound}
          action={<LinkButton href={businessCommunityPath()}>{BBS_TEXT.list}</LinkButton>}
        />
      </div>
    );
  }
  if (isPending) return <Spinner />;
  return (
    <div className={list.wrap}>
      <PageHeader
        title={`${data.cmntNm} ${data.brdNm}`}
        breadcrumb={[
          { label: '소상공인 커뮤니티', href: businessCommunityPath() },
          { label: data.cmntNm, href: businessCommunityPath(data.cmntId) },
          { label: data.brdTit },
        ]}
      />
      <article className={list.article}>
        <header className={list.articleHead}>
          <h2 className={list.articleTitle}>{data.brdTit}</h2>
          <p className={styles.meta}>
            <span>{data.nickNm || data.userNm}</span>
            <span>
              <time dateTime={data.regDt}>{formatDate(data.regDt, 'yyyy.MM.dd')}</time>
            </span>
            <span>조회 {formatNumber(data.inqCnt)}</span>
          </p>
        </header>
        <div className={styles.articleBody} dangerouslySetInnerHTML={{ __html: data.brdCn }} />
        <FileDownloads
          files={data.atchList}
          level={3}
          sizeOf={(f) => f.fileSz}
          onDownload={(f) => void download.run(f)}
        />
      </article>
      <div className={styles.actions}>
        <LinkButton href={`/scommunity/bbs/${kind}?cmntBrdMntId=${data.cmntBrdMntId}`} variant="tertiary">
          {BBS_TEXT.list}
        </LinkButton>
      </div>
    </div>
  );
}
