import { zodResolver } from '@hookform/resolvers/zod';
import type { CampaignApplyStatus } from '@onfan/contracts/campaign';
import { CAMPAIGN_APPLY_STATUS_NAMES, CAMPAIGN_APPLY_STATUSES } from '@onfan/contracts/campaign';
import type { CampaignApplicant, CampaignDeskDetail, CampaignFormBody } from '@onfan/contracts/campaign.admin';
import { campaignDecisionSchema, campaignFormSchema } from '@onfan/contracts/campaign.admin';
import { footholdPath } from '@onfan/contracts/portal-path';
import { formatDate, formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { DeskClosePanel } from '@/features/admin/components/DeskClosePanel';
import { deskApplicantColumns, deskApplicationStateColumn } from '@/features/admin/components/desk-columns';
import { DeskFilePicker, useDeskFilePick } from '@/features/admin/components/DeskFilePicker';
import { DeskFormPanel, DeskPanel } from '@/features/admin/components/DeskPanel';
import { DeskDecisionDialog } from '@/features/admin/components/DeskDecisionDialog';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
} from '@/features/admin/components/ConsoleList';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import styles from '@/features/admin/components/console.module.css';
import {
  campaignApplicantsQuery,
  campaignDeskQuery,
  refusedFields,
  useCloseCampaign,
  useCreateCampaign,
  useDecideApplication,
  useUpdateCampaign,
  useUploadCampaignImage,
  type ApplicantFilters,
} from '@/features/campaign/campaign-admin-api';
import { campaignCategoriesQuery } from '@/features/campaign/campaign-api';
import { useListParams } from '@/lib/use-list-params';
import formStyles from './campaigns.module.css';

export const CAMPAIGN_TEXT = {
  newTitle: '캠페인 등록',
  detailTitle: '캠페인 상세',
  description: '모집 기간과 활동 기간은 서울 시간 기준 날짜입니다. 저장하면 공개 화면에 바로 반영됩니다.',
  back: '캠페인 목록으로',
  failed: '캠페인을 불러오지 못했습니다.',
  campaign: '캠페인 정보',
  name: '캠페인명',
  category: '분류',
  entryBgng: '모집 시작일',
  entryEnd: '모집 마감일',
  activityBgng: '활동 시작일',
  activityEnd: '활동 종료일',
  dateHelp: '서울 시간 기준, 예: 20261203',
  count: '모집 인원(명)',
  countHelp: '선정할 크리에이터 수입니다. 이보다 많이 선정할 수 없습니다.',
  body: '캠페인 내용',
  picture: '대표 사진',
  pictureHelp: 'PNG, JPEG, GIF, WEBP 이미지를 올립니다. 공개 화면의 캠페인 목록과 상세에 보입니다.',
  file: '올릴 사진',
  upload: '사진 올리기',
  chooseFile: '올릴 사진을 골라 주세요.',
  removePicture: '사진 빼기',
  noPicture: '대표 사진이 없습니다.',
  alt: '사진 설명(대체 텍스트)',
  altHelp: '화면을 읽어 주는 프로그램이 읽는 설명입니다. 사진에 무엇이 보이는지 적습니다.',
  save: '저장',
  cancel: '취소',
  createConfirm: '캠페인을 등록하시겠습니까?',
  updateConfirm: '캠페인을 수정하시겠습니까?',
  state: '모집 상태',
  selected: '선정 / 모집 인원',
  closedEarly: (reason: string, at: string) => `조기 마감: ${reason} (${at})`,
  close: '조기 마감',
  closeHelp: '모집을 지금 끝냅니다. 공개 화면에 마감으로 보이고 더 신청할 수 없습니다. 되돌릴 수 없습니다.',
  closeReason: '마감 사유',
  closeConfirm: (name: string) => `'${name}' 모집을 조기 마감하시겠습니까?`,
  applicants: '신청자 목록',
  applicantsHelp: '신청자의 이름은 가려서 보입니다. 거점 이름을 누르면 크리에이터 거점 페이지가 새 창으로 열립니다.',
  aplyState: '신청 상태',
  aplyDt: '신청일시',
  id: '아이디',
  applicant: '이름',
  foothold: '거점',
  certified: '인증',
  channels: '채널',
  status: '상태',
  actions: '처리',
  noFoothold: '거점 없음',
  decide: '선정·미선정',
  decideOf: (lgnId: string) => `${lgnId} 신청 선정·미선정`,
  decideTitle: (lgnId: string, name: string) => `${name}(${lgnId}) 신청 선정·미선정`,
  decision: '결정',
  reason: '사유',
  reasonHelp: '크리에이터에게 문자로 안내됩니다.',
  decideConfirm: (name: string, to: string) => `${name} 님의 신청을 '${to}'(으)로 결정하시겠습니까?`,
  final: '처리 완료',
  none: '-',
} as const;

