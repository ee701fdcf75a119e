import type { Executor } from '../../../db/executor.js';
import type { CertificateDecision } from '../auth.tables.js';

export class CertificateRepository {
  constructor(private readonly db: Executor) {}

  /** The member's most recent submission (the one in force). */
  latest(userId: number) {
    return this.db
      .selectFrom('smbCertificate')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
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
