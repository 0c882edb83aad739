import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { UI } from '../../lib/messages';
import { ConnectionErrorScreen } from './connection-error-screen';
import { useBackendConnectivity } from './use-backend-connectivity';

/** Holds the app until the backend answers (docs/RULES.md, "Screens and routes"). */
export function ConnectivityGate() {
  const state = useBackendConnectivity();
  switch (state.phase) {
    case 'connecting':
      return <FullScreenLoader label={UI.connecting(state.attempt)} />;
    case 'failed':
      return <ConnectionErrorScreen message={state.message} suggestion={state.suggestion} autoRetriesLeft={state.autoRetriesLeft} onRetry={state.retry} />;
    case 'connected':
      return <Outlet />;
  }
}
