// /debug (docs/RULES.md, "Screens and routes"): auth status, a sign-in form with empty fields, and clear storage.
// Deliberately no admin reset and no default password: passwords are reset from the shell only.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CheckResponse, LoginBody } from '@staff-console/domain';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { apiRequest, errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { muiField } from '../../../lib/form';
import { formatTimestamp, formatNumber } from '../../../lib/format';
import { decodeToken, secondsRemaining } from '../../../lib/jwt';
import { UI } from '../../../lib/messages';
import { REDIRECT_KEY, clearAuthFlags, clearRedirectTarget, readRedirectTarget } from '../../../lib/session-flags';
import { tokenStore } from '../../../lib/token-store';
import { DiagnosticsShell, Facts, JsonBlock, Section } from './diagnostics-shell';

type LoginInput = z.input<typeof LoginBody>;

export function DebugPage() {
  const auth = useAuth();
  const token = tokenStore.get();
  const claims = decodeToken(token);
  const left = secondsRemaining(claims);

  const check = useMutation({
    mutationFn: () => apiRequest('/api/auth/check', { schema: CheckResponse }),
    meta: { skipAuthRedirect: true },
  });
  const login = useMutation({ mutationFn: auth.login, meta: { skipAuthRedirect: true } });
  const form = useForm<LoginInput, unknown, LoginBody>({ resolver: zodResolver(LoginBody), defaultValues: { username: '', password: '' } });
  const { register, handleSubmit, formState, reset } = form;

  const clearStorage = () => {
    auth.logout({ redirect: false });
    clearRedirectTarget();
    clearAuthFlags();
    check.reset();
    login.reset();
    reset({ username: '', password: '' });
  };

  return (
    <DiagnosticsShell title="Auth debug" subtitle="What the browser knows about your session, and a way to start over.">
      <Section
        title="Authentication status"
        actions={
          <>
            <Button variant="outlined" onClick={() => check.mutate()} loading={check.isPending} disabled={!token}>
              Check auth now
            </Button>
            <Button variant="outlined" color="error" onClick={clearStorage}>
              Clear storage
            </Button>
          </>
        }
      >
        <Facts
          rows={[
            [
              'Status',
              <Chip
                key="s"
                size="small"
                label={auth.status}
                color={auth.status === 'authenticated' ? 'success' : auth.status === 'checking' ? 'default' : 'warning'}
              />,
            ],
            ['Signed in as', auth.user ? `${auth.user.username} (${auth.user.roleName || auth.user.role || 'no role'})` : '—'],
            ['Effective permissions', auth.user ? auth.user.effectivePermissions.join(', ') || 'none' : '—'],
            ['User data source', auth.user ? (auth.degraded ? 'token payload (server unreachable)' : 'server') : '—'],
            ['Token stored in', tokenStore.location() ?? 'nowhere'],
            ['Token expires', claims?.exp ? formatTimestamp(claims.exp * 1000) : '—'],
            ['Seconds left', left === null ? '—' : formatNumber(left)],
            ['Post-login target', readRedirectTarget() ?? `none (${REDIRECT_KEY})`],
          ]}
        />
        {check.isSuccess ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            The server accepts this session ({check.data.user.username}).
          </Alert>
        ) : null}
        {check.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(check.error, check.error.message)}
          </Alert>
        ) : null}
      </Section>

      <Section title="Sign in">
        {login.isSuccess ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            Signed in as {login.data.username}.
          </Alert>
        ) : null}
        {login.isError ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {login.error.message}
          </Alert>
        ) : null}
        <form noValidate onSubmit={(e) => void handleSubmit((v) => login.mutate(v))(e)} aria-label="Debug sign in">
          <Stack spacing={1} sx={{ maxWidth: 420 }}>
            <FormTextField
              {...muiField(register('username'))}
              label={UI.username}
              autoComplete="off"
              error={Boolean(formState.errors.username)}
              helperText={formState.errors.username?.message ?? ' '}
            />
            <FormTextField
              {...muiField(register('password'))}
              label={UI.password}
              type="password"
              autoComplete="off"
              error={Boolean(formState.errors.password)}
              helperText={formState.errors.password?.message ?? ' '}
            />
            <Button type="submit" variant="contained" loading={login.isPending} sx={{ alignSelf: 'flex-start' }}>
              {UI.signIn}
            </Button>
          </Stack>
        </form>
      </Section>

      {auth.user ? (
        <Section title="User record">
          <JsonBlock value={auth.user} />
        </Section>
      ) : null}
    </DiagnosticsShell>
  );
}
