// A multi-pattern substring matcher (Aho–Corasick): finds which of many patterns occur in a text
// in one pass over the text, however many patterns there are. Works on UTF-16 code units, so
// callers fold both sides alike first (foldForSearch).

interface Node {
  next: Map<number, number>;
  fail: number;
  /** Patterns ending here, including those reached through fail links. */
  outputs: number[];
}

export class AhoCorasick {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, outputs: [] }];

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
  matches(text: string): Set<number> {
    const found = new Set<number>();
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      while (state !== 0 && !this.nodes[state]!.next.has(code)) state = this.nodes[state]!.fail;
      state = this.nodes[state]!.next.get(code) ?? 0;
      for (const output of this.nodes[state]!.outputs) found.add(output);
    }
    return found;
  }
}
