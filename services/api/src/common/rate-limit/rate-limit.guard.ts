import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FastifyRequest } from 'fastify';
import { SchemaValidationPipe } from '../schema-validation.pipe.js';

interface RouteArg {
  index: number;
  data?: string;
  schema?: StandardSchemaV1;
}

const SOURCES: Partial<Record<RouteParamtypes, { type: 'body' | 'param' | 'query'; read(request: FastifyRequest): unknown }>> = {
  [RouteParamtypes.BODY]: { type: 'body', read: (request) => request.body },
  [RouteParamtypes.PARAM]: { type: 'param', read: (request) => request.params },
  [RouteParamtypes.QUERY]: { type: 'query', read: (request) => request.query },
};

/**
 * The throttler, but a request the route's schemas refuse is not counted: it gets its 400 from the
 * validation pipe without costing the client any of its quota, so a form sent wrong twenty times does not
 * block the visitor's real booking. (Guards run before pipes; this one checks the route's schemas itself.)
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly validation = new SchemaValidationPipe();

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return false;
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ?? {}) as Record<string, RouteArg>;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const [key, arg] of Object.entries(args)) {
      if (!arg.schema) continue;
      const source = SOURCES[Number(key.split(':')[0]) as RouteParamtypes];
      if (!source) continue;
      const whole = source.read(request) as Record<string, unknown> | undefined;
      const value = arg.data && source.type !== 'body' ? whole?.[arg.data] : whole;
      try {
        await this.validation.transform(value, { type: source.type, data: arg.data, schema: arg.schema } as never);
      } catch {
        return true;
      }
    }
    return false;
  }
}
