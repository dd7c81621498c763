import { ESLint, type Linter } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from './boundaries.js';
import { featureIsolation, persistence, sizeLimits } from './house-rules.js';
import { ROOT } from '../workspace.js';

/** The house rules on their own (no type information needed), linting text as if it sat at `file`. */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX } },
    {
      files: ['**/*.{ts,tsx}'],
      settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
      rules: { 'import-x/no-relative-packages': 'error' },
    },
    sizeLimits,
    ...persistence,
    ...boundaries,
    featureIsolation,
  ] as Linter.Config[],
});

async function problems(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${ROOT}/${file}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('slice boundaries', () => {
  it('a remote reaches neither another remote nor the shell, and its pages use zod/mini', async () => {
    const found = await problems(
      'mf-checklist/src/features/x.ts',
      "import { z } from 'zod';\nimport a from 'mf-catalog/src/a';\nimport b from 'shell/src/b';\nexport { z, a, b };\n",
    );
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/zod\/mini[\s\S]*another remote[\s\S]*the shell's host/);
    expect(await problems('mf-checklist/src/features/x.test.ts', "import { z } from 'zod';\nexport { z };\n")).toEqual([]);
    expect(
      await problems('mf-checklist/src/features/x.ts', "import { z } from 'zod/mini';\nimport { ROSTER } from '@launchops/kit';\nexport { z, ROSTER };\n"),
    ).toEqual([]);
  });

  it('a relative import into another package is refused', async () => {
    // The path is assembled so that this file itself holds no import that leaves the slice.
    const outOfSlice = ['..', '..', 'services', 'contracts', 'src', 'index.js'].join('/');
    const found = await problems('mf-checklist/src/x.ts', `import a from '${outOfSlice}';\nexport { a };\n`);
    expect(found.join('\n')).toMatch(/import-x\/no-relative-packages/);
  });

  it('the contracts and the API import no browser or build code and no shell package', async () => {
    expect(
      await problems('services/contracts/src/x.ts', "import React from 'react';\nimport { ROSTER } from '@launchops/kit';\nexport { React, ROSTER };\n"),
    ).toHaveLength(2);
    const api = await problems(
      'services/api/src/x.ts',
      "import { h } from 'react-dom/client';\nimport { freePort } from '@launchops/tools/local-servers';\nexport { h, freePort };\n",
    );
    expect(api).toHaveLength(2);
  });

  it("the API's own code never imports the test-payments stand-in; its tests may", async () => {
    const text = "import { startTestPayments } from '@launchops/test-payments';\nexport { startTestPayments };\n";
    expect((await problems('services/api/src/main.ts', text)).join('\n')).toMatch(/test-payments stand-in: only tests and npm start use it/);
    expect((await problems('services/api/src/modules/billing/billing.service.ts', text)).join('\n')).toMatch(/test-payments stand-in/);
    expect(await problems('services/api/test/billing-money.test.ts', text)).toEqual([]);
    // The services' other rules still hold there.
    expect((await problems('services/api/src/x.ts', "import { a } from 'shell/src/a';\nexport { a };\n")).join('\n')).toMatch(/the shell's host/);
  });

  it("the shell's host imports no remote and no tooling, but its browser tests may", async () => {
    expect(await problems('shell/src/x.ts', "import a from 'mf-content';\nimport { t } from '@launchops/site-server';\nexport { a, t };\n")).toHaveLength(2);
    expect(await problems('shell/e2e/x.test.ts', "import { t } from '@launchops/site-server';\nexport { t };\n")).toEqual([]);
  });
});

describe("a remote's features", () => {
  it('a feature does not import another feature of its remote; shared pieces live in components/ or utils/', async () => {
    // Planted in the blog feature, reaching into the newsletter feature (relative, and from deeper down).
    const planted = "import { a } from '../../newsletter/components/newsletter-box';\nexport { a };\n";
    const found = await problems('mf-content/src/features/blog/components/x.tsx', planted);
    expect(found).toEqual([
      'launchops/no-cross-feature-imports: The blog feature imports the newsletter feature (src/features/newsletter). Features do not import each other: move what both need to src/components/ or src/utils/.',
    ]);
    expect(await problems('mf-consulting/src/features/console/hooks/x.ts', "import { k } from '../../consulting/api/keys';\nexport { k };\n")).toHaveLength(1);
    // Its tests too: a test imports only its own feature.
    expect(
      await problems('mf-catalog/src/features/software/components/x.test.tsx', "import { t } from '../../tools/components/tool-card';\nexport { t };\n"),
    ).toHaveLength(1);
  });

  it("a feature may import itself, the remote's shared folders and packages; code outside features may import any feature", async () => {
    const allowed = [
      "import { a } from './article-body';",
      "import { b } from '../api/get-post';",
      "import { c } from '../../../components/state-message';",
      "import { d } from '../../../utils/format';",
      "import { e } from '@launchops/kit';",
    ].join('\n');
    expect(await problems('mf-content/src/features/blog/components/x.tsx', `${allowed}\nexport { a, b, c, d, e };\n`)).toEqual([]);
    expect(await problems('mf-content/src/exposes/x.tsx', "import { a } from '../features/blog/components/blog-page';\nexport { a };\n")).toEqual([]);
    // A feature's own folder whose name starts like another's is still itself.
    expect(await problems('mf-checklist/src/features/plan/x.ts', "import { a } from './plan-utils/a';\nexport { a };\n")).toEqual([]);
  });
});

describe('one persistence pattern in the API', () => {
  it('a service may not reach TypeORM, pg or a prepared read; a repository may', async () => {
    const text =
      "import { DataSource } from 'typeorm';\nimport pg from 'pg';\nimport { PreparedRead } from '../../database/prepared-read.js';\nexport { DataSource, pg, PreparedRead };\n";
    expect(await problems('services/api/src/modules/x/x.service.ts', text)).toHaveLength(3);
    expect(await problems('services/api/src/modules/x/x.repository.ts', text)).toEqual([]);
    expect(await problems('services/api/src/modules/x/entities/x.entity.ts', "import { Entity } from 'typeorm';\nexport { Entity };\n")).toEqual([]);
  });
});

describe('sizes', () => {
  it('refuses a file over 300 lines and a function over 80 code lines', async () => {
    const body = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect((await problems('services/content/src/x.ts', `export function big() {\n${body}\n  return 0;\n}\n`)).join('\n')).toMatch(/max-lines-per-function/);
    const lines = Array.from({ length: 301 }, (_, i) => `export const c${i} = ${i};`).join('\n');
    expect((await problems('services/content/src/x.ts', `${lines}\n`)).join('\n')).toMatch(/max-lines:/);
    expect(await problems('services/content/src/x.ts', `export function small() {\n  return 1;\n}\n`)).toEqual([]);
  });
});
