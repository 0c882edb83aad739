// The words of the dialog frames themselves (their buttons); each dialog's own are in its area's *-messages.ts.
export const DIALOG_UI = {
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create',
  done: 'Done',
} as const;
