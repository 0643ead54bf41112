import { z } from '../schemas/zod';

// Shapes many answers share. Every API answer's schema lives in this folder (one per area), so the server
// uses it as the route's `response` schema and the web derives its types from it with `z.infer`.

/**
 * The contract's error body: a catalogue code, its text, for bad input the fields at fault, and the request's
 * trace id (docs/decisions/091-*).
 */
export const errorResponseSchema = z.object({
  code: z.string().describe('Error code of the catalogue, e.g. INVALID_INPUT'),
  message: z.string().describe('The text to show'),
  fields: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('Validation failures, one per field'),
  traceId: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .describe("The request's W3C trace id: the trace_id of its log lines, the reference support asks for"),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A value of a master list as answers show it: `{ id, value }`. */
export const masterValueSchema = z.object({ id: z.number().int(), value: z.string() });
export type MasterValueResponse = z.infer<typeof masterValueSchema>;

/** An answer that only says what happened (`{ status: 'deleted' }`). */
export const statusResponse = <S extends string>(...statuses: [S, ...S[]]) =>
  z.object({ status: z.enum(statuses) });

export const deletedResponseSchema = statusResponse('deleted');
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;

/** One page of a list: the rows, how many there are in all, and the page asked for. */
export const pageResponse = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });
