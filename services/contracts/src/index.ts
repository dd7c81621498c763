// The public surface of the contracts package: the zod schemas and types of every /api payload and response,
// the typed request helper, and the calendar-day and time-zone rules both the API and the pages compute with.
export * from './common.js';
export * from './checklist.js';
export * from './software.js';
export * from './blog.js';
export * from './consulting.js';
export * from './newsletter.js';
export * from './templates.js';
export * from './roadmap.js';
export * from './chat.js';
export * from './affiliate.js';
export * from './contact.js';
export * from './client.js';
export * from './zoned-time.js';
export * from './calendar-date.js';
export * from './plan.js';
export * from './state-rules.js';
export * from './filing-rules.js';
export * from './text-checks.js';
export * from './releases.js';
export * from './auth.js';
export * from './cookies.js';
export * from './content.js';
export * from './plans.js';
export * from './assistant-content.js';
