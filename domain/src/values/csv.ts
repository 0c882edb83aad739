// CSV for the log exports: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark (so Excel
// reads non-Latin names such as たけし or Żaneta_PL as written), and formula neutralisation (OWASP
// "CSV injection"): a text cell that a spreadsheet would run as a formula is written with a
// leading apostrophe. Numbers we compute ourselves are written as plain numbers, so a negative
// profit/loss stays `-200`; every string is treated as text someone else controls.

/** The UTF-8 byte order mark, written once before the header row. */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 line end. */
export const CSV_EOL = '\r\n';

/** A text cell (neutralised and quoted as needed), a number we computed, or an empty cell. */
export type CsvCell = string | number | null | undefined;

// `=`, `+`, `-`, `@` start a formula in Excel, LibreOffice and Google Sheets; a leading TAB or CR
// is dropped by some of them, which would expose the character after it.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell: formula-leading text gets a `'`, then fields with `,` `"` CR or LF are quoted. */
export function csvText(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A number as a plain number (`-200`, `12.5`); not finite → an empty cell. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'number' ? csvNumber(cell) : csvText(cell);
}

/** One record, with its line end. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + CSV_EOL;
}

/** `yes` / `no` for a flag column. */
export const csvFlag = (value: boolean): string => (value ? 'yes' : 'no');

/** The export's file name: `<prefix>-YYYYMMDD-HHmmss.csv` in UTC. */
export function csvFileName(prefix: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
  return `${prefix}-${stamp}.csv`;
}

/**
 * Records of a CSV text (RFC 4180; a leading BOM is skipped): the inverse of csvRow, for reading
 * an export back in tests and tools. Neutralising apostrophes are kept, as a spreadsheet shows them.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith(CSV_BOM) ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
