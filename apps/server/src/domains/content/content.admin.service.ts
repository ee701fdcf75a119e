import { CONTENT_MESSAGES, CONTENT_TYPE_NAMES, intrdCategory, SENTCONT_CATEGORIES } from '@onfan/contracts/content';
import type {
  BoardItemBody,
  BoardItemDetail,
  BoardItemEdit,
  BoardItemQuery,
  BoardItemRow,
  ConsoleBoard,
  ConsoleBoardInfo,
  ExposureBody,
  FaqBody,
  FaqEdit,
  FaqMove,
  FaqQuery,
  FaqRow,
} from '@onfan/contracts/content.admin';
import { CONSOLE_BOARDS, CONTENT_DESK_MESSAGES as M } from '@onfan/contracts/content.admin';
import type { Faq } from '@onfan/contracts/faq';
import { FAQ_CATEGORIES, FAQ_CATEGORY_NAMES } from '@onfan/contracts/faq';
import type { Page } from '@onfan/contracts/envelope';
import { portalPath } from '@onfan/contracts/portal-path';
import type { Executor, RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { pageOffset, toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { ContentDeskRepository } from './content.admin.repository.js';
import type { ContentInput, ContentService } from './content.service.js';

/** The console's names of the boards (two social-space sets share a public name). */
export const CONSOLE_BOARD_NAMES: Record<ConsoleBoard, string> = {
  ...(Object.fromEntries(CONSOLE_BOARDS.map((b) => [b, CONTENT_TYPE_NAMES[b]])) as Record<ConsoleBoard, string>),
  plygrnd: '소셜 스페이스',
  plygrnd2: '소셜 스페이스(분류별)',
  plygrnd3: '소셜 스페이스 자료',
};

/** The code group of social space set 2's categories. */
const PLYGRND2_GROUP = '1012';

/** A change's new copy: now, or a millisecond past the copy it replaces when the clock has not moved on. */
function nextCopy(now: string, previous: string): string {
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

type ItemRow = NonNullable<Awaited<ReturnType<ContentDeskRepository['item']>>>;

/** What the audit keeps of an item, before and after a change. */
function auditOf(
  r: Pick<ItemRow, 'tit' | 'ctgrCode' | 'cn' | 'thmbnlImgPtUrl' | 'thmbnlImgAlt' | 'linkUrl' | 'expsrYn'>,
) {
  return {
    tit: r.tit,
    ctgrCode: r.ctgrCode,
    cn: r.cn,
    thmbnlImgPtUrl: r.thmbnlImgPtUrl,
    thmbnlImgAlt: r.thmbnlImgAlt,
    linkUrl: r.linkUrl,
    expsrYn: r.expsrYn,
  };
}

/** The item as the content engine rewrites it: every field kept but those the change names. */
function inputOf(r: ItemRow): ContentInput {
  return {
    contentsType: r.contentsType,
    tit: r.tit,
    cn: r.cn,
    ctgrCode: r.ctgrCode,
    smry: r.smry,
    thmbnlImgPtUrl: r.thmbnlImgPtUrl,
    thmbnlImgAlt: r.thmbnlImgAlt,
    bgngYmd: r.bgngYmd,
    endYmd: r.endYmd,
    linkUrl: r.linkUrl,
    popupKind: r.popupKind,
    fixYn: r.fixYn,
    expsrYn: r.expsrYn,
    useYn: r.useYn,
    rgtrId: r.rgtrId,
  };
}

/**
 * The content boards' console desk (decision 034): each board's items listed with the hidden ones, written and edited
 * through the one content engine (the body sanitized, the search index kept in the same transaction, so search and
 * the public lists show a change at once), hidden and shown again — each change on the copy the operator read, with
 * its audit row in the same transaction.
 */
export class BoardDeskService {
  constructor(
    private readonly repo: ContentDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly records: ConsoleRecords,
    private readonly content: ContentService,
  ) {}

  async boards(): Promise<ConsoleBoardInfo[]> {
    const [plygrnd2, intros] = await Promise.all([this.repo.codes(PLYGRND2_GROUP), this.repo.introductions()]);
    const categories: Partial<Record<ConsoleBoard, { code: string; name: string }[]>> = {
      sentcont: SENTCONT_CATEGORIES.map((c) => ({ code: c.code, name: c.name })),
      plygrnd2,
      intrdexm: intros.map((i) => ({ code: intrdCategory(i.contentsId), name: i.tit })),
    };
    return CONSOLE_BOARDS.map((board) => ({
      board,
      name: CONSOLE_BOARD_NAMES[board],
      categories: categories[board] ?? [],
    }));
  }

  private async categoryNames(board: ConsoleBoard): Promise<Map<string, string>> {
    const info = (await this.boards()).find((b) => b.board === board);
    return new Map((info?.categories ?? []).map((c) => [c.code, c.name]));
  }

  async items(board: ConsoleBoard, q: BoardItemQuery): Promise<Page<BoardItemRow>> {
    const { rows, total } = await this.repo.items({
      board,
      searchTerm: q.searchTerm || undefined,
      expsrYn: q.expsrYn,
      sort: q.sort,
      order: q.order,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    const names = await this.categoryNames(board);
    return toPage(
      rows.map((r) => ({
        contentsId: r.contentsId,
        contentsType: r.contentsType,
        ctgrCode: r.ctgrCode,
        ctgrNm: r.ctgrCode ? (names.get(r.ctgrCode) ?? null) : null,
        tit: r.tit,
        thmbnlImgPtUrl: r.thmbnlImgPtUrl,
        expsrYn: r.expsrYn,
        regDt: toSeoulIso(new Date(r.regDt)),
        updtDt: r.mdfcnDt,
        publicPath: portalPath(r.contentsType, r.contentsId, r.ctgrCode),
      })),
      total,
      q,
    );
  }

  async item(board: ConsoleBoard, contentsId: number): Promise<BoardItemDetail> {
    const r = await this.repo.item(board, contentsId);
    if (!r) throw AppError.notFound(CONTENT_MESSAGES.notFound);
    const names = await this.categoryNames(board);
    return {
      contentsId: r.contentsId,
      contentsType: r.contentsType,
      ctgrCode: r.ctgrCode,
      ctgrNm: r.ctgrCode ? (names.get(r.ctgrCode) ?? null) : null,
      tit: r.tit,
      thmbnlImgPtUrl: r.thmbnlImgPtUrl,
      expsrYn: r.expsrYn,
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: r.mdfcnDt,
      publicPath: portalPath(r.contentsType, r.contentsId, r.ctgrCode),
      cn: r.cn,
      thmbnlImgAlt: r.thmbnlImgAlt,
      linkUrl: r.linkUrl,
    };
  }

  /** The category an item of the board takes: one of the board's, required where it has any, none elsewhere. */
  private async category(board: ConsoleBoard, ctgrCode: string | null | undefined): Promise<string | null> {
    const names = await this.categoryNames(board);
    if (names.size === 0) return null;
    if (!ctgrCode || !names.has(ctgrCode)) throw AppError.badRequest(M.categoryRequired);
    return ctgrCode;
  }

  private fields(body: BoardItemBody, ctgrCode: string | null) {
    return {
      ctgrCode,
      tit: body.tit,
      cn: body.cn,
      thmbnlImgPtUrl: body.thmbnlImgPtUrl ?? null,
      thmbnlImgAlt: body.thmbnlImgPtUrl ? (body.thmbnlImgAlt ?? null) : null,
      linkUrl: body.linkUrl ?? null,
    };
  }

  async create(actor: ConsoleActor, board: ConsoleBoard, body: BoardItemBody) {
    const ctgrCode = await this.category(board, body.ctgrCode);
    const contentsId = await this.transaction(async (trx) => {
      const { contentsId } = await this.content.saveIn(trx, {
        contentsType: board,
        ...this.fields(body, ctgrCode),
        rgtrId: actor.user.userId,
      });
      const saved = await new ContentDeskRepository(trx).item(board, contentsId);
      await this.records.audit(
        actor,
        {
          targetKind: `content:${board}`,
          targetId: contentsId,
          action: 'CREATE',
          before: null,
          after: auditOf(saved!),
        },
        trx,
      );
      return contentsId;
    });
    return { ...ok(M.created), contentsId };
  }

  async update(actor: ConsoleActor, board: ConsoleBoard, contentsId: number, body: BoardItemEdit) {
    const ctgrCode = await this.category(board, body.ctgrCode);
    await this.change(actor, board, contentsId, body.updtDt, 'UPDATE', (row) => ({
      ...inputOf(row),
      smry: null,
      ...this.fields(body, ctgrCode),
    }));
    return ok(M.updated);
  }

  async exposure(actor: ConsoleActor, board: ConsoleBoard, contentsId: number, body: ExposureBody) {
    await this.change(actor, board, contentsId, body.updtDt, body.expsrYn === 'Y' ? 'SHOW' : 'HIDE', (row) => ({
      ...inputOf(row),
      expsrYn: body.expsrYn,
    }));
    return ok(body.expsrYn === 'Y' ? M.shown : M.hidden);
  }

  /** One change of an item on the copy the operator read, with its audit row, in one transaction. */
  private async change(
    actor: ConsoleActor,
    board: ConsoleBoard,
    contentsId: number,
    copy: string,
    action: string,
    next: (row: ItemRow) => ContentInput,
  ): Promise<void> {
    await this.transaction(async (trx) => {
      const repo = new ContentDeskRepository(trx);
      const before = await repo.item(board, contentsId);
      if (!before) throw AppError.notFound(CONTENT_MESSAGES.notFound);
      if (before.mdfcnDt !== copy) throw AppError.staleCopy();
      const input = next(before);
      // The summary follows the body unless the item keeps its own (an edit writes it anew from the body).
      if (input.smry === null) delete input.smry;
      await this.content.saveIn(trx, input, contentsId, copy);
      const after = await repo.item(board, contentsId);
      await this.records.audit(
        actor,
        {
          targetKind: `content:${board}`,
          targetId: contentsId,
          action,
          before: auditOf(before),
          after: auditOf(after!),
        },
        trx,
      );
    });
  }
}

const CATEGORY_ORDER = new Map<string, number>(FAQ_CATEGORIES.map((c, i) => [c.code, i]));

type FaqDbRow = NonNullable<Awaited<ReturnType<ContentDeskRepository['faq']>>>;
const faqAudit = (r: FaqDbRow) => ({
  ctgrCd: r.ctgrCd,
  qstn: r.qstn,
  ans: r.ans,
  sortSeq: r.sortSeq,
  expsrYn: r.expsrYn,
});

/**
 * The FAQ of `/guide` (decision 034's desk frame): the public list, and the desk that writes, edits, hides and orders
 * its questions. `/guide`'s answer is cached (region `faq`); every change clears it on every process after it commits.
 */
export class FaqService {
  constructor(
    private readonly repo: ContentDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly invalidate: () => void,
  ) {}

  /** The shown questions, by category (in FAQ_CATEGORIES order) and then the operators' order. */
  async shown(): Promise<Faq[]> {
    const rows = await this.repo.shownFaqs();
    return rows
      .filter((r) => CATEGORY_ORDER.has(r.ctgrCd))
      .sort((a, b) => CATEGORY_ORDER.get(a.ctgrCd)! - CATEGORY_ORDER.get(b.ctgrCd)! || a.sortSeq - b.sortSeq)
      .map((r) => ({
        faqId: r.faqId,
        ctgrCd: r.ctgrCd as Faq['ctgrCd'],
        ctgrNm: FAQ_CATEGORY_NAMES[r.ctgrCd as Faq['ctgrCd']],
        qstn: r.qstn,
        ans: r.ans,
      }));
  }

  async list(q: FaqQuery): Promise<Page<FaqRow>> {
    const { rows, total } = await this.repo.faqs({
      ctgrCd: q.ctgrCd,
      expsrYn: q.expsrYn,
      sort: q.sort,
      order: q.order,
      limit: q.pageSize,
      offset: pageOffset(q),
    });
    return toPage(
      rows.map((r) => ({
        faqId: r.faqId,
        ctgrCd: r.ctgrCd as FaqRow['ctgrCd'],
        ctgrNm: FAQ_CATEGORY_NAMES[r.ctgrCd as FaqRow['ctgrCd']] ?? r.ctgrCd,
        qstn: r.qstn,
        ans: r.ans,
        sortSeq: r.sortSeq,
        expsrYn: r.expsrYn,
        updtDt: r.updtDt,
      })),
      total,
      q,
    );
  }

  async create(actor: ConsoleActor, body: FaqBody) {
    const now = this.clock.now().toISOString();
    const faqId = await this.transaction(async (trx) => {
      const repo = new ContentDeskRepository(trx);
      const row = {
        ctgrCd: body.ctgrCd,
        qstn: body.qstn,
        ans: body.ans,
        sortSeq: await repo.nextSortSeq(body.ctgrCd),
        rgtrId: actor.user.userId,
        regDt: now,
        updtDt: now,
      };
      const faqId = await repo.insertFaq(row);
      await this.records.audit(
        actor,
        {
          targetKind: 'faq',
          targetId: faqId,
          action: 'CREATE',
          before: null,
          after: faqAudit({ ...row, faqId, expsrYn: 'Y' }),
        },
        trx,
      );
      return faqId;
    });
    this.invalidate();
    return { ...ok(M.faqCreated), faqId };
  }

  async update(actor: ConsoleActor, faqId: number, body: FaqEdit) {
    await this.change(actor, faqId, body.updtDt, 'UPDATE', async (row, repo) =>
      row.ctgrCd === body.ctgrCd
        ? { ctgrCd: body.ctgrCd, qstn: body.qstn, ans: body.ans }
        : // Moved to another category: at its end.
          { ctgrCd: body.ctgrCd, qstn: body.qstn, ans: body.ans, sortSeq: await repo.nextSortSeq(body.ctgrCd) },
    );
    return ok(M.faqUpdated);
  }

  async exposure(actor: ConsoleActor, faqId: number, body: ExposureBody) {
    await this.change(actor, faqId, body.updtDt, body.expsrYn === 'Y' ? 'SHOW' : 'HIDE', () =>
      Promise.resolve({ expsrYn: body.expsrYn }),
    );
    return ok(body.expsrYn === 'Y' ? M.faqShown : M.faqHidden);
  }

  /** One place up or down within the category: the two questions swap places. */
  async move(actor: ConsoleActor, faqId: number, body: FaqMove) {
    await this.transaction(async (trx) => {
      const repo = new ContentDeskRepository(trx);
      const row = await repo.faq(faqId);
      if (!row) throw AppError.notFound(M.faqNotFound);
      if (row.updtDt !== body.updtDt) throw AppError.staleCopy();
      const other = await repo.faqNeighbour(row, body.direction);
      if (!other) throw AppError.badRequest(M.faqEdge);
      const now = this.clock.now().toISOString();
      // Equal places (never written so by the desk) still swap: the moved one goes just past its neighbour.
      const [mine, theirs] =
        row.sortSeq === other.sortSeq
          ? body.direction === 'UP'
            ? [other.sortSeq, other.sortSeq + 1]
            : [other.sortSeq + 1, other.sortSeq]
          : [other.sortSeq, row.sortSeq];
      const movedOk = await repo.updateFaq(faqId, { sortSeq: mine, updtDt: nextCopy(now, row.updtDt) }, row.updtDt);
      const otherOk = await repo.updateFaq(
        other.faqId,
        { sortSeq: theirs, updtDt: nextCopy(now, other.updtDt) },
        other.updtDt,
      );
      if (!movedOk || !otherOk) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'faq',
          targetId: faqId,
          action: `MOVE_${body.direction}`,
          before: { sortSeq: row.sortSeq, neighbour: { faqId: other.faqId, sortSeq: other.sortSeq } },
          after: { sortSeq: mine, neighbour: { faqId: other.faqId, sortSeq: theirs } },
        },
        trx,
      );
    });
    this.invalidate();
    return ok(M.faqMoved);
  }

  private async change(
    actor: ConsoleActor,
    faqId: number,
    copy: string,
    action: string,
    next: (
      row: FaqDbRow,
      repo: ContentDeskRepository,
    ) => Promise<Partial<Pick<FaqDbRow, 'ctgrCd' | 'qstn' | 'ans' | 'sortSeq' | 'expsrYn'>>>,
  ): Promise<void> {
    await this.transaction(async (trx: Executor) => {
      const repo = new ContentDeskRepository(trx);
      const before = await repo.faq(faqId);
      if (!before) throw AppError.notFound(M.faqNotFound);
      if (before.updtDt !== copy) throw AppError.staleCopy();
      const values = { ...(await next(before, repo)), updtDt: nextCopy(this.clock.now().toISOString(), before.updtDt) };
      if (!(await repo.updateFaq(faqId, values, copy))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'faq',
          targetId: faqId,
          action,
          before: faqAudit(before),
          after: faqAudit({ ...before, ...values }),
        },
        trx,
      );
    });
    this.invalidate();
  }
}
