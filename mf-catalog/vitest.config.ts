import { remoteVitestConfig } from '@launchops/kit/vitest';

// The remote's "unit" and "e2e" projects, as every remote has them.
export default remoteVitestConfig();
