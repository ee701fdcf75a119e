import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  consolePageQuerySchema,
  consoleSortSchema,
  exportFormatSchema,
  exportReasonSchema,
  readCopySchema,
  reasonSchema,
} from './admin.js';
import { attachmentSchema } from './content.js';
import { endpoint } from './endpoint.js';
import { commandResultSchema, pageSchema, rowIdSchema, ymdSchema, ynSchema } from './envelope.js';
import {
  APPLY_STATUSES,
  SUPPORT_FIELDS,
  SUPPORT_MESSAGES,
  SUPPORT_REGIONS,
  SUPPORT_TARGETS,
  sprtBizAtchParamsSchema,
  sprtPattnSchema,
  supportFieldSchema,
  supportRegionSchema,
  supportStatusSchema,
  type ApplyStatus,
  type SupportTarget,
} from './support.js';

/**
 * The support domain's console desk (decision 034, issue 37): programmes written and edited by the content desk
 * (central or local, region, target, the period in Seoul calendar days, in-portal application or an external address),
 * closed early with a reason; a programme's applications listed masked, an applicant's record opened as a logged read,
 * each application moved 접수 → 검토 중 → 선정 / 미선정 on the copy read, and the list exported (CSV, XLSX) behind a
 * reason. The command-line importer stays for bulk loads.
 */

export const SUPPORT_ADMIN_MESSAGES = {
  nameRequired: '사업명을 입력해 주세요.',
  nameTooLong: '사업명은 200자 이내로 입력해 주세요.',
  instRequired: '주관 기관을 입력해 주세요.',
  instTooLong: '주관 기관은 100자 이내로 입력해 주세요.',
  descRequired: '사업 요약을 입력해 주세요.',
  descTooLong: '사업 요약은 500자 이내로 입력해 주세요.',
  bodyRequired: '사업 내용을 입력해 주세요.',
  bodyTooLong: '사업 내용은 20,000자 이내로 입력해 주세요.',
  pattnInvalid: '중앙부처 또는 지방자치단체를 골라 주세요.',
  fieldInvalid: '지원 분야를 골라 주세요.',
  regionInvalid: '지역을 골라 주세요.',
  localNeedsRegion: '지방자치단체 사업은 시·도를 골라 주세요.',
  targetInvalid: '지원 대상을 골라 주세요.',
  dateInvalid: '날짜가 올바르지 않습니다.',
  periodInvalid: '접수 마감일은 접수 시작일과 같거나 뒤여야 합니다.',
  urlRequired: '외부 신청 사업은 신청 누리집 주소(https://…)를 입력해 주세요.',
  urlInvalid: '신청 누리집 주소는 http:// 또는 https:// 로 시작해야 합니다.',
  duplicateName: '같은 해에 같은 이름의 지원사업이 이미 있습니다.',
  created: '지원사업을 등록했습니다.',
  updated: '지원사업을 수정했습니다.',
  closed: '지원사업 접수를 조기 마감했습니다.',
  alreadyClosed: '이미 접수가 마감된 지원사업입니다.',
  closedPeriodFixed:
    '조기 마감한 지원사업의 접수 기간은 바꿀 수 없습니다. 다시 받으려면 새 지원사업으로 등록해 주세요.',
  applicationNotFound: '신청을 찾을 수 없습니다.',
  illegalMove: (from: string, to: string) => `'${from}' 상태의 신청은 '${to}'(으)로 바꿀 수 없습니다.`,
  rejectReasonRequired: '미선정 사유를 입력해 주세요.',
  moved: (to: string) => `신청 상태를 '${to}'(으)로 바꾸었습니다. 신청자에게 문자로 알렸습니다.`,
  stateInvalid: '신청 상태가 올바르지 않습니다.',
  searchTooLong: '검색어는 100자 이내로 입력해 주세요.',
  attachmentAdded: '첨부파일을 올렸습니다.',
  attachmentRemoved: '첨부파일을 지웠습니다.',
  attachmentType: '첨부파일은 PDF, 한글(HWP), 워드·엑셀·파워포인트, ZIP, 이미지 파일만 올릴 수 있습니다.',
  tooManyAttachments: (n: number) => `첨부파일은 ${n}개까지 올릴 수 있습니다.`,
} as const;

/** At most this many attachments per programme. */
export const MAX_PROGRAMME_ATTACHMENTS = 10;

/** Who a programme is for, as the console names it. */
export const SUPPORT_TARGET_NAMES: Record<SupportTarget, string> = {
  ALL: '누구나',
  SMB: '소상공인(사업자)',
  STARTUP: '예비·초기 창업자',
  CREATOR: '크리에이터',
};

