import { Injectable } from '@nestjs/common';
import { PreparedRead } from '../../database/prepared-read.js';
import { SqlRepository } from '../../database/sql-repository.js';

const PING = new PreparedRead<{ ok: number }, []>('SELECT 1 AS ok');

@Injectable()
export class HealthRepository extends SqlRepository {
  /** A round trip to the database; rejects when it cannot be reached. */
  async ping(): Promise<void> {
    await this.read(PING, []);
  }
}
