# A foreign SQLite file, a newer schema, a truncated file, a file that is not
# SQLite, one compressed with xz and a missing file each give a clear error
# naming the file.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt
sql foreign.db "create table t(x); insert into t values(1);"
expect 1 "$KOPT" report foreign.db
has err "kopt report: foreign.db: a SQLite database of another program (application_id 0x00000000, kopt's is 0x6b6f7074)"
cp run.kopt newer.kopt
sql newer.kopt "pragma user_version=3"
expect 1 "$KOPT" replay newer.kopt
has err "kopt replay: newer.kopt: written by a newer kopt (schema version 3; this kopt reads up to 2)"
size=$(stat -c %s run.kopt)
head -c $((size / 2)) run.kopt > trunc.kopt
expect 1 "$KOPT" replay trunc.kopt
has_re err '^kopt replay: trunc\.kopt: truncated: the header says [0-9]+ bytes \([0-9]+ pages of [0-9]+\) but the file has [0-9]+$'
echo "not a database" > text.kopt
expect 1 "$KOPT" report text.kopt
has err "kopt report: text.kopt: not a SQLite database, so not a kopt run file (15 bytes)"
# A run file still compressed as shipped (datasets/recordings/*.kopt.xz).
xz -k run.kopt
expect 1 "$KOPT" report run.kopt.xz
has err "kopt report: run.kopt.xz: compressed with xz: decompress it first, xz -dk run.kopt.xz, and give kopt the file without .xz"
expect 1 "$KOPT" replay run.kopt.xz
has err "kopt replay: run.kopt.xz: compressed with xz: decompress it first, xz -dk run.kopt.xz, and give kopt the file without .xz"
expect 1 "$KOPT" report missing.kopt
has err "kopt report: missing.kopt: cannot open: No such file or directory"
# The original is untouched by all of this.
expect 0 "$KOPT" replay run.kopt -q
has out "replay of run 1 in run.kopt: identical"
# Replay refuses to write into the file it reads.
expect 2 "$KOPT" replay run.kopt --out run.kopt
has err "kopt replay: --out run.kopt is the recording itself; replay never writes into the file it reads"
# A bad problem folder names the file and the field.
mkdir -p bad && cp -r "$FIXTURES/L1-relu" bad/
sed -i 's/"level": 1/"level": 7/' bad/L1-relu/manifest.json
expect 1 "$KOPT" run -o x.kopt --backend "$DOUBLE" bad/L1-relu
has err "kopt run: bad/L1-relu/manifest.json: level: expected 1, 2 or 3"
[ ! -e x.kopt ] || die "a run file was created for bad input"
