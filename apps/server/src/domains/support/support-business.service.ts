import type { ContentDetail, ContentListQuery, ContentSummary, ContentType } from '@onfan/contracts/content';
import { CONTENT_MESSAGES, intrdCategory } from '@onfan/contracts/content';
import type { Page } from '@onfan/contracts/envelope';
import type { SupportNotice } from '@onfan/contracts/support';
import { AppError } from '../../http/app-error.js';
import { htmlToText } from '../content/html-sanitizer.js';

/**
 * What the support pages need of the content engine (the content module's service): support-business introductions
 * (intrd) and their examples (intrdexm), and the application notices (sprtntc), are content items.
 */
export interface SupportContents {
  list(types: readonly ContentType[], q: ContentListQuery): Promise<Page<ContentSummary>>;
  view(types: readonly ContentType[], id: number): Promise<ContentDetail>;
  viewInOwnCategory(types: readonly ContentType[], id: number): Promise<ContentDetail>;
  exists(types: readonly ContentType[], id: number): Promise<boolean>;
  latest(
    types: readonly ContentType[],
    limit: number,
  ): Promise<readonly { contentsId: number; tit: string; cn: string; regDt: string }[]>;
}

/** How many application notices the detail page's "신청 유의사항" shows. */
const NOTICE_COUNT = 10;

/**
 * Support-business introductions and their examples, and the application notices: the content engine's items, served
 * under support/…. An example's category is its introduction (`intrd-{id}`).
 */
export class SupportBusinessService {
  constructor(private readonly contents: SupportContents) {}

  /** The latest application notices (sprtntc), newest first. */
  async notices(): Promise<SupportNotice[]> {
    const rows = await this.contents.latest(['sprtntc'], NOTICE_COUNT);
    return rows.map((n) => ({
      sprtBizNtcId: n.contentsId,
      sprtBizNtcTit: n.tit,
      // Shown as text in the '신청 유의사항' alert: entities decoded here, once ('마이페이지 > …', never '&gt;').
      sprtBizNtcCn: htmlToText(n.cn),
      regDt: new Date(n.regDt).toISOString(),
    }));
  }

  introductions(q: Omit<ContentListQuery, 'ctgrCode'>): Promise<Page<ContentSummary>> {
    return this.contents.list(['intrd'], q);
  }

  introduction(id: number): Promise<ContentDetail> {
    return this.contents.view(['intrd'], id);
  }

  /** The examples of one introduction; 404 when the introduction is not shown. */
  async examples(intrdId: number, q: Omit<ContentListQuery, 'ctgrCode'>): Promise<Page<ContentSummary>> {
    if (!(await this.contents.exists(['intrd'], intrdId))) throw AppError.notFound(CONTENT_MESSAGES.notFound);
    return this.contents.list(['intrdexm'], { ...q, ctgrCode: intrdCategory(intrdId) });
  }

  /** One example, with previous/next among its own introduction's examples. */
  example(id: number): Promise<ContentDetail> {
    return this.contents.viewInOwnCategory(['intrdexm'], id);
  }
}
