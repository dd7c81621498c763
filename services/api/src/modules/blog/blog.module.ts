import { Module } from '@nestjs/common';
import { BlogController } from './blog.controller.js';
import { BlogRepository } from './blog.repository.js';
import { BlogService } from './blog.service.js';

@Module({ controllers: [BlogController], providers: [BlogRepository, BlogService], exports: [BlogService] })
export class BlogModule {}
