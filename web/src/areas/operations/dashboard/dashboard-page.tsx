import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import { canOpen, permissionSubject } from '@staff-console/domain';
import { useAuth } from '../../../lib/auth-context';
import { UI } from '../../../lib/messages';
import { useModerationAccess } from '../../moderation';
import { DASHBOARD_FEATURES } from './features';

// 'Your work' reads the moderation schemas (and zod with them): its own chunk, after the first screen.
const YourWork = lazy(() => import('./your-work').then((m) => ({ default: m.YourWork })));
// The Activity charts (the chart panels, their tables, the response schema): their own chunk too.
const ActivitySection = lazy(() => import('./activity-section').then((m) => ({ default: m.ActivitySection })));

export interface DashboardPageProps {
  /**
   * SLOT — the Leaderboards section (four tabs; docs/RULES.md, "Screens and routes") is built by its own issue.
   * The router passes it in, so this feature never imports the leaderboards feature.
   */
  leaderboards?: ReactNode;
}

export function DashboardPage({ leaderboards = null }: DashboardPageProps) {
  const { user } = useAuth();
  const subject = permissionSubject(user);
  const features = DASHBOARD_FEATURES.filter((f) => canOpen(subject, f.to));
  const moderation = useModerationAccess();

  return (
    <>
      <Box component="header" sx={{ mb: 4 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {UI.welcome}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {UI.studioSubtitle}
        </Typography>
      </Box>

      {moderation.view ? (
        <Suspense fallback={null}>
          <YourWork access={moderation} />
        </Suspense>
      ) : null}

      <Box component="section" aria-labelledby="dashboard-features" sx={{ mb: 5 }}>
        <Typography id="dashboard-features" component="h2" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
          {UI.features}
        </Typography>
        {features.length === 0 ? (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
            <LockPersonIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
            <Typography component="h3" variant="h6">
              {UI.noFeatures}
            </Typography>
            <Typography color="text.secondary">{UI.noFeaturesBody}</Typography>
          </Paper>
        ) : (
          // A CSS grid rather than MUI's Grid and CardActions: the same layout, less first-screen JavaScript.
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            {features.map(({ key, title, description, to, icon: Icon, danger }) => (
              <Card key={key} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`feature-card-${key}`}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Box
                    sx={{
                      width: 44,
                      height: 44,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      mb: 1.5,
                      bgcolor: danger ? 'error.main' : 'primary.main',
                      color: danger ? 'error.contrastText' : 'primary.contrastText',
                    }}
                  >
                    <Icon aria-hidden />
                  </Box>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {description}
                  </Typography>
                </CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={to} endIcon={<ArrowForwardIcon />} aria-label={`${UI.explore} ${title}`}>
                    {UI.explore}
                  </Button>
                </Box>
              </Card>
            ))}
          </Box>
        )}
      </Box>

      <Suspense fallback={null}>
        <ActivitySection />
      </Suspense>

      {leaderboards}
    </>
  );
}
