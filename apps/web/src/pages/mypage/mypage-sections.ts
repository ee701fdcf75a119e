import type { UserPattern } from '@onfan/contracts/envelope';
import type { PageLoader } from '@/app/route-table';

/**
 * The my-page sections (`mypage/{path}`, `mypage2/{path}`), one entry per built feature. The my-page frame lists
 * them in its side navigation and loads the section's own lazy chunk; a path not listed here shows NotFound.
 * A feature that is not built yet has no entry: absent, never a placeholder.
 */
export interface MyPageSection {
  area: 'mypage' | 'mypage2';
  /** The `{path}` segment, e.g. `myinfo`, `reservations`. */
  path: string;
  /** Korean title: the navigation label and the page title. */
  title: string;
  load: PageLoader;
  /** Only these user patterns see the section; all logged-in users when absent. */
  patterns?: readonly UserPattern[];
  /** Reached from elsewhere (e.g. the password-confirm screen) but not listed in the side navigation. */
  hidden?: boolean;
}

export const MYPAGE_SECTIONS: MyPageSection[] = [];

export function findSection(area: MyPageSection['area'], path: string | undefined): MyPageSection | undefined {
  return MYPAGE_SECTIONS.find((s) => s.area === area && s.path === path);
}
