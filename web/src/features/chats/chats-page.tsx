// Chat Logs (SPEC §2, §4, §5): the server searches and pages; the view (search, time frame, custom
// dates, page) lives in the URL so a link or a reload shows the same messages.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TranslateIcon from '@mui/icons-material/Translate';
import { CHAT_PAGE_SIZE, timeFrameRange } from '@staff-console/domain';
import type { ChatMessage, TimeRange } from '@staff-console/domain';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/page-header';
import { formatNumber } from '../../lib/format';
import { CHAT_EXPORT_FILE, chatExportPath } from './api/export-chat';
import { useChat } from './api/get-chat';
import { useTranslateChat, useTranslateEnabled } from './api/translate-chat';
import { CHAT_UI } from './chat-messages';
import { rangeInverted, useChatView } from './chat-url-state';
import type { ChatView, ChatViewChange } from './chat-url-state';
import { ChatFilters } from './components/chat-filters';
import { ChatEmpty, ChatError, ChatRows, ChatSkeleton } from './components/chat-list';
import { ChatContextDialog } from './components/chat-context-dialog';

const rangeOf = (view: ChatView, now: number): TimeRange =>
  timeFrameRange(view.frame, new Date(now), { from: view.from || undefined, to: view.to || undefined });

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

  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const topRef = useRef<HTMLDivElement>(null);

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
  const lastPage = data && !isPlaceholderData ? data.totalPages : null;
  useEffect(() => {
    if (lastPage !== null && lastPage > 0 && view.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, view.page, update]);

  const showContext = useCallback((id: string) => update({ context: id }), [update]);
  const closeContext = useCallback(() => update({ context: undefined }), [update]);

  const goToPage = (page: number) => {
    update({ page });
    topRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const showData = data && !inverted && !(isError && !isPlaceholderData);

  return (
    <Box sx={{ minWidth: 0 }}>
      <div ref={topRef} />
      <PageHeader title={CHAT_UI.title} />
      <ChatFilters view={view} onChange={change} onRefresh={refresh} />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, minHeight: 32 }}>
        <Typography color="text.secondary" aria-live="polite" data-testid="chat-count" sx={{ fontSize: { xs: '0.875rem', sm: '1rem' } }}>
          {showData ? CHAT_UI.showing(formatNumber(data.data.length), formatNumber(data.total)) : null}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {showData && data.data.length > 0 ? <TranslateButton messages={data.data} /> : null}
          <ExportCsvButton path={chatExportPath({ from: range.from, to: range.to, search: view.search || undefined })} fileName={CHAT_EXPORT_FILE} disabled={inverted} />
        </Box>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && !isPending ? <LinearProgress aria-label={CHAT_UI.loading} /> : null}</Box>

      {inverted ? (
        <Alert severity="info" variant="outlined">
          {CHAT_UI.rangeInvertedBody}
        </Alert>
      ) : isError && !isPlaceholderData ? (
        <ChatError onRetry={() => void refetch()} />
      ) : isPending ? (
        <ChatSkeleton />
      ) : data.data.length === 0 ? (
        <ChatEmpty />
      ) : (
        <>
          <ChatRows messages={data.data} busy={isPlaceholderData} onShowContext={showContext} />
          {data.totalPages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                aria-label={CHAT_UI.pagination}
                count={data.totalPages}
                page={Math.min(view.page, data.totalPages)}
                onChange={(_e, page) => goToPage(page)}
                showFirstButton
                showLastButton
                siblingCount={narrow ? 0 : 1}
                size={narrow ? 'small' : 'medium'}
                color="primary"
              />
            </Box>
          ) : null}
        </>
      )}
      <ChatContextDialog messageId={view.context ?? null} onClose={closeContext} />
    </Box>
  );
}
