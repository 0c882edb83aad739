import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { PageHeader } from './page-header';

/** A titled page whose body says what is still to come. */
export function PlaceholderPage({ title, heading, body }: { title: string; heading: string; body: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography component="h2" variant="h5" gutterBottom>
          {heading}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
      </Paper>
    </>
  );
}
