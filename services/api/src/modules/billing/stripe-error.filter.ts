import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { HttpExceptionFilter } from '../../common/http-exception.filter.js';

/** Errors thrown by the Stripe SDK carry a `type` such as StripeConnectionError or StripeInvalidRequestError. */
const isStripeError = (error: unknown): error is Error & { type: string } =>
  error instanceof Error && typeof (error as { type?: unknown }).type === 'string' && (error as unknown as { type: string }).type.startsWith('Stripe');

/**
 * The billing routes' answer when Stripe (or the test-payments service) fails or refuses: a 502 saying so, logged
 * with Stripe's own message, instead of a 500 (or a misleading "database unavailable" for a refused connection).
 * Everything else goes to the app's usual filter.
 */
@Catch()
export class StripeErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Billing');
  private readonly fallback = new HttpExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    if (!isStripeError(exception)) return this.fallback.catch(exception, host);
    this.logger.warn(`payment service error (${exception.type}): ${exception.message}`);
    const message = 'The payment service could not be reached or did not accept the request. Nothing was charged; please try again in a minute.';
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(HttpStatus.BAD_GATEWAY)
      .header('Cache-Control', 'no-store')
      .send({ statusCode: HttpStatus.BAD_GATEWAY, message });
  }
}
