// An e-mail address that wraps only after its dots, @ and hyphens (never letter by letter), and
// "No email" for an account without one (a placeholder address is never shown).
import { Fragment } from 'react';
import Typography from '@mui/material/Typography';
import { shownEmail } from '@staff-console/domain';
import { USERS_UI } from './users-messages';

/** The address in pieces, each ending at a point where a line may break (a short last piece such as 'com' stays with the one before). */
function pieces(email: string): string[] {
  const parts = email.match(/[^.@_-]*[.@_-]?/g)?.filter(Boolean) ?? [email];
  if (parts.length > 1 && parts[parts.length - 1]!.length < 5) parts.splice(-2, 2, parts[parts.length - 2]! + parts[parts.length - 1]!);
  return parts;
}

export function EmailText({ email, testId }: { email: string; testId?: string }) {
  const shown = shownEmail(email);
  if (!shown) {
    return (
      <Typography component="span" variant="body2" color="text.secondary" data-testid={testId}>
        {USERS_UI.noEmail}
      </Typography>
    );
  }
  return (
    // break-word breaks inside a piece only when a piece alone is wider than the box, and keeps the
    // column's narrowest width at its longest piece ('anywhere' would let it shrink to one letter).
    <Typography component="span" variant="body2" title={shown} data-testid={testId} sx={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {pieces(shown).map((piece, i) => (
        <Fragment key={i}>
          {piece}
          <wbr />
        </Fragment>
      ))}
    </Typography>
  );
}
