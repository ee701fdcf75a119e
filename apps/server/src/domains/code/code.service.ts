import type { CodeItem } from '@onfan/contracts/code';
import type { CodeRepository } from './code.repository.js';

export class CodeService {
  constructor(private readonly repo: CodeRepository) {}

  /** An unknown group is not an error: it simply has no values. */
  list(cmmnCd: string): Promise<CodeItem[]> {
    return this.repo.listGroup(cmmnCd);
  }
}
