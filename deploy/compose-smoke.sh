#!/usr/bin/env bash
# Runs deploy/compose.yaml with podman-compose and checks it through HAProxy: ready with the database and Redis up, a
# player signs up, a contest's live-event stream opens; with app1 stopped requests still succeed (HAProxy marks it
# down and sends them to app2), and app1 comes back; the migrate service exited 0. Removes the containers, volumes,
# network and images it made when it ends (KEEP_IMAGES=1 keeps the images).
#
# Where no container registry is reachable, compose's images are replaced (through the variables compose.yaml reads)
# by stand-ins built from Debian bookworm's packages (deploy/compose-smoke/): PostgreSQL 15, Redis 7 and HAProxy 2.6,
# on a minimal bookworm that mmdebstrap writes (kept in SMOKE_CACHE, as deploy/smoke.sh does), which is also the app
# image's base. Run as root from anywhere in the repository:
#
#   apt-get install -y podman podman-compose mmdebstrap jq    # once
#   deploy/compose-smoke.sh
#
# CJ_POSTGRES_IMAGE, CJ_REDIS_IMAGE, CJ_HAPROXY_BASE_IMAGE and CJ_NODE_IMAGE set in the environment are used instead
# of the stand-ins (e.g. CJ_REDIS_IMAGE=docker.io/library/redis:7-bookworm). SMOKE_BUILD_CA as in deploy/smoke.sh.
set -euo pipefail

cd "$(dirname "$0")/.."
SMOKE_CACHE=${SMOKE_CACHE:-/var/tmp/cj-smoke}
PORT=${SMOKE_PORT:-38081}
READY_DEADLINE_S=${READY_DEADLINE_S:-180}
RUN_ID=$$
PROJECT=cj-compose-smoke-$RUN_ID
BASE_TAG=localhost/cj-smoke-base:bookworm-$RUN_ID
STAND_IN_TAG=compose-smoke-$RUN_ID
BUILD_CA=${SMOKE_BUILD_CA:-${NODE_EXTRA_CA_CERTS:-}}
URL=http://127.0.0.1:$PORT
WORK=$(mktemp -d /tmp/cj-compose-smoke.XXXXXX)
BUILT_IMAGES=()

container_of() {
  podman ps -a --format '{{.Names}}' --filter "label=io.podman.compose.project=$PROJECT" \
    --filter "label=com.docker.compose.service=$1" | head -1
}
say() { printf '[compose-smoke] %s\n' "$*"; }
fail() {
  printf '[compose-smoke] FAILED: %s\n' "$*" >&2
  if [ -s "$WORK/compose.log" ]; then
    say "last lines of podman-compose's output:" >&2
    tail -15 "$WORK/compose.log" >&2
  fi
  for service in migrate app1 app2 haproxy; do
    name=$(container_of "$service" 2>/dev/null || true)
    [ -z "$name" ] || { say "last lines of $service's log:" >&2; podman logs --tail 8 "$name" >&2 2>&1 || true; }
  done
  exit 1
}

