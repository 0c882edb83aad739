// Admin success alerts disappear after 5 s (docs/RULES.md, "Constants and limits"). A newer message restarts the clock.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';

export const SUCCESS_ALERT_MS = 5_000;

export function useSuccessAlert() {
  const [flash, setFlash] = useState<{ message: string; seq: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), SUCCESS_ALERT_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const show = useCallback((message: string) => setFlash((prev) => ({ message, seq: (prev?.seq ?? 0) + 1 })), []);
  const clear = useCallback(() => setFlash(null), []);
  return { message: flash?.message ?? null, show, clear };
}

export function SuccessAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Collapse in={message !== null} unmountOnExit>
      <Alert severity="success" onClose={onClose} sx={{ mb: 2 }} data-testid="success-alert">
        {message}
      </Alert>
    </Collapse>
  );
}
