// Create and edit dialogs for staff accounts (docs/RULES.md, "Validation"): username read-only on edit,
// password required on create and sent on edit only when given, an empty e-mail left for the server
// to fill with a placeholder, the active flag, a role and extra permissions.
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { CreateUserBody, LIMITS, MESSAGES, shownEmail, UpdateUserBody } from '@staff-console/domain';
import type { Permission, Role, User } from '@staff-console/domain';
import type { z } from 'zod';
import { displayNameOf, useAuth } from '../../../lib/auth-context';
import { muiField } from '../../../lib/form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { savedAndClosed, type EditDialogProps } from '../../../components/dialogs/dialog-form';
import { USERS_UI } from './users-messages';
import { usePermissions, useRoles } from '../roles/api/roles';
import { useCreateUser, useUpdateUser } from './api/users';
import { PermissionSelect } from '../roles/permission-select';
import { reloadPage } from '../../../components/admin/reload-page';
import { EMPTY_STEP_UP, needsStepUp, StepUpFields, stepUpBody } from './step-up-fields';
import { fieldError, sentencesByField, useServerErrors } from '../../../components/dialogs/server-errors';

export interface UserFormValues {
  username: string;
  password: string;
  displayName: string;
  email: string;
  role: string;
  permissions: string[];
  active: boolean;
  /** The step-up confirmation, asked for when the password of an administrator is set. */
  yourPassword: string;
  yourCode: string;
}

type Field = keyof UserFormValues;

/** Server sentences that belong to one field (docs/RULES.md, "Validation"). */
const SERVER_FIELDS = sentencesByField<Field>({
  username: [MESSAGES.usernameRequired, MESSAGES.usernameInvalid, MESSAGES.usernameTaken, MESSAGES.usernameReadOnly],
  password: [MESSAGES.passwordRequired, MESSAGES.passwordTooShort],
  email: [MESSAGES.invalidEmail],
  role: [MESSAGES.unknownRole],
  permissions: [MESSAGES.unknownPermission],
  yourPassword: [MESSAGES.stepUpPasswordRequired, MESSAGES.stepUpPasswordIncorrect],
  yourCode: [MESSAGES.stepUpCodeRequired, MESSAGES.stepUpCodeIncorrect],
});

// The form's values are plain strings; the domain schemas check them (and trim them) as the server will.
const createResolver = zodResolver(CreateUserBody) as unknown as Resolver<UserFormValues>;
const updateResolver = zodResolver(UpdateUserBody) as unknown as Resolver<UserFormValues>;

const emptyValues: UserFormValues = { username: '', password: '', displayName: '', email: '', role: 'user', permissions: [], active: true, ...EMPTY_STEP_UP };

export const valuesOfUser = (user: User): UserFormValues => ({
  username: user.username,
  password: '',
  displayName: user.displayName,
  // A generated placeholder shows as an empty field (sent back empty, it stays as it is).
  email: shownEmail(user.email),
  role: user.role,
  permissions: [...user.permissions],
  active: user.active,
  ...EMPTY_STEP_UP,
});

/** A system role is chosen by its name, a custom role by its id (docs/RULES.md, "API"). */
export const roleValue = (role: Role): string => (role.system ? role.name : (role._id ?? role.name));

/** What a creation and an update both send: the account's fields but its password. */
const accountFields = (v: UserFormValues) => ({
  username: v.username,
  displayName: v.displayName,
  email: v.email,
  role: v.role,
  permissions: v.permissions as Permission[],
  active: v.active,
  profile: { displayName: v.displayName, email: v.email },
});

export function toCreateBody(v: UserFormValues): z.input<typeof CreateUserBody> {
  return { ...accountFields(v), password: v.password };
}

/** The password goes with an update only when one was typed (docs/RULES.md, "Validation"). */
export function toUpdateBody(v: UserFormValues): z.input<typeof UpdateUserBody> {
  const body: z.input<typeof UpdateUserBody> = accountFields(v);
  if (v.password !== '') Object.assign(body, { password: v.password }, stepUpBody(v));
  return body;
}

