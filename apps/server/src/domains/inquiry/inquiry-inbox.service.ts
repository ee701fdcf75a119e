import { PROMOTION_KINDS, type PromotionKind } from '@onfan/contracts/econ-promotion';
import type { Page } from '@onfan/contracts/envelope';
import {
  INQUIRY_INBOX_MESSAGES as M,
  type InquiryInboxQuery,
  type InquiryInboxRow,
} from '@onfan/contracts/inquiry.inbox';
import { maskLoginId } from '@onfan/contracts/mask';
import { AppError } from '../../http/app-error.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { inboxSort, inboxWindow } from '../../lib/inquiry-inbox.js';
import type { ConsoleActor } from '../admin/console-records.js';
import type { InboxRecord, InquiryInboxRepository } from './inquiry-inbox.repository.js';
import { kindsOf } from './inquiry.policy.js';

/**
 * The inquiry inbox's 전체 view (issue 38): the kinds the operator's roles answer (one of them when asked, refused
 * when it is not theirs), with the asking member's login id masked as each kind's own queue masks it.
 */
export class InquiryInboxService {
  constructor(
    private readonly repo: InquiryInboxRepository,
    private readonly clock: Clock,
  ) {}

  async search(actor: ConsoleActor, q: InquiryInboxQuery): Promise<Page<InquiryInboxRow>> {
    const mine = kindsOf(actor.user);
    if (q.kind && !mine.includes(q.kind)) throw AppError.forbidden(M.kindForbidden);
    const w = inboxWindow(q, this.clock.now());
    const { sort, order } = inboxSort(q);
    const { items, total } = await this.repo.search(
      {
        kinds: q.kind ? [q.kind] : mine,
        answered: q.answered,
        ...(sort ? { sort } : {}),
        ...(order ? { order } : {}),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      },
      w,
    );
    return toPage(items.map(toRow), total, q);
  }
}

/** A record in the wire shape of its kind's own queue row, so it opens the same answer screen. */
function toRow(r: InboxRecord): InquiryInboxRow {
  const asked = {
    inqId: r.inqId,
    lgnId: maskLoginId(r.lgnId),
    inqCn: r.inqCn,
    regDt: r.regDt,
    ansCn: r.ansCn,
    ansDt: r.ansDt,
    updtDt: r.ansDt ?? r.regDt,
  };
  if (r.kind === 'sodam') return { kind: 'sodam', row: { ...asked, pdId: r.subjId!, pdNm: r.subjNm ?? '' } };
  if (r.kind === 'space') {
    return {
      kind: 'space',
      row: { ...asked, spaceId: r.subjId!, spaceNm: r.subjNm ?? '', inqTit: r.title ?? '' },
    };
  }
  const kind = r.promoKind as PromotionKind;
  return {
    kind: 'econ',
    row: {
      ...asked,
      kind,
      kindNm: PROMOTION_KINDS[kind],
      prgmNm: r.subjNm,
      cmpnyNm: r.cmpnyNm ?? '',
      inqTtl: r.title ?? '',
    },
  };
}
