import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository.js';

export interface RegistryBuildRow {
  remote: string;
  role: 'live' | 'canary';
  version: string;
  contracts_version: string;
}

/** The release registry as the legacy routes read it: the live and canary builds (the releases module writes them). */
@Injectable()
export class LegacyRoutesRepository extends SqlRepository {
  registryBuilds(): Promise<RegistryBuildRow[]> {
    return this.query<RegistryBuildRow>(
      `SELECT s.remote, 'live' AS role, v.version, v.contracts_version FROM release_state s JOIN release_version v ON v.id = s.live_version_id
       UNION ALL
       SELECT s.remote, 'canary' AS role, v.version, v.contracts_version FROM release_state s JOIN release_version v ON v.id = s.canary_version_id WHERE s.canary_percent > 0`,
    );
  }
}
