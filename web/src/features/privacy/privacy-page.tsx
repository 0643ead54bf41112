import { useSearchParams } from 'react-router';
import { DocumentPage } from '../../app/shell/document-page';

/** Privacy: the privacy policy; `?region=eu` (from the services API's policy link) adds the GDPR sections. */
export default function PrivacyPage() {
  const [params] = useSearchParams();
  return (
    <DocumentPage namespace="privacy" extra={params.get('region') === 'eu' ? 'euSections' : undefined} />
  );
}
