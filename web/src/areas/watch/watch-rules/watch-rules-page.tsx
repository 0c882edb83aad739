// Watch rules (docs/RULES.md, "Watchlists and alerts"): one's own rules and the shared ones (an
// administrator: everyone's), made, edited, switched on and off and deleted here; administrators
// also keep the Discord webhooks shared rules post to. `?rule=<id>` (from a refused duplicate or a
// 'Watch' shortcut) marks that rule and opens it when the viewer may change it.
import { useContext, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { isAdmin, permissionSubject, type WatchRule } from '@staff-console/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ItemList, ListEmpty, ListError, ListScreen, ListSkeleton, listState } from '../../../components/list-screen';
import { deleteWatchRule, updateWatchRule, useDiscordWebhooks, useWatchMutation, useWatchRules } from '../watch-api';
import { WatchRuleDialog } from '../watch-rule-dialog';
import { errorText } from '../../../lib/api-client';
import { AuthContext } from '../../../lib/auth-context';
import { DiscordWebhooksPanel } from './discord-webhooks-panel';
import { WatchRuleItem } from './watch-rule-item';
import { RULES_UI } from './watch-rules-messages';

type Editing = { rule: WatchRule | null } | null;

export function WatchRulesPage() {
  const admin = isAdmin(permissionSubject(useContext(AuthContext)?.user));
  const rules = useWatchRules();
  const webhooks = useDiscordWebhooks(admin);
  const toggle = useWatchMutation(updateWatchRule);
  const remove = useWatchMutation(deleteWatchRule);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WatchRule | null>(null);
  const webhookName = (id: string | null) => webhooks.data?.find((w) => w._id === id)?.name ?? null;
  const [params] = useSearchParams();
  const linked = params.get('rule');
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    const target = linked ? rules.data?.find((r) => r._id === linked) : undefined;
    if (!target || opened === linked) return;
    setOpened(linked);
    document.getElementById(`watch-rule-${target._id}`)?.scrollIntoView({ block: 'center' });
    if (admin || !target.shared) setEditing({ rule: target });
  }, [linked, rules.data, opened, admin]);

  return (
    <ListScreen
      title={RULES_UI.title}
      subtitle={RULES_UI.subtitle}
      actions={
        <>
          <Button component={RouterLink} to="/alerts" variant="outlined">
            {RULES_UI.inbox}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ rule: null })}>
            {RULES_UI.newRule}
          </Button>
        </>
      }
      toolbar={
        toggle.isError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(toggle.error, RULES_UI.toggleFailed)}
          </Alert>
        ) : null
      }
      state={listState({ isPending: rules.isPending, isError: rules.isError, empty: rules.data?.length === 0 })}
      loading={<ListSkeleton label={RULES_UI.loading} rows={4} height={72} />}
      error={<ListError message={RULES_UI.loadFailed} retryLabel={RULES_UI.retry} onRetry={() => void rules.refetch()} />}
      empty={<ListEmpty icon={<VisibilityIcon color="disabled" aria-hidden />} title={RULES_UI.emptyTitle} body={RULES_UI.emptyBody} />}
      rows={() => (
        <ItemList label={RULES_UI.listLabel}>
          {rules.data?.map((rule) => (
            <WatchRuleItem
              key={rule._id}
              rule={rule}
              webhookName={webhookName(rule.discordWebhookId)}
              canChange={admin || !rule.shared}
              highlighted={rule._id === linked}
              toggling={toggle.isPending && toggle.variables.id === rule._id}
              onToggle={(r, enabled) => toggle.mutate({ id: r._id, body: { enabled } })}
              onEdit={(r) => setEditing({ rule: r })}
              onDelete={(r) => (remove.reset(), setDeleting(r))}
            />
          ))}
        </ItemList>
      )}
      pager={null}
    >
      {admin ? <DiscordWebhooksPanel /> : null}
      {editing ? <WatchRuleDialog rule={editing.rule} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={RULES_UI.deleteTitle}
        body={deleting ? RULES_UI.deleteBody(deleting.name) : ''}
        confirmLabel={RULES_UI.deleteConfirm}
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error, RULES_UI.deleteFailed) : null}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </ListScreen>
  );
}
