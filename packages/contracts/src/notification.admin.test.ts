import { describe, expect, it } from 'vitest';
import { announcementAudienceSchema, announcementWriteBodySchema } from './notification.admin.js';

describe('announcement contracts', () => {
  it('takes a 시·도 for the group, or none for every region, and refuses any other in Korean at the field', () => {
    expect(announcementAudienceSchema.parse({ ancmtKind: 'INFO' })).toEqual({ ancmtKind: 'INFO' });
    expect(announcementAudienceSchema.parse({ ancmtKind: 'AD', rgnCd: '50', userPattnCd: '200' })).toEqual({
      ancmtKind: 'AD',
      rgnCd: '50',
      userPattnCd: '200',
    });
    for (const rgnCd of ['', '99', '제주']) {
      expect(announcementAudienceSchema.safeParse({ ancmtKind: 'INFO', rgnCd }).error?.issues).toEqual([
        expect.objectContaining({ path: ['rgnCd'], message: '지역을 목록에서 골라 주세요.' }),
      ]);
    }
    const body = announcementWriteBodySchema.parse({ ancmtKind: 'INFO', tit: '안내', cn: '내용', rgnCd: '11' });
    expect(body.rgnCd).toBe('11');
  });
});
