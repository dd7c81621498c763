import { Injectable } from '@nestjs/common';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository.js';

/** account.role, as the grant-advisor command changes it (the advisor console reads it). */
@Injectable()
export class AdvisorRolesRepository extends SqlRepository {
  /** Over a data source of its own, for a command run outside the API; `close` ends it. */
  static async connect(options: DataSourceOptions): Promise<AdvisorRolesRepository> {
    return new AdvisorRolesRepository(await new DataSource(options).initialize());
  }

  close(): Promise<void> {
    return this.dataSource.destroy();
  }

  /** Gives the address the advisor role, making its account (under `visitorId`) when it has none. */
  async grant(email: string, visitorId: string): Promise<void> {
    await this.query(`INSERT INTO account (email, visitor_id, role) VALUES ($1, $2, 'advisor') ON CONFLICT (email) DO UPDATE SET role = 'advisor'`, [
      email,
      visitorId,
    ]);
  }

  /** Takes the role back; false when the address has no account. */
  async revoke(email: string): Promise<boolean> {
    return (await this.execute(`UPDATE account SET role = 'founder' WHERE email = $1`, [email])) > 0;
  }
}
