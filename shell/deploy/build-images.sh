#!/usr/bin/env bash
# Builds every LaunchOps image with podman: the API, the site, and each remote of the roster, each on one build image
# (the workspace installed and its packages built once).
#   BASE_IMAGE=docker.io/library/node:20-bookworm-slim shell/deploy/build-images.sh
# Without BASE_IMAGE, a local stand-in is made first (make-base-image.sh), for machines that reach no registry.
# Env: VERSION (default 0.0.0-<commit>), REVISION (default the commit), REGISTRY (image name prefix, default
# localhost/launchops), ONLY (space-separated: api site mf-catalog ...; default all), BUILD_LOG (podman's output).
# Prints each image's name and size.
set -euo pipefail
cd "$(dirname "$0")/../.."
source shell/deploy/podman-env.sh

revision=${REVISION:-$(git rev-parse HEAD 2>/dev/null || echo unknown)}
version=${VERSION:-0.0.0-${revision:0:12}}
registry=${REGISTRY:-localhost/launchops}
base=${BASE_IMAGE:-$(shell/deploy/make-base-image.sh)}
remotes=$(for dir in mf-*/; do [ -f "${dir}rsbuild.config.ts" ] && echo "${dir%/}"; done)
only=${ONLY:-api site $remotes}

# podman's output: to BUILD_LOG when set, else to stderr.
if [ -n "${BUILD_LOG:-}" ]; then exec 3>>"$BUILD_LOG"; else exec 3>&2; fi

# The labels are also given on the command line: podman's layer cache reuses a final stage whose LABEL read an ARG
# (REVISION) of an earlier build when every other input is unchanged, so the Containerfile's LABEL alone can carry a
# stale commit. A --label is applied when the image is committed, after the cache.
build() {
  local name=$1 file=$2
  shift 2
  local started=$SECONDS
  echo "--- ${registry}-${name}:${version}"
  podman build --network host --layers -f "$file" \
    --build-arg "BASE_IMAGE=${base}" --build-arg "VERSION=${version}" --build-arg "REVISION=${revision}" "$@" \
    --label "org.opencontainers.image.version=${version}" --label "org.opencontainers.image.revision=${revision}" \
    -t "${registry}-${name}:${version}" . >&3 2>&3 || {
    echo "build of ${name} failed" >&2
    return 1
  }
  echo "    built in $((SECONDS - started)) s"
}

# One install and one build of the packages for every image (shell/deploy/build.Containerfile); each image's own
# Containerfile builds its slice on it.
build build shell/deploy/build.Containerfile
build_image="${registry}-build:${version}"

for target in $only; do
  case "$target" in
    api) build api services/api/Containerfile --build-arg "BUILD_IMAGE=${build_image}" ;;
    site) build site shell/Containerfile --build-arg "BUILD_IMAGE=${build_image}" ;;
    mf-*) build "$target" shell/deploy/remote.Containerfile --build-arg "BUILD_IMAGE=${build_image}" --build-arg "REMOTE=${target}" ;;
    *) echo "unknown image: $target (api, site, or a remote's folder)" >&2; exit 2 ;;
  esac
done
podman images --filter "reference=${registry}-*:${version}" --format '{{.Repository}}:{{.Tag}} {{.Size}}'
