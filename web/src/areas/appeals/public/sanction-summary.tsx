// The sanction as its player reads it: what it does and until when, the reason given, when it was issued.
import type { Ref } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicSanction } from '@staff-console/domain';
import { APPEAL_PAGE } from './appeal-messages';

export function SanctionSummary({ sanction, headingRef }: { sanction: PublicSanction; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none', flex: 1, minWidth: 0 }}>
          {APPEAL_PAGE.sanctionHeading}
        </Typography>
        <Chip
          size="small"
          color={sanction.active ? 'error' : 'default'}
          variant="outlined"
          label={sanction.active ? APPEAL_PAGE.stillActive : APPEAL_PAGE.notActive}
          data-testid="appeal-sanction-active"
        />
      </Stack>
      <Typography sx={{ fontWeight: 600 }} data-testid="appeal-sanction-words">
        {sanction.active ? APPEAL_PAGE.sanctionNow(sanction.type, sanction.expiresAt) : APPEAL_PAGE.sanctionPast(sanction.type)}
      </Typography>
      <div>
        <Typography variant="body2" color="text.secondary" component="h3">
          {APPEAL_PAGE.reason}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{sanction.publicReason || APPEAL_PAGE.noReason}</Typography>
      </div>
      <Typography variant="body2" color="text.secondary">
        {APPEAL_PAGE.issued(sanction.issuedAt)}
      </Typography>
    </Stack>
  );
}
