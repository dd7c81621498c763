import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { ConsultingModule } from '../consulting/consulting.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasskeysService } from './passkeys.service.js';

@Module({
  imports: [MailModule, ConsultingModule],
  controllers: [AuthController, AccountController],
  providers: [AuthService, PasskeysService, AccountService],
})
export class AuthModule {}
