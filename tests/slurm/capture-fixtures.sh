#!/usr/bin/env bash
# Captures real slurmrestd (OpenAPI v0.0.38) answers from a cluster started by
# cluster.sh into tests/slurm/fixtures/v0.0.38/, pretty-printed, and lists
# each request with its HTTP status in fixtures/v0.0.38/index.tsv.
#
#   tests/slurm/cluster.sh start DIR
#   tests/slurm/capture-fixtures.sh DIR      # about 2 minutes (one job must
#                                            # reach its 1-minute time limit)
#   tests/slurm/cluster.sh stop DIR
#
# Run it on a fresh cluster: it expects to be the only one submitting jobs.
# Needs curl and jq.

set -eu

[ -n "${1:-}" ] || { echo "usage: $0 DIR" >&2; exit 2; }
DIR=$1
# shellcheck disable=SC1091
. "$DIR/env"
export SLURM_CONF
V=$SLURM_API_VERSION
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${FIXTURES_OUT:-$HERE/fixtures/$V}
mkdir -p "$OUT"
INDEX=$OUT/index.tsv
TMPD=$(mktemp -d)
trap 'rm -rf "$TMPD"' EXIT
# The raw body of the last request (a fixed path: req also runs in $(...)).
BODY_FILE=$TMPD/body
printf 'file\tmethod\tpath\thttp_status\tnote\n' >"$INDEX"

# Headers sent by req(); the error captures override them.
USER_H="X-SLURM-USER-NAME: $SLURM_USER"
TOKEN_H="X-SLURM-USER-TOKEN: $SLURM_JWT"

# req FILE METHOD PATH [BODY] [NOTE]: one request. The body lands in
# OUT/FILE.json pretty-printed (OUT/FILE.txt when it is not JSON), FILE empty:
# not saved. Prints the HTTP status; the raw answer stays in BODY_FILE.
req() {
    file=$1 method=$2 path=$3 body=${4:-} note=${5:-}
    args=(-s -o "$BODY_FILE" -w '%{http_code}' -X "$method")
    [ -n "$USER_H" ] && args+=(-H "$USER_H")
    [ -n "$TOKEN_H" ] && args+=(-H "$TOKEN_H")
    [ -n "$body" ] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
    status=$(curl "${args[@]}" "$SLURMRESTD_URL$path")
    if [ -n "$file" ]; then
        if jq . "$BODY_FILE" >"$OUT/$file.json" 2>/dev/null; then
            saved=$file.json
        else
            rm -f "$OUT/$file.json"
            cp "$BODY_FILE" "$OUT/$file.txt"
            saved=$file.txt
        fi
        printf '%s\t%s\t%s\t%s\t%s\n' "$saved" "$method" "$path" "$status" "$note" >>"$INDEX"
    fi
    echo "$status"
}

# job_json NAME SCRIPT EXTRA: a job submission; EXTRA are more "job" members.
job_json() {
    extra=${3:-}
    [ -n "$extra" ] || extra='{}'
    jq -n --arg name "$1" --arg script "$2" --arg home "$SLURM_USER_HOME" \
        --argjson extra "$extra" '{
        script: (if ($script | startswith("#!")) then $script else "#!/bin/bash\n" + $script + "\n" end),
        job: ({
            name: $name,
            partition: "gpu",
            current_working_directory: $home,
            environment: {PATH: "/usr/local/bin:/usr/bin:/bin", HOME: $home}
        } + $extra)
    }'
}

# submit FILE NAME SCRIPT EXTRA NOTE: prints the new job id (empty if none).
submit() {
    st=$(req "$1" POST "/slurm/$V/job/submit" "$(job_json "$2" "$3" "$4")" "$5")
    jq -r '.job_id // empty' "$BODY_FILE"
    echo "submit $2: HTTP $st $(jq -c '.errors' "$BODY_FILE")" >&2
}

job_field() { # job_field ID JQ
    req "" GET "/slurm/$V/job/$1" >/dev/null
    jq -r ".jobs[0]$2" "$BODY_FILE"
}

wait_job() { # wait_job ID JQ-CONDITION SECONDS
    end=$(( $(date +%s) + $3 ))
    while [ "$(job_field "$1" "$2")" != true ]; do
        [ "$(date +%s)" -lt "$end" ] || { echo "job $1: timeout waiting for $2" >&2; return 1; }
        sleep 0.5
    done
}

# ---------------------------------------------------------------- discovery
req "" GET /openapi/v3 >/dev/null
# Only what a client reads of it (which versions the daemon serves): its paths, their methods.
jq '{openapi, info, paths: (.paths | map_values(map_values({})))}' "$BODY_FILE" >"$OUT/openapi-v3.json"
printf 'openapi-v3.json\tGET\t/openapi/v3\t200\tpaths and methods of the OpenAPI document\n' >>"$INDEX"
req ping GET "/slurm/$V/ping" >/dev/null
req diag GET "/slurm/$V/diag" >/dev/null
req partitions GET "/slurm/$V/partitions" >/dev/null
req nodes-idle GET "/slurm/$V/nodes" >/dev/null
req jobs-empty GET "/slurm/$V/jobs" >/dev/null

