// Sanctions and their enforcement in words (docs/RULES.md, "Moderation"): what the panels, lists
// and the case page say about one sanction.
import { formatEasternDate, type Enforcement, type Sanction, type SanctionType } from '@staff-console/domain';
import { MOD_UI } from './moderation-messages';

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
      return { label, detail: enforcement.appliedAt ? formatEasternDate(enforcement.appliedAt) : null };
    case 'not_configured':
    case 'not_applicable':
      return { label, detail: null };
  }
}

/** 'Ban · permanent', 'Mute · until …', 'Warning'. */
export function sanctionHeadline(sanction: Pick<Sanction, 'type' | 'expiresAt'>): string {
  const type = MOD_UI.sanctionTypes[sanction.type];
  if (sanction.type === 'warn') return type;
  return `${type} · ${sanction.expiresAt === null ? MOD_UI.forever : MOD_UI.until(formatEasternDate(sanction.expiresAt))}`;
}

/** Which permission issuing (or revoking, retrying) a sanction of this type needs. */
export const sanctionPermission = (type: SanctionType) => (type === 'ban' ? 'ban_players' : 'moderate');
