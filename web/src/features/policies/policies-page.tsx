import { DocumentPage } from '@/lib/ui/document-page';

/** Policies: the terms of use. */
export default function PoliciesPage() {
  return <DocumentPage namespace="policies" />;
}
