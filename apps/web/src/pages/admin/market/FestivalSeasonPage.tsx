import type { AdminSeason, FestivalSeason, Participant } from '@onfan/contracts/festival';
import { FESTIVAL_MESSAGES, FESTIVAL_SEASONS } from '@onfan/contracts/festival';
import { formatDate } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Checkbox } from '@/components/ui/Checkbox';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { ConsoleFormActions } from '@/features/admin/components/ConsoleFormActions';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import consoleStyles from '@/features/admin/components/console.module.css';
import { useConsoleDraft } from '@/features/admin/components/use-field-errors';
import {
  participantsQuery,
  seasonQuery,
  useCreateSeason,
  useUpdateSeason,
} from '@/features/festival/festival-admin-api';
import { useListParams } from '@/lib/use-list-params';
import styles from '@/features/admin/components/console-form.module.css';
import { Form } from '@/components/ui/Form';

export const FESTIVAL_SEASON_TEXT = {
  newTitle: '동행축제 회차 등록',
  editTitle: '동행축제 회차 수정',
  description:
    '회차 이름, 시즌, 축제 기간과 참여 신청 기간을 정합니다. 참여 신청 기간을 비우면 축제 종료일까지 참여 신청을 받습니다. 숨긴 회차는 축제 페이지에 보이지 않고 참여 신청도 받지 않습니다.',
  notFound: '동행축제 회차를 찾을 수 없습니다.',
  basics: '회차 정보',
  periods: '기간',
  campnNm: '회차 이름',
  season: '시즌',
  campnDesc: '회차 소개',
  bgngYmd: '축제 시작일',
  endYmd: '축제 종료일',
  aplyBgngYmd: '참여 신청 시작일',
  aplyEndYmd: '참여 신청 마감일',
  dateHelp: '예: 20261201',
  aplyHelp: '예: 20261101 (비우면 축제 종료일까지)',
  expsrYn: '축제 페이지에 노출',
  participants: '참여 업체',
  participantsHelp: '회원 이름, 아이디, 연락처는 가려서 보여 줍니다.',
  participantList: '참여 업체 목록',
  search: '상호(매장)명',
  store: '상호(매장)',
  member: '회원',
  id: '아이디',
  phone: '연락처',
  products: '상품(승인)',
  joined: '참여 신청일',
} as const;

const SEASON_OPTIONS = (Object.keys(FESTIVAL_SEASONS) as FestivalSeason[]).map((s) => ({
  value: s,
  label: FESTIVAL_SEASONS[s],
}));

type Draft = {
  campnNm: string;
  season: string;
  campnDesc: string;
  bgngYmd: string;
  endYmd: string;
  aplyBgngYmd: string;
  aplyEndYmd: string;
  expsrYn: 'Y' | 'N';
};

export function seasonDraftOf(season?: AdminSeason): Draft {
  return {
    campnNm: season?.campnNm ?? '',
    season: season?.season ?? '',
    campnDesc: season?.campnDesc ?? '',
    bgngYmd: season?.bgngYmd ?? '',
    endYmd: season?.endYmd ?? '',
    aplyBgngYmd: season?.aplyBgngYmd ?? '',
    aplyEndYmd: season?.aplyEndYmd ?? '',
    expsrYn: season?.expsrYn ?? 'Y',
  };
}

/** The body the contract reads: what was typed (the server checks it and answers at the field). */
export function seasonBodyOf(d: Draft) {
  return {
    campnNm: d.campnNm,
    season: d.season as FestivalSeason,
    campnDesc: d.campnDesc,
    bgngYmd: d.bgngYmd.trim(),
    endYmd: d.endYmd.trim(),
    aplyBgngYmd: d.aplyBgngYmd.trim() || null,
    aplyEndYmd: d.aplyEndYmd.trim() || null,
    expsrYn: d.expsrYn,
  };
}