cleanup() {
  local labelled=(--filter "label=io.podman.compose.project=$PROJECT")
  podman ps -aq "${labelled[@]}" | xargs -r podman rm -f -v --time 5 >/dev/null 2>&1 || true
  podman volume ls -q "${labelled[@]}" | xargs -r podman volume rm -f >/dev/null 2>&1 || true
  podman network ls -q "${labelled[@]}" | xargs -r podman network rm -f >/dev/null 2>&1 || true
  if [ "${KEEP_IMAGES:-0}" != 1 ]; then
    for image in "${BUILT_IMAGES[@]}" "$BASE_TAG"; do podman rmi -f "$image" >/dev/null 2>&1 || true; done
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

[ "$(id -u)" = 0 ] || fail "run as root (podman here is rootful)"
for command in podman podman-compose curl jq; do
  command -v "$command" >/dev/null || fail "$command is not installed: apt-get install -y $command"
done

# This machine's podman: the runc runtime and explicit limits (the ones it derives cannot be set here), for builds
# from this file (podman 4.3 reads only it when CONTAINERS_CONF names it) and for containers from RUN_FLAGS (a
# container with limits of its own, as compose gives HAProxy, gets no defaults).
cat >"$WORK/containers.conf" <<'EOF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
EOF
RUN_FLAGS="--ulimit nofile=20000:20000 --ulimit nproc=32768:32768"
export CONTAINERS_CONF=$WORK/containers.conf
# compose's 65536 descriptors for HAProxy are above this host's hard limit, which podman cannot raise: fewer
# descriptors, and fewer connections to need them.
export CJ_HAPROXY_NOFILE=${CJ_HAPROXY_NOFILE:-20000} CJ_HAPROXY_MAXCONN=${CJ_HAPROXY_MAXCONN:-9000}
export CJ_IMAGE_TAG=$STAND_IN_TAG CJ_HTTP_PORT=$PORT CJ_ENV_FILE=$WORK/contest-jockey.env
BUILT_IMAGES+=("localhost/contest-jockey:$CJ_IMAGE_TAG" "localhost/contest-jockey-haproxy:$CJ_IMAGE_TAG")

# Docker format: the OCI image format has neither SHELL nor HEALTHCHECK.
BUILD_FLAGS="--format docker --layers=false"
if [ -n "$BUILD_CA" ]; then BUILD_FLAGS+=" --secret id=build-ca,src=$BUILD_CA"; fi
compose() {
  podman-compose --no-ansi -p "$PROJECT" -f deploy/compose.yaml --podman-build-args "$BUILD_FLAGS" \
    --podman-run-args "$RUN_FLAGS" "$@" \
    >>"$WORK/compose.log" 2>&1
}
# HAProxy's runtime API, as docs/runbook.md uses it: the state of a server in a backend (UP, DOWN...).
hap() {
  podman exec "$(container_of haproxy)" sh -c "echo '$1' | socat stdio unix-connect:/var/lib/haproxy/admin.sock"
}
server_state() {
  hap "show stat -1 4 -1" | awk -F, -v backend="$1" -v server="$2" '$1 == backend && $2 == server { print $18 }'
}
await_state() {
  local started=$SECONDS
  until [ "$(server_state api "$1")" = "$2" ] && [ "$(server_state streams "$1")" = "$2" ]; do
    [ $((SECONDS - started)) -lt 60 ] || fail "HAProxy did not mark $1 $2 within 60 s (api: $(server_state api "$1"))"
    sleep 0.5
  done
}
# GETs PATH through HAProxy COUNT times as the signed-up player; fails unless every answer is 200.
all_succeed() {
  local count=$1 path=$2 failures=0 code=
  for _ in $(seq "$count"); do
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -H "authorization: Bearer $token" "$URL$path" || true)
    [ "$code" = 200 ] || failures=$((failures + 1))
  done
  [ "$failures" = 0 ] || fail "$failures of $count requests to $path failed (last: $code)"
}

# The images: a registry's where named, else the stand-ins on a minimal bookworm.
if [ -z "${CJ_POSTGRES_IMAGE:-}" ] || [ -z "${CJ_REDIS_IMAGE:-}" ] || [ -z "${CJ_HAPROXY_BASE_IMAGE:-}" ] \
  || [ -z "${CJ_NODE_IMAGE:-}" ]; then
  command -v mmdebstrap >/dev/null || fail "mmdebstrap is not installed: apt-get install -y mmdebstrap"
  mkdir -p "$SMOKE_CACHE"
  tarball=$SMOKE_CACHE/bookworm-minbase.tar
  if [ ! -s "$tarball" ]; then
    say "making a minimal Debian bookworm with mmdebstrap ($tarball)"
    mmdebstrap --variant=minbase --format=tar bookworm "$tarball.partial" http://deb.debian.org/debian
    mv "$tarball.partial" "$tarball"
  fi
  podman import --quiet "$tarball" "$BASE_TAG" >/dev/null
