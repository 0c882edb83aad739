// The detail dialog shared by Trade Logs and Marketplace Logs (docs/RULES.md, "Screens and routes"): it looks up the item
// thumbnails through the proxy and shows a loading state while they come, then the trade's sides
// or the purchase. Full screen on phones. The screens keep which transaction is open in the URL,
// so 'Copy link' hands another staff member the same dialog; a trade also offers its players' chat.
import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { MarketplaceEntry, Trade } from '@staff-console/domain';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { AddToCaseButton } from '../add-to-case/add-to-case-button';
import type { CaseTarget } from '../add-to-case/add-to-case-target';
import { DIALOG_UI } from './dialog-messages';
import { useThumbnails } from './get-thumbnails';
import { PurchaseDetails } from './purchase-details';
import { TradeChat } from './trade-chat';
import { TradeDetails, tradeAssetIds } from './trade-details';

export type Transaction = { kind: 'trade'; trade: Trade } | { kind: 'purchase'; entry: MarketplaceEntry };

export interface TransactionDialogProps {
  open: boolean;
  /** The transaction to show; null while its list loads, or when it is not in the list. */
  transaction: Transaction | null;
  /** The list the transaction comes from (or the transaction itself) is still loading. */
  loading?: boolean;
  /** Why the transaction cannot be shown (not found by its id, or the request failed). */
  error?: string | null;
  /** Which kind the screen shows, for the title before the transaction is known. */
  kind: Transaction['kind'];
  onClose: () => void;
}

const assetIdsOf = (transaction: Transaction | null): number[] => {
  if (!transaction) return [];
  if (transaction.kind === 'trade') return tradeAssetIds(transaction.trade);
  return transaction.entry.assetId !== null ? [transaction.entry.assetId] : [];
};

const caseTarget = (transaction: Transaction): CaseTarget =>
  transaction.kind === 'trade'
    ? { kind: 'trade', id: transaction.trade._id, players: [transaction.trade.senderId, transaction.trade.receiverId] }
    : { kind: 'marketplace', id: transaction.entry._id, players: [transaction.entry.sellerId, transaction.entry.buyerId] };

export function TransactionDialog({ open, transaction, loading = false, error = null, kind, onClose }: TransactionDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const assetIds = useMemo(() => assetIdsOf(transaction), [transaction]);
  const { thumbnails, loading: imagesLoading } = useThumbnails(open ? assetIds : []);
  const title = kind === 'trade' ? DIALOG_UI.tradeTitle : DIALOG_UI.purchaseTitle;

  let body;
  if (transaction?.kind === 'trade') {
    body = (
      <>
        <TradeDetails trade={transaction.trade} thumbnails={thumbnails} loading={imagesLoading} />
        <Box sx={{ mt: 2 }}>
          <TradeChat key={transaction.trade._id} tradeId={transaction.trade._id} />
        </Box>
      </>
    );
  } else if (transaction?.kind === 'purchase') {
    body = <PurchaseDetails entry={transaction.entry} thumbnails={thumbnails} loading={imagesLoading} />;
  } else if (loading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{DIALOG_UI.loadingTransaction}</Typography>
      </Box>
    );
  } else {
    body = <Typography sx={{ py: 2 }}>{error ?? DIALOG_UI.notFound}</Typography>;
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={DIALOG_UI.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {transaction ? (
        <Box sx={{ px: 3, pb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <CopyLinkButton />
          <AddToCaseButton variant="text" target={caseTarget(transaction)} />
        </Box>
      ) : null}
      {transaction && imagesLoading ? (
        <Box role="status" sx={{ px: 3, pb: 1 }}>
          <LinearProgress aria-hidden />
          <Typography variant="caption" color="text.secondary">
            {DIALOG_UI.loadingImages}
          </Typography>
        </Box>
      ) : null}
      <DialogContent dividers>{body}</DialogContent>
    </Dialog>
  );
}
