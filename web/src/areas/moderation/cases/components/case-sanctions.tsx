// The sanctions issued for a case, newest first, as the Sanctions screen shows them: enforcement
// state (read again while one waits to reach Roblox), Retry and Revoke for those who may.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Sanction } from '@staff-console/domain';
import { RevokeSanctionDialog } from '../../sanctions/revoke-sanction-dialog';
import { SanctionItem } from '../../sanctions/sanction-item';
import type { ModerationAccess } from '../../use-moderation-access';
import { useCaseSanctions } from '../api/case';
import { CASES_UI } from '../cases-messages';

export function CaseSanctions({ caseId, access }: { caseId: string; access: ModerationAccess }) {
  const { data, isPending, isError, refetch } = useCaseSanctions(caseId);
  const [revoking, setRevoking] = useState<Sanction | null>(null);
  let body;
  if (isPending) body = <Skeleton height={56} sx={{ mx: 2 }} aria-label={CASES_UI.sanctionsLoading} />;
  else if (isError)
    body = (
      <Alert
        severity="error"
        sx={{ mx: 2, mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {CASES_UI.retry}
          </Button>
        }
      >
        {CASES_UI.sanctionsFailed}
      </Alert>
    );
  else if (data.sanctions.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
        {CASES_UI.noSanctions}
      </Typography>
    );
  else
    body = (
      <>
        <Box component="ul" aria-label={CASES_UI.sanctions} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.sanctions.map((s) => (
            <SanctionItem key={s._id} sanction={s} access={access} onRevoke={setRevoking} showPlayer showCase={false} />
          ))}
        </Box>
        {data.total > data.sanctions.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
            {CASES_UI.moreSanctions(data.sanctions.length, data.total)}
          </Typography>
        ) : null}
      </>
    );
  return (
    <Paper variant="outlined" component="section" aria-label={CASES_UI.sanctions} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, p: 2, pb: 1 }}>
        {CASES_UI.sanctions}
      </Typography>
      {body}
      <RevokeSanctionDialog sanction={revoking} onClose={() => setRevoking(null)} />
    </Paper>
  );
}
