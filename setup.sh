#!/usr/bin/env bash
# Install what kopt needs on Debian (as root, or with sudo), build it, and
# replay the shipped recordings (no GPU, no LLM), printing their reports.
set -euo pipefail
cd "$(dirname "$0")"
pkgs="build-essential libsqlite3-dev libcjson-dev libcurl4-openssl-dev libssl-dev gnuplot-nox sqlite3 clang libclang-rt-14-dev"
missing=$(for p in $pkgs; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
	sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
fi
# The JSON Schema of the problem format is checked by the tests with jsonschema.
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
make -j"$(nproc)"
# The main job: replay every shipped recording on this CPU and print its report.
for f in datasets/recordings/*.kopt; do
	[ -e "$f" ] || continue
	./kopt replay "$f" -q
done
