// The Admin panel's shared sentences (title, tabs, buttons); each tab's own are in its area's *-messages.ts.
// Those the product's rules quote must stay word for word (docs/RULES.md, "Messages").
export const ADMIN_UI = {
  title: 'Admin Panel',
  subtitle: 'Staff accounts, roles, statistics, the action log and ingest keys.',
  tabsLabel: 'Admin sections',
  tabs: { dashboard: 'Dashboard', users: 'Users', roles: 'Roles', logs: 'Logs', 'ingest-keys': 'Ingest Keys', 'sanction-presets': 'Sanction reasons' },

  // Access (docs/RULES.md, "Screens and routes")
  accessDenied: 'Access Denied',
  accessDeniedBody: 'You do not have permission to access the admin panel.',
  returnHome: 'Return to Home',

  // Shared
  actions: 'Actions',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create',
  delete: 'Delete',
  edit: 'Edit',
  retry: 'Try Again',
  close: 'Close',
  loading: 'Loading…',
  dismiss: 'Dismiss',
} as const;
