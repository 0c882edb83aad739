import { describe, expect, it } from 'vitest';
import type { Alert, AlertGroup } from '@staff-console/domain';
import { foldIntoGroups, groupMinutes } from './alert-groups';

const alert = (id: string, ruleId: string, groupKey: string | null): Alert => ({
  _id: id,
  ruleId,
  ruleName: 'R',
  kind: 'chat',
  ref: id,
  summary: id,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  playerId: 1,
  playerName: 'A',
  groupKey,
});
const group = (ruleId: string, groupKey: string, count: number): AlertGroup => ({
  ruleId,
  groupKey,
  count,
  unread: count,
  firstAt: '2026-11-20T10:00:00.000Z',
  lastAt: '2026-11-20T10:40:00.000Z',
});

describe('folding a page of alerts into groups', () => {
  it('shows a group where its newest alert stands, with every alert of it on the page; alerts alone stay', () => {
    const rows = foldIntoGroups(
      [alert('a', 'r1', '1:5'), alert('b', 'r2', '1:5'), alert('c', 'r1', '1:5'), alert('d', 'r1', null), alert('e', 'r1', '2:5')],
      [group('r1', '1:5', 3)],
    );
    expect(rows.map((r) => (r.kind === 'group' ? `group ${r.alerts.map((a) => a._id).join('')}` : r.alert._id))).toEqual(['group ac', 'b', 'd', 'e']);
    expect(groupMinutes(group('r1', '1:5', 3))).toBe(40);
  });
});
