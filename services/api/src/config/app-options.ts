import type { Env } from './env.js';

/** What the app module is built with: the parsed environment and the database actually in use. */
export interface AppOptions {
  env: Env;
  databaseUrl: string;
  databaseMode: 'embedded' | 'external';
  /** True once shutdown has begun (health then answers 503 so load balancers stop sending). */
  draining?: () => boolean;
}

export const APP_OPTIONS = Symbol('APP_OPTIONS');
