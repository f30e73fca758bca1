#!/bin/sh
# The official postgres image's first start, in short: an empty data directory gets a cluster whose superuser is
# POSTGRES_USER (password POSTGRES_PASSWORD, required from other hosts) and a database POSTGRES_DB; then the server
# runs as the postgres user, listening on every address.
set -eu
if [ "${1:-}" != postgres ]; then exec "$@"; fi

as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

install -d -o postgres -g postgres -m 2775 /var/run/postgresql
mkdir -p "$PGDATA"
chown postgres:postgres "$PGDATA"
chmod 700 "$PGDATA"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  user=${POSTGRES_USER:-postgres}
  database=${POSTGRES_DB:-$user}
  password_file=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$password_file"
  chown postgres "$password_file"
  as_postgres initdb --username="$user" --pwfile="$password_file" --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$password_file"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\"" | as_postgres postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "initialised $PGDATA: user $user, database $database"
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
