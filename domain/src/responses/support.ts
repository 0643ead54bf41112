import { BRANDS } from '../brands';
import { z } from '../schemas/zod';
import { SUPPORT_FORMS } from '../support/forms';
import { TICKET_FORM } from '../support/ticket-request';

/** Help-desk ticket states (Zendesk's): new until staff answer, then open, pending or solved. */
export const TICKET_STATUSES = ['new', 'open', 'pending', 'solved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** `POST zendesk/request/`: the ticket number and the reply-time promise (docs/product.md#support-times). */
export const supportRequestCreatedSchema = z.object({
  id: z.number().int().describe('The ticket number'),
  status: z.enum(TICKET_STATUSES),
  subject: z.string(),
  replyWithinHours: z.number().int().describe('48 working hours, or 72 hours for a parts order'),
});
export type SupportRequestCreatedResponse = z.infer<typeof supportRequestCreatedSchema>;

export const ticketReplySchema = z.object({
  id: z.number().int(),
  fromStaff: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  createDate: z.string(),
});
export type TicketReplyResponse = z.infer<typeof ticketReplySchema>;

/** A ticket as its requester (or staff) sees it. */
export const ticketResponseSchema = z.object({
  id: z.number().int(),
  form: z
    .enum([TICKET_FORM, ...SUPPORT_FORMS] as [string, ...string[]])
    .describe('The portal form it was sent with, or `ticket` for a ticket sent whole'),
  type: z.enum(['service_request', 'question']),
  status: z.enum(TICKET_STATUSES),
  brand: z.enum(BRANDS),
  subject: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  productName: z.string(),
  country: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  replies: z.array(ticketReplySchema),
});
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

/** Staff see whose ticket it is. */
export const deskTicketResponseSchema = ticketResponseSchema.extend({
  requester: z.object({ name: z.string(), email: z.string() }),
});
export type DeskTicketResponse = z.infer<typeof deskTicketResponseSchema>;

export const ticketListResponseSchema = z.object({ data: z.array(ticketResponseSchema) });
export const deskTicketListResponseSchema = z.object({ data: z.array(deskTicketResponseSchema) });

/** One search result of `GET zendesk/articles` (docs/product.md#knowledge-base). */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  snippet: z.string().describe('The part of the body around the first word searched for'),
  brand: z.enum(BRANDS),
  labelNames: z.array(z.string()),
  cultureCode: z.string(),
  updateDate: z.string(),
});
export type ArticleSummaryResponse = z.infer<typeof articleSummarySchema>;

export const articleSearchResponseSchema = z.object({
  data: z.array(articleSummarySchema).describe('Most relevant first: title matches above body-only matches'),
  count: z.number().int(),
  cultureCode: z
    .string()
    .describe('The culture searched: the one asked for, or en-US when it has no articles'),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponseSchema>;

/** `GET zendesk/articles/{id}`: the article; the body is plain text, paragraphs separated by a blank line. */
export const articleResponseSchema = articleSummarySchema
  .omit({ snippet: true })
  .extend({ body: z.string() });
export type ArticleResponse = z.infer<typeof articleResponseSchema>;
