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
