import { z } from 'zod';

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
// Extra values of any JSON type are accepted: docs/product.md#log-sanitising turns those that are not primitives into null.
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

/** log event (docs/product.md#log-events): the named fields plus extras (at most MAX_LOG_EXTRAS, identifier names). */
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

export {
  logDeletedResponseSchema,
  loggedResponseSchema,
} from '@backstage/domain';
