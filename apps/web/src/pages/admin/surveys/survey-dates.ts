/** yyyyMMdd (the contract) ↔ yyyy-MM-dd (a date field); anything else passes through for the server to refuse. */
export const ymdToDate = (ymd: string) =>
  /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : ymd;
export const dateToYmd = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date.replace(/-/g, '') : date);
