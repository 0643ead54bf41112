import { rowIdParamSchema, TICKET_STATUSES } from '@backstage/domain';
import { z } from 'zod';

export {
  articleParamsSchema as articleParams,
  articleResponseSchema as articleResponse,
  articleSearchQuerySchema as articleSearchQuery,
  articleSearchResponseSchema as articleSearchResponse,
  deskTicketListResponseSchema as deskTicketListResponse,
  deskTicketResponseSchema as deskTicketResponse,
  helpCenterSsoResponseSchema as helpCenterSsoResponse,
  helpCenterSsoSchema,
  supportCallSchema as supportRequest,
  supportRequestCreatedSchema as supportRequestCreated,
  ticketAnswerSchema as ticketAnswer,
  ticketListResponseSchema as ticketListResponse,
  ticketResponseSchema as ticketResponse,
} from '@backstage/domain';

// Not `id`: authenticate() reads `id` as a user id (users/{id}/…) and would refuse it.
export const ticketParams = z.object({ ticketId: rowIdParamSchema });
export const deskQuery = z.object({ status: z.enum(TICKET_STATUSES).optional() });
