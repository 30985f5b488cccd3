# --all-subkernels (C6): vendor GEMM calls become targets in kopt's Triton
# form, checked on the recorded data.  The baseline of such a target is the
# vendor call; candidates are kopt_gemm kernels with other tiles; a
# convolution, and a GEMM step whose manifest gives no views, stay vendor
# calls and the outcome says why; without the flag nothing of this happens;
# the run replays identically and its report names it C6.
. "$OLDPWD/tests/cli/lib.sh"
FULL=$FIXTURES/../full
# A copy of gemm-relu whose GEMM candidates the double makes faster than the
# vendor call (an id holding "gemm-win"), so that one is stitched in.
cp -r "$FULL/gemm-relu" win
sed -i 's/"id": *"[^"]*"/"id": "gemm-win-relu"/' win/manifest.json
grep -q '"id": "gemm-win-relu"' win/manifest.json || die "the copy was not renamed"
P="$FULL/gemm-relu $FULL/conv-relu $FIXTURES/L2-gemm-gelu win"
expect 0 "$KOPT" run -q -o c6.kopt --backend "$DOUBLE" --all-subkernels $P
expect 0 "$KOPT" run -q -o c0.kopt --backend "$DOUBLE" $P
o6() { sql c6.kopt "select json_extract(outcome,'$1') from outcomes where problem_id='$2'"; }
o0() { sql c0.kopt "select json_extract(outcome,'$1') from outcomes where problem_id='$2'"; }
[ "$(o6 '$.targets' full-gemm-relu)" = 2 ] || die "C6: the mm step is not a target"
[ "$(o0 '$.targets' full-gemm-relu)" = 1 ] || die "C0 made the mm step a target"
[ "$(o6 '$.subkernels.mm_0.vendor_op' full-gemm-relu)" = mm ] || die "C6: no vendor_op on the mm target"
[ "$(o6 '$.subkernels.mm_0.attempts' full-gemm-relu)" -gt 0 ] || die "C6: no attempt on the mm target"
[ "$(sql c0.kopt "select count(*) from candidates where subkernel='mm_0'")" = 0 ] || die "C0 searched the vendor call"
# Every mm candidate is kopt's GEMM form: entry kopt_gemm, the reference
# source, a tile other than the baseline's 64 x 64 x 32 / 4 warps / 3 stages.
[ "$(sql c6.kopt "select count(*) from candidates where subkernel='mm_0'")" -gt 0 ] || die "C6: no mm candidate"
[ "$(sql c6.kopt "select count(distinct json_extract(b.data,'$.entry')) || json_extract(b.data,'$.entry') from candidates c join blobs b on b.id=c.content where c.subkernel='mm_0'")" = 1kopt_gemm ] || die "mm candidates are not kopt_gemm"
[ "$(sql c6.kopt "select count(*) from candidates c join blobs b on b.id=c.content where c.subkernel='mm_0' and json_extract(b.data,'$.source') like '%def kopt_gemm(in_ptr0, in_ptr1, in_ptr2, out_ptr0, M, N, K,%'")" = "$(sql c6.kopt "select count(*) from candidates where subkernel='mm_0'")" ] || die "an mm candidate lacks the form's source"
[ "$(sql c6.kopt "select count(distinct json_extract(b.data,'$.launch.constexprs')) from candidates c join blobs b on b.id=c.content where c.subkernel='mm_0'")" -gt 1 ] || die "the mm candidates all have one tile"
# The baseline compile of the mm target names the k0 content, which the
# backend answers with the vendor call; planners see the call.
[ "$(sql c6.kopt "select count(*) from observations where site='baseline.compile' and step like 'full-gemm-relu/%'")" = 2 ] || die "C6: not two baseline compiles"
[ "$(sql c6.kopt "select count(*) from observations o join blobs b on b.id=o.request where o.site='planner' and json_extract(b.data,'$.step')='mm_0' and json_extract(b.data,'$.context.vendor_call') like 'extern_kernels.mm(%'")" -gt 0 ] || die "C6 planners did not see the vendor call"
[ "$(sql c6.kopt "select count(*) from observations o join blobs b on b.id=o.request where o.site='planner' and json_extract(b.data,'$.context.vendor_call') is not null and json_extract(b.data,'$.step')!='mm_0'")" = 0 ] || die "a generated kernel's planner saw a vendor call"
# The scripted policy moves the tile (block moves apply to the form only).
pl() { sql c6.kopt "select count(*) from observations o join blobs b on b.id=o.reply where o.site='planner' and o.step $1 and instr(cast(b.data as text), 'crease_block_') > 0"; }
[ "$(pl "like '%/mm_0/%'")" -gt 0 ] || die "no tile move on the mm target"
[ "$(pl "not like '%/mm_0/%'")" = 0 ] || die "a tile move on a generated kernel"
# Slower than the vendor call: never stitched in.  Faster (gemm-win): chosen.
[ -z "$(o6 '$.subkernels.mm_0.chosen' full-gemm-relu)" ] || die "a slower GEMM candidate replaced the vendor call"
[ -n "$(o6 '$.subkernels.mm_0.chosen' gemm-win-relu)" ] || die "the faster GEMM candidate was not chosen"
[ "$(o6 '$.status' gemm-win-relu)" = replaced ] || die "gemm-win-relu was not replaced"
[ "$(sql c6.kopt "select count(*) from observations o join blobs b on b.id=o.request where o.kind='time' and o.step like 'gemm-win-relu/%' and json_extract(b.data,'$.substitutions.mm_0') is not null")" -gt 0 ] || die "no model timing with the GEMM candidate stitched in"
# What stays a vendor call, and why.
[ "$(o6 '$.vendor_kept[0].step' full-conv-relu)" = convolution_0 ] || die "the convolution is not listed as kept"
[ "$(o6 '$.vendor_kept[0].why' full-conv-relu)" = "convolution has no Triton form (kopt defines one for mm, addmm, bmm and baddbmm)" ] ||
	die "no reason for the kept convolution: $(o6 '$.vendor_kept[0].why' full-conv-relu)"
