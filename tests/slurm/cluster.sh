#!/usr/bin/env bash
# Starts and stops a throw-away single-node Slurm cluster (Debian 12's Slurm
# 22.05, slurmrestd with OpenAPI v0.0.38) for gpudesk's tests.
#
#   tests/slurm/cluster.sh install     apt-get install the packages (idempotent)
#   tests/slurm/cluster.sh start DIR   write configs into DIR, start munged,
#                                      slurmctld, slurmd and slurmrestd, wait
#                                      until they answer, write DIR/env
#   tests/slurm/cluster.sh stop DIR    stop everything started for DIR
#   tests/slurm/cluster.sh status DIR  exit 0 when all daemons of DIR run
#
# Everything a cluster owns (configs, state, spool, logs, pid files, the munge
# socket and key, the JWT key, fake GPU device files) lives in DIR, and every
# TCP port is picked free on 127.0.0.1, so several test sessions can each run
# their own cluster at the same time, next to (or without) a real Slurm.
# No systemd is used or needed; it must run as root (slurmd has to start jobs
# as another user).
#
# DIR/env (shell syntax, values single-quoted) gives the tests:
#   SLURM_CONF SLURMRESTD_URL SLURM_API_VERSION SLURM_USER SLURM_USER_HOME
#   SLURM_JWT SLURM_JWT_LIFESPAN SLURM_NODE SLURM_PARTITION SLURM_PARTITIONS
#   SLURM_GPU_TYPE SLURM_GPU_COUNT SLURM_CPUS SLURM_REAL_MEMORY
#   SLURM_PARTITION_MAX_TIME SLURM_PARTITION_DEFAULT_TIME
#   SLURMCTLD_PORT SLURMD_PORT SLURMRESTD_PORT SLURM_DIR
#   MUNGE_SOCKET MUNGED_PID SLURMCTLD_PID SLURMD_PID SLURMRESTD_PID
#
# Knobs (environment): GPUDESK_SLURM_TEST_USER (default gpudesk-slurm-test),
# GPUDESK_SLURMREST_USER (default slurmrest), GPUDESK_SLURM_JWT_LIFESPAN
# (seconds, default 86400), GPUDESK_SLURM_START_TIMEOUT (seconds, default 30).

set -eu

PACKAGES="munge slurm-client slurmctld slurmd slurmrestd slurm-wlm-jwt-plugin"
API_VERSION=v0.0.38
TEST_USER=${GPUDESK_SLURM_TEST_USER:-gpudesk-slurm-test}
REST_USER=${GPUDESK_SLURMREST_USER:-slurmrest}
JWT_LIFESPAN=${GPUDESK_SLURM_JWT_LIFESPAN:-86400}
# Debian's slurmrestd also has openapi/v0.0.36 and v0.0.37; a comma list
# here serves several versions at once. Never openapi/dbv*: needs slurmdbd.
REST_PLUGINS=${GPUDESK_SLURMREST_PLUGINS:-openapi/v0.0.38}
START_TIMEOUT=${GPUDESK_SLURM_START_TIMEOUT:-30}
GPU_TYPE=rtx4090
GPU_COUNT=4
NODE_SOCKETS=2
NODE_CORES=8
NODE_MEMORY=65536
# Partition limits, chosen so the tests can see a max time and a default time
# that differ (Slurm reports minutes in REST answers).
PART_MAIN=gpu
PART_MAIN_MAX=1-00:00:00
PART_MAIN_DEFAULT=01:00:00
PART_SHORT=short
PART_SHORT_MAX=00:30:00
PART_SHORT_DEFAULT=00:10:00

die() {
    echo "cluster.sh: $*" >&2
    exit 1
}

# die_log MESSAGE LOGFILE...: fail with the tail of the logs that tell why.
die_log() {
    msg=$1
    shift
    echo "cluster.sh: $msg" >&2
    for f in "$@"; do
        if [ -s "$f" ]; then
            echo "---- last lines of $f ----" >&2
            tail -n 25 "$f" >&2
        fi
    done
    # A failed start leaves nothing running behind.
    if [ -n "${STARTING:-}" ]; then
        cmd_stop "$DIR" >/dev/null 2>&1 || true
    fi
    exit 1
}

need_root() {
    [ "$(id -u)" = 0 ] || die "must run as root (slurmd starts jobs as another user)"
}

