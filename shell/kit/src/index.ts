// The kit's browser- and Node-safe surface: the roster, remotes.json, platform events and toasts, theme and
// tokens, federation settings and route data. React helpers are in `@launchops/kit/react`, the build preset
// in `@launchops/kit/build`.
export * from './roster.js';
export * from './remotes.js';
export * from './toast.js';
export * from './platform.js';
export * from './federation.js';
export * from './page-meta.js';
export * from './text-order.js';
export * from './route-data.js';
export * from './first-paint.js';
export * from './site-path.js';
export * from './affiliate-url.js';
export * from './record-affiliate-click.js';
export * from './dates.js';
export * from './site-policies.js';
