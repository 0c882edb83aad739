// The 'Add to case' button of every chat, trade and marketplace row, their dialogs and the player
// timeline; shown only to those who may change cases (moderate). Its dialog loads on first use.
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import type { CaseTarget } from './add-to-case-target';
import { MOD_UI } from '../moderation-messages';
import { useModerationAccess } from '../use-moderation-access';

const AddToCaseDialog = lazy(() => import('./add-to-case-dialog').then((m) => ({ default: m.AddToCaseDialog })));

/** The 'Add to case' dialog for several rows chosen together (one case for all), loaded on first use. */
export function AddRowsToCaseDialog({ targets, onClose }: { targets: readonly CaseTarget[]; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <AddToCaseDialog target={targets} onClose={onClose} />
    </Suspense>
  );
}

export function AddToCaseButton({ target, variant = 'icon' }: { target: CaseTarget; variant?: 'icon' | 'text' }) {
  const { moderate } = useModerationAccess();
  const [open, setOpen] = useState(false);
  if (!moderate) return null;
  const onClick = (e: React.MouseEvent) => {
    // Inside a clickable row: open the dialog, not the row.
    e.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <IconButton size="small" aria-label={MOD_UI.addToCase} title={MOD_UI.addToCase} onClick={onClick} data-testid="add-to-case">
          <CreateNewFolderOutlinedIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button size="small" startIcon={<CreateNewFolderOutlinedIcon />} onClick={onClick} data-testid="add-to-case">
          {MOD_UI.addToCase}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <span onClick={(e) => e.stopPropagation()}>
            <AddToCaseDialog target={target} onClose={() => setOpen(false)} />
          </span>
        </Suspense>
      ) : null}
    </>
  );
}
