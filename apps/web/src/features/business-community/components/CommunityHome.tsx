import { formatNumber } from '@onfan/contracts/format';
import type { CmntDetail } from '@onfan/contracts/business-community';
import { MBR_ROLE_NAMES, BUSINESS_COMMUNITY_MESSAGES } from '@onfan/contracts/business-community';
import {
  businessCommunityBoardPath,
  businessCommunityPath,
  businessCommunityPostPath,
  businessCommunitySearchPath,
} from '@onfan/contracts/portal-path';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { TITLE_PRIORITY, useDocumentTitle } from '@/lib/document-title';
import { Badge } from '@/components/ui/Badge';
import { Button, LinkButton } from '@/components/ui/Button';
import { ListFilters, ListResults } from '@/components/ui/ListPage';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { refusalMessage } from '@/lib/api/use-command';
import { requireLogin } from '@/lib/session/require-login';
import { useSession } from '@/lib/session/session-context';
import { useListParams } from '@/lib/use-list-params';
import {
  communityQuery,
  postsQuery,
  BUSINESS_COMMUNITY_PAGE_SIZE,
  useApproveMember,
  useApprovePost,
  useJoin,
  useLeave,
  userAtbtQuery,
  waitingQuery,
} from '../business-community-api';
import type { EditorSlot } from './PostForm';
import { PostForm } from './PostForm';
import { PostList } from './PostList';
import { RefusalDialog, type RefusalTarget } from './RefusalDialog';
import list from '@/components/ui/ListPage.module.css';
import styles from './BusinessCommunity.module.css';

export const HOME_TEXT = {
  list: '커뮤니티 목록',
  boards: '게시판',
  allPosts: '전체 글',
  join: '가입하기',
  joinTitle: '가입 정보 입력',
  joinSubmit: '가입 신청',
  cancel: '취소',
  leave: '탈퇴하기',
  waitingJoin: '가입 승인을 기다리고 있습니다.',
  trade: '업종',
  region: '지역',
  write: '글쓰기',
  writeTitle: '새 글 쓰기',
  searchTerm: '커뮤니티 안에서 검색',
  search: '검색',
  searchResult: '검색 결과',
  members: '회원',
  manage: '운영진 승인 대기',
  noWaiting: '승인을 기다리는 가입 신청과 게시글이 없습니다.',
  approve: '승인',
  refuse: '거절',
  empty: '등록된 게시글이 없습니다.',
  emptySearch: '검색 결과가 없습니다.',
  rulesVerified: '사업자 인증을 마친 회원만 가입할 수 있습니다.',
  rulesTrade: '가입할 때 업종을 선택합니다.',
  rulesRegion: '가입할 때 지역을 선택합니다.',
  rulesFirstPost: '처음 쓰는 글은 운영진 승인 후 공개됩니다.',
} as const;