# slurmd 22.05 always starts its cgroup plugin, which reads /sys/fs/cgroup to tell cgroup v1 from
# v2 (even with proctrack/linuxproc and task/none). A machine with systemd always has it mounted;
# a chroot or a minimal container may have nothing there, and slurmd exits. Then the v1 layout is
# mounted as systemd would (a tmpfs and the "systemd" named hierarchy, which the machine's
# processes are in already): a cgroup2 mount would clash with their v1 controllers.
# Clusters started at once (tests run in parallel) take turns under a lock, so that only the first
# mounts and the others find it mounted.
ensure_cgroup_fs() {
    if [ -n "$(ls -A /sys/fs/cgroup 2>/dev/null)" ]; then
        return 0
    fi
    (
        flock 9
        if [ -n "$(ls -A /sys/fs/cgroup 2>/dev/null)" ]; then
            exit 0
        fi
        echo "cluster.sh: nothing mounted at /sys/fs/cgroup: mounting the cgroup v1 layout there (slurmd needs it)" >&2
        if grep -q ':name=systemd:' /proc/self/cgroup; then
            mount -t tmpfs -o mode=755 cgroup /sys/fs/cgroup && mkdir -p /sys/fs/cgroup/systemd &&
                mount -t cgroup -o none,name=systemd cgroup /sys/fs/cgroup/systemd
        else
            mount -t cgroup2 none /sys/fs/cgroup
        fi
    ) 9>/tmp/gpudesk-slurm-cgroup.lock || die "nothing at /sys/fs/cgroup, and it cannot be mounted: slurmd will not start"
}

# munge's package scripts, slurmrestd and the jobs run as other users, who must be able to enter /.
# A freshly debootstrapped root (a chroot made from a tarball of mktemp -d) can be 0700.
ensure_root_enterable() {
    mode=$(stat -c %a /)
    case "$mode" in
        *[1357]) ;;
        *)
            echo "cluster.sh: / is mode $mode: letting other users enter it (chmod o+x /)" >&2
            chmod o+x /
            ;;
    esac
}

# --------------------------------------------------------------------- install

packages_missing() {
    missing=""
    for p in $PACKAGES; do
        st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
        case "$st" in
            *" installed") ;;
            *) missing="$missing $p" ;;
        esac
    done
    echo "$missing"
}

cmd_install() {
    need_root
    ensure_root_enterable
    missing=$(packages_missing)
    if [ -z "$missing" ]; then
        return 0
    fi
    echo "cluster.sh: installing$missing" >&2
    # The package scripts would start munge/slurmctld/slurmd through
    # invoke-rc.d. A policy-rc.d that exits 101 forbids that; we only add one
    # when none exists (containers often ship their own) and remove it after.
    own_policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
        chmod 755 /usr/sbin/policy-rc.d
        own_policy=1
    fi
    rc=0
    # Try without "apt-get update" first: it is slow and usually not needed.
    # shellcheck disable=SC2086
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing; then
        DEBIAN_FRONTEND=noninteractive apt-get update || rc=$?
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing || rc=$?
    fi
    [ -n "$own_policy" ] && rm -f /usr/sbin/policy-rc.d
    # Belt and braces: should a daemon have been started anyway (no policy
    # honoured), stop the system-wide instances and keep them from booting.
    for svc in slurmrestd slurmd slurmctld munge; do
        if [ -x "/etc/init.d/$svc" ]; then
            "/etc/init.d/$svc" stop >/dev/null 2>&1 || true
        fi
    done
    for pidf in /run/slurmrestd.pid /run/slurmd.pid /run/slurmctld.pid /run/munge/munged.pid; do
        if [ -s "$pidf" ]; then
            kill "$(cat "$pidf")" 2>/dev/null || true
        fi
    done
    # Debian enables the units and init scripts on install; a test machine
    # must not boot a system-wide munge/Slurm, so disable what we installed.
    for p in $missing; do
        case "$p" in
            munge) svc=munge ;;
            slurmctld|slurmd|slurmrestd) svc=$p ;;
            *) continue ;;
        esac
        if command -v deb-systemd-helper >/dev/null 2>&1; then
            # (it refuses to work unless it believes dpkg called it)
            DPKG_MAINTSCRIPT_PACKAGE=$p deb-systemd-helper disable "$svc.service" >/dev/null 2>&1 || true
        fi
        if [ -x "/etc/init.d/$svc" ] && command -v update-rc.d >/dev/null 2>&1; then
            update-rc.d "$svc" disable >/dev/null 2>&1 || true
        fi
    done
    [ "$rc" = 0 ] || die "apt-get install failed"
    missing=$(packages_missing)
    [ -z "$missing" ] || die "still missing after install:$missing"
}

