import { z } from 'zod';

// A blank value is allowed (the app sends `culture_code=` before it knows the culture); it means "default".
const cultureCode = z
  .string()
  .trim()
  .max(20)
  .regex(/^(?:[A-Za-z]{2}(?:[-_][A-Za-z]{2}){0,2})?$/, 'Invalid culture code')
  .optional()
  .describe('xx-YY, xx or XX-yy-ZZ; normalised (spec §5), default en-JM');
const country = z
  .string()
  .max(100)
  .optional()
  .describe('English country name as in the profile, or ISO alpha-2 code; blank when unknown');

export const privacyPolicyQuery = z.object({
  culture_code: cultureCode,
  country,
  brand: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z]*$/, 'Invalid brand')
    .optional()
    .describe('Brand name; unknown brands take the first brand (spec §1)'),
});
export const privacyPolicyResponse = z.object({ url: z.string() });

export const eulaQuery = z.object({ culture_code: cultureCode, country });
export const eulaResponse = z.object({
  cultureCode: z.string().describe('Culture of the text served (en-US for cultures without their own)'),
  country: z.string().describe('Country whose governing-law clause is included; blank when unknown'),
  version: z.string(),
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});

export const geoResponse = z.object({
  country: z.object({ iso_code: z.string(), names: z.object({ en: z.string() }) }),
});

/** At most this many fields beyond the named ones in a log event. */
export const MAX_LOG_EXTRAS = 30;
/** A log event is a few hundred bytes; this leaves room for an error's description and extras. */
export const LOG_BODY_LIMIT = 16 * 1024;

const value = (max: number) => z.union([z.string().max(max), z.number(), z.boolean(), z.null()]).optional();
const named = {
  event: z.string().trim().min(1).max(100),
  pageTitle: value(300),
  pagePath: value(2000),
  pageHash: value(2000),
  cultureCode: value(20),
  brand: value(30),
  appVersionNumber: value(50),
  appVersionHash: value(100),
  // Error logs (event "error"): where it happened and what went wrong.
  eventSource: value(200),
  description: value(4000),
};
// Extra values of any JSON type are accepted: spec §5 turns those that are not primitives into null.
const extraValue = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);
// Names are plain identifiers, so a key can never smuggle an e-mail address or UUID past the sanitiser.
const EXTRA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Spec §3 log event: the named fields plus extras (at most MAX_LOG_EXTRAS, identifier names). */
export const logEventBody = z
  .object(named)
  .catchall(extraValue)
  .superRefine((body, ctx) => {
    const extras = Object.keys(body).filter((key) => !Object.hasOwn(named, key));
    if (extras.length > MAX_LOG_EXTRAS)
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_LOG_EXTRAS} extra fields`, path: [] });
    for (const key of extras.filter((name) => !EXTRA_NAME.test(name)))
      ctx.addIssue({ code: 'custom', message: 'Invalid field name', path: [key] });
  });
export type LogEventBody = z.infer<typeof logEventBody>;

export const loggedResponse = z.object({ status: z.enum(['logged', 'debug']) });
export const deletedResponse = z.object({ status: z.literal('deleted'), count: z.number().int() });
