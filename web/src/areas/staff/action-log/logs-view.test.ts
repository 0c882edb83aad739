import { describe, expect, it } from 'vitest';
import { logsLink, readLogsView, writeLogsView } from './logs-view';

describe('the action log view in the URL', () => {
  it('reads every filter beside the tab, dropping what is malformed', () => {
    const view = readLogsView(
      new URLSearchParams('tab=logs&action=case_created&player=FrostQueen&case=12&targetUser=newmod&from=2024-07-15&to=2024-13-40&page=3'),
    );
    expect(view).toEqual({
      category: '',
      action: 'case_created',
      username: '',
      player: 'FrostQueen',
      case: '12',
      targetUser: 'newmod',
      startDay: '2024-07-15',
      endDay: '',
      page: 3,
    });
    expect(readLogsView(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes the view with the tab kept and empty filters left out', () => {
    const current = new URLSearchParams('tab=logs&player=old');
    const next = writeLogsView(current, { ...readLogsView(new URLSearchParams()), action: 'sanction_issued', player: '133640', page: 2 });
    expect(next.toString()).toBe('tab=logs&action=sanction_issued&player=133640&page=2');
    expect(logsLink({ targetUser: 'a'.repeat(24) })).toBe(`/admin?tab=logs&targetUser=${'a'.repeat(24)}`);
  });
});
