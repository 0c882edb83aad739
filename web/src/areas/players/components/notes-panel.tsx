// Notes about a player, newest first: anyone with moderate adds one; its author or an administrator
// edits or deletes it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTimestamp, isAdmin, permissionSubject, MODERATION_LIMITS, type Note } from '@staff-console/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import type { ModerationAccess } from '../../moderation';
import { errorText } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useAddNote, useDeleteNote, useEditNote, useNotes } from '../api/notes';
import { PANEL_UI } from '../moderation-panel-messages';
import { PanelList } from './panel-list';
import { ItemRow } from '../../../components/list-screen';

function NoteEditor({
  initial,
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (text: string, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) onSubmit(text.trim(), () => setText(''));
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <FormTextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        inputProps={{ maxLength: MODERATION_LIMITS.noteText }}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {errorText(error, PANEL_UI.failed)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={pending}>
            {PANEL_UI.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={pending} disabled={text.trim() === ''}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

function NoteItem({ note, mayChange }: { note: Note; mayChange: boolean }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useEditNote();
  const remove = useDeleteNote();
  return (
    <ItemRow data-testid="note-item">
      {editing ? (
        <NoteEditor
          initial={note.text}
          label={PANEL_UI.editNote}
          submitLabel={PANEL_UI.save}
          pending={edit.isPending}
          error={edit.error}
          onSubmit={(text) => edit.mutate({ id: note._id, text }, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
              {PANEL_UI.noteMeta(note.createdBy.username, formatTimestamp(note.createdAt), note.updatedAt !== undefined)}
            </Typography>
            {mayChange ? (
              <>
                <Button size="small" onClick={() => setEditing(true)}>
                  {PANEL_UI.edit}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(true)}>
                  {PANEL_UI.delete}
                </Button>
              </>
            ) : null}
          </Box>
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={PANEL_UI.deleteNote}
        body={PANEL_UI.deleteNoteBody}
        confirmLabel={PANEL_UI.delete}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, PANEL_UI.failed) : null}
        onConfirm={() => remove.mutate(note._id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      />
    </ItemRow>
  );
}

export function NotesPanel({ userId, access }: { userId: number; access: ModerationAccess }) {
  const { user } = useAuth();
  const query = useNotes(userId);
  const add = useAddNote();
  const admin = isAdmin(permissionSubject(user));
  const body = (
    <PanelList query={query} label={PANEL_UI.notes} failedText={PANEL_UI.notesFailed} emptyText={PANEL_UI.noNotes}>
      {(note) => <NoteItem key={note._id} note={note} mayChange={access.moderate && (admin || note.createdBy.id === user?.id)} />}
    </PanelList>
  );
  return (
    <Paper variant="outlined" component="section" aria-label={PANEL_UI.notes} sx={{ minWidth: 0 }}>
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {PANEL_UI.notes}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {PANEL_UI.noteHelp}
        </Typography>
      </Box>
      {access.moderate ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <NoteEditor
            initial=""
            label={PANEL_UI.newNote}
            submitLabel={PANEL_UI.addNote}
            pending={add.isPending}
            error={add.error}
            onSubmit={(text, reset) => add.mutate({ userId, text }, { onSuccess: reset })}
          />
        </Box>
      ) : null}
      {body}
    </Paper>
  );
}
