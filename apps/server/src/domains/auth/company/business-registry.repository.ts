import type { Executor } from '../../../db/executor.js';

/** The built-in company check's registry (business_registry; the demo seed fills it with sample companies). */
export class BusinessRegistryRepository {
  constructor(private readonly db: Executor) {}

  find(brno: string) {
    return this.db
      .selectFrom('businessRegistry')
      .select(['openDay', 'ceoNm', 'compNm'])
      .where('brno', '=', brno)
      .executeTakeFirst();
  }
}
