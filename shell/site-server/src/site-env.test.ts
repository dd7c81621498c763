import { describe, expect, it } from 'vitest';
import { loadSiteEnv } from './site-env.js';

describe('loadSiteEnv', () => {
  it('defaults to no API list and no trusted proxy', () => {
    expect(loadSiteEnv({})).toEqual({ API_URL: undefined, SITE_TRUSTED_PROXIES: [] });
  });

  it('reads several API replicas and trusted proxies, comma-separated', () => {
    expect(loadSiteEnv({ API_URL: 'http://10.0.0.5:3000, http://10.0.0.6:3000', SITE_TRUSTED_PROXIES: '10.0.0.0/8,::1' })).toEqual({
      API_URL: ['http://10.0.0.5:3000', 'http://10.0.0.6:3000'],
      SITE_TRUSTED_PROXIES: ['10.0.0.0/8', '::1'],
    });
  });

  it('reads the public origin robots.txt and sitemap.xml name', () => {
    expect(loadSiteEnv({ SITE_URL: 'https://launchops.example' }).SITE_URL).toBe('https://launchops.example');
  });

  it.each([
    [{ SITE_URL: 'javascript:alert(1)' }, /SITE_URL/],
    [{ SITE_API_SECRET: 'short' }, /SITE_API_SECRET/],
    [{ API_URL: 'ftp://api' }, /API_URL/],
    [{ SITE_TRUSTED_PROXIES: 'everyone' }, /SITE_TRUSTED_PROXIES/],
    [{ SITE_TRUSTED_PROXIES: '10.0.0.0/33' }, /SITE_TRUSTED_PROXIES/],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => loadSiteEnv(env)).toThrow(name);
  });
});
