# Several recordings shipped as one bundle (bundle.sh: an xz-compressed tar,
# NAME.kopts.tar.xz) read back by unpack.sh byte for byte beside the files
# shipped one by one, and replayed by the main job as recordings of their
# own (an ablation group formed across the bundle); the same files give
# the same bundle bytes; bad bundles and bad arguments are refused, named,
# without losing what else can be read.
. "$OLDPWD/tests/cli/lib.sh"
B=$OLDPWD/datasets/recordings/bundle.sh
U=$OLDPWD/datasets/recordings/unpack.sh
RA=$OLDPWD/datasets/recordings/replay-all.sh
F=$FIXTURES
mkdir src
expect 0 "$KOPT" run -q -o src/C0.kopt --backend "$DOUBLE" "$F/L1-softmax" "$F/L2-gemm-gelu" "$F/L1-relu"
expect 0 "$KOPT" run -q -o src/C1.kopt --backend "$DOUBLE" -B 1 "$F/L1-softmax" "$F/L2-gemm-gelu"
expect 0 "$KOPT" run -q -o src/other.kopt --backend "$DOUBLE" -T 1 "$F/L1-relu"
mkdir rec
expect 0 "$B" rec/abl.kopts.tar.xz src/C0.kopt src/C1.kopt
has_re out '^rec/abl\.kopts\.tar\.xz: 2 recording\(s\), [0-9]+ bytes$'
expect 0 "$B" again.kopts.tar.xz src/C1.kopt src/C0.kopt
cmp -s rec/abl.kopts.tar.xz again.kopts.tar.xz || die "the same files gave another bundle"
# ... whatever their mode here (a umask of 077, a copy made read-only)
mkdir private && cp src/C0.kopt src/C1.kopt private/ && chmod 600 private/C0.kopt && chmod 444 private/C1.kopt
expect 0 "$B" modes.kopts.tar.xz private/C0.kopt private/C1.kopt
cmp -s rec/abl.kopts.tar.xz modes.kopts.tar.xz || die "files of other modes gave another bundle"
xz -9 -c src/other.kopt > rec/other.kopt.xz
expect 0 "$U" rec u
[ "$(tr '\n' ' ' < out)" = "u/C0.kopt u/C1.kopt u/other.kopt " ] || { cat out; die "unpack's list"; }
for n in C0 C1 other; do cmp -s "src/$n.kopt" "u/$n.kopt" || die "$n.kopt unpacked differs"; done
[ -z "$(ls -A u | grep -v '\.kopt$')" ] || die "unpack left other files: $(ls -A u)"
# only the recordings named: one a bundle's member, one a file; a name
# not shipped is named, the rest still written, exit 1
expect 0 "$U" rec un C1 other
[ "$(tr '\n' ' ' < out)" = "un/C1.kopt un/other.kopt " ] || { cat out; die "unpack's list of named recordings"; }
for n in C1 other; do cmp -s "src/$n.kopt" "un/$n.kopt" || die "$n.kopt unpacked by name differs"; done
[ -z "$(ls -A un | grep -v -x -e C1.kopt -e other.kopt)" ] || die "unpack by name left other files: $(ls -A un)"
expect 1 "$U" rec un2 C0 C7
has err "unpack.sh: C7: not shipped in rec (as C7.kopt, C7.kopt.xz or a bundle's member)"
[ "$(tr '\n' ' ' < out)" = "un2/C0.kopt " ] || { cat out; die "unpack's list with a name not shipped"; }
# the main job replays each member as a recording and groups C0 with C1
expect 0 "$RA" --recordings rec o
for n in C0 C1 other; do has out "$n: verified"; has out "$n: replay identical"; done
has out "## Table 2: ablations (C0 C1)"
# bundle.sh refuses, naming the problem
expect 2 "$B" rec/abl.kopts.tar.xz src/C0.kopt
has err "bundle.sh: rec/abl.kopts.tar.xz exists"
expect 2 "$B" x.tar.xz src/C0.kopt
has err "bundle.sh: x.tar.xz: the bundle's name must end in .kopts.tar.xz"
expect 2 "$B" y.kopts.tar.xz src/C0.kopt src/C0.kopt
has err "bundle.sh: C0.kopt given twice"
printf 'not a run file' > src/fake.kopt
expect 2 "$B" y.kopts.tar.xz src/fake.kopt
has err "bundle.sh: src/fake.kopt: not a run file (no SQLite header)"
cp src/C0.kopt "src/bad name.kopt"
expect 2 "$B" y.kopts.tar.xz "src/bad name.kopt"
has err "bundle.sh: src/bad name.kopt: a recording is named NAME.kopt (letters, digits, '.', '_', '-')"
[ ! -e y.kopts.tar.xz ] || die "a refused bundle was written"
# unpack.sh: a member that is not a plain NAME.kopt file refuses that
# bundle alone; a name shipped twice is refused, naming both; a file that
# does not decompress is named; the rest is unpacked, exit 1
mkdir -p evil/sub bad
cp src/C1.kopt evil/sub/C9.kopt
tar -C evil -cJf bad/evil.kopts.tar.xz sub
cp rec/abl.kopts.tar.xz bad/
xz -9 -c src/C1.kopt > bad/C1.kopt.xz
printf 'garbage' > bad/broken.kopt.xz
cp src/other.kopt bad/
expect 1 "$U" bad u2
has err "unpack.sh: bad/evil.kopts.tar.xz: members that are not plain NAME.kopt files: 'sub/' 'sub/C9.kopt' (nothing of it unpacked)"
has err "unpack.sh: C1 is shipped twice: C1.kopt.xz and abl.kopts.tar.xz"
has err "unpack.sh: bad/broken.kopt.xz: cannot decompress"
[ "$(tr '\n' ' ' < out)" = "u2/C0.kopt u2/C1.kopt u2/other.kopt " ] || { cat out; die "unpack's list with refusals"; }
cmp -s src/C1.kopt u2/C1.kopt || die "the first C1 was not kept"
[ ! -e u2/C9.kopt ] && [ ! -e u2/sub ] || die "a refused bundle's member was unpacked"
# A member whose name has a space is named whole, not by its last word.
mkdir -p spaced sp
cp src/C1.kopt "spaced/x y.kopt" && cp src/other.kopt spaced/good.kopt
tar -C spaced -cJf sp/sp.kopts.tar.xz "x y.kopt" good.kopt
expect 1 "$U" sp u3
has err "unpack.sh: sp/sp.kopts.tar.xz: members that are not plain NAME.kopt files: 'x y.kopt' (nothing of it unpacked)"
expect 2 "$U" rec u
has err "unpack.sh: u: not empty (the recordings would mix with what is there)"
expect 2 "$U" nowhere u3
has err "unpack.sh: nowhere: no such folder"
echo "ok: a bundle of two recordings unpacked byte for byte, replayed and grouped; refusals named"
