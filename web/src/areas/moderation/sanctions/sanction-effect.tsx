// What the sanction will do in the game, said before it is issued: a ban with Open Cloud is refused
// by Roblox everywhere; without it only the game servers running the console's module kick the
// player. Mutes and warnings are the game servers' and the record's.
import Alert from '@mui/material/Alert';
import type { SanctionType } from '@staff-console/domain';
import { SANCTION_UI } from './sanction-messages';

export function sanctionEffect(type: SanctionType, openCloud: boolean): string {
  if (type === 'ban') return openCloud ? SANCTION_UI.banWithOpenCloud : SANCTION_UI.banWithoutOpenCloud;
  return type === 'mute' ? SANCTION_UI.muteEffect : SANCTION_UI.warnEffect;
}

export function SanctionEffect({ type, openCloud }: { type: SanctionType; openCloud: boolean | undefined }) {
  if (openCloud === undefined && type === 'ban') return null;
  const weak = type === 'ban' && !openCloud;
  return (
    <Alert severity={weak ? 'warning' : 'info'} variant="outlined" role="note" data-testid="sanction-effect" sx={{ overflowWrap: 'anywhere' }}>
      {sanctionEffect(type, openCloud ?? false)}
    </Alert>
  );
}
