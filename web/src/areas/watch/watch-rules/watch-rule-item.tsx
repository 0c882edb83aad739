// One watch rule: its name, kind, target, logs, whether it is shared, its webhook, its alert count
// (a link to its alerts), an enable switch, Edit and Delete — the controls only for those who may change it.
import { PlayerLink } from '../../../components/players';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { WatchRule } from '@staff-console/domain';
import { WATCH_UI } from '..';
import { RULES_UI } from './watch-rules-messages';

export interface WatchRuleItemProps {
  rule: WatchRule;
  webhookName: string | null;
  canChange: boolean;
  toggling: boolean;
  onToggle: (rule: WatchRule, enabled: boolean) => void;
  onEdit: (rule: WatchRule) => void;
  onDelete: (rule: WatchRule) => void;
  /** The rule a link opened (`/watch-rules?rule=…`). */
  highlighted?: boolean;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

export function WatchRuleItem({ rule, webhookName, canChange, toggling, onToggle, onEdit, onDelete, highlighted = false }: WatchRuleItemProps) {
  return (
    <Box
      component="li"
      id={`watch-rule-${rule._id}`}
      data-testid="watch-rule"
      data-highlighted={highlighted ? 'true' : undefined}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        ...(highlighted ? { bgcolor: 'action.selected' } : {}),
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mb: 0.75 }}>
          <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0, opacity: rule.enabled ? 1 : 0.7 }}>
            {rule.name}
          </Typography>
          <Chip size="small" label={WATCH_UI.kinds[rule.kind]} />
          <Chip size="small" variant="outlined" color={rule.shared ? 'secondary' : 'default'} label={rule.shared ? RULES_UI.shared : RULES_UI.personal} />
          {rule.enabled ? null : <Chip size="small" variant="outlined" color="warning" label={RULES_UI.disabled} />}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          {rule.kind === 'lopsided' ? (
            <Fact label={RULES_UI.target}>{RULES_UI.thresholds(rule.ratio, rule.minDifference)}</Fact>
          ) : rule.kind === 'appeals' ? null : rule.kind === 'player' && rule.target ? (
            <Fact label={RULES_UI.player}>
              <span data-testid="watch-rule-player">
                {rule.playerName ? <PlayerLink userId={Number(rule.target)} name={rule.playerName} /> : null}
                {rule.playerName ? ` · ${rule.target}` : WATCH_UI.playerLabel(null, rule.target)}
              </span>
            </Fact>
          ) : (
            <Fact label={WATCH_UI.targetLabel[rule.kind]}>{rule.target}</Fact>
          )}
          <Fact label={RULES_UI.logs}>{rule.scopes.map((s) => WATCH_UI.scopes[s]).join(', ')}</Fact>
          {rule.discordWebhookId ? <Fact label={RULES_UI.webhook}>{webhookName ?? RULES_UI.unknownWebhook}</Fact> : null}
          <Typography variant="body2" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/alerts?rule=${rule._id}`}>
              {RULES_UI.alertCount(rule.alertCount)}
            </Link>
            {rule.createdBy ? ` · ${RULES_UI.by(rule.createdBy.username)}` : null}
          </Typography>
        </Box>
      </Box>
      {canChange ? (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', flexShrink: 0 }}>
          <Switch
            checked={rule.enabled}
            disabled={toggling}
            onChange={(e) => onToggle(rule, e.target.checked)}
            slotProps={{ input: { 'aria-label': RULES_UI.enable(rule.name) } }}
          />
          <IconButton aria-label={RULES_UI.edit(rule.name)} onClick={() => onEdit(rule)}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={RULES_UI.delete(rule.name)} onClick={() => onDelete(rule)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
