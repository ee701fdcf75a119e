import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { newMember } from '../auth/auth.testkit.js';

/** Helpers for the reservation tests (studio and space). */

export async function roomIdOf(database: Database, roomNm: string): Promise<number> {
  const row = await database.db
    .selectFrom('rsvtRoom')
    .select('roomId')
    .where('roomNm', '=', roomNm)
    .executeTakeFirstOrThrow();
  return row.roomId;
}

/** A new member whose small-business certificate an operator has accepted. */
export async function approvedMember(app: FastifyInstance, database: Database) {
  const m = await newMember(app);
  await database.db
    .insertInto('smbCertificate')
    .values({
      userId: m.userId,
      fileId: null,
      fileNm: 'cert.pdf',
      status: 'APPROVED',
      rjctRsn: null,
      submittedAt: new Date().toISOString(),
      decidedAt: new Date().toISOString(),
      decidedBy: null,
    })
    .execute();
  return m;
}

/** A valid reservation body (codes from the seeded groups, a checksum-valid business number). */
export function rsvtBody(overrides: Record<string, unknown> = {}) {
  return {
    rsvtYmd: '20251002',
    rsvtBgngHhmm: '1000',
    rsvtEndHhmm: '1200',
    rsvtUsrcnt: 2,
    rsvtUserCnctel: '010-1234-5678',
    rsvtDmndCn: '삼각대를 하나 더 부탁드립니다.',
    strNm: '온판상회',
    brno: '1248100998',
    useCtgrDcd: '1003001',
    shootCtgrDcd: '1004001',
    strPattnDcd: '1022001',
    rprsGdsNm: '수제 과일청',
    brndNm: '온판팜',
    letoffChnl: '스마트스토어',
    loanPssEqu: '1023001,1023002',
    osdAddExpctEqu: '',
    ...overrides,
  };
}