const PAGE_SIZE = 20;
const FILTERS = ['state'] as const;
const STATE_OPTIONS = CAMPAIGN_APPLY_STATUSES.map((s) => ({ value: s, label: CAMPAIGN_APPLY_STATUS_NAMES[s] }));
const DECISION_OPTIONS = (['SELECTED', 'NOT_SELECTED'] as const).map((s) => ({
  value: s,
  label: CAMPAIGN_APPLY_STATUS_NAMES[s],
}));

/** What the form holds: every field as typed (numbers are sent as numbers). */
interface CampaignFormValues {
  matchCampnNm: string;
  gdsClsId: string;
  entryBgngYmd: string;
  entryEndYmd: string;
  matchCampnBgngYmd: string;
  matchCampnEndYmd: string;
  rcrtCnt: string;
  matchCampnCn: string;
  rprsImgPt: string;
  imgAlt: string;
}
const FORM_FIELDS: readonly (keyof CampaignFormValues)[] = [
  'matchCampnNm',
  'gdsClsId',
  'entryBgngYmd',
  'entryEndYmd',
  'matchCampnBgngYmd',
  'matchCampnEndYmd',
  'rcrtCnt',
  'matchCampnCn',
  'rprsImgPt',
  'imgAlt',
];

const EMPTY_FORM: CampaignFormValues = {
  matchCampnNm: '',
  gdsClsId: '',
  entryBgngYmd: '',
  entryEndYmd: '',
  matchCampnBgngYmd: '',
  matchCampnEndYmd: '',
  rcrtCnt: '',
  matchCampnCn: '',
  rprsImgPt: '',
  imgAlt: '',
};

function formOf(c: CampaignDeskDetail): CampaignFormValues {
  return {
    matchCampnNm: c.matchCampnNm,
    gdsClsId: String(c.gdsClsId),
    entryBgngYmd: c.entryBgngYmd,
    entryEndYmd: c.entryEndYmd,
    matchCampnBgngYmd: c.matchCampnBgngYmd,
    matchCampnEndYmd: c.matchCampnEndYmd,
    rcrtCnt: String(c.rcrtCnt),
    matchCampnCn: c.matchCampnCn,
    rprsImgPt: c.rprsImgPt ?? '',
    imgAlt: c.imgAlt ?? '',
  };
}

/** The form as the contract checks it: the same schema and Korean messages as the server's. */
const formSchema = z
  .object({
    matchCampnNm: z.string(),
    gdsClsId: z.string(),
    entryBgngYmd: z.string(),
    entryEndYmd: z.string(),
    matchCampnBgngYmd: z.string(),
    matchCampnEndYmd: z.string(),
    rcrtCnt: z.string(),
    matchCampnCn: z.string(),
    rprsImgPt: z.string(),
    imgAlt: z.string(),
  })
  // An empty number field is left out, so the contract's own 'required' message names it.
  .transform(
    (v) =>
      ({
        ...v,
        gdsClsId: v.gdsClsId === '' ? undefined : Number(v.gdsClsId),
        rcrtCnt: v.rcrtCnt.trim() === '' ? undefined : Number(v.rcrtCnt),
        rprsImgPt: v.rprsImgPt || null,
        imgAlt: v.imgAlt || null,
      }) as unknown as CampaignFormBody,
  )
  .pipe(campaignFormSchema);