function JoinPanel({ cmnt, onClose }: { cmnt: CmntDetail; onClose: () => void }) {
  const atbt = useQuery(userAtbtQuery(true));
  const [tpbizNm, setTpbiz] = useState(cmnt.cmntSeCd === 'TRADE' ? cmnt.ctgrNm : '');
  const [rgnNm, setRgn] = useState(cmnt.cmntSeCd === 'REGION' ? cmnt.ctgrNm : '');
  const join = useJoin(cmnt.cmntId, { onDone: onClose });
  const opts = (values: readonly string[] = []) => values.map((v) => ({ value: v, label: v }));
  return (
    <form
      method="post"
      className={styles.panel}
      aria-labelledby="scommunity-join"
      onSubmit={(e) => {
        e.preventDefault();
        void join.run({
          ...(cmnt.tpbizRqrYn === 'Y' ? { tpbizNm } : {}),
          ...(cmnt.rgnRqrYn === 'Y' ? { rgnNm } : {}),
        });
      }}
    >
      <h2 id="scommunity-join" className={styles.panelTitle}>
        {HOME_TEXT.joinTitle}
      </h2>
      {cmnt.bzVrfcRqrYn === 'Y' ? (
        <p className={styles.intro}>
          {HOME_TEXT.rulesVerified}{' '}
          {atbt.data ? (atbt.data.vrfcYn === 'Y' ? `(인증 완료: ${atbt.data.compNm ?? ''})` : '(인증 전)') : null}
        </p>
      ) : null}
      {cmnt.tpbizRqrYn === 'Y' ? (
        <Select
          label={HOME_TEXT.trade}
          options={opts(atbt.data?.tpbizOptions)}
          value={tpbizNm || null}
          onChange={(v) => setTpbiz(v ?? '')}
          isRequired
        />
      ) : null}
      {cmnt.rgnRqrYn === 'Y' ? (
        <Select
          label={HOME_TEXT.region}
          options={opts(atbt.data?.rgnOptions)}
          value={rgnNm || null}
          onChange={(v) => setRgn(v ?? '')}
          isRequired
        />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {HOME_TEXT.cancel}
        </Button>
        <Button type="submit" isPending={join.isPending}>
          {HOME_TEXT.joinSubmit}
        </Button>
      </div>
    </form>
  );
}

function ManagerPanel({ cmntId }: { cmntId: number }) {
  const { data } = useQuery(waitingQuery(cmntId, true));
  const approveMember = useApproveMember(cmntId);
  const approvePost = useApprovePost(cmntId);
  const [refusing, setRefusing] = useState<RefusalTarget | null>(null);
  if (!data) return null;
  const empty = data.members.length === 0 && data.posts.length === 0;
  return (
    <section className={styles.panel} aria-labelledby="scommunity-manage">
      <h2 id="scommunity-manage" className={styles.panelTitle}>
        {HOME_TEXT.manage}
      </h2>
      {empty ? <p className={styles.note}>{HOME_TEXT.noWaiting}</p> : null}
      {data.members.length > 0 ? (
        <ul className={styles.files}>
          {data.members.map((m) => (
            <li key={m.userId} className={styles.actions}>
              <span>
                {m.nickNm || m.userNm} {m.tpbizNm ? `· ${m.tpbizNm}` : ''} {m.rgnNm ? `· ${m.rgnNm}` : ''}
              </span>
              <Button size="small" onPress={() => void approveMember.run(m.userId)}>
                {`${HOME_TEXT.approve}: ${m.nickNm || m.userNm}`}
              </Button>
              <Button
                size="small"
                variant="secondary"
                onPress={() => setRefusing({ kind: 'member', userId: m.userId, name: m.nickNm || m.userNm })}
              >
                {`${HOME_TEXT.refuse}: ${m.nickNm || m.userNm}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {data.posts.length > 0 ? (
        <ul className={styles.files}>
          {data.posts.map((p) => (
            <li key={p.cmntPostId} className={styles.actions}>
              <Link to={businessCommunityPostPath(p.cmntPostId)}>{p.postTit}</Link>
              <Button size="small" onPress={() => void approvePost.run(p.cmntPostId)}>
                {`${HOME_TEXT.approve}: ${p.postTit}`}
              </Button>
              <Button
                size="small"
                variant="secondary"
                onPress={() => setRefusing({ kind: 'post', cmntPostId: p.cmntPostId, title: p.postTit })}
              >
                {`${HOME_TEXT.refuse}: ${p.postTit}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {refusing ? <RefusalDialog cmntId={cmntId} target={refusing} onClose={() => setRefusing(null)} /> : null}
    </section>
  );
}

/**
 * One community (`scommunity/{cmntId}`, and its search `scommunity/{cmntId}/search`): cover, rules, joining and
 * leaving, its boards, pinned notices first, writing for members, and the managers' approvals.
 */
export function CommunityHome({ searching = false, editor }: { searching?: boolean; editor: EditorSlot }) {
  const cmntId = Number(useParams().cmntId);
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const { get, pageNo, update, hrefWith } = useListParams();
  const searchTerm = searching ? get('searchTerm') : '';
  const brd = Number(get('cmntBrdMntId')) || undefined;
  const [draft, setDraft] = useState(searchTerm);
  const [joining, setJoining] = useState(false);
  const [writing, setWriting] = useState(false);
  const cmnt = useQuery(communityQuery(cmntId));
  const posts = useQuery({
    ...postsQuery({ pageNo, cmntId, ...(brd ? { cmntBrdMntId: brd } : {}), ...(searchTerm ? { searchTerm } : {}) }),
    enabled: cmntId > 0 && (!searching || searchTerm !== ''),
  });
  const leave = useLeave(cmntId);
  useDocumentTitle(cmnt.data?.cmntNm ?? '', TITLE_PRIORITY.item);

  if (!(cmntId > 0) || cmnt.isError) {
    return (
      <div className={list.wrap}>
        <PageHeader title="소상공인 커뮤니티" />
        <EmptyState
          message={cmnt.error ? refusalMessage(cmnt.error) : '커뮤니티를 찾을 수 없습니다.'}
          action={<LinkButton href={businessCommunityPath()}>{HOME_TEXT.list}</LinkButton>}
        />
      </div>
    );
  }
  if (cmnt.isPending) return <Spinner />;
  const c = cmnt.data;
  const member = c.myMbrSttsCd === 'ACTIVE';

  return (
    <div className={list.wrap}>
      <PageHeader
        title={searching ? `${c.cmntNm} ${HOME_TEXT.searchResult}` : c.cmntNm}
        breadcrumb={[
          { label: '소상공인 커뮤니티', href: businessCommunityPath() },
          { label: c.cmntNm, ...(searching ? { href: businessCommunityPath(c.cmntId) } : {}) },
        ]}
      />
      {!searching ? (
        <div className={styles.home}>
          {c.coverImgUrl ? (
            <img className={styles.cover} src={c.coverImgUrl} alt={c.coverImgAlt ?? ''} width={640} height={240} />
          ) : null}
          <div className={styles.homeInfo}>
            <div className={styles.badges}>
              <Badge variant="secondary">
                {c.cmntSeNm} · {c.ctgrNm}
              </Badge>
              <Badge variant={c.joinMthdCd === 'OPEN' ? 'success' : 'warning'}>{c.joinMthdNm}</Badge>
              {c.myRoleCd ? <Badge variant="primary">{MBR_ROLE_NAMES[c.myRoleCd]}</Badge> : null}
            </div>
            <p className={styles.intro}>{c.cmntIntro}</p>
            <p className={styles.meta}>
              <span>
                {HOME_TEXT.members} {formatNumber(c.mbrCnt)}명
              </span>
              <span>게시글 {formatNumber(c.postCnt)}개</span>
            </p>
            <ul className={styles.rules}>
              {c.bzVrfcRqrYn === 'Y' ? <li>{HOME_TEXT.rulesVerified}</li> : null}
              {c.tpbizRqrYn === 'Y' ? <li>{HOME_TEXT.rulesTrade}</li> : null}
              {c.rgnRqrYn === 'Y' ? <li>{HOME_TEXT.rulesRegion}</li> : null}
              {c.firstPostAprvYn === 'Y' ? <li>{HOME_TEXT.rulesFirstPost}</li> : null}
            </ul>
            <div className={styles.actions}>
              {c.myMbrSttsCd === 'NONE' ? (
                <Button
                  onPress={() => void requireLogin(isAuthenticated).then((ok) => ok && setJoining(true))}
                  isDisabled={joining}
                >
                  {HOME_TEXT.join}
                </Button>
              ) : null}
              {c.myMbrSttsCd === 'WAIT' ? <p className={styles.note}>{HOME_TEXT.waitingJoin}</p> : null}
              {member ? (
                <Button variant="primary" onPress={() => setWriting(true)} isDisabled={writing}>
                  {HOME_TEXT.write}
                </Button>
              ) : null}
              {c.myMbrSttsCd !== 'NONE' && c.myRoleCd !== 'OWNER' ? (
                <Button variant="secondary" onPress={() => void leave.run()}>
                  {HOME_TEXT.leave}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
      {joining && c.myMbrSttsCd === 'NONE' ? <JoinPanel cmnt={c} onClose={() => setJoining(false)} /> : null}
      {writing ? (
        <section className={styles.panel} aria-labelledby="scommunity-write">
          <h2 id="scommunity-write" className={styles.panelTitle}>
            {HOME_TEXT.writeTitle}
          </h2>
          {c.myFirstPostWaits ? (
            <p className={styles.note} role="note">
              {BUSINESS_COMMUNITY_MESSAGES.firstPostWaits}
            </p>
          ) : null}
          <PostForm
            cmntId={c.cmntId}
            boards={c.boards}
            canPin={c.canManage}
            editor={editor}
            onCancel={() => setWriting(false)}
            onDone={(id) => void navigate(businessCommunityPostPath(id))}
          />
        </section>
      ) : null}
      {c.canManage && !searching ? <ManagerPanel cmntId={c.cmntId} /> : null}
      <nav aria-label={HOME_TEXT.boards}>
        <ul className={list.tabs}>
          <li>
            <Link
              className={list.tab}
              to={businessCommunityPath(c.cmntId)}
              aria-current={!brd && !searching ? 'page' : undefined}
            >
              {HOME_TEXT.allPosts}
            </Link>
          </li>
          {c.boards.map((b) => (
            <li key={b.cmntBrdMntId}>
              <Link
                className={list.tab}
                to={
                  b.brdSeCd === 'POST'
                    ? `${businessCommunityPath(c.cmntId)}${hrefWith({ cmntBrdMntId: String(b.cmntBrdMntId), searchTerm: '' })}`
                    : businessCommunityBoardPath(b.brdSeCd === 'NOTICE' ? 'notice' : 'data', b.cmntBrdMntId)
                }
                aria-current={brd === b.cmntBrdMntId && !searching ? 'page' : undefined}
              >
                {b.brdNm}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.toolbarRow}>
        <ListFilters
          className={styles.search}
          submitLabel={HOME_TEXT.search}
          onSubmit={() => {
            if (draft.trim()) void navigate(businessCommunitySearchPath(c.cmntId, draft.trim()));
          }}
        >
          <TextField label={HOME_TEXT.searchTerm} type="search" maxLength={50} value={draft} onChange={setDraft} />
        </ListFilters>
      </div>
      {searching && !searchTerm ? null : (
        <ListResults
          query={posts}
          empty={{ message: searchTerm ? HOME_TEXT.emptySearch : HOME_TEXT.empty }}
          count="건"
          paging={{
            pageNo,
            pageSize: BUSINESS_COMMUNITY_PAGE_SIZE,
            onChange: (n) => update({ pageNo: String(n) }),
          }}
        >
          {(items) => <PostList posts={items} searchTerm={searchTerm || undefined} />}
        </ListResults>
      )}
    </div>
  );
}
