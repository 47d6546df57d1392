#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: installs Debian's `postgresql` when it is
# missing, creates a cluster in a temporary directory, starts it on 127.0.0.1 (port PG_TEST_PORT, default
# 55432), runs the command with TEST_DATABASE_URL naming the server, then stops the server and removes
# the cluster, whatever the command's outcome. initdb refuses to run as root, so as root the cluster
# belongs to the `postgres` system user.
#
#   bash scripts/with-postgres.sh npx vitest run --project node tests/server
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "用法：bash scripts/with-postgres.sh <命令> [参数…]" >&2
  exit 2
fi

port="${PG_TEST_PORT:-55432}"

find_bin_dir() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if ! bin_dir="$(find_bin_dir)"; then
  echo "[with-postgres] 未找到 PostgreSQL 服务端" >&2
  bash "$(dirname "$0")/apt-install.sh" with-postgres postgresql
  # Debian starts a cluster of its own on installation; this script never uses it.
  bin_dir="$(find_bin_dir)"
fi

cluster_dir="$(mktemp -d /tmp/portal-pg-XXXXXX)"
run_as=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$cluster_dir"
  run_as=(runuser -u postgres --)
fi

stop_server() {
  "${run_as[@]}" "$bin_dir/pg_ctl" -D "$cluster_dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$cluster_dir"
}
trap stop_server EXIT INT TERM

"${run_as[@]}" "$bin_dir/initdb" -D "$cluster_dir/data" -U postgres --auth=trust \
  --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$bin_dir/pg_ctl" -D "$cluster_dir/data" -l "$cluster_dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $cluster_dir -c fsync=off -c max_connections=200" \
  start >/dev/null

echo "[with-postgres] PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
set +e
"$@"
status=$?
set -e
exit "$status"
