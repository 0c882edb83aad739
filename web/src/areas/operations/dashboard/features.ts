import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ChatIcon from '@mui/icons-material/Chat';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupIcon from '@mui/icons-material/Group';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { UI } from '../../../lib/messages';

export interface DashboardFeature {
  key: string;
  title: string;
  description: string;
  to: string;
  icon: SvgIconComponent;
  danger?: boolean;
}

/** One card per feature; a user sees the cards of the screens they may open (domain's canOpen). */
export const DASHBOARD_FEATURES: readonly DashboardFeature[] = [
  {
    key: 'chat',
    title: UI.chatLogs,
    description: 'Search in-game chat by player or message, with translations and flagged messages marked.',
    to: '/chats',
    icon: ChatIcon,
  },
  {
    key: 'trades',
    title: UI.tradeLogs,
    description: 'Follow trades between players, with item values in RAP and the profit or loss of each trade.',
    to: '/trades',
    icon: SwapHorizIcon,
  },
  {
    key: 'marketplace',
    title: UI.marketplaceLogs,
    description: 'Review marketplace purchases in Case-Bux, with unit prices and markups against the base price.',
    to: '/marketplace',
    icon: StorefrontIcon,
  },
  {
    key: 'cases',
    title: 'Cases',
    description: 'Investigate players with the chat, trades and purchases kept as evidence, and act on what you find.',
    to: '/cases',
    icon: FolderOpenIcon,
  },
  {
    key: 'sanctions',
    title: 'Sanctions',
    description: 'Warnings, mutes and bans across all players, and whether each reached the game.',
    to: '/sanctions',
    icon: GavelIcon,
  },
  {
    key: 'watch-rules',
    title: 'Watch rules',
    description: 'Be alerted, here and on Discord, when a watched player, chat term, item or lopsided trade is logged.',
    to: '/watch-rules',
    icon: VisibilityIcon,
  },
  {
    key: 'users',
    title: UI.userManagement,
    description: 'Look up Trade Clicker and Clicker Frenzy players.',
    to: '/tc-users',
    icon: GroupIcon,
  },
  {
    key: 'admin',
    title: UI.adminPanel,
    description: 'Manage staff accounts, roles and permissions; see system statistics and the action log.',
    to: '/admin',
    icon: AdminPanelSettingsIcon,
    danger: true,
  },
];
