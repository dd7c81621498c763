import type { LoggerService, LogLevel } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Header and field paths never written to a log: cookies, tokens, secrets, sign-in codes and e-mail addresses.
 * Request lines carry no headers or bodies anyway; this is the net under anything else that logs an object.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-release-token"]',
  'req.headers["x-advisor-token"]',
  'req.headers["x-launchops-site-secret"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.email',
  '*.code',
  '*.token',
  '*.password',
  '*.secret',
  'email',
  'code',
  'token',
];

/** Query parameters whose values are never logged (sign-in codes, tokens, addresses, signed pins). */
const SECRET_PARAM = /token|code|email|secret|key|password|sig|pin|unsubscribe/i;
const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/g;

/** The request's path and query as logged: secret parameters' values and any e-mail address replaced. */
export function loggableUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const path = pathPart.replace(/%40/gi, '@').replace(EMAIL, '[email]');
  if (query === undefined) return path;
  const params = query.split('&').map((pair) => {
    const [name = '', ...rest] = pair.split('=');
    if (rest.length === 0) return name;
    return SECRET_PARAM.test(name) ? `${name}=[redacted]` : `${name}=${rest.join('=').replace(/%40/gi, '@').replace(EMAIL, '[email]')}`;
  });
  return `${path}?${params.join('&')}`;
}

/** The API's JSON logger (one line per event) at LOG_LEVEL, to stdout or `destination` (tests). */
export function createJsonLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'launchops-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/**
 * A message as logged: e-mail addresses replaced, and where it speaks of a code, the numbers in it (the outbox's
 * "e-mail kept" line names a sign-in mail's subject and recipient).
 */
export function scrubMessage(message: string): string {
  const scrubbed = message.replace(EMAIL, '[email]');
  return /code/i.test(scrubbed) ? scrubbed.replace(/\b\d{4,8}\b/g, '[code]') : scrubbed;
}

const NEST_TO_PINO: Record<LogLevel, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'> = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/** Nest's own messages (start-up, jobs, warnings) as JSON lines through the same logger, with their context. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: LogLevel, message: unknown, params: unknown[]) {
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    const stack = level === 'error' || level === 'fatal' ? params.find((p) => typeof p === 'string' && p.includes('\n    at ')) : undefined;
    const fields: Record<string, unknown> = {};
    if (context) fields.context = context;
    if (stack) fields.stack = stack;
    if (message instanceof Error) this.logger[NEST_TO_PINO[level]]({ ...fields, err: message }, scrubMessage(message.message));
    else if (typeof message === 'object' && message !== null) this.logger[NEST_TO_PINO[level]]({ ...fields, ...message });
    else this.logger[NEST_TO_PINO[level]](fields, scrubMessage(String(message)));
  }

  log(message: unknown, ...params: unknown[]) {
    this.write('log', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }
}
