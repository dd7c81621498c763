import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import { SHARED_SINGLETONS, FEDERATION_SHARE_STRATEGY } from '@launchops/kit';
import * as routerSurface from '@launchops/kit/react-router';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
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

export function createFederationHost(): ModuleFederation {
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
