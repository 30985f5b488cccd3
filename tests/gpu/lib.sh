# Helpers for the GPU cases (sourced); lines starting with '#' reach the summary.
set -eu
# die, skip, expect, has, has_re, lacks, lacks_re, ere: tests/checks.sh.
. "$(dirname "${BASH_SOURCE[0]}")/../checks.sh"
# try_reason [FILE]: the reason of the refused candidate in kopt try's answer
# (FILE, default out): "GATE: WHY" on one line (a newline in it printed as
# \n, as the JSON has it); fails if the candidate passed.
try_reason() {
	python3 -c 'import json, sys; c = json.load(open(sys.argv[1]))["candidate"]; assert c["passed"] is False, c; print(c["reason"].replace("\n", "\\n"))' "${1:-out}"
}
jget() { python3 -c "import json,sys; d=json.load(open('$1')); print(eval('d$2'))"; }
# kname DIR: the name of the problem's first kernel step; ksrc DIR FILE:
# its source, written to FILE.
kname() { python3 -c "import json; m=json.load(open('$1/manifest.json')); print([s['name'] for s in m['steps'] if s['kind']=='kernel'][0])"; }
ksrc() { python3 -c "import json; m=json.load(open('$1/manifest.json')); s=[s for s in m['steps'] if s['kind']=='kernel'][0]; open('$2','w').write(open('$1/'+s['source_file']).read())"; }
# imp MODULE ID LEVEL CATEGORY [IMPORTER-ARGS...]: import tests/gpu/modules/MODULE.py
# into p/ID, the importer's output in ID.log; its exit status.
imp() {
	local m=$1 id=$2 level=$3 cat=$4; shift 4
	python3 "$ROOT/datasets/importer/kopt_import.py" "$ROOT/tests/gpu/modules/$m.py" --id "$id" \
		--level "$level" --category "$cat" --kopt "$KOPT" --out "p/$id" "$@" > "$id.log" 2>&1
}
# torch_cudnn: KOPT_CUDNN_LIB set to torch's own cuDNN (the nvidia-cudnn
# wheel's libcudnn.so.9) when it is not set and the system has none on the
# loader's path, so kopt runs the cuDNN torch runs.
torch_cudnn() {
	[ -n "${KOPT_CUDNN_LIB:-}" ] && return 0
	local lib
	lib=$(python3 -c "import glob, os, nvidia.cudnn as c; print((glob.glob(os.path.join(list(c.__path__)[0], 'lib', 'libcudnn.so.9')) or [''])[0])" 2>/dev/null || true)
	if [ -n "$lib" ]; then export KOPT_CUDNN_LIB=$lib; fi
	return 0
}