/**
 * The moves an application may make: 접수 → 검토 중 → 선정 / 미선정. A decision is final (a later change of mind is a
 * new decision by the agency, outside the portal).
 */
export const APPLY_MOVES: Record<ApplyStatus, readonly ApplyStatus[]> = {
  RECEIVED: ['REVIEW'],
  REVIEW: ['SELECTED', 'REJECTED'],
  SELECTED: [],
  REJECTED: [],
};

/** A Seoul calendar day (yyyyMMdd) that exists. */
const dayOf = (message: string) =>
  ymdSchema.refine((v) => {
    const d = new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6, 8))));
    return (
      d.getUTCFullYear() === Number(v.slice(0, 4)) &&
      d.getUTCMonth() + 1 === Number(v.slice(4, 6)) &&
      d.getUTCDate() === Number(v.slice(6, 8))
    );
  }, message);

const fieldCodes = SUPPORT_FIELDS.map((f) => f.code);
const regionCodes = SUPPORT_REGIONS.map((r) => r.code);

const programmeFields = z.object({
  sprtBizNm: z
    .string({ error: SUPPORT_ADMIN_MESSAGES.nameRequired })
    .trim()
    .min(1, SUPPORT_ADMIN_MESSAGES.nameRequired)
    .max(200, SUPPORT_ADMIN_MESSAGES.nameTooLong),
  sprtPattnDcd: z.enum(['1', '2'], { error: SUPPORT_ADMIN_MESSAGES.pattnInvalid }),
  rgnCd: z.enum(regionCodes as [string, ...string[]], { error: SUPPORT_ADMIN_MESSAGES.regionInvalid }),
  fldCd: z.enum(fieldCodes as [string, ...string[]], { error: SUPPORT_ADMIN_MESSAGES.fieldInvalid }),
  trgtCd: z.enum(SUPPORT_TARGETS, { error: SUPPORT_ADMIN_MESSAGES.targetInvalid }),
  instNm: z
    .string({ error: SUPPORT_ADMIN_MESSAGES.instRequired })
    .trim()
    .min(1, SUPPORT_ADMIN_MESSAGES.instRequired)
    .max(100, SUPPORT_ADMIN_MESSAGES.instTooLong),
  bizDesc: z
    .string({ error: SUPPORT_ADMIN_MESSAGES.descRequired })
    .trim()
    .min(1, SUPPORT_ADMIN_MESSAGES.descRequired)
    .max(500, SUPPORT_ADMIN_MESSAGES.descTooLong),
  sprtBizCn: z
    .string({ error: SUPPORT_ADMIN_MESSAGES.bodyRequired })
    .trim()
    .min(1, SUPPORT_ADMIN_MESSAGES.bodyRequired)
    .max(20000, SUPPORT_ADMIN_MESSAGES.bodyTooLong),
  aplyBgngYmd: dayOf(SUPPORT_ADMIN_MESSAGES.dateInvalid),
  aplyEndYmd: dayOf(SUPPORT_ADMIN_MESSAGES.dateInvalid),
  /** Y: apply inside the portal; N: at `aplyUrl`. */
  prtlAplyYn: z.enum(['Y', 'N'], { error: SUPPORT_ADMIN_MESSAGES.urlRequired }),
  aplyUrl: z
    .string()
    .trim()
    .max(500, SUPPORT_ADMIN_MESSAGES.urlInvalid)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), SUPPORT_ADMIN_MESSAGES.urlInvalid)
    .nullish(),
});

/** The rules across fields: the period in order, an address for an external application, a region for a local one. */
function programmeRules<T extends z.ZodType<z.infer<typeof programmeFields>>>(schema: T) {
  return schema
    .refine((b) => b.aplyBgngYmd <= b.aplyEndYmd, {
      message: SUPPORT_ADMIN_MESSAGES.periodInvalid,
      path: ['aplyEndYmd'],
    })
    .refine((b) => b.prtlAplyYn === 'Y' || (b.aplyUrl ?? '').length > 0, {
      message: SUPPORT_ADMIN_MESSAGES.urlRequired,
      path: ['aplyUrl'],
    })
    .refine((b) => b.sprtPattnDcd === '1' || b.rgnCd !== 'ALL', {
      message: SUPPORT_ADMIN_MESSAGES.localNeedsRegion,
      path: ['rgnCd'],
    });
}

/** What the programme form sends to create a programme. */
export const programmeFormSchema = programmeRules(programmeFields);
export type ProgrammeForm = z.infer<typeof programmeFields>;

/** An edit: the form and the copy it was made on (`updtDt`). */
export const programmeUpdateSchema = programmeRules(programmeFields.extend(readCopySchema.shape));
export type ProgrammeUpdate = z.infer<typeof programmeUpdateSchema>;

