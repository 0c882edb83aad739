// Chat Logs' density, remembered in this browser: 'comfortable' (the default) or 'compact', which
// fits about twice as many messages on a screen.
import { useCallback, useState } from 'react';

export type ChatDensity = 'comfortable' | 'compact';

const KEY = 'chatDensity';

function stored(): ChatDensity {
  try {
    return localStorage.getItem(KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

export function useChatDensity(): [ChatDensity, (next: ChatDensity) => void] {
  const [density, setDensity] = useState<ChatDensity>(stored);
  const change = useCallback((next: ChatDensity) => {
    setDensity(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private windows may refuse storage: the choice then lasts until the page is left.
    }
  }, []);
  return [density, change];
}
