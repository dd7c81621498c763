import { ThrottlerException } from '@nestjs/throttler';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { QueryFailedError } from 'typeorm';
import type { ValidationIssue } from './schema-validation.pipe.js';

interface ErrorBody {
  statusCode: number;
  message: string;
  issues?: ValidationIssue[];
}

/** Errors of the database connection itself (server down, restarting, unreachable). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'ENOENT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Connection terminated|Client has encountered a connection error|connect ECONNREFUSED|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
      message,
    )
  );
}

/** Maps anything thrown to `{ statusCode, message, issues? }`; never leaks a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) reply.header('Retry-After', '5');
    void reply.status(body.statusCode).header('Cache-Control', 'no-store').send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // The throttler's own refusal gets a plain message; a route's 429 keeps its reason.
      if (exception instanceof ThrottlerException) {
        return { statusCode: status, message: 'Too many requests. Please wait a minute and try again.' };
      }
      const response = exception.getResponse();
      if (typeof response === 'string') return { statusCode: status, message: response };
      const r = response as { message?: unknown; issues?: ValidationIssue[] };
      const message = Array.isArray(r.message) ? r.message.join('; ') : typeof r.message === 'string' ? r.message : exception.message;
      return r.issues ? { statusCode: status, message, issues: r.issues } : { statusCode: status, message };
    }
    // Fastify's own errors (bad JSON, body too large, wrong content type) carry a statusCode.
    const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
    if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return { statusCode: fastifyError.statusCode, message: this.fastifyMessage(fastifyError) };
    }
    if (isConnectionError(exception) || (exception instanceof QueryFailedError && isConnectionError(exception.driverError))) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database is unavailable right now. Please try again in a moment.' };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string } | undefined)?.code;
      if (code === '23505') return { statusCode: HttpStatus.CONFLICT, message: 'That conflicts with an existing record' };
      if (code === '22P02' || code === '22007' || code === '22008' || code === '22021' || code === '22P05')
        return { statusCode: HttpStatus.BAD_REQUEST, message: 'A value in the request has the wrong format' };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
  }

  private fastifyMessage(error: { code?: string; message?: string; statusCode?: number }): string {
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return 'The request body is not valid JSON';
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return 'The request body is empty; send a JSON object';
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return 'The request body is too large';
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return 'Send the request body as JSON (Content-Type: application/json)';
      default:
        return error.statusCode === 404 ? 'Not found' : (error.message ?? 'Bad request');
    }
  }
}
