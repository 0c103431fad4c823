# Sourced by the run.sh benchmarks that need a sandbox instance reached over its real sshd:
#   bench_instance TOOLS... -- INSTANCE_JSON
# checks the build and the TOOLS, starts a sandbox in a temporary folder (removed on exit, with
# every pid in $pids and whatever $bench_cleanup says), registers an account with credit and a key,
# creates the instance "bench" from INSTANCE_JSON, waits for it to run and pins its host key.
# Sets: bin, work, url, token, config (gpudesk's ssh config), alias_name; defines api, ctl, free_port.
bench_cleanup=""
pids=()
bench_instance() {
  local tools=() spec
  while [ "$1" != "--" ]; do tools+=("$1"); shift; done
  spec=$2
  bin=${BUILD:-build/bench}/app; [ -x $bin/gpudesk-sandbox ] || bin=build/dev/app
  [ -x $bin/gpudesk-sandbox ] && [ -x $bin/gpudeskctl ] || { echo "build first: cmake --build --preset dev"; exit 1; }
  for tool in curl ssh python3 "${tools[@]}"; do
    command -v $tool >/dev/null || { echo "$tool missing: run scripts/setup"; exit 1; }
  done
  work=$(mktemp -d)
  trap bench_cleanup_all EXIT
  $bin/gpudesk-sandbox --data "$work/sandbox" --boot-delay 0 >/dev/null 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do [ -s "$work/sandbox/endpoint.json" ] && break; sleep 0.1; done
  url=$(sed -n 's/.*"url": *"\([^"]*\)".*/\1/p' "$work/sandbox/endpoint.json")
  api POST /v1/accounts '{"phone":"13800000777","email":"bench@example.cn","password":"bench-Sandbox-1"}' >/dev/null \
    || { echo "could not register on the sandbox"; exit 1; }
  token=$(api POST /v1/sessions '{"login":"13800000777","password":"bench-Sandbox-1"}' | sed -n 's/.*"token": *"\([^"]*\)".*/\1/p')
  api POST /v1/billing/recharge '{"amount_cents":100000}' >/dev/null
  export XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data" GPUDESK_TOKEN="$token"
  unset SSH_AUTH_SOCK
  ctl ssh-keys generate bench --upload >/dev/null 2>&1 || { echo "could not make the key"; exit 1; }
  api POST /v1/instances "$spec" >/dev/null
  for _ in $(seq 300); do api GET /v1/instances | grep -q '"state":"running"' && break; sleep 0.1; done
  ctl ssh-config sync --no-include >/dev/null # the host key pinned: the OpenSSH tools ask nothing
  config="$work/ssh/gpudesk/config"
  alias_name=$(sed -n 's/^Host //p' "$config" | head -1)
}
bench_cleanup_all() {
  [ -n "$bench_cleanup" ] && eval "$bench_cleanup" 2>/dev/null || true
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
api() { curl -sf -X "$1" "$url$2" -H "Authorization: Bearer ${token:-}" -H 'Content-Type: application/json' ${3:+-d "$3"}; }
ctl() { $bin/gpudeskctl --platform "$url" --ssh-dir "$work/ssh" "$@"; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
