// The product's sentences (docs/RULES.md, "Messages"). Server and web use these exact strings.
import {
  CASE_COMMENTS_MAX,
  CASE_EVIDENCE_MAX,
  CASE_HISTORY_MAX,
  CASE_PLAYERS_MAX,
  MIN_PASSWORD,
  TOTP_DIGITS,
  SANCTION_PRESETS_MAX,
  SAVED_SEARCHES_PER_USER,
  WATCH_RULES_IN_ALL,
  WATCH_RULES_PER_USER,
  TEAM_WINDOW_MAX_DAYS,
  LIMITS,
  INGEST_LIMITS,
} from './limits';
import { COUNTING_MESSAGES, PROFILE_SAVED_MESSAGES } from './first-screen-messages';

const INGEST_MB = INGEST_LIMITS.maxBytes / 1024 / 1024;
/** A limit as the sentences write it: 1,000 and 5,000 with a thousands separator. */
const count = (n: number): string => n.toLocaleString('en-US');

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
  unknownTimeZone: 'Time zone must be an IANA time zone such as America/New_York or Europe/London',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordIncorrect: 'Current password is incorrect',
  searchTooShort: `Please enter at least ${LIMITS.searchMin} characters to search`,
  chatHistogramTooLong: 'Choose a time window of less than 1,000 years to chart.',
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
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  unauthenticated: 'Your session is missing or has expired. Please sign in again.',
  sessionNotFound: 'Session not found, or already ended',
  twoFactorCodeRequired: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app, or a recovery code`,
  twoFactorCodeInvalid: `That code is not valid. Enter the current ${TOTP_DIGITS}-digit code, or an unused recovery code.`,
  twoFactorChallengeExpired: 'This sign-in has expired. Enter your password again.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  twoFactorNotStarted: 'Start the two-factor set-up first: scan the QR code, then enter a code.',
  twoFactorNotOn: 'Two-factor sign-in is not on for this account.',
  twoFactorRequiredByRole: 'Your role requires two-factor sign-in, so it cannot be turned off.',
  savedSearchScreenForbidden: "You can't save a search of a screen you may not open.",
  savedSearchShareForbidden: 'Only moderators and administrators can share a saved search with everyone.',
  savedSearchNotFound: 'Saved search not found.',
  savedSearchNotYours: 'Only the person who saved this search or an administrator can delete it.',
  tooManySavedSearches: `You already have ${SAVED_SEARCHES_PER_USER} saved searches. Delete one you no longer use, then save this one.`,
  twoFactorSetupRequired: 'Your role requires two-factor sign-in. Set it up in your profile to continue.',
  passwordChangeRequired: `Your password is shorter than ${MIN_PASSWORD} characters. Choose a new one in your profile to continue.`,
  stepUpPasswordRequired: "Enter your own password to change another administrator's password or two-factor.",
  stepUpCodeRequired: "Enter your current two-factor code to change another administrator's password or two-factor.",
  stepUpPasswordIncorrect: 'Your own password is not correct. Nothing was changed.',
  stepUpCodeIncorrect: 'Your two-factor code is not valid. Nothing was changed.',
  forbidden: "You don't have permission to do this.",
  adminOnly: 'Administrator permission is required.',
  notFound: 'Not found',
  apiNotFound: 'No API endpoint matches this path and method.',
  bodyTooLarge: 'The request body is too large.',
  databaseUnavailable: 'The database is unavailable right now. Try again in a moment.',
  badRequest: 'Bad request.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyEmpty: 'The request body is empty; send a JSON object.',
  jsonOnly: 'This endpoint accepts application/json only.',
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  textHasNul: 'Text may not contain NUL (\\0) characters.',
  /** PostgreSQL: searches that cannot use the trigram index (no three letters or digits in a row). */
  unindexedScansBusy: 'Other searches without three letters or digits in a row are being answered right now. Try again in a moment, or add letters or digits.',
  unindexedSearchTooBroad:
    'This search has no three letters or digits in a row, so it cannot use the search index, and reading every entry for it would take too long. Add letters or digits to the search, or narrow the dates.',
  /** A search total still being counted (503 with Retry-After): the screen asks again by itself. */
  stillCounting: COUNTING_MESSAGES.stillCounting,
  tooManyCounts: COUNTING_MESSAGES.tooManyCounts,
  countsBusy: COUNTING_MESSAGES.countsBusy,
  databaseSuggestion: 'Check that the database server is running and that DATABASE_URL points at it.',
  internalError: 'Something went wrong on the server. The error has been logged.',
  tooManyRequests: 'Too many requests. Slow down and try again shortly.',
  userTooFast: 'You are sending requests faster than the console serves one person. Wait a few seconds, then try again.',
  apiRunning: 'API is running',
  /** GET /api/ready: the database answers and every migration of this build has run. */
  ready: 'Ready: the database answers and its schema is up to date.',
  migrationsPending: 'The database schema is not up to date yet (migrations are still to run). Try again in a moment.',
  /** The token diagnostics page: what the server reads in the token it was sent. */
  tokenNotDecodable: 'Token is not a decodable JWT',
  tokenNotThreeParts: 'Token does not have 3 parts',
  tokenReadable: 'Token has 3 parts and a readable payload',
  /** GET /metrics without the right bearer token. */
  metricsTokenRequired: 'The metrics need the bearer token set in METRICS_TOKEN (Authorization: Bearer <token>).',
  playerNotFound: 'Player not found',
  /** GET /api/items/history for a name no marketplace purchase was logged under. */
  itemNotFound: 'No marketplace purchase was logged for an item of this name (names are matched exactly, case included).',
  thumbnailNotFound: 'The game platform has no thumbnail for this asset.',

  // What the server answers when a change is done (the screens say the same on success).
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  roleCreated: 'Role created successfully',
  roleUpdated: 'Role updated successfully',
  roleDeleted: 'Role deleted successfully',
  signedOut: 'Signed out',
  sessionEnded: 'Session ended',
  profileUnchanged: 'No changes to save',
  profileUpdated: PROFILE_SAVED_MESSAGES.profileUpdated,
  passwordChanged: PROFILE_SAVED_MESSAGES.passwordChanged,
  twoFactorTurnedOn: 'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, and they are not shown again.',
  recoveryCodesRenewed: 'New recovery codes; the old ones no longer work.',
  twoFactorTurnedOff: 'Two-factor sign-in is off',
  twoFactorReset: 'Two-factor sign-in reset; the user sets it up again',
  ingestKeyCreated: 'Ingest key created. Copy it now: it will not be shown again.',
  ingestKeyRevoked: 'Ingest key revoked',
  roleTwoFactorRequired: 'Members of this role must now sign in with two-factor',
  roleTwoFactorNotRequired: 'Two-factor is no longer required for this role',

  // The ingest API's answers to game servers (docs/RULES.md, "Ingest").
  ingestBodyTooLarge: `The request body is larger than ${INGEST_MB} MB. Send at most ${count(INGEST_LIMITS.maxEvents)} events and ${INGEST_MB} MB per request.`,
  ingestNotAList: 'The request body must be a JSON array of events, or NDJSON (one event a line) sent as application/x-ndjson.',
  ingestMediaType: 'Send events as application/json (a JSON array) or application/x-ndjson (one event a line).',
  ingestKeyMissing: 'Missing X-Ingest-Key header: ingest requests need an ingest key, which an administrator creates in the admin panel.',
  ingestKeyUnknown: 'The X-Ingest-Key is not a valid ingest key. Check the key, or ask an administrator for a new one.',
  ingestKeyWasRevoked: 'This ingest key has been revoked. Ask an administrator for a new key.',
  ingestKeyNotFound: 'Ingest key not found',

  // The moderation workbench (docs/RULES.md, "Moderation").
  noteNotFound: 'Note not found',
  noteAuthorOnly: 'Only the author of a note or an administrator can change or delete it.',
  caseNotFound: 'Case not found',
  evidenceNotFound: 'Evidence not found in this case',
  evidenceAlreadyAdded: 'This log entry is already evidence in this case.',
  assigneeNotFound: 'The assignee must be an active staff account who can see cases (view_moderation).',
  evidenceNeedsViewPermission: 'Adding this evidence needs the permission to view its log.',
  sanctionNotFound: 'Sanction not found',
  banPermissionRequired: 'Issuing or revoking a ban needs the ban_players permission.',
  activeMuteExists: 'This player already has an active mute. Revoke it before issuing another.',
  activeBanExists: 'This player already has an active ban. Revoke it before issuing another.',
  warningHasNoDuration: 'A warning has no duration: leave durationSeconds out.',
  altAccountsBansOnly: 'excludeAltAccounts applies to bans only.',
  sanctionNotActive: 'Only an active sanction can be revoked.',
  sanctionNotFailed: 'Only a sanction whose enforcement failed can be retried.',
  sanctionPresetNotFound: 'Sanction preset not found',
  sanctionPresetNameTaken: 'A sanction preset with this name already exists.',
  sanctionPresetLimit: `There are already ${SANCTION_PRESETS_MAX} sanction presets. Delete one before adding another.`,
  sanctionPresetNothingToChange: 'Send at least one of name, publicReason, privateReason or steps.',
  caseCommentsFull: `This case already holds ${count(CASE_COMMENTS_MAX)} comments, the most one case may hold. Open a follow-up case and go on there.`,
  caseEvidenceFull: `This case already holds ${count(CASE_EVIDENCE_MAX)} pieces of evidence, the most one case may hold. Remove one, or open a follow-up case for the rest.`,
  caseHistoryFull: `This case's history already holds ${count(CASE_HISTORY_MAX)} entries, the most one case may hold. Open a follow-up case and go on there.`,
  caseReportsTooFast: 'You have opened many case reports in a short time. Wait a minute, then try again.',
  reportLinkInvalid: 'This report link cannot be opened: it was already used, has expired, or is for another case. Open the report again from the case page.',
  casePlayersFull: `This case already names ${count(CASE_PLAYERS_MAX)} players: remove one before sanctioning another player for it.`,

  // Watchlists and alerts (docs/RULES.md, "Watchlists and alerts").
  watchRuleNotFound: 'Watch rule not found',
  watchRuleNotYours: 'Only the author of a personal watch rule or an administrator can change or delete it.',
  watchRuleSharedAdminOnly: 'Only administrators can create, change or delete shared watch rules.',
  watchRuleWebhookAdminOnly: "Only administrators can send a watch rule's alerts to Discord.",
  watchRuleScopeForbidden: 'A watch rule can only watch logs you may view.',
  watchRulesPerUserFull: `You already have ${count(WATCH_RULES_PER_USER)} watch rules; delete one before adding another.`,
  watchRulesInAllFull: `There are already ${count(WATCH_RULES_IN_ALL)} watch rules in all; delete one before adding another.`,
  discordWebhookNotFound: 'Discord webhook not found',
  discordWebhookHostNotAllowed: 'The webhook URL must be an https:// address on one of the hosts in DISCORD_WEBHOOK_HOSTS.',
  discordWebhookPortNotAllowed: 'The webhook URL must not name a port: Discord webhooks answer on port 443 only.',
  discordWebhookInUse: 'Watch rules still send their alerts to this webhook. Detach it from them first.',
  alertUndoGone: 'This marking can no longer be undone: only your five latest markings can be, once each.',
  alertGroupNeedsRule: "Invalid query parameter 'group': give the group's ruleId too.",

  // Appeals: the public page and the reviewers' queue.
  appealCodeUnknown: 'No sanction has this code.',
  appealSanctionNotActive: 'This sanction is no longer active.',
  appealAlreadyOpen: 'This sanction already has an appeal waiting for an answer.',
  appealNotAppealable: 'This sanction cannot be appealed.',
  appealTooManyLookups: 'Too many code look-ups. Try again later.',
  appealTooManyAppeals: 'Too many appeals from this address. Try again tomorrow.',
  appealNotFound: 'Appeal not found',
  appealAlreadyDecided: 'This appeal has already been decided.',
  appealIssuerMayNotDecide: 'Another moderator must decide this appeal.',
  appealReduceNeedsDuration: 'A reduced sanction needs durationSeconds: how long it lasts from when it was issued.',
  appealReduceNotShorter: 'A reduced sanction must end earlier than it does now.',
  appealDurationOnlyReduced: 'durationSeconds applies to a reduced decision only.',
  appealSanctionEnded: 'This sanction has ended or was revoked: its appeal can only be upheld.',
  appealableNeedsBanPermission: 'Issuing a sanction that cannot be appealed needs the ban_players permission.',
  appealableMutesAndBans: 'appealable applies to mutes and bans only.',

  // The team's statistics and the dashboard's activity.
  teamWindowTooLong: `The team's statistics cover at most ${TEAM_WINDOW_MAX_DAYS} days at once: choose a later 'from' or an earlier 'to'.`,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** "Invalid body 'name': must be …": a request field the server refuses, and why. */