# ---------------------------------------------------------------- jobs
# A job that runs into its 1-minute limit (TIMEOUT), submitted first so it is
# over by the end.
T=$(submit "" timeout-probe 'sleep 600' '{"time_limit": 1, "memory_per_node": 128}' "")
T_START=$(date +%s)

# The main job: one GPU through "gres", publishes a port in its own comment.
# shellcheck disable=SC2016 # expanded by the job's shell, not here
SCRIPT_A='#!/bin/bash
# gpudesk probe: show the GPU Slurm gave us, publish a port in the comment.
echo "CUDA_VISIBLE_DEVICES=$CUDA_VISIBLE_DEVICES"
env | sort >"job-$SLURM_JOB_ID.env"
scontrol update jobid="$SLURM_JOB_ID" comment="ssh:22022" && echo comment-updated
exec sleep 600
'
A=$(submit job-submit gpudesk-a "$SCRIPT_A" '{
    "comment": "gpudesk:requested",
    "gres": "gpu:1",
    "cpus_per_task": 2,
    "memory_per_node": 2048,
    "time_limit": 30}' "gres gpu:1, 2 cpus, 2048 MB, 30 min")
[ -n "$A" ] || { echo "job A not submitted" >&2; exit 1; }
wait_job "$A" '.comment == "ssh:22022"' 30
req job-running GET "/slurm/$V/job/$A" "" "RUNNING, comment updated by the job itself" >/dev/null

# The same through "gpus" (tres_per_job instead of tres_per_node).
B=$(submit "" gpudesk-b 'exec sleep 600' '{"gpus": "1", "memory_per_node": 1024, "time_limit": 30}' "")
wait_job "$B" '.job_state == "RUNNING"' 30
req job-running-gpus GET "/slurm/$V/job/$B" "" "RUNNING, asked with gpus=1" >/dev/null

# 4 GPUs while 2 of 4 are taken: accepted, PENDING (Resources).
C=$(submit job-submit-pending gpudesk-c 'exec sleep 600' '{"gres": "gpu:4", "time_limit": 30}' "gres gpu:4 while 2 GPUs are in use")
# Its reason is "None" until the scheduler has looked at it.
wait_job "$C" '.state_reason != "None"' 30
req job-pending-resources GET "/slurm/$V/job/$C" "" "PENDING, state_reason Resources" >/dev/null

# More GPUs than the node has: refused at submit, no job id.
submit job-submit-too-many-gpus gpudesk-d 'exec sleep 600' '{"gres": "gpu:8"}' "gres gpu:8 on a 4-GPU node" >/dev/null
submit "" gpudesk-d2 'exec sleep 600' '{"gpus": "8"}' "" >/dev/null
# A GPU type that does not exist: refused the same way.
submit job-submit-bad-gpu-type gpudesk-e 'exec sleep 600' '{"gres": "gpu:h100:1"}' "gres gpu:h100:1 (no such type)" >/dev/null
# More time than the partition allows: accepted with an error, PENDING.
E=$(submit job-submit-over-max-time gpudesk-f 'exec sleep 600' '{"time_limit": 2000}' "time_limit 2000 > partition MaxTime 1440")
if [ -n "$E" ]; then
    # PartitionConfig at first, PartitionTimeLimit once the scheduler saw it.
    wait_job "$E" '.state_reason == "PartitionTimeLimit"' 30 || true
    req job-pending-time-limit GET "/slurm/$V/job/$E" "" "PENDING, time limit over partition max" >/dev/null
fi
# Without environment / working directory.
req job-submit-no-environment POST "/slurm/$V/job/submit" \
    "$(jq -n --arg home "$SLURM_USER_HOME" '{script: "#!/bin/bash\ntrue\n", job: {name: "noenv", current_working_directory: $home}}')" \
    "job without environment" >/dev/null
echo "submit without environment: $(jq -c '{job_id, errors}' "$BODY_FILE")" >&2
req "" POST "/slurm/$V/job/submit" \
    '{"script": "#!/bin/bash\npwd\n", "job": {"name": "nocwd", "environment": {"PATH": "/usr/bin:/bin"}}}' >/dev/null
NOCWD=$(jq -r '.job_id // empty' "$BODY_FILE")
echo "submit without current_working_directory: $(jq -c '{job_id, errors}' "$BODY_FILE")" >&2

req job-submit-no-shebang POST "/slurm/$V/job/submit" \
    "$(jq -n --arg home "$SLURM_USER_HOME" '{script: "true\n", job: {name: "noshebang", current_working_directory: $home, environment: {PATH: "/usr/bin:/bin"}}}')" \
    "script without #! line" >/dev/null
echo "submit without #!: $(jq -c '{job_id, errors}' "$BODY_FILE")" >&2

# Jobs that end by themselves: COMPLETED and FAILED (exit 3).
OK=$(submit "" gpudesk-ok 'echo done' '{"time_limit": 5}' "")
FAIL=$(submit "" gpudesk-fail 'echo failing; exit 3' '{"time_limit": 5}' "")

