// Chat Logs: the server searches and pages; the view (search, time frame, custom dates, page, the
// message whose context is open and its servers) lives in the URL so a link or a reload shows the same messages.
import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { CHAT_PAGE_SIZE, characterCount, timeFrameRange, WATCH_LIMITS } from '@staff-console/domain';
import type { ChatMessage, TimeRange } from '@staff-console/domain';
import { ListEmpty, ListError, LogListPage, listState, useLastPageGuard } from '../../../components/list-screen';
import { useLogSelection } from '../../moderation';
import { SavedSearchesMenu } from '../saved-searches';
import { WatchButton, WATCH_UI } from '../../watch';
import { formatNumber, formatTimestamp } from '../../../lib/format';
import { CHAT_EXPORT_FILE, chatExportPath } from './api/export-chat';
import { useChat } from './api/get-chat';
import { useTranslateChat, useTranslateEnabled } from './api/translate-chat';
import { CHAT_UI } from './chat-messages';
import { rangeInverted, useChatView } from './chat-url-state';
import type { ChatView, ChatViewChange } from './chat-url-state';
import { ChatContextDialog } from './components/chat-context-dialog';
import { ChatHistogram } from './components/chat-histogram';
import { ChatFilters } from './components/chat-filters';
import { ChatRows, ChatSkeleton } from './components/chat-list';
import { useChatDensity } from './use-chat-density';

// A window chosen on the histogram stands in for the time frame's range until the frame changes.
const rangeOf = (view: ChatView, now: number): TimeRange =>
  view.window ?? timeFrameRange(view.frame, new Date(now), { from: view.from || undefined, to: view.to || undefined });

function TranslateButton({ messages }: { messages: ChatMessage[] }) {
  const enabled = useTranslateEnabled();
  const translate = useTranslateChat();
  if (!enabled) return null;
  const pending = messages.filter((m) => m.translatedText === undefined && m.message.trim() !== '');
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={translate.isPending ? <CircularProgress size={16} color="inherit" /> : <TranslateIcon />}
      disabled={translate.isPending || pending.length === 0}
      title={CHAT_UI.translateHint}
      onClick={() => translate.mutate({ texts: pending.map((m) => ({ id: m._id, text: m.message })) })}
    >
      {translate.isPending ? CHAT_UI.translating : CHAT_UI.translate}
    </Button>
  );
}

