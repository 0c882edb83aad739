// The Ingest Keys tab on a phone: one card per key (name, prefix, status, when it was created and by
// whom, when it was last used, and its Revoke button), so nothing needs a sideways scroll at 390 px.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IngestKey } from '@staff-console/domain';
import { KEYS_UI } from './ingest-keys-messages';
import { ListCard, ListCards, CardFooter, CardTitle } from '../../components/list-screen';
import { KeyPrefix, KeyStatusChip, RevokeKeyButton } from './ingest-key-parts';
import { Stamp } from '../../components/admin/stamp';

const COLUMNS = KEYS_UI.columns;

/** One labelled fact of a key, e.g. "Created By" over "admin". */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface IngestKeyCardsProps {
  keys: IngestKey[] | undefined;
  loading: boolean;
  onRevoke: (ingestKey: IngestKey) => void;
}

export function IngestKeyCards({ keys, loading, onRevoke }: IngestKeyCardsProps) {
  return (
    <ListCards label={KEYS_UI.tableLabel} loading={loading} empty={keys?.length === 0 ? KEYS_UI.empty : null}>
      {keys?.map((k) => (
        <ListCard key={k._id} data-testid="ingest-key-row" data-name={k.name}>
          <CardTitle name={k.name} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mt: 1 }}>
            <Fact label={COLUMNS.prefix}>
              <KeyPrefix ingestKey={k} />
            </Fact>
            <Fact label={COLUMNS.createdBy}>{k.createdBy}</Fact>
            <Fact label={COLUMNS.created}>
              <Stamp value={k.createdAt} />
            </Fact>
            <Fact label={COLUMNS.lastUsed}>{k.lastUsedAt ? <Stamp value={k.lastUsedAt} /> : KEYS_UI.never}</Fact>
          </Box>
          <CardFooter actions={<RevokeKeyButton ingestKey={k} onRevoke={() => onRevoke(k)} />}>
            <KeyStatusChip ingestKey={k} />
          </CardFooter>
        </ListCard>
      ))}
    </ListCards>
  );
}
