import { Inject, Injectable } from '@nestjs/common';
import type { ContactMessageAccepted, ContactMessageInput } from '@launchops/contracts';
import { ContactRepository } from './contact.repository.js';

export const CONTACT_RECEIVED_MESSAGE = 'Thanks, we received your message and will reply within two business days.';

@Injectable()
export class ContactService {
  constructor(@Inject(ContactRepository) private readonly messages: ContactRepository) {}

  async create(input: ContactMessageInput, visitorId: string): Promise<ContactMessageAccepted> {
    const id = await this.messages.insertMessage(input, visitorId);
    return { id, message: CONTACT_RECEIVED_MESSAGE };
  }
}
