// The web app's own sentences. Quoted ones are SPEC.md's (§2, §4, §5, §8) and must stay word for word;
// the rest fill places SPEC.md leaves open. Domain sentences shared with the server live in
// @staff-console/domain (MESSAGES).
export const UI = {
  appName: 'Staff Console',
  appTagline: 'Log viewer',

  // Start and connectivity (SPEC §2, §8)
  connecting: (attempt: number) => `Connecting to backend... (attempt ${attempt})`,
  connectionError: 'Connection Error',
  apiNotResponding: 'API is not responding correctly',
  couldNotConnect: 'Could not connect to the backend API',
  retryConnection: 'Retry Connection',
  autoRetryNote: (seconds: number, retry: number, max: number) =>
    `Retrying automatically in ${seconds} s (retry ${retry} of ${max}).`,
  autoRetryExhausted: 'Automatic retries have stopped. Use Retry Connection to try again.',
  tokenDiagnosticsLink: 'Token diagnostics',
  debugLink: 'Auth debug page',

  // Guards and errors (SPEC §2)
  verifyingAccess: 'Verifying access...',
  accessDenied: 'Access Denied',
  accessDeniedBody: "You don't have permission to access this page.",
  goBack: 'Go Back',
  somethingWentWrong: 'Something went wrong',
  unexpectedError:
    "We've encountered an unexpected error. This might be due to a connection issue or a problem with our application.",
  goHome: 'Go to Home',
  tryAgain: 'Try Again',
  contactSupport: 'If the problem persists, please contact support',
  loadingPage: 'Loading…',

  // Login (SPEC §2, §8)
  signIn: 'Sign In',
  signInSubtitle: 'Sign in with your staff account',
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  contactAdmin: 'Contact your administrator if you need access to the system.',
  loginFailedCredentials: 'Login failed. Please check your credentials.',
  networkError: 'Network error. Please check your connection and try again.',
  invalidResponse: 'Invalid response from server. Please try again.',
  invalidTokenFormatReceived: 'Invalid token format received from server',
  invalidTokenPayload: 'Invalid token payload',
  failedToStoreToken: 'Failed to store authentication token',
  userDataMissing: 'Login successful but user data is missing',
  noTokenReceived: 'Authentication failed: No token received from server',
  authInvalidTokenFormat: 'Authentication error: Invalid token format',
  authTokenValidationFailed: 'Authentication error: Token validation failed',
  loginFailedPrefix: 'Login failed. ',
  serverResponded: (status: number, text: string) => `Server responded with ${status}: ${text}`,
  noResponse: 'No response received from server. Please check your internet connection.',
  unknownError: 'An unknown error occurred',

  // Layout and account (SPEC §2)
  openNavigation: 'Open navigation menu',
  mainNavigation: 'Main navigation',
  accountSettings: 'Account settings',
  administrator: 'Administrator',
  defaultRole: 'User',
  defaultName: 'User',
  profile: 'Profile',
  adminPanel: 'Admin Panel',
  logout: 'Logout',
  darkMode: 'Dark mode',
  users: 'Users',
  tradeClicker: 'Trade Clicker',
  clickerFrenzy: 'Clicker Frenzy',
  dashboard: 'Dashboard',
  chatLogs: 'Chat Logs',
  tradeLogs: 'Trade Logs',
  marketplaceLogs: 'Marketplace Logs',
  userManagement: 'User Management',

  // Dashboard (SPEC §1, §2)
  welcome: 'Welcome to the Staff Console',
  studioSubtitle: 'A studio project: the log viewer for chat, trades and the marketplace of our trading game',
  features: 'Features',
  explore: 'Explore',
  noFeatures: 'No available features',
  noFeaturesBody: "You don't have permission to access any features. Please contact your administrator.",

  // Placeholders
  comingSoon: 'Coming Soon',
  comingSoonBody: 'This page is being built and will be available in a future update.',
  underConstruction: 'Under construction',
  laterIssue: 'This screen is coming in a later issue.',

  // Profile (SPEC §2, §5, §8)
  editProfile: 'Edit Profile',
  save: 'Save',
  cancel: 'Cancel',
  displayName: 'Display name',
  email: 'Email',
  memberSince: (date: string) => `Member since ${date}`,
  addEmailPrompt: 'Add an e-mail address so administrators can reach you.',
  security: 'Security',
  securityBody: 'Change the password you use to sign in. Other signed-in sessions end when it changes.',
  changePassword: 'Change Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
  profileUpdateError: 'An error occurred while updating your profile',
  profileUpdateFallback: 'Failed to update profile',
  passwordUpdateFailed: 'Failed to update password',
} as const;