export const invalidFieldMessage = (where: string, field: string, problem: string): string => `Invalid ${where} '${field}': ${problem}`;

/** An NDJSON ingest body with a line that does not parse (lines count from 1). */
export const ndjsonLineInvalidMessage = (line: number, reason: string): string => `Line ${line} of the NDJSON body is not valid JSON (${reason}).`;

/** A page further than `depth` results from both ends of its result. */
export const pageTooDeepMessage = (depth: number): string =>
  `Only the first and the last ${count(depth)} results can be paged to. Narrow the search or the dates, or sort the other way, to reach the ones in between.`;

/** A staff member already running as many exports as one may at once. */
export const tooManyExportsMessage = (perUser: number): string => `You already have ${perUser} exports running. Wait for one to finish, then try again.`;

/** An ingest batch over INGEST_LIMITS.maxEvents. */
export const tooManyEventsMessage = (events: number): string =>
  `A batch holds at most ${count(INGEST_LIMITS.maxEvents)} events; this one has ${count(events)}. Split it into smaller batches.`;

/** A second appeal of a sanction before the cool-down after the last decision has passed. */
export const appealCooldownMessage = (date: string): string => `This sanction's last appeal was decided recently. Another appeal can be sent from ${date}.`;

/** A staff member in the team's statistics whose account was deleted since (only the id is left). */
export const deletedStaffName = (id: string): string => `Deleted account ${id}`;

/** The revoke reason a sanction lifted on appeal shows: the answer the player was given. */
export const appealLiftedReason = (publicAnswer: string): string => `Lifted on appeal: ${publicAnswer}`;

/** Every sentence above: the server shows these as they are, without naming the field. */
export const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(MESSAGES));
