import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { UI } from '../../lib/messages';
import { SIDEBAR_WIDTH } from '../theme';
import { SidebarContent } from './sidebar';

/** The temporary drawer of narrow screens (loaded when first opened: it brings Modal along). */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } }}>
      <Box component="nav" aria-label={UI.mainNavigation} sx={{ height: '100%' }}>
        <SidebarContent />
      </Box>
    </Drawer>
  );
}
