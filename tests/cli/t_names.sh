# The vocabulary of kopt's C (README, "House plan"; issue 25, item 4):
#   x_create / x_destroy   an object kopt allocates; x_destroy(NULL) does nothing
#   x_init or x_load / x_release   a value the caller holds (or the array a
#                          reader returned): release frees what it holds
#   x_open / x_close       only for files and handles of the operating system:
#                          the store (a SQLite file), shared libraries (*_dl_),
#                          backends (a shared object or a child process), the
#                          Triton helper (a child process), the plug-in ABI's
#                          kopt_backend_open
# Read from every function defined at column 0 in the program's C files.
. "$OLDPWD/tests/cli/lib.sh"
ROOT=$OLDPWD
git -C "$ROOT" rev-parse --git-dir > /dev/null 2>&1 || skip "$ROOT is not a git checkout (the case reads git ls-files)"
git -C "$ROOT" ls-files -- 'common/*.c' 'recorder/*.c' 'gates/*.c' 'replayer/*.c' \
	'harness/*.c' 'reports/*.c' > files
[ -s files ] || die "git ls-files lists no C sources in $ROOT"
# name FILE:LINE of each definition: a line at column 0 naming a function,
# the next line that starts a body ("{" alone) closing it.
while read -r f; do
	awk -v f="$f" '
	/^[A-Za-z_].*\(/ && !/^#/ && !/;[[:space:]]*$/ { sig = $0; line = FNR }
	/^\{/ && sig != "" {
		n = sig; sub(/\(.*/, "", n); k = split(n, w, /[ \t*]+/)
		print w[k], f ":" line; sig = ""
	}' "$ROOT/$f"
done < files > defs
[ "$(wc -l < defs)" -gt 300 ] || die "only $(wc -l < defs) function definitions read"
if grep -E '^[a-z0-9_]*_(free|new|delete|alloc|dealloc) ' defs > bad_words; then
	cat bad_words; die "functions named _free/_new/_delete/_alloc: use create/destroy or init|load/release"
fi
if grep -E '^[a-z0-9_]*_(open|close) ' defs |
	grep -vE '^(store_|cuda_dl_|cublaslt_dl_|cudnn_dl_|lt_|backend_|[a-z]+_backend_|triton_|gpu_|w_|kopt_backend_)' > bad_open; then
	cat bad_open; die "open/close for something that is not a file or a handle of the operating system"
fi
# Each x_create has its x_destroy, and x_destroy(NULL) does nothing: the
# first statement of its body returns for NULL.
for c in $(sed -n 's/^\([a-z0-9_]*\)_create .*/\1/p' defs | sort -u); do
	grep -q "^${c}_destroy " defs || die "${c}_create has no ${c}_destroy"
done
sed -n 's/^\([a-z0-9_]*_destroy\) \(.*\):\([0-9]*\)$/\1 \2 \3/p' defs | while read -r fn file line; do
	awk -v l="$line" 'FNR > l && /^\{/ { getline; print; exit }' "$ROOT/$file" | grep -qE '^[[:space:]]*if \(!' ||
		die "$fn ($file:$line): its first statement does not return for NULL"
done
echo "$(wc -l < defs) functions named by the vocabulary"
