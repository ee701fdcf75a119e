import { zodResolver } from '@hookform/resolvers/zod';
import {
  CMNT_SE,
  CMNT_SE_NAMES,
  BUSINESS_COMMUNITY_REGIONS,
  BUSINESS_COMMUNITY_TRADES,
} from '@onfan/contracts/business-community';
import type {
  CmntDeskDetail,
  CmntEntryRow,
  CmntManager,
  CmntWaiting,
  EntryBoard,
} from '@onfan/contracts/business-community.admin';
import {
  CMNT_DESK_STATE_NAMES,
  cmntWriteBodySchema,
  ENTRY_BOARD_NAMES,
  ENTRY_BOARDS,
  JOIN_RULE_NAMES,
  JOIN_RULES,
  BUSINESS_COMMUNITY_DESK_MESSAGES,
} from '@onfan/contracts/business-community.admin';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useController, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button, LinkButton } from '@/components/ui/Button';
import { ListFilters } from '@/components/ui/ListPage';
import { Checkbox } from '@/components/ui/Checkbox';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { ConsoleReasonDialog } from '@/features/admin/components/ConsoleReasonDialog';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import { FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import consoleStyles from '@/features/admin/components/console.module.css';
import {
  cmntDeskQuery,
  cmntEntriesQuery,
  cmntManagersQuery,
  cmntMemberSearchQuery,
  cmntWaitingQuery,
  uploadCmntCover,
  useChangeManager,
  useCmntState,
  useDeleteCmntEntry,
  useCreateCmnt,
  useDecideMember,
  useDecidePost,
  useUpdateCmnt,
} from '@/features/business-community/business-community-admin-api';
import { isApiError } from '@/lib/api/api-client';
import { refusalMessage } from '@/lib/api/use-command';
import { modal } from '@/lib/modal/modal-service';
import { useListParams } from '@/lib/use-list-params';
import formStyles from '@/features/admin/components/console-form.module.css';
import styles from './communities.module.css';
import { Form } from '@/components/ui/Form';

export const COMMUNITY_TEXT = {
  create: '커뮤니티 만들기',
  detail: '커뮤니티 상세',
  description:
    '업종별 커뮤니티는 업종을, 지역별 커뮤니티는 지역을 고릅니다. 회원은 가입할 때 같은 업종·지역을 답합니다.',
  state: (name: string) => `현재 상태: ${name}`,
  basics: '커뮤니티 정보',
  kind: '구분',
  ctgr: '업종·지역',
  ctgrPick: '업종 또는 지역 선택',
  name: '커뮤니티 이름',
  intro: '소개',
  joinRule: '가입 방식',
  firstPost: '회원의 첫 게시글은 운영진이 승인한 뒤 공개',
  cover: '대표 이미지',
  coverHelp: 'PNG, JPG, GIF, WebP 이미지 1장. 목록과 커뮤니티 화면에 보입니다.',
  coverPick: '이미지 올리기',
  coverRemove: '이미지 빼기',
  coverAlt: '대체 텍스트',
  coverAltHelp: '이미지를 볼 수 없는 분께 읽어 줄 설명입니다.',
  uploading: '이미지를 올리는 중입니다.',
  save: '만들기',
  update: '수정',
  cancel: '목록으로',
  publicPage: '커뮤니티 화면 보기',
  closeTitle: '커뮤니티 닫기',
  reopenTitle: '커뮤니티 다시 열기',
  close: '닫기',
  reopen: '다시 열기',
  closeHelp: '닫은 커뮤니티는 회원에게 보이지 않습니다. 회원과 게시글은 그대로 남습니다.',
  reopenHelp: '다시 열면 회원에게 다시 보입니다.',
  closedBecause: (r: string) => `닫은 사유: ${r}`,
  reason: '사유',
  waiting: '승인 대기',
  waitingMembers: '가입 신청',
  waitingPosts: '첫 게시글',
  noMembers: '승인을 기다리는 가입 신청이 없습니다.',
  noPosts: '승인을 기다리는 게시글이 없습니다.',
  waitingError: '승인 대기 목록을 불러오지 못했습니다.',
  member: '신청자',
  verified: '사업자 인증',
  answered: '업종·지역',
  postTit: '제목',
  writer: '작성자',
  requested: '신청일',
  written: '작성일',
  actions: '처리',
  approve: '승인',
  refuse: '거절',
  refuseTitle: (who: string) => `${who} 거절`,
  refuseHelp: '거절 사유는 회원에게 문자로 알립니다.',
  yes: '인증',
  no: '미인증',
  notFound: BUSINESS_COMMUNITY_DESK_MESSAGES.notFound,
  managers: '운영진',
  managersHelp: '운영진은 커뮤니티 화면에서 가입 신청과 첫 게시글을 승인하고, 글과 댓글을 지울 수 있습니다.',
  noManagers: '지정된 운영진이 없습니다.',
  managersError: '운영진 목록을 불러오지 못했습니다.',
  role: '역할',
  person: '회원',
  standingHeader: '가입 상태',
  roleNames: { OWNER: '개설자', MANAGER: '운영진', MEMBER: '회원' } as Record<string, string>,
  standing: { ACTIVE: '가입', WAIT: '가입 신청 중', NONE: '미가입' } as Record<string, string>,
  find: '회원 찾기',
  findLabel: '회원 아이디 또는 이름',
  findHelp: '아이디나 이름이 정확히 같은 회원을 찾습니다. 찾은 회원의 정보는 가려서 보여 줍니다.',
  findButton: '찾기',
  noFound: BUSINESS_COMMUNITY_DESK_MESSAGES.memberNotFound,
  appoint: '운영진 지정',
  remove: '운영진 해제',
  entries: '공지사항·자료실',
  entriesHelp: '커뮤니티 화면의 공지사항과 자료실에 올라가는 게시물입니다.',
  writeNotice: '공지사항 쓰기',
  writeData: '자료실 글쓰기',
  entryList: '게시물 목록',
  boardFilter: '게시판',
  entryTit: '제목',
  pinned: '상단 고정',
  atch: '첨부',
  regDt: '등록일',
  del: '삭제',
} as const;

type FormInput = z.input<typeof cmntWriteBodySchema>;
type FormValues = z.output<typeof cmntWriteBodySchema>;

const KIND_OPTIONS = CMNT_SE.map((s) => ({ value: s, label: CMNT_SE_NAMES[s] }));
const RULE_OPTIONS = JOIN_RULES.map((r) => ({ value: r, label: JOIN_RULE_NAMES[r] }));
const FORM_FIELDS = new Set(['cmntSeCd', 'ctgrNm', 'cmntNm', 'cmntIntro', 'joinRule', 'coverImgUrl', 'coverImgAlt']);

function CommunityForm({ community }: { community?: CmntDeskDetail }) {
  const navigate = useNavigate();
  const { control, handleSubmit, setError, setValue } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(cmntWriteBodySchema),
    defaultValues: {
      cmntSeCd: community?.cmntSeCd ?? 'TRADE',
      ctgrNm: community?.ctgrNm ?? '',
      cmntNm: community?.cmntNm ?? '',
      cmntIntro: community?.cmntIntro ?? '',
      joinRule: community?.joinRule ?? 'OPEN',
      firstPostAprvYn: community?.firstPostAprvYn ?? 'N',
      coverImgUrl: community?.coverImgUrl ?? null,
      coverImgAlt: community?.coverImgAlt ?? null,
    },
  });
  const kindField = useController({ control, name: 'cmntSeCd' });
  const kind = kindField.field.value;
  const firstPost = useController({ control, name: 'firstPostAprvYn' });
  const cover = useController({ control, name: 'coverImgUrl' });
  const alt = useController({ control, name: 'coverImgAlt' });
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const codes = kind === 'REGION' ? BUSINESS_COMMUNITY_REGIONS : BUSINESS_COMMUNITY_TRADES;
  const addCover = async (list: FileList | null) => {
    const file = list?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setUploading(true);
    try {
      cover.field.onChange(await uploadCmntCover(file));
    } catch (err) {
      await modal.alert(refusalMessage(err));
    } finally {
      setUploading(false);
    }
  };
  // The server's field errors are shown at their fields; what was typed stays.
  const atFields = (error: unknown) => {
    if (!isApiError(error) || !error.errors?.length) return false;
    if (!error.errors.every((e) => FORM_FIELDS.has(e.field))) return false;
    for (const e of error.errors) setError(e.field as FieldPath<FormInput>, { message: e.message });
    return true;
  };
  const create = useCreateCmnt({
    onDone: (r) => void navigate(`/admin/communities/${r.cmntId}`),
    handleRefusal: atFields,
  });
  const update = useUpdateCmnt({ handleRefusal: atFields });
  const send = (v: FormValues) => {
    if (community) void update.run({ ...v, cmntId: community.cmntId, updtDt: community.updtDt });
    else void create.run(v);
  };

  return (
    <Form className={styles.form} noValidate onSubmit={() => void handleSubmit(send, showFormErrors)()}>
      <fieldset className={formStyles.fieldset}>
        <legend>{COMMUNITY_TEXT.basics}</legend>
        <RadioGroup
          label={COMMUNITY_TEXT.kind}
          options={KIND_OPTIONS}
          orientation="horizontal"
          isRequired
          value={kindField.field.value}
          onChange={(v) => {
            kindField.field.onChange(v);
            // A trade is no region: the choice starts again.
            setValue('ctgrNm', '');
          }}
          errorMessage={kindField.fieldState.error?.message ?? null}
        />
        <FormSelect
          key={kind}
          control={control}
          name="ctgrNm"
          label={COMMUNITY_TEXT.ctgr}
          placeholder={COMMUNITY_TEXT.ctgrPick}
          options={codes.map((c) => ({ value: c, label: c }))}
          isRequired
        />
        <div className={formStyles.wide}>
          <FormTextField control={control} name="cmntNm" label={COMMUNITY_TEXT.name} maxLength={50} isRequired />
        </div>
        <div className={formStyles.wide}>
          <FormTextField control={control} name="cmntIntro" label={COMMUNITY_TEXT.intro} maxLength={500} multiline />
        </div>
        <FormRadioGroup
          control={control}
          name="joinRule"
          label={COMMUNITY_TEXT.joinRule}
          options={RULE_OPTIONS}
          isRequired
        />
        <div>
          <Checkbox
            isSelected={firstPost.field.value === 'Y'}
            onChange={(on) => firstPost.field.onChange(on ? 'Y' : 'N')}
          >
            {COMMUNITY_TEXT.firstPost}
          </Checkbox>
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend>{COMMUNITY_TEXT.cover}</legend>
        <p className={`${consoleStyles.note} ${formStyles.wide}`} aria-live="polite">
          {uploading ? COMMUNITY_TEXT.uploading : COMMUNITY_TEXT.coverHelp}
        </p>
        {cover.fieldState.error ? (
          <p role="alert" className={formStyles.wide}>
            {cover.fieldState.error.message}
          </p>
        ) : null}
        {cover.field.value ? (
          <div className={formStyles.wide}>
            <img className={styles.cover} src={cover.field.value} alt={alt.field.value ?? ''} />
          </div>
        ) : null}
        <div className={`${formStyles.wide} ${styles.row}`}>
          <Button variant="secondary" size="small" isDisabled={uploading} onPress={() => fileInput.current?.click()}>
            {COMMUNITY_TEXT.coverPick}
          </Button>
          {cover.field.value ? (
            <Button variant="text" size="small" onPress={() => cover.field.onChange(null)}>
              {COMMUNITY_TEXT.coverRemove}
            </Button>
          ) : null}
        </div>
        {/* The button above opens it: the picker's own text would be in the browser's language. */}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => void addCover(e.target.files)}
        />
        {cover.field.value ? (
          <div className={formStyles.wide}>
            <FormTextField
              control={control}
              name="coverImgAlt"
              label={COMMUNITY_TEXT.coverAlt}
              description={COMMUNITY_TEXT.coverAltHelp}
              maxLength={100}
              isRequired
            />
          </div>
        ) : null}
      </fieldset>
      <div className={formStyles.formActions}>
        <LinkButton href="/admin/communities" variant="secondary">
          {COMMUNITY_TEXT.cancel}
        </LinkButton>
        <Button type="submit" isPending={create.isPending || update.isPending}>
          {community ? COMMUNITY_TEXT.update : COMMUNITY_TEXT.save}
        </Button>
      </div>
    </Form>
  );
}

