# search.profile_replay: with user, every profile request asks the backend
# for CUPTI's user replay ("replay": "user"); with the default (kernel) no
# request names a replay, so runs recorded before the key existed keep
# their request bytes; a bad value is refused with the key named.
. "$OLDPWD/tests/cli/lib.sh"
F=$FIXTURES
expect 0 "$KOPT" run -q -o u.kopt --backend "$DOUBLE" -T 1 --set search.profile_replay=user "$F/L1-softmax"
expect 0 "$KOPT" run -q -o k.kopt --backend "$DOUBLE" -T 1 "$F/L1-softmax"
named() { sql "$1" "select count(*) from observations o join blobs b on b.id = o.request
	where o.kind = 'profile' and cast(b.data as text) like '%\"replay\":\"user\"%'"; }
all() { sql "$1" "select count(*) from observations where kind = 'profile'"; }
[ "$(all u.kopt)" -ge 1 ] || die "the user-replay run made no profile request"
[ "$(named u.kopt)" = "$(all u.kopt)" ] || die "$(named u.kopt) of $(all u.kopt) profile requests ask for user replay"
[ "$(named k.kopt)" = 0 ] || die "a default run's profile request names a replay"
[ "$(all k.kopt)" -ge 1 ] || die "the default run made no profile request"
[ "$(sql k.kopt "select count(*) from observations o join blobs b on b.id = o.request
	where o.kind = 'profile' and instr(cast(b.data as text), '\"replay\"') > 0")" = 0 ] ||
	die "a default request names a replay"
expect 0 "$KOPT" replay u.kopt -q
has out "replay of run 1 in u.kopt: identical"
expect 2 "$KOPT" run -q -o bad.kopt --backend "$DOUBLE" --set search.profile_replay=range "$F/L1-softmax"
has err "kopt run: configuration key search.profile_replay: expected one of kernel|user"
echo "ok: user replay asked for in every profile request, never by default"
