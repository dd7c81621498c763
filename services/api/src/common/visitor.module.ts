import { Global, Module } from '@nestjs/common';
import { VisitorSessionsRepository } from './visitor-sessions.repository.js';
import { VisitorPipe } from './visitor.js';

/** The `@Visitor()` pipe and what it reads, for every module's controllers and guards. */
@Global()
@Module({ providers: [VisitorSessionsRepository, VisitorPipe], exports: [VisitorSessionsRepository, VisitorPipe] })
export class VisitorModule {}
