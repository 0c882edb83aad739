// A page's alerts folded into groups: the alerts of one rule about one player stored within one
// hour (the server's `groupKey`) show as one row where the first of them stands; alerts alone, and
// groups of one on this page whose other alerts are elsewhere, stay as they are when the server
// counts the group as one.
import type { Alert, AlertGroup } from '@staff-console/domain';

export type InboxRow = { kind: 'alert'; alert: Alert } | { kind: 'group'; group: AlertGroup; alerts: Alert[] };

export const groupId = (ruleId: string, groupKey: string) => `${ruleId} ${groupKey}`;

export function foldIntoGroups(alerts: readonly Alert[], groups: readonly AlertGroup[] = []): InboxRow[] {
  const known = new Map(groups.map((g) => [groupId(g.ruleId, g.groupKey), g]));
  const rows: InboxRow[] = [];
  const open = new Map<string, Alert[]>();
  for (const alert of alerts) {
    const id = alert.groupKey ? groupId(alert.ruleId, alert.groupKey) : null;
    const group = id ? known.get(id) : undefined;
    if (!id || !group) {
      rows.push({ kind: 'alert', alert });
      continue;
    }
    const members = open.get(id);
    if (members) members.push(alert);
    else {
      const list = [alert];
      open.set(id, list);
      rows.push({ kind: 'group', group, alerts: list });
    }
  }
  return rows;
}

/** Minutes from a group's first alert to its last. */
export const groupMinutes = (group: AlertGroup) => Math.round((Date.parse(group.lastAt) - Date.parse(group.firstAt)) / 60_000);
