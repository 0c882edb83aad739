// 'Add to case' for the rows selected on a log screen: pick an open case (or name a new one, which
// then names every player of the rows) and each row becomes a piece of evidence in it, one request
// a row. A row already in the case is counted, not an error; any other refusal stops the run and
// says how far it got.
import { useDeferredValue, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MODERATION_LIMITS, searchTerm, type Case, type EvidenceKind } from '@staff-console/domain';
import { ApiError, errorText } from '../../lib/api-client';
import { FormTextField } from '../form-text-field';
import { addEvidence, createCase, useCases, useModerationMutation } from './moderation-api';
import { MOD_UI } from './moderation-messages';
import { SELECTION_CASE_UI } from './selection-case-messages';

export interface SelectedLogRow {
  id: string;
  kind: EvidenceKind;
  /** The row's players (sender and receiver, seller and buyer); a new case names them. */
  players: readonly (number | null | undefined)[];
}

const PICK_LIMIT = 10;
/** A request refused for the per-user rate is tried again after this long, this many times. */
const RATE_WAIT_MS = 1_000;
const RATE_TRIES = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function useOpenCases(search: string, enabled: boolean): { cases: Case[]; loading: boolean } {
  const term = searchTerm(search) ?? undefined;
  const open = useCases({ status: 'open', search: term, limit: PICK_LIMIT }, enabled);
  const investigating = useCases({ status: 'investigating', search: term, limit: PICK_LIMIT }, enabled);
  const cases = [...(open.data?.cases ?? []), ...(investigating.data?.cases ?? [])].sort((a, b) => b.number - a.number);
  return { cases, loading: open.isPending || investigating.isPending };
}

/** Every player of the rows, once, in order; a new case holds at most MODERATION_LIMITS.casePlayers. */
export function selectionPlayers(rows: readonly SelectedLogRow[]): number[] {
  return [...new Set(rows.flatMap((r) => r.players).filter((id): id is number => typeof id === 'number'))];
}

interface Outcome {
  caseId: string;
  caseNumber: number;
  added: number;
  already: number;
  /** Why the run stopped early. */
  error?: unknown;
}

async function addRows(rows: readonly SelectedLogRow[], caseRef: { existing: Case } | { title: string }, onProgress: (done: number) => void): Promise<Outcome> {
  const theCase =
    'existing' in caseRef
      ? caseRef.existing
      : await createCase({ title: caseRef.title, players: selectionPlayers(rows).slice(0, MODERATION_LIMITS.casePlayers) });
  const outcome: Outcome = { caseId: theCase._id, caseNumber: theCase.number, added: 0, already: 0 };
  for (const [i, row] of rows.entries()) {
    for (let attempt = 1; ; attempt++) {
      try {
        await addEvidence({ caseId: theCase._id, body: { kind: row.kind, id: row.id } });
        outcome.added++;
        break;
      } catch (error) {
        const status = error instanceof ApiError ? error.status : null;
        if (status === 409) {
          outcome.already++;
          break;
        }
        if (status === 429 && attempt < RATE_TRIES) {
          await sleep(RATE_WAIT_MS);
          continue;
        }
        return { ...outcome, error };
      }
    }
    onProgress(i + 1);
  }
  return outcome;
}

export function AddSelectionToCaseDialog({ rows, onClose, onAdded }: { rows: readonly SelectedLogRow[]; onClose: () => void; onAdded: () => void }) {
  const titleId = useId();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Case | null>(null);
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState(0);
  const { cases, loading } = useOpenCases(useDeferredValue(search), mode === 'existing');
  const add = useModerationMutation((caseRef: { existing: Case } | { title: string }) => addRows(rows, caseRef, setProgress));
  const done = add.data;
  const tooManyPlayers = mode === 'new' && selectionPlayers(rows).length > MODERATION_LIMITS.casePlayers;

  const ready = mode === 'existing' ? picked !== null : title.trim() !== '';
  const submit = () => {
    if (!ready) return;
    setProgress(0);
    add.mutate(mode === 'existing' && picked ? { existing: picked } : { title: title.trim() }, { onSuccess: (o) => (o.error ? undefined : onAdded()) });
  };

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{SELECTION_CASE_UI.title(rows.length)}</DialogTitle>
      <DialogContent>
        {done ? (
          <Alert
            severity={done.error ? 'error' : 'success'}
            role={done.error ? 'alert' : 'status'}
            action={
              <Button component={RouterLink} to={`/cases/${done.caseId}`} color="inherit" size="small" onClick={onClose}>
                {MOD_UI.openCase}
              </Button>
            }
          >
            {done.error
              ? `${SELECTION_CASE_UI.stopped(done.added + done.already, rows.length)} ${errorText(done.error, MOD_UI.failed)}`
              : SELECTION_CASE_UI.added(done.added, done.already, done.caseNumber)}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_, m: 'existing' | 'new' | null) => m && setMode(m)} aria-label={MOD_UI.pickCase}>
              <ToggleButton value="existing">{MOD_UI.existingCase}</ToggleButton>
              <ToggleButton value="new">{MOD_UI.newCase}</ToggleButton>
            </ToggleButtonGroup>
            {mode === 'existing' ? (
              <Box>
                <FormTextField label={MOD_UI.searchCases} value={search} onChange={(e) => setSearch(e.target.value)} type="search" />
                {loading ? (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }} role="status">
                    {MOD_UI.loadingCases}
                  </Typography>
                ) : cases.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                    {MOD_UI.noOpenCases}
                  </Typography>
                ) : (
                  <List
                    dense
                    aria-label={MOD_UI.existingCase}
                    sx={{ maxHeight: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
                  >
                    {cases.map((c) => (
                      <ListItemButton key={c._id} selected={picked?._id === c._id} onClick={() => setPicked(c)} data-testid="case-choice">
                        <ListItemText
                          primary={`${MOD_UI.caseNumber(c.number)}: ${c.title}`}
                          secondary={MOD_UI.caseStatuses[c.status]}
                          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                        />
                      </ListItemButton>
                    ))}
                  </List>
                )}
              </Box>
            ) : (
              <FormTextField
                label={MOD_UI.newCaseTitle}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                required
                inputProps={{ maxLength: MODERATION_LIMITS.caseTitle }}
              />
            )}
            {tooManyPlayers ? <Alert severity="info">{SELECTION_CASE_UI.tooManyPlayers(MODERATION_LIMITS.casePlayers)}</Alert> : null}
            {add.isPending ? (
              <Typography variant="body2" role="status">
                {SELECTION_CASE_UI.adding(progress, rows.length)}
              </Typography>
            ) : null}
            {add.isError ? (
              <Alert severity="error" role="alert">
                {errorText(add.error, MOD_UI.failed)}
              </Alert>
            ) : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={add.isPending}>
          {done ? MOD_UI.close : MOD_UI.cancel}
        </Button>
        {done ? null : (
          <Button variant="contained" onClick={submit} loading={add.isPending} disabled={!ready}>
            {SELECTION_CASE_UI.addAll(rows.length)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
