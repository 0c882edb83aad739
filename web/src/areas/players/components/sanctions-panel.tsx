// A player's sanctions, newest first, with Issue (moderate; bans need ban_players), Revoke and Retry.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import type { Sanction } from '@staff-console/domain';
import { IssueSanctionDialog, usePlayerSanctions, MOD_UI, RevokeSanctionDialog, SanctionItem, type ModerationAccess } from '../../moderation';
import { PANEL_UI } from '../moderation-panel-messages';
import { PanelList } from './panel-list';

export function SanctionsPanel({ userId, access }: { userId: number; access: ModerationAccess }) {
  const query = usePlayerSanctions(userId);
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<Sanction | null>(null);
  const body = (
    <PanelList query={query} label={PANEL_UI.sanctions} failedText={PANEL_UI.sanctionsFailed} emptyText={PANEL_UI.noSanctions}>
      {(s) => <SanctionItem key={s._id} sanction={s} access={access} onRevoke={setRevoking} />}
    </PanelList>
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
