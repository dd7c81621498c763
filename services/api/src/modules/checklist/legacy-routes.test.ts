import { describe, expect, it } from 'vitest';
import { contractsOlder, legacyRouteState, type RegistryBuild } from './legacy-routes.service.js';

const build = (remote: string, contractsVersion: string, role: RegistryBuild['role'] = 'live'): RegistryBuild => ({
  remote,
  version: '1.0.0',
  contractsVersion,
  role,
});

describe('which legacy routes a registry keeps open', () => {
  it('compares contracts versions as numbers', () => {
    expect(contractsOlder('1.0.9', '1.1.0')).toBe(true);
    expect(contractsOlder('1.10.0', '1.2.0')).toBe(false);
    expect(contractsOlder('1.2.0', '1.2.0')).toBe(false);
    expect(contractsOlder('0.9.0', '1.0.0')).toBe(true);
  });

  it('keeps a family while any live or canary build is older than its successors, or its remote has no live build', () => {
    expect(legacyRouteState('checklist', []).served).toBe(true);
    expect(legacyRouteState('checklist', [build('mf_catalog', '1.2.0')]).served).toBe(true);
    expect(legacyRouteState('checklist', [build('mf_checklist', '1.2.0')]).served).toBe(false);
    expect(legacyRouteState('checklist', [build('mf_checklist', '1.2.0'), build('mf_checklist', '1.0.0', 'canary')])).toMatchObject({
      served: true,
      reason: expect.stringContaining('canary'),
    });
    // Any remote's build that old counts: the registry does not say which routes a build reads.
    expect(legacyRouteState('checklist', [build('mf_checklist', '1.2.0'), build('mf_content', '1.0.0')]).served).toBe(true);
    // A catalog build of 1.1 still reads the old software routes, not the old checklist ones.
    const builds = [build('mf_checklist', '1.2.0'), build('mf_catalog', '1.1.0')];
    expect(legacyRouteState('checklist', builds).served).toBe(false);
    expect(legacyRouteState('software', builds).served).toBe(true);
  });
});