export const programmeCloseSchema = readCopySchema.extend({ reason: reasonSchema });
export type ProgrammeClose = z.infer<typeof programmeCloseSchema>;

export const programmeAdminQuerySchema = consolePageQuerySchema
  .extend({
    q: z.string().trim().max(100, SUPPORT_ADMIN_MESSAGES.searchTooLong).optional(),
    sprtPattnDcd: sprtPattnSchema.optional(),
    status: supportStatusSchema.optional(),
  })
  .extend(consoleSortSchema(['sprtBizId', 'sprtBizNm', 'aplyEndYmd', 'aplyCnt']).shape);
export type ProgrammeAdminQuery = z.infer<typeof programmeAdminQuerySchema>;

export const programmeAdminRowSchema = z.object({
  sprtBizId: z.number().int(),
  sprtBizNm: z.string(),
  sprtPattnDcd: sprtPattnSchema,
  sprtPattnNm: z.string(),
  instNm: z.string(),
  rgnNm: z.string(),
  aplyBgngYmd: ymdSchema,
  aplyEndYmd: ymdSchema,
  status: supportStatusSchema,
  statusNm: z.string(),
  prtlAplyYn: ynSchema,
  aplyCnt: z.number().int(),
  /** Set when the desk closed the programme early. */
  closRsn: z.string().nullable(),
  regDt: z.string(),
});
export type ProgrammeAdminRow = z.infer<typeof programmeAdminRowSchema>;

/** A programme as the edit form opens it; `updtDt` is the copy a change names. */
export const programmeAdminDetailSchema = z.object({
  sprtBizId: z.number().int(),
  sprtBizNm: z.string(),
  sprtPattnDcd: sprtPattnSchema,
  rgnCd: supportRegionSchema,
  fldCd: supportFieldSchema,
  trgtCd: z.enum(SUPPORT_TARGETS),
  instNm: z.string(),
  bizDesc: z.string(),
  sprtBizCn: z.string(),
  aplyBgngYmd: ymdSchema,
  aplyEndYmd: ymdSchema,
  prtlAplyYn: ynSchema,
  aplyUrl: z.string().nullable(),
  status: supportStatusSchema,
  statusNm: z.string(),
  closRsn: z.string().nullable(),
  closDt: z.string().nullable(),
  atchFiles: z.array(attachmentSchema),
  regDt: z.string(),
  updtDt: z.string(),
});
export type ProgrammeAdminDetail = z.infer<typeof programmeAdminDetailSchema>;

export const programmeSavedSchema = commandResultSchema.extend({ sprtBizId: z.number().int() });

// Applications

export const applyStatusSchema = z.enum(APPLY_STATUSES, { error: SUPPORT_ADMIN_MESSAGES.stateInvalid });

export const applicationFiltersSchema = z.object({
  state: applyStatusSchema.optional(),
  /** A name, login id or company name, as typed. */
  q: z.string().trim().max(100, SUPPORT_ADMIN_MESSAGES.searchTooLong).optional(),
  /** Applied on or after / on or before these Seoul calendar days. */
  from: dayOf(ADMIN_MESSAGES.periodInvalid).optional(),
  to: dayOf(ADMIN_MESSAGES.periodInvalid).optional(),
});
export const applicationQuerySchema = consolePageQuerySchema
  .extend(applicationFiltersSchema.shape)
  .extend(consoleSortSchema(['aplyDt', 'lgnId', 'aplyStts']).shape);
export type ApplicationQuery = z.infer<typeof applicationQuerySchema>;
export type ApplicationFilters = z.infer<typeof applicationFiltersSchema>;

