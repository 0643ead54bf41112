import type { CloudContactInput, ContactSubject, SupportRequest } from '@backstage/domain';
import type { Deps } from '../../deps';
import type { UserRow } from '../accounts';
import { createSupportRequest, type RequestOrigin } from '../support';

/** Each contact subject as the help desk reads it (the desk works in English, like the support forms). */
const SUBJECT_TITLES: Record<ContactSubject, string> = {
  'billing issue': 'Billing issue',
  'request new instrument': 'Request a new instrument',
  'found bug': 'Found a bug',
  'specific issue': 'Specific issue',
  other: 'Other',
};

/**
 * docs/product.md#cloud-contact: a Roland Cloud contact becomes a ticket of the portal's help desk, as an
 * e-mail support request of the RVS brand about Roland Cloud, so staff find it in the same queue and the
 * member gets the same confirmation mail and sees it under my requests.
 */
export function sendCloudContact(deps: Deps, user: UserRow, input: CloudContactInput, origin: RequestOrigin) {
  const request: SupportRequest = {
    form: 'email_support',
    brand: 'RVS',
    subject: `Roland Cloud: ${SUBJECT_TITLES[input.subject]}`,
    product: 'Roland Cloud',
    question: input.details,
    name: input.contactName,
    email: input.email,
  };
  return createSupportRequest(deps, user, request, origin);
}
