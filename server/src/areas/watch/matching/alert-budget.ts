// What one ingest batch may write as alerts, however many rules match how many events: the
// matches are gathered into their alert groups (one rule about one player; a batch is stored in
// one hour, so its matches of one rule about one player fall in one group), each group gets its
// first row, then its further events up to a few rows each while the batch's budget lasts. The
// events a group does not store as rows are counted on its last row ("and 37 more"); groups past
// the budget are counted in `overBudget`, which the caller adds to a counter, so nothing is lost
// silently. A rule's first group goes before any rule's second: one person's rules matching every
// line cannot crowd out another rule's only match (it takes the place of a second group). The
// rules one staff member made share at most `perMaker` rows: so one person's rules take a fixed
// part of the batch's time, not the whole budget's. When more of their rules match than their share
// holds, the rules take turns: a rule whose last row is older takes the place of one whose last row
// is more recent, so a rule that seldom matches always has its row, and rules that match every line
// each have theirs every few batches. Memory and rows stay bounded by the budget, not by lines × rules.
import { WATCH_LIMITS } from '@staff-console/domain/limits';
import type { CompiledRule } from './rule-set';

export interface AlertBudget {
  /** Alert rows one batch may write. */
  rows: number;
  /** Rows one group may take in one batch. */
  perGroup: number;
  /** Rows the rules of one maker may take in one batch (no limit but `rows` when absent). */
  perMaker?: number;
}

export const ALERT_BUDGET: AlertBudget = {
  rows: WATCH_LIMITS.alertsPerBatch,
  perGroup: WATCH_LIMITS.alertsPerGroupInBatch,
  perMaker: WATCH_LIMITS.alertsPerMakerInBatch,
};

/** Batches this thread has matched: the clock of the rules' turns. */
let batches = 0;

interface Group {
  rule: CompiledRule;
  playerId: number | null;
  /** The first events (indexes in the batch) that matched, at most perGroup. */
  events: number[];
  total: number;
  order: number;
  /** Not its rule's first group: may give its place to another rule's first. */
  secondary: boolean;
  evicted: boolean;
}

export interface BudgetedAlert {
  rule: CompiledRule;
  playerId: number | null;
  /** The event's index in the batch. */
  event: number;
  /** Later events of this group in this batch that have no row of their own. */
  more: number;
}

interface Maker {
  live: number;
  secondaries: Group[];
  firsts: Group[];
}

export class BatchGroups {
  private readonly byRule = new Map<CompiledRule, Map<number, Group>>();
  private readonly groups: Group[] = [];
  /** Groups that are not their rule's first, latest last: the ones to give up when the budget is full. */
  private readonly secondaries: Group[] = [];
  private live = 0;
  /** Per maker: their live groups, their secondaries latest last and their first groups (evicted ones are skipped). */
  private readonly makers = new Map<string, Maker>();
  private readonly perMaker: number;
  /** Matches of groups that found no room in the budget. */
  overBudget = 0;
  /** Every match of the batch: the rows, their `more` counts and `overBudget` add up to it. */
  matches = 0;

  /** This batch's number on the turns' clock. */
  private readonly batch = (batches += 1);

  constructor(readonly budget: AlertBudget = ALERT_BUDGET) {
    this.perMaker = budget.perMaker ?? budget.rows;
  }

  private makerOf(rule: CompiledRule): Maker {
    let maker = this.makers.get(rule.makerId);
    if (!maker) this.makers.set(rule.makerId, (maker = { live: 0, secondaries: [], firsts: [] }));
    return maker;
  }

  /** `total` matches of `rule` about `playerId`, the first of them by `events`; without a player, each event is its own group. */
  add(rule: CompiledRule, playerId: number | null, events: readonly number[], total = events.length): void {
    this.matches += total;
    const key = playerId ?? -1 - events[0]!;
    let perPlayer = this.byRule.get(rule);
    let group = perPlayer?.get(key);
    if (!group) {
      const secondary = perPlayer !== undefined && perPlayer.size > 0;
      const maker = this.makerOf(rule);
      // The maker's share first, then the batch's: a first group may take a later group's place, or
      // the place of a first group whose rule had its turn more recently.
      if (maker.live >= this.perMaker && (secondary || !(this.giveUpSecondary(maker.secondaries) || this.takeTurn(maker.firsts, rule)))) {
        this.overBudget += total;
        return;
      }
      if (this.live >= this.budget.rows && (secondary || !this.giveUpSecondary(this.secondaries))) {
        this.overBudget += total;
        return;
      }
      group = { rule, playerId, events: [], total: 0, order: this.groups.length, secondary, evicted: false };
      if (!perPlayer) this.byRule.set(rule, (perPlayer = new Map<number, Group>()));
      perPlayer.set(key, group);
      this.groups.push(group);
      this.live += 1;
      maker.live += 1;
      if (secondary) {
        this.secondaries.push(group);
        maker.secondaries.push(group);
      } else maker.firsts.push(group);
    }
    group.total += total;
    for (const event of events) {
      if (group.events.length >= this.budget.perGroup) break;
      group.events.push(event);
    }
  }

  /** Frees the place of the latest live group of `from` (its matches counted over budget); false when there is none. */
  private giveUpSecondary(from: Group[]): boolean {
    let group = from.pop();
    while (group?.evicted) group = from.pop();
    if (!group) return false;
    this.evict(group);
    return true;
  }

  /**
   * Frees the place of the maker's first group whose rule had a row most recently (the latest of
   * them on a tie), if that is more recent than `rule`'s last row; false otherwise.
   */
  private takeTurn(firsts: Group[], rule: CompiledRule): boolean {
    let at = -1;
    for (let i = 0; i < firsts.length; i += 1) if (!firsts[i]!.evicted && (at < 0 || firsts[i]!.rule.turn >= firsts[at]!.rule.turn)) at = i;
    if (at < 0 || firsts[at]!.rule.turn <= rule.turn) return false;
    const [group] = firsts.splice(at, 1);
    this.evict(group!);
    return true;
  }

  private evict(group: Group): void {
    group.evicted = true;
    this.live -= 1;
    this.makerOf(group.rule).live -= 1;
    this.overBudget += group.total;
    this.byRule.get(group.rule)!.delete(group.playerId ?? -1 - group.events[0]!);
  }

  /** Counted without a group (e.g. term matches past the budget before they reached their rules). */
  skip(matches: number): void {
    this.matches += matches;
    this.overBudget += matches;
  }

  /** The rows to write, in the order their events came: each group's first, then further ones while the budget lasts. */
  rows(): BudgetedAlert[] {
    let left = this.budget.rows - this.live;
    const makerLeft = new Map([...this.makers].map(([id, m]) => [id, this.perMaker - m.live]));
    const out: (BudgetedAlert & { order: number })[] = [];
    for (const g of this.groups) {
      if (g.evicted) continue;
      g.rule.turn = this.batch;
      const extra = Math.max(0, Math.min(g.events.length - 1, left, makerLeft.get(g.rule.makerId)!));
      left -= extra;
      makerLeft.set(g.rule.makerId, makerLeft.get(g.rule.makerId)! - extra);
      const kept = g.events.slice(0, 1 + extra);
      kept.forEach((event, i) =>
        out.push({ rule: g.rule, playerId: g.playerId, event, more: i === kept.length - 1 ? g.total - kept.length : 0, order: g.order }),
      );
    }
    out.sort((a, b) => a.event - b.event || a.order - b.order);
    return out.map(({ order: _order, ...row }) => row);
  }
}
