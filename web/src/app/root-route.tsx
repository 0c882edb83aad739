import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { AuthProvider } from '../areas/staff';
import { UI } from '../lib/messages';

/** Inside the router (the auth provider navigates), around every route. */
export function RootRoute() {
  return (
    <AuthProvider>
      <Suspense fallback={<FullScreenLoader label={UI.loadingPage} />}>
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}
