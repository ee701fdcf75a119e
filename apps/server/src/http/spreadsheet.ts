import ExcelJS from 'exceljs';

/**
 * Console exports as files (decision 036): a table of Korean headers and string cells as CSV (UTF-8 with a byte-order
 * mark, so Excel reads it as UTF-8; RFC 4180 quoting, CRLF) or as an XLSX workbook (exceljs). Every cell is text — a
 * business number keeps its leading zeros — and a cell a spreadsheet would run as a formula gets a leading apostrophe.
 */

export type SpreadsheetFormat = 'csv' | 'xlsx';

export interface Sheet {
  name: string;
  headers: readonly string[];
  rows: readonly (readonly (string | null)[])[];
}

export const SPREADSHEET_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell as text, never read as a formula (=, +, -, @, tab, carriage return at the start). */
export function safeCell(value: string | null): string {
  const v = value ?? '';
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

export function toCsv(sheet: Sheet): Buffer {
  const line = (cells: readonly (string | null)[]) =>
    cells.map((c) => `"${safeCell(c).replace(/"/g, '""')}"`).join(',');
  const text = [line(sheet.headers), ...sheet.rows.map(line)].join('\r\n') + '\r\n';
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}

export async function toXlsx(sheet: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ONFAN';
  const ws = workbook.addWorksheet(sheet.name.slice(0, 31));
  ws.addRow([...sheet.headers]).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row.map(safeCell));
  ws.columns.forEach((column, i) => {
    const longest = Math.max(sheet.headers[i]?.length ?? 0, ...sheet.rows.map((r) => (r[i] ?? '').length));
    // Hangul is about twice as wide as a Latin letter.
    column.width = Math.min(60, Math.max(10, longest * 2 + 2));
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function toSpreadsheet(format: SpreadsheetFormat, sheet: Sheet): Promise<Buffer> {
  return format === 'csv' ? toCsv(sheet) : toXlsx(sheet);
}