function StatePanel({ community }: { community: CmntDeskDetail }) {
  const [open, setOpen] = useState(false);
  const closing = community.state === 'OPEN';
  const change = useCmntState({ onDone: () => setOpen(false), onRefused: () => setOpen(false) });
  return (
    <section className={consoleStyles.panel} aria-labelledby="cmnt-state">
      <h2 id="cmnt-state">{closing ? COMMUNITY_TEXT.closeTitle : COMMUNITY_TEXT.reopenTitle}</h2>
      <p>{closing ? COMMUNITY_TEXT.closeHelp : COMMUNITY_TEXT.reopenHelp}</p>
      {community.closRsn ? <p>{COMMUNITY_TEXT.closedBecause(community.closRsn)}</p> : null}
      <div className={styles.row}>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {closing ? COMMUNITY_TEXT.close : COMMUNITY_TEXT.reopen}
        </Button>
        {community.state === 'OPEN' ? (
          <LinkButton href={`/scommunity/${community.cmntId}`} variant="text">
            {COMMUNITY_TEXT.publicPage}
          </LinkButton>
        ) : null}
      </div>
      {open ? (
        <ConsoleReasonDialog
          label={COMMUNITY_TEXT.reason}
          title={closing ? COMMUNITY_TEXT.closeTitle : COMMUNITY_TEXT.reopenTitle}
          help={closing ? COMMUNITY_TEXT.closeHelp : COMMUNITY_TEXT.reopenHelp}
          send={closing ? COMMUNITY_TEXT.close : COMMUNITY_TEXT.reopen}
          isPending={change.isPending}
          onClose={() => setOpen(false)}
          onSend={(reason) =>
            void change.run({
              cmntId: community.cmntId,
              cmntNm: community.cmntNm,
              action: closing ? 'CLOSE' : 'REOPEN',
              reason,
              updtDt: community.updtDt,
            })
          }
        />
      ) : null}
    </section>
  );
}

