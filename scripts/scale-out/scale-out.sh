#!/usr/bin/env bash
# `npm run test:scale-out`: two portal instances on one throw-away PostgreSQL behind Debian's nginx
# (scale-out.ts says what is checked). Installs `nginx` with apt-get when it is missing, as
# scripts/with-postgres.sh does for PostgreSQL (Debian's package does not start a server here: the
# stage runs its own nginx with a generated configuration in a temporary directory). The database
# server listens on PG_TEST_PORT, 55433 unless set, so a PostgreSQL test run on the default port can
# go on beside it. Arguments go to scale-out.ts.
#
#   bash scripts/scale-out/scale-out.sh [--resources N] [--seconds S] [--connections C] …
set -euo pipefail
cd "$(dirname "$0")/../.."

find_nginx() {
  local candidate
  for candidate in "$(command -v nginx || true)" /usr/sbin/nginx; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if ! nginx_binary="$(find_nginx)"; then
  echo "[scale-out] 未找到 nginx" >&2
  bash scripts/apt-install.sh scale-out nginx
  nginx_binary="$(find_nginx)"
fi
echo "[scale-out] $("$nginx_binary" -v 2>&1)" >&2

export NGINX_BINARY="$nginx_binary"
export PG_TEST_PORT="${PG_TEST_PORT:-55433}"
exec bash scripts/with-postgres.sh node --import tsx scripts/scale-out/scale-out.ts "$@"