/** The campaign form: create (no `campaign`) or edit on the copy read. What was typed stays after a refusal. */
function CampaignFormSection({ campaign }: { campaign?: CampaignDeskDetail }) {
  const navigate = useNavigate();
  const categories = useQuery(campaignCategoriesQuery());
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.gdsClsId), label: c.clsNm }));
  // The resolver checks with the contract's rules and Korean messages; the values stay as typed (a draft).
  const form = useForm<CampaignFormValues>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: campaign ? formOf(campaign) : EMPTY_FORM,
  });
  // The server's 400 names the fields: each message is shown at its field.
  const handleRefusal = (error: unknown) => {
    const fields = refusedFields(error).filter((e) => (FORM_FIELDS as readonly string[]).includes(e.field));
    for (const e of fields) {
      form.setError(e.field as Path<CampaignFormValues>, { type: 'server', message: e.message });
    }
    return false;
  };
  const create = useCreateCampaign({
    confirm: CAMPAIGN_TEXT.createConfirm,
    handleRefusal,
    onDone: (r) => void navigate(`/admin/campaigns/${r.matchCampnId}`, { replace: true }),
  });
  const update = useUpdateCampaign({ confirm: CAMPAIGN_TEXT.updateConfirm, handleRefusal });
  // The resolver hands over its output: the contract's body (numbers as numbers, empty picture as null).
  const submit = form.handleSubmit((checked) => {
    const v = checked as unknown as z.output<typeof formSchema>;
    if (campaign) void update.run({ matchCampnId: campaign.matchCampnId, ...v, updtDt: campaign.updtDt });
    else void create.run(v);
  }, showFormErrors);
  const picture = useWatch({ control: form.control, name: 'rprsImgPt' });
  const alt = useWatch({ control: form.control, name: 'imgAlt' });
  const pick = useDeskFilePick();
  const upload = useUploadCampaignImage({
    onDone: (r) => {
      form.setValue('rprsImgPt', r.url, { shouldDirty: true });
      pick.reset();
    },
  });
  return (
    <DeskFormPanel
      id="campaign-form"
      title={CAMPAIGN_TEXT.campaign}
      className={formStyles.form}
      onSubmit={() => void submit()}
      save={CAMPAIGN_TEXT.save}
      isSaving={create.isPending || update.isPending}
    >
      <FormTextField control={form.control} name="matchCampnNm" label={CAMPAIGN_TEXT.name} maxLength={100} isRequired />
      <FormSelect
        control={form.control}
        name="gdsClsId"
        label={CAMPAIGN_TEXT.category}
        options={categoryOptions}
        isRequired
      />
      {(
        [
          ['entryBgngYmd', CAMPAIGN_TEXT.entryBgng],
          ['entryEndYmd', CAMPAIGN_TEXT.entryEnd],
          ['matchCampnBgngYmd', CAMPAIGN_TEXT.activityBgng],
          ['matchCampnEndYmd', CAMPAIGN_TEXT.activityEnd],
        ] as const
      ).map(([name, label]) => (
        <FormTextField
          key={name}
          control={form.control}
          name={name}
          label={label}
          description={CAMPAIGN_TEXT.dateHelp}
          inputMode="numeric"
          maxLength={8}
          isRequired
        />
      ))}
      <FormTextField
        control={form.control}
        name="rcrtCnt"
        label={CAMPAIGN_TEXT.count}
        description={CAMPAIGN_TEXT.countHelp}
        inputMode="numeric"
        maxLength={4}
        isRequired
      />
      <FormTextField
        control={form.control}
        name="matchCampnCn"
        label={CAMPAIGN_TEXT.body}
        multiline
        rows={6}
        maxLength={5000}
        isRequired
      />
      <fieldset className={formStyles.picture}>
        <legend>{CAMPAIGN_TEXT.picture}</legend>
        <p className={styles.note}>{CAMPAIGN_TEXT.pictureHelp}</p>
        {picture ? (
          <img className={formStyles.preview} src={picture} alt={alt || ''} />
        ) : (
          <p>{CAMPAIGN_TEXT.noPicture}</p>
        )}
        <DeskFilePicker
          pick={pick}
          text={CAMPAIGN_TEXT}
          accept=".png,.jpg,.jpeg,.gif,.webp"
          className={formStyles.fileInput}
          isPending={upload.isPending}
          onSend={(file) => void upload.run(file)}
        >
          {picture ? (
            <Button variant="tertiary" onPress={() => form.setValue('rprsImgPt', '', { shouldDirty: true })}>
              {CAMPAIGN_TEXT.removePicture}
            </Button>
          ) : null}
        </DeskFilePicker>
        <FormTextField
          control={form.control}
          name="imgAlt"
          label={CAMPAIGN_TEXT.alt}
          description={CAMPAIGN_TEXT.altHelp}
          maxLength={200}
          isRequired={Boolean(picture)}
        />
      </fieldset>
    </DeskFormPanel>
  );
}

