// The watch rule dialog's form: its values as typed, the body sent to the server, and the check
// made with the domain's own schema before sending (the server checks again).
import type { FieldErrors, Resolver } from 'react-hook-form';
import { UNTARGETED_WATCH_KINDS, WATCH_KIND_SCOPES, WatchRuleBody, type WatchRule, type WatchRuleKind, type WatchScope } from '@staff-console/domain';

export interface WatchRuleFormValues {
  name: string;
  kind: WatchRuleKind;
  target: string;
  scopes: WatchScope[];
  shared: boolean;
  /** '' for none. */
  discordWebhookId: string;
  enabled: boolean;
  /** As typed; '' leaves the default. */
  ratio: string;
  minDifference: string;
}

/** What a shortcut fills in ('Watch this player', 'Watch this item', 'Watch this term'). */
export interface WatchRulePrefill {
  kind: WatchRuleKind;
  target?: string;
  name?: string;
}

export function initialWatchRuleValues(from: WatchRule | WatchRulePrefill | null): WatchRuleFormValues {
  const kind = from?.kind ?? 'player';
  const rule = from && '_id' in from ? from : null;
  return {
    name: from?.name ?? '',
    kind,
    target: from?.target ?? '',
    scopes: rule ? [...rule.scopes] : [...WATCH_KIND_SCOPES[kind]],
    shared: rule?.shared ?? false,
    discordWebhookId: rule?.discordWebhookId ?? '',
    enabled: rule?.enabled ?? true,
    ratio: rule?.ratio === null || rule?.ratio === undefined ? '' : String(rule.ratio),
    minDifference: rule?.minDifference === null || rule?.minDifference === undefined ? '' : String(rule.minDifference),
  };
}

const numberOrUndefined = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed.trim().replace(/,/g, '')));

/** The scopes kept for a kind: those it may watch, in the form's order. */
export const scopesForKind = (kind: WatchRuleKind, scopes: readonly WatchScope[]): WatchScope[] => scopes.filter((s) => WATCH_KIND_SCOPES[kind].includes(s));

/** The POST body; the administrator-only fields only when the caller may set them. */
export function watchRuleCreateBody(v: WatchRuleFormValues, admin: boolean): Record<string, unknown> {
  const lopsided = v.kind === 'lopsided';
  const body: Record<string, unknown> = { name: v.name.trim(), kind: v.kind, scopes: scopesForKind(v.kind, v.scopes), enabled: v.enabled };
  if (!UNTARGETED_WATCH_KINDS.includes(v.kind)) body.target = v.target.trim();
  if (lopsided) {
    const ratio = numberOrUndefined(v.ratio);
    const minDifference = numberOrUndefined(v.minDifference);
    if (ratio !== undefined) body.ratio = ratio;
    if (minDifference !== undefined) body.minDifference = minDifference;
  }
  if (admin) {
    body.shared = v.shared;
    body.discordWebhookId = v.discordWebhookId === '' ? null : v.discordWebhookId;
  }
  return body;
}

/** The PATCH body: every field but the kind, which a rule keeps. */
export function watchRulePatchBody(v: WatchRuleFormValues, admin: boolean): Record<string, unknown> {
  const { kind: _kind, ...body } = watchRuleCreateBody(v, admin);
  if (UNTARGETED_WATCH_KINDS.includes(v.kind)) body.target = null;
  return body;
}

/** Checks the form with the domain's create schema; the first problem of each field is shown under it. */
export const watchRuleResolver: Resolver<WatchRuleFormValues> = (values) => {
  // A player typed by name is looked up when the form is sent; its id is checked then.
  const byName = values.kind === 'player' && values.target.trim() !== '' && !/^\d+$/.test(values.target.trim());
  const parsed = WatchRuleBody.safeParse(watchRuleCreateBody(byName ? { ...values, target: '1' } : values, true));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<WatchRuleFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name') as keyof WatchRuleFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
