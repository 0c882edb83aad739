// 'Add to case': a log row (chat message, trade, purchase) becomes evidence in an open case or in a
// new one, with an optional note; from a note or sanction on the player page, the player joins the
// case. Several rows chosen together go into one case. A chat line asks whom the case concerns.
// Loaded only when a button is first pressed.
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
import { MODERATION_LIMITS, searchTerm, type Case } from '@staff-console/domain';
import { errorText } from '../../../lib/api-client';
import { FormTextField } from '../../../components/form-text-field';
import { ADD_TO_CASE_UI } from './add-to-case-messages';
import { ChatLinePlayers, chosenPlayers, type PlayerChoice, useChatLinesPlayers } from './add-to-case-players';
import { AddStopped, addCaseTargets, type CaseTarget } from './add-to-case-target';
import { useCases, useModerationMutation } from '../moderation-api';
import { MOD_UI } from '../moderation-messages';

const PICK_LIMIT = 10;

/** Open and investigating cases whose title holds the search (any letter case), newest first. */
function useOpenCases(search: string, enabled: boolean): { cases: Case[]; loading: boolean } {
  const term = searchTerm(search) ?? undefined;
  const open = useCases({ status: 'open', search: term, limit: PICK_LIMIT }, enabled);
  const investigating = useCases({ status: 'investigating', search: term, limit: PICK_LIMIT }, enabled);
  const cases = [...(open.data?.cases ?? []), ...(investigating.data?.cases ?? [])].sort((a, b) => b.number - a.number);
  return { cases, loading: open.isPending || investigating.isPending };
}

export interface AddToCaseDialogProps {
  /** One row or player, or rows chosen together on a log screen (they all go into the one case). */
  target: CaseTarget | readonly CaseTarget[];
  onClose: () => void;
  /** Called once everything was added (a log screen empties its selection). */
  onAdded?: () => void;
}

export function AddToCaseDialog({ target, onClose, onAdded }: AddToCaseDialogProps) {
  const asRows = Array.isArray(target);
  const targets: readonly CaseTarget[] = asRows ? target : [target as CaseTarget];
  const titleId = useId();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Case | null>(null);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { cases, loading } = useOpenCases(deferredSearch, mode === 'existing');
  const add = useModerationMutation(addCaseTargets);
  const done = add.data;
  // Chat lines: staff tick whom the case concerns (a report names the scammer, not its sender).
  const chatIds = targets.flatMap((t) => (t.kind === 'chat' ? [t.id] : []));
  const lines = useChatLinesPlayers(chatIds);
  const hasRows = targets.some((t) => t.kind === 'trade' || t.kind === 'marketplace');
  const [newChoice, setNewChoice] = useState<PlayerChoice>({});
  const [existingChoice, setExistingChoice] = useState<PlayerChoice>({});
  const ticked = (): number[] | undefined => {
    if (!lines.offered) return undefined;
    const chosen =
      mode === 'new' ? chosenPlayers(lines.offered, newChoice, (p) => p.role === 'sender') : chosenPlayers(lines.offered, existingChoice, () => false);
    // Rows chosen with the lines still bring their players (the server adds them with the evidence too).
    const rowPlayers = targets.flatMap((t) => (t.kind === 'trade' || t.kind === 'marketplace' ? t.players : []));
    return mode === 'new' ? [...new Set([...chosen, ...rowPlayers.filter((id): id is number => typeof id === 'number')])] : chosen;
  };

  // Whom the case concerns is known before anything is added (the lookup's failure is said, and allows it).
  const playersKnown = chatIds.length === 0 || lines.offered !== undefined || lines.isError;
  const ready = playersKnown && (mode === 'existing' ? picked !== null : title.trim() !== '');
  const submit = () => {
    if (!ready) return;
    const players = ticked();
    add.mutate(
      {
        targets,
        asRows,
        caseRef: mode === 'existing' && picked ? { existing: picked } : { title: title.trim() },
        note: note.trim(),
        ...(players ? { players } : {}),
      },
      { onSuccess: () => onAdded?.() },
    );
  };

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{asRows ? ADD_TO_CASE_UI.manyTitle(targets.length) : MOD_UI.addToCaseTitle}</DialogTitle>
      <DialogContent>
        {done ? (
          <Alert
            severity="success"
            role="status"
            action={
              <Button component={RouterLink} to={`/cases/${done._id}`} color="inherit" size="small" onClick={onClose}>
                {MOD_UI.openCase}
              </Button>
            }
          >
            {asRows ? ADD_TO_CASE_UI.rowsAdded(done.added, done.number) : MOD_UI.added(done.number)}
            {done.alreadyThere > 0 ? ` ${ADD_TO_CASE_UI.alreadyThere(done.alreadyThere)}` : ''}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            {targets.length === 1 && targets[0]!.kind === 'player' ? <Typography variant="body2">{MOD_UI.addPlayerHint}</Typography> : null}
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
            {chatIds.length > 0 ? (
              mode === 'new' ? (
                <ChatLinePlayers key="new" lines={lines} title={ADD_TO_CASE_UI.newCasePlayers} choice={newChoice} onChoice={setNewChoice} sendersTicked />
              ) : (
                <ChatLinePlayers
                  key="existing"
                  lines={lines}
                  title={ADD_TO_CASE_UI.existingCasePlayers}
                  choice={existingChoice}
                  onChoice={setExistingChoice}
                  sendersTicked={false}
                />
              )
            ) : null}
            {hasRows ? (
              <Typography variant="body2" color="text.secondary">
                {asRows ? ADD_TO_CASE_UI.rowsBothSides : ADD_TO_CASE_UI.bothSides}
              </Typography>
            ) : null}
            <FormTextField
              label={asRows ? ADD_TO_CASE_UI.manyNote : MOD_UI.evidenceNote}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              inputProps={{ maxLength: MODERATION_LIMITS.evidenceNote }}
            />
            {add.isError ? (
              <Alert severity="error" role="alert">
                {add.error instanceof AddStopped
                  ? `${ADD_TO_CASE_UI.stopped(add.error.added, add.error.total, add.error.caseNumber)} ${errorText(add.error.reason, MOD_UI.failed)}`
                  : errorText(add.error, MOD_UI.failed)}
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
            {asRows ? ADD_TO_CASE_UI.addRows(targets.length) : MOD_UI.add}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
