// A 'Watch this …' shortcut: for those who may make watch rules, opens the new-rule dialog filled in
// with what is on screen (a player, an item, a chat search term).
import { lazy, Suspense, useContext, useState } from 'react';
import Button from '@mui/material/Button';
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
}

export function WatchButton({ label, prefill, size = 'small' }: WatchButtonProps) {
  const [open, setOpen] = useState(false);
  const allowed = can(permissionSubject(useContext(AuthContext)?.user), 'moderate');
  if (!allowed) return null;
  return (
    <>
      <Button variant="outlined" size={size} startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <WatchRuleDialog prefill={prefill} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
