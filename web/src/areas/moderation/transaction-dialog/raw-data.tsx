// An entry the dialog cannot read: the product's sentence for it, then the raw JSON as text.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DIALOG_UI } from './dialog-messages';
import { rawText } from './trade-entries';

export function RawData({ value }: { value: unknown }) {
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }} data-testid="raw-data">
      {DIALOG_UI.rawDataFailed}
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 240,
          overflow: 'auto',
        }}
      >
        {rawText(value)}
      </Box>
    </Alert>
  );
}
