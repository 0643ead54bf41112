import { z } from '../schemas/zod';
import { checkInResponseSchema } from './backstage-pass';
import { subscriptionResponseSchema } from './cloud';
import {
  deviceResponseSchema,
  registeredProductResponseSchema,
  temporaryDataResponseSchema,
} from './my-gear';
import { connectedAppSchema, oidcClientUseSchema } from './oidc';
import { passkeySchema } from './passkeys';
import { ticketResponseSchema } from './support';
import { userResponseSchema } from './user';

// Answers of the security centre (docs/product.md#security-centre).

/** Kinds of sign-in event the history shows (docs/product.md#sign-in-history). */
export const SIGN_IN_EVENT_KINDS = [
  'success',
  'wrongPassword',
  'locked',
  'codeSent',
  'twoStepPassed',
  'twoStepFailed',
  'passkey',
] as const;
export type SignInEventKind = (typeof SIGN_IN_EVENT_KINDS)[number];

/** Days the sign-in history is kept; older events are deleted (docs/product.md#sign-in-history). */
export const SIGN_IN_HISTORY_DAYS = 90;
/** Events per page of the sign-in history. */
export const SIGN_IN_HISTORY_PAGE = 20;

/** One active session: a sign-in's refresh-token family with its browser session, or a browser session alone. */
export const activeSessionSchema = z.object({
  id: z.string().describe('Session id for DELETE users/{id}/sessions/{sessionId}'),
  kind: z
    .enum(['signIn', 'browser'])
    .describe('signIn: tokens of a sign-in (and its browser session); browser: single sign-on cookie only'),
  client: z.string().describe('The brand or app client the session was opened for'),
  device: z.string().describe('Device name from the user agent; empty when unknown'),
  browser: z.string().describe('Browser or app name from the user agent; empty when unknown'),
  country: z
    .string()
    .describe('Approximate place: English country name from the geo lookup; empty when unknown'),
  created: z.string().describe('ISO time of the sign-in'),
  lastUsed: z.string().describe('ISO time the session last got fresh tokens'),
  current: z.boolean().describe("True for the caller's own session"),
});
export type ActiveSessionResponse = z.infer<typeof activeSessionSchema>;

/** `GET users/{id}/sessions`. */
export const sessionListResponseSchema = z.object({ data: z.array(activeSessionSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** One sign-in event. */
export const signInEventSchema = z.object({
  id: z.string(),
  kind: z.enum(SIGN_IN_EVENT_KINDS),
  time: z.string().describe('ISO time'),
  client: z.string(),
  device: z.string(),
  browser: z.string(),
  country: z.string(),
});
export type SignInEventResponse = z.infer<typeof signInEventSchema>;

/** `GET users/{id}/signInHistory?cursor=`: newest first, pages of 20. */
export const signInHistoryResponseSchema = z.object({
  data: z.array(signInEventSchema),
  nextCursor: z.string().optional().describe('Pass as cursor for the next page; absent on the last page'),
});
export type SignInHistoryResponse = z.infer<typeof signInHistoryResponseSchema>;

/**
 * `GET users/{id}/export` (an attachment): everything held about the account, without secrets (no hashes, no
 * token values). Each part has the shape of the call that shows it.
 */
export const accountExportResponseSchema = z.object({
  exportedAt: z.string().describe('ISO time of the download'),
  profile: userResponseSchema.describe('As GET me: account, profile, phones, interests'),
  registeredProducts: z.array(registeredProductResponseSchema).describe('With survey answers'),
  temporaryData: z.array(temporaryDataResponseSchema),
  devices: z.array(deviceResponseSchema),
  sessions: z.array(activeSessionSchema),
  signedInClients: z
    .array(oidcClientUseSchema)
    .describe('Sites and apps signed in to with OpenID Connect, ended sessions included'),
  connectedApps: z
    .array(connectedAppSchema)
    .describe('Connected apps: what each relying party was allowed, first and last use'),
  supportRequests: z
    .array(ticketResponseSchema)
    .describe('Tickets filed, with their replies (as My requests)'),
  subscriptions: z
    .array(subscriptionResponseSchema)
    .describe('Roland Cloud subscriptions, ended ones included'),
  checkIns: z.array(checkInResponseSchema).describe('Events checked in at'),
  passkeys: z.array(passkeySchema).describe('Name, when added and last used; never a key'),
  signInHistory: z.array(signInEventSchema).describe('The kept 90 days'),
  analyticsEvents: z
    .array(
      z.object({
        event: z.string(),
        eventSource: z.string().nullable(),
        description: z.string().nullable(),
        payload: z.record(z.string(), z.unknown()),
        time: z.string(),
      }),
    )
    .describe('App log events linked to the account (deleted by opting out of analytics)'),
});
export type AccountExportResponse = z.infer<typeof accountExportResponseSchema>;

/** `POST securityAlerts/wasntMe`: every session ended; a password reset mail went to `email`. */
export const wasntMeResponseSchema = z.object({
  status: z.literal('secured'),
  email: z.string().describe('Where the password reset mail went'),
});
export type WasntMeResponse = z.infer<typeof wasntMeResponseSchema>;