[ "$(o6 '$.vendor_kept[0].why' L2-gemm-gelu)" = 'extern_kernels.mm: a: expected a view {"buffer": NAME, ...}' ] ||
	die "no reason for the view-less mm: $(o6 '$.vendor_kept[0].why' L2-gemm-gelu)"
[ -z "$(o0 '$.vendor_kept' full-conv-relu)" ] || die "C0 lists kept vendor calls"
[ "$(sql c6.kopt "select json_extract(config,'$.search.all_subkernels') from runs")" = 1 ] || die "the run's configuration lacks the flag"
# Replayed identically; reported as C6 against C0.
expect 0 "$KOPT" replay c6.kopt --out r6.kopt -q
expect 0 "$KOPT" report c0.kopt c6.kopt
has out "| c6.kopt:1 | C6 (all kernels) | 2 | 2 | 0 | 50% |"
# A C6 run over part of the sample (the paper's: level 2 only) narrows no
# other run: C0 is counted over its 4 problems, C6 over its 2.
expect 0 "$KOPT" run -q -o c6b.kopt --backend "$DOUBLE" --all-subkernels "$FULL/gemm-relu" win
expect 0 "$KOPT" report c0.kopt c6b.kopt
row() { grep -F "| $1 |" out | head -1 | awk -F'|' '{ print $4 + $5 + $6 }'; }
[ "$(row "C0 (reference)")" = 4 ] || { cat out; die "C0 was narrowed to the C6 run's problems"; }
[ "$(row "C6 (all kernels)")" = 2 ] || { cat out; die "C6 was not counted over its own 2 problems"; }
echo "ok: vendor GEMMs searched in the Triton form under --all-subkernels only, slower ones kept out, a faster one stitched in, convolutions kept with a reason, replay identical, reported as C6"
