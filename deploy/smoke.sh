#!/usr/bin/env bash
# Builds the container image with podman and checks that it runs: on the embedded database, as a non-root user
# under tini, answering GET /api/health/ready with 200 and GET / with the home page rendered on the server, reported healthy by its HEALTHCHECK, its admin command
# (cj-admin) working. Removes the container, its volume and the images it built when it ends (KEEP_IMAGES=1 keeps
# the images).
#
# Where no container registry is reachable, the base image is made from Debian's packages: mmdebstrap writes a
# minimal bookworm into a tarball (kept in SMOKE_CACHE for the next run), podman imports it, and the Containerfile
# installs Node from the npm registry because that base has none. Run as root from anywhere in the repository:
#
#   apt-get install -y podman mmdebstrap    # once
#   deploy/smoke.sh
#
# SMOKE_BASE_IMAGE=docker.io/library/node:20-bookworm-slim deploy/smoke.sh uses a registry's image instead.
# Behind a proxy that inspects TLS, the build needs its CA: SMOKE_BUILD_CA names the bundle (default: the file in
# NODE_EXTRA_CA_CERTS when set), given to the build as a secret and not kept in the image.
set -euo pipefail

cd "$(dirname "$0")/.."
SMOKE_CACHE=${SMOKE_CACHE:-/var/tmp/cj-smoke}
PORT=${SMOKE_PORT:-38080}
READY_DEADLINE_S=${READY_DEADLINE_S:-240}
HEALTHY_DEADLINE_S=${HEALTHY_DEADLINE_S:-60}
RUN_ID=$$
IMAGE=localhost/contest-jockey:smoke-$RUN_ID
BASE_TAG=localhost/cj-smoke-base:bookworm-$RUN_ID
CONTAINER=cj-smoke-$RUN_ID
VOLUME=cj-smoke-data-$RUN_ID
# This machine's podman: the runc runtime, and limits given explicitly (the defaults it derives fail here).
PODMAN_RUN_FLAGS=(--runtime runc --ulimit nofile=20000:20000 --ulimit nproc=32768:32768)
PODMAN_BUILD_FLAGS=(--runtime runc --ulimit nofile=20000:20000 --ulimit nproc=32768:32768)
BUILD_CA=${SMOKE_BUILD_CA:-${NODE_EXTRA_CA_CERTS:-}}
if [ -n "$BUILD_CA" ]; then PODMAN_BUILD_FLAGS+=(--secret "id=build-ca,src=$BUILD_CA"); fi

say() { printf '[smoke] %s\n' "$*"; }
fail() {
  printf '[smoke] FAILED: %s\n' "$*" >&2
  if podman container exists "$CONTAINER" 2>/dev/null; then
    say "last lines of the container's log:" >&2
    podman logs --tail 20 "$CONTAINER" >&2 || true
  fi
  exit 1
}

