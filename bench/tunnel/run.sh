#!/usr/bin/env bash
# Tunnel throughput and start-up, measured against OpenSSH's own `ssh -N -L` in the same run:
#  1. one 1 GiB HTTP download from a server bound to 127.0.0.1 inside an instance, through
#     `gpudeskctl tunnel` and through `ssh -N -L` to the same instance, alternately (target >= 0.8x);
#  2. the time from starting each tunnel ("Open in browser") to the first byte of a page.
# Prints figures and ratios; asserts nothing.
# Usage: [BUILD=build/DIR] bench/tunnel/run.sh [MiB, default 1024] [rounds, default 3]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
mib=${1:-1024}
rounds=${2:-3}
. bench/lib/sandbox.sh
. bench/lib/report.sh
# The web server is started with setsid inside the instance: it outlives a sandbox that quits.
bench_cleanup='[ -n "${remote:-}" ] && pkill -f "http.server --bind 127.0.0.1 $remote"'
bench_instance ssh-keygen -- '{"name":"bench","region":"cn-north-1","gpu_type":"rtx-3090-24g","image":"ubuntu-22.04"}'
remote=$(free_port)
ctl ssh bench -- "mkdir -p ~/www && head -c ${mib}M /dev/urandom > ~/www/blob && echo hi > ~/www/hello && cd ~/www && \
  setsid nohup python3 -m http.server --bind 127.0.0.1 $remote >/dev/null 2>&1 </dev/null &"
ctl ssh bench -- "python3 -c 'import socket,time
for i in range(200):
    try: socket.create_connection((\"127.0.0.1\", $remote)); break
    except OSError: time.sleep(0.05)'"

# Milliseconds from $1 (a start time, epoch seconds) to the first byte of /hello on port $2.
first_byte() {
  python3 - "$1" "$2" <<'PY'
import socket, sys, time
t0, port = float(sys.argv[1]), int(sys.argv[2])
while True:
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(b"GET /hello HTTP/1.0\r\n\r\n")
        if s.recv(1):
            print("%.0f" % ((time.time() - t0) * 1000)); break
    except OSError:
        time.sleep(0.005)
PY
}
start_gpudesk() {
  $bin/gpudeskctl --platform "$url" --ssh-dir "$work/ssh" tunnel bench "$remote" --local-port "$1" >/dev/null 2>&1 &
  pids+=($!)
}
start_openssh() { ssh -F "$config" -o BatchMode=yes -o ExitOnForwardFailure=yes -N -L "$1:127.0.0.1:$remote" "$alias_name" 2>/dev/null & pids+=($!); }

gp=$(free_port); t0=$(date +%s.%N); start_gpudesk "$gp"; gfirst=$(first_byte "$t0" "$gp")
op=$(free_port); t0=$(date +%s.%N); start_openssh "$op"; ofirst=$(first_byte "$t0" "$op")
speed() { curl -s -o /dev/null -w '%{speed_download}' "http://127.0.0.1:$1/blob"; }
mbs() { awk -v b="$1" 'BEGIN { printf "%.0f", b / 1048576 }'; }
# Medians of interleaved rounds (a round of either can fall on a slow second of the machine).
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
gs=(); os=()
for r in $(seq "$rounds"); do
  g=$(speed "$gp"); o=$(speed "$op")
  echo "round $r: gpudesk tunnel $(mbs "$g") MiB/s, ssh -N -L $(mbs "$o") MiB/s"
  gs+=("$g"); os+=("$o")
done
gmid=$(median "${gs[@]}"); omid=$(median "${os[@]}")
r=$(awk -v a="$gmid" -v b="$omid" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
echo "sandbox instance over loopback, $(nproc) cores, ${mib} MiB per download, medians of $rounds rounds"
echo "throughput: gpudesk $(mbs "$gmid") MiB/s, ssh -N -L $(mbs "$omid") MiB/s, ratio ${r}x (target >= 0.8x)"
echo "start to first byte: gpudesk ${gfirst} ms, ssh -N -L ${ofirst} ms"
bench_row tunnel "a ${mib} MiB download through gpudeskctl tunnel" "ssh -N -L" "$(mbs "$gmid") MiB/s" "$(mbs "$omid") MiB/s" \
  "$r" ">= 0.8x" "$(at_least "$r" 0.8)"
bench_row tunnel-start "a tunnel's start to the first byte of a page" "ssh -N -L" "$gfirst ms" "$ofirst ms" "$(awk -v a="$gfirst" -v b="$ofirst" 'BEGIN { printf "%.2f", (a > 0 ? b / a : 0) }')" "" ""
