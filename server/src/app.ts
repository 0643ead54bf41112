import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Db } from './db/db';
import type { SeedStep } from './db/seed';
import { tracedDb } from './db/traced-db';
import type { Deps } from './deps';
import { systemClock } from './lib/clock';
import { loadSecret } from './lib/keys';
import type { Kv } from './lib/kv';
import { lifecycle } from './lib/lifecycle';
import { limitPasswordHashing } from './lib/password';
import { requestTraceId, takeGeneratedTraceId } from './lib/trace-id';
import { tracedKv } from './lib/traced-kv';
import type { Tracing } from './lib/tracing';
import { acceptsToken, accountRoutes, type DeletionHooks, findUser } from './modules/accounts';
import { backstagePassRoutes } from './modules/backstage-pass';
import { backupRoutes } from './modules/backup';
import {
  anonymizeDeletedMember,
  cloudRoutes,
  hasActiveSubscription,
  seedExchangeRates,
  seedProducedUnits,
  sharedAdjustableClock,
} from './modules/cloud';
import { deviceRoutes } from './modules/devices';
import { externalIdRoutes } from './modules/external-ids';
import { feedRoutes } from './modules/feed';
import { gearTransferRoutes, isBeingHandedOn } from './modules/gear-transfers';
import { geoLookupFromConfig, geoRoutes } from './modules/geo';
import { healthRoutes } from './modules/health';
import { installableAppRoutes } from './modules/installable-app';
import { legalDocumentRoutes } from './modules/legal-documents';
import { logEventRoutes } from './modules/log-events';
import { devMailboxEnabled, devMailboxRoutes, mailWorker, outboxBacklog } from './modules/mail';
import { masterDataRoutes } from './modules/master-data';
import { type DisputeDesk, myGearRoutes, ownsRegistration, type RegistrationHolds } from './modules/my-gear';
import { oauth2Routes } from './modules/oauth2';
import { oidcRoutes, registerOidcCors } from './modules/oidc';
import { productImagesRoutes } from './modules/product-images';
import { productInfoRoutes } from './modules/product-info';
import { profileRoutes } from './modules/profile';
import { questionnaireRoutes, seedQuestionnaires } from './modules/questionnaires';
import { loadWebauthn, securityCentreRoutes, signInRecorder } from './modules/security-centre';
import { staffConsoleRoutes } from './modules/staff-console';
import { fileOwnershipDispute, seedHelpArticles, supportRoutes } from './modules/support';
import { temporaryDataRoutes } from './modules/temporary-data';
import { loadKeyRing, tokenVerifier } from './modules/tokens';
import { seedWarrantyTerms } from './modules/warranty';
import { warrantyReminderRoutes } from './modules/warranty-reminders';
import { registerApiDocs } from './plugins/api-docs';
import { authentication } from './plugins/authenticate';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { httpMetrics } from './plugins/http-metrics';
import { loadShedding, REQUEST_DEADLINE_MS } from './plugins/load-shedding';
import { loggerOptions } from './plugins/logger';
import { devMailbox, type Mailer, smtpMailer } from './plugins/mailer';
import { buildManagementApp } from './plugins/management';
import { registerNoStore } from './plugins/no-store';
import { webAppInlineScripts } from './plugins/prerendered-pages';
import { securityHeadersPlugin } from './plugins/security-headers';
import { closeConnectionsWhileStopping } from './plugins/stopping';
import { webAppRoutes } from './plugins/web-app';

export interface AppOptions {
  config: Config;
  db: Db;
  kv: Kv;
  /** Where logs go (default stdout); tests capture them here. */
  logStream?: DestinationStream;
  /**
   * Tests: the API description, WebAuthn, the geo table and nodemailer are made or loaded by the first request
   * that needs them instead of while the app gets ready (docs/decisions/062-*).
   */
  loadOnFirstUse?: boolean;
  /** OpenTelemetry tracing (`lib/tracing.ts`), when an exporter is configured. */
  tracing?: Tracing;
}

/** The modules' own seed rows, loaded after the master lists at every start (`db/seed.ts`). */
export const moduleSeeds: readonly SeedStep[] = [
  seedQuestionnaires,
  seedHelpArticles,
  seedProducedUnits,
  seedExchangeRates,
  seedWarrantyTerms,
];

/** The dependencies every module's services are given, built once for the app. */
async function buildDeps(options: AppOptions): Promise<Deps> {
  const { config, tracing } = options;
  // Traced, the database and the store open a span per statement and command; untraced, they are as opened.
  const db = tracing ? tracedDb(options.db, tracing) : options.db;
  const kv = tracing ? tracedKv(options.kv, tracing) : options.kv;
  const keys = await loadKeyRing(db, config);
  const clock = config.BILLING_CLOCK === 'adjustable' ? await sharedAdjustableClock(db) : systemClock;
  return { config, db, kv, keys, clock, lifecycle: lifecycle() };
}

