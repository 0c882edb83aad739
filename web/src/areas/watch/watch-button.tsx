// A 'Watch this …' shortcut: for those who may make watch rules, opens the new-rule dialog filled in
// with what is on screen (a player, an item, a chat search term); when a rule in sight already
// watches it, opens that rule instead (the server would refuse a second one).
import { lazy, Suspense, useContext, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { can, isAdmin, permissionSubject, type WatchRule } from '@staff-console/domain';
import { AuthContext } from '../../lib/auth-context';
import { useWatchRules } from './watch-api';
import { WATCH_UI } from './watch-messages';
import type { WatchRulePrefill } from './watch-rule-form';

/** What the server compares: the user id, the term in lower case, the item name trimmed and in lower case. */
const keyOf = (kind: string, target: string) => (kind === 'player' ? String(Number(target.trim())) : target.trim().toLowerCase());

/** The rule in sight that already watches what the shortcut would (same kind and target). */
export const existingRuleFor = (rules: readonly WatchRule[] | undefined, prefill: WatchRulePrefill): WatchRule | null =>
  (prefill.target !== undefined &&
    rules?.find((r) => r.kind === prefill.kind && r.target !== null && keyOf(r.kind, r.target) === keyOf(prefill.kind, prefill.target!))) ||
  null;

// The dialog (with the form library and the schemas) loads when first opened.
const WatchRuleDialog = lazy(() => import('./watch-rule-dialog').then((m) => ({ default: m.WatchRuleDialog })));

export interface WatchButtonProps {
  label: string;
  prefill: WatchRulePrefill;
  size?: 'small' | 'medium';
  /** An icon alone (in a dense list), named by `label` for assistive technology and as its tooltip. */
  compact?: boolean;
}

export function WatchButton({ label, prefill, size = 'small', compact = false }: WatchButtonProps) {
  const [open, setOpen] = useState(false);
  const subject = permissionSubject(useContext(AuthContext)?.user);
  const allowed = can(subject, 'moderate');
  const rules = useWatchRules(allowed);
  if (!allowed) return null;
  const existing = existingRuleFor(rules.data, prefill);
  const text = existing ? WATCH_UI.alreadyWatched : label;
  // A shared rule only an administrator may change opens on the rules screen instead.
  const link =
    existing && existing.shared && !isAdmin(subject) ? { component: RouterLink, to: `/watch-rules?rule=${existing._id}` } : { onClick: () => setOpen(true) };
  return (
    <>
      {compact ? (
        <IconButton size="small" aria-label={text} title={text} {...link}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button variant="outlined" size={size} startIcon={<VisibilityIcon />} {...link}>
          {text}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <WatchRuleDialog rule={existing} prefill={prefill} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
