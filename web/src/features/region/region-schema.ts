import { isLatinAmerica, profileSchema } from '@backstage/domain';
import { z } from '@backstage/domain/schemas/zod';

/** The selector's form: the profile's country rule (required), limited to the Latin-America countries. */
export const latinAmericaChoiceSchema = (required: string) =>
  z.object({
    country: profileSchema.shape.country.refine(isLatinAmerica, { message: required }),
  });
