import type { DiagnosisAnswers } from '@onfan/contracts/diagnosis';

/** Fixed answers for the tests: an online seller, 2 years old, wanting global and live commerce help. */
export function onlineSeller(sidoId = 1, sggId = 2): DiagnosisAnswers {
  return {
    basic: { gndrCd: 'W', ageCd: 'AGE_30', sidoId, sggId, bizCtgrCd: 'WHSAL_RTLSAL', bizSubCtgrCd: 'EME_COMRC' },
    management: {
      yearsCd: 'YEAR_1_3',
      personnelCd: 'PERSONNEL_1',
      salesCd: 'SALES_100_500',
      chnlCd: 'ONLINE',
      needs: ['GLOBAL', 'LIVE'],
      onlineSkill: 5,
      marketingSkill: 4,
      operationSkill: 3,
      digitalSkill: 5,
      growthWill: 5,
    },
    additional: {
      snsYn: 'Y',
      liveYn: 'N',
      exportYn: 'N',
      govSupportYn: 'N',
      domesticMarkets: ['COUPANG', 'NAVER_SHOPPING'],
      overseasMarkets: ['NONE'],
      targetCountries: ['JAPAN', 'USA'],
    },
    custom: {},
  };
}

/** The lowest answers everywhere: an offline shop that has just opened, with no plans. */
export function newOfflineShop(sidoId = 1, sggId = 2): DiagnosisAnswers {
  return {
    basic: { gndrCd: 'M', ageCd: 'AGE_60', sidoId, sggId, bizCtgrCd: 'ETC', bizSubCtgrCd: '' },
    management: {
      yearsCd: 'YEAR_1',
      personnelCd: 'PERSONNEL_1',
      salesCd: 'SALES_100',
      chnlCd: 'OFFLINE',
      needs: ['TAX'],
      onlineSkill: 1,
      marketingSkill: 1,
      operationSkill: 1,
      digitalSkill: 1,
      growthWill: 1,
    },
    additional: {
      snsYn: 'N',
      liveYn: 'N',
      exportYn: 'N',
      govSupportYn: 'N',
      domesticMarkets: ['NONE'],
      overseasMarkets: ['NONE'],
      targetCountries: ['NONE'],
    },
    custom: {},
  };
}