/** An application as the desk lists it: the applicant's name and mobile masked (the one masking function). */
export const applicationRowSchema = z.object({
  aplyId: z.number().int(),
  userId: z.number().int(),
  lgnId: z.string(),
  userNm: z.string(),
  mblNo: z.string(),
  compNm: z.string().nullable(),
  aplyStts: applyStatusSchema,
  aplySttsNm: z.string(),
  sttsRsn: z.string().nullable(),
  aplyDt: z.string(),
  updtDt: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

/** The applicant's unmasked record (a logged 조회). */
export const applicantPersonalSchema = z.object({
  userNm: z.string(),
  mblNo: z.string().nullable(),
  userEmail: z.string().nullable(),
  compNm: z.string().nullable(),
  prtlBrno: z.string().nullable(),
});
export type ApplicantPersonal = z.infer<typeof applicantPersonalSchema>;

export const applicationMoveSchema = readCopySchema
  .extend({
    to: z.enum(['REVIEW', 'SELECTED', 'REJECTED'], { error: SUPPORT_ADMIN_MESSAGES.stateInvalid }),
    reason: z.string().trim().max(500, ADMIN_MESSAGES.reasonTooLong).nullish(),
  })
  .refine((b) => b.to !== 'REJECTED' || (b.reason ?? '').length > 0, {
    message: SUPPORT_ADMIN_MESSAGES.rejectReasonRequired,
    path: ['reason'],
  });
export type ApplicationMove = z.infer<typeof applicationMoveSchema>;

export const applicationExportQuerySchema = applicationFiltersSchema.extend({
  format: exportFormatSchema,
  reason: exportReasonSchema,
});
export type ApplicationExportQuery = z.infer<typeof applicationExportQuerySchema>;

const programmeDesk = { roles: ['SYSTEM', 'CONTENT'] } as const;
const programmeParams = z.object({ sprtBizId: rowIdSchema(SUPPORT_MESSAGES.invalidId) });
const applicationParams = z.object({ aplyId: rowIdSchema(SUPPORT_ADMIN_MESSAGES.applicationNotFound) });

export const supportAdminEndpoints = {
  programmes: endpoint({
    method: 'GET',
    path: 'support/admin/programmes',
    access: programmeDesk,
    summary: '지원사업 관리 목록(검색, 중앙/지자체, 접수 상태)',
    query: programmeAdminQuerySchema,
    response: pageSchema(programmeAdminRowSchema),
  }),
  createProgramme: endpoint({
    method: 'POST',
    path: 'support/admin/programmes',
    access: programmeDesk,
    summary: '지원사업 등록(검색 색인 포함, 감사 기록)',
    body: programmeFormSchema,
    response: programmeSavedSchema,
  }),
  programme: endpoint({
    method: 'GET',
    path: 'support/admin/programmes/:sprtBizId',
    access: programmeDesk,
    summary: '지원사업 관리 상세(수정 양식)',
    params: programmeParams,
    response: programmeAdminDetailSchema,
  }),
  updateProgramme: endpoint({
    method: 'PUT',
    path: 'support/admin/programmes/:sprtBizId',
    access: programmeDesk,
    summary: '지원사업 수정(읽은 사본 기준, 감사 기록)',
    params: programmeParams,
    body: programmeUpdateSchema,
    response: programmeSavedSchema,
  }),
  closeProgramme: endpoint({
    method: 'PUT',
    path: 'support/admin/programmes/:sprtBizId/close',
    access: programmeDesk,
    summary: '지원사업 조기 마감(사유 필수, 읽은 사본 기준, 감사 기록)',
    params: programmeParams,
    body: programmeCloseSchema,
    response: commandResultSchema,
  }),
  addAttachment: endpoint({
    method: 'POST',
    path: 'support/admin/programmes/:sprtBizId/attachments',
    access: programmeDesk,
    summary: '지원사업 첨부파일 올리기(multipart uploadFile; PDF·HWP·오피스·ZIP·이미지, 감사 기록)',
    params: programmeParams,
    multipart: true,
    response: commandResultSchema,
  }),
  removeAttachment: endpoint({
    method: 'DELETE',
    path: 'support/admin/programmes/:sprtBizId/attachments/:fileId',
    access: programmeDesk,
    summary: '지원사업 첨부파일 지우기(감사 기록)',
    params: sprtBizAtchParamsSchema,
    response: commandResultSchema,
  }),
  applications: endpoint({
    method: 'GET',
    path: 'support/admin/programmes/:sprtBizId/applications',
    access: programmeDesk,
    summary: '지원사업 신청 목록(상태, 이름·회사 검색, 신청 기간; 이름과 연락처는 가림)',
    params: programmeParams,
    query: applicationQuerySchema,
    response: pageSchema(applicationRowSchema),
  }),
  exportApplications: endpoint({
    method: 'GET',
    path: 'support/admin/programmes/:sprtBizId/applications/export',
    access: programmeDesk,
    summary: '지원사업 신청 목록 내려받기(CSV·XLSX; 사유 필수, 개인정보 접근기록에 다운로드로 남음)',
    params: programmeParams,
    query: applicationExportQuerySchema,
  }),
  applicantPersonal: endpoint({
    method: 'GET',
    path: 'support/admin/applications/:aplyId/personal',
    access: programmeDesk,
    summary: '신청자 개인정보 보기(가리지 않음; 개인정보 접근기록에 조회로 남음)',
    params: applicationParams,
    response: applicantPersonalSchema,
  }),
  moveApplication: endpoint({
    method: 'PUT',
    path: 'support/admin/applications/:aplyId/state',
    access: programmeDesk,
    summary: '신청 상태 변경(접수 → 검토 중 → 선정/미선정; 미선정은 사유 필수, 신청자에게 문자로 알림)',
    params: applicationParams,
    body: applicationMoveSchema,
    response: commandResultSchema,
  }),
} as const;
