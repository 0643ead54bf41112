import { DocumentPage } from '../../app/shell/document-page';

/** Privacy: the privacy policy. */
export default function PrivacyPage() {
  return <DocumentPage namespace="privacy" />;
}
