import { useQueryParam } from '@/lib/query-params';
import { DocumentPage } from '@/lib/ui/document-page';

/** Privacy: the privacy policy; `?region=eu` (from the services API's policy link) adds the GDPR sections. */
export default function PrivacyPage() {
  const region = useQueryParam('region');
  return <DocumentPage namespace="privacy" extra={region === 'eu' ? 'euSections' : undefined} />;
}