const decideFormSchema = campaignDecisionSchema.pick({ to: true, reason: true });

function DecideDialog({ row, onClose }: { row: CampaignApplicant; onClose: () => void }) {
  const decide = useDecideApplication({
    confirm: (v) => CAMPAIGN_TEXT.decideConfirm(row.userNm, CAMPAIGN_APPLY_STATUS_NAMES[v.to]),
    onDone: onClose,
    onRefused: onClose,
  });
  return (
    <DeskDecisionDialog
      title={CAMPAIGN_TEXT.decideTitle(row.lgnId, row.userNm)}
      schema={decideFormSchema}
      defaultValues={{ to: 'SELECTED', reason: '' }}
      choice={{ name: 'to', label: CAMPAIGN_TEXT.decision, options: DECISION_OPTIONS }}
      reason={{ name: 'reason', label: CAMPAIGN_TEXT.reason, description: CAMPAIGN_TEXT.reasonHelp, isRequired: true }}
      isPending={decide.isPending}
      onSend={(v) => void decide.run({ campnAplyId: row.campnAplyId, updtDt: row.updtDt, to: v.to, reason: v.reason })}
      onClose={onClose}
    />
  );
}

function ApplicantsSection({ matchCampnId }: { matchCampnId: number }) {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE) as ApplicantFilters;
  const list = useQuery(campaignApplicantsQuery(matchCampnId, query));
  const [deciding, setDeciding] = useState<CampaignApplicant | null>(null);
  const columns: ConsoleColumn<CampaignApplicant>[] = [
    {
      key: 'when',
      header: CAMPAIGN_TEXT.aplyDt,
      render: (r) => formatDate(r.aplyDt, 'yyyy.MM.dd HH:mm'),
      nowrap: true,
      sort: 'aplyDt',
    },
    ...deskApplicantColumns<CampaignApplicant>(CAMPAIGN_TEXT),
    {
      key: 'foothold',
      header: CAMPAIGN_TEXT.foothold,
      render: (r) =>
        r.ctrFthldId && r.fthldNm ? (
          <a href={footholdPath(r.ctrFthldId)} target="_blank" rel="noreferrer">
            {r.fthldNm}
            {r.certCtrYn === 'Y' ? ` (${CAMPAIGN_TEXT.certified})` : ''}
          </a>
        ) : (
          CAMPAIGN_TEXT.noFoothold
        ),
    },
    {
      key: 'channels',
      header: CAMPAIGN_TEXT.channels,
      render: (r) =>
        r.channels.length === 0 ? (
          CAMPAIGN_TEXT.none
        ) : (
          <ul className={formStyles.channels}>
            {r.channels.map((c) => (
              <li key={c.name}>
                <a href={c.url} target="_blank" rel="noreferrer">
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        ),
    },
    deskApplicationStateColumn(CAMPAIGN_TEXT.status),
    {
      key: 'actions',
      header: CAMPAIGN_TEXT.actions,
      render: (r) =>
        r.aplyStts === 'APPLIED' ? (
          <DeskRowButton
            label={CAMPAIGN_TEXT.decide}
            of={CAMPAIGN_TEXT.decideOf(r.lgnId)}
            onPress={() => setDeciding(r)}
          />
        ) : (
          <span>{CAMPAIGN_TEXT.final}</span>
        ),
      nowrap: true,
    },
  ];
  return (
    <DeskPanel id="campaign-applicants" title={CAMPAIGN_TEXT.applicants} note={CAMPAIGN_TEXT.applicantsHelp}>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <Select
            label={CAMPAIGN_TEXT.aplyState}
            options={STATE_OPTIONS}
            value={(v.state as CampaignApplyStatus | '') || null}
            onChange={(x) => set('state', x ?? '')}
          />
        )}
      </ConsoleFilters>
      <ConsoleList
        caption={CAMPAIGN_TEXT.applicants}
        query={list}
        columns={columns}
        rowKey={(r) => r.campnAplyId}
        pageSize={PAGE_SIZE}
      />
      {deciding && <DecideDialog row={deciding} onClose={() => setDeciding(null)} />}
    </DeskPanel>
  );
}

