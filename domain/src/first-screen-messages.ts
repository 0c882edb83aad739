// The few product sentences the web's first screen needs, in a module of their own. MESSAGES
// (messages.ts) repeats them; kept apart, the login screen's and the dashboard's first JavaScript
// carries these lines instead of the whole MESSAGES object (some 12 KB), which lazy screens load.

/** A search total still being counted (503 with Retry-After): the screen asks again by itself. */
export const COUNTING_MESSAGES = {
  stillCounting: 'Counting the matches of this search takes a moment. The page appears as soon as the count is done.',
  tooManyCounts: 'Another of your searches is being counted. Wait for it to finish, then try again.',
  countsBusy: 'The server is counting other searches right now. Try again in a few seconds.',
} as const;

/** What the profile screen says after a save. */
export const PROFILE_SAVED_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  passwordChanged: 'Password changed successfully',
} as const;
