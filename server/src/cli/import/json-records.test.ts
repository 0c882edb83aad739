import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonRecordSplitter, RecordSyntaxError, type SourceRecord } from './json-records';

/** Feeds the text in the given chunk sizes (cycled) and returns every record. */
function split(text: string, sizes: number[] = [text.length || 1]): SourceRecord[] {
  const splitter = new JsonRecordSplitter();
  const out: SourceRecord[] = [];
  for (let at = 0, k = 0; at < text.length; k += 1) {
    const size = Math.max(1, sizes[k % sizes.length]!);
    out.push(...splitter.push(text.slice(at, at + size)));
    at += size;
  }
  out.push(...splitter.end());
  return out;
}

const values = (records: SourceRecord[]) => records.map((r) => JSON.parse(r.text) as unknown);

describe('JsonRecordSplitter', () => {
  it('reads NDJSON / mongoexport one document a line, skipping blank lines, with line numbers', () => {
    const text = '{"a":1}\r\n\n{"b":"x}{"}\n   \n{"c":[1,{"d":2}]}';
    const records = split(text);
    expect(records.map((r) => r.line)).toEqual([1, 3, 5]);
    expect(values(records)).toEqual([{ a: 1 }, { b: 'x}{' }, { c: [1, { d: 2 }] }]);
  });

  it('keeps a broken NDJSON line to itself', () => {
    const records = split('{"a":1}\n{"b": "unterminated}\n{"c":3\n{"d":4}\nnot json at all\n{"e":5}\n42');
    expect(records.map((r) => [r.line, r.text])).toEqual([
      [1, '{"a":1}'],
      [2, '{"b": "unterminated}'],
      [3, '{"c":3'],
      [4, '{"d":4}'],
      [5, 'not json at all'],
      [6, '{"e":5}'],
      [7, '42'],
    ]);
  });

  it('reads a JSON array element by element, with the line each starts on', () => {
    const text = '\uFEFF[\n  {"a": "[,]"},\n  {"b": "say \\"hi\\""} ,\n  42, "text", null,\n  {"c": {"d": []}}\n]\n';
    const records = split(text);
    expect(values(records)).toEqual([{ a: '[,]' }, { b: 'say "hi"' }, 42, 'text', null, { c: { d: [] } }]);
    expect(records.map((r) => r.line)).toEqual([2, 3, 4, 4, 4, 5]);
    expect(split('[]')).toEqual([]);
    expect(split('  ')).toEqual([]);
  });

  it('reads documents spread over several lines (mongoexport --pretty)', () => {
    const text = '{\n  "_id": {"$oid": "6740a1b2c3d4e5f601000001"},\n  "n": 1\n}\n{\n  "n": 2\n}\n';
    const records = split(text);
    expect(values(records)).toEqual([{ _id: { $oid: '6740a1b2c3d4e5f601000001' }, n: 1 }, { n: 2 }]);
    expect(records.map((r) => r.line)).toEqual([1, 5]);
  });

  it('names the line of a structural error', () => {
    const error = (text: string) => {
      try {
        split(text);
      } catch (e) {
        if (e instanceof RecordSyntaxError) return [e.line, e.message];
        throw e;
      }
      return undefined;
    };
    expect(error('[{"a":1},\n{"b":2}')).toEqual([2, 'the JSON array is not closed: the file ends inside it']);
    expect(error('[{"a":1}\n{"b":2}]')).toEqual([2, "expected ',' between the array's elements"]);
    expect(error('[{"a":1},,{"b":2}]')).toEqual([1, 'expected an array element before this comma']);
    expect(error('[{"a":1}]\n\n{"b":2}')).toEqual([3, 'unexpected text after the end of the JSON array']);
    expect(error('\n\nid,name\n1,x')).toEqual([3, "expected a JSON array or JSON documents, found 'i'"]);
    expect(error('{\n  "a": 1\n}\n{\n  "b": 2\n')).toEqual([4, 'the last document is incomplete: the file ends inside it']);
  });

  it('gives the same records however the text is cut into chunks (property)', () => {
    const doc = fc.dictionary(
      fc.string({ maxLength: 6 }),
      fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 })),
      {
        maxKeys: 4,
      },
    );
    fc.assert(
      fc.property(
        fc.array(doc, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('array', 'ndjson', 'pretty'),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
        (docs, layout, sizes) => {
          const text =
            layout === 'array'
              ? JSON.stringify(docs, null, 1)
              : layout === 'ndjson'
                ? docs.map((d) => JSON.stringify(d)).join('\n')
                : docs.map((d) => JSON.stringify(d, null, 2)).join('\n');
          expect(values(split(text, sizes))).toEqual(docs);
          expect(split(text, sizes)).toEqual(split(text));
        },
      ),
      { numRuns: 300 },
    );
  });
});
