#!/bin/sh
# mkman.sh KOPT: writes kopt.1, kopt's man page, to stdout, made from the
# help texts of the kopt binary KOPT (`kopt --help` and `kopt COMMAND --help`
# for every command it lists), so the page says what the help says and no
# more.  The build runs it (make: build/kopt.1; make install puts that in
# PREFIX/share/man/man1); tests/cli/t_man.sh checks that the page holds
# every help text word for word and that groff formats it without a warning.
#
# How a help text becomes troff: its usage lines are kept as they are (.nf);
# a line "  -x, --opt ARG   text" (two spaces, a dash) becomes a tagged
# paragraph (.TP) with its deeper-indented continuation lines; a line of
# `kopt run --help`'s configuration keys ("  KEY  DEFAULT  SOURCE") becomes
# one too, tagged "KEY DEFAULT"; a blank line starts a paragraph; anything else is running text.
# Backslashes and dashes are escaped, and a line that would start with a
# control character is guarded.
set -eu
kopt=$1
version=$("$kopt" --version | sed -n 's/^kopt \([^ ]*\) .*/\1/p')
main=$("$kopt" --help)
commands=$(printf '%s\n' "$main" | awk '/^Commands:/ { c = 1; next } c && /^  [a-z]/ { print $1 }')

# The troff of one help text on stdin.
conv() {
	awk '
	function esc(s,   r, i, c) {
		r = ""
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "\\") r = r "\\e"
			else if (c == "-") r = r "\\-"
			else r = r c
		}
		return r
	}
	function text(s) {
		if (s ~ /^[.\047]/) s = "\\&" s
		print s
	}
	function para() { if (mode != "para") print ".PP"; mode = "para" }
	NR == 1 { print ".PP"; print ".nf"; text(esc($0)); mode = "usage"; next }
	mode == "usage" && /^ / { text(esc($0)); next }
	mode == "usage" { print ".fi"; mode = "" }
	/^$/ { para(); next }
	/^Configuration keys/ { para(); text(esc($0)); keys = 1; mode = ""; next }
	keys && /^  [a-z]/ {
		match($0, /^  [^ ]+ +[^ ]+ +/)
		split(substr($0, 3), f, / +/)
		print ".TP"
		text("\\fB" esc(f[1]) "\\fR \\fI" esc(f[2]) "\\fR")
		text(esc(substr($0, RLENGTH + 1)))
		mode = "item"
		next
	}
	/^  -/ {
		rest = substr($0, 3)
		desc = ""
		if (match(rest, /   */)) {
			desc = substr(rest, RSTART + RLENGTH)
			rest = substr(rest, 1, RSTART - 1)
		}
		print ".TP"
		text("\\fB" esc(rest) "\\fR")
		if (desc != "") text(esc(desc))
		mode = "item"
		next
	}
	mode == "item" && /^    / { sub(/^ +/, ""); text(esc($0)); next }
	{
		if (mode == "item") para()
		sub(/^ +/, "")
		text(esc($0))
		mode = "text"
	}
	END { if (mode == "usage") print ".fi" }
	'
}

cat <<EOF
.TH KOPT 1 "" "kopt $version" "User Commands"
.\" Made by harness/cli/mkman.sh from the help texts of kopt $version; do not edit.
.nh
.ad l
.SH NAME
kopt \- dispatch\-aware, profiling\-guided kernel search, recorded and replayable
.SH SYNOPSIS
.B kopt
.I COMMAND
.RI [ OPTIONS ]
.br
.B kopt
.I COMMAND
.B \-\-help
.br
.B kopt
.B \-\-help
|
.B \-\-version
.SH DESCRIPTION
kopt searches the generated kernels of a model compiled by PyTorch Inductor
for faster ones, keeps its vendor calls, verifies the re\-stitched model
through four gates, and records every observation in one SQLite run file,
which replays the same search exactly, with no GPU and no model.
Each command below is described by its own help text,
.BI "kopt " COMMAND " \-\-help" \fR.
.SH COMMANDS
EOF
printf '%s\n' "$main" | awk '/^Commands:/ { c = 1; next } c && /^  [a-z]/ {
	name = $1; sub(/^  [a-z]+ +/, "")
	print ".TP"; print "\\fBkopt " name "\\fR"; print
}' | sed '/^\./!s/-/\\-/g'
printf '.SH "EXIT STATUS"\n'
printf '%s\n' "$main" | sed -n 's/.*Exit status: \(.*\)\.$/\1./p' | sed 's/-/\\-/g'
for c in $commands; do
	printf '.SH "KOPT %s"\n' "$(printf '%s' "$c" | tr a-z A-Z)"
	"$kopt" "$c" --help | conv
done
cat <<EOF
.SH "SEE ALSO"
README.md (how to build, run, replay and report), datasets/FORMAT.md (the
problem folder), docs/DESIGN.md, in the kopt repository.
EOF
