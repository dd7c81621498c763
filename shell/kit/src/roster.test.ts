import { describe, expect, it } from 'vitest';
import { remoteForPath } from './roster.js';

describe('remoteForPath', () => {
  it('maps each section to its remote', () => {
    expect(remoteForPath('/checklist')).toBe('mf_checklist');
    expect(remoteForPath('/checklist/tax')).toBe('mf_checklist');
    expect(remoteForPath('/software/liveplan')).toBe('mf_catalog');
    expect(remoteForPath('/tools')).toBe('mf_catalog');
    expect(remoteForPath('/blog/some-post')).toBe('mf_content');
    expect(remoteForPath('/author/2')).toBe('mf_content');
    expect(remoteForPath('/consulting/bookings/abc')).toBe('mf_consulting');
  });

  it('owns nothing else, including inherited object keys', () => {
    expect(remoteForPath('/nope')).toBeUndefined();
    expect(remoteForPath('/constructor')).toBeUndefined();
    expect(remoteForPath('/')).toBeUndefined();
  });
});
