import { z } from 'zod';

const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The telemetry part of the API's environment (spread into envSchema; register.ts reads it alone, before the app). */
export const telemetryEnvShape = {
  /** json: one JSON line per request and event (pino); text: Nest's readable lines. Unset: json in production, else text. */
  LOG_FORMAT: unsetIfEmpty(z.enum(['json', 'text'], 'LOG_FORMAT must be json or text').optional()),
  /** Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics; off: none. Unset: 9464 (off under NODE_ENV=test). */
  METRICS_PORT: unsetIfEmpty(
    z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], { error: 'METRICS_PORT must be a port number (0-65535) or off' }).optional(),
  ),
  /** Address the metrics port listens on. Unset: API_HOST. */
  METRICS_HOST: unsetIfEmpty(z.string().optional()),
  /** An OTLP/HTTP collector (e.g. http://otel-collector:4318): traces are sent there. Unset: no traces are recorded. */
  OTEL_EXPORTER_OTLP_ENDPOINT: unsetIfEmpty(z.url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL' }).optional()),
  OTEL_SERVICE_NAME: z.string().min(1).default('launchops-api'),
};
export const telemetryEnvSchema = z.object(telemetryEnvShape);
export type TelemetryEnv = z.infer<typeof telemetryEnvSchema>;

export const DEFAULT_METRICS_PORT = 9464;

/** The metrics port to listen on, or undefined for none. */
export function metricsPortOf(env: TelemetryEnv & { NODE_ENV: string }): number | undefined {
  if (env.METRICS_PORT === 'off') return undefined;
  if (env.METRICS_PORT === undefined) return env.NODE_ENV === 'test' ? undefined : DEFAULT_METRICS_PORT;
  return env.METRICS_PORT;
}

export function logFormatOf(env: TelemetryEnv & { NODE_ENV: string }): 'json' | 'text' {
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'text');
}
