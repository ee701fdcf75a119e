import type { Executor } from '../../db/executor.js';

/**
 * The public item kinds whose pages are not in the search index (the index holds the integrated search's groups:
 * programmes, notices, content, rooms, broadcasts). Each has its own page and its own visibility rule, the same one
 * its domain's public list and view apply.
 */
export const SEO_ITEM_KINDS = [
  'community',
  'foothold',
  'course',
  'campaign',
  'scommunity',
  'scommunityPost',
  'product',
  'broadcast',
] as const;
export type SeoItemKind = (typeof SEO_ITEM_KINDS)[number];

/** The search index's kinds whose pages are content items (`docId` is the item's `contentsId`). */
const CONTENT_DOC_TYPES: ReadonlySet<string> = new Set([
  'notice',
  'issue',
  'interview',
  'plygrnd',
  'sentcont',
  'smbsales',
]);

/** One public item as a page's head and the sitemap need it: its name, some of its text, its picture, its date. */
export interface SeoItemRow {
  id: number;
  title: string;
  text: string;
  /** The item's own picture (a path on this portal or an absolute URL), or null. */
  image: string | null;
  /** Extra facts the picture depends on (a broadcast's media folder, a product's category). */
  mediaKey?: string | null;
  /** The page's own route (a broadcast's kind decides it). */
  variant?: string;
  /** The item's last change, as stored; null where the kind keeps none (the shop's products). */
  changed: string | null;
}

/** The public items' queries for pages' heads and the sitemap; only what a visitor may see. Built on the database. */
export class SeoRepository {
  constructor(private readonly db: Executor) {}

  /** One public item of a kind, or undefined when it is not there or not for visitors (hidden, waiting, closed). */
  async item(kind: SeoItemKind, id: number): Promise<SeoItemRow | undefined> {
    return (await this.query(kind, id, 1, 0))[0];
  }

  /** A kind's public items, most recently changed first, at most `limit`. */
  async items(kind: SeoItemKind, limit: number): Promise<SeoItemRow[]> {
    return limit > 0 ? this.query(kind, null, limit, 0) : [];
  }

  /**
   * A kind's items the sitemap lists, in the order of `items`, at most `limit` after the first `offset`: its public
   * items less the broadcasts the search index already lists at their page (each address once).
   */
  async listed(kind: SeoItemKind, limit: number, offset: number): Promise<SeoItemRow[]> {
    return limit > 0 ? this.query(kind, null, limit, offset, true) : [];
  }

  /**
   * The picture of a page the search index names (its `docType` and `docId`): a content item's thumbnail (notices,
   * news, interviews, the social space, contents, sales programmes), a studio room's first photo; null for a kind
   * without pictures or an item not for visitors.
   */
  async indexedPicture(docType: string, docId: string): Promise<string | null> {
    const id = Number(docId);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    if (CONTENT_DOC_TYPES.has(docType)) {
      const row = await this.db
        .selectFrom('contentItem')
        .where('contentsId', '=', id)
        .where('useYn', '=', 'Y')
        .where('expsrYn', '=', 'Y')
        .select('thmbnlImgPtUrl as image')
        .executeTakeFirst();
      return row?.image ?? null;
    }
    if (docType === 'studio') {
      const row = await this.db
        .selectFrom('roomImg')
        .where('roomId', '=', id)
        .select('imgPtUrl as image')
        .orderBy('sortSeq')
        .orderBy('roomImgId')
        .limit(1)
        .executeTakeFirst();
      return row?.image ?? null;
    }
    return null;
  }

