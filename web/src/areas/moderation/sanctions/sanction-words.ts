// Sanctions and their enforcement in words (docs/RULES.md, "Moderation"): what the panels, lists
// and the case page say about one sanction.
import { formatTimestamp, type Enforcement, type Sanction } from '@staff-console/domain';
import { MOD_UI } from '../moderation-messages';
import { ENFORCEMENT_SENTENCES } from './sanction-messages';

/** The enforcement state as staff read it: the state, how many attempts, and Roblox's answer on failure. */
export function enforcementWords(enforcement: Enforcement): { label: string; detail: string | null } {
  const label = MOD_UI.enforcement[enforcement.state];
  switch (enforcement.state) {
    case 'failed':
      return {
        label,
        detail: [MOD_UI.attempts(enforcement.attempts), enforcement.lastError ? `${MOD_UI.lastError}: ${enforcement.lastError}` : null]
          .filter(Boolean)
          .join(' · '),
      };
    case 'pending':
      return { label, detail: enforcement.attempts > 0 ? MOD_UI.attempts(enforcement.attempts) : null };
    case 'applied':
      return { label, detail: enforcement.appliedAt ? formatTimestamp(enforcement.appliedAt) : null };
    case 'not_configured':
    case 'not_applicable':
      return { label, detail: null };
  }
}

/** 'Ban · permanent', 'Mute · until …', 'Warning'. */
export function sanctionHeadline(sanction: Pick<Sanction, 'type' | 'expiresAt'>): string {
  const type = MOD_UI.sanctionTypes[sanction.type];
  if (sanction.type === 'warn') return type;
  return `${type} · ${sanction.expiresAt === null ? MOD_UI.forever : MOD_UI.until(formatTimestamp(sanction.expiresAt))}`;
}

/** Which permission issuing (or revoking, retrying) a sanction of this type needs: the domain's rule, the server's too. */
export { sanctionPermission } from '@staff-console/domain';

/**
 * What the game does about this sanction now, as a sentence (the state alone, 'Open Cloud is not
 * configured', leaves a moderator guessing whether the ban holds at all). The enforcement state
 * belongs to the sanction's latest change: the ban, or its lift once revoked.
 */
export function enforcementSentence(sanction: Pick<Sanction, 'type' | 'status' | 'enforcement'>): string {
  const { enforcement } = sanction;
  const active = sanction.status === 'active';
  const lifted = sanction.status === 'revoked';
  if (sanction.type === 'warn') return ENFORCEMENT_SENTENCES.warn;
  if (sanction.type === 'mute') return active ? ENFORCEMENT_SENTENCES.muteActive : ENFORCEMENT_SENTENCES.muteEnded;
  const when = enforcement.appliedAt ? formatTimestamp(enforcement.appliedAt) : null;
  switch (enforcement.state) {
    case 'applied':
      return lifted ? ENFORCEMENT_SENTENCES.appliedLift(when) : ENFORCEMENT_SENTENCES.appliedBan(when);
    case 'pending':
      return lifted ? ENFORCEMENT_SENTENCES.pendingLift : ENFORCEMENT_SENTENCES.pendingBan;
    case 'failed':
      return lifted ? ENFORCEMENT_SENTENCES.failedLift : ENFORCEMENT_SENTENCES.failedBan;
    case 'not_configured':
    case 'not_applicable':
      return active ? ENFORCEMENT_SENTENCES.notConfiguredActive : ENFORCEMENT_SENTENCES.notConfiguredEnded;
  }
}
