# Helpers for the command-line cases; each t_*.sh runs in a fresh directory
# with $KOPT, $DOUBLE (the GPU test double), $FIXTURES and $AGENT_C (an agent
# for the command backend, tests/doubles/command_agent.c) set by tests/run.sh.
set -eu
. "$(dirname "${BASH_SOURCE[0]}")/../checks.sh"
record() { # record FILE [extra args]: a full recorded run of every fixture
	local f=$1; shift
	expect 0 "$KOPT" run -q -o "$f" --backend "$DOUBLE" "$@" "$FIXTURES"/*
}
sql() { sqlite3 -batch "$1" "$2"; }
# refused_copy SRC NAME EDIT EXPECTED: a copy of problem folder SRC as NAME,
# its manifest edited by the Python statements EDIT (m is the manifest, f its
# float64 model's where SRC has one), must be refused by kopt inputs with the
# error line "kopt inputs: NAME/manifest.json: EXPECTED", or, where EXPECTED
# starts with NAME/ (the error names another file of the copy), "kopt inputs:
# EXPECTED".
refused_copy() {
	rm -rf "$2"; cp -r "$1" "$2"
	python3 - "$2" "$3" <<'PY'
import json, os, sys
d, edit = sys.argv[1], sys.argv[2]
m = json.load(open(d + "/manifest.json"))
sub = d + "/float64/manifest.json"
f = json.load(open(sub)) if os.path.exists(sub) else None
exec(edit)
json.dump(m, open(d + "/manifest.json", "w"))
if f is not None:
    json.dump(f, open(sub, "w"))
PY
	expect 1 "$KOPT" inputs "$2" --seed 0 --out in
	case $4 in
	"$2"/*) has err "kopt inputs: $4" ;;
	*) has err "kopt inputs: $2/manifest.json: $4" ;;
	esac
}
# name_blobs FILE: give every blob of FILE whose content no longer hashes to
# its name (one built or edited by SQL in a test) its content's SHA-256 as
# its name, as the recorder would have named it, so that the file differs
# from a recording only where the test changed it (replay checks every blob
# it reads against its name).
name_blobs() {
	python3 - "$1" <<'PY'
import hashlib, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for i, name, data in db.execute("select id, sha256, data from blobs").fetchall():
    sha = hashlib.sha256(bytes(data)).hexdigest()
    if sha != name:
        db.execute("update blobs set sha256=?, size=? where id=?", (sha, len(bytes(data)), i))
db.commit()
PY
}
# grid_typed SRC DEST [ID]: a copy of problem folder SRC as DEST whose
# launches name Inductor's grid type (Grid1D), so that their blocks are
# coordinates the policies move (policy_coordesc.h); ID renames the problem.
grid_typed() {
	cp -r "$1" "$2"
	python3 - "$2" "${3:-}" <<'PY'
import json, sys
d, name = sys.argv[1], sys.argv[2]
m = json.load(open(d + "/manifest.json"))
if name:
    m["id"] = name
for s in m["steps"]:
    if "launch" in s:
        s["launch"]["grid_type"] = "Grid1D"
json.dump(m, open(d + "/manifest.json", "w"))
PY
}
