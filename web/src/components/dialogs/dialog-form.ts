import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A form inside a Dialog's paper: it takes the paper's flex place so that DialogContent (not the
 * whole paper) scrolls, and the title and the buttons stay in view on a short screen.
 */
export const FORM_SX: SxProps<Theme> = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 };
