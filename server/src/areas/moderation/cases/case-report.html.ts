// The printable report of a case: one self-contained HTML page (inline styles, no scripts, no
// outside resources), every text escaped. It holds only what its viewer may see: evidence of a
// kind they may not view is left out and counted, with the permission it needs.
import {
  CASE_LIMITS,
  type CaseActivity,
  type CaseChange,
  type CaseDetail,
  type Evidence,
  formatTimestamp,
  formatNumber,
  formatSide,
  isRecord,
  type Sanction,
  storedSide,
  type VisibleEvidence,
} from '@staff-console/domain';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: string | number | null | undefined): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The report's own policy: nothing runs, nothing is fetched, nothing frames it. */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface ReportInput {
  detail: CaseDetail;
  sanctions: Sanction[];
  /** How many sanctions the case has (the report lists the newest few). */
  sanctionsTotal?: number;
  viewer: string;
  generatedAt: number;
  /** The names the viewer may see of the players the report mentions. */
  names?: ReadonlyMap<number, string>;
}

/** A player as the report names them: "Name · id", or the id alone when no name may be shown. */
const playerText = (names: ReadonlyMap<number, string>, id: number | undefined): string => {
  if (id === undefined) return '';
  const name = names.get(id);
  return name === undefined ? String(id) : `${name} · ${id}`;
};

const when = (iso: string) => escapeHtml(formatTimestamp(iso));
const paragraph = (text: string) => `<p class="text">${escapeHtml(text)}</p>`;

/** The names of a side's items (a leading plain number is its Case-bux). */
function itemNames(items: unknown[]): string {
  const more = items.length - CASE_LIMITS.reportItemNames;
  const names = items.slice(0, CASE_LIMITS.reportItemNames).map((item) => {
    if (typeof item === 'number') return `${item} Case-bux`;
    const name = isRecord(item) ? item.Name : undefined;
    return typeof name === 'string' || typeof name === 'number' ? String(name) : '';
  });
  const listed = names.filter(Boolean).join(', ') || '—';
  return more > 0 ? `${listed} and ${formatNumber(more)} more` : listed;
}

function evidenceBody(e: VisibleEvidence): string {
  switch (e.kind) {
    case 'chat': {
      const m = e.snapshot;
      return `<p><strong>Chat</strong> · ${when(m.timestamp)} · ${escapeHtml(m.name)} (${escapeHtml(m.userId)})${m.filterWarning ? ' · Filter Warning' : ''}</p>${paragraph(m.message)}${m.translatedText ? `<p class="muted">Translation: ${escapeHtml(m.translatedText)}</p>` : ''}`;
    }
    case 'trade': {
      const t = e.snapshot;
      const side = (which: 'sent' | 'received') => {
        const v = storedSide(t, which);
        return `${formatSide(v)} (${formatNumber(v.rap)} RAP)`;
      };
      return (
        `<p><strong>Trade</strong> · ${when(t.date)} · ${escapeHtml(t.sender)}${t.senderId !== undefined ? ` (${escapeHtml(t.senderId)})` : ''} → ${escapeHtml(t.receiver)}${t.receiverId !== undefined ? ` (${escapeHtml(t.receiverId)})` : ''}${t.lopsided ? ' · Lopsided' : ''}</p>` +
        `<p>Sent ${escapeHtml(side('sent'))}: ${escapeHtml(itemNames(t.sentItems.items))}</p>` +
        `<p>Received ${escapeHtml(side('received'))}: ${escapeHtml(itemNames(t.receivedItems.items))}</p>` +
        `<p>Profit/loss for the sender: ${escapeHtml(formatNumber(t.profitLoss))}</p>`
      );
    }
    case 'marketplace': {
      const m = e.snapshot;
      const { seller, buyer } = m;
      return `<p><strong>Marketplace</strong> · ${when(m.date)} · ${escapeHtml(m.quantity > 1 ? `${formatNumber(m.quantity)} × ` : '')}${escapeHtml(m.itemName)} for ${escapeHtml(formatNumber(m.price))} Case-Bux</p><p>Seller ${escapeHtml(seller)}${m.sellerId !== undefined ? ` (${escapeHtml(m.sellerId)})` : ''} · buyer ${escapeHtml(buyer)}${m.buyerId !== undefined ? ` (${escapeHtml(m.buyerId)})` : ''}</p>`;
    }
    case 'report': {
      const { report: r, context } = e.snapshot;
      const lines = context
        .map((m) => `<p class="muted">${when(m.timestamp)} · ${escapeHtml(m.name)} (${escapeHtml(m.userId)}): ${escapeHtml(m.message)}</p>`)
        .join('');
      return `<p><strong>Report</strong> · ${when(r.date)} · ${escapeHtml(r.reporterName)} (${escapeHtml(r.reporterId)}) reported ${escapeHtml(r.reportedName)} (${escapeHtml(r.reportedId)}) for ${escapeHtml(r.category)}</p>${paragraph(r.text)}${lines}`;
    }
  }
}