cleanup() {
  podman rm -f --time 10 "$CONTAINER" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  if [ "${KEEP_IMAGES:-0}" != 1 ]; then
    podman rmi -f "$IMAGE" >/dev/null 2>&1 || true
    podman rmi -f "$BASE_TAG" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT

[ "$(id -u)" = 0 ] || fail "run as root (podman here is rootful)"
command -v podman >/dev/null || fail "podman is not installed: apt-get install -y podman"
command -v curl >/dev/null || fail "curl is not installed"

if [ -n "${SMOKE_BASE_IMAGE:-}" ]; then
  BASE_IMAGE=$SMOKE_BASE_IMAGE
else
  command -v mmdebstrap >/dev/null || fail "mmdebstrap is not installed: apt-get install -y mmdebstrap"
  mkdir -p "$SMOKE_CACHE"
  tarball=$SMOKE_CACHE/bookworm-minbase.tar
  if [ ! -s "$tarball" ]; then
    say "making a minimal Debian bookworm with mmdebstrap ($tarball)"
    mmdebstrap --variant=minbase --format=tar bookworm "$tarball.partial" http://deb.debian.org/debian
    mv "$tarball.partial" "$tarball"
  fi
  say "importing $tarball as $BASE_TAG"
  podman import --quiet "$tarball" "$BASE_TAG" >/dev/null
  BASE_IMAGE=$BASE_TAG
fi

say "building $IMAGE on $BASE_IMAGE${BUILD_CA:+ (build CA: $BUILD_CA)}"
started=$SECONDS
# Docker format: the OCI image format has no HEALTHCHECK.
podman build "${PODMAN_BUILD_FLAGS[@]}" --format docker --layers=false \
  --build-arg "BASE_IMAGE=$BASE_IMAGE" -f deploy/Containerfile -t "$IMAGE" . >"$SMOKE_CACHE/build-$RUN_ID.log" 2>&1 \
  || { tail -40 "$SMOKE_CACHE/build-$RUN_ID.log" >&2; fail "the image did not build (log: $SMOKE_CACHE/build-$RUN_ID.log)"; }
say "built in $((SECONDS - started)) s, $(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{ printf "%d MB", $1 / 1000000 }')"
rm -f "$SMOKE_CACHE/build-$RUN_ID.log"

podman volume create "$VOLUME" >/dev/null
say "starting $CONTAINER on the embedded database (volume $VOLUME at /data), port $PORT"
podman run "${PODMAN_RUN_FLAGS[@]}" -d --name "$CONTAINER" \
  -e "EMAIL_LINK_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  -v "$VOLUME:/data" -p "127.0.0.1:$PORT:3000" "$IMAGE" 2>&1 >/dev/null | { grep -v 'systemd connection' || true; } >&2

started=$SECONDS
status=
until [ "$status" = 200 ]; do
  [ $((SECONDS - started)) -lt "$READY_DEADLINE_S" ] || fail "/api/health/ready did not answer 200 within $READY_DEADLINE_S s (last: ${status:-no answer})"
  [ "$(podman inspect --format '{{.State.Running}}' "$CONTAINER")" = true ] || fail "the container stopped"
  status=$(curl -s -o "$SMOKE_CACHE/ready-$RUN_ID.json" -w '%{http_code}' --max-time 2 "http://127.0.0.1:$PORT/api/health/ready" || true)
  [ "$status" = 200 ] || sleep 1
done
say "GET /api/health/ready -> 200 $(cat "$SMOKE_CACHE/ready-$RUN_ID.json") after $((SECONDS - started)) s"
rm -f "$SMOKE_CACHE/ready-$RUN_ID.json"
say "log: $(podman logs "$CONTAINER" 2>&1 | grep -o '"msg":"ready in [^"]*"' | head -1)"

# The pages are rendered by the server in the image too (React Router's server build and its packages): the home
# page answers 200 with its content, on the brand of the host.
page_status=$(curl -s -o "$SMOKE_CACHE/home-$RUN_ID.html" -w '%{http_code}' --max-time 10 "http://127.0.0.1:$PORT/" || true)
[ "$page_status" = 200 ] || fail "GET / answered ${page_status:-nothing}, not 200"
grep -q '<title>Contest Jockey' "$SMOKE_CACHE/home-$RUN_ID.html" || fail "GET / is not the rendered home page"
grep -q '<h1[^>]*>Upcoming</h1>' "$SMOKE_CACHE/home-$RUN_ID.html" || fail "GET / has no Upcoming heading"
say "GET / -> 200, rendered on the server ($(wc -c <"$SMOKE_CACHE/home-$RUN_ID.html") bytes)"
rm -f "$SMOKE_CACHE/home-$RUN_ID.html"

uid=$(podman exec "$CONTAINER" id -u)
user=$(podman exec "$CONTAINER" id -un)
[ "$uid" != 0 ] || fail "the server runs as root"
say "runs as $user (uid $uid)"
init=$(podman exec "$CONTAINER" cat /proc/1/cmdline | tr '\0' ' ')
case "$init" in /usr/bin/tini*) ;; *) fail "PID 1 is not tini: $init" ;; esac
say "PID 1: $init"

# The admin command runs compiled, without the development packages: it answers with its usage, and on the embedded
# database the running server holds it refuses to open it.
usage_code=0
usage=$(podman exec "$CONTAINER" cj-admin 2>&1) || usage_code=$?
[ "$usage_code" = 2 ] && [[ "$usage" == *Usage:* ]] || fail "cj-admin did not answer with its usage (exit $usage_code): $usage"
locked_code=0
locked=$(podman exec "$CONTAINER" cj-admin migrate 2>&1) || locked_code=$?
[ "$locked_code" = 1 ] && [[ "$locked" == *"in use by the Contest Jockey server"* ]] \
  || fail "cj-admin migrate did not refuse the server's database (exit $locked_code): $locked"
say "cj-admin: runs compiled; refuses the database the server holds"

# podman runs a HEALTHCHECK from a systemd timer; without systemd (as here) the check is run by hand, as the timer
# would.
started=$SECONDS
health=
until [ "$health" = healthy ]; do
  [ $((SECONDS - started)) -lt "$HEALTHY_DEADLINE_S" ] || fail "the health check did not report healthy within $HEALTHY_DEADLINE_S s (last: ${health:-none})"
  podman healthcheck run "$CONTAINER" >/dev/null 2>&1 || true
  health=$(podman inspect --format '{{.State.Health.Status}}' "$CONTAINER" 2>/dev/null || true)
  [ "$health" = healthy ] || sleep 1
done
say "health check: $health"

started=$SECONDS
podman stop --time 30 "$CONTAINER" 2>&1 >/dev/null | { grep -v 'systemd connection' || true; } >&2
code=$(podman inspect --format '{{.State.ExitCode}}' "$CONTAINER")
[ "$code" = 0 ] || fail "the server exited $code on SIGTERM"
say "SIGTERM: drained and exited 0 in $((SECONDS - started)) s"
say "passed"
