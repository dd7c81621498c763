// The public surface of the contracts package: schemas and types of every /api payload and response.
export * from './common.js';
export * from './checklist.js';
export * from './software.js';
export * from './blog.js';
export * from './consulting.js';
export * from './newsletter.js';
export * from './chat.js';
export * from './affiliate.js';
export * from './contact.js';
export * from './remote-names.js';
export * from './remotes.js';
export * from './toast.js';
export * from './platform.js';
export * from './federation.js';
export * from './client.js';
export * from './page-meta.js';
export * from './zoned-time.js';
