// The sign-in screen as its tests render it: inside the session provider, with a page elsewhere
// that says where a sign-in went.
import { useLocation } from 'react-router';
import { renderAt } from '../../../test/helpers';
import { AuthProvider } from './auth-provider';
import { LoginPage } from './login-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export const renderLogin = () =>
  renderAt('/login', [
    {
      path: '/login',
      element: (
        <AuthProvider>
          <LoginPage />
        </AuthProvider>
      ),
    },
    { path: '*', element: <Where /> },
  ]);