/**
 * Every schema is zod: without these factories Fastify loads Ajv and fast-json-stringify at start for compilers
 * it never uses, a measured share of a warm start (docs/decisions/044-*, bench/README.md#figures-behind-code-comments).
 * Fastify types the factories for JSON Schema compilers; the zod ones take the same calls.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the whole app (API, docs, SPA host) around an open database and key-value store. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    frameworkErrors,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // No request waits longer than this on the server: past it the answer is 503 with Retry-After.
    handlerTimeout: REQUEST_DEADLINE_MS,
    // A request that reaches a stopping process on a kept-alive connection is served, not refused: the drain
    // (docs/decisions/062-*) has already closed such connections as their answers went out.
    return503OnClosing: false,
    schemaController: { compilersFactory: zodCompilers },
    // Each request's id is its W3C trace id, on every log line as trace_id (docs/decisions/091-*).
    genReqId: requestTraceId,
    logController: new LogController({ requestIdLogLabel: 'trace_id' }),
  });
  if (options.tracing) {
    // First of all hooks: the request's span starts in the turn its id was made, and takes that id as trace id.
    await app.register(options.tracing.plugin);
    app.addHook('onRequest', (_request, _reply, next) => {
      takeGeneratedTraceId();
      next();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps = await buildDeps(options);
  app.decorate('deps', deps);
  registerErrorHandling(app);
  registerNoStore(app);
  limitPasswordHashing({ concurrency: config.HASH_CONCURRENCY, queue: config.HASH_QUEUE, maxWaitMs: 2_000 });
  await app.register(httpMetrics);
  await app.register(loadShedding);
  await app.register(closeConnectionsWhileStopping);

  // The same headers on every answer, built once (docs/decisions/047-*); the prerendered pages' inline script
  // is allowed by its hash (ADR 046).
  await app.register(securityHeadersPlugin, {
    inlineScripts: webAppInlineScripts(config.WEB_DIST_DIR),
    publicUrl: config.PUBLIC_URL,
  });
  // An answer that fits the packet its headers start anyway gains no round trip from compressing, only CPU
  // (a token refresh's answer is such a one: bench/README.md#figures-behind-code-comments).
  await app.register(compress, { threshold: 1400 });
  // Signed cookies carry the browser session that OAuth2 single sign-on relies on.
  const cookieSecret = await loadSecret(deps.db, config, 'cookie.key');
  await app.register(cookie, { secret: cookieSecret.toString('base64') });
  await app.register(authentication, {
    verifyToken: tokenVerifier(deps.keys, config),
    findUser: (id) => findUser(deps, id),
    acceptsToken,
  });
  await registerApiDocs(app, { onFirstUse: options.loadOnFirstUse });

  // Each module is a plugin of its own (docs/decisions/012-server-modules.md).
  await app.register(healthRoutes);
  await app.register(masterDataRoutes);
  await app.register(productInfoRoutes);
  await app.register(feedRoutes);
  await app.register(oauth2Routes);
  // Browser clients of the OpenID Connect provider read discovery, keys and tokens from their own origin.
  registerOidcCors(app);
  await app.register(oidcRoutes);
  // Sign-ins are recorded by the security centre through hooks, so accounts depends on no module above it.
  // One recorder: the sign-in hooks accounts calls and the second step's outcomes go through the same one.
  const geo = await geoLookupFromConfig(config);
  const recorder = signInRecorder(deps, geo, app.log);
  // Deletion asks the billing engine whether a subscription is active (one rule, on its clock), and lets it
  // anonymise the billing history that outlives the account (ADR 040) and keep the address's trial use (ADR 061).
  await app.register(accountRoutes, {
    signInHooks: recorder,
    deletionHooks: {
      hasActiveSubscription: (userId) => hasActiveSubscription(deps, userId),
      anonymize: (tx, user) => anonymizeDeletedMember(deps, tx, user),
    } satisfies DeletionHooks,
  });
  await app.register(securityCentreRoutes, { recorder });
  await app.register(profileRoutes);
  await app.register(externalIdRoutes);
  // An open transfer freezes the registration it offers, and support files a unit's dispute (gear-transfers
  // and support build on my-gear, so through hooks).
  await app.register(myGearRoutes, {
    holds: { isBeingHandedOn: (id) => isBeingHandedOn(deps, id) } satisfies RegistrationHolds,
    desk: {
      fileDispute: (claimant, dispute, origin) => fileOwnershipDispute(deps, geo, claimant, dispute, origin),
    } satisfies DisputeDesk,
  });
  await app.register(gearTransferRoutes);
  await app.register(warrantyReminderRoutes);
  await app.register(questionnaireRoutes, { registrations: { owns: ownsRegistration } });
  await app.register(temporaryDataRoutes);
  await app.register(deviceRoutes);
  await app.register(supportRoutes);
  await app.register(staffConsoleRoutes);
  await app.register(geoRoutes);
  await app.register(legalDocumentRoutes);
  await app.register(productImagesRoutes);
  await app.register(logEventRoutes);
  await app.register(backupRoutes);
  await app.register(cloudRoutes);
  await app.register(installableAppRoutes);
  await app.register(backstagePassRoutes);
  if (devMailboxEnabled(config)) await app.register(devMailboxRoutes);
  // Every process delivers the mail outbox: through SMTP, or (dev) into the mailbox the outbox itself is.
  const transport = traceMail(
    config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailbox,
    options.tracing,
  );
  const mail = mailWorker({ db: deps.db, transport, log: app.log });
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', () => mail.stop());
  await app.register(webAppRoutes);
  // What a request (or the first mail) would load is loaded before the app listens: loading it in a request
  // held every other request up while it loaded (docs/decisions/062-*).
  if (!options.loadOnFirstUse)
    app.addHook('onReady', async () => {
      await Promise.all([loadWebauthn(), geo.load?.(), transport.load?.()]);
    });
  return app;
}

/** Mail delivery in a span of its own when tracing is on; the recipient stays out of it. */
function traceMail(mailer: Mailer, tracing: Tracing | undefined): Mailer {
  if (!tracing) return mailer;
  return { ...mailer, send: (mail) => tracing.span('mail send', {}, () => mailer.send(mail)) };
}

/** The management listener's app (MANAGEMENT_PORT): metrics and health of `app` (docs/decisions/090-*). */
export function managementApp(app: FastifyInstance): Promise<FastifyInstance> {
  return buildManagementApp(app, { outboxBacklog: () => outboxBacklog(app.deps.db) });
}
