// The case's evidence, in the order the log rows happened: the items added most recently first
// (a page at a time, 'Show more evidence' asks for earlier ones), with how many the case holds.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { Evidence } from '@staff-console/domain';
import type { Transaction } from '../../transaction-dialog/transaction-dialog';
import { useCaseEvidence } from '../api/case';
import { CASES_UI } from '../cases-messages';
import { EvidenceItem, evidenceTime } from './evidence-item';
import { PagedSection } from './paged-section';

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
    <PagedSection
      title={CASES_UI.evidence}
      query={query}
      count={{ shown: evidence.length, total }}
      failed={CASES_UI.evidenceFailed}
      empty={CASES_UI.noEvidence}
      more={{ shown: CASES_UI.evidenceShown(evidence.length, total), label: CASES_UI.showMoreEvidence, testId: 'evidence-more', place: 'under' }}
    >
      <Box component="ol" aria-label={CASES_UI.evidence} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {evidence.map((e) => (
          <EvidenceItem key={e._id} evidence={e} canRemove={canRemove} onRemove={onRemove} onOpen={onOpen} />
        ))}
      </Box>
    </PagedSection>
  );
}
