import type { OprAuditTable, PrvcAccessChainTable, PrvcAccessLogTable } from '../domains/admin/admin.tables.js';
import type { JobQueueTable, JobScheduleTable } from '../jobs/job.tables.js';
import type { PageViewDayTable } from '../domains/dashboard/dashboard.tables.js';
import type { SearchDocTable } from '../domains/search/search.tables.js';
import type {
  MainBannrTable,
  MainEduBannrTable,
  MainSectGrpTable,
  MainSectItemTable,
  ShortUrlTable,
} from '../domains/main/main.tables.js';
import type { ContentAtchTable, ContentItemTable, FaqTable } from '../domains/content/content.tables.js';
import type { PrivacyPolicyTable } from '../domains/privacy/privacy.tables.js';
import type { MyDataDownloadTable, MyDataExportTable } from '../domains/my-data/my-data.tables.js';
import type {
  ClickLogTable,
  ContentViewCountTable,
  ContentViewTable,
} from '../domains/content-view/content-view.tables.js';
import type { ProhibitedWordTable } from '../domains/prohibited-word/prohibited-word.tables.js';
import type { CmmnCdTable } from '../domains/code/code.tables.js';
import type { ClosureDayTable } from '../domains/holiday/holiday.tables.js';
import type {
  MssCmpnySprtHistTable,
  MssSprtBizTable,
  SprtBizAplyTable,
  SprtBizAtchTable,
  SprtBizTable,
} from '../domains/support/support.tables.js';
import type {
  ComunBltartclTable,
  ComunCmntTable,
  ComunRptTable,
  PstgSspnsnTable,
} from '../domains/community/community.tables.js';
import type { CampnAplyTable, GdsClsTable, MatchCampnTable } from '../domains/campaign/campaign.tables.js';
import type { CtrFthldTable } from '../domains/foothold/foothold.tables.js';
import type { CaptchaUsedTable, MsgBlockTable, MsgTable } from '../domains/message/message.tables.js';
import type { DiagnAreaTable, DiagnHisTable, DiagnVerTable } from '../domains/diagnosis/diagnosis.tables.js';
import type {
  SurveyAnsDtlTable,
  SurveyAnsTable,
  SurveyDraftTable,
  SurveyQuestItemTable,
  SurveyQuestTable,
  SurveyTable,
} from '../domains/survey/survey.tables.js';
import type {
  EduConsentTable,
  EduCourseTable,
  EduEnrolTable,
  EduLessonAtchTable,
  EduLessonDoneTable,
  EduLessonTable,
  EduQuizQstnTable,
  EduQuizAtmptTable,
  EduCertOldTable,
} from '../domains/education/education.tables.js';
import type {
  BrcAlarmTable,
  BrcChatMuteTable,
  BrcChatTable,
  BrcChnlTable,
  BrcInfoTable,
  BrcNtcnTable,
  BrcPrdctTable,
  BrcSbptnTable,
  VodCmntLkTable,
  VodCmntTable,
  BrcCaptionTable,
  BrcMediaJobTable,
} from '../domains/broadcast/broadcast.tables.js';
import type { CmstrAplyTable, CmstrDocTable, CmstrHistTable } from '../domains/market-entry/market-entry.tables.js';
import type { SodamInqTable, SodamProductTable, SodamStoreTable } from '../domains/sodam/sodam.tables.js';
import type { EconInqTable, EconPrgmTable } from '../domains/econ-promotion/econ-promotion.tables.js';
import type {
  FestaAprvHstTable,
  FestaCampnTable,
  FestaManprdTable,
  FestaPrtcptTable,
} from '../domains/festival/festival.tables.js';
import type {
  CmntAtchTable,
  CmntBrdMntTable,
  CmntBrdTable,
  CmntMbrTable,
  CmntPostAtchTable,
  CmntPostLikTable,
  CmntPostRplyTable,
  CmntPostTable,
  CmntPrhbWrdTable,
  CmntTable,
} from '../domains/business-community/business-community.tables.js';
import type { UploadedFileTable, UploadQuotaTable } from '../domains/upload/upload.tables.js';
import type {
  RoomClosureTable,
  RoomImgTable,
  RoomRevwTable,
  RsvtRoomTable,
  RsvtSlotTable,
  RsvtTable,
  StudioTable,
} from '../domains/studio/studio.tables.js';
import type { InqAnsTmplTable } from '../domains/inquiry/inquiry.tables.js';
import type {
  NtfAncmtDlvrTable,
  NtfAncmtTable,
  NtfPrefTable,
  NtfTable,
} from '../domains/notification/notification.tables.js';
import type {
  RsvtNtcTable,
  SpaceFavrTable,
  SpaceGlryTable,
  SpaceGrpTable,
  SpaceInqTable,
  SpaceTable,
} from '../domains/space/space.tables.js';
import type {
  BusinessRegistryTable,
  CreatorInfoTable,
  IdentityTicketTable,
  IdentityTxTable,
  LoginGuardTable,
  NotificationOutboxTable,
  SmbCertificateTable,
  SsoAccountTable,
  SsoAssertionTable,
  UserConsentTable,
  UserSessionTable,
  OprMfaRecoveryTable,
  OprMfaTable,
  OprRoleHistTable,
  OprRoleTable,
  UserTable,
} from '../domains/auth/auth.tables.js';

