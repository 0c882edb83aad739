// A player's sanctions, newest first, with Issue (moderate; bans need ban_players), Revoke and Retry.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import type { Sanction } from '@staff-console/domain';
import { IssueSanctionDialog } from '../../../components/moderation/issue-sanction-dialog';
import { usePlayerSanctions } from '../../../components/moderation/moderation-api';
import { MOD_UI } from '../../../components/moderation/moderation-messages';
import { RevokeSanctionDialog } from '../../../components/moderation/revoke-sanction-dialog';
import { SanctionItem } from '../../../components/moderation/sanction-item';
import type { ModerationAccess } from '../../../components/moderation/use-moderation-access';
import { PANEL_UI } from '../moderation-panel-messages';

export function SanctionsPanel({ userId, access }: { userId: number; access: ModerationAccess }) {
  const { data, isPending, isError, refetch } = usePlayerSanctions(userId);
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Sanction | null>(null);
  let body;
  if (isPending) body = <Skeleton height={56} sx={{ mx: 2 }} />;
  else if (isError)
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {PANEL_UI.tryAgain}
          </Button>
        }
      >
        {PANEL_UI.sanctionsFailed}
      </Alert>
    );
  else if (data.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
        {PANEL_UI.noSanctions}
      </Typography>
    );
  else
    body = (
      <Box component="ol" aria-label={PANEL_UI.sanctions} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((s) => (
          <SanctionItem key={s._id} sanction={s} access={access} onRevoke={setRevoking} />
        ))}
      </Box>
    );
  return (
    <Paper variant="outlined" component="section" aria-label={PANEL_UI.sanctions} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mr: 'auto' }}>
          {PANEL_UI.sanctions}
        </Typography>
        {access.moderate ? (
          <Button variant="outlined" color="error" size="small" startIcon={<GavelIcon />} onClick={() => setIssuing(true)}>
            {MOD_UI.issue}
          </Button>
        ) : null}
      </Box>
      {body}
      {access.moderate ? <IssueSanctionDialog open={issuing} userId={userId} access={access} onClose={() => setIssuing(false)} /> : null}
      <RevokeSanctionDialog sanction={revoking} onClose={() => setRevoking(null)} />
    </Paper>
  );
}
