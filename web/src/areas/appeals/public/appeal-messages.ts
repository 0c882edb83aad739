// The public appeal page's sentences: written for a player, in plain words (no staff terms).
import type { AppealStatus, SanctionType } from '@staff-console/domain';

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** '3 January 2027, 14:00 UTC': one way of writing a date for every player, wherever they are. */
export function playerDate(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  const parts = DATE.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // A no-break space keeps the time and its zone on one line.
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}\u00a0UTC`;
}

const VERB: Record<SanctionType, string> = { ban: 'banned from the game', mute: 'muted in the game', warn: 'warned' };
const WAS: Record<SanctionType, string> = { ban: 'banned from the game', mute: 'muted in the game', warn: 'warned' };

export const APPEAL_PAGE = {
  title: 'Appeal a mute or ban',
  codeHeading: 'Find your sanction',
  intro: 'Enter the appeal code the game showed you. Capital letters and dashes are optional.',
  codeLabel: 'Appeal code',
  codeHelp: 'For example 7K3M-Q9TX-2HFD',
  codeInvalid: 'An appeal code has 12 letters and digits, such as 7K3M-Q9TX-2HFD.',
  lookUp: 'Look up',
  otherCode: 'Use another code',
  offline: 'The page could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Try again in a moment.',
  /** Minutes up to two hours; hours past that (the appeals' limit is a day long). */
  tooManyTries: (minutes: number) =>
    minutes < 120
      ? `Too many tries, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
      : `Too many tries, try again in ${Math.ceil(minutes / 60)} hours.`,
  darkMode: 'Dark mode',
  lightMode: 'Light mode',

  // The sanction.
  sanctionHeading: 'Your sanction',
  /** 'You are banned from the game until 3 January 2027, 14:00 UTC.' */
  sanctionNow: (type: SanctionType, expiresAt: string | null) =>
    type === 'warn' ? 'You were warned.' : expiresAt === null ? `You are ${VERB[type]} permanently.` : `You are ${VERB[type]} until ${playerDate(expiresAt)}.`,
  sanctionPast: (type: SanctionType) => `You were ${WAS[type]}. This is no longer in force.`,
  reason: 'Reason',
  noReason: 'No reason was given.',
  issued: (date: string) => `Issued on ${playerDate(date)}.`,
  stillActive: 'Still in force',
  notActive: 'No longer in force',

  // The appeal.
  formHeading: 'Send an appeal',
  formIntro: 'Tell us why this should be changed. A moderator who did not issue it will read your appeal.',
  textLabel: 'Your appeal',
  count: (n: number, max: number) => `${n.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`,
  tooShort: (min: number, n: number) => `Write at least ${min} characters (${min - n} more).`,
  contactLabel: 'How to reach you (optional)',
  contactHelp: 'A Discord name or an e-mail address, if you want an answer outside this page.',
  send: 'Send appeal',
  sent: 'Your appeal was sent. A moderator will read it; come back to this page with your code to see the answer.',
  cannotAppeal: 'You cannot appeal this now',

  // The appeal's state.
  appealHeading: 'Your appeal',
  submitted: (date: string) => `Sent on ${playerDate(date)}.`,
  decided: (date: string) => `Answered on ${playerDate(date)}.`,
  status: {
    open: 'Waiting for a moderator. You will see the answer here.',
    upheld: 'Your appeal was not accepted: the sanction stands.',
    reduced: 'Your appeal was partly accepted: the sanction was shortened.',
    lifted: 'Your appeal was accepted: the sanction was lifted.',
  } satisfies Record<AppealStatus, string>,
  reducedEnds: (expiresAt: string | null) => (expiresAt ? `It now ends on ${playerDate(expiresAt)}.` : 'It has now ended.'),
  answer: 'The moderator’s answer',
} as const;
