#!/usr/bin/env bash
# Makes sure the end-to-end tests have a browser: Debian's Chromium at /usr/bin/chromium and a Chinese
# font (fonts-noto-cjk) so pages render their text. Installs only Debian packages through apt-get, never a
# browser from anywhere else. Safe to run any number of times: it does nothing when both are present.
set -euo pipefail

CHROMIUM_PATH=/usr/bin/chromium

log() { printf '[ensure-chromium] %s\n' "$*"; }

has_chinese_font() {
  command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null)" ]
}

# Runs a command as root: directly when we are root, through sudo when it exists, otherwise fails clearly.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    log "错误：需要 root 权限安装 Debian 软件包（$*），但当前用户不是 root，且系统中没有 sudo。"
    log "Error: root is needed to install Debian packages, and sudo is not available."
    log "请以 root 身份运行：apt-get install -y --no-install-recommends chromium fonts-noto-cjk"
    exit 1
  fi
}

apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    log "错误：找不到 apt-get，无法安装 $*。请手动安装 Debian 的 chromium 与 fonts-noto-cjk。"
    log "Error: apt-get not found; install Debian's chromium and fonts-noto-cjk by hand."
    exit 1
  fi
  log "正在安装 / installing: $*"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
}

if [ ! -x "$CHROMIUM_PATH" ]; then
  log "未找到 $CHROMIUM_PATH，安装 Debian 的 chromium 与 fonts-noto-cjk。"
  apt_install chromium fonts-noto-cjk
  if [ ! -x "$CHROMIUM_PATH" ]; then
    log "错误：安装后仍未找到 $CHROMIUM_PATH。"
    exit 1
  fi
  log "已安装 Chromium 与中文字体。"
elif ! has_chinese_font; then
  log "Chromium 已存在，但未找到中文字体（fc-list :lang=zh 为空），安装 fonts-noto-cjk。"
  apt_install fonts-noto-cjk
  log "已安装中文字体 fonts-noto-cjk。"
else
  log "Chromium 与中文字体均已就绪，无需安装。/ Chromium and a Chinese font are present; nothing to do."
fi

# The Debian wrapper script prints shell noise on some systems; keep only the version line.
log "$("$CHROMIUM_PATH" --version 2>/dev/null || true)"
