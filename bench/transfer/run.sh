#!/usr/bin/env bash
# Transfers against the peers a student would otherwise use, all to the same sandbox instance over
# its real sshd in the same run, interleaved, median of the rounds:
#  (a) one large file (1 GiB): gpudeskctl upload vs scp vs rsync --whole-file vs cat | ssh 'cat >'
#      (the ceiling of one SSH stream) — targets >= 1.0x scp and >= 0.85x the ceiling;
#  (b) 20,000 files of 1-8 KiB: gpudeskctl upload vs scp -r vs rsync -a vs tar | ssh tar -x —
#      targets >= 1.0x rsync and >= 3x scp -r;
#  (c) (a) and (b) again through a TCP relay that adds 25 ms each way (relay.py; apiproxy.py makes
#      the platform report the relay as the instance's SSH port, so every tool goes through it),
#      against rsync only — target >= 1.0x rsync;
#  (d) resume: an upload interrupted at about half, then run again: the share of the file the
#      second run sends (target <= 55%);
#  (e) the same file and tree down again: gpudeskctl download vs scp (-r) vs rsync (-a) — target
#      >= 1.0x each.
# gpudesk's figures include what the others do not do: the pre-flight and a SHA-256 check of every
# file on both sides. Prints figures and ratios; asserts nothing.
# Note: every command on the instance starts a shell as the sandbox's user (sshd's ForceCommand),
# so a slow ~/.bashrc of that user (pyenv init, say) slows every tool's every round trip.
# Its files (the instance's disk, the local folders) go in $TMPDIR: bench/run-all puts them on tmpfs
# where it has room (a disk that throttles writes measures itself more than the tools).
# Usage: [BUILD=build/DIR] [TMPDIR=DIR] bench/transfer/run.sh [MiB, default 1024] [files, default 20000] [rounds, default 3]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
mib=${1:-1024}
files=${2:-20000}
rounds=${3:-3}
. bench/lib/sandbox.sh
. bench/lib/report.sh
bench_instance scp rsync tar -- \
  '{"name":"bench","region":"cn-north-1","gpu_type":"rtx-3090-24g","image":"ubuntu-22.04","data_disk_gb":100}'
data=$(api GET /v1/instances | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["data_disk"]["mount_path"])')
ssh_() { ssh -F "$config" -o BatchMode=yes "$alias_name" "$@"; }

echo "preparing: one ${mib} MiB file and ${files} small files"
mkdir -p "$work/big" "$work/small"
head -c "${mib}M" /dev/urandom > "$work/big/blob.bin"
python3 - "$work/small/tree" "$files" <<'PY2'
import os, random, sys
root, n = sys.argv[1], int(sys.argv[2])
random.seed(1)
for i in range(n):
    d = os.path.join(root, "d%03d" % (i % 200))
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "f%05d.txt" % i), "wb") as f:
        f.write(os.urandom(random.randint(1024, 8192)))
PY2

