import type { Brand, SupportTicket } from '@backstage/domain';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

export interface ZendeskAccount {
  /** https://{subdomain}.zendesk.com, or ZENDESK_API_URL (a proxy, or a local fake in tests). */
  baseUrl: string;
  email: string;
  token: string;
  /** Zendesk's ids of the product name, request type and country ticket fields (configured; absent: not sent). */
  fields: { productName?: number; requestType?: number; country?: number };
  /** Zendesk's brand id per portal brand (configured; absent: the account's default brand). */
  brandIds: Partial<Record<Brand, number>>;
}

/** The Zendesk account tickets go to instead of the built-in help desk, when all three settings are given. */
export function zendeskAccount(config: Config): ZendeskAccount | undefined {
  const { ZENDESK_SUBDOMAIN: subdomain, ZENDESK_EMAIL: email, ZENDESK_TOKEN: token } = config;
  if (!subdomain || !email || !token) return undefined;
  return {
    baseUrl: config.ZENDESK_API_URL ?? `https://${subdomain}.zendesk.com`,
    email,
    token,
    fields: {
      productName: config.ZENDESK_FIELD_PRODUCT_NAME,
      requestType: config.ZENDESK_FIELD_REQUEST_TYPE,
      country: config.ZENDESK_FIELD_COUNTRY,
    },
    brandIds: config.ZENDESK_BRAND_IDS,
  };
}

// Zendesk's request types: a service request is a task to act on, everything else a question.
const ZENDESK_TYPE = { service_request: 'task', question: 'question' } as const;

/**
 * docs/product.md#tickets through Zendesk's Requests API (POST /api/v2/requests.json, API-token basic auth
 * `{email}/token:{token}`), on behalf of the requester; Zendesk then mails the requester itself. Answers
 * Zendesk's request id; a failing or slow Zendesk answers 503 "This service is not available." and the
 * portal stores nothing.
 */
export async function sendToZendesk(
  account: ZendeskAccount,
  ticket: SupportTicket & { requesterName: string; requesterEmail: string },
): Promise<number> {
  const { fields } = account;
  const customFields = (
    [
      [fields.productName, ticket.customFields.productName],
      [fields.requestType, ticket.customFields.requestType],
      [fields.country, ticket.customFields.country],
    ] as const
  )
    .filter(([id]) => id !== undefined)
    .map(([id, value]) => ({ id, value }));
  const brandId = account.brandIds[ticket.brand];
  const body = {
    request: {
      requester: { name: ticket.requesterName, email: ticket.requesterEmail },
      subject: ticket.subject,
      comment: { body: ticket.body },
      type: ZENDESK_TYPE[ticket.type],
      tags: ticket.tags,
      ...(customFields.length > 0 && { custom_fields: customFields }),
      ...(brandId !== undefined && { brand_id: brandId }),
    },
  };
  const auth = Buffer.from(`${account.email}/token:${account.token}`).toString('base64');
  try {
    const response = await fetch(new URL('/api/v2/requests.json', account.baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Zendesk answered ${response.status}`);
    const { request } = (await response.json()) as { request?: { id?: unknown } };
    if (typeof request?.id !== 'number') throw new Error('Zendesk answered no request id');
    return request.id;
  } catch {
    throw new AppError('SERVICE_NOT_AVAILABLE');
  }
}