req nodes-allocated GET "/slurm/$V/nodes" "" "node with 2 of 4 GPUs in use" >/dev/null

# ---------------------------------------------------------------- updates
req job-update-time-lower POST "/slurm/$V/job/$A" '{"time_limit": 20}' "30 -> 20 min by the owner" >/dev/null
echo "time_limit after lowering: $(job_field "$A" .time_limit)" >&2
req job-update-time-higher POST "/slurm/$V/job/$A" '{"time_limit": 60}' "20 -> 60 min by the owner: refused" >/dev/null
echo "time_limit after raising: $(job_field "$A" .time_limit)" >&2
req job-update-comment POST "/slurm/$V/job/$A" '{"comment": "ssh:22023"}' "comment set through REST" >/dev/null
req "" GET "/slurm/$V/job/$A" >/dev/null
echo "comment after REST update: $(jq -r '.jobs[0].comment' "$BODY_FILE")" >&2

# ---------------------------------------------------------------- cancel
req job-cancel DELETE "/slurm/$V/job/$A" "" "cancel a running job" >/dev/null
req job-cancel-pending DELETE "/slurm/$V/job/$C" "" "cancel a pending job" >/dev/null
wait_job "$A" '.job_state == "CANCELLED"' 20 || true
req job-cancelled GET "/slurm/$V/job/$A" "" "after DELETE" >/dev/null
req job-cancel-again DELETE "/slurm/$V/job/$A" "" "cancel an already cancelled job" >/dev/null

# ---------------------------------------------------------------- errors
req error-job-not-found GET "/slurm/$V/job/999999" "" "no such job" >/dev/null
req error-cancel-not-found DELETE "/slurm/$V/job/999999" "" "no such job" >/dev/null
req error-update-not-found POST "/slurm/$V/job/999999" '{"time_limit": 5}' "no such job" >/dev/null
req error-node-not-found GET "/slurm/$V/node/nosuchnode" "" "no such node" >/dev/null
req error-partition-not-found GET "/slurm/$V/partition/nosuchpartition" "" "no such partition" >/dev/null
req error-bad-json POST "/slurm/$V/job/submit" '{"script": ' "malformed JSON body" >/dev/null
req error-unknown-path GET "/slurm/$V/nosuchthing" "" "unknown path" >/dev/null
req error-slurmdb GET "/slurmdb/$V/jobs" "" "dbv plugin not loaded (no slurmdbd)" >/dev/null
# Signature changed in its last character: a forged or foreign-cluster token.
bad=${SLURM_JWT%?}
case "${SLURM_JWT: -1}" in A) bad="${bad}B" ;; *) bad="${bad}A" ;; esac
TOKEN_H="X-SLURM-USER-TOKEN: $bad" req error-bad-token GET "/slurm/$V/jobs" "" "token with a wrong signature" >/dev/null
TOKEN_H="X-SLURM-USER-TOKEN: garbage" req "" GET "/slurm/$V/jobs" >/dev/null
echo "garbage token: $(head -c 200 "$BODY_FILE")" >&2
expired=$("$HERE/make_jwt.py" "$SLURM_DIR/etc/jwt_hs256.key" "$SLURM_USER" -60)
TOKEN_H="X-SLURM-USER-TOKEN: $expired" req error-expired-token GET "/slurm/$V/jobs" "" "token expired a minute ago" >/dev/null
TOKEN_H="X-SLURM-USER-TOKEN: $bad" req error-bad-token-ping GET "/slurm/$V/ping" "" "even ping checks the token" >/dev/null
USER_H="" req error-no-user-header GET "/slurm/$V/jobs" "" "X-SLURM-USER-NAME missing" >/dev/null
TOKEN_H="" req error-no-token-header GET "/slurm/$V/jobs" "" "X-SLURM-USER-TOKEN missing" >/dev/null
USER_H="X-SLURM-USER-NAME: root" req error-token-other-user GET "/slurm/$V/jobs" "" "user header names another user than the token" >/dev/null

# ---------------------------------------------------------------- the end
# Wait for the 1-minute job to be killed by its time limit.
wait_job "$T" '.job_state == "TIMEOUT"' 150 || true
echo "timeout job ended after $(( $(date +%s) - T_START )) s" >&2
req job-timeout GET "/slurm/$V/job/$T" "" "TIMEOUT after its 1-minute limit" >/dev/null
[ -z "$NOCWD" ] || { req "" GET "/slurm/$V/job/$NOCWD" >/dev/null;
    echo "job without cwd: $(jq -c '.jobs[0] | {job_state, current_working_directory, standard_output}' "$BODY_FILE")" >&2; }
req jobs-finished GET "/slurm/$V/jobs" "" "after cancels, completions, failure, timeout" >/dev/null
echo "states: $(jq -c '[.jobs[] | {job_id, name, job_state, state_reason, exit_code}]' "$BODY_FILE")" >&2
echo "job ids: A=$A B=$B C=$C E=$E OK=$OK FAIL=$FAIL T=$T NOCWD=$NOCWD" >&2
