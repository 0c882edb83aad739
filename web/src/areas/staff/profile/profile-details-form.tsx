import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { MESSAGES, ProfileBody } from '@staff-console/domain';
import type { User } from '@staff-console/domain';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { displayNameOf, emailOf, useAuth } from '../../../lib/auth-context';
import { muiField } from '../../../lib/form';
import { UI } from '../../../lib/messages';
import { useUpdateProfile } from './update-profile';

type ProfileInput = z.input<typeof ProfileBody>;

const valuesOf = (user: User) => ({ displayName: displayNameOf(user), email: emailOf(user) });

/** The server's sentence when it sent one; our fallbacks otherwise (docs/RULES.md, "Messages"). */
export function profileErrorText(e: unknown): string {
  if (isApiError(e) && e.kind === 'http') return e.serverMessage ?? UI.profileUpdateFallback;
  return UI.profileUpdateError;
}

/** View mode and edit mode (Edit Profile); save or cancel leaves it, cancel restores the values. */
export function ProfileDetailsForm({ user, onSaved }: { user: User; onSaved: (message: string) => void }) {
  const { updateUser } = useAuth();
  const [editing, setEditing] = useState(false);
  const mutation = useUpdateProfile();
  const form = useForm<ProfileInput, unknown, ProfileBody>({ resolver: zodResolver(ProfileBody), defaultValues: valuesOf(user) });
  const { register, handleSubmit, formState, reset, setFocus } = form;

  useEffect(() => {
    if (!editing) reset(valuesOf(user));
  }, [user, editing, reset]);
  useEffect(() => {
    if (editing) setFocus('displayName');
  }, [editing, setFocus]);

  const cancel = () => {
    reset(valuesOf(user));
    mutation.reset();
    setEditing(false);
  };
  const onSubmit = handleSubmit((values) => {
    const displayName = values.displayName ?? '';
    const email = values.email ?? '';
    mutation.mutate(
      { displayName, email, profile: { displayName, email } },
      {
        onSuccess: (res) => {
          updateUser(res.user);
          setEditing(false);
          onSaved(UI.profileUpdated);
        },
      },
    );
  });

  const readOnly = !editing;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-details" sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="profile-details" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          Profile details
        </Typography>
        {!editing ? (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {UI.editProfile}
          </Button>
        ) : null}
      </Box>
      {mutation.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {profileErrorText(mutation.error)}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={UI.editProfile}>
        <Stack spacing={2.5}>
          <FormTextField label={UI.username} value={user.username} fullWidth helperText={MESSAGES.usernameReadOnly} readOnly />
          <FormTextField
            {...muiField(register('displayName'))}
            label={UI.displayName}
            fullWidth
            required={editing}
            error={Boolean(formState.errors.displayName)}
            helperText={formState.errors.displayName?.message ?? ' '}
            readOnly={readOnly}
          />
          <FormTextField
            {...muiField(register('email'))}
            label={UI.email}
            type="email"
            autoComplete="email"
            fullWidth
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message ?? ' '}
            readOnly={readOnly}
          />
        </Stack>
        {editing ? (
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 1 }}>
            <Button onClick={cancel} disabled={mutation.isPending}>
              {UI.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              {UI.save}
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Paper>
  );
}
