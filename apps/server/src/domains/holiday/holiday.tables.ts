/** 0001-foundation: a day the operators closed the studios and spaces (휴무일), beside the public holidays. */
export interface ClosureDayTable {
  ymd: string;
  name: string;
  regDt: string;
}
