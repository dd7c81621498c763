import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import { FEDERATION_RUNTIME_GLOBALS, SHARED_SINGLETONS, FEDERATION_SHARE_STRATEGY } from '@launchops/kit';
import * as routerSurface from '@launchops/kit/react-router';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import { decodeName, ENCODE_NAME_PREFIX } from '@module-federation/sdk';
import * as reactQuery from '@tanstack/react-query';
import * as React from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as zustand from 'zustand';

/**
 * The shell's Module Federation host, made the first time a page needs a remote (remote-registry.ts loads this
 * module on demand). The shell itself is an ordinary bundle, so a page that loads no remote (the home page,
 * the site's own pages) runs without the federation runtime, about 30 kB gzip it would otherwise download and
 * run before its first paint. Here the shell offers the remotes its own, already running copies of the shared
 * libraries, so there is one React, one router, one query cache and one emotion cache on the page, and
 * provides the runtime itself to the remotes, whose production entries leave it out (`externalRuntime`).
 */
const MODULES: Record<(typeof SHARED_SINGLETONS)[number], unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router': routerSurface,
  '@tanstack/react-query': reactQuery,
  zustand,
  '@emotion/react': emotionReact,
  '@emotion/styled': emotionStyled,
};

/** The members of the SDK and error codes remotes' entries use, by package (FEDERATION_RUNTIME_GLOBALS). */
const RUNTIME_GLOBAL_MEMBERS: {
  [name in keyof typeof FEDERATION_RUNTIME_GLOBALS]: Record<(typeof FEDERATION_RUNTIME_GLOBALS)[name]['members'][number], unknown>;
} = {
  '@module-federation/sdk': { ENCODE_NAME_PREFIX, decodeName },
  '@module-federation/error-codes': { RUNTIME_009, runtimeDescMap },
};

/** Sets the globals remotes' entries take the SDK and error codes from, before any of them runs. */
function provideRuntimeGlobals(): void {
  for (const [name, { global }] of Object.entries(FEDERATION_RUNTIME_GLOBALS)) {
    (globalThis as Record<string, unknown>)[global] = RUNTIME_GLOBAL_MEMBERS[name as keyof typeof FEDERATION_RUNTIME_GLOBALS];
  }
}

export function createFederationHost(): ModuleFederation {
  provideRuntimeGlobals();
  return createInstance({
    name: 'shell',
    remotes: [],
    shareStrategy: FEDERATION_SHARE_STRATEGY,
    shared: Object.fromEntries(
      SHARED_SINGLETONS.map((name) => {
        const versions = LO_SHARED_VERSIONS[name];
        // The shell's build writes every shared library's version in (rsbuild.config.ts).
        if (!versions) throw new Error(`The shell's build gave no version for the shared library ${name}`);
        const { version, requiredVersion } = versions;
        return [name, { version, lib: () => MODULES[name], shareConfig: { singleton: true, requiredVersion } }];
      }),
    ),
    plugins: [injectExternalRuntimeCorePlugin()],
  });
}
