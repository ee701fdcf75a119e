import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, intrdCategory } from './content.js';
import { portalListPath, portalPath, supportProgrammePath } from './portal-path.js';

describe('portal paths', () => {
  it('gives the page of every content type', () => {
    expect(portalPath('notice', 3)).toBe('/notice/3/view');
    expect(portalPath('issue', 6)).toBe('/issue/6/view');
    expect(portalPath('issue2', 7)).toBe('/issue/7/view?kind=issue2');
    expect(portalPath('interview', 8)).toBe('/interview/8/view');
    expect(portalPath('plygrnd', 9)).toBe('/playground/9/view');
    expect(portalPath('plygrnd2', 10, '1012002')).toBe('/playground2/10/view?ctgrCode=1012002');
    expect(portalPath('plygrnd2', 10, null)).toBe('/playground2/10/view');
    expect(portalPath('plygrnd3', 11)).toBe('/playground3/11/view');
    expect(portalPath('sentcont', 12, 'story')).toBe('/sentcont/story/view/12');
    expect(portalPath('sentcont', 12)).toBe('/sentcont/guide/view/12');
    expect(portalPath('smbsales', 13)).toBe('/support/smb-sales/detail?id=13');
    expect(portalPath('intrd', 14)).toBe('/supportbiz/intrd/14');
    expect(portalPath('intrdexm', 15, intrdCategory(14))).toBe('/supportbiz/intrd/14/exm/15');
    for (const type of CONTENT_TYPES) expect(portalPath(type, 1, null)).toMatch(/^\/[a-z]/);
  });

  it('gives the list page of every content type, within a category where the list is one', () => {
    expect(portalListPath('notice')).toBe('/notice');
    expect(portalListPath('issue2')).toBe('/issue2');
    expect(portalListPath('plygrnd2', '1012001')).toBe('/playground2?ctgrCode=1012001');
    expect(portalListPath('sentcont', 'policy')).toBe('/sentcont/policy/list');
    expect(portalListPath('smbsales')).toBe('/support/smb-sales/list');
    expect(portalListPath('intrd')).toBe('/supportbiz');
    expect(portalListPath('intrdexm', intrdCategory(4))).toBe('/supportbiz/intrd/4/exms');
  });

  it('gives the page of a support programme', () => {
    expect(supportProgrammePath(42)).toBe('/support/42/view');
  });
});
