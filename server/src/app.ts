import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Db } from './db/db';
import { accountRoutes } from './modules/accounts/routes';
import { healthRoutes } from './modules/health/routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes';
import { masterDataRoutes } from './modules/master-data/routes';
import { myGearAreaRoutes } from './modules/my-gear/register';
import { oauth2Routes } from './modules/oauth2/routes';
import { productInfoRoutes } from './modules/product-info/routes';
import { profileRoutes } from './modules/profile/routes';
import { servicesRoutes } from './modules/services/routes';
import { loadSigningKey } from './modules/tokens/signing-key';
import { registerApiDocs } from './plugins/api-docs';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import type { Kv } from './plugins/kv';
import { loggerOptions } from './plugins/logger';
import { outboxMailer, smtpMailer } from './plugins/mailer';
import { webAppRoutes } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    kv: Kv;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  kv: Kv;
  /** Where logs go (default stdout); tests capture them here. */
  logStream?: DestinationStream;
}

/** Builds the whole app (API, docs, SPA host) around an open database and key-value store. */
export async function buildApp({ config, db, kv, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    frameworkErrors,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('kv', kv);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The QR scanner (qr-scanner) decodes in a worker it creates from a blob.
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compress, { threshold: 1024 });
  await registerApiDocs(app);
  await app.register(healthRoutes);
  await app.register(masterDataRoutes);
  await app.register(productInfoRoutes);
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db);
  const signingKey = await loadSigningKey(config.DATA_DIR);
  const accounts = { db, kv, mailer, config, signingKey };
  await app.register(async (scope) => {
    await oauth2Routes(scope, accounts);
    await accountRoutes(scope, accounts);
    await profileRoutes(scope, accounts);
    await myGearAreaRoutes(scope, accounts);
  });
  await app.register(servicesRoutes, { signingKey });
  if (config.NODE_ENV !== 'production' && !config.SMTP_URL) await app.register(devMailboxRoutes);
  await app.register(webAppRoutes);
  return app;
}
