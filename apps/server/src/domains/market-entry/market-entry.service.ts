import type {
  Entry,
  EntryDoc,
  EntryDocCd,
  EntryFields,
  EntryInput,
  EntryKept,
  EntryStatus,
} from '@onfan/contracts/market-entry';
import {
  checkEntryFields,
  DOC_STATUS,
  ENTRY_DOCS,
  ENTRY_FIELD_LABELS,
  ENTRY_FIELDS,
  ENTRY_STATUS,
  entryKeptSchema,
  MARKET_ENTRY_MESSAGES as M,
  missingEntryFields,
  type ProductCategory,
  type MarketCd,
} from '@onfan/contracts/market-entry';
import { UPLOAD_FIELD } from '@onfan/contracts/upload';
import type { RunInTransaction } from '../../db/executor.js';
import type { SessionUser } from '../../http/access.js';
import { AppError } from '../../http/app-error.js';
import { authorize } from '../../http/policy.js';
import { ok } from '../../http/command.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { FileSource } from '../upload/upload.multipart.js';
import type { AcceptedTypes, OpenedFile, UploadService } from '../upload/upload.service.js';
import { can } from './market-entry.policy.js';
import type { DocRow, EntryRow } from './market-entry.repository.js';
import { MarketEntryRepository } from './market-entry.repository.js';

/** What a document may be, detected by content → the extension of its storage key. */
export const ENTRY_DOC_TYPES: AcceptedTypes = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The upload module's service, as market entry uses it: the member's files under the daily quota, read back. */
export type EntryFiles = Pick<UploadService, 'saveFiles' | 'open'>;

/** An application as the console reads it (before its personal fields are masked). */
export type EntryView = Omit<Entry, 'kept'> & { userId: number; kept: Entry['kept'] };

/** An application past its draft with its documents, as operators see it. */
export function entryView(r: EntryRow, docs: readonly DocRow[]): EntryView {
  return {
    aplyId: r.aplyId,
    userId: r.userId,
    sts: r.sts,
    stsNm: ENTRY_STATUS[r.sts],
    rjctRsn: r.rjctRsn,
    fields: fieldsOf(r),
    kept: keptOf(r),
    docs: docsOf(docs),
    editableYn: 'N',
    submitDt: r.submitDt,
    updtDt: r.updtDt,
  };
}

function fieldsOf(r: EntryRow): Entry['fields'] {
  return {
    mrktCd: r.mrktCd as MarketCd | null,
    cmpnyNm: r.cmpnyNm,
    rprsvNm: r.rprsvNm,
    bzmnRegNo: r.bzmnRegNo,
    scmMngrId: r.scmMngrId,
    picNm: r.picNm,
    picTelno: r.picTelno,
    picEml: r.picEml,
    pdNm: r.pdNm,
    pdCtgr: r.pdCtgr as ProductCategory | null,
    pdPrc: r.pdPrc,
    mnthSplyQty: r.mnthSplyQty,
    pdIntro: r.pdIntro,
    salesChnl: r.salesChnl,
  };
}

function docsOf(rows: readonly DocRow[]): EntryDoc[] {
  const byCd = new Map(rows.map((d) => [d.docCd, d]));
  return ENTRY_DOCS.map((d) => {
    const row = byCd.get(d.docCd);
    const docSts = row?.docSts ?? 'missing';
    return {
      docCd: d.docCd,
      docNm: d.docNm,
      reqYn: d.reqYn,
      docDesc: d.docDesc,
      docSts,
      docStsNm: DOC_STATUS[docSts],
      fileNm: row?.fileNm ?? null,
      rjctRsn: row?.rjctRsn ?? null,
    };
  });
}

const editable = (sts: EntryStatus) => sts === 'draft' || sts === 'rejected';

