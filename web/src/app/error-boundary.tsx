import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/error-screen';

/** The last line of defence: anything thrown while rendering ends here (docs/RULES.md, "Screens and routes"). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/** The router's errorElement: a route that failed to load or render. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorScreen />;
}
