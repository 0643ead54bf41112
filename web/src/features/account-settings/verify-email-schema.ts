import { activationSchema } from '@backstage/domain';
import { z } from '@backstage/domain/schemas/zod';

/** The code mailed to the new address: the domain's activation-code rule. */
export const verifyEmailSchema = z.object({ code: activationSchema.shape.code });
