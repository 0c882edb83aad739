// A search box that searches once typing pauses for SEARCH_DEBOUNCE_MS, or at once on Enter, with
// the domain's term rule: blank clears the search, 1–2 characters only earn the message. What the
// URL says wins over what was typed when it changes from elsewhere (back button, a link, a chip).
import { useEffect, useEffectEvent, useState } from 'react';
import { LIMITS, SEARCH_DEBOUNCE_MS, searchTerm } from '@staff-console/domain';

export interface SearchBoxOptions {
  /** The search the view holds now. */
  value: string;
  /** Called with a new term ('' to clear). */
  onSearch: (term: string) => void;
  /** The longest term sent. */
  max?: number;
  /** When the too-short message shows: while typing, or only once a pause or Enter tried it. */
  warn?: 'typing' | 'tried';
}

/** What an attempt to search did. */
export type SearchOutcome = 'searched' | 'unchanged' | 'too-short';

export function useSearchBox({ value, onSearch, max = LIMITS.name, warn = 'typing' }: SearchBoxOptions) {
  const [text, setText] = useState(value);
  // The term this box last sent and the view's search as last seen: a change that is not ours
  // replaces what is typed.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  const [tried, setTried] = useState(false);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
      setTried(false);
    }
  }

  const attempt = (raw: string): SearchOutcome => {
    const term = searchTerm(raw, max);
    if (term === null) {
      setTried(true);
      return 'too-short';
    }
    setTried(false);
    if (term === value) return 'unchanged';
    setSent(term);
    onSearch(term);
    return 'searched';
  };

  const onPause = useEffectEvent(() => {
    attempt(text);
  });
  useEffect(() => {
    const timer = setTimeout(onPause, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const tooShort = searchTerm(text, max) === null && (warn === 'typing' || tried);
  return {
    text,
    setText,
    /** The too-short message is due. */
    tooShort,
    /** Search for what is typed now (Enter, a Search button). */
    searchNow: () => attempt(text),
    clear: () => {
      setText('');
      attempt('');
    },
  };
}
