import type { Page } from '@onfan/contracts/envelope';
import type {
  StudioDeskDetail,
  StudioDeskQuery,
  StudioDeskRow,
  StudioEditBody,
  StudioVisibilityBody,
  StudioWrite,
} from '@onfan/contracts/studio.admin';
import { STUDIO_DESK_MESSAGES } from '@onfan/contracts/studio.admin';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { toSeoulIso } from '../../lib/seoul-time.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { StudioDeskRepository } from './studio-desk.repository.js';

type StudioRow = NonNullable<Awaited<ReturnType<StudioDeskRepository['byId']>>>;

/** The copy a change names: the row's update time, or its registration time for a seeded studio never edited. */
const copyOf = (r: { updtDt: string; regDt: string }) => r.updtDt || r.regDt;

/** What the audit keeps of a studio. */
function auditCopy(r: StudioRow) {
  return {
    studoNm: r.studoNm,
    studoIntro: r.studoIntro,
    studoAddr: r.studoAddr,
    sortSeq: r.sortSeq,
    useYn: r.useYn,
    updtDt: copyOf(r),
  };
}

/**
 * The studios desk (issue 38, decision 034): studios written, edited, hidden and shown. Each change names the copy it
 * was made on (`updtDt`), is refused when another operator changed the studio first (the conditional update decides),
 * and writes its audit row in its own transaction. A hidden studio's rooms are hidden with it: the public pages list
 * only studios in use, and the slot engine reads a room in use only while its studio is (its cached room rules are
 * forgotten after each change, so booking follows at once).
 */
export class StudioDeskService {
  constructor(
    private readonly repo: StudioDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly engine: { forgetRooms(): void },
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  private row(r: StudioRow): StudioDeskRow {
    return {
      studoId: r.studoId,
      studoNm: r.studoNm,
      studoAddr: r.studoAddr,
      sortSeq: r.sortSeq,
      useYn: r.useYn,
      roomCnt: Number(r.roomCnt ?? 0),
      regDt: toSeoulIso(new Date(r.regDt)),
      updtDt: copyOf(r),
    };
  }

  async list(q: StudioDeskQuery): Promise<Page<StudioDeskRow>> {
    const { items, total } = await this.repo.list(q);
    return toPage(
      items.map((r) => this.row(r)),
      total,
      q,
    );
  }

  private async found(repo: StudioDeskRepository, studoId: number): Promise<StudioRow> {
    const r = await repo.byId(studoId);
    if (!r) throw AppError.notFound(STUDIO_DESK_MESSAGES.notFound);
    return r;
  }

  async detail(studoId: number): Promise<StudioDeskDetail> {
    const r = await this.found(this.repo, studoId);
    return { ...this.row(r), studoIntro: r.studoIntro };
  }

  private values(body: StudioWrite, now: string) {
    return {
      studoNm: body.studoNm,
      studoIntro: body.studoIntro,
      studoAddr: body.studoAddr,
      sortSeq: body.sortSeq,
      updtDt: now,
    };
  }

  async create(actor: ConsoleActor, body: StudioWrite) {
    const now = this.now();
    const studoId = await this.transaction(async (trx) => {
      const repo = new StudioDeskRepository(trx);
      const id = await repo.insert({ ...this.values(body, now), useYn: 'Y', regDt: now });
      const after = await this.found(repo, id);
      await this.records.audit(
        actor,
        { targetKind: 'studio', targetId: id, action: 'CREATE', before: null, after: auditCopy(after) },
        trx,
      );
      return id;
    });
    return ok(STUDIO_DESK_MESSAGES.created, { studoId });
  }

  async update(actor: ConsoleActor, studoId: number, body: StudioEditBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new StudioDeskRepository(trx);
      const before = await this.found(repo, studoId);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.updateIfCopy(studoId, before.updtDt, this.values(body, now)))) throw AppError.staleCopy();
      const after = await this.found(repo, studoId);
      await this.records.audit(
        actor,
        {
          targetKind: 'studio',
          targetId: studoId,
          action: 'UPDATE',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
    });
    return ok(STUDIO_DESK_MESSAGES.updated, { studoId });
  }

  /** Hides or shows a studio with its rooms: hidden, none is listed or bookable; reservations stay as they are. */
  async visibility(actor: ConsoleActor, studoId: number, body: StudioVisibilityBody) {
    const now = this.now();
    await this.transaction(async (trx) => {
      const repo = new StudioDeskRepository(trx);
      const before = await this.found(repo, studoId);
      if (copyOf(before) !== body.updtDt) throw AppError.staleCopy();
      if (!(await repo.updateIfCopy(studoId, before.updtDt, { useYn: body.useYn, updtDt: now }))) {
        throw AppError.staleCopy();
      }
      const after = await this.found(repo, studoId);
      await this.records.audit(
        actor,
        {
          targetKind: 'studio',
          targetId: studoId,
          action: body.useYn === 'N' ? 'HIDE' : 'SHOW',
          before: auditCopy(before),
          after: auditCopy(after),
        },
        trx,
      );
    });
    this.engine.forgetRooms();
    return ok(body.useYn === 'N' ? STUDIO_DESK_MESSAGES.hidden : STUDIO_DESK_MESSAGES.shown);
  }
}
