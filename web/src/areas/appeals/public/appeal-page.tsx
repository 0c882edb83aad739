// The public appeal page (/appeal, its own entry: appeal.html): a player enters the code the game
// showed them, reads their sanction in plain words, and appeals it or reads the answer. The code is
// kept in this tab's session storage, so a reload shows the latest state without typing it again;
// it is never put in the address.
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import type { AppealLookupResponse } from '@staff-console/domain';
import { useThemeMode } from '../../../app/theme';
import { APPEAL_PAGE } from './appeal-messages';
import { AppealForm } from './appeal-form';
import { AppealState } from './appeal-state';
import { CodeForm } from './code-form';
import { lookUpCode } from './public-api';
import { SanctionSummary } from './sanction-summary';

const CODE_KEY = 'appealCode';

function storedCode(): string | null {
  try {
    return window.sessionStorage.getItem(CODE_KEY);
  } catch {
    return null;
  }
}
function storeCode(code: string | null): void {
  try {
    if (code === null) window.sessionStorage.removeItem(CODE_KEY);
    else window.sessionStorage.setItem(CODE_KEY, code);
  } catch {
    // Not kept: a reload asks for the code again.
  }
}

interface Found {
  code: string;
  result: AppealLookupResponse;
}

function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? APPEAL_PAGE.lightMode : APPEAL_PAGE.darkMode;
  return (
    <IconButton onClick={toggle} aria-label={label} title={label} color="inherit">
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

export function AppealPage() {
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const lookUp = useCallback(async (code: string, focus: boolean) => {
    setPending(true);
    setError(null);
    const answer = await lookUpCode(code);
    setPending(false);
    if (!answer.ok) {
      setError(answer.message);
      if (answer.status === 404) storeCode(null);
      return;
    }
    storeCode(code);
    setFound({ code, result: answer.data });
    if (focus) requestAnimationFrame(() => resultHeading.current?.focus());
  }, []);

  useEffect(() => {
    const code = storedCode();
    if (code) void lookUp(code, false);
  }, [lookUp]);

  const reset = () => {
    storeCode(null);
    setFound(null);
    setSent(false);
    setError(null);
  };
  const onSent = (submittedAt: string) => {
    setSent(true);
    setFound((f) => f && { ...f, result: { ...f.result, appeal: { status: 'open', submittedAt }, canAppeal: false, whyNot: undefined } });
  };

  const result = found?.result;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'brand.main', color: 'brand.contrastText' }}>
        <Container maxWidth="sm" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
            {APPEAL_PAGE.title}
          </Typography>
          <ThemeToggle />
        </Container>
      </Box>
      <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
        <Stack spacing={2.5}>
          {!found ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <CodeForm pending={pending} error={error} onLookUp={(code) => void lookUp(code, true)} />
            </Paper>
          ) : null}
          {found && result ? (
            <>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="appeal-sanction">
                <SanctionSummary sanction={result.sanction} headingRef={resultHeading} />
              </Paper>
              {result.appeal ? (
                <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="appeal-state">
                  <AppealState appeal={result.appeal} sanction={result.sanction} sent={sent} />
                </Paper>
              ) : null}
              {result.canAppeal ? (
                <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                  <AppealForm code={found.code} onSent={onSent} />
                </Paper>
              ) : result.whyNot && result.appeal?.status !== 'open' ? (
                <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="appeal-why-not">
                  <Typography variant="h6" component="h2" gutterBottom>
                    {APPEAL_PAGE.cannotAppeal}
                  </Typography>
                  <Typography>{result.whyNot}</Typography>
                </Paper>
              ) : null}
              <Box>
                <Button onClick={reset}>{APPEAL_PAGE.otherCode}</Button>
              </Box>
            </>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
