import { PlaceholderPage } from '../../components/placeholder-page';
import { UI } from '../../lib/messages';

/** /tc-users and /cf-users (docs/RULES.md, "What the console is for"): the user-category pages are 'Coming Soon'. */
export function ComingSoonPage({ title }: { title: string }) {
  return <PlaceholderPage title={title} heading={UI.comingSoon} body={UI.comingSoonBody} />;
}
