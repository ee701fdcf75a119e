import type { UserPattern } from '@onfan/contracts/envelope';
import type { MyPageSection } from './mypage-sections';

/** The sections listed in the side navigation for a member of this pattern (hidden ones are reached by links). */
export function visibleSections(sections: readonly MyPageSection[], pattern: UserPattern | undefined): MyPageSection[] {
  return sections.filter((s) => !s.hidden && (!s.patterns || (pattern !== undefined && s.patterns.includes(pattern))));
}