  private async query(
    kind: SeoItemKind,
    id: number | null,
    limit: number,
    offset: number,
    unindexed = false,
  ): Promise<SeoItemRow[]> {
    const db = this.db;
    switch (kind) {
      case 'community': {
        let q = db
          .selectFrom('comunBltartcl as p')
          .where('p.useYn', '=', 'Y')
          .where('p.expsrYn', '=', 'Y')
          .select([
            'p.comunBltartclId as id',
            'p.comunBltartclTit as title',
            'p.cnText as text',
            'p.thmbnlImgPtUrl as image',
            'p.mdfcnDt as changed',
          ]);
        if (id !== null) q = q.where('p.comunBltartclId', '=', id);
        return q
          .orderBy('p.mdfcnDt', 'desc')
          .orderBy('p.comunBltartclId', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
      }
      case 'foothold': {
        let q = db
          .selectFrom('ctrFthld as f')
          .where('f.useYn', '=', 'Y')
          .select([
            'f.ctrFthldId as id',
            'f.fthldNm as title',
            'f.fthldIntro as intro',
            'f.fthldCn as text',
            'f.rprsImgPtUrl as image',
            'f.mdfcnDt as changed',
          ]);
        if (id !== null) q = q.where('f.ctrFthldId', '=', id);
        const rows = await q
          .orderBy('f.mdfcnDt', 'desc')
          .orderBy('f.ctrFthldId', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map(({ intro, ...r }) => ({ ...r, text: intro ? `${intro} ${r.text}` : r.text }));
      }
      case 'course': {
        let q = db
          .selectFrom('eduCourse as c')
          .where('c.useYn', '=', 'Y')
          .select([
            'c.eduCrsId as id',
            'c.crsNm as title',
            'c.crsSmry as text',
            'c.thmbUrl as image',
            'c.regDt as changed',
          ]);
        if (id !== null) q = q.where('c.eduCrsId', '=', id);
        return q.orderBy('c.regDt', 'desc').orderBy('c.eduCrsId', 'desc').limit(limit).offset(offset).execute();
      }
      case 'campaign': {
        let q = db
          .selectFrom('matchCampn as c')
          .innerJoin('gdsCls as g', 'g.gdsClsId', 'c.gdsClsId')
          .where('c.useYn', '=', 'Y')
          .select([
            'c.matchCampnId as id',
            'c.matchCampnNm as title',
            'c.matchCampnCn as text',
            'c.rprsImgPt as image',
            'c.regDt as regDt',
            'c.mdfcnDt as mdfcnDt',
          ]);
        if (id !== null) q = q.where('c.matchCampnId', '=', id);
        const rows = await q
          .orderBy('c.regDt', 'desc')
          .orderBy('c.matchCampnId', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map(({ regDt, mdfcnDt, ...r }) => ({ ...r, changed: mdfcnDt ?? regDt }));
      }
      case 'scommunity': {
        let q = db
          .selectFrom('cmnt as c')
          .where('c.useYn', '=', 'Y')
          .select([
            'c.cmntId as id',
            'c.cmntNm as title',
            'c.cmntIntro as text',
            'c.coverImgUrl as image',
            'c.updtDt as changed',
          ]);
        if (id !== null) q = q.where('c.cmntId', '=', id);
        return q.orderBy('c.updtDt', 'desc').orderBy('c.cmntId', 'desc').limit(limit).offset(offset).execute();
      }
      case 'scommunityPost': {
        let q = db
          .selectFrom('cmntPost as p')
          .innerJoin('cmnt as c', 'c.cmntId', 'p.cmntId')
          .innerJoin('cmntBrdMnt as b', 'b.cmntBrdMntId', 'p.cmntBrdMntId')
          .where('p.useYn', '=', 'Y')
          .where('p.expsrYn', '=', 'Y')
          .where('p.aprvSttsCd', '=', 'APPROVED')
          .where('c.useYn', '=', 'Y')
          .where('b.useYn', '=', 'Y')
          .select([
            'p.cmntPostId as id',
            'p.postTit as title',
            'p.cnText as text',
            'p.thmbnlImgPtUrl as postImage',
            'c.coverImgUrl as coverImage',
            'p.mdfcnDt as changed',
          ]);
        if (id !== null) q = q.where('p.cmntPostId', '=', id);
        const rows = await q
          .orderBy('p.mdfcnDt', 'desc')
          .orderBy('p.cmntPostId', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map(({ postImage, coverImage, ...r }) => ({ ...r, image: postImage ?? coverImage }));
      }
      case 'product': {
        let q = db
          .selectFrom('sodamProduct as p')
          .innerJoin('sodamStore as s', 's.storeId', 'p.storeId')
          .where('p.expsrYn', '=', 'Y')
          .where('s.expsrYn', '=', 'Y')
          .select([
            'p.pdId as id',
            'p.pdNm as title',
            'p.pdSmry as smry',
            'p.pdDesc as text',
            'p.ctgrCd as mediaKey',
            'p.imgPtUrl as image',
          ]);
        if (id !== null) q = q.where('p.pdId', '=', id);
        const rows = await q.orderBy('p.pdId', 'desc').limit(limit).offset(offset).execute();
        return rows.map(({ smry, ...r }) => ({ ...r, text: `${smry} ${r.text}`, changed: null }));
      }
      case 'broadcast': {
        let q = db
          .selectFrom('brcInfo as b')
          .innerJoin('brcChnl as c', 'c.brcChnlId', 'b.brcChnlId')
          .where('b.expsrYn', '=', 'Y')
          .where('c.useYn', '=', 'Y')
          .select([
            'b.brcInfoNo as id',
            'b.brcTit as title',
            'b.brcExpln as text',
            'b.mediaKey as mediaKey',
            'b.brcTypeDcd as variant',
            'b.brcBgngDt as changed',
          ]);
        if (id !== null) q = q.where('b.brcInfoNo', '=', id);
        if (unindexed)
          q = q.where(({ not, exists, selectFrom, cast, ref }) =>
            not(
              exists(
                selectFrom('searchDoc as d')
                  .select('d.id')
                  .where('d.docType', '=', 'broadcast')
                  .where('d.docId', '=', cast<string>(ref('b.brcInfoNo'), 'text')),
              ),
            ),
          );
        const rows = await q
          .orderBy('b.brcBgngDt', 'desc')
          .orderBy('b.brcInfoNo', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map((r) => ({ ...r, image: null }));
      }
    }
  }
}
