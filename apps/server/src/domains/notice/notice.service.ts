import { CONTENT_TYPES } from '@onfan/contracts/content';
import type { ContentDetail, ContentSummary } from '@onfan/contracts/content';
import type { Page } from '@onfan/contracts/envelope';
import type { NoticeListQuery, NoticePopup } from '@onfan/contracts/notice';
import { POPUP_HIDE_DAYS } from '@onfan/contracts/notice';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { AttachmentFile, ContentService } from '../content/content.service.js';

/** Notices: the board and the popups are notice items of the content engine. */
export class NoticeService {
  constructor(
    private readonly content: ContentService,
    private readonly clock: Clock,
  ) {}

  /** The board, searched in title and body (전체) or the title only (제목). */
  list(q: NoticeListQuery): Promise<Page<ContentSummary>> {
    return this.content.list(['notice'], q, q.option === '제목' ? 'title' : 'all');
  }

  view(ntcId: number): Promise<ContentDetail> {
    return this.content.view(['notice'], ntcId);
  }

  /** An attachment of any visible content item (every board's files are served here). */
  download(fileId: string): Promise<AttachmentFile> {
    return this.content.download(fileId, CONTENT_TYPES);
  }

  /** Popup notices shown today (Asia/Seoul): only while today is within pstgBgngYmd–pstgEndYmd. */
  async popups(): Promise<NoticePopup[]> {
    const rows = await this.content.popups(todaySeoulYmd(this.clock));
    return rows.flatMap((r) => {
      const kind = r.popupKind;
      if (kind === null || r.bgngYmd === null || r.endYmd === null) return [];
      return {
        ntcId: r.contentsId,
        ntcTit: r.tit,
        ntcCn: r.cn,
        ntcUrl: r.linkUrl,
        ntcImgFilePtUrl: r.thmbnlImgPtUrl,
        ntcImgFileNm: null,
        pstgBgngYmd: r.bgngYmd,
        pstgEndYmd: r.endYmd,
        expsrYn: r.expsrYn,
        useYn: r.useYn,
        popupKind: kind,
        hideDays: r.popupHideDays ?? POPUP_HIDE_DAYS[kind],
        regDt: toSeoulIso(new Date(r.regDt)),
      };
    });
  }
}