fi
stand_in() {
  local image=localhost/cj-smoke-$1:$STAND_IN_TAG
  BUILT_IMAGES+=("$image")
  podman build $BUILD_FLAGS --build-arg "BASE_IMAGE=$BASE_TAG" -f "deploy/compose-smoke/$1.Containerfile" \
    -t "$image" deploy/compose-smoke >"$WORK/build-$1.log" 2>&1 \
    || { tail -20 "$WORK/build-$1.log" >&2; fail "the $1 stand-in did not build"; }
}
started=$SECONDS
[ -n "${CJ_POSTGRES_IMAGE:-}" ] || { stand_in postgres; CJ_POSTGRES_IMAGE=localhost/cj-smoke-postgres:$STAND_IN_TAG; }
[ -n "${CJ_REDIS_IMAGE:-}" ] || { stand_in redis; CJ_REDIS_IMAGE=localhost/cj-smoke-redis:$STAND_IN_TAG; }
[ -n "${CJ_HAPROXY_BASE_IMAGE:-}" ] \
  || { stand_in haproxy; CJ_HAPROXY_BASE_IMAGE=localhost/cj-smoke-haproxy:$STAND_IN_TAG; }
[ -n "${CJ_NODE_IMAGE:-}" ] || CJ_NODE_IMAGE=$BASE_TAG
export CJ_POSTGRES_IMAGE CJ_REDIS_IMAGE CJ_HAPROXY_BASE_IMAGE CJ_NODE_IMAGE
say "images: postgres $CJ_POSTGRES_IMAGE, redis $CJ_REDIS_IMAGE, haproxy on $CJ_HAPROXY_BASE_IMAGE," \
  "app on $CJ_NODE_IMAGE ($((SECONDS - started)) s)"

# The settings file compose names, outside the checkout; the demo data gives the stream check a contest.
cat >"$CJ_ENV_FILE" <<EOF
EMAIL_LINK_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
SEED_DEMO_DATA=true
EOF

# podman-compose 1.0.3 (Debian 12) starts services in depends_on order but waits for no condition, so the stages
# compose.yaml's conditions describe are run one at a time: PostgreSQL and Redis healthy, then migrate, then the rest.
say "project $PROJECT: starting postgres and redis"
compose up -d postgres redis || fail "podman-compose up postgres redis failed"
for service in postgres redis; do
  # podman runs health checks from systemd timers; without systemd (as here) they are run by hand, as the timer would.
  started=$SECONDS
  until podman healthcheck run "$(container_of "$service")" >/dev/null 2>&1; do
    [ $((SECONDS - started)) -lt 60 ] || fail "$service's health check did not pass within 60 s"
    sleep 1
  done
  health=$(podman inspect --format '{{.State.Health.Status}}' "$(container_of "$service")")
  say "$service: health check passed after $((SECONDS - started)) s ($health)"
done

say "building the app image and running migrate"
started=$SECONDS
compose up -d migrate || fail "podman-compose up migrate failed"
migrate=$(container_of migrate)
[ -n "$migrate" ] || fail "the migrate container was not created"
code=$(podman wait "$migrate")
[ "$code" = 0 ] || fail "migrate exited $code"
say "migrate: exited 0 after $((SECONDS - started)) s: $(podman logs "$migrate" 2>&1 | tail -1)"

say "starting app1, app2 and haproxy"
compose up -d || fail "podman-compose up failed"
# podman-compose goes on when a container does not start.
for service in app1 app2 haproxy; do
  running=$(podman inspect --format '{{.State.Running}}' "$(container_of "$service")")
  [ "$running" = true ] || fail "$service is not running"
done
started=$SECONDS
status=
until [ "$status" = 200 ]; do
  [ $((SECONDS - started)) -lt "$READY_DEADLINE_S" ] \
    || fail "$URL/api/health/ready did not answer 200 within $READY_DEADLINE_S s (last: ${status:-no answer})"
  status=$(curl -s -o "$WORK/ready.json" -w '%{http_code}' --max-time 2 "$URL/api/health/ready" || true)
  [ "$status" = 200 ] || sleep 1
