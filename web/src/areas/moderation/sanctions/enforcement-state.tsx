// A sanction's enforcement as a sentence (what the game does about it now), the attempts and
// Roblox's answer when it failed, and Retry on a failed one for those who may issue it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Sanction } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { retrySanction, useModerationMutation } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';
import { enforcementSentence, enforcementWords } from './sanction-words';

export function EnforcementState({ sanction, canRetry }: { sanction: Sanction; canRetry: boolean }) {
  const retry = useModerationMutation(retrySanction);
  const { detail } = enforcementWords(sanction.enforcement);
  const failed = sanction.enforcement.state === 'failed';
  // An active ban nobody but the game servers enforce is worth a second look: not grey.
  const weak = sanction.enforcement.state === 'not_configured' && sanction.status === 'active';
  return (
    <Box data-testid="enforcement" data-state={sanction.enforcement.state} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="body2"
          title={MOD_UI.enforcementHints[sanction.enforcement.state]}
          data-testid="enforcement-sentence"
          sx={{ color: failed ? 'error.main' : weak ? 'text.primary' : 'text.secondary', fontWeight: failed ? 600 : 400, overflowWrap: 'anywhere' }}
        >
          {enforcementSentence(sanction)}
        </Typography>
        {failed && canRetry ? (
          <Button size="small" variant="outlined" color="error" loading={retry.isPending} onClick={() => retry.mutate(sanction._id)}>
            {MOD_UI.retry}
          </Button>
        ) : null}
      </Box>
      {detail && (failed || sanction.enforcement.state === 'pending') ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      ) : null}
      {retry.isError ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {errorText(retry.error, MOD_UI.failed)}
        </Alert>
      ) : null}
    </Box>
  );
}
