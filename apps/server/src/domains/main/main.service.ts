import { randomBytes } from 'node:crypto';
import type { ShortUrlResult } from '@onfan/contracts/content';
import type { MainLive } from '@onfan/contracts/broadcast';
import type { CourseSummary } from '@onfan/contracts/education';
import type { Banner, Course, EduBanner, SectionGroup } from '@onfan/contracts/main';
import { SHORT_CODE_PATTERN } from '@onfan/contracts/main';
import { coursePath } from '@onfan/contracts/portal-path';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd } from '../../lib/seoul-time.js';
import type { MainRepository } from './main.repository.js';

/** How many course cards the main page shows. */
export const MAIN_COURSE_CARDS = 6;

/** What the main page needs of the e-learning catalogue. */
export interface FeaturedCourses {
  featured(limit: number): Promise<CourseSummary[]>;
}

/** What the main page needs of the broadcasts: its live section (on air, next, recent replays). */
export interface LiveSection {
  mainLive(): Promise<MainLive>;
}

/** Main page data (the routes answer banners, sections, education banners and courses from the app cache). */
export class MainService {
  constructor(
    private readonly repo: MainRepository,
    private readonly clock: Clock,
    /** Where short links point from (PUBLIC_URL, never the Host header). */
    private readonly publicUrl: string,
    private readonly catalogue: FeaturedCourses,
    private readonly broadcasts: LiveSection,
  ) {}

  /** The broadcasts' live section (one source: the main page keeps no broadcasts of its own). */
  live(): Promise<MainLive> {
    return this.broadcasts.mainLive();
  }

  /** Exposed banners (or hidden ones) whose display period holds today in Seoul. */
  async banners(expsrYn: 'Y' | 'N' = 'Y'): Promise<Banner[]> {
    const rows = await this.repo.banners(expsrYn, todaySeoulYmd(this.clock));
    return rows.map((b) => ({
      bannrId: b.bannrId,
      bannrTit: b.bannrTit,
      bannrSubTit: b.bannrSubTit,
      bannrImgPtUrl: b.bannrImgPtUrl,
      bannrImgAlt: b.bannrImgAlt,
      linkUrl: b.linkUrl,
      newWinYn: b.newWinYn,
      bgColor: b.bgColor,
      sortSeq: b.sortSeq,
    }));
  }

  async sections(expsrYn: 'Y' | 'N'): Promise<SectionGroup[]> {
    const groups = await this.repo.sectionGroups(expsrYn);
    const items = await this.repo.sectionItems(groups.map((g) => g.sectGrpId));
    return groups.map((g) => ({
      sectGrpId: g.sectGrpId,
      sectGrpNm: g.sectGrpNm,
      sectGrpDesc: g.sectGrpDesc,
      moreUrl: g.moreUrl,
      items: items
        .filter((i) => i.sectGrpId === g.sectGrpId)
        .map((i) => ({
          sectItemId: i.sectItemId,
          itemTit: i.itemTit,
          itemDesc: i.itemDesc,
          linkUrl: i.linkUrl,
          badgeNm: i.badgeNm,
          icon: i.icon,
        })),
    }));
  }

  async eduBanners(useYn: 'Y' | 'N'): Promise<EduBanner[]> {
    const rows = await this.repo.eduBanners(useYn);
    return rows.map((e) => ({
      eduBannrId: e.eduBannrId,
      eduBannrTit: e.eduBannrTit,
      eduBannrSubTit: e.eduBannrSubTit,
      linkUrl: e.linkUrl,
      bgColor: e.bgColor,
    }));
  }

  /** The e-learning catalogue's featured courses (one source: the main page does not keep courses of its own). */
  async courses(): Promise<Course[]> {
    const rows = await this.catalogue.featured(MAIN_COURSE_CARDS);
    return rows.map((c) => ({
      courseId: c.eduCrsId,
      courseNm: c.crsNm,
      courseDesc: c.crsSmry,
      lrnMin: c.lrnMin,
      lvlNm: c.lvlNm,
      instrNm: c.instrNm,
      thmbUrl: c.thmbUrl,
      linkUrl: coursePath(c.eduCrsId),
    }));
  }

  /** A short link to share a portal path; the same path always gets the same code. */
  async share(path: string): Promise<ShortUrlResult> {
    const code = await this.shortCode(path);
    return { code, shortUrl: `${this.publicUrl}/s/${code}` };
  }

  private async shortCode(path: string): Promise<string> {
    const existing = await this.repo.codeOf(path);
    if (existing) return existing;
    const code = randomBytes(6).toString('base64url');
    await this.repo.insertCodeUnlessPresent({ code, path, regDt: this.clock.now().toISOString() });
    const stored = await this.repo.codeOf(path);
    if (!stored) throw new Error('short link not stored');
    return stored;
  }

  /** The portal path of a short link; anything but a known code is not found. */
  async resolve(code: string): Promise<string> {
    const path = SHORT_CODE_PATTERN.test(code) ? await this.repo.pathOf(code) : undefined;
    if (!path) throw AppError.notFound();
    return path;
  }
}
