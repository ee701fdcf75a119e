import type {
  CurrentDiagnosisVersion,
  DiagnosisAnswers,
  DiagnosisArea,
  DiagnosisCheckAnswer,
  DiagnosisDimension,
  DiagnosisHistoryDetail,
  DiagnosisHistoryItem,
  DiagnosisRecommendations,
  DiagnosisResult,
  DiagnosisQuestion,
  DiagnosisVersionRef,
  DimensionScores,
} from '@onfan/contracts/diagnosis';
import {
  BIZ_CATEGORIES,
  BIZ_SUBCATEGORIES,
  CUSTOM_SOURCE,
  DIAGNOSIS_DIMENSIONS,
  DIAGNOSIS_MESSAGES,
  DIAGNOSIS_VERSION_MESSAGES,
  storedQuestionsSchema,
  diagnosisAnswersSchema,
  diagnosisLevel,
  optionName,
  SUPPORT_NEEDS,
  YEARS_IN_BUSINESS,
} from '@onfan/contracts/diagnosis';
import type { Page, PageQuery } from '@onfan/contracts/envelope';
import type { SupportTarget } from '@onfan/contracts/support';
import type { CourseSummary, EduCategory } from '@onfan/contracts/education';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import { can } from './diagnosis.policy.js';
import type { AreaRow, DiagnosisRepository, HistoryRow, VersionRow } from './diagnosis.repository.js';
import {
  isStartup,
  MODEL_VERSION,
  programmeFit,
  rank,
  scoreAnswers,
  scoredQuestions,
  unansweredCustom,
} from './diagnosis.scoring.js';

/** How many recommendations of each kind a result shows. */
export const RECOMMEND_LIMITS = { programmes: 4, studios: 3, campaigns: 3, courses: 3 } as const;

/** The e-learning category that strengthens each dimension (decision 014); a live-commerce need adds 'live'. */
export const COURSE_CATEGORY_OF: Record<DiagnosisDimension, EduCategory> = {
  ONLINE: 'online',
  MARKETING: 'marketing',
  OPERATION: 'store',
  DIGITAL: 'digital',
  GROWTH: 'finance',
};

/** What the diagnosis needs of the e-learning catalogue. */
export interface CourseCatalogue {
  coursesIn(ctgrCd: EduCategory, limit: number): Promise<CourseSummary[]>;
}

const dimensionName = (c: DiagnosisDimension) => DIAGNOSIS_DIMENSIONS.find((d) => d.code === c)!.name;
const needName = (c: string) => optionName(SUPPORT_NEEDS, c);

/** A version's questions as stored (JSON text). */
export function questionsOf(v: Pick<VersionRow, 'modelJson'>): DiagnosisQuestion[] {
  return storedQuestionsSchema.parse(JSON.parse(v.modelJson));
}

/** '제2판' */
export const versionName = (verNo: number): string => `제${verNo}판`;

/** '2026년 11월 25일' of an ISO instant, in Seoul. */
export function seoulDateName(iso: string): string {
  const [y, m, d] = toSeoulIso(new Date(iso)).slice(0, 10).split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}

/** How a result names the version it was scored with; the notice only when a newer version is answered now. */
export function versionRef(v: VersionRow, currentVerNo: number): DiagnosisVersionRef {
  const pblsDt = v.pblsDt ?? v.crtDt;
  const current = v.verNo === currentVerNo;
  return {
    verNo: v.verNo,
    verNm: versionName(v.verNo),
    pblsDt: toSeoulIso(new Date(pblsDt)),
    current,
    notice: current ? null : `${seoulDateName(pblsDt)} 기준 문항(${versionName(v.verNo)})으로 진단한 결과입니다.`,
  };
}

function scoresOf(h: HistoryRow): DimensionScores {
  return {
    ONLINE: h.onlineScore,
    MARKETING: h.marketingScore,
    OPERATION: h.operationScore,
    DIGITAL: h.digitalScore,
    GROWTH: h.growthScore,
  };
}

export class DiagnosisService {
  constructor(
    private readonly repo: DiagnosisRepository,
    private readonly clock: Clock,
    private readonly catalogue: CourseCatalogue,
  ) {}

  /** One course per weak area (in order of weakness), then one for a live-commerce need, at most three, no repeats. */
  private async courses(a: DiagnosisAnswers, weaknesses: readonly DiagnosisDimension[]) {
    const wanted: { ctgr: EduCategory; reason: string }[] = weaknesses.map((d) => ({
      ctgr: COURSE_CATEGORY_OF[d],
      reason: `보완 영역: ${dimensionName(d)}`,
    }));
    if (a.management.needs.includes('LIVE')) wanted.push({ ctgr: 'live', reason: `필요 지원: ${needName('LIVE')}` });
    const picked = new Map<number, { course: CourseSummary; reason: string }>();
    for (const w of wanted) {
      if (picked.size >= RECOMMEND_LIMITS.courses) break;
      const course = (await this.catalogue.coursesIn(w.ctgr, RECOMMEND_LIMITS.courses)).find(
        (c) => !picked.has(c.eduCrsId),
      );
      if (course) picked.set(course.eduCrsId, { course, reason: w.reason });
    }
    return [...picked.values()].map(({ course: c, reason }) => ({
      eduCrsId: c.eduCrsId,
      crsNm: c.crsNm,
      ctgrNm: c.ctgrNm,
      lvlNm: c.lvlNm,
      freeYn: c.freeYn,
      reason,
    }));
  }

