// 'Add to case': a log row (chat message, trade, purchase) becomes evidence in an open case or in a
// new one, with an optional note; from a note or sanction on the player page, the player joins the
// case. Loaded only when a button is first pressed.
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
import { errorText } from '../../lib/api-client';
import { FormTextField } from '../form-text-field';
import { ADD_TO_CASE_UI } from './add-to-case-messages';
import { ChatLinePlayers, chosenPlayers, type PlayerChoice, useChatPlayers } from './add-to-case-players';
import type { CaseTarget } from './add-to-case-target';
import { addCaseTarget } from './add-to-case-target';
import { useCases, useModerationMutation } from './moderation-api';
import { MOD_UI } from './moderation-messages';

const PICK_LIMIT = 10;

/** Open and investigating cases whose title holds the search (any letter case), newest first. */
function useOpenCases(search: string, enabled: boolean): { cases: Case[]; loading: boolean } {
  const term = searchTerm(search) ?? undefined;
  const open = useCases({ status: 'open', search: term, limit: PICK_LIMIT }, enabled);
  const investigating = useCases({ status: 'investigating', search: term, limit: PICK_LIMIT }, enabled);
  const cases = [...(open.data?.cases ?? []), ...(investigating.data?.cases ?? [])].sort((a, b) => b.number - a.number);
  return { cases, loading: open.isPending || investigating.isPending };
}

export function AddToCaseDialog({ target, onClose }: { target: CaseTarget; onClose: () => void }) {
  const titleId = useId();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Case | null>(null);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { cases, loading } = useOpenCases(deferredSearch, mode === 'existing');
  const add = useModerationMutation(addCaseTarget);
  const done = add.data;
  // A chat line: staff tick whom the case concerns (a report names the scammer, not its sender).
  const chatId = target.kind === 'chat' ? target.id : null;
  const chatPlayers = useChatPlayers(chatId);
  const [newChoice, setNewChoice] = useState<PlayerChoice>({});
  const [existingChoice, setExistingChoice] = useState<PlayerChoice>({});
  const ticked = (): number[] | undefined => {
    const data = chatPlayers.data;
    if (!data) return undefined;
    const offered = [data.sender, ...data.named];
    return mode === 'new' ? chosenPlayers(offered, newChoice, (p) => p.userId === data.sender.userId) : chosenPlayers(offered, existingChoice, () => false);
  };

  const ready = mode === 'existing' ? picked !== null : title.trim() !== '';
  const submit = () => {
    if (!ready) return;
    const players = ticked();
    add.mutate({
      target,
      caseRef: mode === 'existing' && picked ? { existing: picked } : { title: title.trim() },
      note: note.trim(),
      ...(players ? { players } : {}),
    });
  };

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{MOD_UI.addToCaseTitle}</DialogTitle>
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
            {MOD_UI.added(done.number)}
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            {target.kind === 'player' ? <Typography variant="body2">{MOD_UI.addPlayerHint}</Typography> : null}
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
            {chatId !== null ? (
              mode === 'new' ? (
                <ChatLinePlayers key="new" messageId={chatId} title={ADD_TO_CASE_UI.newCasePlayers} choice={newChoice} onChoice={setNewChoice} senderTicked />
              ) : (
                <ChatLinePlayers
                  key="existing"
                  messageId={chatId}
                  title={ADD_TO_CASE_UI.existingCasePlayers}
                  choice={existingChoice}
                  onChoice={setExistingChoice}
                  senderTicked={false}
                />
              )
            ) : target.kind === 'trade' || target.kind === 'marketplace' ? (
              <Typography variant="body2" color="text.secondary">
                {ADD_TO_CASE_UI.bothSides}
              </Typography>
            ) : null}
            <FormTextField
              label={MOD_UI.evidenceNote}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              inputProps={{ maxLength: MODERATION_LIMITS.evidenceNote }}
            />
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
            {MOD_UI.add}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
