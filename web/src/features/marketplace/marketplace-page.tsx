// PLACEHOLDER: the real screen comes with its own issue; replace this component, keep its name and export.
import { PlaceholderPage } from '../../components/placeholder-page';
import { UI } from '../../lib/messages';

export function MarketplacePage() {
  return <PlaceholderPage title={UI.marketplaceLogs} heading={UI.underConstruction} body={UI.laterIssue} />;
}
