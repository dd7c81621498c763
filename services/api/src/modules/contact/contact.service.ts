import { Injectable } from '@nestjs/common';
import type { ContactMessageAccepted, ContactMessageInput } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

export const CONTACT_RECEIVED_MESSAGE = 'Thanks, we received your message and will reply within two business days.';

@Injectable()
export class ContactService {
  constructor(private readonly dataSource: DataSource) {}

  async create(input: ContactMessageInput, visitorId: string): Promise<ContactMessageAccepted> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ContactMessageEntity)
      .values({ visitorId, name: input.name, email: input.email, topic: input.topic, message: input.message, createdAt: () => 'now()' })
      .returning(['id'])
      .execute();
    const id = (result.raw as Array<{ id: number }>)[0]!.id;
    return { id, message: CONTACT_RECEIVED_MESSAGE };
  }
}
