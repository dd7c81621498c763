#!/usr/bin/env bash
# A stand-in for the official Node image, for machines that reach no image registry: this machine's node and
# npm, the libraries ldd lists, a shell and env for npm scripts, imported with podman. Real builds use the
# official image (the Containerfiles' default BASE_IMAGE); CI here passes this one.
# Usage: shell/deploy/make-base-image.sh [IMAGE_NAME]   (prints the image name; kept while node's version is the same)
set -euo pipefail

node_bin=$(readlink -f "$(command -v node)")
node_version=$("$node_bin" --version)
name=${1:-localhost/launchops-node-base:${node_version#v}}
if podman image exists "$name"; then
  echo "$name"
  exit 0
fi
case "$node_version" in v20.*) ;; *) echo "node $node_version found; the images are for Node 20" >&2; exit 1 ;; esac
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
# A file and the shared libraries it loads, each at its own path.
with_libs() {
  local file=$1 target=$2
  install -D -m 0755 "$file" "$root$target"
  ldd "$file" | grep -o '/[^ ]*' | while read -r lib; do
    [ -e "$root$lib" ] || install -D -m 0755 "$(readlink -f "$lib")" "$root$lib"
  done
}
with_libs "$node_bin" /usr/local/bin/node
with_libs "$(readlink -f /bin/sh)" /bin/sh
with_libs "$(readlink -f /usr/bin/env)" /usr/bin/env
# The whole C library, as in Debian's slim images: native modules (rspack, swc) load more of it than node does.
if command -v dpkg >/dev/null 2>&1; then
  dpkg -L libc6 | grep -E '^/(usr/)?lib(64)?/[^ ]*\.so[.0-9]*$' | while read -r lib; do
    [ -e "$root$lib" ] || install -D -m 0755 "$(readlink -f "$lib")" "$root$lib"
  done
fi
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
mkdir -p "$root/etc" "$root/root" "$root/home/node" "$root/tmp" "$root/proc" "$root/sys" "$root/dev"
chmod 1777 "$root/tmp"
printf 'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000::/home/node:/bin/sh\n' > "$root/etc/passwd"
printf 'root:x:0:\nnode:x:1000:\n' > "$root/etc/group"
chown 1000:1000 "$root/home/node"
printf 'passwd: files\ngroup: files\nhosts: files dns\n' > "$root/etc/nsswitch.conf"
# The certificates this machine's node trusts (a proxy's own authority, say), so npm ci reaches the registry as here.
changes=()
extra_ca=${NODE_EXTRA_CA_CERTS:-$(npm config get cafile 2>/dev/null || true)}
if [ -n "$extra_ca" ] && [ "$extra_ca" != null ] && [ -r "$extra_ca" ]; then
  install -D -m 0644 "$(readlink -f "$extra_ca")" "$root$extra_ca"
  changes+=(--change "ENV NODE_EXTRA_CA_CERTS=$extra_ca")
fi

tar -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' "${changes[@]}" \
  - "$name" >/dev/null 2>&1
echo "$name"
