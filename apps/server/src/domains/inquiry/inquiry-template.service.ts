import type { Page } from '@onfan/contracts/envelope';
import {
  INQUIRY_ADMIN_MESSAGES as M,
  type AnswerTemplateBody,
  type AnswerTemplateQuery,
  type AnswerTemplateRow,
  type InquiryKind,
} from '@onfan/contracts/inquiry.admin';
import type { RunInTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/command.js';
import { toPage } from '../../http/paging.js';
import type { Clock } from '../../lib/clock.js';
import { nextCopy } from '../../lib/next-copy.js';
import type { ConsoleActor, ConsoleRecords } from '../admin/console-records.js';
import { InquiryTemplateRepository } from './inquiry-template.repository.js';
import { kindsOf } from './inquiry.policy.js';

/**
 * The inquiry inbox's answer templates (issue 38): an operator lists, creates, edits and deletes the templates of
 * the kinds their roles answer (a space-desk operator never sees the shop's), each change on the copy read with its
 * audit row.
 */
export class InquiryTemplateService {
  constructor(
    private readonly repo: InquiryTemplateRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly records: ConsoleRecords,
  ) {}

  private mayUse(actor: ConsoleActor, kind: InquiryKind): void {
    if (!kindsOf(actor.user).includes(kind)) throw AppError.forbidden(M.kindForbidden);
  }

  async search(actor: ConsoleActor, q: AnswerTemplateQuery): Promise<Page<AnswerTemplateRow>> {
    const { items, total } = await this.repo.search(q, kindsOf(actor.user));
    return toPage(items, total, q);
  }

  async create(actor: ConsoleActor, body: AnswerTemplateBody) {
    this.mayUse(actor, body.kind);
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const id = await new InquiryTemplateRepository(trx).insert(body, now);
      if (id === undefined) throw AppError.badRequest(M.nameInUse, [{ field: 'tmplNm', message: M.nameInUse }]);
      await this.records.audit(
        actor,
        { targetKind: 'inquiry-template', targetId: id, action: 'CREATE', before: null, after: body },
        trx,
      );
    });
    return ok(M.created(body.tmplNm));
  }

  async update(actor: ConsoleActor, id: number, body: AnswerTemplateBody, readCopy: string) {
    this.mayUse(actor, body.kind);
    await this.transaction(async (trx) => {
      const repo = new InquiryTemplateRepository(trx);
      const before = await repo.byId(id);
      if (!before) throw AppError.notFound(M.notFound);
      this.mayUse(actor, before.kind);
      const next = nextCopy(before.updtDt, this.clock.now().toISOString());
      const done = await repo.update(id, readCopy, body, next);
      if (done === 'stale') throw AppError.staleCopy();
      if (done === 'taken') throw AppError.badRequest(M.nameInUse, [{ field: 'tmplNm', message: M.nameInUse }]);
      await this.records.audit(
        actor,
        {
          targetKind: 'inquiry-template',
          targetId: id,
          action: 'UPDATE',
          before: { kind: before.kind, tmplNm: before.tmplNm, tmplCn: before.tmplCn },
          after: body,
        },
        trx,
      );
    });
    return ok(M.updated(body.tmplNm));
  }

  async delete(actor: ConsoleActor, id: number, readCopy: string) {
    const name = await this.transaction(async (trx) => {
      const repo = new InquiryTemplateRepository(trx);
      const before = await repo.byId(id);
      if (!before) throw AppError.notFound(M.notFound);
      this.mayUse(actor, before.kind);
      if (!(await repo.delete(id, readCopy))) throw AppError.staleCopy();
      await this.records.audit(
        actor,
        {
          targetKind: 'inquiry-template',
          targetId: id,
          action: 'DELETE',
          before: { kind: before.kind, tmplNm: before.tmplNm, tmplCn: before.tmplCn },
          after: null,
        },
        trx,
      );
      return before.tmplNm;
    });
    return ok(M.deleted(name));
  }
}
