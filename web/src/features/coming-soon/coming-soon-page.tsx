import { PlaceholderPage } from '../../components/placeholder-page';
import { UI } from '../../lib/messages';

/** /tc-users and /cf-users (SPEC §1, §2): the user-category pages are 'Coming Soon'. */
export function ComingSoonPage({ title }: { title: string }) {
  return <PlaceholderPage title={title} heading={UI.comingSoon} body={UI.comingSoonBody} />;
}
