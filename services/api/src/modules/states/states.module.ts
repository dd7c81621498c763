import { Module } from '@nestjs/common';
import { StatesController } from './states.controller.js';
import { StatesService } from './states.service.js';

/** GET /api/states and /api/states/:state: each state's obligation records, for the state pages. */
@Module({ controllers: [StatesController], providers: [StatesService] })
export class StatesModule {}