export function ChatsPage() {
  const [view, update] = useChatView();
  // Rolling frames (Today, Past Week…) are measured from when they were chosen or last searched.
  const [now, setNow] = useState(() => Date.now());
  const range = useMemo(() => rangeOf(view, now), [view, now]);
  const inverted = rangeInverted(view);
  const query = useChat({ page: view.page, limit: CHAT_PAGE_SIZE, from: range.from, to: range.to, search: view.search || undefined }, { enabled: !inverted });
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = query;
  const [density, setDensity] = useChatDensity();
  const [chartInCompact, setChartInCompact] = useState(false);
  // Another page, search or time frame empties the selection.
  const { selection, bar } = useLogSelection(JSON.stringify([view.page, view.search, range.from, range.to]));

  const change = (c: ChatViewChange, options?: { replace?: boolean }) => {
    if (c.frame !== undefined) setNow(Date.now());
    update(c, options);
  };

  const refresh = () => {
    const next = Date.now();
    const nextRange = rangeOf(view, next);
    if (nextRange.from === range.from && nextRange.to === range.to) void refetch();
    else setNow(next);
  };

  // A page past the end (an old link, fewer messages now) shows the last page instead.
  useLastPageGuard(view.page, data && !isPlaceholderData ? data.totalPages : null, update);

  const chooseWindow = useCallback((window: ChatView['window']) => update({ window }), [update]);

  const showContext = useCallback((id: string) => update({ context: id }), [update]);
  const closeContext = useCallback(() => update({ context: undefined }), [update]);
  // Switching servers replaces the address rather than adding to history: Back still closes the dialog.
  const changeContextScope = useCallback((scope: ChatView['scope']) => update({ scope }, { replace: true }), [update]);

  const state = listState({ isPending, isError, isPlaceholderData, empty: data?.data.length === 0 });
  const shown = data && !inverted && state !== 'error' ? data : null;
  // A search long enough to be a watched term can become a watch rule.
  const searched = view.search.trim();
  const watchTerm = characterCount(searched) >= WATCH_LIMITS.termMin ? searched : null;

  return (
    <LogListPage
      savedSearches={<SavedSearchesMenu screen="chat" />}
      title={CHAT_UI.title}
      filters={
        <>
          <ChatFilters view={view} onChange={change} onRefresh={refresh} />
          {view.window ? (
            <Alert
              severity="info"
              variant="outlined"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => update({ window: undefined })}>
                  {CHAT_UI.windowClear}
                </Button>
              }
            >
              {CHAT_UI.windowNotice(formatTimestamp(view.window.from), formatTimestamp(view.window.to))}
            </Alert>
          ) : null}
          {inverted ? null : density === 'compact' && !chartInCompact ? (
            // Compact is for seeing as many lines as possible: the chart waits for a click.
            <Button size="small" sx={{ mb: 1 }} onClick={() => setChartInCompact(true)} data-testid="chat-histogram-show">
              {CHAT_UI.histogramReveal}
            </Button>
          ) : (
            <Box sx={{ mb: 2 }}>
              <ChatHistogram request={{ from: range.from, to: range.to, search: view.search || undefined }} onChoose={chooseWindow} />
            </Box>
          )}
        </>
      }
      count={shown ? { text: CHAT_UI.showing(formatNumber(shown.data.length), formatNumber(shown.total)), testId: 'chat-count' } : null}
      actions={
        <>
          {watchTerm ? (
            <WatchButton label={WATCH_UI.watchTerm} prefill={{ kind: 'term', target: watchTerm, name: WATCH_UI.defaultName.term(watchTerm) }} />
          ) : null}
          {shown && shown.data.length > 0 ? <TranslateButton messages={shown.data} /> : null}
          <ToggleButton
            value="compact"
            size="small"
            selected={density === 'compact'}
            onChange={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}
            title={CHAT_UI.compactHint}
            sx={{ py: 0.25, gap: 0.5, textTransform: 'none' }}
            data-testid="chat-density"
          >
            <DensitySmallIcon fontSize="small" />
            {CHAT_UI.compact}
          </ToggleButton>
        </>
      }
      exportCsv={{ path: chatExportPath({ from: range.from, to: range.to, search: view.search || undefined }), fileName: CHAT_EXPORT_FILE, disabled: inverted }}
      fetching={isFetching && !isPending}
      loadingLabel={CHAT_UI.loading}
      state={state}
      notice={
        inverted ? (
          <Alert severity="info" variant="outlined">
            {CHAT_UI.rangeInvertedBody}
          </Alert>
        ) : undefined
      }
      skeleton={<ChatSkeleton />}
      error={<ListError message={CHAT_UI.loadFailed} retryLabel={CHAT_UI.retry} onRetry={() => void refetch()} />}
      empty={<ListEmpty icon={<ForumOutlinedIcon color="disabled" aria-hidden />} title={CHAT_UI.emptyTitle} body={CHAT_UI.emptyBody} />}
      selectionBar={bar}
      rows={() => (
        <ChatRows messages={data?.data ?? []} busy={isPlaceholderData} onShowContext={showContext} compact={density === 'compact'} selection={selection} />
      )}
      pager={
        state === 'data' && data && data.totalPages > 1
          ? { count: data.totalPages, page: view.page, onChange: (page) => update({ page }), label: CHAT_UI.pagination, compactBelow: 'sm' }
          : null
      }
      scrollOnPage
    >
      <ChatContextDialog messageId={view.context ?? null} scope={view.scope} onScopeChange={changeContextScope} onClose={closeContext} />
    </LogListPage>
  );
}
