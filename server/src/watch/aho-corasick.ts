// A multi-pattern substring matcher (Aho–Corasick): finds which of many patterns occur in a text
// in one pass over the text, however many patterns there are. Works on UTF-16 code units, so
// callers fold both sides alike first (foldForSearch).

interface Node {
  next: Map<number, number>;
  fail: number;
  /** Patterns ending here, including those reached through fail links. */
  outputs: number[];
}

const NONE: ReadonlySet<number> = new Set();

export class AhoCorasick {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, outputs: [] }];
  /** The root's transitions by code unit (0: none), a typed-array lookup: most of a text never leaves the root. */
  private readonly rootNext = new Int32Array(0x10000);
  private readonly empty: boolean;

  /** `patterns[i]` is reported as `i`; empty patterns never match. */
  constructor(patterns: readonly string[]) {
    patterns.forEach((pattern, index) => {
      if (pattern === '') return;
      let state = 0;
      for (let i = 0; i < pattern.length; i += 1) {
        const code = pattern.charCodeAt(i);
        let to = this.nodes[state]!.next.get(code);
        if (to === undefined) {
          to = this.nodes.length;
          this.nodes.push({ next: new Map(), fail: 0, outputs: [] });
          this.nodes[state]!.next.set(code, to);
        }
        state = to;
      }
      this.nodes[state]!.outputs.push(index);
    });
    this.link();
    for (const [code, child] of this.nodes[0]!.next) this.rootNext[code] = child;
    this.empty = this.nodes.length === 1;
  }

  /** Breadth-first: each node's fail link is the longest proper suffix that is also a prefix. */
  private link(): void {
    const queue: number[] = [];
    for (const child of this.nodes[0]!.next.values()) queue.push(child);
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      const node = this.nodes[state]!;
      for (const [code, child] of node.next) {
        let fail = node.fail;
        while (fail !== 0 && !this.nodes[fail]!.next.has(code)) fail = this.nodes[fail]!.fail;
        const target = this.nodes[fail]!.next.get(code);
        const childNode = this.nodes[child]!;
        childNode.fail = target !== undefined && target !== child ? target : 0;
        childNode.outputs.push(...this.nodes[childNode.fail]!.outputs);
        queue.push(child);
      }
    }
  }

  /** The indexes of the patterns that occur in `text`, each once. */
  matches(text: string): ReadonlySet<number> {
    let found: Set<number> | undefined;
    if (!this.empty) {
      const nodes = this.nodes;
      const rootNext = this.rootNext;
      let state = 0;
      for (let i = 0; i < text.length; i += 1) {
        const code = text.charCodeAt(i);
        while (state !== 0 && !nodes[state]!.next.has(code)) state = nodes[state]!.fail;
        state = state === 0 ? rootNext[code]! : nodes[state]!.next.get(code)!;
        if (state === 0) continue;
        const outputs = nodes[state]!.outputs;
        if (outputs.length > 0) for (const output of outputs) (found ??= new Set()).add(output);
      }
    }
    return found ?? NONE;
  }
}
