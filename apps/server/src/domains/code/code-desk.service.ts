import {
  CODE_ADMIN_MESSAGES as M,
  CODE_GROUP_NAMES,
  type CodeAdd,
  type CodeAdminQuery,
  type CodeAdminRow,
  type CodeEdit,
  type CodeGroupQuery,
  type CodeGroupRow,
} from '@onfan/contracts/code.admin';
import type { Page } from '@onfan/contracts/envelope';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { nextCopy } from '../../lib/next-copy.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { CodeDeskRepository } from './code-desk.repository.js';

/**
 * The code desk (decision 034): the groups the portal reads and their values, renamed, reordered, switched off or
 * added on the copy read, each with its audit row, and the code lists cached on every server cleared.
 */
export class CodeDeskService {
  constructor(
    private readonly repo: CodeDeskRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
    /** Clears the cached code lists in every process (the app cache's `code` region). */
    private readonly invalidate: () => void,
  ) {}

  async groups(q: CodeGroupQuery): Promise<Page<CodeGroupRow>> {
    // A search names a group by its code or by (part of) what it is for.
    const term = q.q?.trim().toLowerCase();
    const only = term
      ? [
          q.q!.trim(),
          ...Object.entries(CODE_GROUP_NAMES)
            .filter(([cd, nm]) => cd.toLowerCase().includes(term) || nm.includes(term))
            .map(([cd]) => cd),
        ]
      : undefined;
    const { items, total } = await this.repo.groups(q, only);
    return toPage(
      items.map((g) => ({
        cmmnCd: g.cmmnCd,
        grpNm: CODE_GROUP_NAMES[g.cmmnCd] ?? g.cmmnCd,
        codeCount: Number(g.codeCount),
        inUseCount: Number(g.inUseCount ?? 0),
      })),
      total,
      q,
    );
  }

  async codes(cmmnCd: string, q: CodeAdminQuery): Promise<Page<CodeAdminRow>> {
    if (!(await this.repo.hasGroup(cmmnCd))) throw AppError.notFound(M.groupNotFound);
    const { items, total } = await this.repo.codes(cmmnCd, q);
    return toPage(items, total, q);
  }

  async add(actor: ConsoleActor, cmmnCd: string, body: CodeAdd) {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const repo = new CodeDeskRepository(trx);
      if (!(await repo.hasGroup(cmmnCd))) throw AppError.notFound(M.groupNotFound);
      const added = await repo.insert({ cmmnCd, ...body, updtDt: now, updtBy: actor.user.userId });
      if (!added) throw AppError.badRequest(M.codeTaken);
      await this.records.audit(
        actor,
        { targetKind: 'code', targetId: `${cmmnCd}:${body.cmmnCdVal}`, action: 'CREATE', before: null, after: body },
        trx,
      );
    });
    this.invalidate();
    return ok(M.codeAdded);
  }

  async edit(actor: ConsoleActor, cmmnCd: string, cmmnCdVal: string, body: CodeEdit) {
    const { updtDt, ...changes } = body;
    await this.transaction(async (trx) => {
      const repo = new CodeDeskRepository(trx);
      const before = await repo.code(cmmnCd, cmmnCdVal);
      if (!before) throw AppError.notFound(M.codeNotFound);
      const next = nextCopy(before.updtDt, this.clock.now().toISOString());
      const changed = await repo.update(cmmnCd, cmmnCdVal, updtDt, {
        ...changes,
        updtDt: next,
        updtBy: actor.user.userId,
      });
      if (!changed) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'code',
          targetId: `${cmmnCd}:${cmmnCdVal}`,
          action: 'EDIT',
          before: { cmmnCdValNm: before.cmmnCdValNm, sortSeq: before.sortSeq, useYn: before.useYn },
          after: changes,
        },
        trx,
      );
    });
    this.invalidate();
    return ok(M.codeSaved);
  }
}
