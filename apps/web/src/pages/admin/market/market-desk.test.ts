import { docDecisionBodySchema, MARKET_ENTRY_MESSAGES } from '@onfan/contracts/market-entry';
import { FESTIVAL_MESSAGES, seasonBodySchema } from '@onfan/contracts/festival';
import { describe, expect, it } from 'vitest';
import { entryMovesFrom } from '../MarketEntriesPage';
import { seasonBodyOf, seasonDraftOf } from './FestivalSeasonPage';

describe('the 판로 desk rules the pages apply', () => {
  it('offers only the moves an application may make from its state', () => {
    expect(entryMovesFrom('submitted').map((m) => m.label)).toEqual(['검토 시작', '반려']);
    expect(entryMovesFrom('reviewing').map((m) => m.label)).toEqual(['입점 승인', '반려']);
    expect(entryMovesFrom('accepted')).toEqual([]);
    expect(entryMovesFrom('rejected')).toEqual([]);
  });

  it('a document needs a reason to be supplemented, and names the copy it was checked on', () => {
    const fit = docDecisionBodySchema.safeParse({ updtDt: 'x', docSts: 'accepted' });
    expect(fit.success).toBe(true);
    const noReason = docDecisionBodySchema.safeParse({ updtDt: 'x', docSts: 'rejected', rjctRsn: ' ' });
    expect(noReason.error?.issues[0]?.message).toBe(MARKET_ENTRY_MESSAGES.docReasonRequired);
    const noCopy = docDecisionBodySchema.safeParse({ docSts: 'accepted' });
    expect(noCopy.success).toBe(false);
  });

  it('a season form sends what was typed: an empty application period is none, and its dates are checked', () => {
    const draft = {
      ...seasonDraftOf(),
      campnNm: '2027 5월 동행축제',
      season: 'may',
      bgngYmd: ' 20270501 ',
      endYmd: '20270531',
    };
    const body = seasonBodyOf(draft);
    expect(body).toMatchObject({ bgngYmd: '20270501', aplyBgngYmd: null, aplyEndYmd: null, expsrYn: 'Y' });
    expect(seasonBodySchema.safeParse(body).success).toBe(true);
    const half = seasonBodySchema.safeParse(seasonBodyOf({ ...draft, aplyBgngYmd: '20270401' }));
    expect(half.error?.issues.map((i) => i.message)).toEqual([FESTIVAL_MESSAGES.aplyPeriodBoth]);
    const late = seasonBodySchema.safeParse(
      seasonBodyOf({ ...draft, aplyBgngYmd: '20270401', aplyEndYmd: '20270601' }),
    );
    expect(late.error?.issues.map((i) => i.message)).toEqual([FESTIVAL_MESSAGES.aplyAfterEnd]);
    const reversed = seasonBodySchema.safeParse(seasonBodyOf({ ...draft, endYmd: '20270430' }));
    expect(reversed.error?.issues.map((i) => i.message)).toEqual([FESTIVAL_MESSAGES.periodOrder]);
  });
});