type Waiting =
  { kind: 'member'; row: CmntWaiting['members'][number] } | { kind: 'post'; row: CmntWaiting['posts'][number] };

/** A desk table in its own scrolling box, named by `label`: the waiting lists and the managers' lists. */
function DeskTable({ label, headers, children }: { label: string; headers: readonly string[]; children: ReactNode }) {
  return (
    <div className={consoleStyles.tableBox} tabIndex={0} role="region" aria-label={label}>
      <table className={consoleStyles.table}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A waiting row's 승인 and 거절 buttons, each naming whom or what it decides for a screen reader. */
function DecisionCell({
  name,
  isPending,
  onApprove,
  onRefuse,
}: {
  name: string;
  isPending: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  return (
    <td className={consoleStyles.nowrap}>
      <span className={styles.row}>
        <DeskRowButton label={COMMUNITY_TEXT.approve} of={name} isPending={isPending} onPress={onApprove} />
        <DeskRowButton label={COMMUNITY_TEXT.refuse} of={name} variant="secondary" onPress={onRefuse} />
      </span>
    </td>
  );
}

function WaitingPanel({ cmntId }: { cmntId: number }) {
  const waiting = useQuery(cmntWaitingQuery(cmntId));
  const [refusing, setRefusing] = useState<Waiting | null>(null);
  const close = () => setRefusing(null);
  const member = useDecideMember({ onDone: close, onRefused: close });
  const post = useDecidePost({ onDone: close, onRefused: close });
  if (waiting.isPending) return <Spinner />;
  if (waiting.isError) {
    return <EmptyState message={COMMUNITY_TEXT.waitingError} description={refusalMessage(waiting.error)} />;
  }
  const { members, posts } = waiting.data;
  const decide = (w: Waiting, decision: 'APPROVE' | 'REFUSE', reason?: string) => {
    const why = reason === undefined ? {} : { reason };
    void (w.kind === 'member'
      ? member.run({ cmntId, userId: w.row.userId, userNm: w.row.userNm, decision, ...why, updtDt: w.row.updtDt })
      : post.run({
          cmntId,
          cmntPostId: w.row.cmntPostId,
          postTit: w.row.postTit,
          decision,
          ...why,
          updtDt: w.row.updtDt,
        }));
  };
  return (
    <section className={consoleStyles.panel} aria-labelledby="cmnt-waiting">
      <h2 id="cmnt-waiting">{COMMUNITY_TEXT.waiting}</h2>
      <h3>{COMMUNITY_TEXT.waitingMembers}</h3>
      {members.length === 0 ? (
        <p>{COMMUNITY_TEXT.noMembers}</p>
      ) : (
        <DeskTable
          label={COMMUNITY_TEXT.waitingMembers}
          headers={[
            COMMUNITY_TEXT.member,
            COMMUNITY_TEXT.verified,
            COMMUNITY_TEXT.answered,
            COMMUNITY_TEXT.requested,
            COMMUNITY_TEXT.actions,
          ]}
        >
          {members.map((m) => (
            <tr key={m.userId}>
              <td>{m.userNm}</td>
              <td>{m.vrfcYn === 'Y' ? COMMUNITY_TEXT.yes : COMMUNITY_TEXT.no}</td>
              <td>{[m.tpbizNm, m.rgnNm].filter(Boolean).join(' · ') || '-'}</td>
              <td className={consoleStyles.nowrap}>{formatDate(m.regDt, 'yyyy.MM.dd HH:mm')}</td>
              <DecisionCell
                name={m.userNm}
                isPending={member.isPending}
                onApprove={() => decide({ kind: 'member', row: m }, 'APPROVE')}
                onRefuse={() => setRefusing({ kind: 'member', row: m })}
              />
            </tr>
          ))}
        </DeskTable>
      )}
      <h3>{COMMUNITY_TEXT.waitingPosts}</h3>
      {posts.length === 0 ? (
        <p>{COMMUNITY_TEXT.noPosts}</p>
      ) : (
        <DeskTable
          label={COMMUNITY_TEXT.waitingPosts}
          headers={[COMMUNITY_TEXT.postTit, COMMUNITY_TEXT.writer, COMMUNITY_TEXT.written, COMMUNITY_TEXT.actions]}
        >
          {posts.map((p) => (
            <tr key={p.cmntPostId}>
              <td>
                <strong>{p.postTit}</strong>
                <br />
                {p.smry}
              </td>
              <td>{p.userNm}</td>
              <td className={consoleStyles.nowrap}>{formatDate(p.regDt, 'yyyy.MM.dd HH:mm')}</td>
              <DecisionCell
                name={p.postTit}
                isPending={post.isPending}
                onApprove={() => decide({ kind: 'post', row: p }, 'APPROVE')}
                onRefuse={() => setRefusing({ kind: 'post', row: p })}
              />
            </tr>
          ))}
        </DeskTable>
      )}
      {refusing ? (
        <ConsoleReasonDialog
          label={COMMUNITY_TEXT.reason}
          title={COMMUNITY_TEXT.refuseTitle(refusing.kind === 'member' ? refusing.row.userNm : refusing.row.postTit)}
          help={COMMUNITY_TEXT.refuseHelp}
          send={COMMUNITY_TEXT.refuse}
          isPending={member.isPending || post.isPending}
          onClose={close}
          onSend={(reason) => decide(refusing, 'REFUSE', reason)}
        />
      ) : null}
    </section>
  );
}

const ENTRY_FILTERS = ['brdSeCd'] as const;
const ENTRY_PAGE_SIZE = 10;
const BOARD_OPTIONS = ENTRY_BOARDS.map((b) => ({ value: b, label: ENTRY_BOARD_NAMES[b] }));

function EntriesPanel({ cmntId }: { cmntId: number }) {
  const params = useListParams();
  const query = listQueryFrom(params, ENTRY_FILTERS, ENTRY_PAGE_SIZE);
  const list = useQuery(
    cmntEntriesQuery(cmntId, { ...query, brdSeCd: (query.brdSeCd || undefined) as EntryBoard | undefined }),
  );
  const remove = useDeleteCmntEntry();
  const columns: ConsoleColumn<CmntEntryRow>[] = [
    { key: 'board', header: COMMUNITY_TEXT.boardFilter, render: (r) => ENTRY_BOARD_NAMES[r.brdSeCd], nowrap: true },
    {
      key: 'tit',
      header: COMMUNITY_TEXT.entryTit,
      sort: 'brdTit',
      render: (r) => (
        <>
          {r.fixYn === 'Y' ? <strong>[{COMMUNITY_TEXT.pinned}] </strong> : null}
          <Link to={`/admin/communities/${cmntId}/entries/${r.cmntBrdId}`}>{r.brdTit}</Link>
        </>
      ),
    },
    { key: 'atch', header: COMMUNITY_TEXT.atch, render: (r) => (r.atchCnt > 0 ? `${r.atchCnt}개` : '-'), nowrap: true },
    {
      key: 'regDt',
      header: COMMUNITY_TEXT.regDt,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    {
      key: 'actions',
      header: COMMUNITY_TEXT.actions,
      render: (r) => (
        <DeskRowButton
          label={COMMUNITY_TEXT.del}
          of={r.brdTit}
          variant="secondary"
          isPending={remove.isPending}
          onPress={() => void remove.run({ cmntId, cmntBrdId: r.cmntBrdId, brdTit: r.brdTit, updtDt: r.updtDt })}
        />
      ),
      nowrap: true,
    },
  ];
  return (
    <section className={consoleStyles.panel} aria-labelledby="cmnt-entries">
      <h2 id="cmnt-entries">{COMMUNITY_TEXT.entries}</h2>
      <p>{COMMUNITY_TEXT.entriesHelp}</p>
      <p className={styles.row}>
        <LinkButton href={`/admin/communities/${cmntId}/entries/new?brdSeCd=NOTICE`}>
          {COMMUNITY_TEXT.writeNotice}
        </LinkButton>
        <LinkButton href={`/admin/communities/${cmntId}/entries/new?brdSeCd=DATA`} variant="secondary">
          {COMMUNITY_TEXT.writeData}
        </LinkButton>
      </p>
      <ConsoleFilters keys={ENTRY_FILTERS}>
        {(v, set) => (
          <FilterSelect
            name="brdSeCd"
            label={COMMUNITY_TEXT.boardFilter}
            options={BOARD_OPTIONS}
            values={v}
            set={set}
          />
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={COMMUNITY_TEXT.entryList}
        query={list}
        columns={columns}
        rowKey={(r) => r.cmntBrdId}
        pageSize={ENTRY_PAGE_SIZE}
      />
    </section>
  );
}

function ManagersPanel({ community }: { community: CmntDeskDetail }) {
  const { cmntId, updtDt } = community;
  const managers = useQuery(cmntManagersQuery(cmntId));
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery(cmntMemberSearchQuery(cmntId, q));
  const change = useChangeManager({ onDone: () => setQ('') });
  const row = (m: CmntManager, action: 'APPOINT' | 'REMOVE') => (
    <tr key={m.userId}>
      <td>
        {m.userNm} ({m.lgnId})
      </td>
      <td>{COMMUNITY_TEXT.roleNames[m.mbrRoleCd]}</td>
      <td>{COMMUNITY_TEXT.standing[m.mbrSttsCd]}</td>
      <td className={consoleStyles.nowrap}>
        {m.mbrRoleCd === 'OWNER' || (action === 'APPOINT' && m.mbrRoleCd === 'MANAGER') ? (
          '-'
        ) : (
          <DeskRowButton
            label={action === 'APPOINT' ? COMMUNITY_TEXT.appoint : COMMUNITY_TEXT.remove}
            of={m.userNm}
            variant={action === 'APPOINT' ? 'primary' : 'secondary'}
            isPending={change.isPending}
            onPress={() => void change.run({ cmntId, userId: m.userId, userNm: m.userNm, action, updtDt })}
          />
        )}
      </td>
    </tr>
  );
  const table = (label: string, rows: readonly CmntManager[], action: 'APPOINT' | 'REMOVE') => (
    <DeskTable
      label={label}
      headers={[COMMUNITY_TEXT.person, COMMUNITY_TEXT.role, COMMUNITY_TEXT.standingHeader, COMMUNITY_TEXT.actions]}
    >
      {rows.map((m) => row(m, action))}
    </DeskTable>
  );
  return (
    <section className={consoleStyles.panel} aria-labelledby="cmnt-managers">
      <h2 id="cmnt-managers">{COMMUNITY_TEXT.managers}</h2>
      <p>{COMMUNITY_TEXT.managersHelp}</p>
      {managers.isPending ? (
        <Spinner />
      ) : managers.isError ? (
        <p role="alert">{COMMUNITY_TEXT.managersError}</p>
      ) : managers.data.length === 0 ? (
        <p>{COMMUNITY_TEXT.noManagers}</p>
      ) : (
        table(COMMUNITY_TEXT.managers, managers.data, 'REMOVE')
      )}
      <h3>{COMMUNITY_TEXT.find}</h3>
      <ListFilters
        className={styles.row}
        label={COMMUNITY_TEXT.find}
        submitLabel={COMMUNITY_TEXT.findButton}
        submitVariant="secondary"
        onSubmit={() => setQ(typed.trim())}
      >
        <TextField
          label={COMMUNITY_TEXT.findLabel}
          description={COMMUNITY_TEXT.findHelp}
          value={typed}
          onChange={setTyped}
          maxLength={50}
        />
      </ListFilters>
      {q === '' ? null : found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <p role="alert">{refusalMessage(found.error)}</p>
      ) : found.data.length === 0 ? (
        <p role="status">{COMMUNITY_TEXT.noFound}</p>
      ) : (
        table(COMMUNITY_TEXT.find, found.data, 'APPOINT')
      )}
    </section>
  );
}

/**
 * admin/communities/new and admin/communities/:cmntId (커뮤니티 담당, 시스템 관리자): create a community, or edit one,
 * close or reopen it with a reason, and decide its join requests and first posts.
 */
export default function CommunityPage() {
  const recordId = useRecordId('cmntId');
  const community = useQuery({ ...cmntDeskQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={{ create: COMMUNITY_TEXT.create, edit: COMMUNITY_TEXT.detail }}
      notFound={COMMUNITY_TEXT.notFound}
      recordId={recordId}
      record={community}
    >
      {(detail, title) => (
        <>
          <PageHeader
            title={detail ? detail.cmntNm : title}
            description={
              detail
                ? `${COMMUNITY_TEXT.state(CMNT_DESK_STATE_NAMES[detail.state])}. ${COMMUNITY_TEXT.description}`
                : COMMUNITY_TEXT.description
            }
          />
          <CommunityForm key={detail?.updtDt ?? 'new'} {...(detail ? { community: detail } : {})} />
          {detail ? (
            <>
              <ManagersPanel community={detail} />
              <EntriesPanel cmntId={detail.cmntId} />
              <WaitingPanel cmntId={detail.cmntId} />
              <StatePanel community={detail} />
            </>
          ) : null}
        </>
      )}
    </ConsoleRecordPage>
  );
}
