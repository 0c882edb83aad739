// The decision's rules as the dialog applies them before the server does: who may decide (not the
// sanction's issuer, unless an administrator; reducing or lifting a ban needs ban_players), the
// lengths a reduction may pick (shorter than the sanction's own, counted from when it was issued)
// and where each would end, and the request body.
import { SANCTION_DURATION_PRESETS, type Appeal, type AppealDecision, type DecideAppealBody, type Sanction } from '@staff-console/domain';
import { APPEALS_UI } from './appeals-messages';

export interface DecideValues {
  decision: AppealDecision;
  publicAnswer: string;
  privateNote: string;
  /** Reduce only: the new length in seconds from when it was issued; null until picked. */
  durationSeconds: number | null;
}

export const emptyDecideValues = (): DecideValues => ({ decision: 'upheld', publicAnswer: '', privateNote: '', durationSeconds: null });

export interface Decider {
  userId: string | null;
  admin: boolean;
  ban: boolean;
}

/** Why this reviewer may not decide this appeal at all (null: they may). */
export function whyNotDecide(appeal: Pick<Appeal, 'sanction'>, decider: Decider): string | null {
  if (!decider.admin && decider.userId !== null && appeal.sanction.createdBy.id === decider.userId) return APPEALS_UI.issuerMayNotDecide;
  return null;
}

/** Whether this decision is open to the reviewer: a ban is reduced or lifted only with ban_players. */
export const mayChoose = (decision: AppealDecision, sanction: Pick<Sanction, 'type'>, decider: Decider): boolean =>
  decision === 'upheld' || sanction.type !== 'ban' || decider.ban;

/** The usual lengths that end before the sanction does now (any, for a permanent one). */
export function reduceChoices(sanction: Pick<Sanction, 'createdAt' | 'expiresAt'>): number[] {
  const issued = Date.parse(sanction.createdAt);
  const ends = sanction.expiresAt === null ? Infinity : Date.parse(sanction.expiresAt);
  return SANCTION_DURATION_PRESETS.flatMap((p) => (p.seconds !== null && issued + p.seconds * 1000 < ends ? [p.seconds] : []));
}

/** Where a reduced sanction would end: issued + the new length. */
export const reducedEnd = (sanction: Pick<Sanction, 'createdAt'>, seconds: number): Date => new Date(Date.parse(sanction.createdAt) + seconds * 1000);

export function decideBody(values: DecideValues): DecideAppealBody {
  const body: DecideAppealBody = { decision: values.decision, publicAnswer: values.publicAnswer.trim() };
  if (values.privateNote.trim()) body.privateNote = values.privateNote.trim();
  if (values.decision === 'reduced' && values.durationSeconds !== null) body.durationSeconds = values.durationSeconds;
  return body;
}
