#!/usr/bin/env bash
# Installs Debian packages with apt-get, as root directly or through sudo, quietly and without
# recommended extras. The test scripts call it for what they need from the system (postgresql, nginx,
# chromium); it installs nothing from anywhere but the system's own package sources.
#
#   bash scripts/apt-install.sh <who is asking> <package> [package …]
set -euo pipefail

if [ "$#" -lt 2 ]; then
  echo "用法：bash scripts/apt-install.sh <调用者> <软件包> [软件包…]" >&2
  exit 2
fi
caller="$1"
shift

if ! command -v apt-get >/dev/null 2>&1; then
  echo "[$caller] 错误：找不到 apt-get，无法安装 $*；请手动安装这些 Debian 软件包。" >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "[$caller] 错误：安装 $* 需要 root 权限，但当前用户不是 root，且系统中没有 sudo。" >&2
  exit 1
fi
echo "[$caller] 正在用 apt-get 安装 / installing: $*" >&2
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
