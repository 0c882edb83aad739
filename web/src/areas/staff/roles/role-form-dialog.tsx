// Create and edit dialogs for custom roles (docs/RULES.md, "Validation"): the name is required and uses
// letters, digits and underscores only; system roles are never edited.
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { inPermissionOrder, LIMITS, MESSAGES, RoleBody, type RolePreset } from '@staff-console/domain';
import type { Role } from '@staff-console/domain';
import { muiField } from '../../../lib/form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { ROLES_UI } from './roles-messages';
import { useCreateRole, usePermissions, useUpdateRole } from './api/roles';
import { PermissionSelect } from './permission-select';
import { RolePresetPicker } from './role-preset-picker';
import { fieldError, sentencesByField, useServerErrors } from '../../../components/dialogs/server-errors';
import { savedAndClosed, type EditDialogProps } from '../../../components/dialogs/dialog-form';

export interface RoleFormValues {
  name: string;
  description: string;
  permissions: string[];
}

const SERVER_FIELDS = sentencesByField<keyof RoleFormValues>({
  name: [MESSAGES.roleNameRequired, MESSAGES.roleNameChars, MESSAGES.roleNameTaken],
  permissions: [MESSAGES.unknownPermission],
});

const resolver = zodResolver(RoleBody) as unknown as Resolver<RoleFormValues>;

/** null: create a role; a role: edit it. */
export function RoleFormDialog({ role, open, onClose, onSaved }: EditDialogProps<'role', Role>) {
  const editing = role !== null;
  const permissions = usePermissions();
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  const { register, control, handleSubmit, formState, setError, setValue, getValues, watch } = useForm<RoleFormValues>({
    resolver,
    defaultValues: role
      ? { name: role.name, description: role.description, permissions: [...role.permissions] }
      : { name: '', description: '', permissions: [] },
  });
  const { errors } = formState;
  const chosenPermissions = watch('permissions');
  const pickPreset = (preset: RolePreset) => {
    setValue('permissions', inPermissionOrder(preset.permissions), { shouldDirty: true, shouldValidate: true });
    // A blank name or description takes the preset's; what the administrator typed stays.
    if (!editing && getValues('name').trim() === '') setValue('name', preset.name, { shouldDirty: true });
    if (getValues('description').trim() === '') setValue('description', preset.description, { shouldDirty: true });
  };

  const { formError, setFormError, show: showServerError } = useServerErrors(setError, SERVER_FIELDS);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const body = values as RoleBody;
    if (!role) {
      create.mutate(body, {
        onSuccess: () => savedAndClosed(onSaved, onClose, ROLES_UI.created),
        onError: (e) => showServerError(e, ROLES_UI.createFailed),
      });
      return;
    }
    // A role without an id (a system role) cannot be the target of an update (docs/RULES.md, "Messages").
    if (!role._id) {
      setFormError(ROLES_UI.invalidUpdate);
      return;
    }
    update.mutate(
      { id: role._id, body },
      {
        onSuccess: () => savedAndClosed(onSaved, onClose, ROLES_UI.updated),
        onError: (e) => showServerError(e, ROLES_UI.updateFailed),
      },
    );
  });

  const titleId = 'role-form-title';
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      title={editing ? ROLES_UI.editTitle : ROLES_UI.createTitle}
      editing={editing}
      pending={pending}
      formError={formError}
      onSubmit={onSubmit}
    >
      <RolePresetPicker permissions={chosenPermissions} onPick={pickPreset} />
      <TextField
        {...muiField(register('name'))}
        label={ROLES_UI.fields.name}
        required
        autoComplete="off"
        autoFocus
        {...fieldError(errors.name, ROLES_UI.nameHelp)}
        slotProps={{ htmlInput: { maxLength: LIMITS.name }, inputLabel: { shrink: true } }}
      />
      <TextField
        {...muiField(register('description'))}
        label={ROLES_UI.fields.description}
        multiline
        minRows={2}
        slotProps={{ inputLabel: { shrink: true } }}
        {...fieldError(errors.description)}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionSelect
            label={ROLES_UI.fields.permissions}
            value={field.value}
            options={permissions.data ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...fieldError(errors.permissions)}
          />
        )}
      />
    </FormDialog>
  );
}
