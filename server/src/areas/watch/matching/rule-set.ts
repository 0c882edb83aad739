// The enabled watch rules compiled for matching (docs/RULES.md, "Watchlists and alerts"): players
// and items in hash maps, terms in one Aho–Corasick automaton over the folded message, lopsided
// rules behind their loosest thresholds. Matching an event costs the same with 10 rules or 1,000.
// The automaton holds each distinct folded term once, whoever watches it (rules point at their
// term), and is compiled only when the set of distinct terms changes: renaming, re-scoping,
// enabling or deleting a rule whose term another rule still watches reuses the last automaton.
import { foldForSearch, isLopsidedFor, reportThreshold, type WatchRuleKind, type WatchScope } from '@staff-console/domain/values';
import type { WatchRulesTable } from '../../../db/schema';
import { AhoCorasick } from './aho-corasick';

export interface CompiledRule {
  id: string;
  name: string;
  kind: WatchRuleKind;
  scopes: ReadonlySet<WatchScope>;
  webhookId: string | null;
  /**
   * The staff member who made the rule: their rules share one part of a batch's alert budget
   * (shared rules whose maker's account is gone share the part of '').
   */
  makerId: string;
  ratio: number;
  minDifference: number;
  /** A `reports` rule's distinct reporters (0 for the other kinds). */
  threshold: number;
  /**
   * The batch (this thread's count, alert-budget.ts) in which the rule last had an alert row; 0
   * when it has had none since the rules were compiled. When one person's rules want more rows than
   * their share, the rules that waited longest go first.
   */
  turn: number;
}

export type RuleRow = Pick<
  WatchRulesTable,
  'id' | 'name' | 'kind' | 'target_key' | 'ratio' | 'min_difference' | 'scopes' | 'discord_webhook_id' | 'created_by_id'
>;

const push = <K>(map: Map<K, CompiledRule[]>, key: K, rule: CompiledRule) => {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
};

const compiled = { count: 0, lastTerms: 0 };
/** How many term automatons this process has compiled, and from how many distinct terms the last one (a rule edit that keeps the terms compiles none). */
export const termCompilations = (): Readonly<typeof compiled> => ({ ...compiled });
/** Counts compilations another thread of this process did (the ingest thread's, which it reports). */
export function addTermCompilations(count: number, lastTerms: number): void {
  if (count <= 0) return;
  compiled.count += count;
  compiled.lastTerms = lastTerms;
}

const rowThreshold = (row: RuleRow): number => (row.kind === 'reports' ? (reportThreshold(row.target_key) ?? 0) : 0);

/** Shared and never written to: the answer when no rule applies. */
const NO_RULES: CompiledRule[] = [];
const NO_TERMS = new Int32Array(0);

export class RuleSet {
  readonly size: number;
  private readonly players = new Map<number, CompiledRule[]>();
  private readonly items = new Map<string, CompiledRule[]>();
  private readonly termRules: CompiledRule[][] = [];
  /** The distinct folded terms, sorted: pattern i of the automaton is distinctTerms[i]. */
  readonly distinctTerms: readonly string[];
  private readonly termsKey: string;
  private readonly terms: AhoCorasick;
  private readonly lopsidedRules: CompiledRule[] = [];
  /** The `reports` rules: each raises one alert when a player's distinct open reporters reach its threshold. */
  readonly reportRules: CompiledRule[] = [];
  /** The `appeals` rules: each raises one alert for every new appeal. */
  readonly appealRules: CompiledRule[] = [];
  private readonly loosest = { ratio: Infinity, minDifference: Infinity };

  /** `previous`: the set compiled before, whose automaton is reused when the distinct terms are the same. */
  constructor(rows: readonly RuleRow[], previous?: RuleSet) {
    this.size = rows.length;
    const byTerm = new Map<string, CompiledRule[]>();
    for (const row of rows) {
      const rule: CompiledRule = {
        id: row.id,
        name: row.name,
        kind: row.kind as WatchRuleKind,
        scopes: new Set(row.scopes.split(',') as WatchScope[]),
        webhookId: row.discord_webhook_id,
        makerId: row.created_by_id ?? '',
        ratio: Number(row.ratio ?? 0),
        minDifference: Number(row.min_difference ?? 0),
        threshold: rowThreshold(row),
        turn: 0,
      };
      const key = row.target_key ?? '';
      if (rule.kind === 'player') push(this.players, Number(key), rule);
      else if (rule.kind === 'item') push(this.items, key, rule);
      else if (rule.kind === 'term') push(byTerm, key, rule);
      else if (rule.kind === 'lopsided') {
        this.lopsidedRules.push(rule);
        this.loosest.ratio = Math.min(this.loosest.ratio, rule.ratio);
        this.loosest.minDifference = Math.min(this.loosest.minDifference, rule.minDifference);
      } else if (rule.kind === 'reports' && rule.threshold > 0) this.reportRules.push(rule);
      else if (rule.kind === 'appeals') this.appealRules.push(rule);
    }
    this.distinctTerms = [...byTerm.keys()].sort();
    for (const term of this.distinctTerms) this.termRules.push(byTerm.get(term)!);
    this.termsKey = this.distinctTerms.join('\u0000');
    if (previous && previous.termsKey === this.termsKey) this.terms = previous.terms;
    else {
      this.terms = new AhoCorasick(this.distinctTerms);
      compiled.count += 1;
      compiled.lastTerms = this.distinctTerms.length;
    }
  }

  /** How many distinct terms the rules watch. */
  get termCount(): number {
    return this.termRules.length;
  }

  /**
   * The distinct terms found in a message (indexes into the rules of termRulesAt), folded as the
   * chat search folds; a view the next call overwrites.
   */
  termIndexesIn(message: string): Int32Array {
    return this.termRules.length === 0 ? NO_TERMS : this.terms.scan(foldForSearch(message));
  }

  /** The rules watching distinct term `index`. */
  termRulesAt(index: number): readonly CompiledRule[] {
    return this.termRules[index] ?? NO_RULES;
  }

  /** Rules watching this player in this log. */
  player(userId: number | null, scope: WatchScope): CompiledRule[] {
    if (userId === null || this.players.size === 0) return NO_RULES;
    const rules = this.players.get(Number(userId));
    return rules ? rules.filter((r) => r.scopes.has(scope)) : NO_RULES;
  }

  /** Rules watching this item key in this log. */
  item(key: string, scope: WatchScope): CompiledRule[] {
    if (this.items.size === 0) return NO_RULES;
    const rules = this.items.get(key);
    return rules ? rules.filter((r) => r.scopes.has(scope)) : NO_RULES;
  }

  /** Lopsided rules this trade's sides meet; most trades are turned away by the loosest thresholds at once. */
  lopsided(sent: number, received: number): CompiledRule[] {
    if (this.lopsidedRules.length === 0 || !isLopsidedFor(sent, received, this.loosest)) return NO_RULES;
    return this.lopsidedRules.filter((r) => isLopsidedFor(sent, received, r));
  }
}
