#!/usr/bin/env bash
# Platform throughput, measured against the platform's own cheapest route in the same run:
#  1. authenticated GET /v1/account beside GET /v1/health (target: >= 0.5x health, >= 2,000 req/s);
#  2. GET /v1/health while logins hash passwords, beside health idle (target: >= 0.5x idle);
#  3. GET /v1/instances listing 50 instances, without and with If-None-Match (targets >= 2,000
#     req/s and >= 0.5x health);
#  4. the cost of one password hash.
# Prints figures and ratios; asserts nothing. Usage: bench/platform/run.sh [seconds per run]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
secs=${1:-5}
bin=build/release/app; [ -x $bin/gpudesk-sandbox ] || bin=build/dev/app
[ -x $bin/gpudesk-sandbox ] || { echo "build first: cmake --preset release && cmake --build --preset release"; exit 1; }
for tool in wrk curl; do command -v $tool >/dev/null || { echo "$tool missing: run scripts/setup"; exit 1; }; done
data=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
$bin/gpudesk-sandbox --data "$data" --demo --boot-delay 0 --max-instances 60 >/dev/null 2>&1 &
pid=$!
for _ in $(seq 100); do [ -s "$data/endpoint.json" ] && break; sleep 0.1; done
url=$(sed -n 's/.*"url": *"\([^"]*\)".*/\1/p' "$data/endpoint.json")
token=$(curl -s -X POST "$url/v1/sessions" -H 'Content-Type: application/json' \
          -d '{"login":"13800000000","password":"sandbox-demo"}' | sed -n 's/.*"token": *"\([^"]*\)".*/\1/p')
[ -n "$token" ] || { echo "could not log in to the demo account"; exit 1; }
rps() { sed -n 's/^Requests\/sec: *\([0-9.]*\).*/\1/p'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

echo "sandbox: $url ($bin), $(nproc) cores, ${secs}s per run"
health=$(wrk -t2 -c16 -d${secs}s "$url/v1/health" | rps)
account=$(wrk -t2 -c16 -d${secs}s -H "Authorization: Bearer $token" "$url/v1/account" | rps)
echo "GET /v1/health            : $health req/s"
echo "GET /v1/account (bearer)  : $account req/s  ratio to health: $(ratio "$account" "$health")x (target >= 0.5x, >= 2000 req/s)"

wrk -t1 -c4 -d$((secs + 2))s -s bench/platform/login.lua "$url/v1/sessions" > "$data/logins.txt" &
loginpid=$!
sleep 1
busy=$(wrk -t2 -c16 -d${secs}s "$url/v1/health" | rps)
wait $loginpid
logins=$(rps < "$data/logins.txt")
echo "GET /v1/health with logins: $busy req/s  ratio to idle: $(ratio "$busy" "$health")x (target >= 0.5x); logins: $logins/s"

# 50 instances (GPU mode where the region has cards, no-GPU mode for the rest), booted at once.
curl -sf -X POST "$url/v1/billing/recharge" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  -d '{"amount_cents":1000000}' >/dev/null
for i in $(seq 50); do
  mode=gpu; [ "$i" -gt 20 ] && mode=no_gpu
  curl -sf -X POST "$url/v1/instances" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d "{\"name\":\"bench $i\",\"region\":\"cn-north-1\",\"gpu_type\":\"rtx-4090-24g\",\"image\":\"ubuntu-22.04\",\"start_mode\":\"$mode\"}" >/dev/null \
    || { echo "could not create instance $i"; exit 1; }
done
sleep 1
etag=$(curl -s -D - -o /dev/null "$url/v1/instances" -H "Authorization: Bearer $token" | sed -n 's/^[Ee][Tt]ag: *\(.*\)\r$/\1/p')
count=$(curl -s "$url/v1/instances" -H "Authorization: Bearer $token" | grep -o '"state":"running"' | wc -l)
list=$(wrk -t2 -c16 -d${secs}s -H "Authorization: Bearer $token" "$url/v1/instances" | rps)
notmodified=$(wrk -t2 -c16 -d${secs}s -H "Authorization: Bearer $token" -H "If-None-Match: $etag" "$url/v1/instances" | rps)
health2=$(wrk -t2 -c16 -d${secs}s "$url/v1/health" | rps)
echo "GET /v1/instances ($count running): $list req/s  ratio to health: $(ratio "$list" "$health2")x (target >= 2000 req/s)"
echo "  with If-None-Match (304)  : $notmodified req/s  ratio to health: $(ratio "$notmodified" "$health2")x (target >= 0.5x, >= 2000 req/s)"

hashbench=build/release/bench/passwordhash_bench; [ -x $hashbench ] || hashbench=build/dev/bench/passwordhash_bench
if [ -x $hashbench ]; then $hashbench; else echo "password hash: build bench/passwordhash_bench (dev preset) for this figure"; fi
