// What a dialog shows once and never again (a new ingest key, new recovery codes, a two-factor
// secret): set in a monospace box to be selected whole, with a copy button whose outcome is said.
import { useState } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

/** The box a secret is shown in; each screen adds its size and layout. */
export const SECRET_SX = {
  display: 'block',
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
} satisfies SxProps<Theme>;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` to the clipboard, which exists only on secure pages (https, or this machine). */
export function useCopy(text: string): { copy: CopyState; onCopy: () => void } {
  const [copy, setCopy] = useState<CopyState>('idle');
  const onCopy = () => {
    if (!('clipboard' in navigator)) {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return { copy, onCopy };
}
