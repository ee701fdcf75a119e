import { randomBytes } from 'node:crypto';
import type { Banner, Course, EduBanner, SectionGroup } from '@onfan/contracts/main';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';

/** Main page data (the routes keep banners, sections, education banners and courses for 5 minutes). */
export class MainService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async banners(expsrYn: 'Y' | 'N' = 'Y'): Promise<Banner[]> {
    const rows = await this.db
      .selectFrom('mainBannr')
      .selectAll()
      .where('expsrYn', '=', expsrYn)
      .orderBy('sortSeq')
      .orderBy('bannrId')
      .execute();
    return rows.map((b) => ({
      bannrId: b.bannrId,
      bannrTit: b.bannrTit,
      bannrSubTit: b.bannrSubTit,
      bannrImgPtUrl: b.bannrImgPtUrl,
      bannrImgAlt: b.bannrImgAlt,
      linkUrl: b.linkUrl,
      newWinYn: b.newWinYn as 'Y' | 'N',
      bgColor: b.bgColor,
      sortSeq: b.sortSeq,
    }));
  }

  async sections(expsrYn: 'Y' | 'N'): Promise<SectionGroup[]> {
    const groups = await this.db
      .selectFrom('mainSectGrp')
      .selectAll()
      .where('expsrYn', '=', expsrYn)
      .orderBy('sortSeq')
      .orderBy('sectGrpId')
      .execute();
    if (groups.length === 0) return [];
    const items = await this.db
      .selectFrom('mainSectItem')
      .selectAll()
      .where(
        'sectGrpId',
        'in',
        groups.map((g) => g.sectGrpId),
      )
      .orderBy('sortSeq')
      .orderBy('sectItemId')
      .execute();
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
    const rows = await this.db
      .selectFrom('mainEduBannr')
      .selectAll()
      .where('useYn', '=', useYn)
      .orderBy('sortSeq')
      .execute();
    return rows.map((e) => ({
      eduBannrId: e.eduBannrId,
      eduBannrTit: e.eduBannrTit,
      eduBannrSubTit: e.eduBannrSubTit,
      linkUrl: e.linkUrl,
      bgColor: e.bgColor,
    }));
  }

  async courses(): Promise<Course[]> {
    const rows = await this.db
      .selectFrom('mainCourse')
      .selectAll()
      .where('useYn', '=', 'Y')
      .orderBy('sortSeq')
      .execute();
    return rows.map((c) => ({
      courseId: c.courseId,
      courseNm: c.courseNm,
      courseDesc: c.courseDesc,
      lrnHr: c.lrnHr,
      lvlNm: c.lvlNm,
      instrNm: c.instrNm,
      linkUrl: c.linkUrl,
    }));
  }

  /** A short code for a portal path; the same path always gets the same code. */
  async shortCode(path: string): Promise<string> {
    const existing = await this.db.selectFrom('shortUrl').select('code').where('path', '=', path).executeTakeFirst();
    if (existing) return existing.code;
    const code = randomBytes(6).toString('base64url');
    await this.db
      .insertInto('shortUrl')
      .values({ code, path, regDt: this.clock.now().toISOString() })
      .onConflict((oc) => oc.column('path').doNothing())
      .execute();
    const row = await this.db.selectFrom('shortUrl').select('code').where('path', '=', path).executeTakeFirstOrThrow();
    return row.code;
  }

  async resolve(code: string): Promise<string | null> {
    const row = await this.db.selectFrom('shortUrl').select('path').where('code', '=', code).executeTakeFirst();
    return row?.path ?? null;
  }
}
