// The Cases list's view in the URL: status, assignee (me or anyone), player, title search and page.
import { CASE_STATUSES, type CaseStatus } from '@staff-console/domain';
import { readPage, useUrlView, type ViewCodec } from '../../../components/list-screen';

export interface CasesView {
  status: CaseStatus | '';
  assignee: 'me' | '';
  player: string;
  search: string;
  page: number;
}

const codec: ViewCodec<CasesView> = {
  read: (params) => {
    const status = params.get('status');
    const player = params.get('player') ?? '';
    return {
      status: CASE_STATUSES.includes(status as CaseStatus) ? (status as CaseStatus) : '',
      assignee: params.get('assignee') === 'me' ? 'me' : '',
      player: /^\d{1,15}$/.test(player) ? player : '',
      search: params.get('search') ?? '',
      page: readPage(params),
    };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.status) params.set('status', view.status);
    if (view.assignee) params.set('assignee', view.assignee);
    if (view.player) params.set('player', view.player);
    if (view.search) params.set('search', view.search);
    if (view.page > 1) params.set('page', String(view.page));
    return params;
  },
};

export const readCasesView = codec.read;
export const writeCasesView = codec.write;
export const useCasesView = () => useUrlView(codec);