# ----------------------------------------------------------------------- start

# free_ports N: N distinct free TCP ports on 127.0.0.1. All sockets stay open
# until every port is chosen, so the N ports differ from each other. (There is
# a small race with other programs until the daemons bind them; acceptable.)
free_ports() {
    py=python3
    [ -x /usr/bin/python3 ] && py=/usr/bin/python3
    "$py" - "$1" <<'EOF'
import socket, sys
socks = []
for _ in range(int(sys.argv[1])):
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    socks.append(s)
print(" ".join(str(s.getsockname()[1]) for s in socks))
EOF
}

ensure_users() {
    # slurmrestd refuses to run as root; it gets its own system user.
    if ! id "$REST_USER" >/dev/null 2>&1; then
        useradd --system --no-create-home --home-dir /nonexistent \
            --shell /usr/sbin/nologin "$REST_USER"
    fi
    # Jobs run as a normal user with a home (tests put authorized_keys there).
    if ! id "$TEST_USER" >/dev/null 2>&1; then
        useradd --create-home --shell /bin/bash "$TEST_USER"
    fi
    # No password, but not locked: useradd's "!" is a locked account, which an sshd without PAM (a
    # test's login node) refuses even a key for.
    if [ "$(getent shadow "$TEST_USER" | cut -d: -f2)" = "!" ]; then
        usermod -p '*' "$TEST_USER"
    fi
}

# pid_alive PIDFILE NAME: the pid in PIDFILE runs and is NAME (guards against
# a stale pid file whose pid now belongs to something else).
pid_alive() {
    [ -s "$1" ] || return 1
    p=$(cat "$1")
    [ -d "/proc/$p" ] || return 1
    tr '\0' ' ' <"/proc/$p/cmdline" 2>/dev/null | grep -q "$2"
}

# proc_running PIDFILE: the process is there and not a zombie. wait_up uses
# it rather than pid_alive: until the spawned subshell has exec'd, its command
# line is still this script's, and a daemon that died stays a zombie child of
# this script until we reap it.
proc_running() {
    p=$(cat "$1" 2>/dev/null) || return 1
    [ -n "$p" ] && [ -r "/proc/$p/stat" ] || return 1
    ! grep -q '^[0-9]* ([^)]*) Z' "/proc/$p/stat" 2>/dev/null
}

# spawn NAME COMMAND...: run a daemon in the foreground mode it offers, but in
# the background and in its own session (so it outlives this script and a
# terminal's signals), its output in DIR/log/NAME.out and its pid in
# DIR/run/NAME.pid. Foreground mode gives us the pid at once and lets the
# waits below notice a daemon that died instead of waiting out the timeout.
spawn() {
    name=$1
    shift
    # cd /: a daemon must not keep the caller's directory busy, and
    # slurmrestd gives its own cwd to jobs submitted without
    # current_working_directory. The subshell execs, so $! is the daemon.
    (cd / && exec setsid "$@" </dev/null >"$DIR/log/$name.out" 2>&1 9>&-) &
    echo $! >"$DIR/run/$name.pid"
}

# wait_up SECONDS NAME COMMAND...: poll COMMAND every 0.1 s until it
# succeeds; fail early when the daemon NAME is gone.
wait_up() {
    limit=$1
    name=$2
    shift 2
    end=$(( $(date +%s) + limit ))
    while ! "$@" >/dev/null 2>&1; do
        proc_running "$DIR/run/$name.pid" || return 2
        [ "$(date +%s)" -lt "$end" ] || return 1
        sleep 0.1
    done
}

# wait_for SECONDS COMMAND...: poll COMMAND every 0.1 s until it succeeds.
wait_for() {
    limit=$1
    shift
    end=$(( $(date +%s) + limit ))
    while ! "$@" >/dev/null 2>&1; do
        [ "$(date +%s)" -lt "$end" ] || return 1
        sleep 0.1
    done
}

