import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in shell/platform). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SLICES = {
  contracts: { dir: 'services/contracts', dist: 'services/contracts/dist', build: ['npm', 'run', 'build', '-w', 'services/contracts'] },
  api: { dir: 'services/api', dist: 'services/api/dist', build: ['npm', 'run', 'build', '-w', 'services/api'] },
  shell: { dir: 'shell', dist: 'shell/dist', build: ['npm', 'run', 'build', '-w', 'shell'] },
  'mf-checklist': { dir: 'mf-checklist', dist: 'mf-checklist/dist', build: ['npm', 'run', 'build', '-w', 'mf-checklist'] },
  'mf-catalog': { dir: 'mf-catalog', dist: 'mf-catalog/dist', build: ['npm', 'run', 'build', '-w', 'mf-catalog'] },
  'mf-content': { dir: 'mf-content', dist: 'mf-content/dist', build: ['npm', 'run', 'build', '-w', 'mf-content'] },
  'mf-consulting': { dir: 'mf-consulting', dist: 'mf-consulting/dist', build: ['npm', 'run', 'build', '-w', 'mf-consulting'] },
} as const;
export type SliceName = keyof typeof SLICES;

export const resolveRoot = (...parts: string[]) => path.join(ROOT, ...parts);