/** A sentence saying how many older items the report leaves out, when it does. */
function olderLeftOut(what: 'evidence' | 'history' | 'sanctions', left: number): string {
  if (left <= 0) return '';
  const words = {
    evidence: ['older evidence item', 'older evidence items'],
    history: ['older history entry', 'older history entries'],
    sanctions: ['older sanction', 'older sanctions'],
  }[what];
  return `<p class="left-out" data-older-left-out="${what}:${left}">${escapeHtml(formatNumber(left))} ${left === 1 ? `${words[0]} is` : `${words[1]} are`} left out of this report; the case page lists them all.</p>`;
}

function evidenceSection(evidence: Evidence[], inCase: number): string {
  const visible = evidence.filter((e): e is VisibleEvidence => !e.hidden);
  const hidden = new Map<string, number>();
  for (const e of evidence) if (e.hidden) hidden.set(e.requires, (hidden.get(e.requires) ?? 0) + 1);
  const items = visible.map(
    (e) =>
      `<li>${evidenceBody(e)}${e.note ? `<p class="muted">Note: ${escapeHtml(e.note)}</p>` : ''}<p class="muted">Added by ${escapeHtml(e.addedBy.username)}, ${when(e.addedAt)}</p></li>`,
  );
  const leftOut = [...hidden].map(([permission, n]) => `${n} that need${n === 1 ? 's' : ''} ${escapeHtml(permission)}`).join(', ');
  const total = evidence.length - visible.length;
  return (
    `<h2>Evidence (${visible.length})</h2>` +
    olderLeftOut('evidence', inCase - evidence.length) +
    (items.length > 0 ? `<ol class="evidence">${items.join('')}</ol>` : '<p class="muted">No evidence you may see.</p>') +
    (total > 0
      ? `<p class="left-out" data-left-out="${total}">${total} more item${total === 1 ? ' is' : 's are'} left out of this report: ${leftOut}.</p>`
      : '')
  );
}

