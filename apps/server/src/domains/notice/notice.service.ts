import type { NoticePopup, PopupKind } from '@onfan/contracts/notice';
import { POPUP_HIDE_DAYS } from '@onfan/contracts/notice';
import type { Clock } from '../../lib/clock.js';
import { todaySeoulYmd, toSeoulIso } from '../../lib/seoul-time.js';
import type { ContentService } from '../content/content.service.js';

export class NoticeService {
  constructor(
    private readonly content: ContentService,
    private readonly clock: Clock,
  ) {}

  /** Popup notices shown today (Asia/Seoul): only while today is within pstgBgngYmd–pstgEndYmd. */
  async popups(): Promise<NoticePopup[]> {
    const rows = await this.content.popups(todaySeoulYmd(this.clock));
    return rows.map((r) => {
      const kind = r.popupKind as PopupKind;
      return {
        ntcId: r.contentsId,
        ntcTit: r.tit,
        ntcCn: r.cn,
        ntcUrl: r.linkUrl,
        ntcImgFilePtUrl: r.thmbnlImgPtUrl,
        ntcImgFileNm: null,
        pstgBgngYmd: r.bgngYmd!,
        pstgEndYmd: r.endYmd!,
        expsrYn: r.expsrYn as 'Y' | 'N',
        useYn: r.useYn as 'Y' | 'N',
        popupKind: kind,
        hideDays: POPUP_HIDE_DAYS[kind],
        regDt: toSeoulIso(new Date(r.regDt)),
      };
    });
  }
}
