// The Reports queue's view in the URL: category, assignee (anyone, me, unclaimed), order, page, and
// the player whose reports are open (so a link or a reload opens the same panel).
import { REPORT_CATEGORIES, REPORT_QUEUE_SORTS, type ReportCategory, type ReportQueueSort } from '@staff-console/domain';
import { oneOf, readPage, useUrlView, type ViewCodec } from '../../components/list-screen';

export const QUEUE_ASSIGNEES = ['me', 'none'] as const;
export type QueueAssignee = (typeof QUEUE_ASSIGNEES)[number];

export interface ReportsView {
  category: ReportCategory | '';
  assignee: QueueAssignee | '';
  sort: ReportQueueSort;
  page: number;
  /** The player whose reports are open; '' for none. */
  open: string;
}

const codec: ViewCodec<ReportsView> = {
  read: (params) => {
    const open = params.get('open') ?? '';
    return {
      category: oneOf<ReportCategory | ''>(REPORT_CATEGORIES, params.get('category'), ''),
      assignee: oneOf<QueueAssignee | ''>(QUEUE_ASSIGNEES, params.get('assignee'), ''),
      sort: oneOf<ReportQueueSort>(REPORT_QUEUE_SORTS, params.get('sort'), 'priority'),
      page: readPage(params),
      open: /^\d{1,15}$/.test(open) ? open : '',
    };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.category) params.set('category', view.category);
    if (view.assignee) params.set('assignee', view.assignee);
    if (view.sort !== 'priority') params.set('sort', view.sort);
    if (view.page > 1) params.set('page', String(view.page));
    if (view.open) params.set('open', view.open);
    return params;
  },
};

export const readReportsView = codec.read;
export const writeReportsView = codec.write;
export const useReportsView = () => useUrlView(codec);