function sanctionsSection(sanctions: Sanction[], total: number, names: ReadonlyMap<number, string>): string {
  if (sanctions.length === 0) return '';
  const rows = sanctions.map(
    (s) =>
      `<tr><td>${escapeHtml(s.type)}</td><td>${escapeHtml(playerText(names, s.userId))}</td><td>${escapeHtml(s.status)}</td><td>${when(s.createdAt)} by ${escapeHtml(s.createdBy.username)}</td><td>${s.expiresAt ? when(s.expiresAt) : 'Permanent'}</td><td>${escapeHtml(s.reason)}</td></tr>`,
  );
  return `<h2>Sanctions (${sanctions.length})</h2>${olderLeftOut('sanctions', total - sanctions.length)}<table><thead><tr><th>Type</th><th>Player</th><th>Status</th><th>Issued</th><th>Ends</th><th>Reason</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** A changed text cut to the report's length for it (a summary may be long; the report shows the current one in full). */
const cut = (text: string): string => (text.length > CASE_LIMITS.reportChangeText ? `${text.slice(0, CASE_LIMITS.reportChangeText)}…` : text);

/** A changed value as a person reads it: an assignee by name, players as a list, 'none' for nothing. */
function shown(value: unknown, names: ReadonlyMap<number, string>): string {
  return cut(shownInFull(value, names));
}

function shownInFull(value: unknown, names: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length > 0 ? value.map((v) => (typeof v === 'number' ? playerText(names, v) : shown(v, names))).join(', ') : 'none';
  if (isRecord(value)) return typeof value.username === 'string' ? value.username : JSON.stringify(value);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

const changeText = (c: CaseChange, names: ReadonlyMap<number, string>): string => `${c.field}: ${shown(c.from, names)} → ${shown(c.to, names)}`;

function activityLine(a: CaseActivity, names: ReadonlyMap<number, string>): string {
  const head = `${when(a.at)} · ${escapeHtml(a.by.username)}`;
  switch (a.type) {
    case 'comment':
      return `${head} commented${paragraph(a.text ?? '')}`;
    case 'created':
      return `${head} opened the case`;
    case 'updated':
      return `${head} changed ${escapeHtml((a.changes ?? []).map((c) => changeText(c, names)).join('; '))}`;
    case 'evidence_added':
      return `${head} added ${escapeHtml(a.evidence?.kind ?? '')} evidence${
        a.playersAdded?.length ? `, bringing ${escapeHtml(a.playersAdded.map((id) => playerText(names, id)).join(', '))} into the case` : ''
      }`;
    case 'evidence_removed':
      return `${head} removed ${escapeHtml(a.evidence?.kind ?? '')} evidence`;
    case 'sanction_issued':
      return `${head} issued a ${escapeHtml(a.sanction?.type ?? '')} to ${escapeHtml(playerText(names, a.sanction?.userId))}`;
    case 'sanction_revoked':
      return `${head} revoked a ${escapeHtml(a.sanction?.type ?? '')} of ${escapeHtml(playerText(names, a.sanction?.userId))}`;
  }
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;color:#111;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:1.75rem 0 .5rem;border-bottom:1px solid #ccc}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.muted{color:#555;font-size:.9em}.text{white-space:pre-wrap;overflow-wrap:anywhere}
ol.evidence>li,ol.activity>li{margin:.75rem 0;break-inside:avoid}p{margin:.2rem 0}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.25rem .4rem;text-align:left;vertical-align:top}
.left-out{font-style:italic}@media print{body{margin:0}}`;

export function renderCaseReport({ detail, sanctions, sanctionsTotal = sanctions.length, viewer, generatedAt, names = new Map() }: ReportInput): string {
  const c = detail;
  const facts: [string, string][] = [
    ['Status', escapeHtml(c.status)],
    ['Assignee', c.assignee ? escapeHtml(c.assignee.username) : 'Nobody'],
    ['Players', c.players.length > 0 ? c.players.map((id) => escapeHtml(playerText(names, id))).join(', ') : 'None'],
    ['Opened', `${when(c.createdAt)} by ${escapeHtml(c.createdBy.username)}`],
    ['Last change', when(c.updatedAt)],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Case ${escapeHtml(c.number)}: ${escapeHtml(c.title)}</title><style>${STYLE}</style></head>
<body>
<h1>Case ${escapeHtml(c.number)}: ${escapeHtml(c.title)}</h1>
<p class="muted">Report for ${escapeHtml(viewer)}, ${escapeHtml(formatTimestamp(generatedAt))}. Times are US Eastern.</p>
<dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
<h2>Summary</h2>${c.summary ? paragraph(c.summary) : '<p class="muted">No summary.</p>'}
${c.resolution ? `<h2>Resolution</h2>${paragraph(c.resolution)}` : ''}
${evidenceSection(c.evidence, c.evidenceTotal)}
${sanctionsSection(sanctions, sanctionsTotal, names)}
<h2>History</h2>${olderLeftOut('history', c.activityTotal - c.activity.length)}<ol class="activity">${c.activity.map((a) => `<li>${activityLine(a, names)}</li>`).join('')}</ol>
</body></html>
`;
}
