import { describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from './plugins/api-bodies.js';
import { checkSiteServerOptions } from './site-server-options.js';

const base = { root: '/srv/shell', port: 0, remotes: () => ({}) };

describe('the site server options', () => {
  it('take one API URL or several, with the API body limit by default', () => {
    expect(checkSiteServerOptions({ ...base, apiUrl: 'http://127.0.0.1:3000' })).toEqual({
      upstreams: ['http://127.0.0.1:3000'],
      bodyLimit: API_BODY_LIMIT_BYTES,
    });
    expect(checkSiteServerOptions({ ...base, apiUrl: ['http://10.0.0.1:3000', 'http://10.0.0.2:3000'], bodyLimitBytes: 2048 })).toEqual({
      upstreams: ['http://10.0.0.1:3000', 'http://10.0.0.2:3000'],
      bodyLimit: 2048,
    });
  });

  it('refuse what would fail later, naming the option', () => {
    expect(() => checkSiteServerOptions({ ...base, apiUrl: [] })).toThrow(/^The site server needs at least one API URL$/);
    expect(() => checkSiteServerOptions({ ...base, apiUrl: 'ftp://127.0.0.1' })).toThrow(/apiUrl/);
    expect(() => checkSiteServerOptions({ ...base, apiUrl: 'http://127.0.0.1:3000', port: 70_000 })).toThrow(/^port: /);
    expect(() => checkSiteServerOptions({ ...base, apiUrl: 'http://127.0.0.1:3000', publicOrigin: 'launchops.example' })).toThrow(/^publicOrigin: /);
    expect(() => checkSiteServerOptions({ ...base, apiUrl: 'http://127.0.0.1:3000', signals: { flushMs: 0 } })).toThrow(/^signals\.flushMs: /);
  });
});
