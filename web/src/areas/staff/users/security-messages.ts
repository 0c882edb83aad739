// The Admin panel's security actions: ending a user's sessions, resetting their two-factor, and
// a role that requires two-factor. The server's own success sentences are shown as they are.
export const ADMIN_SECURITY_UI = {
  twoFactorChip: '2FA',
  twoFactorOn: 'Two-factor sign-in is on',
  endSessions: (username: string) => `End sessions of ${username}`,
  endSessionsTitle: 'End all sessions?',
  endSessionsBody: (username: string) =>
    `Every browser where ${username} is signed in is signed out on its next request. The account itself keeps working: they can sign in again.`,
  endSessionsConfirm: 'End sessions',
  endSessionsFailed: 'Could not end the sessions',
  resetTwoFactor: (username: string) => `Reset two-factor of ${username}`,
  resetTitle: 'Reset two-factor sign-in?',
  resetBody: (username: string) =>
    `${username} signs in with the password alone until they set up two-factor again (for a lost phone). Their recovery codes stop working.`,
  resetConfirm: 'Reset',
  resetFailed: 'Could not reset two-factor sign-in',
  yourPassword: 'Your password',
  yourCode: 'Your code',
  stepUpHelp: (username: string) => `${username} is an administrator: confirm with your own password`,

  requireLabel: 'Require two-factor sign-in',
  requireShort: '2FA',
  requireFor: (role: string) => `Require two-factor sign-in for ${role}`,
  requireTitle: 'Require two-factor sign-in?',
  requireBody: (role: string, you: boolean) =>
    `Members of ${role} who have not set up two-factor sign-in can open only their profile until they do.` +
    (you ? ' That includes you: set it up in your profile right after.' : ''),
  requireConfirm: 'Require it',
  requireFailed: 'Could not change the two-factor requirement',
} as const;
