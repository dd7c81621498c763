import type { RemotesConfig } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { remoteHeadTags } from './remote-hints.js';

const remotes: RemotesConfig = { mf_checklist: 'http://cdn.example.org/checklist/mf-manifest.json', mf_catalog: 'http://localhost:8082/mf-manifest.json' };

describe('remote hints', () => {
  it('puts the remotes config in every page', () => {
    expect(remoteHeadTags('/', remotes)).toBe(`<script id="lo-remotes-config" type="application/json">${JSON.stringify(remotes)}</script>`);
    expect(remoteHeadTags('/about', remotes)).not.toContain('<link');
  });

  it('preloads the manifest of the remote that owns the route', () => {
    const tags = remoteHeadTags('/checklist/tax', remotes);
    expect(tags).toContain('<link rel="preconnect" href="http://cdn.example.org">');
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="http://cdn.example.org/checklist/mf-manifest.json">');
    expect(remoteHeadTags('/tools', remotes)).toContain('href="http://localhost:8082/mf-manifest.json"');
    // A remote missing from the config gets no hint (its slot shows the fallback).
    expect(remoteHeadTags('/blog', remotes)).not.toContain('<link');
  });

  it('escapes the config so it cannot close its script element', () => {
    const tags = remoteHeadTags('/', { mf_content: 'http://localhost:8083/</script><script>alert(1)</script>' } as RemotesConfig);
    expect(tags).not.toContain('</script><script>');
    expect(tags).toContain('\\u003c/script>');
  });
});