/** null: create a user; a user: edit that user. */
export function UserFormDialog({ user, open, onClose, onSaved }: EditDialogProps<'user', User>) {
  const editing = user !== null;
  const auth = useAuth();
  const roles = useRoles();
  const permissions = usePermissions();
  const create = useCreateUser();
  const update = useUpdateUser();
  const mutation = editing ? update : create;

  const { register, control, handleSubmit, formState, setError, watch } = useForm<UserFormValues>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: user ? valuesOfUser(user) : emptyValues,
  });
  const { errors } = formState;
  // Setting another administrator's password asks for the caller's own (and code) first.
  const stepUp = editing && needsStepUp(user) && watch('password') !== '';

  const { formError, setFormError, show: showServerError } = useServerErrors(setError, SERVER_FIELDS);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    if (!user) {
      create.mutate(toCreateBody(values), {
        onSuccess: () => savedAndClosed(onSaved, onClose, USERS_UI.created),
        onError: (e) => showServerError(e, USERS_UI.createFailed),
      });
      return;
    }
    update.mutate(
      { id: user.id, body: toUpdateBody(values) },
      {
        onSuccess: ({ user: saved }) => {
          const me = auth.user;
          if (me && me.id === saved.id) {
            // Editing yourself refreshes your data, and a new display name reloads the page (docs/RULES.md, "Roles and permissions").
            auth.updateUser(saved);
            if (displayNameOf(saved) !== displayNameOf(me)) {
              reloadPage();
              return;
            }
          }
          savedAndClosed(onSaved, onClose, USERS_UI.updated);
        },
        onError: (e) => showServerError(e, USERS_UI.updateFailed),
      },
    );
  });

  // The current role stays selectable while the list loads or if it has gone.
  const roleOptions = (roles.data ?? []).map((r) => ({ value: roleValue(r), label: r.name }));
  const currentRole = user?.role;
  if (currentRole && !roleOptions.some((o) => o.value === currentRole)) roleOptions.push({ value: currentRole, label: user.roleName || currentRole });
  if (!editing && !roleOptions.some((o) => o.value === 'user')) roleOptions.unshift({ value: 'user', label: 'user' });

  const pending = mutation.isPending;
  const titleId = 'user-form-title';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      title={editing ? USERS_UI.editTitle : USERS_UI.createTitle}
      editing={editing}
      pending={pending}
      formError={formError}
      onSubmit={onSubmit}
    >
      <TextField
        {...muiField(register('username'))}
        label={USERS_UI.fields.username}
        required={!editing}
        autoComplete="off"
        {...fieldError(errors.username, editing ? USERS_UI.usernameReadOnly : undefined)}
        slotProps={{ htmlInput: { readOnly: editing, maxLength: LIMITS.name } }}
        autoFocus={!editing}
      />
      <TextField
        {...muiField(register('password'))}
        label={USERS_UI.fields.password}
        type="password"
        required={!editing}
        autoComplete="new-password"
        {...fieldError(errors.password, editing ? USERS_UI.passwordKeep : undefined)}
      />
      {stepUp ? (
        <StepUpFields
          target={user.username}
          withCode={auth.user?.twoFactorEnabled === true}
          passwordProps={{ ...muiField(register('yourPassword')), ...fieldError(errors.yourPassword) }}
          codeProps={{ ...muiField(register('yourCode')), ...fieldError(errors.yourCode) }}
        />
      ) : null}
      <TextField
        {...muiField(register('displayName'))}
        label={USERS_UI.fields.displayName}
        autoComplete="off"
        {...fieldError(errors.displayName)}
        autoFocus={editing}
      />
      <TextField
        {...muiField(register('email'))}
        label={USERS_UI.fields.email}
        type="email"
        autoComplete="off"
        {...fieldError(errors.email, USERS_UI.emailPlaceholder)}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <TextField
            select
            label={USERS_UI.fields.role}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldError(errors.role)}
          >
            {roleOptions.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionSelect
            label={USERS_UI.fields.permissions}
            value={field.value}
            options={permissions.data ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...fieldError(errors.permissions, USERS_UI.permissionsHelp)}
          />
        )}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <div>
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
              label={USERS_UI.fields.active}
            />
            <FormHelperText sx={{ mt: 0 }}>{USERS_UI.activeHelp}</FormHelperText>
          </div>
        )}
      />
    </FormDialog>
  );
}