node_idle() {
    st=$(scontrol -o show node "$NODE" 2>/dev/null) || return 1
    case "$st" in
        *"State=IDLE "*) return 0 ;;
        *) return 1 ;;
    esac
}

rest_ping() {
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 \
        -H "X-SLURM-USER-NAME: $TEST_USER" -H "X-SLURM-USER-TOKEN: $JWT" \
        "http://127.0.0.1:$REST_PORT/slurm/$API_VERSION/ping")
    [ "$code" = 200 ]
}

write_configs() {
    # The node's size is fixed, not the machine's: answers and tests are the
    # same on every machine, and there are enough CPUs for several jobs at
    # once even on a 2-CPU runner. SlurmdParameters=config_overrides (below)
    # makes slurmd accept a node larger than the hardware; nothing enforces
    # CPUs or memory here anyway (no cgroups).
    topo="Boards=1 SocketsPerBoard=$NODE_SOCKETS CoresPerSocket=$NODE_CORES ThreadsPerCore=1"
    CPUS=$(( NODE_SOCKETS * NODE_CORES ))
    REAL_MEMORY=$NODE_MEMORY
    cpus=$CPUS
    mem=$REAL_MEMORY

    # Fake GPUs: Slurm wants a device file per GPU (Count= alone leaves the
    # node INVAL); symlinks to /dev/null are enough and still make slurmd set
    # CUDA_VISIBLE_DEVICES in the job.
    last=$(( GPU_COUNT - 1 ))
    i=0
    while [ "$i" -lt "$GPU_COUNT" ]; do
        ln -sfn /dev/null "$DIR/dev/nvidia$i"
        i=$(( i + 1 ))
    done

    cat >"$DIR/etc/gres.conf" <<EOF
# Written by tests/slurm/cluster.sh. No NVML probing: the GPUs are fake.
AutoDetect=off
NodeName=$NODE Name=gpu Type=$GPU_TYPE File=$DIR/dev/nvidia[0-$last]
EOF

    cat >"$DIR/etc/slurm.conf" <<EOF
# Written by tests/slurm/cluster.sh for a throw-away test cluster.
ClusterName=gpudesk-test
SlurmctldHost=$NODE(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT

# munge for daemons and the command line tools; our own munged socket.
AuthType=auth/munge
AuthInfo=socket=$DIR/run/munge.socket
CredType=cred/munge
# JWT (HS256) for slurmrestd and "scontrol token".
AuthAltTypes=auth/jwt
AuthAltParameters=jwt_key=$DIR/etc/jwt_hs256.key

StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool
SlurmctldPidFile=$DIR/run/slurmctld.own.pid
SlurmdPidFile=$DIR/run/slurmd.own.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info

# No cgroups, no systemd, no accounting daemon.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SwitchType=switch/none
MpiDefault=none
SlurmdParameters=config_overrides

SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
# Without a default, a job would take all the node's memory and run alone.
DefMemPerCPU=100
GresTypes=gpu
# (No AccountingStorageTRES=gres/gpu: slurmctld dies with "slurmdbd is
# required to run with TRES gres/gpu", so tres strings carry no GPUs here.)
ReturnToService=2
# Debian's default /bin/mail is not installed; silence the error.
MailProg=/bin/true
# Finished jobs stay visible in /jobs for this long (no slurmdbd).
MinJobAge=300
# Quick cancels: SIGKILL 2 s after SIGTERM instead of 30 s.
KillWait=2
InactiveLimit=0
MessageTimeout=10

NodeName=$NODE NodeAddr=127.0.0.1 CPUs=$cpus $topo RealMemory=$mem Gres=gpu:$GPU_TYPE:$GPU_COUNT State=UNKNOWN
PartitionName=$PART_MAIN Nodes=$NODE Default=YES MaxTime=$PART_MAIN_MAX DefaultTime=$PART_MAIN_DEFAULT State=UP
PartitionName=$PART_SHORT Nodes=$NODE Default=NO MaxTime=$PART_SHORT_MAX DefaultTime=$PART_SHORT_DEFAULT State=UP
EOF
    chmod 644 "$DIR/etc/slurm.conf" "$DIR/etc/gres.conf"
}

cmd_start() {
    need_root
    ensure_root_enterable
    ensure_cgroup_fs
    [ -n "${1:-}" ] || die "usage: cluster.sh start DIR"
    for b in munged slurmctld slurmd slurmrestd scontrol curl; do
        command -v "$b" >/dev/null 2>&1 || die "$b not found; run: $0 install"
    done
    [ -e /usr/lib/x86_64-linux-gnu/slurm-wlm/auth_jwt.so ] ||
        ls /usr/lib/*/slurm-wlm/auth_jwt.so >/dev/null 2>&1 ||
        die "auth_jwt plugin missing (package slurm-wlm-jwt-plugin); run: $0 install"

    mkdir -p "$1"
    DIR=$(cd "$1" && pwd -P)
    case "$DIR" in
        *[[:space:]]*) die "DIR must not contain blanks (slurm.conf cannot quote them): $DIR" ;;
    esac
    if pid_alive "$DIR/run/slurmctld.pid" slurmctld; then
        die "a cluster already runs in $DIR; stop it first"
    fi
    # DIR must be traversable by slurmrestd's user and by the job user (they
    # read slurm.conf and talk to the munge socket); mktemp -d makes it 0700.
    chmod 755 "$DIR"
    mkdir -p "$DIR/etc" "$DIR/state" "$DIR/spool" "$DIR/log" "$DIR/run" "$DIR/dev" "$DIR/munge"
    chmod 755 "$DIR/etc" "$DIR/run" "$DIR/log" "$DIR/dev"
    # munged refuses key/seed dirs that others can write or read.
    chmod 700 "$DIR/state" "$DIR/spool" "$DIR/munge"

    # One start at a time (test binaries run in parallel): two at once could pick the same free
    # ports before either binds them, or both add the same missing user. The daemons do not
    # inherit the lock (spawn closes fd 9); it goes with this script.
    exec 9>"${TMPDIR:-/tmp}/gpudesk-slurm-start.lock"
    flock 9
    ensure_users
    NODE=$(hostname -s)
    read -r CTLD_PORT SLURMD_PORT REST_PORT <<EOF
$(free_ports 3)
EOF
    export SLURM_CONF="$DIR/etc/slurm.conf"
    write_configs

    # Keys: a fresh munge key and a fresh HS256 key per cluster, so a test's
    # tokens never work against any other cluster.
    if [ ! -s "$DIR/munge/munge.key" ]; then
        dd if=/dev/urandom of="$DIR/munge/munge.key" bs=1024 count=1 status=none
    fi
    chmod 600 "$DIR/munge/munge.key"
    if [ ! -s "$DIR/etc/jwt_hs256.key" ]; then
        dd if=/dev/urandom of="$DIR/etc/jwt_hs256.key" bs=32 count=1 status=none
    fi
    # Readable by SlurmUser (root) only: whoever has it can sign any token.
    chown root:root "$DIR/etc/jwt_hs256.key"
    chmod 600 "$DIR/etc/jwt_hs256.key"

    STARTING=1
    # munged runs as root here (the Debian "munge" user could not read a key
    # in DIR). --force turns its strict permission checks on the directories
    # above the socket and key into warnings, so DIR may live anywhere.
    # (env -u: only processes of Slurm carry SLURM_CONF; "stop" sweeps them.)
    spawn munged env -u SLURM_CONF munged --foreground --force \
        --socket="$DIR/run/munge.socket" \
        --key-file="$DIR/munge/munge.key" \
        --pid-file="$DIR/run/munged.own.pid" \
        --log-file="$DIR/log/munged.log" \
        --seed-file="$DIR/munge/munge.seed"
    wait_up "$START_TIMEOUT" munged test -S "$DIR/run/munge.socket" ||
        die_log "munged did not start" "$DIR/log/munged.out" "$DIR/log/munged.log"

    # -c: start from a clean state even when DIR was used before (jobs saved
    # as running would keep the node allocated while slurmctld sorts them out).
    spawn slurmctld slurmctld -D -c -f "$SLURM_CONF"
    wait_up "$START_TIMEOUT" slurmctld scontrol ping ||
        die_log "slurmctld did not start" "$DIR/log/slurmctld.out" "$DIR/log/slurmctld.log"
    spawn slurmd slurmd -D -f "$SLURM_CONF"
    wait_up "$START_TIMEOUT" slurmd node_idle ||
        die_log "node $NODE did not become idle: $(scontrol -o show node "$NODE" 2>&1 |
            grep -o 'State=[^ ]*\|Reason=.*')" \
            "$DIR/log/slurmd.out" "$DIR/log/slurmd.log" "$DIR/log/slurmctld.log"

    # slurmrestd refuses to run as root, hence -u/-g (it drops privileges
    # after reading slurm.conf). SLURM_JWT=daemon: it forwards each client's
    # own JWT to slurmctld (without it every request gets 401).
    # Only openapi/v0.0.38 by default: without -s it also loads
    # openapi/dbv0.0.38, which exits "slurm not configured with slurmdbd".
    # It logs to stderr only: DIR/log/slurmrestd.out.
    spawn slurmrestd env SLURM_JWT=daemon slurmrestd -f "$SLURM_CONF" \
        -u "$REST_USER" -g "$(id -gn "$REST_USER")" \
        -a rest_auth/jwt -s "$REST_PLUGINS" \
        "127.0.0.1:$REST_PORT"

    JWT=$(scontrol token username="$TEST_USER" lifespan="$JWT_LIFESPAN" | sed -n 's/^SLURM_JWT=//p')
    [ -n "$JWT" ] || die_log "scontrol token failed" "$DIR/log/slurmctld.log"
    wait_up "$START_TIMEOUT" slurmrestd rest_ping ||
        die_log "slurmrestd does not answer on 127.0.0.1:$REST_PORT" "$DIR/log/slurmrestd.out"

    home=$(getent passwd "$TEST_USER" | cut -d: -f6)
    {
        echo "# Written by tests/slurm/cluster.sh start; source it."
        echo "SLURM_DIR='$DIR'"
        echo "SLURM_CONF='$SLURM_CONF'"
        echo "SLURMRESTD_URL='http://127.0.0.1:$REST_PORT'"
        echo "SLURM_API_VERSION='$API_VERSION'"
        echo "SLURM_USER='$TEST_USER'"
        echo "SLURM_USER_HOME='$home'"
        echo "SLURM_JWT='$JWT'"
        echo "SLURM_JWT_LIFESPAN='$JWT_LIFESPAN'"
        echo "SLURM_NODE='$NODE'"
        echo "SLURM_PARTITION='$PART_MAIN'"
        echo "SLURM_PARTITIONS='$PART_MAIN $PART_SHORT'"
        echo "SLURM_PARTITION_MAX_TIME='$PART_MAIN_MAX'"
        echo "SLURM_PARTITION_DEFAULT_TIME='$PART_MAIN_DEFAULT'"
        echo "SLURM_GPU_TYPE='$GPU_TYPE'"
        echo "SLURM_GPU_COUNT='$GPU_COUNT'"
        echo "SLURM_CPUS='$CPUS'"
        echo "SLURM_REAL_MEMORY='$REAL_MEMORY'"
        echo "SLURMCTLD_PORT='$CTLD_PORT'"
        echo "SLURMD_PORT='$SLURMD_PORT'"
        echo "SLURMRESTD_PORT='$REST_PORT'"
        echo "MUNGE_SOCKET='$DIR/run/munge.socket'"
        echo "MUNGED_PID='$(cat "$DIR/run/munged.pid")'"
        echo "SLURMCTLD_PID='$(cat "$DIR/run/slurmctld.pid")'"
        echo "SLURMD_PID='$(cat "$DIR/run/slurmd.pid")'"
        echo "SLURMRESTD_PID='$(cat "$DIR/run/slurmrestd.pid")'"
    } >"$DIR/env"
    chmod 644 "$DIR/env"
}

# ------------------------------------------------------------------------ stop

# gone PID: the process has exited. A zombie counts as gone: the daemons were
# started by an earlier "start", so whoever reaps them is not us (in
# containers that can take a while), and "kill -0" would still succeed.
gone() {
    st=$(sed -n 's/^[0-9]* (.*) \([A-Z]\).*/\1/p' "/proc/$1/stat" 2>/dev/null)
    [ -z "$st" ] || [ "$st" = Z ] || [ "$st" = X ]
}

# stop_pid PIDFILE NAME: TERM, wait up to 10 s, then KILL.
stop_pid() {
    pid_alive "$1" "$2" || { rm -f "$1"; return 0; }
    p=$(cat "$1")
    kill "$p" 2>/dev/null || true
    if ! wait_for 10 gone "$p"; then
        kill -9 "$p" 2>/dev/null || true
        wait_for 5 gone "$p" || echo "cluster.sh: $2 ($p) survives SIGKILL" >&2
    fi
    rm -f "$1"
}

# Processes of this cluster's jobs that outlive slurmd when it is stopped:
# slurmstepd (it inherits slurmd's environment, SLURM_CONF included) and job
# processes (slurmd puts SLURM_CONF and SLURM_JOB_ID in a job's environment).
# Both conditions are needed: a test that sourced DIR/env and exported
# SLURM_CONF carries it too, and must not be killed, nor must our callers.
cluster_orphans() {
    # Our own ancestors, to be left alone whatever their environment.
    keep=" "
    a=$$
    while [ -n "$a" ] && [ "$a" != 0 ]; do
        keep="$keep$a "
        a=$(sed -n 's/^[0-9]* (.*) [A-Z] \([0-9]*\).*/\1/p' "/proc/$a/stat" 2>/dev/null)
    done
    # grep -z: environ entries are NUL-separated; -x: the whole entry.
    # shellcheck disable=SC2013 # /proc paths have no blanks
    for e in $(grep -lzxF "SLURM_CONF=$DIR/etc/slurm.conf" /proc/[0-9]*/environ 2>/dev/null); do
        p=${e#/proc/}
        p=${p%/environ}
        case "$keep" in *" $p "*) continue ;; esac
        if [ "$(cat "/proc/$p/comm" 2>/dev/null)" = slurmstepd ] ||
            grep -qz '^SLURM_JOB_ID=' "$e" 2>/dev/null; then
            echo "$p"
        fi
    done
}

jobs_ended() {
    out=$(SLURM_CONF=$1 squeue -h -t running,completing,suspended -o %i 2>/dev/null) || return 1
    [ -z "$out" ]
}

cmd_stop() {
    need_root
    [ -n "${1:-}" ] || die "usage: cluster.sh stop DIR"
    [ -d "$1" ] || return 0
    DIR=$(cd "$1" && pwd -P)
    # Not exported: the sweep below finds this cluster's processes by
    # SLURM_CONF in their environment, and must not find its own pipeline.
    unset SLURM_CONF
    conf="$DIR/etc/slurm.conf"
    # Cancel jobs first so slurmd and slurmstepd end them cleanly.
    if pid_alive "$DIR/run/slurmctld.pid" slurmctld; then
        # By job id: "scancel --partition=a,b" silently matches nothing (it
        # takes one name), and --full only signals steps, it ends no job.
        ids=$(SLURM_CONF=$conf timeout 5 squeue -h -o %i 2>/dev/null || true)
        # shellcheck disable=SC2086
        [ -z "$ids" ] || SLURM_CONF=$conf timeout 5 scancel --quiet $ids 2>/dev/null || true
        wait_for 5 jobs_ended "$conf" || true
    fi
    stop_pid "$DIR/run/slurmrestd.pid" slurmrestd
    stop_pid "$DIR/run/slurmd.pid" slurmd
    stop_pid "$DIR/run/slurmctld.pid" slurmctld
    # Whatever survived (job steps whose slurmd is gone, daemonized job
    # children): TERM, then KILL.
    left=$(cluster_orphans)
    if [ -n "$left" ]; then
        # shellcheck disable=SC2086
        kill $left 2>/dev/null || true
        sleep 0.5
        left=$(cluster_orphans)
        # shellcheck disable=SC2086
        [ -z "$left" ] || kill -9 $left 2>/dev/null || true
    fi
    stop_pid "$DIR/run/munged.pid" munged
}

cmd_status() {
    [ -n "${1:-}" ] || die "usage: cluster.sh status DIR"
    DIR=$(cd "$1" && pwd -P)
    ok=0
    for d in munged slurmctld slurmd slurmrestd; do
        if pid_alive "$DIR/run/$d.pid" "$d"; then
            echo "$d running ($(cat "$DIR/run/$d.pid"))"
        else
            echo "$d not running"
            ok=1
        fi
    done
    return $ok
}

case "${1:-}" in
    install) cmd_install ;;
    start) shift; cmd_start "$@" ;;
    stop) shift; cmd_stop "$@" ;;
    status) shift; cmd_status "$@" ;;
    *) echo "usage: $0 install | start DIR | stop DIR | status DIR" >&2; exit 2 ;;
esac
