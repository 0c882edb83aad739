// Splits a stream of text into JSON records, chunk by chunk, in constant memory (a 2 GB export
// needs no more than its largest record). Two layouts, told apart by the first character:
//   - a JSON array `[ {...}, {...} ]` (mongoexport --jsonArray, hand-made files): one record per element;
//   - documents one after another: NDJSON and mongoexport (one a line) as well as
//     mongoexport --pretty (one spread over several lines).
// A broken document must not swallow the ones after it, so a document is cut short (and will then
// fail to parse, with its line) where JSON cannot go on: at a line break inside a string, or at a
// '{' in the first column while it is still open (a new NDJSON line; pretty output indents).
// Each record carries the line it starts on, for error messages. Records are not parsed here.

export interface SourceRecord {
  line: number;
  text: string;
}

export class RecordSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

type Mode = 'detect' | 'array' | 'documents' | 'end';

const NL = 10;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff;

export class JsonRecordSplitter {
  private mode: Mode = 'detect';
  /** The open record's text from earlier chunks (its lines are already counted). */
  private carry = '';
  /** The line of the next character to scan. */
  private line = 1;
  private lineStart = true;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private open = false;
  private recordLine = 0;
  private expectElement = true;
  /** Inside a line of text that is not a document (documents layout). */
  private junk = false;

  push(chunk: string): SourceRecord[] {
    const out: SourceRecord[] = [];
    this.scan(chunk, out);
    return out;
  }

  /** Call once the input has ended; returns the last record or throws for a truncated input. */
  end(): SourceRecord[] {
    if (this.mode === 'array') {
      throw new RecordSyntaxError(this.open ? this.recordLine : this.line, 'the JSON array is not closed: the file ends inside it');
    }
    if (this.junk) {
      this.junk = false;
      this.open = false;
      return [{ line: this.recordLine, text: this.carry }];
    }
    if (this.mode === 'documents' && this.open) {
      throw new RecordSyntaxError(this.recordLine, 'the last document is incomplete: the file ends inside it');
    }
    return [];
  }

  private scan(chunk: string, out: SourceRecord[]): void {
    let recordStart = this.open ? 0 : -1;
    const text = this.open ? this.carry + chunk : chunk;
    let i = this.open ? this.carry.length : 0;
    this.carry = '';
    const n = text.length;
    const close = (end: number) => {
      out.push({ line: this.recordLine, text: text.slice(recordStart, end) });
      this.open = false;
      recordStart = -1;
      this.expectElement = false;
    };
    const begin = (at: number) => {
      if (this.mode === 'array' && !this.expectElement) throw new RecordSyntaxError(this.line, "expected ',' between the array's elements");
      this.open = true;
      recordStart = at;
      this.recordLine = this.line;
    };
    // Cuts the open record short; the scan goes on as if between records.
    const abandon = (end: number) => {
      close(end);
      this.depth = this.mode === 'array' ? 1 : 0;
      this.inString = false;
      this.escaped = false;
      if (this.mode === 'array') this.expectElement = true;
    };

    for (; i < n; i += 1) {
      const c = text.charCodeAt(i);
      const atLineStart = this.lineStart;
      this.lineStart = c === NL;
      if (this.junk) {
        if (c === NL) {
          close(i);
          this.junk = false;
          this.line += 1;
        }
        continue;
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) this.inString = false;
        else if (c === NL) {
          abandon(i);
          this.line += 1;
        }
        continue;
      }
      if (c === NL) this.line += 1;
      if (isSpace(c)) {
        if (this.open && this.depth === (this.mode === 'array' ? 1 : 0)) close(i); // after a bare number or literal
        continue;
      }
      switch (this.mode) {
        case 'detect':
          if (c === OPEN_BRACKET) {
            this.mode = 'array';
            this.depth = 1;
            continue;
          }
          if (c !== OPEN_BRACE) throw new RecordSyntaxError(this.line, `expected a JSON array or JSON documents, found '${String.fromCharCode(c)}'`);
          this.mode = 'documents';
          break;
        case 'end':
          throw new RecordSyntaxError(this.line, 'unexpected text after the end of the JSON array');
        case 'documents':
          if (!this.open && c === OPEN_BRACE && atLineStart) {
            // Fast path for one document a line: a line that opens with '{' and closes with '}' is
            // taken whole (if it is not JSON after all, parsing it says so, with its line).
            const newline = text.indexOf('\n', i);
            let last = newline - 1;
            while (last > i && isSpace(text.charCodeAt(last))) last -= 1;
            if (newline !== -1 && text.charCodeAt(last) === CLOSE_BRACE) {
              out.push({ line: this.line, text: text.slice(i, last + 1) });
              this.line += 1;
              this.lineStart = true;
              i = newline;
              continue;
            }
          }
          if (this.depth === 0 && c !== OPEN_BRACE) {
            // Not a document: the rest of the line becomes one record, which will fail to parse.
            if (!this.open) begin(i);
            this.junk = true;
            continue;
          }
          if (this.open && atLineStart && c === OPEN_BRACE) abandon(i - 1);
          break;
        case 'array':
          if (this.depth === 1 && (c === COMMA || c === CLOSE_BRACKET)) {
            if (this.open) close(i);
            if (c === CLOSE_BRACKET) {
              this.mode = 'end';
              this.depth = 0;
            } else if (this.expectElement) {
              throw new RecordSyntaxError(this.line, 'expected an array element before this comma');
            } else {
              this.expectElement = true;
            }
            continue;
          }
          break;
      }
      const base = this.mode === 'array' ? 1 : 0;
      if (!this.open && this.depth === base) begin(i);
      if (c === QUOTE) this.inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth += 1;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        this.depth -= 1;
        if (this.depth < base) throw new RecordSyntaxError(this.line, `unexpected '${String.fromCharCode(c)}'`);
        if (this.depth === base) close(i + 1);
      }
    }
    if (this.open) this.carry = text.slice(recordStart);
  }
}
