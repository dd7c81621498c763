import type swc from 'unplugin-swc';
import type { TestProjectInlineConfiguration } from 'vitest/config';

export declare const swcPlugin: () => ReturnType<typeof swc.vite>;
export declare const apiUnitProject: TestProjectInlineConfiguration;
