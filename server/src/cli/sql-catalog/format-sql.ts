// A light, deterministic layout for review: whitespace outside quotes collapsed, a new line before
// each clause (select, from, where, join, order by, ...) of a statement, and a subquery that would
// make a long line laid out the same way, indented, inside its parentheses. It changes only
// whitespace outside quoted text, so the statement reads as the engine receives it.

type Token = { kind: 'word' | 'text' | 'space'; value: string } | { kind: 'group'; tokens: Token[] };

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;

/** Words that begin a clause; two-word ones are matched with the word after. */
const CLAUSES = new Set([
  'select',
  'from',
  'where',
  'group by',
  'order by',
  'having',
  'limit',
  'offset',
  'inner join',
  'left join',
  'cross join',
  'join',
  'union all',
  'union',
  'intersect',
  'except',
  'with',
  'values',
  'set',
  'returning',
  'on conflict',
  'for update',
  'insert into',
  'update',
  'delete from',
]);
/** `join` after these is part of the two-word clause; `update` after these is not a statement. */
const NOT_AFTER: Record<string, readonly string[]> = { join: ['inner', 'left', 'cross'], update: ['do', 'for'], set: ['update'] };

/** Subqueries whose one-line form is longer than this are laid out on lines of their own. */
const LONG_SUBQUERY = 60;

function tokenize(sql: string): Token[] {
  const stack: Token[][] = [[]];
  const push = (token: Token) => stack[stack.length - 1]!.push(token);
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      let end = i + 1;
      while (end < sql.length && !(sql[end] === c && sql[end + 1] !== c)) end += sql[end] === c ? 2 : 1;
      push({ kind: 'text', value: sql.slice(i, end + 1) });
      i = end + 1;
    } else if (/\s/.test(c)) {
      while (i < sql.length && /\s/.test(sql[i]!)) i++;
      push({ kind: 'space', value: ' ' });
    } else if (c === '(') {
      const group: Token[] = [];
      push({ kind: 'group', tokens: group });
      stack.push(group);
      i++;
    } else if (c === ')' && stack.length > 1) {
      stack.pop();
      i++;
    } else {
      WORD.lastIndex = i;
      const word = WORD.exec(sql);
      if (word) {
        push({ kind: 'word', value: word[0] });
        i += word[0].length;
      } else {
        push({ kind: 'text', value: c });
        i++;
      }
    }
  }
  return stack[0]!;
}

/** The tokens other than spaces, words lower-cased, with their places. */
const solid = (tokens: Token[]) =>
  tokens.flatMap((t, index) => (t.kind === 'space' ? [] : [{ index, value: t.kind === 'word' ? t.value.toLowerCase() : t.kind === 'text' ? t.value : '(' }]));

/** The token indexes where a clause begins. */
function clauseStarts(tokens: Token[]): Set<number> {
  const list = solid(tokens);
  const starts = new Set<number>();
  list.forEach((token, n) => {
    if (tokens[token.index]!.kind !== 'word') return;
    const pair = `${token.value} ${list[n + 1]?.value ?? ''}`;
    const previous = list[n - 1]?.value ?? '';
    if (CLAUSES.has(pair) || (CLAUSES.has(token.value) && !NOT_AFTER[token.value]?.includes(previous))) starts.add(token.index);
  });
  return starts;
}

function inline(tokens: Token[]): string {
  return tokens
    .map((t) => (t.kind === 'group' ? `(${inline(t.tokens).trim()})` : t.value))
    .join('')
    .replace(/ +/g, ' ');
}

const startsWithSelect = (tokens: Token[]) => solid(tokens)[0]?.value === 'select';

function layout(tokens: Token[], indent: string): string {
  const starts = clauseStarts(tokens);
  const lines: string[] = [];
  let line = '';
  tokens.forEach((token, index) => {
    if (starts.has(index) && line.trim() !== '') {
      lines.push(line.trim());
      line = '';
    }
    if (token.kind !== 'group') line += token.value;
    else if (startsWithSelect(token.tokens) && inline(token.tokens).length > LONG_SUBQUERY) {
      line += `(\n${indent}  ${layout(token.tokens, `${indent}  `)}\n${indent})`;
    } else line += `(${inline(token.tokens).trim()})`;
  });
  if (line.trim() !== '') lines.push(line.trim());
  return lines.join(`\n${indent}`);
}

export function formatSql(sql: string): string {
  return layout(tokenize(sql), '');
}
