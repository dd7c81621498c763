import { describe, expect, it } from 'vitest';
import { remotesConfigSchema } from './remotes.js';

describe('remotesConfigSchema', () => {
  it('accepts http(s) manifest URLs for known remotes', () => {
    const parsed = remotesConfigSchema.parse({
      mf_checklist: 'https://checklist.example.org/mf-manifest.json',
      mf_content: 'http://localhost:8083/mf-manifest.json',
    });
    expect(parsed.mf_checklist).toBe('https://checklist.example.org/mf-manifest.json');
  });

  it('refuses unknown remote names, other schemes and non-URLs', () => {
    expect(remotesConfigSchema.safeParse({ mf_unknown: 'http://localhost/mf-manifest.json' }).success).toBe(false);
    expect(remotesConfigSchema.safeParse({ mf_checklist: 'javascript:alert(1)' }).success).toBe(false);
    expect(remotesConfigSchema.safeParse({ mf_checklist: 'not a url' }).success).toBe(false);
    expect(remotesConfigSchema.safeParse([]).success).toBe(false);
  });
});

describe('remotesConfigSchema hosts (each origin is written into the CSP)', () => {
  it.each([
    'http://a;sandbox/mf-manifest.json',
    'http://*/mf-manifest.json',
    'http://*.example.org/mf-manifest.json',
    'http://cdn.example.org\tsandbox/mf-manifest.json',
    'http://cdn.example.org\n/mf-manifest.json',
    'http://user:secret@cdn.example.org/mf-manifest.json',
  ])('refuses %j', (url) => {
    const parsed = remotesConfigSchema.safeParse({ mf_checklist: url });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^mf_checklist must (be an http\(s\) URL|name a plain host)/);
  });

  it.each([
    'http://localhost:8081/mf-manifest.json',
    'https://checklist.cdn-1.example.org/v2/mf-manifest.json',
    'http://127.0.0.1:8081/mf-manifest.json',
    'http://[::1]:8081/mf-manifest.json',
  ])('accepts %j', (url) => {
    expect(remotesConfigSchema.safeParse({ mf_checklist: url }).success).toBe(true);
  });
});

describe('remotesConfigSchema messages', () => {
  const messages = (input: unknown) => {
    const parsed = remotesConfigSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('names the fix for each failure', () => {
    expect(messages({ mf_unknown: 'http://localhost/mf-manifest.json' })).toEqual([
      ': unknown remote name(s): mf_unknown; the known names are mf_checklist, mf_catalog, mf_content, mf_consulting',
    ]);
    expect(messages({ mf_checklist: 'ftp://host/mf-manifest.json' })).toEqual(['mf_checklist: mf_checklist must be an http(s) URL of an mf-manifest.json']);
    expect(messages('remotes')).toEqual([': remotes.json must be an object of remote name -> manifest URL']);
  });
});
