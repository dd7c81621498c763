import { describe, expect, it } from 'vitest';
import { remotesConfigSchema } from './remotes.js';

describe('remotesConfigSchema', () => {
  it('accepts http(s) manifest URLs for known remotes', () => {
    const parsed = remotesConfigSchema.parse({ mf_checklist: 'https://checklist.example.org/mf-manifest.json', mf_content: 'http://localhost:8083/mf-manifest.json' });
    expect(parsed.mf_checklist).toBe('https://checklist.example.org/mf-manifest.json');
  });

  it('refuses unknown remote names, other schemes and non-URLs', () => {
    expect(remotesConfigSchema.safeParse({ mf_unknown: 'http://localhost/mf-manifest.json' }).success).toBe(false);
    expect(remotesConfigSchema.safeParse({ mf_checklist: 'javascript:alert(1)' }).success).toBe(false);
    expect(remotesConfigSchema.safeParse({ mf_checklist: 'not a url' }).success).toBe(false);
    expect(remotesConfigSchema.safeParse([]).success).toBe(false);
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
