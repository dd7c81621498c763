import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { CONTRACTS_VERSION, type RemoteReleases } from '@launchops/contracts';
import { startTestApi, type TestApi, type TestResponse } from './test-api.js';

/** The release tests' admin token (RELEASE_ADMIN_TOKEN). */
export const ADMIN = 'platform-admin-token-for-the-release-tests';
/** What the site server and the API share (SITE_API_SECRET). */
export const SITE_SECRET = 'the-site-servers-secret-for-the-release-tests';
export const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'react-router', version: '7.18.5', requiredVersion: '~7.18.5', singleton: true },
];

/**
 * A static host for builds: `files` maps path -> body, changed by the tests as a team would upload files; `special`
 * holds paths that answer otherwise (redirects, errors, endless bodies). One per test file (vitest isolates files).
 */
export const host = {
  cdn: '',
  files: new Map<string, string>(),
  special: new Map<string, (response: ServerResponse) => void>(),
};
let server: Server | undefined;

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** Uploads a build of `remote` at `version` under /<remote>/<version>/ and returns its manifest URL. */
export function upload(remote: string, version: string, tweak: { shared?: typeof SHARED; contractsVersion?: string; tamper?: boolean } = {}): string {
  const dir = `/${remote}/${version}`;
  const entryFile = `static/js/${remote}.${version.replace(/\W/g, '')}.js`;
  const entry = `/* ${remote} ${version} */ var ${remote} = {};`;
  host.files.set(
    `${dir}/mf-manifest.json`,
    JSON.stringify({ metaData: { name: remote, publicPath: 'auto', remoteEntry: { name: entryFile, path: '' } }, shared: tweak.shared ?? SHARED }),
  );
  host.files.set(
    `${dir}/release.json`,
    JSON.stringify({
      remote,
      version,
      commit: 'abcdef1234567',
      builtAt: '2026-11-25T10:00:00.000Z',
      contractsVersion: tweak.contractsVersion ?? CONTRACTS_VERSION,
      entry: { file: entryFile, integrity: sri(entry) },
    }),
  );
  host.files.set(`${dir}/${entryFile}`, tweak.tamper ? `${entry} /* changed after the build */` : entry);
  return `${host.cdn}${dir}/mf-manifest.json`;
}

/** Starts the build host (with the shell's manifest) and an API that checks releases against it. */
export async function startReleaseApi(env: Record<string, string> = {}): Promise<TestApi> {
  server = createServer((request, response) => {
    const handler = host.special.get(request.url ?? '');
    if (handler) return handler(response);
    const body = host.files.get(request.url ?? '');
    if (body === undefined) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': request.url!.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  host.cdn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  host.files.set('/shell/mf-manifest.json', JSON.stringify({ shared: [...SHARED, { name: 'zustand', version: '5.1.0' }] }));
  return startTestApi({ ...releaseEnv(), RATE_LIMIT_FACTOR: '20', SITE_API_SECRET: SITE_SECRET, ...env });
}

/** The settings an API needs to release against the build host. */
export const releaseEnv = () => ({ RELEASE_ADMIN_TOKEN: ADMIN, SHELL_MANIFEST_URL: `${host.cdn}/shell/mf-manifest.json` });

export async function stopReleaseApi(api: TestApi | undefined): Promise<void> {
  await api?.close();
  await new Promise((resolve) => server?.close(resolve));
}

export const as = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** Calls of /api/releases on the API `api()` gives, with a token. */
export function releaseClient(api: () => TestApi) {
  function call<T = RemoteReleases & { message?: string }>(method: string, url: string, token: string | undefined, body?: unknown): Promise<TestResponse<T>> {
    return api()
      .visitor()
      .request<T>(method, `/api/releases${url}`, body, { headers: as(token) });
  }
  const release = (remote: string, manifestUrl: string, token = ADMIN, extra: Record<string, unknown> = {}) =>
    call('POST', `/${remote}`, token, { manifestUrl, ...extra });
  return { call, release };
}

/**
 * Manifests no release may read (S11): a port that is not HTTP, a redirect, a 500, HTML, a body over 1 MB and an
 * endless one under /s11/ of the build host; `endlessClosed` tells whether the API closed the endless one.
 */
export async function serveUnreadableManifests(): Promise<{ rawPort: number; endlessClosed: () => boolean; closeRaw: () => Promise<void> }> {
  // A port that speaks something other than HTTP, as a database would.
  const raw = createNetServer((socket) => void socket.end('220 not http at all\r\n', () => socket.destroy()));
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  let closed = false;
  host.special.set('/s11/redirect/mf-manifest.json', (response) => void response.writeHead(302, { location: upload('mf_consulting', '8.0.0') }).end());
  host.special.set('/s11/error/mf-manifest.json', (response) => void response.writeHead(500).end('{"message":"internal"}'));
  host.special.set(
    '/s11/not-json/mf-manifest.json',
    (response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>admin console</html>'),
  );
  host.special.set(
    '/s11/big/mf-manifest.json',
    (response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(`{"pad":"${'x'.repeat(1_100_000)}"}`),
  );
  host.special.set('/s11/endless/mf-manifest.json', (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"pad":"');
    const chunk = 'x'.repeat(64 * 1024);
    const timer = setInterval(() => response.write(chunk), 5);
    response.on('close', () => {
      clearInterval(timer);
      closed = true;
    });
  });
  return {
    rawPort: (raw.address() as AddressInfo).port,
    endlessClosed: () => closed,
    closeRaw: () => new Promise<void>((resolve) => raw.close(() => resolve())),
  };
}
