import { describe, expect, it } from 'vitest';
import {
  deskApplicantColumns,
  deskApplicationsColumn,
  deskApplicationStateColumn,
  deskClosableStateColumn,
  deskDateTimeColumn,
  deskIdColumn,
  deskPeriodColumn,
  deskRegisteredColumn,
} from './desk-columns';

const row = {
  sprtBizId: 42,
  aplyBgngYmd: '20261201',
  aplyEndYmd: '20261231',
  aplyCnt: 1234,
  regDt: '2026-11-30T15:30:00.000Z',
};

describe('the desk list columns', () => {
  it('show the number, the period, the count and the registration day, each sorted the way the desks sort them', () => {
    const id = deskIdColumn<'sprtBizId', typeof row>('번호', 'sprtBizId');
    expect([id.key, id.render(row), id.sort, id.sortFirst, id.nowrap]).toEqual(['id', 42, 'sprtBizId', 'desc', true]);

    const period = deskPeriodColumn<'aplyBgngYmd', 'aplyEndYmd', typeof row>('접수 기간', 'aplyBgngYmd', 'aplyEndYmd');
    expect([period.key, period.header, period.render(row), period.sort, period.sortFirst]).toEqual([
      'period',
      '접수 기간',
      '2026.12.01 ~ 2026.12.31',
      'aplyEndYmd',
      'desc',
    ]);

    const count = deskApplicationsColumn<typeof row>('신청');
    expect([count.key, count.render(row), count.sort, count.sortFirst]).toEqual(['count', '1,234', 'aplyCnt', 'desc']);

    // Registered just after midnight in Seoul: the Seoul day.
    const reg = deskRegisteredColumn<typeof row>('등록일');
    expect([reg.key, reg.render(row), reg.sort]).toEqual(['reg', '2026.12.01', undefined]);
  });

  it('show the applicant and the application state with its reason', () => {
    const applicant = { lgnId: 'hong', userNm: '홍*동', aplySttsNm: '미선정', sttsRsn: '서류 미비' as string | null };
    const [id, name] = deskApplicantColumns<typeof applicant>({ id: '아이디', applicant: '이름' });
    expect([id?.key, id?.header, id?.render(applicant), id?.sort]).toEqual(['id', '아이디', 'hong', 'lgnId']);
    expect([name?.key, name?.header, name?.render(applicant), name?.sort]).toEqual([
      'name',
      '이름',
      '홍*동',
      undefined,
    ]);

    const state = deskApplicationStateColumn<typeof applicant>('상태');
    expect([state.key, state.render(applicant), state.sort]).toEqual(['status', '미선정 (서류 미비)', 'aplyStts']);
    expect(state.render({ ...applicant, aplySttsNm: '신청', sttsRsn: null })).toBe('신청');
  });

  it('show when something happened to the minute in Seoul time, newest first', () => {
    const when = deskDateTimeColumn<'submittedAt', { submittedAt: string }>('submitted', '제출일시', 'submittedAt');
    expect([when.key, when.header, when.nowrap, when.sort, when.sortFirst]).toEqual([
      'submitted',
      '제출일시',
      true,
      'submittedAt',
      'desc',
    ]);
    expect(when.render({ submittedAt: '2026-11-30T15:05:00.000Z' })).toBe('2026.12.01 00:05');
  });

  it("show a closable record's state, marked when it was closed early", () => {
    type Row = { stateNm: string; closRsn: string | null };
    const state = deskClosableStateColumn<'stateNm', Row>('state', '모집 상태', 'stateNm', '조기 마감');
    expect([state.key, state.header, state.nowrap, state.sort]).toEqual(['state', '모집 상태', true, undefined]);
    expect(state.render({ stateNm: '마감', closRsn: '예산 소진' })).toBe('마감 (조기 마감)');
    expect(state.render({ stateNm: '모집 중', closRsn: null })).toBe('모집 중');
  });
});
