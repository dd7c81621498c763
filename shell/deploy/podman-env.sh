# Sourced by the scripts here: podman's settings for this host (see podman/containers.conf).
if [ -z "${CONTAINERS_CONF:-}" ] && [ "$(podman info --format '{{.Host.CgroupsVersion}}' 2>/dev/null)" = "v1" ]; then
  CONTAINERS_CONF="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/podman/containers.conf"
  export CONTAINERS_CONF
fi
