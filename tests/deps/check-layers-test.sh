#!/usr/bin/env bash
# The layering check passes on the real tree and catches every kind of violation in a bad one.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=${1:?usage: check-layers-test.sh SOURCE_ROOT}
fail=0
echo "== real tree"
bash "$here/check-layers.sh" "$root" || fail=1
echo "== fixture with violations (each must be reported)"
out=$(bash "$here/check-layers.sh" "$here/fixture-bad") && { echo "check passed a bad tree"; fail=1; }
echo "$out"
for expect in "core/api/widgety.h:3" "core/api/crossing.cpp:1" "platform/http/crossing.cpp:2" "common/up.h:1" "platform/http/widgety.cpp:1" "platform/loopa/a.h:1"; do
  grep -q "^$expect:" <<<"$out" || { echo "not reported: $expect"; fail=1; }
done
[ $fail -eq 0 ] && echo "layering check ok"
exit $fail
