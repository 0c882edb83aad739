// A multi-pattern substring matcher (Aho–Corasick): finds which of many patterns occur in a text
// in one pass over the text, however many patterns there are. Works on UTF-16 code units, so
// callers fold both sides alike first (foldForSearch).
//
// Built without a map per node: the patterns are inserted in sorted order, so each one shares its
// prefix with the one before (no child lookups while building), and every node's children end up
// in one sorted run of flat typed arrays (binary-searched while matching). 2,000 patterns of 100
// characters (the most the watch rule caps allow) compile in a few tens of milliseconds.

const NONE: ReadonlySet<number> = new Set();
const NO_HITS = new Int32Array(0);

export class AhoCorasick {
  /** The root's transitions by code unit (0: none): most of a text never leaves the root. */
  private readonly rootNext = new Int32Array(0x10000);
  /** Node n's children are childNode[childStart[n] .. childStart[n + 1]), sorted by childCode. */
  private readonly childStart: Int32Array;
  private readonly childCode: Uint16Array;
  private readonly childNode: Int32Array;
  private readonly fail: Int32Array;
  /** The first pattern ending at a node (-1: none); samePattern links equal patterns. */
  private readonly output: Int32Array;
  private readonly samePattern: Int32Array;
  /** The nearest node on the fail chain with an output (0: none). */
  private readonly dictLink: Int32Array;
  private readonly empty: boolean;
  /** Scratch for scan(): the scan that last found each pattern, and the patterns found. */
  private readonly seenIn: Uint32Array;
  private readonly hits: Int32Array;
  private scans = 0;

  /** `patterns[i]` is reported as `i`; empty patterns never match. */
  constructor(patterns: readonly string[]) {
    const order = patterns.map((_, i) => i).filter((i) => patterns[i] !== '');
    order.sort((a, b) => (patterns[a]! < patterns[b]! ? -1 : patterns[a]! > patterns[b]! ? 1 : a - b));
    const capacity = 1 + order.reduce((sum, i) => sum + patterns[i]!.length, 0);
    const parent = new Int32Array(capacity);
    const code = new Uint16Array(capacity);
    const output = new Int32Array(capacity).fill(-1);
    const samePattern = new Int32Array(patterns.length).fill(-1);
    const lastSame = new Int32Array(capacity).fill(-1);
    let count = 1;
    /** path[d]: the node at depth d of the previous pattern. */
    const path: number[] = [0];
    let previous = '';
    for (const index of order) {
      const pattern = patterns[index]!;
      let shared = 0;
      while (shared < pattern.length && shared < previous.length && pattern.charCodeAt(shared) === previous.charCodeAt(shared)) shared += 1;
      path.length = shared + 1;
      for (let d = shared; d < pattern.length; d += 1) {
        parent[count] = path[d]!;
        code[count] = pattern.charCodeAt(d);
        path.push(count);
        count += 1;
      }
      const end = path[pattern.length]!;
      if (output[end] === -1) output[end] = index;
      else samePattern[lastSame[end]!] = index;
      lastSame[end] = index;
      previous = pattern;
    }
    // Children in one run per parent; nodes were made in sorted order, so each run is sorted by code.
    const childStart = new Int32Array(count + 1);
    for (let n = 1; n < count; n += 1) childStart[parent[n]! + 1]! += 1;
    for (let n = 0; n < count; n += 1) childStart[n + 1]! += childStart[n]!;
    const fill = childStart.slice(0, count);
    const childCode = new Uint16Array(Math.max(0, count - 1));
    const childNode = new Int32Array(Math.max(0, count - 1));
    for (let n = 1; n < count; n += 1) {
      const at = fill[parent[n]!]!;
      fill[parent[n]!] = at + 1;
      childCode[at] = code[n]!;
      childNode[at] = n;
    }
    this.childStart = childStart;
    this.childCode = childCode;
    this.childNode = childNode;
    this.output = output.subarray(0, count);
    this.samePattern = samePattern;
    this.fail = new Int32Array(count);
    this.dictLink = new Int32Array(count);
    for (let at = childStart[0]!; at < childStart[1]!; at += 1) this.rootNext[childCode[at]!] = childNode[at]!;
    this.link(count);
    this.empty = count === 1;
    this.seenIn = new Uint32Array(patterns.length);
    this.hits = new Int32Array(patterns.length);
  }

  /** The child of `node` by `unit`, or -1. */
  private next(node: number, unit: number): number {
    if (node === 0) return this.rootNext[unit] || -1;
    let lo = this.childStart[node]!;
    let hi = this.childStart[node + 1]! - 1;
    const codes = this.childCode;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = codes[mid]!;
      if (c === unit) return this.childNode[mid]!;
      if (c < unit) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Breadth-first: each node's fail link is the longest proper suffix that is also a prefix. */
  private link(count: number): void {
    const queue = new Int32Array(count);
    let tail = 0;
    for (let at = this.childStart[0]!; at < this.childStart[1]!; at += 1) queue[tail++] = this.childNode[at]!;
    for (let head = 0; head < tail; head += 1) {
      const state = queue[head]!;
      for (let at = this.childStart[state]!; at < this.childStart[state + 1]!; at += 1) {
        const child = this.childNode[at]!;
        const unit = this.childCode[at]!;
        let f = this.fail[state]!;
        let target = this.next(f, unit);
        while (target === -1 && f !== 0) {
          f = this.fail[f]!;
          target = this.next(f, unit);
        }
        const fail = target === -1 ? 0 : target;
        this.fail[child] = fail;
        this.dictLink[child] = this.output[fail] !== -1 ? fail : this.dictLink[fail]!;
        queue[tail++] = child;
      }
    }
  }

  /** The indexes of the patterns that occur in `text`, each once. */
  matches(text: string): ReadonlySet<number> {
    const found = this.scan(text);
    return found.length === 0 ? NONE : new Set(found);
  }

  /**
   * The same indexes, in the order they were found, in a view of a buffer the next scan reuses (no
   * set is built: a message that meets a hundred patterns costs a hundred writes, not a hundred
   * hash inserts).
   */
  scan(text: string): Int32Array {
    if (this.empty) return NO_HITS;
    // A pattern is found once per scan: its mark is this scan's number.
    this.scans += 1;
    if (this.scans === 0xffffffff) {
      this.seenIn.fill(0);
      this.scans = 1;
    }
    const mark = this.scans;
    let count = 0;
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      let to = this.next(state, unit);
      while (to === -1 && state !== 0) {
        state = this.fail[state]!;
        to = this.next(state, unit);
      }
      state = to === -1 ? 0 : to;
      if (state === 0) continue;
      // Every pattern on the output chain; a node met before had its whole chain added then.
      for (let node = this.output[state] !== -1 ? state : this.dictLink[state]!; node !== 0; node = this.dictLink[node]!) {
        const first = this.output[node]!;
        if (this.seenIn[first] === mark) break;
        for (let p = first; p !== -1; p = this.samePattern[p]!) {
          this.seenIn[p] = mark;
          this.hits[count++] = p;
        }
      }
    }
    return this.hits.subarray(0, count);
  }
}
