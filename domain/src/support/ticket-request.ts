import { BRANDS } from '../brands';
import { MESSAGE_CODES } from '../schemas/messages';
import { z } from '../schemas/zod';
import { normalizeTag } from '../tags';

/**
 * The form a ticket sent whole is stored under: it comes from one of the maker's apps in the spec's ticket
 * shape (docs/product.md#support-calls), not from one of the portal's forms.
 */
export const TICKET_FORM = 'ticket';

const text = (code: keyof typeof MESSAGE_CODES, max: number) =>
  z.string({ error: MESSAGE_CODES[code] }).trim().min(1, MESSAGE_CODES[code]).max(max);
const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();

/**
 * `POST zendesk/request/` in the spec's ticket shape: type, subject, body, tags and the custom fields (product
 * name, request type, country), for the portal brand. Tags are normalised (docs/product.md#tickets) and kept
 * once each; the requester is the signed-in user, never a field of the call.
 */
export const ticketRequestSchema = z.object({
  form: z.literal(TICKET_FORM).optional().describe('Absent: a ticket sent whole, not a portal form'),
  type: z.enum(['service_request', 'question']),
  brand: z.enum(BRANDS).describe('The portal brand the ticket is for'),
  subject: text('subjectRequired', 200),
  body: text('commentRequired', 10000),
  tags: z
    .array(z.string().trim().min(1).max(80))
    .max(20)
    .default([])
    .transform((tags) => [...new Set(tags.map(normalizeTag))]),
  customFields: z
    .object({
      productName: optionalText(200),
      requestType: optionalText(100),
      country: optionalText(100).describe('Absent: the requester’s country'),
    })
    .default({}),
});
export type TicketRequest = z.output<typeof ticketRequestSchema>;

/** True for a call in the ticket shape rather than a portal form. */
export function isTicketRequest(request: { form?: string }): request is TicketRequest {
  return request.form === undefined || request.form === TICKET_FORM;
}
