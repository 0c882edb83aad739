import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { LoginBody } from '@staff-console/domain';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { FullScreenLoader } from '../../../components/full-screen-loader';
import { useAuth } from '../../../lib/auth-context';
import { deferredResolver } from '../../../lib/deferred-resolver';
import { muiField } from '../../../lib/form';
import { UI } from '../../../lib/messages';
import { clearAuthFlags, clearRedirectTarget, resolvePostLoginTarget } from '../../../lib/session-flags';
import { tokenStore } from '../../../lib/token-store';
import { isTwoFactorRequired } from './login-flow';
import { TWO_FACTOR_LOGIN_UI } from './two-factor-messages';
import { fieldError } from '../../../components/dialogs/server-errors';

export const POST_LOGIN_DELAY_MS = 300;
export const HARD_NAVIGATION_AFTER_MS = 500;

type LoginInput = z.input<typeof LoginBody>;

const login = deferredResolver<LoginInput, LoginBody>(() => import('./login-resolver').then((m) => m.loginResolver));
// The code step is needed only by accounts with two-factor: fetched just after the screen renders.
const loadTwoFactorStep = () => import('./two-factor-step');
const TwoFactorStep = lazy(() => loadTwoFactorStep().then((m) => ({ default: m.TwoFactorStep })));

// A refused sign-in's alert (MUI's Alert, some 2 KB gzip with its icons) is fetched just after the
// screen renders too; should it be asked for sooner, the same sentence shows, plainly, meanwhile.
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const [showPassword, setShowPassword] = useState(false);
  /** The second step's handle once the password step answered that a code is needed. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  // Visiting /login ends whatever session is left, unless it is a live one (then we go on).
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current || auth.status !== 'unauthenticated') return;
    cleared.current = true;
    tokenStore.clear();
    clearAuthFlags();
  }, [auth.status]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => login.preload(), []);
  useEffect(() => void loadTwoFactorStep().catch(() => undefined), []);
  useEffect(() => void loadAlert().catch(() => undefined), []);

  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver: login.resolver,
    defaultValues: { username: '', password: '' },
  });
  const { register, handleSubmit, formState, setFocus, setValue } = form;

  // After either step succeeds: the remembered target, softly, then for sure.
  const afterSignIn = () => {
    const target = resolvePostLoginTarget(from);
    clearRedirectTarget();
    timers.current.push(
      setTimeout(() => void navigate(target, { replace: true }), POST_LOGIN_DELAY_MS),
      setTimeout(() => {
        if (window.location.pathname === '/login') window.location.assign(target);
      }, POST_LOGIN_DELAY_MS + HARD_NAVIGATION_AFTER_MS),
    );
  };

  const mutation = useMutation({
    mutationFn: auth.login,
    meta: { skipAuthRedirect: true },
    onSuccess: afterSignIn,
    onError: (e) => {
      if (isTwoFactorRequired(e)) setChallenge(e.challenge);
    },
  });
  // The password step answering for a code is not a failure.
  const refusal = mutation.isError && !isTwoFactorRequired(mutation.error) ? mutation.error : null;

  // After a refused sign-in, back to the password (enabled again once the request has settled).
  const failed = refusal !== null;
  useEffect(() => {
    if (failed) setFocus('password', { shouldSelect: true });
  }, [failed, setFocus]);
  // Back from the code step: the password again (the form is shown once more).
  const returned = useRef(false);
  useEffect(() => {
    if (challenge !== null || !returned.current) return;
    returned.current = false;
    setFocus('password');
  }, [challenge, setFocus]);

  if (auth.status === 'checking') return <FullScreenLoader label={UI.verifyingAccess} />;
  if (auth.status === 'authenticated' && mutation.isIdle) return <Navigate to={resolvePostLoginTarget(from)} replace />;

  const busy = mutation.isPending || mutation.isSuccess;
  const onSubmit = handleSubmit((values) => {
    mutation.reset();
    setNotice(null);
    mutation.mutate(values);
  });
  const backToPassword = (message: string | null) => {
    mutation.reset();
    setValue('password', '');
    setNotice(message);
    setChallenge(null);
    returned.current = true;
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper elevation={3} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 440 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
          {/* A round badge drawn with Box: MUI's Avatar would add its module to the login screen's first JavaScript. */}
          <Box sx={{ bgcolor: 'brand.main', color: '#fff', width: 56, height: 56, mb: 1.5, borderRadius: '50%', display: 'grid', placeItems: 'center' }}>
            <LockOutlinedIcon />
          </Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {UI.signIn}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
            {UI.appName} · {challenge === null ? UI.signInSubtitle : TWO_FACTOR_LOGIN_UI.subtitle}
          </Typography>
        </Box>

        {challenge !== null ? (
          <Suspense fallback={<CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} aria-label={UI.loadingPage} />}>
            <TwoFactorStep challenge={challenge} onBack={backToPassword} onSignedIn={afterSignIn} />
          </Suspense>
        ) : null}

        {challenge === null && (refusal ?? notice) !== null ? (
          <Suspense
            fallback={
              <Typography color="error" sx={{ mb: 2 }} role="alert">
                {refusal?.message ?? notice}
              </Typography>
            }
          >
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {refusal?.message ?? notice}
            </Alert>
          </Suspense>
        ) : null}

        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={UI.signIn} hidden={challenge !== null}>
          <FormTextField
            {...muiField(register('username'))}
            label={UI.username}
            autoComplete="username"
            autoFocus
            required
            fullWidth
            margin="normal"
            {...fieldError(formState.errors.username, ' ')}
            disabled={busy}
          />
          <FormTextField
            {...muiField(register('password'))}
            label={UI.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            fullWidth
            margin="normal"
            {...fieldError(formState.errors.password, ' ')}
            disabled={busy}
            endAdornment={
              <InputAdornment position="end">
                <IconButton aria-label={showPassword ? UI.hidePassword : UI.showPassword} onClick={() => setShowPassword((v) => !v)} edge="end">
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            }
          />
          <Button type="submit" fullWidth variant="contained" size="large" loading={busy} sx={{ mt: 2, mb: 2 }}>
            {UI.signIn}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {UI.contactAdmin}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
          <Link component={RouterLink} to="/api-diagnostics">
            API diagnostics
          </Link>
          {' · '}
          <Link component={RouterLink} to="/token-diagnostic">
            Token diagnostics
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
