#!/bin/bash
# gpudesk's batch job on a Slurm cluster: the job is the "instance". It starts an sshd of the user's
# own on the node (its own host key, a free port), says where in the job's comment, runs the user's
# startup script, and lives until the job is cancelled or its time limit ends it.
#
# It is sent as it is; what differs per instance comes in the job's environment:
#   GPUDESK_INSTANCE         the instance's id (goes back into the comment)
#   GPUDESK_AUTHORIZED_KEYS  the public keys gpudesk adds (one per line), besides ~/.ssh/authorized_keys
#   GPUDESK_STARTUP          the startup script, base64 (optional)
#   GPUDESK_CONTAINER_IMAGE  the image the job's SSH sessions and startup script run in, through
#                            pyxis (srun --container-image; optional: else the node's own system)
# Slurm gives a REST job only the environment it was sent: HOME and the rest are found here.
set -u
export USER=${USER:-$(id -un)}
export HOME=${HOME:-$(getent passwd "$USER" | cut -d: -f6)}
export PATH=${PATH:-/usr/local/bin:/usr/bin:/bin}
cd "$HOME" || exit 1

# One folder per instance, emptied at each of its jobs: the last job's logs stay until the next.
state="$HOME/.gpudesk/slurm/$GPUDESK_INSTANCE"
rm -rf "$state"
mkdir -p "$state" && chmod 700 "$HOME/.gpudesk" "$state" || exit 1
exec >"$state/job.log" 2>&1

# Tell the console what went wrong, in the job's comment, and end the job.
give_up() {
    echo "gpudesk: $1"
    scontrol update jobid="$SLURM_JOB_ID" comment="gpudesk instance=$GPUDESK_INSTANCE error=$1"
    exit 1
}

sshd=$(command -v sshd || echo /usr/sbin/sshd)
[ -x "$sshd" ] || give_up no-sshd

ssh-keygen -q -t ed25519 -N '' -f "$state/host_key" </dev/null || give_up no-host-key

# In a container: pyxis imports the image once, as a container named for the job, which every SSH
# session then enters (srun --overlap, the job's cards and the home folder with it). sshd, its sftp
# and port forwarding stay on the node: files land in the same home folder, and the container shares
# the node's network.
force=
sftp=internal-sftp
if [ -n "${GPUDESK_CONTAINER_IMAGE:-}" ]; then
    srun=$(command -v srun) || give_up no-srun
    "$srun" --help 2>&1 | grep -q -- --container-image || give_up no-pyxis
    for candidate in /usr/lib/openssh/sftp-server /usr/libexec/openssh/sftp-server /usr/lib/ssh/sftp-server; do
        [ -x "$candidate" ] && sftp=$candidate && break
    done
    [ "$sftp" != internal-sftp ] || give_up no-sftp-server
    step="\"$srun\" --overlap --jobid=\"\$SLURM_JOB_ID\" --ntasks=1 --container-name=gpudesk --container-mount-home --container-workdir=\"\$HOME\""
    echo "gpudesk: importing $GPUDESK_CONTAINER_IMAGE"
    "$srun" --overlap --ntasks=1 --container-image="$GPUDESK_CONTAINER_IMAGE" --container-name=gpudesk \
        --container-mount-home true >"$state/container.log" 2>&1 || give_up container-failed
    cat >"$state/enter" <<EOF
#!/bin/bash
# An SSH session of gpudesk's job: into its container ($GPUDESK_CONTAINER_IMAGE).
if [ "\${SSH_ORIGINAL_COMMAND:-}" = "$sftp" ]; then
    exec "$sftp"
fi
if [ -z "\${SSH_ORIGINAL_COMMAND:-}" ]; then
    [ -n "\${SSH_TTY:-}" ] && exec $step --pty bash -l
    exec $step bash -l
fi
exec $step bash -c "\$SSH_ORIGINAL_COMMAND"
EOF
    chmod 700 "$state/enter"
    force="ForceCommand $state/enter"
fi
printf '%s\n' "${GPUDESK_AUTHORIZED_KEYS:-}" >"$state/authorized_keys"
chmod 600 "$state/authorized_keys"

# SSH sessions get the job's card, id and cluster, as the job itself has them (scancel in a session
# finds the cluster through SLURM_CONF where it is not the system's), and when the job started
# (gpudesk's autostop agent counts a boot from it).
export GPUDESK_JOB_STARTED=$(date -u +%Y-%m-%dT%H:%M:%SZ)
setenv="SLURM_JOB_ID=$SLURM_JOB_ID GPUDESK_JOB_STARTED=$GPUDESK_JOB_STARTED"
for name in CUDA_VISIBLE_DEVICES SLURM_JOB_GPUS GPU_DEVICE_ORDINAL SLURM_CONF; do
    [ -n "${!name:-}" ] && setenv="$setenv $name=${!name}"
done
# A container has no scancel: the autostop agent there asks this script to end the job.
if [ -n "$force" ]; then
    export GPUDESK_STOP_REQUEST="$state/stop-request"
    setenv="$setenv GPUDESK_STOP_REQUEST=$GPUDESK_STOP_REQUEST"
fi

# A free port: try some at random until one sshd keeps (another job may hold the first).
pid=
for attempt in $(seq 20); do
    port=$((20000 + RANDOM % 40000))
    cat >"$state/sshd_config" <<EOF
Port $port
HostKey $state/host_key
PidFile $state/sshd.pid
AuthorizedKeysFile $state/authorized_keys .ssh/authorized_keys
UsePAM no
StrictModes no
PasswordAuthentication no
KbdInteractiveAuthentication no
AllowTcpForwarding yes
PrintMotd no
SetEnv $setenv GPUDESK_SLURM=1
Subsystem sftp $sftp
$force
EOF
    "$sshd" -D -e -f "$state/sshd_config" 2>>"$state/sshd.log" &
    pid=$!
    for n in $(seq 50); do
        if ! kill -0 "$pid" 2>/dev/null; then
            break
        fi
        if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            break 2
        fi
        sleep 0.1
    done
    kill "$pid" 2>/dev/null
    pid=
done
[ -n "$pid" ] || give_up sshd-would-not-start

fingerprint=$(ssh-keygen -lf "$state/host_key.pub" | awk '{print $2}')
scontrol update jobid="$SLURM_JOB_ID" \
    comment="gpudesk instance=$GPUDESK_INSTANCE ssh=$port hostkey=$fingerprint" || give_up no-comment
echo "gpudesk: sshd on port $port ($fingerprint)"

if [ -n "${GPUDESK_STARTUP:-}" ]; then
    echo "$GPUDESK_STARTUP" | base64 -d >"$state/startup.sh"
    if [ -n "$force" ]; then # where the user's software is, as an SSH session would run it
        SSH_ORIGINAL_COMMAND="bash $state/startup.sh" "$state/enter" >"$HOME/.gpudesk/startup.log" 2>&1 &
    else
        bash "$state/startup.sh" >"$HOME/.gpudesk/startup.log" 2>&1 &
    fi
fi

# The job lives as long as its sshd; a cancel or the time limit ends both.
trap 'kill "$pid" 2>/dev/null' TERM INT
if [ -n "$force" ]; then
    while kill -0 "$pid" 2>/dev/null; do
        [ -e "$GPUDESK_STOP_REQUEST" ] && scancel "$SLURM_JOB_ID"
        sleep 5 &
        wait $!
    done
fi
wait "$pid"
