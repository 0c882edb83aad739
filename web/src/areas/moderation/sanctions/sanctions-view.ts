// The Sanctions list's view in the URL: status, type, enforcement state, player and page.
import { ENFORCEMENT_STATES, SANCTION_STATUSES, SANCTION_TYPES, type EnforcementState, type SanctionStatus, type SanctionType } from '@staff-console/domain';
import { oneOf, readPage, useUrlView, type ViewCodec } from '../../../components/list-screen';

export interface SanctionsView {
  status: SanctionStatus | '';
  type: SanctionType | '';
  enforcement: EnforcementState | '';
  player: string;
  page: number;
}

const codec: ViewCodec<SanctionsView> = {
  read: (params) => {
    const player = params.get('player') ?? '';
    return {
      status: oneOf<SanctionStatus | ''>(SANCTION_STATUSES, params.get('status'), ''),
      type: oneOf<SanctionType | ''>(SANCTION_TYPES, params.get('type'), ''),
      enforcement: oneOf<EnforcementState | ''>(ENFORCEMENT_STATES, params.get('enforcement'), ''),
      player: /^\d{1,15}$/.test(player) ? player : '',
      page: readPage(params),
    };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.status) params.set('status', view.status);
    if (view.type) params.set('type', view.type);
    if (view.enforcement) params.set('enforcement', view.enforcement);
    if (view.player) params.set('player', view.player);
    if (view.page > 1) params.set('page', String(view.page));
    return params;
  },
};

export const readSanctionsView = codec.read;
export const writeSanctionsView = codec.write;
export const useSanctionsView = () => useUrlView(codec);
