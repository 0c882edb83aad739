// The case's evidence, in the order the log rows happened: the items added most recently first
// (a page at a time, 'Show more evidence' asks for earlier ones), with how many the case holds.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Evidence } from '@staff-console/domain';
import { LoadFailure } from '../../../../components/load-failure';
import type { Transaction } from '../../transaction-dialog/transaction-dialog';
import { useCaseEvidence } from '../api/case';
import { CASES_UI } from '../cases-messages';
import { EvidenceItem, evidenceTime } from './evidence-item';
import { PagedMore } from './paged-more';

export interface CaseEvidenceProps {
  caseId: string;
  canRemove: boolean;
  onRemove: (e: Evidence) => void;
  onOpen: (t: Transaction) => void;
}

export function CaseEvidence({ caseId, canRemove, onRemove, onOpen }: CaseEvidenceProps) {
  const query = useCaseEvidence(caseId);
  const pages = query.data?.pages;
  const evidence = useMemo(() => (pages ?? []).flatMap((p) => p.evidence).sort((a, b) => evidenceTime(a).localeCompare(evidenceTime(b))), [pages]);
  const total = pages?.[0]?.total ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-label={CASES_UI.evidence} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, p: 2, pb: 1 }}>
        {CASES_UI.evidence}
      </Typography>
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
          <CircularProgress size={24} aria-label={CASES_UI.loading} />
        </Box>
      ) : query.isError && !pages ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <LoadFailure
            error={query.error}
            onRetry={() => void query.refetch()}
            retryLabel={CASES_UI.retry}
            notFound={CASES_UI.notFound}
            failed={CASES_UI.evidenceFailed}
          />
        </Box>
      ) : evidence.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
          {CASES_UI.noEvidence}
        </Typography>
      ) : (
        <>
          <Box component="ol" aria-label={CASES_UI.evidence} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {evidence.map((e) => (
              <EvidenceItem key={e._id} evidence={e} canRemove={canRemove} onRemove={onRemove} onOpen={onOpen} />
            ))}
          </Box>
          {total > evidence.length || query.hasNextPage ? (
            <PagedMore
              testId="evidence-more"
              shown={CASES_UI.evidenceShown(evidence.length, total)}
              label={CASES_UI.showMoreEvidence}
              hasMore={query.hasNextPage}
              pending={query.isFetchingNextPage}
              error={query.isFetchNextPageError ? query.error : null}
              failed={CASES_UI.evidenceFailed}
              onMore={() => void query.fetchNextPage()}
            />
          ) : null}
        </>
      )}
    </Paper>
  );
}