# Seconds a command takes (wall clock), the destination emptied first.
timed() { local dest=$1; shift; ssh_ "rm -rf '$dest'" ; elapsed "$@"; }
# The same for a download into the local folder $1, emptied first.
timed_down() { local dest=$1; shift; rm -rf "$dest"; mkdir -p "$dest"; elapsed "$@"; }
elapsed() { local t0=$(date +%s.%N); "$@" >/dev/null 2>&1; local t1=$(date +%s.%N); awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
declare -A t
for r in $(seq "$rounds"); do
  t[a_gpudesk]+="$(timed "$data/a" ctl upload bench "$work/big/blob.bin" "$data/a") "
  t[a_scp]+="$(timed "$data/a" bash -c "ssh -F '$config' -o BatchMode=yes $alias_name 'mkdir -p $data/a' && scp -q -F '$config' '$work/big/blob.bin' $alias_name:'$data/a/'") "
  t[a_rsync]+="$(timed "$data/a" rsync -a --whole-file -e "ssh -F $config -o BatchMode=yes" "$work/big/blob.bin" "$alias_name:$data/a/") "
  t[a_cat]+="$(timed "$data/a" bash -c "cat '$work/big/blob.bin' | ssh -F '$config' -o BatchMode=yes $alias_name 'mkdir -p $data/a && cat > $data/a/blob.bin'") "
  t[b_gpudesk]+="$(timed "$data/b" ctl upload bench "$work/small/tree" "$data/b") "
  t[b_scp]+="$(timed "$data/b" bash -c "ssh -F '$config' -o BatchMode=yes $alias_name 'mkdir -p $data/b' && scp -q -r -F '$config' '$work/small/tree' $alias_name:'$data/b/'") "
  t[b_rsync]+="$(timed "$data/b" rsync -a -e "ssh -F $config -o BatchMode=yes" "$work/small/tree" "$alias_name:$data/b/") "
  t[b_tar]+="$(timed "$data/b" bash -c "tar -C '$work/small' -cf - tree | ssh -F '$config' -o BatchMode=yes $alias_name 'mkdir -p $data/b && tar -C $data/b -xf -'") "
  echo "round $r done"
done
for k in a_gpudesk a_scp a_rsync a_cat b_gpudesk b_scp b_rsync b_tar; do eval "m_$k=$(median ${t[$k]})"; done
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (a > 0 ? b / a : 0) }'; } # speed ratio = peer time / gpudesk time
rate() { awk -v s="$1" -v m="$mib" 'BEGIN { printf "%.0f", (s > 0 ? m / s : 0) }'; }
echo "sandbox instance over loopback, $(nproc) cores, median of $rounds rounds, files on $(stat -f -c %T "$work") ($work)"
echo "(a) ${mib} MiB file: gpudesk ${m_a_gpudesk}s ($(rate $m_a_gpudesk) MiB/s), scp ${m_a_scp}s, rsync --whole-file ${m_a_rsync}s, cat|ssh ${m_a_cat}s"
echo "    gpudesk vs scp $(ratio $m_a_gpudesk $m_a_scp)x (target >= 1.0x), vs the ceiling $(ratio $m_a_gpudesk $m_a_cat)x (target >= 0.85x), vs rsync $(ratio $m_a_gpudesk $m_a_rsync)x"
echo "(b) ${files} small files: gpudesk ${m_b_gpudesk}s, scp -r ${m_b_scp}s, rsync -a ${m_b_rsync}s, tar|ssh tar ${m_b_tar}s"
echo "    gpudesk vs rsync $(ratio $m_b_gpudesk $m_b_rsync)x (target >= 1.0x), vs scp -r $(ratio $m_b_gpudesk $m_b_scp)x (target >= 3x), vs tar|ssh $(ratio $m_b_gpudesk $m_b_tar)x"
r=$(ratio $m_a_gpudesk $m_a_cat)
bench_row upload-big "upload one ${mib} MiB file (SHA-256 checked)" "cat | ssh 'cat > f' (the ceiling)" "${m_a_gpudesk} s" "${m_a_cat} s" "$r" ">= 0.85x" "$(at_least "$r" 0.85)"
r=$(ratio $m_a_gpudesk $m_a_scp)
bench_row upload-big-scp "upload one ${mib} MiB file" "scp" "${m_a_gpudesk} s" "${m_a_scp} s" "$r" ">= 1.0x" "$(at_least "$r" 1.0)"
r=$(ratio $m_b_gpudesk $m_b_rsync)
bench_row upload-small "upload ${files} files of 1-8 KiB (checked)" "rsync -a" "${m_b_gpudesk} s" "${m_b_rsync} s" "$r" ">= 1.0x" "$(at_least "$r" 1.0)"
r=$(ratio $m_b_gpudesk $m_b_scp)
bench_row upload-small-scp "upload ${files} files of 1-8 KiB" "scp -r" "${m_b_gpudesk} s" "${m_b_scp} s" "$r" ">= 3x" "$(at_least "$r" 3)"

# (e) Down again: the file and the tree as the last round left them there.
ssh_ "rm -rf '$data/e' && mkdir -p '$data/e' && cp '$data/a/blob.bin' '$data/e/' && cp -r '$data/b/tree' '$data/e/'"
declare -A d
for r in $(seq "$rounds"); do
  d[a_gpudesk]+="$(timed_down "$work/down" ctl download bench "$data/e/blob.bin" "$work/down") "
  d[a_scp]+="$(timed_down "$work/down" scp -q -F "$config" "$alias_name:$data/e/blob.bin" "$work/down/") "
  d[a_rsync]+="$(timed_down "$work/down" rsync -a --whole-file -e "ssh -F $config -o BatchMode=yes" "$alias_name:$data/e/blob.bin" "$work/down/") "
  d[b_gpudesk]+="$(timed_down "$work/down" ctl download bench "$data/e/tree" "$work/down") "
  d[b_scp]+="$(timed_down "$work/down" scp -q -r -F "$config" "$alias_name:$data/e/tree" "$work/down/") "
  d[b_rsync]+="$(timed_down "$work/down" rsync -a -e "ssh -F $config -o BatchMode=yes" "$alias_name:$data/e/tree" "$work/down/") "
  echo "download round $r done"
done
for k in a_gpudesk a_scp a_rsync b_gpudesk b_scp b_rsync; do eval "e_$k=$(median ${d[$k]})"; done
echo "(e) down: ${mib} MiB file gpudesk ${e_a_gpudesk}s, scp ${e_a_scp}s, rsync ${e_a_rsync}s; ${files} small files gpudesk ${e_b_gpudesk}s, scp -r ${e_b_scp}s, rsync -a ${e_b_rsync}s"
for peer in scp rsync; do
  eval "g=\$e_a_gpudesk; o=\$e_a_$peer"; r=$(ratio $g $o)
  bench_row "download-big-$peer" "download one ${mib} MiB file (checked)" "$peer" "$g s" "$o s" "$r" ">= 1.0x" "$(at_least "$r" 1.0)"
