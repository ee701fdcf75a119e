import type { CertificateReviewQuery } from '@onfan/contracts/auth.admin';
import { consoleOrder } from '../../../db/console-sort.js';
import { allColumns, compiledOnce } from '../../../db/compiled-once.js';
import type { Executor } from '../../../db/executor.js';
import type { CertificateDecision, SmbCertificateTable } from '../auth.tables.js';
import { pageOffset } from '../../../http/paging.js';

/** The certificate queue's sortable columns (the contract's keys). */
const CERTIFICATE_SORT = { submittedAt: 'c.submittedAt', lgnId: 'u.lgnId', decidedAt: 'c.decidedAt' } as const;

/** A member's most recent submission (compiled once: every booking attempt asks it, the losers of a race too). */
const latestOf = compiledOnce((db: Executor, userId: number) =>
  db
    .selectFrom('smbCertificate')
    .select(
      allColumns<SmbCertificateTable>()([
        'id',
        'userId',
        'fileId',
        'fileNm',
        'status',
        'rjctRsn',
        'submittedAt',
        'decidedAt',
        'decidedBy',
      ]),
    )
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(1),
);

export class CertificateRepository {
  constructor(private readonly db: Executor) {}

  /** The member's most recent submission (the one in force). */
  async latest(userId: number) {
    return (await latestOf(this.db, userId))[0];
  }

  /** An uploaded file that belongs to the member. */
  ownFile(fileId: string, userId: number) {
    return this.db
      .selectFrom('uploadedFile')
      .select(['fileId', 'originalName', 'mimeType'])
      .where('fileId', '=', fileId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  async insert(row: { userId: number; fileId: string | null; fileNm: string | null; submittedAt: string }) {
    await this.db
      .insertInto('smbCertificate')
      .values({ ...row, rjctRsn: null, decidedAt: null, decidedBy: null })
      .execute();
  }

  /** Decides a pending submission; false when it was decided meanwhile. */
  async decide(
    id: number,
    v: { status: CertificateDecision; rjctRsn: string | null; decidedAt: string; decidedBy: number },
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('smbCertificate')
      .set(v)
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /**
   * Submissions in force (each member's latest) in one state, newest first for decided ones, oldest first waiting,
   * unless the operator sorts by a column.
   */
  async queue(q: CertificateReviewQuery) {
    const base = this.db
      .selectFrom('smbCertificate as c')
      .innerJoin('appUser as u', 'u.userId', 'c.userId')
      .where('c.status', '=', q.status)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('smbCertificate as later')
              .select('later.id')
              .whereRef('later.userId', '=', 'c.userId')
              .whereRef('later.id', '>', 'c.id'),
          ),
        ),
      );
    // Without a sort, the waiting queue goes oldest first (first come, first reviewed) and a decided list newest first.
    const { column, direction } = consoleOrder(q, CERTIFICATE_SORT, {
      sort: 'submittedAt',
      order: q.status === 'PENDING' ? 'asc' : 'desc',
    });
    const [items, total] = await Promise.all([
      base
        .leftJoin('uploadedFile as f', 'f.fileId', 'c.fileId')
        .leftJoin('appUser as d', 'd.userId', 'c.decidedBy')
        .select([
          'c.id',
          'c.userId',
          'u.lgnId',
          'u.userNm',
          'c.fileNm',
          'f.mimeType',
          'c.status',
          'c.rjctRsn',
          'c.submittedAt',
          'c.decidedAt',
          'd.userNm as decidedByNm',
        ])
        .orderBy(column, direction)
        .orderBy('c.id', direction)
        .limit(q.pageSize)
        .offset(pageOffset(q))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { items, total: Number(total?.n ?? 0) };
  }

  /** One submission with its member's mobile number (the decision is told by text message). */
  byId(id: number) {
    return this.db
      .selectFrom('smbCertificate as c')
      .innerJoin('appUser as u', 'u.userId', 'c.userId')
      .select(['c.id', 'c.userId', 'c.fileId', 'c.fileNm', 'c.status', 'c.rjctRsn', 'u.mblNo', 'u.userNm'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  /** Members whose latest certificate waits for a decision (the console's queue). */
  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('smbCertificate as c')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.status', '=', 'PENDING')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('smbCertificate as later')
              .select('later.id')
              .whereRef('later.userId', '=', 'c.userId')
              .whereRef('later.id', '>', 'c.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
