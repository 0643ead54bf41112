import { rowIdParamSchema } from '@backstage/domain';
import { z } from 'zod';

export { devicePayloadSchema } from '@backstage/domain';

export const userParams = z.object({ userId: z.string().max(64) });
export const deviceParams = userParams.extend({
  deviceId: rowIdParamSchema,
});

export const deviceResponse = z.object({
  id: z.number().int(),
  pcode: z.string(),
  productVer: z.string(),
  modelCode: z.string().describe('First 6 characters of pcode'),
  serial: z.string().describe('The rest of pcode'),
  productCode: z
    .string()
    .describe('For a dongle the second comma-separated part of productVer, else the model code'),
});
export const deviceListResponse = z.object({ data: z.array(deviceResponse) });
export const deleted = z.object({ status: z.literal('deleted') });
