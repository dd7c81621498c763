import { Injectable } from '@nestjs/common';
import type { ContactMessageInput } from '@launchops/contracts';
import { SqlRepository } from '../../database/sql-repository.js';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

@Injectable()
export class ContactRepository extends SqlRepository {
  /** Stores a message from the contact form; returns its id. */
  async insertMessage(input: ContactMessageInput, visitorId: string): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ContactMessageEntity)
      .values({ visitorId, name: input.name, email: input.email, topic: input.topic, message: input.message, createdAt: () => 'now()' })
      .returning(['id'])
      .execute();
    return (result.raw as Array<{ id: number }>)[0]!.id;
  }
}
