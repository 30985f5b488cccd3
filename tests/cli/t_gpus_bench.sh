# tests/bench/gpus.sh, the several-GPUs benchmark, against the CPU double
# (its --backend) with two workers on one "GPU" (--gpus 0,0) over two
# problems named by --problems: both runs recorded, the ratio printed, and
# gpus_compare.py's account of the two (the double answers the same either
# way, so every problem's search agrees).  A --problems name that is not a
# problem of the suite is refused by name, before anything runs.
. "$OLDPWD/tests/cli/lib.sh"
G=$OLDPWD/tests/bench/gpus.sh
BENCH_OUT=$PWD/g expect 0 bash "$G" --backend "$DOUBLE" --gpus 0,0 --problems L1-relu,L2-gemm-relu-scale
has_re out '^--gpus 0,0: 2 named problems in [0-9]+ ms$'
has_re out '^--gpus 0: 2 named problems in [0-9]+ ms$'
has_re out '^2 named problems: --gpus 0,0 [0-9]+ ms, --gpus 0 [0-9]+ ms, ratio [0-9.]+x \(goal >= 1.8x for two GPUs\)$'
has out "problems with the same candidates in the same order: 2 of 2"
[ "$(sql g/many.kopt "select group_concat(problem_id, ' ') from (select problem_id from problems order by seq)")" = "L1-relu L2-gemm-relu-scale" ] ||
	die "the runs did not hold the problems named"
[ "$(sql g/one.kopt "select name from runs")" = "named, scripted, --gpus 0" ] || die "run name: $(sql g/one.kopt "select name from runs")"
BENCH_OUT=$PWD/h expect 2 bash "$G" --backend "$DOUBLE" --gpus 0,0 --problems L1-relu,L9-none
has err "gpus.sh: --problems: L9-none is not a problem of datasets/problems"
[ ! -e h/many.kopt ] || die "a run started before the refusal"
echo "ok: gpus.sh over named problems, two workers on one GPU, against the double"