done
ready=$(cat "$WORK/ready.json")
[ "$(jq -r '.database + " " + .redis' <<<"$ready")" = "up up" ] || fail "ready without the database or Redis up: $ready"
say "GET /api/health/ready through HAProxy -> 200 $ready after $((SECONDS - started)) s"
await_state app1 UP
await_state app2 UP
say "HAProxy: app1 and app2 UP in the api and streams backends"

contest=$(curl -sf --max-time 10 "$URL/api/upcoming/contests" | jq -r '.[0] | "\(.id) \(.slug)"') \
  || fail "GET /api/upcoming/contests failed"
read -r contest_id contest_slug <<<"$contest"
[ "$contest_id" != null ] || fail "no upcoming contest in the demo data"
email=compose-smoke-$RUN_ID@example.com
password=$(head -c 18 /dev/urandom | base64 | tr '+/' '-_')
signup=$(jq -n --arg email "$email" --arg password "$password" --arg slug "$contest_slug" \
  '{firstName: "Compose", lastName: "Smoke", email: $email, password: $password, confirmPassword: $password,
    rulesAccepted: true, contestSlug: $slug}')
code=$(curl -s -o "$WORK/signup.json" -D "$WORK/signup.headers" -w '%{http_code}' --max-time 10 \
  -H 'content-type: application/json' -d "$signup" "$URL/api/account/signup" || true)
[ "$code" = 201 ] || fail "POST /api/account/signup answered $code, not 201: $(cat "$WORK/signup.json")"
token=$(sed -n 's/^authorization: Bearer \([^[:space:]]*\).*/\1/Ip' "$WORK/signup.headers")
[ -n "$token" ] || fail "the signup answered no bearer token"
say "POST /api/account/signup (entering contest $contest_slug) -> 201, a bearer token"

# The stream stays open: curl is cut after 3 s and what arrived by then is checked.
code=$(curl -s -N -o "$WORK/stream.txt" -D "$WORK/stream.headers" -w '%{http_code}' --max-time 3 \
  -H "authorization: Bearer $token" "$URL/api/contest/$contest_id/events" || true)
grep -qi '^content-type: text/event-stream' "$WORK/stream.headers" && grep -q '^: connected' "$WORK/stream.txt" \
  || fail "the contest's live-event stream did not open (status $code): $(head -c 200 "$WORK/stream.txt")"
first_lines=$(grep -v '^$' "$WORK/stream.txt" | head -2 | paste -sd ' ')
say "GET /api/contest/$contest_id/events -> $code text/event-stream: $first_lines"

all_succeed 10 /api/account
say "GET /api/account as the new player: 10 of 10 -> 200 (round robin over app1 and app2)"

started=$SECONDS
compose stop -t 35 app1 || fail "podman-compose stop app1 failed"
code=$(podman inspect --format '{{.State.ExitCode}}' "$(container_of app1)")
say "stopped app1 (exit $code after $((SECONDS - started)) s)"
# Before HAProxy's checks notice, a request sent to app1 cannot connect and is sent to app2 (retry-on conn-failure).
all_succeed 20 /api/account
say "GET /api/account with app1 stopped, before HAProxy marks it down: 20 of 20 -> 200"
started=$SECONDS
await_state app1 DOWN
say "HAProxy: app1 DOWN in both backends after $((SECONDS - started)) s"
all_succeed 20 /api/account
say "GET /api/account with app1 down: 20 of 20 -> 200 (app2)"

started=$SECONDS
compose start app1 || fail "podman-compose start app1 failed"
await_state app1 UP
say "started app1: HAProxy marks it UP again after $((SECONDS - started)) s"
all_succeed 10 /api/account
say "GET /api/account: 10 of 10 -> 200"

code=$(podman wait "$(container_of migrate)")
[ "$code" = 0 ] || fail "migrate exited $code"
say "migrate: exit code 0"
say "passed"
