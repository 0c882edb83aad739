// A 'Watch this …' shortcut: for those who may make watch rules, opens the new-rule dialog filled in
// with what is on screen (a player, an item, a chat search term).
import { lazy, Suspense, useContext, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { can, permissionSubject } from '@staff-console/domain';
import { AuthContext } from '../../lib/auth-context';
import type { WatchRulePrefill } from './watch-rule-form';

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
  const allowed = can(permissionSubject(useContext(AuthContext)?.user), 'moderate');
  if (!allowed) return null;
  return (
    <>
      {compact ? (
        <IconButton size="small" aria-label={label} title={label} onClick={() => setOpen(true)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button variant="outlined" size={size} startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <WatchRuleDialog prefill={prefill} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
