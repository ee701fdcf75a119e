import type { Executor } from '../../db/executor.js';

/** What the console frame reads of an account: the operator's name in its header. */
export class AdminRepository {
  constructor(private readonly db: Executor) {}

  async nameOf(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('appUser').select('userNm').where('userId', '=', userId).executeTakeFirst();
    return row?.userNm ?? null;
  }
}
