import { telemetryEnvSchema } from './telemetry-env.js';
import { startTracing } from './tracing.js';

/**
 * Starts tracing before the app's modules are loaded. main.ts imports this first and loads the app after it;
 * it may also be preloaded: `node --import ./dist/common/telemetry/register.js dist/main.js` (the same, once).
 * An invalid telemetry variable starts nothing here: loadEnv then stops the API with its message.
 */
const parsed = telemetryEnvSchema.safeParse(process.env);
if (parsed.success && parsed.data.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const tracing = startTracing({ serviceName: parsed.data.OTEL_SERVICE_NAME, endpoint: parsed.data.OTEL_EXPORTER_OTLP_ENDPOINT });
  // Spans still buffered are sent when the process ends normally.
  process.once('beforeExit', () => void tracing?.shutdown());
}
