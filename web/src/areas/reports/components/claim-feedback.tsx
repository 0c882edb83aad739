// What came of a claim: claimed, held by someone else (with Take over for an administrator), or failed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isAdmin, permissionSubject } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { REPORTS_UI } from '../reports-messages';
import type { ClaimController } from './use-claim';

export function ClaimFeedback({ controller }: { controller: ClaimController }) {
  const { user } = useAuth();
  const { outcome, claim, pending, clear } = controller;
  if (!outcome) return null;
  if (outcome.kind === 'claimed') {
    return (
      <Alert severity="success" onClose={clear} role="status" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-testid="claim-feedback">
        {REPORTS_UI.claimed(`${outcome.target.name} · ${outcome.target.userId}`, outcome.count)}
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Alert severity="error" onClose={clear} role="alert" sx={{ mb: 1.5, overflowWrap: 'anywhere' }} data-testid="claim-feedback">
        {outcome.sentence}
      </Alert>
    );
  }
  const admin = isAdmin(permissionSubject(user));
  return (
    <Alert
      severity="warning"
      role="alert"
      onClose={clear}
      sx={{ mb: 1.5, overflowWrap: 'anywhere' }}
      data-testid="claim-feedback"
      action={
        admin ? (
          <Button color="inherit" size="small" loading={pending} onClick={() => claim(outcome.target, true)}>
            {REPORTS_UI.takeOver}
          </Button>
        ) : undefined
      }
    >
      {outcome.holder ? REPORTS_UI.claimConflict(outcome.holder, `${outcome.target.name} · ${outcome.target.userId}`) : outcome.sentence}
    </Alert>
  );
}
