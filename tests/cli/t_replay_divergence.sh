# Changing one recorded reply makes replay stop at the step the test predicts
# (the step that asked for it), with the divergence or miss report.
. "$OLDPWD/tests/cli/lib.sh"
record run.kopt

# Point one observation at a new reply blob built from the old one by SQL,
# named by its SHA-256 as the recorder would have named it.
mutate() { # FILE SEQ SQL-EXPRESSION-OVER-old.data
	sql "$1" "insert or ignore into blobs(sha256,size,data)
	            select 'mut-$2', length(x), x from (select cast($3 as blob) as x
	            from observations o join blobs old on old.id=o.reply where o.seq=$2);
	          update observations set reply=(select id from blobs where sha256='mut-$2')
	            where seq=$2;"
	name_blobs "$1"
}

# 1. A timing: the first ranked candidate becomes 100 times faster.
cp run.kopt t.kopt
seq=$(sql t.kopt "select min(seq) from observations where site='rank.time' and step like 'L1-relu/%'")
step=$(sql t.kopt "select step from observations where seq=$seq")
mutate t.kopt "$seq" "json_set(old.data, '\$.samples_ms', json('[0.00001]'))"
expect 1 "$KOPT" replay t.kopt -q
# The summarizer is told the speedup, so the first thing to differ is its
# request, in the same step.
has err "kopt replay: replay miss at step $step: the llm request from summarizer was never recorded"
has_re err "^nearest recorded llm request: seq [0-9]+, step $(ere "$step"), site summarizer, occurrence 1, not consumed; 1 field\\(s\\) differ \\(recorded -> asked\\):\$"
has_re err '^  \$\.result\.speedup: [0-9.]+ -> [0-9.]+$'

# 2. A verdict-bearing error figure: a passing candidate's gate-2 error
#    becomes 0.5, so it fails gate 2; the executor is then asked again with
#    that failure as feedback, a request the recording never saw.
cp run.kopt c.kopt
seq=$(sql c.kopt "select min(seq) from observations where site='gate2.check' and status='ok' and step like 'L1-relu/%'")
step=$(sql c.kopt "select step from observations where seq=$seq")
mutate c.kopt "$seq" "json_set(old.data, '\$.seeds[1].outputs[0].allclose_min_tol', 0.5)"
expect 1 "$KOPT" replay c.kopt -q
has err "kopt replay: replay miss at step $step: the llm request from executor was never recorded"
has_re err '^  \$\.feedback\[0\]: "[^"]*" -> "gate2: seed [0-9]+ output out0: needs rtol = atol = 0\.5, limit 0\.001 \(max abs err [0-9.e+-]+\)"$'

# 3. An answer: the first executor answer asks for another XBLOCK, so the
#    candidate differs and its compile request was never recorded.
cp run.kopt a.kopt
seq=$(sql a.kopt "select min(seq) from observations where site='executor' and step like 'L1-relu/%'")
step=$(sql a.kopt "select step from observations where seq=$seq")
mutate a.kopt "$seq" "replace(old.data, 'tl.program_id(0)', 'tl.program_id(0) + 0')"
expect 1 "$KOPT" replay a.kopt -q
has err "kopt replay: replay miss at step $step: the compile request from gate1.compile was never recorded"
has_re err "^nearest recorded compile request: seq [0-9]+, step $(ere "$step"), site gate1\\.compile, occurrence 1, not consumed; 1 field\\(s\\) differ \\(recorded -> asked\\):\$"
has_re err '^  \$\.candidate: "[0-9a-f]{64}" -> "[0-9a-f]{64}"$'
