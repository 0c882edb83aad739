// The Appeals queue's view in the URL: the status shown, the page, and the appeal open beside the
// list (so a link or a reload, and a sanction's appeal chip, open the same one).
import { APPEAL_STATUSES, type AppealStatus } from '@staff-console/domain';
import { oneOf, readPage, useUrlView, type ViewCodec } from '../../components/list-screen';

export interface AppealsView {
  status: AppealStatus;
  page: number;
  /** The appeal open beside the list; '' for none. */
  open: string;
}

const codec: ViewCodec<AppealsView> = {
  read: (params) => {
    const open = params.get('open') ?? '';
    return {
      status: oneOf<AppealStatus>(APPEAL_STATUSES, params.get('status'), 'open'),
      page: readPage(params),
      open: /^[0-9a-f]{24}$/i.test(open) ? open : '',
    };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.status !== 'open') params.set('status', view.status);
    if (view.page > 1) params.set('page', String(view.page));
    if (view.open) params.set('open', view.open);
    return params;
  },
};

export const readAppealsView = codec.read;
export const writeAppealsView = codec.write;
export const useAppealsView = () => useUrlView(codec);
