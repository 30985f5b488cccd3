#!/usr/bin/env bash
# Install what kopt needs on Debian (as root, or with sudo), build it, and
# replay the shipped recordings (no GPU, no LLM), printing their reports.
set -euo pipefail
cd "$(dirname "$0")"
# zlib1g-dev: kopt view deflates a run into its page; chromium-headless-shell:
# make test opens that page in a real browser (tests/cli/t_view.sh).
pkgs="build-essential libsqlite3-dev libcjson-dev libcurl4-openssl-dev libssl-dev zlib1g-dev gnuplot-nox sqlite3 clang libclang-rt-14-dev xz-utils chromium-headless-shell"
missing=$(for p in $pkgs; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
if [ -n "$missing" ]; then
	sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
fi
# The JSON Schema of the problem format is checked by the tests with jsonschema.
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema
# Triton (the version of the H200 image) compiles for sm_90a without a GPU:
# the tests drive the compile helper and the standalone-Triton importer here.
python3 -c 'import triton, sys; sys.exit(triton.__version__ != "3.6.0")' 2>/dev/null ||
	python3 -m pip install --quiet triton==3.6.0
make -j"$(nproc)"
# The main job (datasets/recordings/replay-all.sh): replay every shipped
# recording, write its tables and figures into out/, print the summary.
exec datasets/recordings/replay-all.sh "${KOPT_OUT:-out}"
