// The test renderer every slice's component tests use (TypeScript source, run by vitest).
export * from './render-page.js';
