import { rowIdParamSchema, TICKET_STATUSES } from '@backstage/domain';
import { z } from 'zod';

export {
  articleParamsSchema,
  articleResponseSchema,
  articleSearchQuerySchema,
  articleSearchResponseSchema,
  deskTicketListResponseSchema,
  deskTicketResponseSchema,
  helpCenterSsoResponseSchema,
  helpCenterSsoSchema,
  supportCallSchema,
  supportRequestCreatedSchema,
  ticketAnswerSchema,
  ticketListResponseSchema,
  ticketResponseSchema,
} from '@backstage/domain';

export const ticketParams = z.object({ ticketId: rowIdParamSchema });
export const deskQuery = z.object({ status: z.enum(TICKET_STATUSES).optional() });
