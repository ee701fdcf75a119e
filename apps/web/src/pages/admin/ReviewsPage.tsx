import type { ReviewDeskRow, ReviewVisibility } from '@onfan/contracts/studio';
import { REVIEW_VISIBILITY_LABEL, reviewVisibilitySchema } from '@onfan/contracts/studio';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { listQueryFrom, type ConsoleColumn, ConsolePeriodFields } from '@/features/admin/components/ConsoleList';
import { ConsoleListPage, FilterSelect } from '@/features/admin/components/ConsoleListPage';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import {
  reviewDeskQuery,
  type ReviewDeskFilters,
  useHideReview,
  useShowReview,
} from '@/features/studio/review-admin-api';
import { studiosQuery } from '@/features/studio/studio-api';
import { isApiError } from '@/lib/api/api-client';
import { useListParams } from '@/lib/use-list-params';

export const REVIEWS_TEXT = {
  title: '후기 관리',
  description:
    '회원이 남긴 스튜디오 후기를 살펴보고, 알맞지 않은 후기는 사유를 적어 숨깁니다. 숨긴 후기는 룸 화면의 후기 목록과 별점 집계에서 빠지고, 작성한 회원에게는 나의 예약에 숨김으로 표시됩니다. 회원 아이디는 가려서 보입니다.',
  list: '스튜디오 후기 목록',
  room: '룸',
  visibility: '공개 상태',
  all: '전체',
  from: '작성일 시작',
  to: '작성일 끝',
  place: '스튜디오와 룸',
  writer: '작성자',
  score: '별점',
  text: '후기 내용',
  written: '작성일시',
  state: '상태',
  action: '처리',
  hide: '숨기기',
  show: '다시 보이기',
  hideOf: (no: string) => `${no} 예약의 후기 숨기기`,
  showOf: (no: string) => `${no} 예약의 후기 다시 보이기`,
  hiddenBy: (rsn: string, who: string | null, when: string | null) =>
    `숨김 사유: ${rsn}${who ? ` · ${who}` : ''}${when ? ` · ${formatDate(when, 'yyyy.MM.dd HH:mm')}` : ''}`,
  hideTitle: '후기 숨기기',
  hideAsk: '이 후기를 숨기시겠습니까? 룸 화면의 후기 목록과 별점 집계에서 빠집니다.',
  showAsk: (no: string) => `${no} 예약의 후기를 다시 보이게 하시겠습니까? 룸 화면에 다시 나타납니다.`,
  reason: '숨기는 사유',
  reasonHelp: '변경 이력에 남습니다. 500자까지 적을 수 있습니다.',
  reasonRequired: '사유를 입력해 주세요.',
  cancel: '닫기',
  stars: (n: number) => `${n}점`,
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['roomId', 'visibility', 'from', 'to'] as const;
const ALL = 'ALL';
const VISIBILITY_OPTIONS = [
  ...reviewVisibilitySchema.options.map((v) => ({ value: v, label: REVIEW_VISIBILITY_LABEL[v] })),
  { value: ALL, label: REVIEWS_TEXT.all },
];

/** The hide dialog: the review in full, a reason; a Korean 400 of the server is shown at the reason field. */
function HideDialog({ row, onClose }: { row: ReviewDeskRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hide = useHideReview({
    confirm: REVIEWS_TEXT.hideAsk,
    onDone: onClose,
    onRefused: (e) => {
      if (!(isApiError(e) && e.status === 400)) onClose();
    },
    handleRefusal: (e) => {
      if (isApiError(e) && e.status === 400) {
        setError(e.errors?.find((x) => x.field === 'hideRsn')?.message ?? e.message);
        return true;
      }
      return false;
    },
  });
  const submit = () => {
    const hideRsn = reason.trim();
    if (!hideRsn) {
      setError(REVIEWS_TEXT.reasonRequired);
      return;
    }
    void hide.run({ revwId: row.revwId, updtDt: row.updtDt, hideRsn });
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={REVIEWS_TEXT.hideTitle}
      footer={
        <DialogActions
          cancel={REVIEWS_TEXT.cancel}
          onCancel={onClose}
          send={REVIEWS_TEXT.hide}
          isPending={hide.isPending}
          onSend={submit}
        />
      }
    >
      <p>
        {row.studoNm} {row.roomNm} · {row.rsvtNo} · {row.lgnId} · {REVIEWS_TEXT.stars(row.starrtScore)}
      </p>
      <blockquote>{row.revwCmnt}</blockquote>
      <TextField
        label={REVIEWS_TEXT.reason}
        description={REVIEWS_TEXT.reasonHelp}
        value={reason}
        onChange={(v) => {
          setReason(v);
          setError(null);
        }}
        multiline
        maxLength={500}
        isRequired
        errorMessage={error}
      />
    </Dialog>
  );
}

/** admin/reviews (예약 담당, 시스템 관리자): the studio rooms' reviews, hidden with a reason and shown again. */
export default function ReviewsPage() {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE);
  const visibility = query.visibility === ALL ? undefined : (query.visibility as ReviewVisibility | undefined);
  const filters = { ...query, visibility } as ReviewDeskFilters;
  const list = useQuery(reviewDeskQuery(filters));
  const studios = useQuery(studiosQuery());
  const [hiding, setHiding] = useState<ReviewDeskRow | null>(null);
  const show = useShowReview({ confirm: (v) => REVIEWS_TEXT.showAsk(v.rsvtNo) });

  const roomOptions = (studios.data ?? []).flatMap((s) =>
    s.rooms.map((r) => ({ value: String(r.roomId), label: `${s.studoNm} ${r.roomNm}` })),
  );

  const columns: ConsoleColumn<ReviewDeskRow>[] = [
    {
      key: 'place',
      header: REVIEWS_TEXT.place,
      render: (r) => `${r.studoNm} ${r.roomNm}`,
      sort: 'roomNm',
      sortFirst: 'asc',
    },
    { key: 'writer', header: REVIEWS_TEXT.writer, render: (r) => r.lgnId, nowrap: true },
    {
      key: 'score',
      header: REVIEWS_TEXT.score,
      render: (r) => (
        <>
          <span aria-hidden="true">{`${'★'.repeat(r.starrtScore)}${'☆'.repeat(5 - r.starrtScore)}`}</span>{' '}
          {REVIEWS_TEXT.stars(r.starrtScore)}
        </>
      ),
      nowrap: true,
      sort: 'starrtScore',
      sortFirst: 'desc',
    },
    {
      key: 'text',
      header: REVIEWS_TEXT.text,
      render: (r) => (
        <>
          {r.revwCmnt}
          {r.visibility === 'HIDDEN' && r.hideRsn ? (
            <>
              <br />
              <small>{REVIEWS_TEXT.hiddenBy(r.hideRsn, r.hideOprNm, r.hideDt)}</small>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'written',
      header: REVIEWS_TEXT.written,
      render: (r) => formatDate(r.regDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'regDt',
      sortFirst: 'desc',
    },
    { key: 'state', header: REVIEWS_TEXT.state, render: (r) => REVIEW_VISIBILITY_LABEL[r.visibility], nowrap: true },
    {
      key: 'action',
      header: REVIEWS_TEXT.action,
      render: (r) =>
        r.visibility === 'SHOWN' ? (
          <DeskRowButton
            label={REVIEWS_TEXT.hide}
            of={REVIEWS_TEXT.hideOf(r.rsvtNo)}
            variant="secondary"
            onPress={() => setHiding(r)}
          />
        ) : (
          <DeskRowButton
            label={REVIEWS_TEXT.show}
            of={REVIEWS_TEXT.showOf(r.rsvtNo)}
            variant="secondary"
            isPending={show.isPending}
            onPress={() => void show.run({ revwId: r.revwId, updtDt: r.updtDt, rsvtNo: r.rsvtNo })}
          />
        ),
      nowrap: true,
    },
  ];

  return (
    <ConsoleListPage
      text={{
        ...REVIEWS_TEXT,
        list: `${REVIEWS_TEXT.list} (${visibility ? REVIEW_VISIBILITY_LABEL[visibility] : REVIEWS_TEXT.all})`,
      }}
      filterKeys={FILTERS}
      filters={(v, set) => (
        <>
          <FilterSelect name="roomId" label={REVIEWS_TEXT.room} options={roomOptions} values={v} set={set} />
          <Select
            label={REVIEWS_TEXT.visibility}
            options={VISIBILITY_OPTIONS}
            value={v.visibility || ALL}
            onChange={(x) => set('visibility', x ?? '')}
          />
          <ConsolePeriodFields
            from={v.from}
            to={v.to}
            labels={{ from: REVIEWS_TEXT.from, to: REVIEWS_TEXT.to }}
            onChange={set}
          />
        </>
      )}
      query={list}
      columns={columns}
      rowKey={(r) => r.revwId}
      pageSize={PAGE_SIZE}
    >
      {hiding && <HideDialog row={hiding} onClose={() => setHiding(null)} />}
    </ConsoleListPage>
  );
}