/**
 * Table types in camelCase; the CamelCasePlugin maps them to snake_case columns. Every table is declared beside its
 * domain in `domains/<domain>/<domain>.tables.ts` (the job queue's in `jobs/job.tables.ts`); `DB` only composes them.
 * The domain whose file declares a table owns it: only that domain's migrations change it (migration-ownership.test.ts).
 */

export interface DB {
  appUser: UserTable;
  userSession: UserSessionTable;
  oprRole: OprRoleTable;
  oprRoleHist: OprRoleHistTable;
  oprMfa: OprMfaTable;
  oprMfaRecovery: OprMfaRecoveryTable;
  prvcAccessLog: PrvcAccessLogTable;
  prvcAccessChain: PrvcAccessChainTable;
  oprAudit: OprAuditTable;
  cmmnCd: CmmnCdTable;
  prohibitedWord: ProhibitedWordTable;
  uploadedFile: UploadedFileTable;
  contentView: ContentViewTable;
  contentViewCount: ContentViewCountTable;
  pageViewDay: PageViewDayTable;
  clickLog: ClickLogTable;
  closureDay: ClosureDayTable;
  privacyPolicy: PrivacyPolicyTable;
  userConsent: UserConsentTable;
  businessRegistry: BusinessRegistryTable;
  identityTx: IdentityTxTable;
  identityTicket: IdentityTicketTable;
  notificationOutbox: NotificationOutboxTable;
  loginGuard: LoginGuardTable;
  creatorInfo: CreatorInfoTable;
  smbCertificate: SmbCertificateTable;
  ssoAccount: SsoAccountTable;
  ssoAssertion: SsoAssertionTable;
  jobQueue: JobQueueTable;
  jobSchedule: JobScheduleTable;
  studio: StudioTable;
  spaceGrp: SpaceGrpTable;
  space: SpaceTable;
  spaceGlry: SpaceGlryTable;
  rsvtRoom: RsvtRoomTable;
  roomImg: RoomImgTable;
  roomClosure: RoomClosureTable;
  rsvt: RsvtTable;
  rsvtSlot: RsvtSlotTable;
  roomRevw: RoomRevwTable;
  spaceFavr: SpaceFavrTable;
  spaceInq: SpaceInqTable;
  rsvtNtc: RsvtNtcTable;
  contentItem: ContentItemTable;
  contentAtch: ContentAtchTable;
  faq: FaqTable;
  sprtBiz: SprtBizTable;
  sprtBizAply: SprtBizAplyTable;
  sprtBizAtch: SprtBizAtchTable;
  mssSprtBiz: MssSprtBizTable;
  mssCmpnySprtHist: MssCmpnySprtHistTable;
  mainBannr: MainBannrTable;
  mainSectGrp: MainSectGrpTable;
  mainSectItem: MainSectItemTable;
  mainEduBannr: MainEduBannrTable;
  shortUrl: ShortUrlTable;
  searchDoc: SearchDocTable;
  uploadQuota: UploadQuotaTable;
  gdsCls: GdsClsTable;
  matchCampn: MatchCampnTable;
  campnAply: CampnAplyTable;
  comunBltartcl: ComunBltartclTable;
  comunCmnt: ComunCmntTable;
  comunRpt: ComunRptTable;
  pstgSspnsn: PstgSspnsnTable;
  ctrFthld: CtrFthldTable;
  msg: MsgTable;
  msgBlock: MsgBlockTable;
  captchaUsed: CaptchaUsedTable;
  diagnArea: DiagnAreaTable;
  diagnHis: DiagnHisTable;
  diagnVer: DiagnVerTable;
  survey: SurveyTable;
  surveyQuest: SurveyQuestTable;
  surveyQuestItem: SurveyQuestItemTable;
  surveyAns: SurveyAnsTable;
  surveyAnsDtl: SurveyAnsDtlTable;
  surveyDraft: SurveyDraftTable;
  eduCourse: EduCourseTable;
  eduLesson: EduLessonTable;
  eduConsent: EduConsentTable;
  eduEnrol: EduEnrolTable;
  eduLessonDone: EduLessonDoneTable;
  eduLessonAtch: EduLessonAtchTable;
  eduQuizQstn: EduQuizQstnTable;
  eduQuizAtmpt: EduQuizAtmptTable;
  eduCertOld: EduCertOldTable;
  cmstrAply: CmstrAplyTable;
  cmstrDoc: CmstrDocTable;
  cmstrHist: CmstrHistTable;
  sodamStore: SodamStoreTable;
  sodamProduct: SodamProductTable;
  sodamInq: SodamInqTable;
  econPrgm: EconPrgmTable;
  econInq: EconInqTable;
  festaCampn: FestaCampnTable;
  festaPrtcpt: FestaPrtcptTable;
  festaManprd: FestaManprdTable;
  festaAprvHst: FestaAprvHstTable;
  brcChnl: BrcChnlTable;
  brcInfo: BrcInfoTable;
  brcPrdct: BrcPrdctTable;
  brcAlarm: BrcAlarmTable;
  brcSbptn: BrcSbptnTable;
  brcNtcn: BrcNtcnTable;
  vodCmnt: VodCmntTable;
  vodCmntLk: VodCmntLkTable;
  brcChat: BrcChatTable;
  brcChatMute: BrcChatMuteTable;
  cmnt: CmntTable;
  cmntMbr: CmntMbrTable;
  cmntBrdMnt: CmntBrdMntTable;
  cmntPost: CmntPostTable;
  cmntPostLik: CmntPostLikTable;
  cmntPostRply: CmntPostRplyTable;
  cmntBrd: CmntBrdTable;
  cmntAtch: CmntAtchTable;
  cmntPostAtch: CmntPostAtchTable;
  cmntPrhbWrd: CmntPrhbWrdTable;
  myDataExport: MyDataExportTable;
  myDataDownload: MyDataDownloadTable;
  inqAnsTmpl: InqAnsTmplTable;
  ntf: NtfTable;
  ntfPref: NtfPrefTable;
  ntfAncmt: NtfAncmtTable;
  ntfAncmtDlvr: NtfAncmtDlvrTable;
  brcCaption: BrcCaptionTable;
  brcMediaJob: BrcMediaJobTable;
}

export type { NewUser, UserRow, UserUpdate } from '../domains/auth/auth.tables.js';
