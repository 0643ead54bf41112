import { curationSchema, localizationSchema, productInfoSchema } from '@backstage/domain';
import { z } from 'zod';

export const jsonQuery = z.object({
  key: z.string().trim().min(1, 'key is required').max(200),
  /** Any spelling the culture rule of spec §5 accepts; missing means the default culture. */
  culture_code: z.string().max(20).optional(),
});

export const jsonStaticQuery = jsonQuery.pick({ key: true });

/** One culture's document of `json?key=`. */
export const jsonResponse = z.union([productInfoSchema, curationSchema, localizationSchema]);

/** Every culture's document of `json/static?key=`, keyed by culture code. */
export const jsonStaticResponse = z.object({
  updateDate: z.iso.datetime({ offset: true }),
  cultures: z.record(z.string(), jsonResponse),
});
