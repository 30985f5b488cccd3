# Tampering is visible.  A recording verifies; one digit of one recorded
# timing sample changed in its blob, the median kept and the blob's name
# kept, makes kopt replay fail naming the blob and where it was used, and
# kopt verify name it; an edited observation key, step digest and report
# digest (each in a fresh copy) are each named by kopt verify with what it
# expected and what it found; a file that is not kopt's is refused (exit 2).
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt

# (a) As recorded: one summary line, exit 0.
expect 0 "$KOPT" verify run.kopt
nb=$(sql run.kopt "select count(*) from blobs")
no=$(sql run.kopt "select count(*) from observations")
ns=$(sql run.kopt "select count(*) from step_digests")
has out "run.kopt: OK: 1 run(s); $nb blob(s) match their SHA-256 names, $no observation key(s) their requests, $ns step digest(s) their beam states, 1 report digest(s) their outcomes"
[ "$(wc -l < out)" -eq 1 ] || die "more than the summary line: $(cat out)"

# (b) One digit of the largest sample of the first timing changed in place
#     (so the median is the same), the blob keeping its name and size.
cp run.kopt t.kopt
python3 - t.kopt > edit <<'PY'
import hashlib, json, sqlite3, statistics, sys
db = sqlite3.connect(sys.argv[1])
seq, bid, name, data = db.execute(
    "select o.seq, b.id, b.sha256, b.data from observations o join blobs b on b.id = o.reply "
    "where o.kind = 'time' and o.status = 'ok' order by o.seq limit 1").fetchone()
text = bytes(data).decode()
a = text.index('"samples_ms":[') + len('"samples_ms":[')
b = text.index(']', a)
tokens = text[a:b].split(',')
i = max(range(len(tokens)), key=lambda j: float(tokens[j]))
t = tokens[i]
last = int(t[-1])
tokens[i] = t[:-1] + str(last + 1 if last < 9 else last - 1)
new = text[:a] + ','.join(tokens) + text[b:]
assert len(new) == len(text) and sum(x != y for x, y in zip(new, text)) == 1
before = json.loads(text)["samples_ms"]
after = json.loads(new)["samples_ms"]
assert before != after and statistics.median(before) == statistics.median(after)
db.execute("update blobs set data = ? where id = ?", (new.encode(), bid))
db.commit()
print(seq, bid, name, hashlib.sha256(new.encode()).hexdigest())
PY
read -r seq bid name now < edit
kind=$(sql t.kopt "select kind from observations where seq=$seq")
step=$(sql t.kopt "select step from observations where seq=$seq")
[ "$(sql t.kopt "select sha256 from blobs where id=$bid")" = "$name" ] || die "the blob was renamed"
expect 1 "$KOPT" replay t.kopt -q
grep -q identical out && die "a changed recording replayed identical: $(cat out)"
grep -Eq "^kopt replay: (.*: )?t\.kopt: blob $name does not match its name: its content hashes to $now \(used as the reply of observation $seq \(kind $kind, step $step\) of run 1\); the file was changed after it was recorded \(kopt verify t\.kopt lists every mismatch\)$" err ||
	{ cat err; die "replay did not name the changed blob"; }
expect 1 "$KOPT" verify t.kopt
grep -Eq "^t\.kopt: blobs id $bid: sha256 \(its name\): expected $now \(the SHA-256 of its content\), found $name; used as observation $seq \(kind $kind\) of run 1, its reply(; .*)?$" out ||
	{ cat out; die "verify did not name the changed blob"; }
has out "t.kopt: FAILED: 1 mismatch(es): blobs 1; the file was changed after kopt recorded it"
[ "$(wc -l < out)" -eq 2 ] || die "verify found more than the blob: $(cat out)"

# (c) An observation key, a step digest, the report digest: each edited in
#     a fresh copy, each named with the value expected and the value found.
flip() { # a hex digest with its first digit changed
	case $1 in 0*) echo "1${1#?}" ;; *) echo "0${1#?}" ;; esac
}
cp run.kopt k.kopt
seq=$(sql k.kopt "select min(seq) from observations o where (select count(*) from observations p where p.key = o.key) = 1")
key=$(sql k.kopt "select key from observations where seq=$seq")
kind=$(sql k.kopt "select kind from observations where seq=$seq")
req=$(sql k.kopt "select request from observations where seq=$seq")
bad=$(flip "$key")
sql k.kopt "update observations set key='$bad' where seq=$seq"
expect 1 "$KOPT" verify k.kopt
has out "k.kopt: observations run 1 seq $seq (kind $kind): key: expected $key (the SHA-256 of its kind and request blob $req), found $bad"
has out "k.kopt: FAILED: 1 mismatch(es): observation keys 1; the file was changed after kopt recorded it"
expect 1 "$KOPT" replay k.kopt -q
grep -q identical out && die "an edited key replayed identical"

cp run.kopt s.kopt
digest=$(sql s.kopt "select digest from step_digests where seq=3")
step=$(sql s.kopt "select step from step_digests where seq=3")
state=$(sql s.kopt "select state from step_digests where seq=3")
bad=$(flip "$digest")
sql s.kopt "update step_digests set digest='$bad' where seq=3"
expect 1 "$KOPT" verify s.kopt
has out "s.kopt: step_digests run 1 seq 3 (step $step): digest: expected $digest (the SHA-256 of its beam state, blob $state), found $bad"
has out "s.kopt: FAILED: 1 mismatch(es): step digests 1; the file was changed after kopt recorded it"

cp run.kopt r.kopt
digest=$(sql r.kopt "select report_digest from runs where id=1")
bad=$(flip "$digest")
sql r.kopt "update runs set report_digest='$bad' where id=1"
expect 1 "$KOPT" verify r.kopt
has out "r.kopt: runs id 1: report_digest: expected $digest (the digest of the report its outcomes give), found $bad"
has out "r.kopt: FAILED: 1 mismatch(es): report digests 1; the file was changed after kopt recorded it"

# The original is untouched by all of this and still verifies.
expect 0 "$KOPT" verify run.kopt

# (d) Not a kopt file: refused with the reason, exit 2 (1 is a kopt file
#     that fails the checks).
echo "not a database" > text.kopt
expect 2 "$KOPT" verify text.kopt
has err "kopt verify: text.kopt: not a SQLite database, so not a kopt run file (15 bytes)"
sql foreign.db "create table t(x); insert into t values(1);"
expect 2 "$KOPT" verify foreign.db
has err "kopt verify: foreign.db: a SQLite database of another program (application_id 0x00000000, kopt's is 0x6b6f7074)"
expect 2 "$KOPT" verify missing.kopt
expect 2 "$KOPT" verify
# The verb is listed, and describes itself.
expect 0 "$KOPT" --help
has out "  verify   check a run file against its own hashes and digests"
expect 0 "$KOPT" verify --help
has out "usage: kopt verify FILE"
echo "ok: a recording verified; a changed sample, key, step digest and report digest each named"
