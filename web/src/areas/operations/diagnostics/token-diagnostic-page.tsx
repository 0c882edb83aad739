// /token-diagnostic (docs/RULES.md, "Screens and routes"): the server's view of the stored token, refresh, and clear plus logout.
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { TokenDiagnostics } from '@staff-console/domain';
import { apiRequest, errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { formatTimestamp, formatNumber } from '../../../lib/format';
import { tokenStore } from '../../../lib/token-store';
import { DiagnosticsShell, Facts, JsonBlock, Section } from './diagnostics-shell';

const getDiagnostics = () => apiRequest('/api/debug/validate-token', { schema: TokenDiagnostics });

const yesNo = (ok: boolean) => <Chip size="small" label={ok ? 'OK' : 'Failed'} color={ok ? 'success' : 'error'} variant="outlined" />;
const date = (iso: string | null) => (iso ? formatTimestamp(iso) : '—');

export function TokenDiagnosticPage() {
  const auth = useAuth();
  const run = useMutation({ mutationFn: getDiagnostics, meta: { skipAuthRedirect: true } });
  const refresh = useMutation({ mutationFn: auth.refreshToken, meta: { skipAuthRedirect: true }, onSuccess: () => run.reset() });
  const hasToken = tokenStore.get() !== null;
  const d = run.data;

  return (
    <DiagnosticsShell title="Token diagnostics" subtitle="Checks the stored token locally and against the server.">
      <Section
        title="Actions"
        actions={
          <>
            <Button variant="contained" onClick={() => run.mutate()} loading={run.isPending}>
              Run diagnostics
            </Button>
            <Button variant="outlined" onClick={() => refresh.mutate()} loading={refresh.isPending} disabled={!hasToken}>
              Refresh token
            </Button>
            <Button variant="outlined" color="error" onClick={() => auth.logout()}>
              Clear token and logout
            </Button>
          </>
        }
      >
        <Typography color="text.secondary">{hasToken ? 'A token is stored in this browser.' : 'No token is stored in this browser.'}</Typography>
        {refresh.isSuccess ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            Token refreshed.
          </Alert>
        ) : null}
        {refresh.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(refresh.error, refresh.error.message)}
          </Alert>
        ) : null}
        {run.isError ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {errorText(run.error, run.error.message)}
          </Alert>
        ) : null}
      </Section>

      {d ? (
        <>
          <Section title="Token">
            <Facts
              rows={[
                ['Status', <Chip key="s" size="small" label={d.status} color={d.status === 'valid' ? 'success' : 'error'} />],
                ['Username', d.localStatus.username ?? '—'],
                ['Role', d.localStatus.role ?? '—'],
                ['Permissions', d.localStatus.permissions.join(', ') || 'none'],
                ['Issued', date(d.localStatus.issuedAt)],
                ['Expires', date(d.localStatus.expiresAt)],
                ['Time to expiry', d.localStatus.timeToExpiry === null ? '—' : `${formatNumber(d.localStatus.timeToExpiry)} s`],
                ['Local validation', d.localStatus.localValidation],
                ['Expired', d.localStatus.isExpired ? 'yes' : 'no'],
              ]}
            />
          </Section>
          <Section title="Server checks">
            <Facts
              rows={[
                ['Server verdict', d.serverResponse.valid ? 'valid' : `invalid${d.serverResponse.reason ? `: ${d.serverResponse.reason}` : ''}`],
                [
                  'Protected endpoint',
                  <span key="p">
                    {yesNo(d.protectedEndpointTest.ok)} HTTP {d.protectedEndpointTest.status} {d.protectedEndpointTest.error ?? ''}
                  </span>,
                ],
                [
                  'Auth check',
                  <span key="a">
                    {yesNo(d.authCheckTest.ok)} HTTP {d.authCheckTest.status} {d.authCheckTest.error ?? ''}
                  </span>,
                ],
              ]}
            />
          </Section>
          <Section title="Raw response">
            <JsonBlock value={d} />
          </Section>
        </>
      ) : null}
    </DiagnosticsShell>
  );
}
