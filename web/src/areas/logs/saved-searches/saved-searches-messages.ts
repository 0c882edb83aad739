// The words of the saved-searches menu and its dialog.
export const SAVED_UI = {
  menu: 'Saved searches',
  saveCurrent: 'Save this search…',
  none: 'No saved searches yet',
  loadFailed: 'Saved searches could not be loaded.',
  sharedBy: (username: string) => `Shared by ${username}`,
  sharedByMe: 'Shared with everyone',
  delete: (name: string) => `Delete saved search ${name}`,
  dialogTitle: 'Save this search',
  name: 'Name',
  nameHint: 'What the menu shows, e.g. "Scam reports this week"',
  share: 'Share with every staff member who can open this screen',
  save: 'Save',
  cancel: 'Cancel',
  saved: (name: string) => `Saved "${name}".`,
  saveFailed: 'The search could not be saved.',
  deleteFailed: 'The saved search could not be deleted.',
} as const;
