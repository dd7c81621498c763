import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { type ContactMessageAccepted, contactMessageAcceptedSchema, type ContactMessageInput, contactMessageInputSchema } from '@launchops/contracts';
import { Visitor } from '../../common/visitor.js';
import { ContactService } from './contact.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';

@ApiTags('contact')
@Controller('contact-messages')
export class ContactController {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(5)
  @ApiCreatedResponse({ standardSchema: contactMessageAcceptedSchema })
  create(@Body({ schema: contactMessageInputSchema }) input: ContactMessageInput, @Visitor() visitor: string): Promise<ContactMessageAccepted> {
    return this.contact.create(input, visitor);
  }
}