/** The fields a draft kept as typed (the JSON column), or none. */
function keptOf(r: EntryRow): EntryKept[] {
  if (!r.draftInput) return [];
  try {
    const parsed = entryKeptSchema.array().safeParse(JSON.parse(r.draftInput));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

type SaveBody = EntryInput & { submitYn: 'Y' | 'N' };
type Sorted = { fields: EntryFields; kept: EntryKept[] };

/** The kept fields as the column stores them. */
const draftInput = (kept: readonly EntryKept[]): string | null => (kept.length ? JSON.stringify(kept) : null);

/**
 * Market-entry rules: one application per member; a draft saves whatever is given (well formed) and resumes; submitting
 * needs every required field and every required document; a business number and a supplier-manager id belong to one
 * application (checked first, decided by unique constraints); operators move submitted → reviewing → accepted or
 * rejected (a reason) and check each document; acceptance needs the required documents checked and records the
 * member's market-entry history (withdrawal 301) in the same transaction; every state is a history row. Every move is
 * a guarded update, so two operators (or a member and an operator) cannot both move one application.
 */
export class MarketEntryService {
  constructor(
    private readonly repo: MarketEntryRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
    private readonly uploads: EntryFiles,
  ) {}

  private now() {
    return this.clock.now().toISOString();
  }

  private async view(row: EntryRow): Promise<Entry> {
    const docs = await this.repo.docs([row.aplyId]);
    return {
      aplyId: row.aplyId,
      sts: row.sts,
      stsNm: ENTRY_STATUS[row.sts],
      rjctRsn: row.rjctRsn,
      fields: fieldsOf(row),
      kept: keptOf(row),
      docs: docsOf(docs),
      editableYn: editable(row.sts) ? 'Y' : 'N',
      submitDt: row.submitDt,
      updtDt: row.updtDt,
    };
  }

  async mine(user: SessionUser): Promise<Entry | null> {
    const row = await this.repo.mine(user.userId);
    return row ? this.view(row) : null;
  }

  async status(user: SessionUser) {
    const row = await this.repo.mine(user.userId);
    if (!row) return { sts: null, stsNm: '신청 전', history: [] };
    const history = await this.repo.history(row.aplyId);
    return {
      sts: row.sts,
      stsNm: ENTRY_STATUS[row.sts],
      history: history.map((h) => ({ sts: h.sts, stsNm: ENTRY_STATUS[h.sts], memo: h.memo, regDt: h.regDt })),
    };
  }

  async productPlan(user: SessionUser) {
    const row = await this.repo.mine(user.userId);
    if (!row) return null;
    const f = fieldsOf(row);
    return {
      pdNm: f.pdNm,
      pdCtgr: f.pdCtgr,
      pdPrc: f.pdPrc,
      mnthSplyQty: f.mnthSplyQty,
      pdIntro: f.pdIntro,
      salesChnl: f.salesChnl,
    };
  }

  docs() {
    return ENTRY_DOCS.map(({ docCd, docNm, reqYn, docDesc }) => ({ docCd, docNm, reqYn, docDesc }));
  }

  /** GET dpcnBzmnRegNo / dpcnScmMngrId: taken by another member's application? */
  async duplicate(user: SessionUser, column: 'bzmnRegNo' | 'scmMngrId', value: string) {
    const mine = await this.repo.mine(user.userId);
    const taken = await this.repo.taken(column, value, mine?.aplyId ?? null);
    const message =
      column === 'bzmnRegNo' ? (taken ? M.dupBrno : M.brnoFree) : taken ? M.dupScmMngrId : M.scmMngrIdFree;
    return { dpcnYn: taken ? ('Y' as const) : ('N' as const), message };
  }

  /**
   * What was typed, sorted (checkEntryFields): well-formed values to store, the rest kept as typed with what to fix —
   * a business number or supplier-manager id another application holds among them (said at once, decided finally
   * by the unique constraints).
   */
  private async sort(input: EntryInput, aplyId: number | null): Promise<{ fields: EntryFields; kept: EntryKept[] }> {
    const { fields, kept } = checkEntryFields(input);
    const held = { bzmnRegNo: M.dupBrno, scmMngrId: M.dupScmMngrId } as const;
    for (const column of ['bzmnRegNo', 'scmMngrId'] as const) {
      const value = fields[column];
      if (value && (await this.repo.taken(column, value, aplyId))) {
        kept.push({ field: column, input: input[column] ?? value, message: held[column] });
        fields[column] = null;
      }
    }
    kept.sort((a, b) => ENTRY_FIELDS.indexOf(a.field) - ENTRY_FIELDS.indexOf(b.field));
    return { fields, kept };
  }

  /**
   * Writes what was typed; a unique constraint that lost a race (the business number or id taken a moment ago, the
   * member's own first save from another tab) sorts the fields again and writes once more.
   */
  private async write(input: EntryInput, save: (sorted: Sorted) => Promise<void>, aplyId: number | null) {
    for (let attempt = 0; ; attempt += 1) {
      const sorted = await this.sort(input, aplyId);
      try {
        await save(sorted);
        return sorted.kept;
      } catch (err) {
        if (err instanceof AppError || !isUniqueViolation(err) || attempt > 0) {
          if (isUniqueViolation(err)) throw AppError.conflict(M.alreadyApplied);
          throw err;
        }
      }
    }
  }

  /** A draft's answer: saved, and which fields it kept as typed with what to fix in each. */
  private saved(kept: readonly EntryKept[]) {
    if (kept.length === 0) return ok(M.saved);
    const errors = kept.map(({ field, message }) => ({ field, message }));
    return ok(M.savedToFix(kept.map((k) => ENTRY_FIELD_LABELS[k.field]).join(', ')), { errors });
  }

  /**
   * What a submission needs, checked before anything is written (a refused submission changes nothing; the form
   * saves the draft first): every field typed well formed (each named with what to fix), the required fields, the
   * required documents of the application (none before its first save).
   */
  private async assertSubmittable(sorted: Sorted, aplyId: number | null) {
    if (sorted.kept.length) {
      const lines = sorted.kept.map((k) => `${ENTRY_FIELD_LABELS[k.field]}: ${k.message}`);
      const errors = sorted.kept.map(({ field, message }) => ({ field, message }));
      throw AppError.badRequest([M.submitToFix, ...lines].join('\n'), errors);
    }
    const missing = missingEntryFields(sorted.fields);
    if (missing.length) throw AppError.badRequest([M.incompleteTitle, ...missing].join('\n'));
    const docs = docsOf(aplyId === null ? [] : await this.repo.docs([aplyId]));
    const lacking = docs.filter((d) => d.reqYn === 'Y' && (d.docSts === 'missing' || d.docSts === 'rejected'));
    if (lacking.length) throw AppError.badRequest(M.docsMissing(lacking.map((d) => d.docNm).join(', ')));
  }

  /**
   * POST cmstr/aply: the member's first save (a draft; a submission is refused before it, as it has no documents
   * yet). A member who has one already (a second tab, a page from before the first save) saves into it: what was
   * typed is never refused for that.
   */
  async create(user: SessionUser, body: SaveBody) {
    const { submitYn, ...input } = body;
    if (await this.repo.mine(user.userId)) return this.update(user, body);
    if (submitYn === 'Y') await this.assertSubmittable(await this.sort(input, null), null);
    const now = this.now();
    try {
      const kept = await this.write(
        input,
        async ({ fields, kept }) => {
          await this.transaction(async (trx) => {
            const repo = new MarketEntryRepository(trx);
            const aplyId = await repo.insert(user.userId, fields, draftInput(kept), now);
            await repo.addHistory(aplyId, { from: null, to: 'draft' }, null, user.userId, now);
          });
        },
        null,
      );
      return this.saved(kept);
    } catch (err) {
      // The member's own first save from another tab won the race: this one saves into it.
      if (err instanceof AppError && err.status === 409 && (await this.repo.mine(user.userId))) {
        return this.update(user, body);
      }
      throw err;
    }
  }

  /**
   * PUT cmstr/aply: saves a draft (a rejected application becomes a draft again); `submitYn: 'Y'` saves and
   * submits in one step when everything a submission needs is there, and otherwise changes nothing.
   */
  async update(user: SessionUser, body: SaveBody) {
    const { submitYn, ...input } = body;
    const row = await this.repo.mine(user.userId);
    if (!row) throw AppError.notFound(M.notFound);
    if (!editable(row.sts)) throw AppError.conflict(row.sts === 'accepted' ? M.accepted : M.notEditable);
    if (submitYn === 'Y') await this.assertSubmittable(await this.sort(input, row.aplyId), row.aplyId);
    const now = this.now();
    const kept = await this.write(
      input,
      async ({ fields, kept }) => {
        await this.transaction(async (trx) => {
          const repo = new MarketEntryRepository(trx);
          if (!(await repo.saveFields(row.aplyId, fields, draftInput(kept), now)))
            throw AppError.conflict(M.notEditable);
          if (row.sts === 'rejected')
            await repo.addHistory(row.aplyId, { from: 'rejected', to: 'draft' }, '반려 후 다시 작성', user.userId, now);
          if (submitYn === 'N') return;
          // A number or id taken a moment ago (kept now): not submitted, and nothing of this call is kept.
          if (kept.length) throw AppError.conflict(kept[0]!.message);
          if (!(await repo.move(row.aplyId, ['draft'], 'submitted', { submitDt: now, rjctRsn: null }, now)))
            throw AppError.conflict(M.notEditable);
          await repo.addHistory(row.aplyId, { from: 'draft', to: 'submitted' }, null, user.userId, now);
        });
      },
      row.aplyId,
    );
    return submitYn === 'Y' ? ok(M.submitted) : this.saved(kept);
  }

  /** POST cmstr/aply/doc/{docCd}: a PDF or image for one kind of document of the member's editable application. */
  async uploadDoc(user: SessionUser, docCd: EntryDocCd, files: FileSource) {
    const row = await this.repo.mine(user.userId);
    if (!row) throw AppError.badRequest(M.docNeedsApplication);
    if (!editable(row.sts)) throw AppError.conflict(row.sts === 'accepted' ? M.accepted : M.notEditable);
    const current = (await this.repo.docs([row.aplyId])).find((d) => d.docCd === docCd);
    if (current?.docSts === 'accepted') throw AppError.conflict(M.docLocked);
    const [file] = await files(UPLOAD_FIELD.single, 1);
    const [saved] = await this.uploads.saveFiles(
      [file!],
      { menuType: 'cmstr', contentsType: docCd, userId: user.userId },
      ENTRY_DOC_TYPES,
      M.docFileInvalid,
    );
    await this.repo.putDoc(row.aplyId, docCd, saved!.fileId, this.now());
    return ok(M.docUploaded);
  }

  /**
   * GET cmstr/aply/{aplyId}/doc/{docCd}: one submitted document as a download, for the member who applied and for
   * operators (the policy's `readDocument`); 404 when the application or the document is not there.
   */
  async docFile(user: SessionUser, aplyId: number, docCd: EntryDocCd): Promise<OpenedFile> {
    const row = await this.repo.byId(aplyId);
    if (!row) throw AppError.notFound(M.notFound);
    authorize(can(user, 'readDocument', row), M.docNotYours);
    const doc = (await this.repo.docs([aplyId])).find((d) => d.docCd === docCd);
    const file = doc ? await this.uploads.open(doc.fileId) : null;
    if (!file) throw AppError.notFound(M.docNotSubmitted);
    return file;
  }
}
