import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { authorWithPostsSchema, blogPostListSchema, blogPostSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema, slugParamSchema } from '../../common/params.js';
import { BlogService } from './blog.service.js';
import { PremiumArticleGuard } from '../billing/entitlement.guards.js';

@ApiTags('blog')
@Controller()
export class BlogController {
  constructor(@Inject(BlogService) private readonly blog: BlogService) {}

  @Get('blog-posts')
  @ApiOkResponse({ standardSchema: blogPostListSchema })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.blog.list()).send(req, reply);
  }

  @Get('blog-posts/:slug')
  @UseGuards(PremiumArticleGuard)
  @ApiOkResponse({ standardSchema: blogPostSchema })
  async post(@Param('slug', { schema: slugParamSchema }) slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.blog.post(slug)).send(req, reply);
  }

  @Get('authors/:id')
  @ApiOkResponse({ standardSchema: authorWithPostsSchema })
  async author(@Param('id', { schema: idParamSchema }) id: number, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.blog.author(id)).send(req, reply);
  }
}