done
for peer in scp rsync; do
  eval "g=\$e_b_gpudesk; o=\$e_b_$peer"; r=$(ratio $g $o)
  label=$peer; [ $peer = scp ] && label="scp -r"; [ $peer = rsync ] && label="rsync -a"
  bench_row "download-small-$peer" "download ${files} files of 1-8 KiB (checked)" "$label" "$g s" "$o s" "$r" ">= 1.0x" "$(at_least "$r" 1.0)"
done

# (c) The same through a relay that adds 25 ms each way, against rsync.
ssh_port=$(api GET /v1/instances | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["ssh"]["port"])')
relay_port=$(free_port); proxy_port=$(free_port)
python3 bench/transfer/relay.py "$relay_port" "$ssh_port" 25 & pids+=($!)
python3 bench/transfer/apiproxy.py "$proxy_port" "$url" "$ssh_port" "$relay_port" & pids+=($!)
sleep 0.5
far() { $bin/gpudeskctl --platform "http://127.0.0.1:$proxy_port" --ssh-dir "$work/ssh-far" "$@"; }
mkdir -p "$work/ssh-far" && far ssh-config sync --no-include >/dev/null
far_config="$work/ssh-far/gpudesk/config"
declare -A f
for r in $(seq "$rounds"); do
  f[a_gpudesk]+="$(timed "$data/fa" far upload bench "$work/big/blob.bin" "$data/fa") "
  f[a_rsync]+="$(timed "$data/fa" rsync -a --whole-file -e "ssh -F $far_config -o BatchMode=yes" "$work/big/blob.bin" "$alias_name:$data/fa/") "
  f[b_gpudesk]+="$(timed "$data/fb" far upload bench "$work/small/tree" "$data/fb") "
  f[b_rsync]+="$(timed "$data/fb" rsync -a -e "ssh -F $far_config -o BatchMode=yes" "$work/small/tree" "$alias_name:$data/fb/") "
  echo "far round $r done"
done
for k in a_gpudesk a_rsync b_gpudesk b_rsync; do eval "f_$k=$(median ${f[$k]})"; done
echo "(c) through a relay adding 25 ms each way: ${mib} MiB file gpudesk ${f_a_gpudesk}s, rsync ${f_a_rsync}s: $(ratio $f_a_gpudesk $f_a_rsync)x (target >= 1.0x)"
echo "    ${files} small files gpudesk ${f_b_gpudesk}s, rsync -a ${f_b_rsync}s: $(ratio $f_b_gpudesk $f_b_rsync)x (target >= 1.0x)"
r=$(ratio $f_a_gpudesk $f_a_rsync)
bench_row far-upload-big "upload one ${mib} MiB file through 25 ms each way" "rsync --whole-file" "${f_a_gpudesk} s" "${f_a_rsync} s" "$r" ">= 1.0x" "$(at_least "$r" 1.0)"
r=$(ratio $f_b_gpudesk $f_b_rsync)
bench_row far-upload-small "upload ${files} files of 1-8 KiB through 25 ms each way" "rsync -a" "${f_b_gpudesk} s" "${f_b_rsync} s" "$r" ">= 1.0x" "$(at_least "$r" 1.0)"

# (d) Interrupted at about half (Ctrl+C once the progress passes 50%), then the same command again.
ssh_ "rm -rf '$data/d'"
python3 - "$bin/gpudeskctl" "$url" "$work/ssh" "$work/big/blob.bin" "$data/d" <<'PY3'
import json, signal, subprocess, sys
ctl, url, sshdir, src, dest = sys.argv[1:]
p = subprocess.Popen([ctl, "--platform", url, "--ssh-dir", sshdir, "upload", "bench", src, dest, "--json"],
                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
for line in p.stdout:
    d = json.loads(line)
    if d["bytes_total"] and d["bytes_done"] >= d["bytes_total"] / 2:
        p.send_signal(signal.SIGINT)
        break
p.wait()
print("interrupted with exit code %d" % p.returncode)
PY3
sleep 0.5
part=$(ssh_ "stat -c %s '$data/d/blob.bin.part' 2>/dev/null || echo 0")
size=$(stat -c %s "$work/big/blob.bin")
ctl upload bench "$work/big/blob.bin" "$data/d" >/dev/null 2>&1 && echo "resumed and verified"
share=$(awk -v p="$part" -v s="$size" 'BEGIN { printf "%.0f", 100 * (s - p) / s }')
bench_row resume "an upload interrupted at about half, run again" "the file's size" "${share}% sent again" "100%" "" "<= 55%" "$(at_most "$share" 55)"
echo "(d) resume: interrupted with $(awk -v p="$part" -v s="$size" 'BEGIN { printf "%.0f", 100 * p / s }')% there; the second run sent $(awk -v p="$part" -v s="$size" 'BEGIN { printf "%.0f", 100 * (s - p) / s }')% of the file (target <= 55%)"
