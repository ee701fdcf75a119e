import { zodResolver } from '@hookform/resolvers/zod';
import type { ApplyStatus, SupportTarget } from '@onfan/contracts/support';
import {
  APPLY_STATUS_NAMES,
  APPLY_STATUSES,
  SPRT_PATTN_NAMES,
  SUPPORT_FIELDS,
  SUPPORT_REGIONS,
  SUPPORT_TARGETS,
} from '@onfan/contracts/support';
import type {
  ApplicantPersonal,
  ApplicationRow,
  ProgrammeAdminDetail,
  ProgrammeForm,
} from '@onfan/contracts/support.admin';
import { APPLY_MOVES, programmeFormSchema, SUPPORT_TARGET_NAMES } from '@onfan/contracts/support.admin';
import { formatBytes } from '@onfan/contracts/format';
import { formatYmd } from '@onfan/contracts/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { showFormErrors } from '@/components/form/form-check';
import { FormRadioGroup, FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { TextField } from '@/components/ui/TextField';
import { DeskClosePanel } from '@/features/admin/components/DeskClosePanel';
import {
  deskApplicantColumns,
  deskApplicationStateColumn,
  deskDateTimeColumn,
} from '@/features/admin/components/desk-columns';
import { DeskDecisionDialog } from '@/features/admin/components/DeskDecisionDialog';
import { DeskRowButton } from '@/features/admin/components/DeskRowButton';
import { ConsoleExportDialog } from '@/features/admin/components/ConsoleExportDialog';
import { ConsoleRecordPage, useRecordId } from '@/features/admin/components/ConsoleRecordPage';
import { RichTextEditor } from '@/features/community/components/RichTextEditor';
import {
  ConsoleFilters,
  ConsoleList,
  listQueryFrom,
  type ConsoleColumn,
  ConsolePeriodFields,
} from '@/features/admin/components/ConsoleList';
import { FilterSelect } from '@/features/admin/components/ConsoleListPage';
import styles from '@/features/admin/components/console.module.css';
import { DeskFacts } from '@/features/admin/components/DeskFacts';
import { DeskFilePicker, useDeskFilePick } from '@/features/admin/components/DeskFilePicker';
import { DeskFormPanel, DeskPanel } from '@/features/admin/components/DeskPanel';
import formStyles from './ProgrammePage.module.css';
import {
  applicationsQuery,
  downloadApplications,
  downloadAttachment,
  fetchApplicant,
  programmeQuery,
  useAddAttachment,
  useCloseProgramme,
  useCreateProgramme,
  useMoveApplication,
  useRemoveAttachment,
  useUpdateProgramme,
  type ApplicationFilters,
} from '@/features/support/support-admin-api';
import { useCommand } from '@/lib/api/use-command';
import { useListParams } from '@/lib/use-list-params';

export const PROGRAMME_TEXT = {
  newTitle: '지원사업 등록',
  detailTitle: '지원사업 상세',
  editTitle: (name: string) => `${name}`,
  description: '접수 기간은 서울 시간 기준 날짜입니다. 저장하면 공개 화면과 통합검색에 바로 반영됩니다.',
  back: '지원사업 목록으로',
  failed: '지원사업을 불러오지 못했습니다.',
  programme: '사업 정보',
  name: '사업명',
  pattn: '구분',
  region: '지역(시·도)',
  regionHelp: '중앙부처 사업은 보통 전국, 지방자치단체 사업은 해당 시·도를 고릅니다.',
  field: '지원 분야',
  target: '지원 대상',
  inst: '주관 기관',
  desc: '사업 요약',
  body: '사업 내용',
  bgng: '접수 시작일',
  end: '접수 마감일',
  dateHelp: '서울 시간 기준, 예: 20261203',
  apply: '신청 방식',
  inPortal: '포털에서 신청',
  external: '외부 누리집에서 신청',
  url: '신청 누리집 주소',
  urlHelp: '외부 누리집에서 신청할 때만 적습니다. 예: https://www.bizinfo.go.kr',
  save: '저장',
  cancel: '취소',
  createConfirm: '지원사업을 등록하시겠습니까?',
  updateConfirm: '지원사업을 수정하시겠습니까?',
  state: '접수 상태',
  closedEarly: (reason: string, at: string) => `조기 마감: ${reason} (${at})`,
  close: '조기 마감',
  closeHelp: '접수를 지금 끝냅니다. 접수 마감일이 어제로 바뀌고, 공개 화면에 마감으로 보입니다. 되돌릴 수 없습니다.',
  closeReason: '마감 사유',
  closeConfirm: (name: string) => `'${name}' 접수를 조기 마감하시겠습니까?`,
  applications: '신청 목록',
  applicationsHelp:
    '신청자의 이름과 연락처는 가려서 보입니다. 가리지 않은 정보를 열거나 목록을 내려받으면 개인정보 접근기록에 남습니다.',
  aplyState: '신청 상태',
  q: '이름·아이디·회사',
  from: '신청 시작일',
  to: '신청 종료일',
  aplyDt: '신청일시',
  id: '아이디',
  applicant: '이름',
  mobile: '휴대폰',
  company: '회사명',
  status: '상태',
  actions: '처리',
  showPersonal: '개인정보',
  showPersonalOf: (lgnId: string) => `${lgnId} 신청자의 개인정보 보기`,
  personalConfirm: '가리지 않은 개인정보를 봅니다. 이 조회는 개인정보 접근기록에 남습니다. 계속하시겠습니까?',
  personalTitle: (lgnId: string) => `${lgnId} 신청자의 개인정보`,
  email: '이메일',
  brno: '사업자등록번호',
  move: '상태 변경',
  moveOf: (lgnId: string) => `${lgnId} 신청의 상태 변경`,
  moveTitle: (lgnId: string, name: string) => `${name}(${lgnId}) 신청의 상태 변경`,
  nextState: '바꿀 상태',
  moveReason: '사유',
  moveReasonHelp: '미선정이면 반드시 적습니다. 신청자에게 문자로 안내됩니다.',
  moveConfirm: (name: string, to: string) => `${name} 님의 신청을 '${to}'(으)로 바꾸시겠습니까?`,
  final: '처리 완료',
  attachments: '첨부파일',
  attachmentsHelp:
    'PDF, 한글(HWP), 워드·엑셀·파워포인트, ZIP, 이미지 파일을 10MB까지, 10개까지 올립니다. 공개 화면에서 내려받을 수 있습니다.',
  noAttachments: '첨부파일이 없습니다.',
  file: '올릴 파일',
  upload: '올리기',
  chooseFile: '올릴 파일을 골라 주세요.',
  downloadFile: (name: string) => `${name} 내려받기`,
  removeFile: (name: string) => `${name} 지우기`,
  remove: '지우기',
  removeConfirm: (name: string) => `첨부파일 '${name}'을(를) 지우시겠습니까?`,
  export: '신청 목록 내려받기',
  exportTitle: '신청 목록 내려받기',
  exportHelp:
    '지금 검색 조건의 신청을 가리지 않은 개인정보와 함께 내려받습니다. 사유와 건수가 개인정보 접근기록에 남습니다.',
  download: '내려받기',
  none: '-',
} as const;

const REGION_OPTIONS = SUPPORT_REGIONS.map((r) => ({ value: r.code, label: r.name }));
const FIELD_OPTIONS = SUPPORT_FIELDS.map((f) => ({ value: f.code, label: f.name }));
const TARGET_OPTIONS = SUPPORT_TARGETS.map((t: SupportTarget) => ({ value: t, label: SUPPORT_TARGET_NAMES[t] }));
const PATTN_OPTIONS = Object.entries(SPRT_PATTN_NAMES).map(([value, label]) => ({ value, label }));
const APPLY_OPTIONS = [
  { value: 'Y', label: PROGRAMME_TEXT.inPortal },
  { value: 'N', label: PROGRAMME_TEXT.external },
];
const STATE_OPTIONS = APPLY_STATUSES.map((s) => ({ value: s, label: APPLY_STATUS_NAMES[s] }));
const PAGE_SIZE = 20;
const FILTERS = ['state', 'q', 'from', 'to'] as const;

const EMPTY_FORM = {
  sprtBizNm: '',
  sprtPattnDcd: '1',
  rgnCd: 'ALL',
  fldCd: '',
  trgtCd: 'ALL',
  instNm: '',
  bizDesc: '',
  sprtBizCn: '',
  aplyBgngYmd: '',
  aplyEndYmd: '',
  prtlAplyYn: 'Y',
  aplyUrl: '',
} as unknown as ProgrammeForm;

function formOf(p: ProgrammeAdminDetail): ProgrammeForm {
  return {
    sprtBizNm: p.sprtBizNm,
    sprtPattnDcd: p.sprtPattnDcd,
    rgnCd: p.rgnCd,
    fldCd: p.fldCd,
    trgtCd: p.trgtCd,
    instNm: p.instNm,
    bizDesc: p.bizDesc,
    sprtBizCn: p.sprtBizCn,
    aplyBgngYmd: p.aplyBgngYmd,
    aplyEndYmd: p.aplyEndYmd,
    prtlAplyYn: p.prtlAplyYn,
    aplyUrl: p.aplyUrl ?? '',
  };
}

/** The programme form: create (no `programme`) or edit on the copy read. */
function ProgrammeFormSection({ programme }: { programme?: ProgrammeAdminDetail }) {
  const navigate = useNavigate();
  const form = useForm<ProgrammeForm>({
    resolver: zodResolver(programmeFormSchema) as never,
    defaultValues: programme ? formOf(programme) : EMPTY_FORM,
  });
  const create = useCreateProgramme({
    confirm: PROGRAMME_TEXT.createConfirm,
    onDone: (r) => void navigate(`/admin/programmes/${r.sprtBizId}`, { replace: true }),
  });
  const update = useUpdateProgramme({ confirm: PROGRAMME_TEXT.updateConfirm });
  const submit = form.handleSubmit((v) => {
    if (programme) void update.run({ sprtBizId: programme.sprtBizId, ...v, updtDt: programme.updtDt });
    else void create.run(v);
  }, showFormErrors);
  const portal = useWatch({ control: form.control, name: 'prtlAplyYn' }) === 'Y';
  // The body is written with the editor the notices and the community use; the server keeps only allowed HTML.
  const body = useController({ control: form.control, name: 'sprtBizCn' });
  return (
    <DeskFormPanel
      id="programme-form"
      title={PROGRAMME_TEXT.programme}
      className={formStyles.form}
      onSubmit={() => void submit()}
      save={PROGRAMME_TEXT.save}
      isSaving={create.isPending || update.isPending}
    >
      <FormTextField control={form.control} name="sprtBizNm" label={PROGRAMME_TEXT.name} maxLength={200} isRequired />
      <FormRadioGroup
        control={form.control}
        name="sprtPattnDcd"
        label={PROGRAMME_TEXT.pattn}
        options={PATTN_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      <FormSelect
        control={form.control}
        name="rgnCd"
        label={PROGRAMME_TEXT.region}
        description={PROGRAMME_TEXT.regionHelp}
        options={REGION_OPTIONS}
        isRequired
      />
      <FormSelect control={form.control} name="fldCd" label={PROGRAMME_TEXT.field} options={FIELD_OPTIONS} isRequired />
      <FormSelect
        control={form.control}
        name="trgtCd"
        label={PROGRAMME_TEXT.target}
        options={TARGET_OPTIONS}
        isRequired
      />
      <FormTextField control={form.control} name="instNm" label={PROGRAMME_TEXT.inst} maxLength={100} isRequired />
      <FormTextField
        control={form.control}
        name="bizDesc"
        label={PROGRAMME_TEXT.desc}
        multiline
        rows={2}
        maxLength={500}
        isRequired
      />
      <RichTextEditor
        label={PROGRAMME_TEXT.body}
        initialHtml={programme?.sprtBizCn ?? ''}
        onChange={(html) => body.field.onChange(html)}
        isRequired
      />
      {body.fieldState.error ? <p role="alert">{body.fieldState.error.message}</p> : null}
      <FormTextField
        control={form.control}
        name="aplyBgngYmd"
        label={PROGRAMME_TEXT.bgng}
        description={PROGRAMME_TEXT.dateHelp}
        inputMode="numeric"
        maxLength={8}
        isRequired
      />
      <FormTextField
        control={form.control}
        name="aplyEndYmd"
        label={PROGRAMME_TEXT.end}
        description={PROGRAMME_TEXT.dateHelp}
        inputMode="numeric"
        maxLength={8}
        isRequired
      />
      <FormRadioGroup
        control={form.control}
        name="prtlAplyYn"
        label={PROGRAMME_TEXT.apply}
        options={APPLY_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="aplyUrl"
        label={PROGRAMME_TEXT.url}
        description={PROGRAMME_TEXT.urlHelp}
        type="url"
        maxLength={500}
        isRequired={!portal}
      />
    </DeskFormPanel>
  );
}

const moveFormSchema = z
  .object({
    to: z.enum(['REVIEW', 'SELECTED', 'REJECTED'], { error: '바꿀 상태를 골라 주세요.' }),
    reason: z.string().trim().max(500, '사유는 500자 이내로 입력해 주세요.'),
  })
  .refine((v) => v.to !== 'REJECTED' || v.reason.length > 0, {
    message: '미선정 사유를 입력해 주세요.',
    path: ['reason'],
  });

function MoveDialog({ row, onClose }: { row: ApplicationRow; onClose: () => void }) {
  const next = APPLY_MOVES[row.aplyStts];
  const move = useMoveApplication({
    confirm: (v) => PROGRAMME_TEXT.moveConfirm(row.userNm, APPLY_STATUS_NAMES[v.to]),
    onDone: onClose,
    onRefused: onClose,
  });
  return (
    <DeskDecisionDialog
      title={PROGRAMME_TEXT.moveTitle(row.lgnId, row.userNm)}
      schema={moveFormSchema}
      defaultValues={{ to: next[0], reason: '' } as z.input<typeof moveFormSchema>}
      choice={{
        name: 'to',
        label: PROGRAMME_TEXT.nextState,
        options: next.map((s: ApplyStatus) => ({ value: s, label: APPLY_STATUS_NAMES[s] })),
      }}
      reason={{ name: 'reason', label: PROGRAMME_TEXT.moveReason, description: PROGRAMME_TEXT.moveReasonHelp }}
      isPending={move.isPending}
      onSend={(v) => void move.run({ aplyId: row.aplyId, updtDt: row.updtDt, to: v.to, reason: v.reason || null })}
      onClose={onClose}
    />
  );
}

function AttachmentsSection({ programme }: { programme: ProgrammeAdminDetail }) {
  const pick = useDeskFilePick();
  const add = useAddAttachment(programme.sprtBizId, { onDone: pick.reset });
  const remove = useRemoveAttachment(programme.sprtBizId, {
    confirm: (f) => PROGRAMME_TEXT.removeConfirm(f.fileNm),
  });
  const download = useCommand({
    mutationFn: (f: { fileId: string; fileNm: string }) => downloadAttachment(programme.sprtBizId, f),
    success: false,
  });
  return (
    <DeskPanel id="programme-attachments" title={PROGRAMME_TEXT.attachments} note={PROGRAMME_TEXT.attachmentsHelp}>
      {programme.atchFiles.length === 0 ? (
        <p>{PROGRAMME_TEXT.noAttachments}</p>
      ) : (
        <ul>
          {programme.atchFiles.map((f) => (
            <li key={f.fileId} className={styles.actions}>
              <span>
                {f.fileNm} ({formatBytes(f.fileSize)})
              </span>
              <DeskRowButton
                label={PROGRAMME_TEXT.download}
                of={PROGRAMME_TEXT.downloadFile(f.fileNm)}
                variant="secondary"
                onPress={() => void download.run(f)}
              />
              <DeskRowButton
                label={PROGRAMME_TEXT.remove}
                of={PROGRAMME_TEXT.removeFile(f.fileNm)}
                variant="tertiary"
                onPress={() => void remove.run(f)}
              />
            </li>
          ))}
        </ul>
      )}
      <DeskFilePicker
        pick={pick}
        text={PROGRAMME_TEXT}
        accept=".pdf,.hwp,.docx,.xlsx,.pptx,.zip,.png,.jpg,.jpeg"
        className={formStyles.fileInput}
        isPending={add.isPending}
        onSend={(file) => void add.run(file)}
      />
    </DeskPanel>
  );
}

function ApplicationsSection({ sprtBizId }: { sprtBizId: number }) {
  const params = useListParams();
  const query = listQueryFrom(params, FILTERS, PAGE_SIZE) as ApplicationFilters;
  const list = useQuery(applicationsQuery(sprtBizId, query));
  const [moving, setMoving] = useState<ApplicationRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [personal, setPersonal] = useState<{ row: ApplicationRow; data: ApplicantPersonal } | null>(null);
  const reveal = useCommand({
    mutationFn: async (row: ApplicationRow) => ({ row, data: await fetchApplicant(row.aplyId) }),
    confirm: PROGRAMME_TEXT.personalConfirm,
    success: false,
    onDone: (p) => setPersonal(p),
  });
  // The export takes the filters, not the page or the sort (it is oldest first).
  const { pageNo: _pageNo, pageSize: _pageSize, sort: _sort, order: _order, ...filters } = query;

  const columns: ConsoleColumn<ApplicationRow>[] = [
    deskDateTimeColumn('when', PROGRAMME_TEXT.aplyDt, 'aplyDt'),
    ...deskApplicantColumns<ApplicationRow>(PROGRAMME_TEXT),
    { key: 'mobile', header: PROGRAMME_TEXT.mobile, render: (r) => r.mblNo || PROGRAMME_TEXT.none, nowrap: true },
    { key: 'company', header: PROGRAMME_TEXT.company, render: (r) => r.compNm ?? PROGRAMME_TEXT.none },
    deskApplicationStateColumn(PROGRAMME_TEXT.status),
    {
      key: 'actions',
      header: PROGRAMME_TEXT.actions,
      render: (r) => (
        <div className={styles.actions}>
          <DeskRowButton
            label={PROGRAMME_TEXT.showPersonal}
            of={PROGRAMME_TEXT.showPersonalOf(r.lgnId)}
            variant="secondary"
            onPress={() => void reveal.run(r)}
          />
          {APPLY_MOVES[r.aplyStts].length > 0 ? (
            <DeskRowButton
              label={PROGRAMME_TEXT.move}
              of={PROGRAMME_TEXT.moveOf(r.lgnId)}
              onPress={() => setMoving(r)}
            />
          ) : (
            <span>{PROGRAMME_TEXT.final}</span>
          )}
        </div>
      ),
      nowrap: true,
    },
  ];

  return (
    <DeskPanel id="programme-applications" title={PROGRAMME_TEXT.applications} note={PROGRAMME_TEXT.applicationsHelp}>
      <ConsoleFilters keys={FILTERS}>
        {(v, set) => (
          <>
            <FilterSelect name="state" label={PROGRAMME_TEXT.aplyState} options={STATE_OPTIONS} values={v} set={set} />
            <TextField label={PROGRAMME_TEXT.q} value={v.q} onChange={(x) => set('q', x)} />
            <ConsolePeriodFields
              from={v.from}
              to={v.to}
              labels={{ from: PROGRAMME_TEXT.from, to: PROGRAMME_TEXT.to }}
              onChange={set}
            />
          </>
        )}
      </ConsoleFilters>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => setExporting(true)}>
          {PROGRAMME_TEXT.export}
        </Button>
      </div>
      <ConsoleList
        caption={PROGRAMME_TEXT.applications}
        query={list}
        columns={columns}
        rowKey={(r) => r.aplyId}
        pageSize={PAGE_SIZE}
      />
      {personal && (
        <Dialog isOpen onClose={() => setPersonal(null)} title={PROGRAMME_TEXT.personalTitle(personal.row.lgnId)}>
          <DeskFacts
            rows={[
              [PROGRAMME_TEXT.applicant, personal.data.userNm],
              [PROGRAMME_TEXT.mobile, personal.data.mblNo ?? ''],
              [PROGRAMME_TEXT.email, personal.data.userEmail ?? ''],
              [PROGRAMME_TEXT.company, personal.data.compNm ?? ''],
              [PROGRAMME_TEXT.brno, personal.data.prtlBrno ?? ''],
            ]}
          />
        </Dialog>
      )}
      {moving && <MoveDialog row={moving} onClose={() => setMoving(null)} />}
      {exporting && (
        <ConsoleExportDialog
          title={PROGRAMME_TEXT.exportTitle}
          help={PROGRAMME_TEXT.exportHelp}
          chooseFormat
          download={(choice) => downloadApplications(sprtBizId, { ...filters, ...choice })}
          onClose={() => setExporting(false)}
        />
      )}
    </DeskPanel>
  );
}

/**
 * admin/programmes/new and admin/programmes/:sprtBizId (콘텐츠 담당, 시스템 관리자): a support programme written or
 * edited, closed early, and its applications listed, decided and exported.
 */
export default function ProgrammePage() {
  const recordId = useRecordId('sprtBizId');
  const record = useQuery({ ...programmeQuery(recordId.id), enabled: recordId.editing });
  const [closing, setClosing] = useState(false);
  const close = useCloseProgramme({
    confirm: () => PROGRAMME_TEXT.closeConfirm(record.data?.sprtBizNm ?? ''),
    onDone: () => setClosing(false),
    onRefused: () => setClosing(false),
  });
  return (
    <ConsoleRecordPage
      title={{ create: PROGRAMME_TEXT.newTitle, edit: PROGRAMME_TEXT.detailTitle }}
      notFound={PROGRAMME_TEXT.failed}
      recordId={recordId}
      record={record}
    >
      {(p) =>
        p ? (
          <>
            <PageHeader title={PROGRAMME_TEXT.editTitle(p.sprtBizNm)} description={PROGRAMME_TEXT.description} />
            <p>
              <Link to="/admin/programmes">{PROGRAMME_TEXT.back}</Link>
            </p>
            <DeskClosePanel
              id="programme-state"
              text={PROGRAMME_TEXT}
              facts={[
                [PROGRAMME_TEXT.state, p.statusNm],
                [PROGRAMME_TEXT.bgng, formatYmd(p.aplyBgngYmd)],
                [PROGRAMME_TEXT.end, formatYmd(p.aplyEndYmd)],
              ]}
              record={p}
              isOver={p.status === 'closed'}
              isClosing={closing}
              onClosingChange={setClosing}
              isPending={close.isPending}
              onSend={(reason) => void close.run({ sprtBizId: p.sprtBizId, updtDt: p.updtDt, reason })}
            />
            {/* A new copy after each save: the form starts again from what the server holds. */}
            <ProgrammeFormSection key={p.updtDt} programme={p} />
            <AttachmentsSection programme={p} />
            <ApplicationsSection sprtBizId={p.sprtBizId} />
          </>
        ) : (
          <>
            <PageHeader title={PROGRAMME_TEXT.newTitle} description={PROGRAMME_TEXT.description} />
            <p>
              <Link to="/admin/programmes">{PROGRAMME_TEXT.back}</Link>
            </p>
            <ProgrammeFormSection />
          </>
        )
      }
    </ConsoleRecordPage>
  );
}
