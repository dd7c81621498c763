/// <reference types="@rsbuild/core/types" />

/** The shared libraries' versions and declared ranges, written in by the build (federationSharedVersions). */
declare const LO_SHARED_VERSIONS: Record<string, { version: string; requiredVersion: string | false }>;
