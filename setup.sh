#!/usr/bin/env bash
# Install what kopt needs on Debian (as root, or with sudo) and build it.
set -euo pipefail
cd "$(dirname "$0")"
pkgs="build-essential libsqlite3-dev libcjson-dev libcurl4-openssl-dev libssl-dev gnuplot-nox sqlite3"
missing=$(for p in $pkgs; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
	sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
fi
make -j"$(nproc)"