  async areas(parentId: number | undefined): Promise<DiagnosisArea[]> {
    const rows = await this.repo.areas(parentId ?? null);
    return rows.map((a) => ({ areaId: a.areaId, parentId: a.parentId, areaNm: a.areaNm }));
  }

  /** The 시/도 and the 시/군/구 of the answers, refused unless the second belongs to the first. */
  private async region(a: DiagnosisAnswers): Promise<{ sido: AreaRow; sgg: AreaRow }> {
    const sido = await this.repo.area(a.basic.sidoId);
    const sgg = await this.repo.area(a.basic.sggId);
    if (!sido || sido.parentId !== null || !sgg || sgg.parentId !== sido.areaId)
      throw AppError.badRequest(DIAGNOSIS_MESSAGES.areaNotFound);
    return { sido, sgg };
  }

  /** Real rows of the portal that answer the result: open programmes, studios for live commerce, campaigns. */
  private async recommend(
    a: DiagnosisAnswers,
    weaknesses: readonly DiagnosisDimension[],
    sido: AreaRow,
    user: SessionUser | null,
  ): Promise<DiagnosisRecommendations> {
    const now = this.clock.now();
    const today = todaySeoulYmd(this.clock);
    const targets: SupportTarget[] = ['ALL', 'SMB'];
    if (isStartup(a)) targets.push('STARTUP');
    if (user && can(user, 'seeCampaigns')) targets.push('CREATOR');
    const candidates = await this.repo.openProgrammes(today, sido.sprtRgnCd, targets, 200);
    const names = { need: needName, dimension: dimensionName, region: sido.areaNm };
    const programmes = candidates
      .map((p) => ({ p, fit: programmeFit(p, a, weaknesses, names) }))
      .filter((x) => x.fit.points > 0)
      .sort((x, y) => y.fit.points - x.fit.points || x.p.aplyEndYmd.localeCompare(y.p.aplyEndYmd))
      .slice(0, RECOMMEND_LIMITS.programmes)
      .map(({ p, fit }) => ({
        sprtBizId: p.sprtBizId,
        sprtBizNm: p.sprtBizNm,
        instNm: p.instNm,
        aplyEndYmd: p.aplyEndYmd,
        reasons: fit.reasons,
      }));
    const studios = a.management.needs.includes('LIVE') ? await this.repo.studioRooms(RECOMMEND_LIMITS.studios) : [];
    const campaigns = can(user, 'seeCampaigns')
      ? await this.repo.openCampaigns(today, now.toISOString(), RECOMMEND_LIMITS.campaigns)
      : [];
    return { programmes, studios, campaigns, courses: await this.courses(a, weaknesses) };
  }

  private profile(a: DiagnosisAnswers, sido: AreaRow, sgg: AreaRow): string[] {
    const subs = BIZ_SUBCATEGORIES[a.basic.bizCtgrCd];
    const ctgr = optionName(BIZ_CATEGORIES, a.basic.bizCtgrCd);
    const sub = subs.length > 0 ? ` · ${optionName(subs, a.basic.bizSubCtgrCd)}` : '';
    return [
      `업종: ${ctgr}${sub}`,
      `지역: ${sido.areaNm} ${sgg.areaNm}`,
      `업력: ${optionName(YEARS_IN_BUSINESS, a.management.yearsCd)}`,
      `필요 지원: ${a.management.needs.map(needName).join(', ')}`,
    ];
  }

  private async result(
    a: DiagnosisAnswers,
    scores: DimensionScores,
    user: SessionUser | null,
    meta: { diagnHisId: number | null; regDt: string; modelVer: string },
    version: { row: VersionRow; questions: readonly DiagnosisQuestion[]; currentVerNo: number },
  ): Promise<DiagnosisResult> {
    const { sido, sgg } = await this.region(a);
    const { totalScore, strengths, weaknesses } = rank(scores);
    return {
      diagnHisId: meta.diagnHisId,
      saved: meta.diagnHisId !== null,
      regDt: meta.regDt,
      modelVer: meta.modelVer,
      totalScore,
      levelNm: diagnosisLevel(totalScore).name,
      dimensions: DIAGNOSIS_DIMENSIONS.map((d) => ({
        code: d.code,
        name: d.name,
        description: d.description,
        score: scores[d.code],
        levelNm: diagnosisLevel(scores[d.code]).name,
      })),
      strengths,
      weaknesses,
      profile: this.profile(a, sido, sgg),
      recommendations: await this.recommend(a, weaknesses, sido, user),
      version: versionRef(version.row, version.currentVerNo),
      questions: scoredQuestions(a, version.questions),
    };
  }

