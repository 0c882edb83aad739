// The inbox's view in the URL: unread only, one rule, and the page.
import { readPage, useUrlView, type ViewCodec } from '../../../components/list-screen';

export interface AlertsView {
  unread: boolean;
  ruleId: string;
  page: number;
}

const RULE_ID = /^[0-9a-f]{24}$/;

const codec: ViewCodec<AlertsView> = {
  read: (params) => {
    const ruleId = (params.get('rule') ?? '').toLowerCase();
    return { unread: params.get('unread') === '1', ruleId: RULE_ID.test(ruleId) ? ruleId : '', page: readPage(params) };
  },
  write: (view) => {
    const params = new URLSearchParams();
    if (view.unread) params.set('unread', '1');
    if (view.ruleId) params.set('rule', view.ruleId);
    if (view.page > 1) params.set('page', String(view.page));
    return params;
  },
};

export const readAlertsView = codec.read;
export const writeAlertsView = codec.write;
export const useAlertsView = () => useUrlView(codec);
