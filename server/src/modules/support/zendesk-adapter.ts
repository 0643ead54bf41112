import type { SupportTicket } from '@backstage/domain';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

export interface ZendeskAccount {
  /** https://{subdomain}.zendesk.com, or ZENDESK_API_URL (a proxy, or a local fake in tests). */
  baseUrl: string;
  email: string;
  token: string;
}

/** The Zendesk account tickets go to instead of the built-in help desk, when all three settings are given. */
export function zendeskAccount(config: Config): ZendeskAccount | undefined {
  const { ZENDESK_SUBDOMAIN: subdomain, ZENDESK_EMAIL: email, ZENDESK_TOKEN: token } = config;
  if (!subdomain || !email || !token) return undefined;
  return { baseUrl: config.ZENDESK_API_URL ?? `https://${subdomain}.zendesk.com`, email, token };
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
  const body = {
    request: {
      requester: { name: ticket.requesterName, email: ticket.requesterEmail },
      subject: ticket.subject,
      comment: { body: ticket.body },
      type: ZENDESK_TYPE[ticket.type],
      tags: ticket.tags,
      custom_fields: [
        { id: 'product_name', value: ticket.customFields.productName },
        { id: 'request_type', value: ticket.customFields.requestType },
        { id: 'country', value: ticket.customFields.country },
      ],
      brand: ticket.brand,
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
