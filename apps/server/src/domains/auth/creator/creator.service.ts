import { AUTH_MESSAGES } from '@onfan/contracts/auth';
import type { CreatorBody } from '@onfan/contracts/auth-creator';
import { CODE_GROUP } from '@onfan/contracts/code';
import { USER_PATTERN } from '@onfan/contracts/envelope';
import type { RunInTransaction } from '../../../db/executor.js';
import type { FieldError } from '../../../http/app-error.js';
import { AppError } from '../../../http/app-error.js';
import type { SessionUser } from '../../../http/access.js';
import { ok } from '../../../http/command.js';
import type { Clock } from '../../../lib/clock.js';
import { can } from '../auth.policy.js';
import { AuthRepository } from '../auth.repository.js';
import { CreatorRepository } from './creator.repository.js';

/** Creator (influencer) information: creators edit it; a small-business member saving it becomes a creator. */
export class CreatorService {
  constructor(
    private readonly creators: CreatorRepository,
    private readonly accounts: AuthRepository,
    private readonly transaction: RunInTransaction,
    private readonly clock: Clock,
  ) {}

  async get(user: SessionUser) {
    const row = await this.accounts.findById(user.userId);
    if (!row) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    const creator = await this.creators.find(user.userId);
    return { userPattnCd: row.userPattnCd, creator: creator ?? null };
  }

  async save(user: SessionUser, body: CreatorBody) {
    const account = await this.accounts.findById(user.userId);
    if (!account) throw AppError.unauthorized(AUTH_MESSAGES.sessionRequired);
    if (!can(account, 'saveCreator')) throw AppError.forbidden(AUTH_MESSAGES.creatorNotAllowed);
    const converts = can(account, 'becomeCreator');

    const errors: FieldError[] = [];
    if (!(await this.creators.codeInUse(CODE_GROUP.channelCategory, body.ytbChnlCtgrTypCd))) {
      errors.push({ field: 'ytbChnlCtgrTypCd', message: AUTH_MESSAGES.ytbChnlCtgrTypCdRequired });
    }
    if (!(await this.creators.codeInUse(CODE_GROUP.gender, body.gndrCd))) {
      errors.push({ field: 'gndrCd', message: AUTH_MESSAGES.gndrCdRequired });
    }
    if (errors.length) throw AppError.badRequest(errors.map((e) => e.message).join('\n'), errors);

    const nowIso = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      await new CreatorRepository(trx).upsert(user.userId, body, nowIso);
      if (
        converts &&
        !(await new AuthRepository(trx).changePattern(user.userId, USER_PATTERN.member, USER_PATTERN.creator, nowIso))
      ) {
        throw AppError.conflict(AUTH_MESSAGES.creatorNotAllowed);
      }
    });
    return ok(converts ? AUTH_MESSAGES.creatorConverted : AUTH_MESSAGES.creatorSaved, {
      userPattnCd: USER_PATTERN.creator,
    });
  }
}
