# Run files of schema 1 (the shipped recording is one): read as they are,
# migrated to schema 2 the first time they are opened for writing, with every
# row kept, and the new status paused accepted afterwards only.
. "$OLDPWD/tests/cli/lib.sh"
cp "$OLDPWD/datasets/recordings/first-h200.kopt" v1.kopt
chmod u+w v1.kopt
[ "$(sql v1.kopt 'pragma user_version')" = 1 ] || die "the shipped recording is not schema 1 any more: pick another schema-1 file for this test"
before="$(sql v1.kopt "select count(*) from observations")|$(sql v1.kopt "select count(*) from blobs")"
# Reading (replay, report) leaves it at schema 1.
expect 0 "$KOPT" replay v1.kopt -q
has out "replay of run 1 in v1.kopt: identical"
[ "$(sql v1.kopt 'pragma user_version')" = 1 ] || die "a read migrated the file"
# Schema 1 refuses the status paused, by its CHECK on the status (the forms
# around sqlite3's message differ between its versions).
refused() { # SQL STATUS-LIST: the update fails on the status CHECK that allows STATUS-LIST
	set +e; sql v1.kopt "$1" 2>err; local rc=$?; set -e
	[ $rc -ne 0 ] || die "accepted: $1"
	has_re err "^(Error: stepping, |Runtime error near line [0-9]+: |Error: )?CHECK constraint failed: status IN \\($2\\)( \\([0-9]+\\))?\$"
}
refused "update runs set status='paused' where id=1" "'started','complete','failed','interrupted'"
# The first write migrates it.
expect 0 "$KOPT" gates v1.kopt --set gates.gate4.gamma=1.05 --append
[ "$(sql v1.kopt 'pragma user_version')" = 2 ] || die "not migrated to schema 2"
[ "$(sql v1.kopt 'pragma integrity_check')" = ok ] || die "integrity after migration"
[ -z "$(sql v1.kopt 'pragma foreign_key_check')" ] || die "foreign keys after migration"
after="$(sql v1.kopt "select count(*) from observations")|$(sql v1.kopt "select count(*) from blobs")"
[ "$before" = "$after" ] || die "rows changed: $before -> $after"
expect 0 "$KOPT" replay v1.kopt -q
has out "replay of run 1 in v1.kopt: identical"
status=$(sql v1.kopt "select status from runs where id=1")
sql v1.kopt "update runs set status='paused' where id=1"
sql v1.kopt "update runs set status='$status' where id=1"
refused "update runs set status='sleeping' where id=1" "'started','complete','failed','interrupted','paused'"
echo "schema 1 read as is, migrated on first write, rows kept ($after)"
