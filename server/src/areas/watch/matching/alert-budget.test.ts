// A batch's matches become at most the budget's rows: each rule and player's first row, then its
// further events up to the per-group share while room lasts, with every other match counted; one
// maker's rules share their part, taking turns when more of them match than it holds.
import { describe, expect, it } from 'vitest';
import { BatchGroups } from './alert-budget';
import type { CompiledRule } from './rule-set';

const rule = (id: string, makerId = 'm'): CompiledRule => ({
  id,
  name: id,
  kind: 'term',
  scopes: new Set(['chat']),
  webhookId: null,
  makerId,
  ratio: 0,
  minDifference: 0,
  threshold: 0,
  turn: 0,
});
const stored = (groups: BatchGroups) => groups.rows().reduce((sum, r) => sum + 1 + r.more, 0) + groups.overBudget;

describe('BatchGroups', () => {
  it("keeps one group's first 10 events as rows and counts the rest on the 10th", () => {
    const groups = new BatchGroups({ rows: 2000, perGroup: 10 });
    const a = rule('a');
    for (let event = 0; event < 25; event += 1) groups.add(a, 7, [event]);
    const rows = groups.rows();
    expect(rows.map((r) => r.event)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows.map((r) => r.more)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 15]);
    expect(stored(groups)).toBe(25);
  });

  it('gives every group its first row before any group its second, and counts groups past the budget', () => {
    const groups = new BatchGroups({ rows: 5, perGroup: 10 });
    const rules = ['a', 'b', 'c'].map((id) => rule(id));
    for (let event = 0; event < 4; event += 1) for (const r of rules) for (const player of [1, 2]) groups.add(r, player, [event]);
    const rows = groups.rows();
    expect(rows).toHaveLength(5);
    // Five groups (a·1, a·2, b·1, b·2, c·1) fit; c·2 has no room and its 4 matches are counted.
    expect(new Set(rows.map((r) => `${r.rule.id}${r.playerId}`))).toEqual(new Set(['a1', 'a2', 'b1', 'b2', 'c1']));
    expect(rows.every((r) => r.more === 3)).toBe(true);
    expect(groups.overBudget).toBe(4);
    expect(groups.matches).toBe(24);
    expect(stored(groups)).toBe(24);
  });

  it('keeps events without a player apart, and orders rows by event', () => {
    const groups = new BatchGroups({ rows: 10, perGroup: 10 });
    const a = rule('a');
    groups.add(a, null, [3]);
    groups.add(a, null, [1]);
    groups.add(a, 9, [2, 5], 4);
    expect(groups.rows().map((r) => [r.event, r.playerId, r.more])).toEqual([
      [1, null, 0],
      [2, 9, 0],
      [3, null, 0],
      [5, 9, 2],
    ]);
  });

  it("lets a rule's first group take the place of another rule's later one when the budget is full", () => {
    const groups = new BatchGroups({ rows: 3, perGroup: 10 });
    const [busy, quiet] = [rule('busy'), rule('quiet')];
    for (const player of [1, 2, 3, 4]) groups.add(busy, player, [player], 2);
    groups.add(quiet, 9, [7]);
    expect(groups.rows().map((r) => [r.rule.id, r.playerId])).toEqual([
      ['busy', 1],
      ['busy', 2],
      ['quiet', 9],
    ]);
    // busy·4 found no room, busy·3 gave its place to quiet·9: both counted.
    expect(groups.overBudget).toBe(4);
    expect(stored(groups)).toBe(9);
  });

  it("gives one maker's rules at most their share, so another maker's rules still find room", () => {
    const groups = new BatchGroups({ rows: 10, perGroup: 10, perMaker: 3 });
    const mine = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => rule(id, 'alice'));
    const theirs = rule('b1', 'bob');
    for (const r of mine) groups.add(r, 1, [0, 1], 2);
    groups.add(theirs, 2, [1]);
    const rows = groups.rows();
    expect(rows.map((r) => r.rule.id)).toEqual(['a1', 'a2', 'a3', 'b1']);
    // alice's share is taken by her first three rules' first rows: no room for their second events.
    expect(rows.filter((r) => r.rule.makerId === 'alice').every((r) => r.more === 1)).toBe(true);
    expect(groups.overBudget).toBe(4);
    expect(stored(groups)).toBe(11);
  });

  it("lets a maker's rule's first group take the place of that maker's later group", () => {
    const groups = new BatchGroups({ rows: 10, perGroup: 10, perMaker: 3 });
    const [busy, quiet] = [rule('busy', 'alice'), rule('quiet', 'alice')];
    for (const player of [1, 2, 3]) groups.add(busy, player, [player]);
    groups.add(quiet, 9, [7]);
    expect(groups.rows().map((r) => [r.rule.id, r.playerId])).toEqual([
      ['busy', 1],
      ['busy', 2],
      ['quiet', 9],
    ]);
    expect(groups.overBudget).toBe(1);
  });

  it("shares a maker's rows left over among their groups' further events", () => {
    const groups = new BatchGroups({ rows: 100, perGroup: 10, perMaker: 4 });
    const a = rule('a', 'alice');
    const b = rule('b', 'bob');
    groups.add(a, 1, [0, 1, 2, 3, 4, 5], 6);
    groups.add(b, 1, [0, 1, 2, 3, 4, 5], 6);
    const rows = groups.rows();
    // Each maker's four rows: their group's first four events, the fourth counting the other two.
    expect(rows.filter((r) => r.rule.id === 'a').map((r) => r.more)).toEqual([0, 0, 0, 2]);
    expect(rows.filter((r) => r.rule.id === 'b').map((r) => r.more)).toEqual([0, 0, 0, 2]);
    expect(stored(groups)).toBe(12);
  });

  it("gives a maker's rules turns when more of them match than their share holds: every rule has its row within a few batches", () => {
    const rules = ['a', 'b', 'c', 'd', 'e'].map((id) => rule(id, 'alice'));
    const served: string[][] = [];
    for (let batch = 0; batch < 3; batch += 1) {
      const groups = new BatchGroups({ rows: 100, perGroup: 10, perMaker: 2 });
      for (const r of rules) groups.add(r, 1, [0]);
      served.push(groups.rows().map((row) => row.rule.id));
      expect(groups.overBudget).toBe(3);
    }
    expect(served[0]).toEqual(['a', 'b']);
    expect(served[1]).toEqual(['c', 'd']);
    // e, which has waited longest, and one of the first two.
    expect(served[2]).toContain('e');
    expect(new Set(served.flat())).toEqual(new Set(['a', 'b', 'c', 'd', 'e']));
  });

  it("gives a rule that seldom matches its row though the maker's busy rules fill their share every batch", () => {
    const busy = ['a', 'b', 'c'].map((id) => rule(id, 'alice'));
    const quiet = rule('quiet', 'alice');
    const other = rule('other', 'bob');
    for (let batch = 0; batch < 4; batch += 1) {
      const groups = new BatchGroups({ rows: 100, perGroup: 10, perMaker: 2 });
      for (const r of busy) groups.add(r, 1, [0]);
      if (batch === 3) groups.add(quiet, 2, [5]);
      groups.add(other, 3, [6]);
      const ids = groups.rows().map((row) => row.rule.id);
      expect(ids.filter((id) => id !== 'other')).toHaveLength(2);
      expect(ids).toContain('other');
      if (batch === 3) expect(ids).toContain('quiet');
      expect(stored(groups)).toBe(busy.length + (batch === 3 ? 1 : 0) + 1);
    }
  });
});
