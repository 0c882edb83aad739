// A 401 seen anywhere (query or mutation) is reported here by the query cache; the auth provider
// listens and decides what to do. Keeps redirects out of the API client (STYLE: boundaries).
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionRejected(): void {
  for (const l of [...listeners]) l();
}
