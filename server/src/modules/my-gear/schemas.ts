import { rowIdParamSchema } from '@backstage/domain';
import { z } from 'zod';

export {
  myGearListQuerySchema,
  registeredProductPayloadSchema,
  registeredProductUpdateSchema,
} from '@backstage/domain';

const id = rowIdParamSchema;
export const registeredProductParams = z.object({ registeredProductId: id });

export {
  deletedResponseSchema,
  registeredProductListResponseSchema,
  registeredProductResponseSchema,
} from '@backstage/domain';