  /** The version members answer now (제1판 is made by the migration, so there always is one). */
  private async current(): Promise<{ row: VersionRow; questions: DiagnosisQuestion[] }> {
    const row = await this.repo.currentVersion();
    if (!row) throw new Error(DIAGNOSIS_VERSION_MESSAGES.noVersion);
    return { row, questions: questionsOf(row) };
  }

  /** The current version's own questions, which the wizard asks in its additional information step. */
  async currentVersion(): Promise<CurrentDiagnosisVersion> {
    const { row, questions } = await this.current();
    return {
      verNo: row.verNo,
      verNm: versionName(row.verNo),
      customQuestions: questions
        .filter((q) => q.source === CUSTOM_SOURCE)
        .map((q) => ({ key: q.key, text: q.text, choices: q.choices.map((c) => ({ code: c.code, label: c.label })) })),
    };
  }

  /** Scores the answers; a member's result is kept in history, a visitor's is not stored anywhere. */
  async check(a: DiagnosisAnswers, user: SessionUser | null): Promise<DiagnosisCheckAnswer> {
    await this.region(a);
    const version = await this.current();
    const missing = unansweredCustom(a, version.questions);
    if (missing.length > 0)
      throw AppError.badRequest(
        DIAGNOSIS_VERSION_MESSAGES.customAnswer(missing[0]!.text),
        missing.map((q) => ({ field: `custom.${q.key}`, message: DIAGNOSIS_VERSION_MESSAGES.customAnswer(q.text) })),
      );
    const { scores, totalScore } = scoreAnswers(a, version.questions);
    const now = this.clock.now();
    let diagnHisId: number | null = null;
    if (user) {
      diagnHisId = await this.repo.insertHistory({
        userId: user.userId,
        ansJson: JSON.stringify(a),
        modelVer: MODEL_VERSION,
        totalScore,
        onlineScore: scores.ONLINE,
        marketingScore: scores.MARKETING,
        operationScore: scores.OPERATION,
        digitalScore: scores.DIGITAL,
        growthScore: scores.GROWTH,
        bizCtgrCd: a.basic.bizCtgrCd,
        regDt: now.toISOString(),
        diagnVerNo: version.row.verNo,
      });
    }
    const result = await this.result(
      a,
      scores,
      user,
      { diagnHisId, regDt: toSeoulIso(now), modelVer: MODEL_VERSION },
      { ...version, currentVerNo: version.row.verNo },
    );
    return ok(user ? DIAGNOSIS_MESSAGES.checkedSaved : DIAGNOSIS_MESSAGES.checked, result);
  }

  /** The member's diagnoses, newest first, each with its change of total score from the one before. */
  async history(user: SessionUser, q: PageQuery): Promise<Page<DiagnosisHistoryItem>> {
    const { rows, total } = await this.repo.history(user.userId, q.pageSize, pageOffset(q));
    const items = rows.slice(0, q.pageSize).map((h, i) => {
      const older = rows[i + 1];
      return {
        diagnHisId: h.diagnHisId,
        regDt: toSeoulIso(new Date(h.regDt)),
        totalScore: h.totalScore,
        scores: scoresOf(h),
        bizCtgrNm: optionName(BIZ_CATEGORIES, h.bizCtgrCd),
        change: older ? h.totalScore - older.totalScore : null,
      };
    });
    return toPage(items, total, q);
  }

  /** One kept result, its owner's only (anyone else gets the same 404 as a missing row). */
  async historyView(diagnHisId: number, user: SessionUser): Promise<DiagnosisHistoryDetail> {
    const h = await this.repo.findHistory(diagnHisId);
    if (!h || !can(user, 'readHistory', h)) throw AppError.notFound(DIAGNOSIS_MESSAGES.notFound);
    const answers = diagnosisAnswersSchema.parse(JSON.parse(h.ansJson));
    // The version it was scored with: its own questions and weights, whatever is published now.
    const [row, current] = await Promise.all([this.repo.version(h.diagnVerNo), this.current()]);
    if (!row) throw new Error(`diagn_ver ${h.diagnVerNo} of diagn_his ${h.diagnHisId} is missing`);
    const result = await this.result(
      answers,
      scoresOf(h),
      user,
      { diagnHisId: h.diagnHisId, regDt: toSeoulIso(new Date(h.regDt)), modelVer: h.modelVer },
      { row, questions: questionsOf(row), currentVerNo: current.row.verNo },
    );
    return { ...result, answers };
  }
}