/**
 * admin/campaigns/new and admin/campaigns/:matchCampnId (판로 담당, 시스템 관리자): a campaign written or edited,
 * closed early, and its applicants listed and selected or declined.
 */
export default function CampaignPage() {
  const recordId = useRecordId('matchCampnId');
  const record = useQuery({ ...campaignDeskQuery(recordId.id), enabled: recordId.editing });
  const [closing, setClosing] = useState(false);
  const close = useCloseCampaign({
    confirm: () => CAMPAIGN_TEXT.closeConfirm(record.data?.matchCampnNm ?? ''),
    onDone: () => setClosing(false),
    onRefused: () => setClosing(false),
  });
  return (
    <ConsoleRecordPage
      title={{ create: CAMPAIGN_TEXT.newTitle, edit: CAMPAIGN_TEXT.detailTitle }}
      notFound={CAMPAIGN_TEXT.failed}
      recordId={recordId}
      record={record}
    >
      {(c) =>
        c ? (
          <>
            <PageHeader title={c.matchCampnNm} description={CAMPAIGN_TEXT.description} />
            <p>
              <Link to="/admin/campaigns">{CAMPAIGN_TEXT.back}</Link>
            </p>
            <DeskClosePanel
              id="campaign-state"
              text={CAMPAIGN_TEXT}
              facts={[
                [CAMPAIGN_TEXT.state, c.stateNm],
                [CAMPAIGN_TEXT.entryBgng, formatYmd(c.entryBgngYmd)],
                [CAMPAIGN_TEXT.entryEnd, formatYmd(c.entryEndYmd)],
                [CAMPAIGN_TEXT.selected, `${c.slctCnt} / ${c.rcrtCnt}`],
              ]}
              record={c}
              isOver={c.state === 'closed'}
              isClosing={closing}
              onClosingChange={setClosing}
              isPending={close.isPending}
              onSend={(reason) => void close.run({ matchCampnId: c.matchCampnId, updtDt: c.updtDt, reason })}
            />
            {/* A new copy after each save: the form starts again from what the server holds. */}
            <CampaignFormSection key={c.updtDt} campaign={c} />
            <ApplicantsSection matchCampnId={c.matchCampnId} />
          </>
        ) : (
          <>
            <PageHeader title={CAMPAIGN_TEXT.newTitle} description={CAMPAIGN_TEXT.description} />
            <p>
              <Link to="/admin/campaigns">{CAMPAIGN_TEXT.back}</Link>
            </p>
            <CampaignFormSection />
          </>
        )
      }
    </ConsoleRecordPage>
  );
}
