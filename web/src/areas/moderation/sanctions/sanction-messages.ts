// The issue-sanction dialog's and the sanction enforcement's sentences (docs/RULES.md, "Moderation"):
// whom a sanction will hit, the preset's suggestion, and what happens in the game, with and without
// Open Cloud.
import type { AppealStatus, SanctionType } from '@staff-console/domain';

const MODULE = "game servers running the console's module";

export const SANCTION_UI = {
  target: 'Sanction for',
  choosePlayer: 'Player',
  choosePlayerFirst: 'Choose the player this sanction is for.',
  unnamed: 'No name seen',
  playerId: (id: number) => `id ${id}`,
  submit: (type: SanctionType, name: string) => `${{ warn: 'Warn', mute: 'Mute', ban: 'Ban' }[type]} ${name}`,
  submitNoPlayer: 'Issue',
  presetLabel: 'Reason',
  noPreset: 'No preset: write the reason yourself',
  presetsAdmin: 'Administrators define reasons under Admin → Sanction reasons.',
  suggestionLoading: 'Reading the player’s history for this reason…',
  suggested: (step: string) => `Suggested: ${step}.`,
  suggestionFailed: 'Could not read the player’s history for this reason; choose the type and duration yourself.',
  changedFromSuggestion: 'You changed the suggested type or duration.',
  caseHint: 'Cases that do not list this player yet gain them when the sanction is issued.',
  listsPlayer: ' (lists this player)',
  thisCase: 'This case',
  forPreset: (name: string) => `for ${name}`,
  activeExists: (type: string) => `This player already has an active ${type}: another is refused until that one is revoked.`,
  // What the sanction does in the game.
  banWithOpenCloud:
    "Roblox will refuse this player in every server of the game, also after they rejoin; players already in a server are kicked by the game's module.",
  banWithoutOpenCloud: `Open Cloud is not configured: this ban is enforced only by the ${MODULE}, which kick the player when they join or are online.`,
  muteEffect: `The ${MODULE} mute the player in chat while the mute lasts, also after they rejoin.`,
  warnEffect: 'A warning is kept on the player’s record and shown to staff; the game takes no action on it.',
  appealable: 'Can be appealed',
  appealCode: 'Appeal code',
  copyCode: (code: string) => `Copy the appeal code ${code}`,
  codeCopied: 'Appeal code copied',
  appealChip: { open: 'Appeal open', upheld: 'Appeal: upheld', reduced: 'Appeal: reduced', lifted: 'Appeal: lifted' } satisfies Record<AppealStatus, string>,
  appealableHelp: 'The player gets an appeal code and may ask for a review on the appeal page.',
  altHelpWithOpenCloud: 'Roblox’s alt-account detection also refuses the accounts it links to this one.',
  altHelpWithoutOpenCloud: 'Needs Open Cloud: Roblox’s alt-account detection would also refuse the accounts it links to this one.',
} as const;

/** A sanction's enforcement as a sentence: what the game does about it now. */
export const ENFORCEMENT_SENTENCES = {
  appliedBan: (when: string | null) => `Applied on Roblox${when ? ` ${when}` : ''}: Roblox refuses this player in every server of the game.`,
  appliedLift: (when: string | null) => `Lifted on Roblox${when ? ` ${when}` : ''}: the player may join again.`,
  pendingBan: `Waiting to be sent to Roblox. Meanwhile the ${MODULE} kick the player.`,
  pendingLift: 'The lift is waiting to be sent to Roblox.',
  failedBan: `Roblox did not take this ban; only the ${MODULE} kick the player.`,
  failedLift: 'Roblox did not take the lift: the player may still be refused until it is sent again.',
  notConfiguredActive: `Open Cloud is not configured: only the ${MODULE} enforce this ban, by kicking the player when they join or are online.`,
  notConfiguredEnded: `Open Cloud is not configured: this ban was enforced only by the ${MODULE}.`,
  muteActive: `The ${MODULE} mute the player in chat.`,
  muteEnded: 'The mute no longer applies in the game.',
  warn: 'A record for staff: the game takes no action on a warning.',
} as const;
