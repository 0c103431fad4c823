#!/usr/bin/env bash
# Platform throughput, measured against the platform's own cheapest route in the same run:
#  1. authenticated GET /v1/account beside GET /v1/health (target: >= 0.5x health, >= 2,000 req/s);
#  2. GET /v1/health while logins hash passwords, beside health idle (target: >= 0.5x idle);
#  3. the cost of one password hash.
# Prints figures and ratios; asserts nothing. Usage: bench/platform/run.sh [seconds per run]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
secs=${1:-5}
bin=build/release/app; [ -x $bin/gpudesk-sandbox ] || bin=build/dev/app
[ -x $bin/gpudesk-sandbox ] || { echo "build first: cmake --preset release && cmake --build --preset release"; exit 1; }
for tool in wrk curl; do command -v $tool >/dev/null || { echo "$tool missing: run scripts/setup"; exit 1; }; done
data=$(mktemp -d)
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data"' EXIT
$bin/gpudesk-sandbox --data "$data" --demo >/dev/null 2>&1 &
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

hashbench=build/release/bench/passwordhash_bench; [ -x $hashbench ] || hashbench=build/dev/bench/passwordhash_bench
if [ -x $hashbench ]; then $hashbench; else echo "password hash: build bench/passwordhash_bench (dev preset) for this figure"; fi
