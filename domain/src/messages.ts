// The product's sentences (docs/RULES.md, "Messages"). Server and web use these exact strings.
export const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Invalid email format',
  roleNameRequired: 'Role name is required',
  roleNameChars: 'Role name can only contain letters, numbers, and underscores',
  systemRoleEdit: 'System roles cannot be edited',
  systemRoleDelete: 'System roles cannot be deleted',
  displayNameEmpty: 'Display name cannot be empty',
  profileInvalidEmail: 'Please enter a valid email address',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordIncorrect: 'Current password is incorrect',
  searchTooShort: 'Please enter at least 3 characters to search',
  noToken: 'No token found',

  // The server's own sentences: each one a sentence a person can act on (docs/RULES.md, "API").
  usernameInvalid: 'Username can only contain letters, numbers, dots, dashes and underscores',
  usernameTaken: 'A user with this username already exists',
  usernameReadOnly: 'Username cannot be changed',
  roleNameTaken: 'A role with this name already exists',
  roleNotFound: 'Role not found',
  roleInUse: 'This role is still assigned to staff accounts; give them another role first',
  unknownRole: 'The selected role does not exist',
  unknownPermission: 'Unknown permission',
  userNotFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'At least one active administrator must remain',
  loginFailed: 'Invalid username or password',
  accountDeactivated: 'This account is deactivated. Contact your administrator.',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  unauthenticated: 'Your session is missing or has expired. Please sign in again.',
  forbidden: "You don't have permission to do this.",
  adminOnly: 'Administrator permission is required.',
  notFound: 'Not found',
  apiNotFound: 'No API endpoint matches this path and method.',
  bodyTooLarge: 'The request body is too large.',
  databaseUnavailable: 'The database is unavailable right now. Try again in a moment.',
  databaseSuggestion: 'Check that the database server is running and that DATABASE_URL points at it.',
  internalError: 'Something went wrong on the server. The error has been logged.',
  tooManyRequests: 'Too many requests. Slow down and try again shortly.',
  apiRunning: 'API is running',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Every sentence above: the server shows these as they are, without naming the field. */
export const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(MESSAGES));
