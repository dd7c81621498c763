import {
  type CanActivate,
  Controller,
  type ExecutionContext,
  ForbiddenException,
  Get,
  Inject,
  Injectable,
  NotFoundException,
  Param,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCAL_MAIL_PATH, localMailViewerEnabled } from '../../common/mail/local-mail.js';
import { idParamSchema } from '../../common/params.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { judgeLocalRequest } from './local-client.js';
import { DEV_MAIL_CSP, DEV_MAIL_NOTICE, mailListPage, mailNotFoundPage, mailPage } from './dev-mail.page.js';
import { DevMailService } from './dev-mail.service.js';

const viewerQuerySchema = z.object({
  format: z.enum(['html', 'json'], 'format must be html or json').default('html'),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 500')
    .max(500, 'limit must be between 1 and 500')
    .default(100),
});
type ViewerQuery = z.infer<typeof viewerQuerySchema>;

/** Mail is other people's: only a browser on this machine, asking by a local name, may read it. */
@Injectable()
class LocalOnlyGuard implements CanActivate {
  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  canActivate(context: ExecutionContext): boolean {
    // The module is only registered where the viewer is allowed; this keeps it shut should that change.
    if (!localMailViewerEnabled(this.options.env)) throw new NotFoundException();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { SITE_URL } = this.options.env;
    const verdict = judgeLocalRequest({ socketAddress: request.socket.remoteAddress, chain: request.ips ?? [request.ip], host: request.host }, SITE_URL);
    const address = `${SITE_URL.replace(/\/+$/, '')}${LOCAL_MAIL_PATH}`;
    if (verdict === 'remote-client') {
      throw new ForbiddenException(`The local mail viewer answers only a browser on this machine, the one running LaunchOps. Open it there, at ${address}.`);
    }
    if (verdict === 'foreign-host') {
      throw new ForbiddenException(`The local mail viewer opens only under a local address on this machine, such as ${address}.`);
    }
    return true;
  }
}

/**
 * Local development's stand-in for an inbox: the outbox's mails, as HTML pages and JSON. Registered only
 * without SMTP and outside production (app.module.ts), and only for this machine (LocalOnlyGuard).
 */
@ApiExcludeController()
@UseGuards(LocalOnlyGuard)
@Controller('dev/mail')
export class DevMailController {
  constructor(@Inject(DevMailService) private readonly mails: DevMailService) {}

  @Get()
  async list(@Query({ schema: viewerQuerySchema }) query: ViewerQuery, @Res() reply: FastifyReply): Promise<void> {
    const { mails, total } = await this.mails.list(query.limit);
    if (query.format === 'json') {
      // The list names attachments; each mail's own answer carries their content.
      const listed = mails.map(({ attachments, ...mail }) => ({
        ...mail,
        attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      }));
      return void send(reply, 200).send({ notice: DEV_MAIL_NOTICE, total, mails: listed });
    }
    void sendHtml(reply, 200, mailListPage(mails, total));
  }

  @Get(':id')
  async one(
    @Param('id', { schema: idParamSchema }) id: number,
    @Query({ schema: viewerQuerySchema }) query: ViewerQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const mail = await this.mails.one(id);
    if (query.format === 'json') {
      if (!mail) throw new NotFoundException(`The outbox holds no e-mail ${id}.`);
      return void send(reply, 200).send({ notice: DEV_MAIL_NOTICE, mail });
    }
    void sendHtml(reply, mail ? 200 : 404, mail ? mailPage(mail) : mailNotFoundPage(id));
  }
}

/** Nothing here may be kept by a cache or indexed. */
const send = (reply: FastifyReply, status: number) => reply.status(status).header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  send(reply, status).header('Content-Security-Policy', DEV_MAIL_CSP).type('text/html; charset=utf-8').send(html);
