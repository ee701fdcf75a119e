import type { Page } from '@onfan/contracts/envelope';
import {
  PROHIBITED_ADMIN_MESSAGES as M,
  type ProhibitedWordQuery,
  type ProhibitedWordRow,
} from '@onfan/contracts/prohibited.admin';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { nextCopy } from '../../lib/next-copy.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { ProhibitedWordDeskRepository } from './prohibited-word-desk.repository.js';

/**
 * The prohibited-word desk (decision 034): words searched, added and removed, each change with its audit row. The
 * service that checks writes reads the list in use on every check, so a change applies to the next write on every
 * server; the compiled matchers of lists no longer in use are dropped (`dropMatchers`, every process).
 */
export class ProhibitedWordDeskService {
  constructor(
    private readonly repo: ProhibitedWordDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    private readonly dropMatchers: () => void,
  ) {}

  async search(q: ProhibitedWordQuery): Promise<Page<ProhibitedWordRow>> {
    const { items, total } = await this.repo.search(q);
    return toPage(items, total, q);
  }

  /** Adds a word, or takes a removed one back into use. */
  async add(actor: ConsoleActor, word: string) {
    const now = this.clock.now().toISOString();
    const restored = await this.transaction(async (trx) => {
      const repo = new ProhibitedWordDeskRepository(trx);
      const existing = await repo.byWord(word);
      if (existing?.useYn === 'Y') throw AppError.badRequest(M.wordInUse);
      if (existing) {
        if (!(await repo.setUse(existing.id, existing.updtDt, 'Y', nextCopy(existing.updtDt, now))))
          throw AppError.staleCopy();
      }
      const id = existing ? existing.id : await repo.insert(word, now);
      if (id === undefined) throw AppError.badRequest(M.wordInUse);
      await this.records.audit(
        actor,
        {
          targetKind: 'prohibited-word',
          targetId: id,
          action: existing ? 'RESTORE' : 'CREATE',
          before: existing ? { word, useYn: 'N' } : null,
          after: { word, useYn: 'Y' },
        },
        trx,
      );
      return existing !== undefined;
    });
    this.dropMatchers();
    return ok(restored ? M.wordRestored(word) : M.wordAdded(word));
  }

  async remove(actor: ConsoleActor, id: number, readCopy: string) {
    const word = await this.transaction(async (trx) => {
      const repo = new ProhibitedWordDeskRepository(trx);
      const before = await repo.byId(id);
      if (!before) throw AppError.notFound(M.wordNotFound);
      const next = nextCopy(before.updtDt, this.clock.now().toISOString());
      if (before.useYn !== 'Y' || !(await repo.setUse(id, readCopy, 'N', next))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'prohibited-word',
          targetId: id,
          action: 'REMOVE',
          before: { word: before.word, useYn: 'Y' },
          after: { word: before.word, useYn: 'N' },
        },
        trx,
      );
      return before.word;
    });
    this.dropMatchers();
    return ok(M.wordRemoved(word));
  }
}
