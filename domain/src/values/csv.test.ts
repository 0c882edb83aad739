import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, csvFlag, csvNumber, csvRow, csvText, parseCsv } from './csv';

describe('csvText', () => {
  it('leaves plain text as it is, non-Latin included', () => {
    expect(csvText('hello world')).toBe('hello world');
    expect(csvText('たけし')).toBe('たけし');
    expect(csvText('Żaneta_PL')).toBe('Żaneta_PL');
    expect(csvText('')).toBe('');
  });

  it('quotes fields holding a comma, a quote, CR or LF, doubling the quotes (RFC 4180)', () => {
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('line1\nline2')).toBe('"line1\nline2"');
    expect(csvText('line1\r\nline2')).toBe('"line1\r\nline2"');
    expect(csvText('"')).toBe('""""');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises text starting with %j', (start) => {
    // A CR also makes the cell quoted; the apostrophe is the first character of the value either way.
    expect(csvText(`${start}cmd|' /C calc'!A0`)).toMatch(/^"?'/);
  });

  it('neutralises formulas, then quotes them when needed', () => {
    expect(csvText('=HYPERLINK("http://evil","click")')).toBe('"\'=HYPERLINK(""http://evil"",""click"")"');
    expect(csvText('=1+1')).toBe("'=1+1");
    expect(csvText('+44 20')).toBe("'+44 20");
    expect(csvText('-200')).toBe("'-200");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\t=1')).toBe("'\t=1");
    expect(csvText('\r=1')).toBe('"\'\r=1"');
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvText('a=b')).toBe('a=b');
    expect(csvText('x-1')).toBe('x-1');
    expect(csvText(' =1')).toBe(' =1');
  });
});

describe('csvNumber / csvCell', () => {
  it('writes numbers plainly, negatives included', () => {
    expect(csvNumber(-200)).toBe('-200');
    expect(csvNumber(12.5)).toBe('12.5');
    expect(csvNumber(0)).toBe('0');
    expect(csvNumber(Number.NaN)).toBe('');
    expect(csvNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('writes null and undefined as empty cells, strings as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-5')).toBe("'-5");
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c', -2])).toBe('a,1,,"b,c",-2\r\n');
    expect(csvRow([])).toBe('\r\n');
  });
});

describe('csvFlag / csvFileName / CSV_BOM', () => {
  it('says yes or no', () => {
    expect(csvFlag(true)).toBe('yes');
    expect(csvFlag(false)).toBe('no');
  });

  it('names the file after the UTC time', () => {
    expect(csvFileName('chat-logs', new Date('2024-03-05T07:08:09.123Z'))).toBe('chat-logs-20240305-070809.csv');
  });

  it('is the byte order mark (EF BB BF once encoded as UTF-8)', () => {
    expect([...CSV_BOM].map((c) => c.charCodeAt(0))).toEqual([0xfeff]);
  });
});

describe('parseCsv', () => {
  it('reads back what csvRow wrote, quotes, commas and line breaks included', () => {
    const rows = [
      ['Time', 'Player', 'Message'],
      ['2024-01-01T00:00:00.000Z', 'たけし', 'a, "quoted"\r\nsecond line'],
      ['x', '', 'trailing,'],
    ];
    expect(parseCsv(CSV_BOM + rows.map((r) => csvRow(r)).join(''))).toEqual(rows);
  });

  it('keeps the neutralising apostrophe', () => {
    expect(parseCsv(csvRow(['=1+1', '-5', 3]))).toEqual([["'=1+1", "'-5", '3']]);
  });

  it('reads a last record without a line end, and nothing from an empty text', () => {
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
    expect(parseCsv('')).toEqual([]);
  });
});
