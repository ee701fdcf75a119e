import type { CreatorBody } from '@onfan/contracts/auth';
import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import { CODE_GROUP } from '@onfan/contracts/code';
import type { UserPattern } from '@onfan/contracts/envelope';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { FieldError } from '../../../http/app-error.js';
import { AppError } from '../../../http/app-error.js';
import type { SessionUser } from '../../../http/access.js';
import type { Clock } from '../../../lib/clock.js';
import { AuthRepository } from '../auth.repository.js';
import { CreatorRepository } from './creator.repository.js';

/** Creator (influencer) information: pattern 300 edits it; a pattern-200 member saving it becomes a creator. */
export class CreatorService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async get(user: SessionUser) {
    const row = await new AuthRepository(this.db).findById(user.userId);
    if (!row) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    const creator = await new CreatorRepository(this.db).find(user.userId);
    return { userPattnCd: row.userPattnCd as UserPattern, creator: creator ?? null };
  }

  async save(user: SessionUser, body: CreatorBody) {
    const account = await new AuthRepository(this.db).findById(user.userId);
    if (!account) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    const pattern = account.userPattnCd;
    if (pattern !== '200' && pattern !== '300') throw AppError.forbidden(AUTH_MESSAGES.creatorNotAllowed);

    const creators = new CreatorRepository(this.db);
    const errors: FieldError[] = [];
    if (!(await creators.codeInUse(CODE_GROUP.channelCategory, body.ytbChnlCtgrTypCd))) {
      errors.push({ field: 'ytbChnlCtgrTypCd', message: AUTH_MESSAGES.ytbChnlCtgrTypCdRequired });
    }
    if (!(await creators.codeInUse(CODE_GROUP.gender, body.gndrCd))) {
      errors.push({ field: 'gndrCd', message: AUTH_MESSAGES.gndrCdRequired });
    }
    if (errors.length) throw AppError.badRequest(errors.map((e) => e.message).join('\n'), errors);

    const nowIso = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await new CreatorRepository(trx).upsert(user.userId, body, nowIso);
      if (pattern === '200' && !(await new AuthRepository(trx).changePattern(user.userId, '200', '300', nowIso))) {
        throw AppError.conflict(AUTH_MESSAGES.creatorNotAllowed);
      }
    });
    return {
      number: 200 as const,
      message: pattern === '200' ? AUTH_MESSAGES.creatorConverted : AUTH_MESSAGES.creatorSaved,
      userPattnCd: '300' as const,
    };
  }
}