function SeasonForm({ season }: { season?: AdminSeason }) {
  const navigate = useNavigate();
  // The draft keeps what was typed through a refusal: only the server's messages are added beside the fields.
  const { draft, set, errors } = useConsoleDraft<Draft>(() => seasonDraftOf(season));
  const err = errors.of;
  const handlers = {
    onDone: () => void navigate('/admin/festival/seasons'),
    handleRefusal: errors.showRefusal,
  };
  const create = useCreateSeason({ ...handlers, confirm: FESTIVAL_MESSAGES.confirmSeasonCreate });
  const update = useUpdateSeason({ ...handlers, confirm: FESTIVAL_MESSAGES.confirmSeasonUpdate });
  const submit = () => {
    errors.reset();
    const body = seasonBodyOf(draft);
    if (season) void update.run({ ...body, campnId: season.campnId, updtDt: season.updtDt });
    else void create.run(body);
  };
  const day = (key: 'bgngYmd' | 'endYmd' | 'aplyBgngYmd' | 'aplyEndYmd', help: string, required: boolean) => (
    <TextField
      label={FESTIVAL_SEASON_TEXT[key]}
      description={help}
      value={draft[key]}
      onChange={(v) => set(key, v)}
      errorMessage={err(key)}
      inputMode="numeric"
      maxLength={8}
      isRequired={required}
    />
  );
  return (
    <Form className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend>{FESTIVAL_SEASON_TEXT.basics}</legend>
        <TextField
          label={FESTIVAL_SEASON_TEXT.campnNm}
          value={draft.campnNm}
          onChange={(v) => set('campnNm', v)}
          errorMessage={err('campnNm')}
          maxLength={100}
          isRequired
        />
        <Select
          label={FESTIVAL_SEASON_TEXT.season}
          options={SEASON_OPTIONS}
          value={draft.season || null}
          onChange={(v) => set('season', v ?? '')}
          errorMessage={err('season')}
          isRequired
        />
        <TextField
          className={styles.wide}
          label={FESTIVAL_SEASON_TEXT.campnDesc}
          value={draft.campnDesc}
          onChange={(v) => set('campnDesc', v)}
          errorMessage={err('campnDesc')}
          maxLength={1000}
          multiline
          rows={3}
        />
        <div className={styles.wide}>
          <Checkbox isSelected={draft.expsrYn === 'Y'} onChange={(on) => set('expsrYn', on ? 'Y' : 'N')}>
            {FESTIVAL_SEASON_TEXT.expsrYn}
          </Checkbox>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{FESTIVAL_SEASON_TEXT.periods}</legend>
        {day('bgngYmd', FESTIVAL_SEASON_TEXT.dateHelp, true)}
        {day('endYmd', FESTIVAL_SEASON_TEXT.dateHelp, true)}
        {day('aplyBgngYmd', FESTIVAL_SEASON_TEXT.aplyHelp, false)}
        {day('aplyEndYmd', FESTIVAL_SEASON_TEXT.aplyHelp, false)}
      </fieldset>
      <ConsoleFormActions
        listHref="/admin/festival/seasons"
        editing={Boolean(season)}
        isSaving={create.isPending || update.isPending}
      />
    </Form>
  );
}

const PARTICIPANT_COLUMNS: ConsoleColumn<Participant>[] = [
  { key: 'store', header: FESTIVAL_SEASON_TEXT.store, render: (r) => r.strNm },
  { key: 'member', header: FESTIVAL_SEASON_TEXT.member, render: (r) => r.userNm, nowrap: true },
  { key: 'id', header: FESTIVAL_SEASON_TEXT.id, render: (r) => r.lgnId, nowrap: true },
  { key: 'phone', header: FESTIVAL_SEASON_TEXT.phone, render: (r) => r.telno, nowrap: true },
  {
    key: 'products',
    header: FESTIVAL_SEASON_TEXT.products,
    render: (r) => `${r.prdCnt} (${r.approvedCnt})`,
    nowrap: true,
  },
  {
    key: 'joined',
    header: FESTIVAL_SEASON_TEXT.joined,
    render: (r) => formatDate(r.regDt, 'yyyy.MM.dd'),
    nowrap: true,
  },
];
const PARTICIPANT_FILTERS = ['q'] as const;
const PARTICIPANT_PAGE_SIZE = 20;

/** The season's companies, masked, searched by store name. */
function Participants({ campnId }: { campnId: number }) {
  const query = listQueryFrom(useListParams(), PARTICIPANT_FILTERS, PARTICIPANT_PAGE_SIZE);
  const list = useQuery(participantsQuery(campnId, query as Parameters<typeof participantsQuery>[1]));
  return (
    <section aria-labelledby="season-participants">
      <h2 id="season-participants">{FESTIVAL_SEASON_TEXT.participants}</h2>
      <p className={consoleStyles.note}>{FESTIVAL_SEASON_TEXT.participantsHelp}</p>
      <ConsoleFilters keys={PARTICIPANT_FILTERS}>
        {(v, set) => (
          <TextField label={FESTIVAL_SEASON_TEXT.search} value={v.q} onChange={(x) => set('q', x)} maxLength={100} />
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={FESTIVAL_SEASON_TEXT.participantList}
        query={list}
        columns={PARTICIPANT_COLUMNS}
        rowKey={(r) => r.userId}
        pageSize={PARTICIPANT_PAGE_SIZE}
      />
    </section>
  );
}

/** admin/festival/seasons/new and /:campnId (판로 담당, 시스템 관리자): a season written or edited, its companies. */
export default function FestivalSeasonPage() {
  const recordId = useRecordId('campnId');
  const record = useQuery({ ...seasonQuery(recordId.id), enabled: recordId.editing });
  return (
    <ConsoleRecordPage
      title={{ create: FESTIVAL_SEASON_TEXT.newTitle, edit: FESTIVAL_SEASON_TEXT.editTitle }}
      notFound={FESTIVAL_SEASON_TEXT.notFound}
      recordId={recordId}
      record={record}
    >
      {(season, title) => (
        <>
          <PageHeader title={title} description={FESTIVAL_SEASON_TEXT.description} />
          <SeasonForm key={season?.updtDt ?? 'new'} {...(season ? { season } : {})} />
          {season ? <Participants campnId={season.campnId} /> : null}
        </>
      )}
    </ConsoleRecordPage>
  );
}
