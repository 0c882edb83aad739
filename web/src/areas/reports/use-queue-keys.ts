// Keyboard triage on the queue: j and k move the selection, Enter opens the selected player, c
// claims them. Never while the moderator types in a field, holds a modifier, or a panel or dialog
// is open; the selected row takes the focus, so the browser shows where it is.
import { useEffect } from 'react';

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Whether a key press belongs to a field or a control rather than to the queue. */
function belongsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  if (target.closest(TYPING)) return true;
  // Enter on a button or a link inside a row presses it, not the row.
  return event.key === 'Enter' && target.closest('button, a') !== null;
}

export interface QueueKeys {
  count: number;
  selected: number;
  select: (index: number) => void;
  open: (index: number) => void;
  claim: (index: number) => void;
  enabled: boolean;
}

const focusRow = (index: number) => document.querySelector<HTMLElement>(`[data-queue-index="${index}"]`)?.focus();

export function useQueueKeys({ count, selected, select, open, claim, enabled }: QueueKeys) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || count === 0 || belongsElsewhere(event)) return;
      const at = Math.min(selected, count - 1);
      if (event.key === 'j' || event.key === 'k') {
        const next = at < 0 ? 0 : Math.max(0, Math.min(count - 1, at + (event.key === 'j' ? 1 : -1)));
        event.preventDefault();
        select(next);
        focusRow(next);
      } else if (event.key === 'Enter' && at >= 0) {
        event.preventDefault();
        open(at);
      } else if (event.key === 'c' && at >= 0) {
        event.preventDefault();
        claim(at);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, selected, select, open, claim, enabled]);
}
