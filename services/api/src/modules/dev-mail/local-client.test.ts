import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, judgeLocalRequest } from './local-client.js';

const SITE = 'http://localhost:8080';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])('%s is this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['10.0.0.1', '192.168.1.20', '::ffff:10.0.0.1', '::2', 'fe80::1', '0.0.0.0', 'localhost', '', undefined])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('judgeLocalRequest', () => {
  const local = { socketAddress: '127.0.0.1', chain: ['127.0.0.1', '::1'], host: 'localhost:8080' };

  it('accepts a browser on this machine, directly or through the local site server', () => {
    expect(judgeLocalRequest(local, SITE)).toBe('local');
    expect(judgeLocalRequest({ socketAddress: '::1', chain: [], host: '[::1]:3000' }, SITE)).toBe('local');
    expect(judgeLocalRequest({ ...local, host: '127.0.0.1:3000' }, SITE)).toBe('local');
    expect(judgeLocalRequest({ ...local, host: 'app.localhost' }, SITE)).toBe('local');
    expect(judgeLocalRequest({ ...local, host: 'dev.launchops.test:8443' }, 'https://dev.launchops.test:8443')).toBe('local');
  });

  it('refuses any hop that is not this machine', () => {
    expect(judgeLocalRequest({ ...local, socketAddress: '192.168.1.5' }, SITE)).toBe('remote-client');
    expect(judgeLocalRequest({ ...local, chain: ['127.0.0.1', '203.0.113.9'] }, SITE)).toBe('remote-client');
    expect(judgeLocalRequest({ ...local, socketAddress: undefined }, SITE)).toBe('remote-client');
  });

  it('refuses a page asked for under a name that is not local (DNS rebinding)', () => {
    expect(judgeLocalRequest({ ...local, host: 'evil.example.com:8080' }, SITE)).toBe('foreign-host');
    expect(judgeLocalRequest({ ...local, host: undefined }, SITE)).toBe('foreign-host');
    expect(judgeLocalRequest({ ...local, host: 'bad host' }, SITE)).toBe('foreign-host');
  });
});
