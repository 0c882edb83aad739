// The enabled watch rules compiled for matching (docs/RULES.md, "Watchlists and alerts"): players
// and items in hash maps, terms in one Aho–Corasick automaton over the folded message, lopsided
// rules behind their loosest thresholds. Matching an event costs the same with 10 rules or 1,000.
import { foldForSearch, isLopsidedFor, type WatchRuleKind, type WatchScope } from '@staff-console/domain';
import type { WatchRulesTable } from '../db/schema';
import { AhoCorasick } from './aho-corasick';

export interface CompiledRule {
  id: string;
  name: string;
  kind: WatchRuleKind;
  scopes: ReadonlySet<WatchScope>;
  webhookId: string | null;
  ratio: number;
  minDifference: number;
}

export type RuleRow = Pick<WatchRulesTable, 'id' | 'name' | 'kind' | 'target_key' | 'ratio' | 'min_difference' | 'scopes' | 'discord_webhook_id'>;

const push = <K>(map: Map<K, CompiledRule[]>, key: K, rule: CompiledRule) => {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
};

/** Shared and never written to: the answer when no rule applies. */
const NO_RULES: CompiledRule[] = [];

export class RuleSet {
  readonly size: number;
  private readonly players = new Map<number, CompiledRule[]>();
  private readonly items = new Map<string, CompiledRule[]>();
  private readonly termRules: CompiledRule[][] = [];
  private readonly terms: AhoCorasick;
  private readonly lopsidedRules: CompiledRule[] = [];
  private readonly loosest = { ratio: Infinity, minDifference: Infinity };

  constructor(rows: readonly RuleRow[]) {
    this.size = rows.length;
    const termIndex = new Map<string, number>();
    const patterns: string[] = [];
    for (const row of rows) {
      const rule: CompiledRule = {
        id: row.id,
        name: row.name,
        kind: row.kind as WatchRuleKind,
        scopes: new Set(row.scopes.split(',') as WatchScope[]),
        webhookId: row.discord_webhook_id,
        ratio: Number(row.ratio ?? 0),
        minDifference: Number(row.min_difference ?? 0),
      };
      const key = row.target_key ?? '';
      if (rule.kind === 'player') push(this.players, Number(key), rule);
      else if (rule.kind === 'item') push(this.items, key, rule);
      else if (rule.kind === 'term') {
        let index = termIndex.get(key);
        if (index === undefined) {
          index = patterns.length;
          termIndex.set(key, index);
          patterns.push(key);
          this.termRules.push([]);
        }
        this.termRules[index]!.push(rule);
      } else if (rule.kind === 'lopsided') {
        this.lopsidedRules.push(rule);
        this.loosest.ratio = Math.min(this.loosest.ratio, rule.ratio);
        this.loosest.minDifference = Math.min(this.loosest.minDifference, rule.minDifference);
      }
    }
    this.terms = new AhoCorasick(patterns);
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

  /** Term rules whose term occurs in the message, compared folded as the chat search compares. */
  termsIn(message: string): CompiledRule[] {
    if (this.termRules.length === 0) return NO_RULES;
    const found = this.terms.matches(foldForSearch(message));
    if (found.size === 0) return NO_RULES;
    const out: CompiledRule[] = [];
    for (const index of found) out.push(...this.termRules[index]!);
    return out;
  }

  /** Lopsided rules this trade's sides meet; most trades are turned away by the loosest thresholds at once. */
  lopsided(sent: number, received: number): CompiledRule[] {
    if (this.lopsidedRules.length === 0 || !isLopsidedFor(sent, received, this.loosest)) return NO_RULES;
    return this.lopsidedRules.filter((r) => isLopsidedFor(sent, received, r));
  }
}
