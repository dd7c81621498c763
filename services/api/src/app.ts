import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import type { DestinationStream, Logger as JsonLogger } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import type { AppOptions } from './config/app-options.js';
import type { Env } from './config/env.js';
import { registerRateLimitFactor } from './common/rate-limit/rate-limit.js';
import { registerVisitorCookie, secureCookies } from './common/visitor.js';
import { drainHttpServer } from './common/drain.js';
import { registerHttpTelemetry, requestIdFor } from './common/telemetry/http-telemetry.js';
import { createJsonLogger, PinoNestLogger } from './common/telemetry/logging.js';
import { MailOutboxRepository } from './common/mail/mail-outbox.repository.js';
import { type MetricsServer, refreshDatabaseGauges, startMetricsServer } from './common/telemetry/metrics-server.js';
import { logFormatOf, metricsPortOf } from './common/telemetry/telemetry-env.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './database/embedded-postgres.js';

const LEVELS: Record<Env['LOG_LEVEL'], LogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  info: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  silent: [],
};

/** 100 kB is far above any legitimate payload here (a chat question is at most 2000 characters). */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface RunningApi {
  app: NestFastifyApplication;
  options: AppOptions;
  /** The embedded database only: ends its client connection from the server's side (a drill; see main.ts). */
  dropDatabaseConnections?: () => void;
  /** The port serving Prometheus metrics (METRICS_PORT), if any. */
  metricsPort?: number;
  /**
   * Drains, then closes: health answers 503 at once; for SHUTDOWN_DELAY_MS requests are still served (each answer
   * closes its connection); then new connections are refused, requests in flight get SHUTDOWN_GRACE_MS to finish,
   * and the scheduled jobs, mail, Redis and database pools close.
   */
  close(): Promise<void>;
}

/** The Fastify adapter (proxies trusted, request ids, body limit) and the Nest application on it. */
async function createNestApp(options: AppOptions, jsonLogger: JsonLogger | undefined): Promise<NestFastifyApplication> {
  // X-Forwarded-For (the client address rate limits count by) and -Proto are believed only from these.
  // The request id is the trace id (common/telemetry); a client's own request-id header is not taken.
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: options.env.TRUSTED_PROXIES, genReqId: requestIdFor, requestIdHeader: false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: jsonLogger ? new PinoNestLogger(jsonLogger) : LEVELS[options.env.LOG_LEVEL],
    bufferLogs: false,
    // A failed start is thrown to the caller (main.ts prints it and exits non-zero), not ended by Nest.
    abortOnError: false,
  });
  return app;
}

/** The HTTP pipeline: body parsing, cookies, security headers, telemetry, draining, rate limits, visitor cookie, CORS. */
async function configureHttp(app: NestFastifyApplication, env: Env, jsonLogger: JsonLogger | undefined, draining: () => boolean): Promise<void> {
  // Form posts are never parsed into objects: a cross-site HTML form (which skips CORS) cannot fill a
  // JSON route. The body stays a string, which every schema-validated route refuses with a 400.
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body.toString('utf8')));
  await app.register(fastifyCookie);
  // Helmet's middleware is made once: the Fastify plugin made a new one, parsing the policy again,
  // for every request (about 3 % of the API's time under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      // Exactly these: Helmet's defaults (script-src, upgrade-insecure-requests, ...) are not merged in.
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // Sent below, and only to requests that came over https: over plain http the header means nothing.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const fastify = app.getHttpAdapter().getInstance();
  registerHttpTelemetry(fastify, jsonLogger);
  fastify.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  fastify.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  // While draining, every answer closes its connection: clients reconnect, and find another replica. Decided when the
  // answer is sent, not when the request came: a request in flight at SIGTERM must not leave its connection open and
  // idle for the close to cut under the next request written on it.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining()) void reply.header('Connection', 'close');
    done(null, payload);
  });
  registerRateLimitFactor(fastify, env.RATE_LIMIT_FACTOR);
  registerVisitorCookie(fastify, secureCookies(env));
  app.enableCors({
    origin: (origin, callback) => callback(null, !origin || env.CORS_ORIGINS.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  app.setGlobalPrefix('api');
}

function publishApiDocs(app: NestFastifyApplication, env: Env): void {
  // The API's map is for its developers: not published by a production server unless API_DOCS=on.
  if ((env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on') {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('LaunchOps API')
        .setDescription('Checklist, software, blog, consulting, newsletter, chat, affiliate and plan routes of LaunchOps.')
        .setVersion('1.0.0')
        .build(),
    );
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }
}

/** The Prometheus metrics server on METRICS_PORT, when one is set. */
async function startMetrics(app: NestFastifyApplication, env: Env): Promise<MetricsServer | undefined> {
  const metricsPort = metricsPortOf(env);
  if (metricsPort === undefined) return undefined;
  const dataSource = app.get(DataSource);
  const outbox = app.get(MailOutboxRepository);
  return startMetricsServer({
    host: env.METRICS_HOST ?? env.API_HOST,
    port: metricsPort,
    beforeScrape: () => refreshDatabaseGauges(dataSource, () => outbox.backlog()),
    onError: (message) => logger.warn(message),
  });
}

/** Builds the API: database (embedded when DATABASE_URL is unset), migrations, seed, HTTP pipeline. */
export async function createApi(env: Env, telemetry: { logDestination?: DestinationStream } = {}): Promise<RunningApi> {
  let embedded: EmbeddedPostgres | undefined;
  if (!env.DATABASE_URL) embedded = await startEmbeddedPostgres(env.DATA_DIR);
  let draining = false;
  const options: AppOptions = {
    env,
    databaseUrl: env.DATABASE_URL ?? embedded!.url,
    databaseMode: embedded ? 'embedded' : 'external',
    draining: () => draining,
  };
  try {
    // JSON lines (pino) in production or with LOG_FORMAT=json: one per request, and Nest's own messages.
    const jsonLogger = logFormatOf(env) === 'json' ? createJsonLogger(env.LOG_LEVEL, telemetry.logDestination) : undefined;
    const app = await createNestApp(options, jsonLogger);
    await configureHttp(app, env, jsonLogger, () => draining);
    publishApiDocs(app, env);
    await app.init();
    const metrics = await startMetrics(app, env);
    let closing: Promise<void> | undefined;
    return {
      app,
      options,
      metricsPort: metrics?.port,
      dropDatabaseConnections: embedded ? () => embedded.dropConnections() : undefined,
      close() {
        closing ??= (async () => {
          draining = true;
          if (env.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS));
          await drainHttpServer(app.getHttpServer(), env.SHUTDOWN_GRACE_MS);
          await metrics?.close();
          await app.close();
          await embedded?.stop();
        })();
        return closing;
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

export const logger = new Logger('LaunchOps');
