import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { ConsultingModule } from '../consulting/consulting.module.js';
import { AccountDataRepository } from './account-data.repository.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { AccountsRepository } from './accounts.repository.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasskeysRepository } from './passkeys.repository.js';
import { PasskeysService } from './passkeys.service.js';
import { SessionsRepository } from './sessions.repository.js';
import { SignInCodesRepository } from './sign-in-codes.repository.js';
import { VisitorMerge } from './visitor-merge.js';
import { VisitorMergeRepository } from './visitor-merge.repository.js';

@Module({
  imports: [MailModule, ConsultingModule],
  controllers: [AuthController, AccountController],
  providers: [
    AuthService,
    PasskeysService,
    AccountService,
    VisitorMerge,
    SignInCodesRepository,
    AccountsRepository,
    SessionsRepository,
    VisitorMergeRepository,
    PasskeysRepository,
    AccountDataRepository,
  ],
})
export class AuthModule {}
