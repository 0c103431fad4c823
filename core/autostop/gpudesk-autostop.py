#!/usr/bin/env python3
# gpudesk autostop agent: stops this instance when nothing has used it for its idle period, and
# never while something works. Installed by gpudesk through the instance's startup script (so it
# runs from every boot, with or without the console); Python 3 standard library only.
#
#   autostop.py daemon                 watch this boot (the startup script starts it)
#   autostop.py status [--json]        armed / idle since … / stopping at … / off
#   autostop.py configure [--gpu-idle MIN] [--no-gpu-idle MIN] [--on | --off]
#                         [--stop-at YYYY-MM-DDTHH:MM:SSZ | --stop-at none]
#                                      (--stop-at: where the platform keeps no stop time, this
#                                      agent stops the instance then, in use or not)
#   autostop.py hold MINUTES           keep running at least MINUTES from now (0 ends a hold)
#   autostop.py run [--grace MIN | --keep] [--name NAME] -- COMMAND…
#                                      run COMMAND in tmux; stop MIN minutes after it ends
#                                      (--keep: only wait for it, never stop for its end)
#
# Time is the platform's (GET /v1/health), never this machine's clock; on a RunPod pod (RUNPOD_POD_ID
# and the pod's own RUNPOD_API_KEY in the container's environment) or a Vast.ai instance
# (CONTAINER_ID and the instance's own CONTAINER_API_KEY, which can only start, stop and destroy it)
# it is the machine's real clock, and the agent stops the instance itself through the cloud's API,
# which keeps no stop time; in a Slurm job (SLURM_JOB_ID) it ends the job with scancel; on a Compshare
# (优云智算) instance given a key pair for it (~/.gpudesk/compshare.json) it keeps the platform's stop
# scheduler armed ahead of the last use, so that the instance stops even if this agent dies. Files, in
# ~/.gpudesk: autostop.json (settings), autostop-state.json (what it saw last), autostop.log (every
# decision and why), jobs/ (the commands to stop after).
import datetime
import hashlib
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

HOME = os.path.expanduser("~")
DIR = os.path.join(HOME, ".gpudesk")
CONFIG = os.path.join(DIR, "autostop.json")
STATE = os.path.join(DIR, "autostop-state.json")
LOG = os.path.join(DIR, "autostop.log")
PIDFILE = os.path.join(DIR, "autostop.pid")
JOBS = os.path.join(DIR, "jobs")
SELF = os.path.abspath(__file__)
DEFAULTS = {"enabled": True, "gpu_idle_minutes": 30, "no_gpu_idle_minutes": 120,
            "gpu_busy_percent": 10, "cpu_busy_percent": 20, "warn_minutes": 5, "hold_until": None}
MARKER = "GPUDESK_SANDBOX_INSTANCE"
AGENT_ENV = "GPUDESK_AUTOSTOP_AGENT"
LOG_LIMIT = 1 << 20
COMPSHARE_KEY = os.path.join(DIR, "compshare.json")


class Gone(Exception):
    """This boot is over (the instance stops, or its token no longer works)."""


# ---- small helpers ---------------------------------------------------------------------------

def parse_time(text):
    if not text:
        return None
    text = text.strip().replace("Z", "+00:00")
    return datetime.datetime.fromisoformat(text).timestamp()


def format_time(seconds):
    return datetime.datetime.fromtimestamp(int(seconds), datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def clock(seconds):
    return format_time(seconds)[11:19] + " UTC"


def read_json(path, fallback):
    try:
        with open(path, encoding="utf-8") as f:
            value = json.load(f)
        return value if isinstance(value, type(fallback)) else fallback
    except (OSError, ValueError):
        return fallback


def write_json(path, value):
    """Whole or not at all: the console may read it at any moment."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    part = path + ".part"
    with open(part, "w", encoding="utf-8") as f:
        json.dump(value, f, indent=1, sort_keys=True)
    os.replace(part, path)


LAST_SEEN = [None]  # the platform's time at the daemon's last look


def platform_now():
    """The platform's time now, or None when it cannot be asked (never this machine's clock)."""
    try:
        return make_platform().now()[0]
    except Exception:
        return LAST_SEEN[0]


def stamp(now):
    return format_time(now) if now else "(platform time unknown)"


def log(line):
    os.makedirs(DIR, exist_ok=True)
    try:
        if os.path.getsize(LOG) > LOG_LIMIT:
            os.replace(LOG, LOG + ".1")
    except OSError:
        pass
    with open(LOG, "a", encoding="utf-8") as f:
        f.write(line.rstrip("\n") + "\n")


def settings():
    config = dict(DEFAULTS)
    config.update(read_json(CONFIG, {}))
    return config


def minutes(value, what):
    try:
        n = int(value)
    except ValueError:
        n = -1
    if n < 1 or n > 7 * 24 * 60:
        raise SystemExit("autostop: %s is a number of minutes from 1 to 10080, not %r" % (what, value))
    return n


# ---- the platform ----------------------------------------------------------------------------

class Platform:
    schedules_stops = True  # the platform carries out a stop_at itself, agent or not

    def __init__(self):
        self.url = os.environ.get("GPUDESK_API_URL", "").rstrip("/")
        self.instance = os.environ.get("GPUDESK_INSTANCE_ID", "")
        self.token = os.environ.get("GPUDESK_INSTANCE_TOKEN", "")

    def missing(self):
        names = [n for n, v in (("GPUDESK_API_URL", self.url), ("GPUDESK_INSTANCE_ID", self.instance),
                                ("GPUDESK_INSTANCE_TOKEN", self.token)) if not v]
        return names

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        request.add_header("Authorization", "Bearer " + self.token)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=15) as answer:
                return json.loads(answer.read() or b"{}")
        except urllib.error.HTTPError as error:
            if error.code in (401, 404):
                raise Gone("the platform no longer knows this boot's token (%d)" % error.code)
            detail = error.read().decode("utf-8", "replace")[:300]
            raise OSError("%s %s answered %d: %s" % (method, path, error.code, detail))

    def now(self):
        """The platform's time and how fast it runs (0: a test moves it by hand)."""
        health = self.call("GET", "/v1/health")
        return parse_time(health["server_time"]), float(health.get("time_scale", 1) or 0)

    def instance_json(self):
        return self.call("GET", "/v1/instances/" + self.instance)

    def arm(self, at):
        return self.call("PATCH", "/v1/instances/" + self.instance,
                         {"stop_at": format_time(at), "stop_reason": "idle"})

    def restore(self, at):
        """Puts back the user's own schedule (or none) where the agent had armed its stop."""
        body = {"stop_at": format_time(at), "stop_reason": "scheduled"} if at else {"stop_at": None}
        return self.call("PATCH", "/v1/instances/" + self.instance, body)

    def stop(self):
        return self.call("POST", "/v1/instances/" + self.instance + "/stop", {"reason": "idle"})

    def notify(self, job):
        """Tells the account's webhooks (job.finished) that a command it was told to stop after ended."""
        return self.call("POST", "/v1/instances/" + self.instance + "/notify",
                         {"event": "job.finished", "job": job.get("command") or job.get("name") or job["id"],
                          "exit_status": job.get("status")})


class RunPodPlatform(Platform):
    """A RunPod pod, through RunPod's REST API v2 with the key RunPod gives the pod itself. RunPod
    keeps no stop time: the user's one lives in this agent's settings, and the agent stops the pod."""
    schedules_stops = False
    STATES = {"RUNNING": "running", "STARTING": "starting", "PROVISIONING": "starting"}

    def __init__(self, pod, key):
        Platform.__init__(self)
        self.url = os.environ.get("GPUDESK_RUNPOD_URL", "https://api.runpod.io").rstrip("/")
        self.instance = pod
        self.token = key

    def now(self):
        return time.time(), 1.0

    def notify(self, job):
        return None  # no webhooks of gpudesk's here: the console's receipts say it

    def instance_json(self):
        pod = self.call("GET", "/v2/pods/" + self.instance)
        config = settings()
        gpu = pod.get("gpu") or {}
        return {"state": self.STATES.get(pod.get("status"), "stopped"),
                "mode": "gpu" if int(gpu.get("count") or 0) > 0 else "no_gpu",
                "started_at": pod.get("lastStartedAt"),
                "stop_at": config.get("stop_at"), "stop_reason": "scheduled" if config.get("stop_at") else None}

    def arm(self, at):
        return {}  # nothing to arm: this agent stops the pod when the time comes

    def restore(self, at):
        return {}

    def stop(self):
        return self.call("POST", "/v2/pods/" + self.instance + "/action", {"action": "stop"})


class VastPlatform(RunPodPlatform):
    """A Vast.ai instance, through Vast's REST API with the key Vast gives the instance itself, which
    can start, stop and destroy this instance and do nothing else: so the agent reads nothing from
    Vast. It runs on the instance, so the instance runs; its boot is the container's start."""

    def __init__(self, instance, key):
        RunPodPlatform.__init__(self, instance, key)
        self.url = os.environ.get("GPUDESK_VAST_URL", "https://console.vast.ai").rstrip("/")

    def instance_json(self):
        config = settings()
        return {"state": "running", "mode": "gpu", "started_at": container_start(),
                "stop_at": config.get("stop_at"), "stop_reason": "scheduled" if config.get("stop_at") else None}

    def stop(self):
        return self.call("PUT", "/api/v0/instances/" + self.instance, {"state": "stopped"})


class SlurmJobPlatform(RunPodPlatform):
    """A job on a Slurm cluster (gpudesk's job script started this instance's sshd): the agent ends
    the job with the job's own rights (scancel; in a container, by asking gpudesk's job script outside
    through the file GPUDESK_STOP_REQUEST names), which gives its cards back to the lab at once. Slurm
    keeps the job's end (its time limit) itself; the user's own stop time lives in this agent's
    settings, as on RunPod. Nothing is read from the cluster: the agent runs, so the job runs."""

    def __init__(self, job):
        RunPodPlatform.__init__(self, job, "")

    def missing(self):
        return []

    def instance_json(self):
        config = settings()
        return {"state": "running", "mode": "gpu", "started_at": os.environ.get("GPUDESK_JOB_STARTED") or None,
                "stop_at": config.get("stop_at"), "stop_reason": "scheduled" if config.get("stop_at") else None}

    def stop(self):
        request = os.environ.get("GPUDESK_STOP_REQUEST")
        if request:
            # In a container (pyxis) there is no scancel: gpudesk's job script, outside, ends the job.
            # Written whole and then renamed in, so that whoever sees the file sees the job's id.
            try:
                with open(request + ".part", "w") as f:
                    f.write(self.instance + "\n")
                os.replace(request + ".part", request)
            except OSError as error:
                raise OSError("could not ask the job to end (%s): %s" % (request, error))
            return {}
        try:
            done = subprocess.run(["scancel", self.instance], stdin=subprocess.DEVNULL, capture_output=True,
                                  text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise OSError("scancel %s could not run: %s" % (self.instance, error))
        if done.returncode != 0:
            raise OSError("scancel %s failed: %s" % (self.instance, (done.stderr or done.stdout).strip()[:300]))
        return {}


class CompsharePlatform(RunPodPlatform):
    """A Compshare (优云智算) instance, with the key pair the user gave gpudesk for it (COMPSHARE_KEY:
    best a sub-account's that may only set the stop scheduler and stop). Compshare keeps a stop time,
    its stop scheduler: the agent arms its idle stop there, and while the instance is used it keeps
    that stop ahead of the idle period rather than removing it, so an agent that dies or a machine that
    hangs still stops within the period. It reads the instance where the key may (the user's own stop
    time), else nothing: it runs, so the instance runs."""
    schedules_stops = True
    LEAD = 300  # the scheduler takes a time at least five minutes ahead
    SLACK = 600  # moved on only once the stop would come within the idle period: a call per ten minutes
    MARK = 37  # an automatic stop (this agent's, the console's) ends at this second; a user's never does

    def __init__(self, key):
        RunPodPlatform.__init__(self, str(key.get("instance", "")), "")  # the pair signs, never sent
        self.key = key
        self.url = str(key.get("url") or "https://api.compshare.cn").rstrip("/")
        self.last = None  # the stop this agent set last

    def missing(self):
        return [n for n in ("public_key", "private_key", "instance", "region", "zone", "project")
                if not self.key.get(n)]

    def signed(self, params):
        """The form as Compshare checks it: names in byte order, each with its value, the private key
        after them, SHA-1 in hex as Signature."""
        text = "".join(name + str(params[name]) for name in sorted(params)) + self.key["private_key"]
        return dict(params, Signature=hashlib.sha1(text.encode()).hexdigest())

    def invoke(self, action, **params):
        params = {k: (("true" if v else "false") if isinstance(v, bool) else str(v)) for k, v in params.items()}
        params.update(Action=action, PublicKey=self.key["public_key"])
        body = urllib.parse.urlencode(self.signed(params)).encode()
        request = urllib.request.Request(self.url + "/?Action=" + action, data=body, method="POST")
        request.add_header("Content-Type", "application/x-www-form-urlencoded")
        with urllib.request.urlopen(request, timeout=15) as answer:
            out = json.loads(answer.read() or b"{}")
        code = int(out.get("RetCode", -1))
        if code in (171, 172):
            raise Gone("Compshare no longer takes the key pair gpudesk gave this instance (%d)" % code)
        if code != 0:
            raise OSError("Compshare refused %s: %d %s" % (action, code, out.get("Message", "")))
        return out

    def where(self):
        return {"Region": self.key["region"], "Zone": self.key["zone"], "ProjectId": self.key["project"],
                "UHostId": self.instance}

    def instance_json(self):
        mode = "gpu" if gpu_reading() else "no_gpu"
        stop_at, reason = self.last, "idle" if self.last else None
        try:  # the user's own stop time, where the key may read the instance
            hosts = self.invoke("DescribeCompShareInstance", **{"UHostIds.0": self.instance, "Limit": 1,
                                                                "Region": self.key["region"],
                                                                "ProjectId": self.key["project"]})
            for host in hosts.get("UHostSet", []):
                # The scheduled stop: StopTime in the SDK's instance, StopSchedulerTime beside it.
                at = int(host.get("StopTime") or host.get("StopSchedulerTime") or 0)
                if host.get("State") not in ("Running", "Starting", "Rebooting"):
                    return {"state": "stopped"}
                stop_at = at or None
                reason = ("idle" if at % 60 == self.MARK else "scheduled") if at else None
                self.last = at or None  # what the platform holds, whoever set it
        except OSError:
            pass  # a key that may only set the scheduler: what this agent set is what it knows
        return {"state": "running", "mode": mode, "started_at": container_start(),
                "stop_at": format_time(stop_at) if stop_at else None, "stop_reason": reason}

    def schedule(self, at, marked=True):
        at = int(at)
        if marked:  # an automatic time: as soon as the scheduler takes, marked
            at = max(at, int(time.time()) + self.LEAD + 5)
            at += (self.MARK - at % 60) % 60
        elif at < time.time() + self.LEAD:
            return at  # a user's time is never moved; too near to set again, the platform keeps it
        if at == self.last:
            return at  # set already
        self.invoke("UpdateCompShareStopScheduler", SchedulerStopTime=at, **self.where())
        self.last = at
        return at

    def holds(self, armed, at):
        """Whether the automatic stop `armed` stands for a stop wanted at `at`: marked, not before it,
        and no later than the scheduler allowed when it was set (so one about to land is left to land,
        not pushed on a minute at every look)."""
        if not armed or int(armed) % 60 != self.MARK or armed < at:
            return False
        now = time.time()
        return armed <= max(at, now + self.LEAD + 5) + 120

    def arm(self, at):
        if self.holds(self.last, at):
            return self.last
        return self.schedule(at)

    def restore(self, at):
        """Autostop off (or nothing to stop for): the user's time put back, else the automatic stop
        taken away."""
        if at:
            return self.schedule(at, marked=False)
        if self.last and int(self.last) % 60 == self.MARK:  # an automatic one only, never the user's
            self.invoke("DeleteCompShareStopScheduler", Region=self.key["region"], ProjectId=self.key["project"],
                        UHostId=self.instance)
            self.last = None
        return {}

    def keep_ahead(self, now, period_minutes, user_stop):
        """In use: the stop stays at least the idle period away (a dead man's switch), never past the
        user's own stop time."""
        target = now + 60 * int(period_minutes) + self.SLACK
        if user_stop and user_stop > now and user_stop <= target:
            self.schedule(user_stop, marked=False)  # the user's stop comes first: kept (or put back)
            return
        if self.last is None or self.last < now + 60 * int(period_minutes):
            self.schedule(target)

    def stop(self):
        try:
            return self.invoke("StopCompShareInstance", Region=self.key["region"], Zone=self.key["zone"],
                               ProjectId=self.key["project"], UHostId=self.instance)
        except OSError:  # a key that may only set the scheduler: the soonest it takes
            return self.schedule(time.time())


def container_start():
    """When this container's first process started: the boot, as a time (the host's boot time plus
    the process's start in clock ticks)."""
    try:
        with open("/proc/stat") as f:
            booted = next(int(line.split()[1]) for line in f if line.startswith("btime "))
        with open("/proc/1/stat") as f:
            ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        return format_time(booted + ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, StopIteration, ValueError, IndexError):
        return None


def container_env(*names):
    """The cloud's values for this instance: from the environment, else from the container's first
    process (an SSH login's environment may not carry them)."""
    values = [os.environ.get(n, "") for n in names]
    if not all(values):
        try:
            with open("/proc/1/environ", "rb") as f:
                first = dict(e.split(b"=", 1) for e in f.read().split(b"\0") if b"=" in e)
            values = [v or first.get(n.encode(), b"").decode() for n, v in zip(names, values)]
        except OSError:
            pass
    return values


def make_platform():
    """gpudesk's platform where its startup script said so, else a RunPod pod's, a Vast.ai
    instance's or a Slurm job's, else gpudesk's (whose missing() then names what is not set)."""
    if not os.environ.get("GPUDESK_API_URL"):
        if os.path.exists(COMPSHARE_KEY):
            return CompsharePlatform(read_json(COMPSHARE_KEY, {}))
        pod, key = container_env("RUNPOD_POD_ID", "RUNPOD_API_KEY")
        if pod and key:
            return RunPodPlatform(pod, key)
        instance, key = container_env("CONTAINER_ID", "CONTAINER_API_KEY")
        if instance and key:
            return VastPlatform(instance, key)
        if os.environ.get("SLURM_JOB_ID"):
            return SlurmJobPlatform(os.environ["SLURM_JOB_ID"])
    return Platform()


# ---- what this instance is doing -------------------------------------------------------------

def run_quietly(args):
    env = dict(os.environ)
    env[AGENT_ENV] = "1"
    try:
        done = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=20, env=env)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else None


def gpu_reading():
    """(max utilization %, processes holding memory) or None where there is no GPU to read."""
    if not shutil.which("nvidia-smi"):
        return None
    util = run_quietly(["nvidia-smi", "--query-gpu=utilization.gpu", "--format=csv,noheader,nounits"])
    if util is None:
        return None
    values = [int(v) for v in util.split() if v.strip().isdigit()]
    apps = run_quietly(["nvidia-smi", "--query-compute-apps=pid,used_memory", "--format=csv,noheader,nounits"])
    held = [line for line in (apps or "").splitlines() if line.strip()]
    return (max(values) if values else 0), len(held)


class Process:
    __slots__ = ("pid", "ppid", "comm", "tty", "ticks", "environ", "sockets")


def processes():
    """This instance's processes: on a rented machine every one; in the sandbox, where instances
    share one host, only those that carry this instance's marker (the session wrapper sets it)."""
    marker = os.environ.get(MARKER)
    wanted = (MARKER + "=" + marker).encode() if marker else None
    me = os.getpid()
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == me:
            continue
        try:
            with open("/proc/%s/environ" % name, "rb") as f:
                environ = f.read().split(b"\0")
            with open("/proc/%s/stat" % name, "rb") as f:
                stat = f.read().decode("utf-8", "replace")
        except OSError:
            continue
        if wanted is not None and wanted not in environ:
            continue
        if (AGENT_ENV + "=1").encode() in environ:
            continue
        # pid (comm) state ppid pgrp session tty_nr … utime stime: comm may hold spaces.
        close = stat.rfind(")")
        fields = stat[close + 2:].split()
        if len(fields) < 13:
            continue
        p = Process()
        p.pid = int(name)
        p.comm = stat[stat.find("(") + 1:close]
        p.ppid = int(fields[1])
        p.tty = int(fields[4])
        p.ticks = int(fields[11]) + int(fields[12])
        p.environ = environ
        p.sockets = set()
        try:
            for fd in os.listdir("/proc/%s/fd" % name):
                target = os.readlink("/proc/%s/fd/%s" % (name, fd))
                if target.startswith("socket:["):
                    p.sockets.add(target[8:-1])
        except OSError:
            pass
        found.append(p)
    return found


def comm_of(pid):
    try:
        with open("/proc/%d/comm" % pid) as f:
            return f.read().strip()
    except OSError:
        return ""


def tcp_table():
    rows = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(table) as f:
                next(f)
                for line in f:
                    parts = line.split()
                    if len(parts) >= 10:
                        rows.append((parts[1].upper(), parts[2].upper(), parts[3], parts[9]))
        except OSError:
            pass
    return rows


def port_of(address):
    return int(address.rsplit(":", 1)[1], 16)


def connections(own, tcp):
    """Ports of this instance's services that someone outside it holds a connection to: a browser
    through a tunnel (sshd's end), through the public mapping, or from anywhere else; never the
    instance's own processes talking among themselves (a notebook and its kernels), never sshd."""
    mine = set()
    for p in own:
        if p.comm != "sshd":
            mine |= p.sockets
    listening = {port_of(local) for local, _, st, inode in tcp if st == "0A" and inode in mine}
    by_local = {local: inode for local, _, _, inode in tcp}
    ports = set()
    for local, remote, st, inode in tcp:
        if st != "01" or inode not in mine or port_of(local) not in listening:
            continue
        if by_local.get(remote) in mine:
            continue  # both ends are this instance's
        ports.add(port_of(local))
    return sorted(ports)


def sessions(own):
    """Interactive SSH sessions: a process on a terminal whose parent is sshd (a terminal inside
    tmux or screen is not a person at the keyboard)."""
    return sorted({p.tty for p in own if p.tty != 0 and comm_of(p.ppid) == "sshd"})


def terminals(own):
    found = set()
    for p in own:
        if p.tty == 0:
            continue
        try:
            found.add(os.readlink("/proc/%d/fd/0" % p.pid))
        except OSError:
            pass
    return sorted(t for t in found if t.startswith("/dev/pts/") or t.startswith("/dev/tty"))


# ---- the jobs to stop after ------------------------------------------------------------------

def jobs(boot=None, now=None):
    """The commands it was told to stop after, of this boot (`boot`: its started_at). One whose
    shell is gone without saying how it ended was killed: it ended when that is first seen."""
    found = []
    try:
        names = sorted(os.listdir(JOBS))
    except OSError:
        return found
    for name in names:
        if name.endswith(".json"):
            job = read_json(os.path.join(JOBS, name), {})
            if not job.get("id") or (boot is not None and job.get("boot") != boot):
                continue
            if job.get("ended_at") is None and now is not None and not alive(job.get("pid")):
                job["ended_at"] = format_time(now)
                write_json(os.path.join(JOBS, name), job)
                if job.get("status") is None:
                    log("%s %s is gone without an exit status (killed?)" % (format_time(now), job["id"]))
            found.append(job)
    return found


def alive(pid):
    if not isinstance(pid, int) or pid <= 0:
        return True  # not started yet: its shell writes the pid first thing
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


# ---- the watcher -----------------------------------------------------------------------------

class Watcher:
    def __init__(self, platform):
        self.platform = platform
        self.last_active = None     # the platform second it was last seen in use
        self.last_active_not_job = None  # the same, not counting the commands it waits for
        self.armed = None           # the stop_at this agent set, if any
        self.user_stop = None       # the user's own stop_at it stood in front of
        self.warned_for = None
        self.ticks = {}
        self.ticks_at = None
        self.status = None
        self.jobs = []
        self.due = None             # the user's stop time this agent itself must keep, if any
        self.decisions = read_json(STATE, {}).get("decisions", [])[-20:]

    def decide(self, now, what, why):
        line = "%s %s%s" % (format_time(now), what, (": " + why) if why else "")
        log(line)
        self.decisions = (self.decisions + [{"at": format_time(now), "what": what, "why": why}])[-20:]

    def cpu_percent(self, own):
        real = time.monotonic()
        ticks = {p.pid: p.ticks for p in own if p.comm != "sshd"}
        busy = 0.0
        if self.ticks_at is not None and real > self.ticks_at:
            used = sum(t - self.ticks[pid] for pid, t in ticks.items() if pid in self.ticks and t >= self.ticks[pid])
            busy = 100.0 * used / os.sysconf("SC_CLK_TCK") / (real - self.ticks_at)
        self.ticks, self.ticks_at = ticks, real
        return busy

    def signals(self, config, now):
        """What keeps it from being idle, each as {"signal": …, details}; and whether a GPU is there."""
        found = []
        gpu = gpu_reading()
        own = processes()
        if gpu:
            util, held = gpu
            if held and util < config["gpu_busy_percent"]:
                found.append({"signal": "starved", "util": util, "processes": held})
            elif held or util >= config["gpu_busy_percent"]:
                found.append({"signal": "gpu", "util": util, "processes": held})
        ttys = sessions(own)
        if ttys:
            found.append({"signal": "sessions", "count": len(ttys)})
        ports = connections(own, tcp_table())
        if ports:
            found.append({"signal": "connections", "ports": ports})
        transfers = {e for p in own for e in p.environ if e.startswith(b"GPUDESK_TRANSFER=")}
        if transfers:
            found.append({"signal": "transfers", "count": len(transfers)})
        cpu = self.cpu_percent(own)
        if cpu >= config["cpu_busy_percent"]:
            found.append({"signal": "cpu", "percent": int(round(cpu)), "gpu_idle": bool(gpu) and not any(
                s["signal"] in ("gpu", "starved") for s in found)})
        running = [j for j in self.jobs if j.get("ended_at") is None]
        if running:
            found.append({"signal": "jobs", "names": [j.get("name") or j["id"] for j in running]})
        hold = parse_time(config.get("hold_until"))
        if hold and hold > now:
            found.append({"signal": "hold", "until": format_time(hold)})
        return found, gpu is not None, own

    def notify_finished(self, now):
        """Each command it was told to stop after is said once when it ends, on the platform's
        webhooks (a phone hears it with the console closed); where the platform has none, nothing."""
        for job in self.jobs:
            if not job.get("ended_at") or not job.get("stop_after", True) or job.get("notified"):
                continue
            try:
                self.platform.notify(job)
            except OSError as error:
                log("%s could not tell the webhooks that %s ended: %s" % (format_time(now), job["id"], error))
            job["notified"] = True
            write_json(os.path.join(JOBS, job["id"] + ".json"), job)

    def deadline(self, config, mode):
        """When it stops if nothing happens: its idle period after the last use, or sooner the
        grace after a command it was told to stop after."""
        candidates = []
        if config.get("enabled"):
            period = config["gpu_idle_minutes"] if mode == "gpu" else config["no_gpu_idle_minutes"]
            candidates.append((self.last_active + 60 * int(period), "idle for %d min" % int(period)))
        ended = [j for j in self.jobs if j.get("ended_at") and j.get("stop_after", True)]
        if ended and not any(j.get("ended_at") is None for j in self.jobs):
            job = max(ended, key=lambda j: parse_time(j["ended_at"]))
            after = max(parse_time(job["ended_at"]), self.last_active_not_job or 0)
            candidates.append((after + 60 * int(job.get("grace_minutes", 0)),
                               "%s ended %s" % (job.get("name") or job["id"], "with status %d" % job["status"]
                                                if isinstance(job.get("status"), int) else "(killed)")))
        return min(candidates) if candidates else (None, None)

    def sample(self, now):
        config = settings()
        instance = self.platform.instance_json()
        if instance.get("state") not in ("running", "starting"):
            raise Gone("the instance is %s" % instance.get("state"))
        mode = instance.get("mode", "gpu")
        self.jobs = jobs(instance.get("started_at"), now)
        self.notify_finished(now)
        if self.last_active is None:
            self.last_active = self.last_active_not_job = now  # a boot begins in use
            period = config["gpu_idle_minutes"] if mode == "gpu" else config["no_gpu_idle_minutes"]
            self.decide(now, "watching", "autostop on: it stops after %d min idle in %s mode" % (
                period, "GPU" if mode == "gpu" else "no-GPU") if config.get("enabled") else "autostop off")
        self.keep_schedule(config, mode, now, instance)
        found, has_gpu, own = self.signals(config, now)
        if found:
            self.last_active = now
            if any(s["signal"] != "jobs" for s in found):
                self.last_active_not_job = now
        kinds = {s["signal"] for s in found}
        status = "active" if found else "idle"
        if "starved" in kinds:
            status = "starved"
        elif kinds == {"cpu"} and found[0].get("gpu_idle"):
            status = "cpu_only"
        elif kinds == {"hold"}:
            status = "held"
        if status != self.status:
            self.decide(now, status, describe(found) if found else "nothing uses it (%s)" % quiet_list(has_gpu))
            self.status = status
        # Whose stop_at is on the platform: the agent's own, or the user's schedule (kept, and put
        # back when the agent no longer needs its place); a change by anyone else ends the arming.
        stop_at = parse_time(instance.get("stop_at"))
        if instance.get("stop_reason") == "idle":
            self.armed = stop_at  # its own (also one an agent before it armed in this boot)
        else:
            self.user_stop = stop_at
            self.armed = None
        at, why = self.deadline(config, mode)
        keep_ahead = getattr(self.platform, "keep_ahead", None)
        if found and keep_ahead and config.get("enabled"):
            period = config["gpu_idle_minutes"] if mode == "gpu" else config["no_gpu_idle_minutes"]
            keep_ahead(now, period, self.user_stop)  # its stop kept ahead, not removed, while in use
            self.armed = None
        elif found or at is None:
            self.disarm(now, found)
        elif at <= now:
            self.decide(now, "stopping", why)
            self.write_state(config, mode, now, found, at)
            self.platform.stop()
            raise Gone("stopped: " + why)
        else:
            if self.user_stop and now < self.user_stop <= at:
                pass  # the user's own schedule stops it first
            elif self.armed != at and not getattr(self.platform, "holds", lambda armed, wanted: False)(self.armed, at):
                armed = self.platform.arm(at)
                self.decide(now, "armed", "stops at %s unless it is used (%s)" % (clock(at), why))
                # What the platform took (a scheduler may mark or round it): not armed again each minute.
                self.armed = armed if isinstance(armed, (int, float)) else at
            if at - now <= 60 * int(config["warn_minutes"]) and self.warned_for != at:
                self.warned_for = at
                self.warn(own, at, why)
                self.decide(now, "warned", "stopping at %s" % clock(at))
        self.write_state(config, mode, now, found, None if found else at)

    def keep_schedule(self, config, mode, now, instance):
        """Where the platform keeps no stop time, the user's "stop at" is this agent's to carry out,
        in use or not, to the second it can (the daemon wakes for it)."""
        self.due = None
        if self.platform.schedules_stops or instance.get("stop_reason") != "scheduled":
            return
        at = parse_time(instance.get("stop_at"))
        if not at:
            return
        if at > now:
            self.due = at
            if at - now <= 60 * int(config["warn_minutes"]) and self.warned_for != at:
                self.warned_for = at
                self.warn(processes(), at, "the stop you scheduled")
                self.decide(now, "warned", "stopping at %s as scheduled" % clock(at))
            return
        self.decide(now, "stopping", "the stop scheduled for %s" % clock(at))
        kept = read_json(CONFIG, {})
        kept["stop_at"] = None  # done: the next boot is not stopped for it again
        write_json(CONFIG, kept)
        self.write_state(config, mode, now, [], at)
        self.platform.stop()
        raise Gone("stopped as scheduled")

    def disarm(self, now, found):
        if self.armed:
            self.platform.restore(self.user_stop if self.user_stop and self.user_stop > now else None)
            self.armed = None
            self.decide(now, "disarmed", describe(found) or "nothing to stop for")
            self.warned_for = None

    def warn(self, own, at, why):
        text = ("\r\n*** gpudesk autostop: this instance stops at %s UTC (%s). "
                "To keep it, run: python3 ~/.gpudesk/autostop.py hold 60 ***\r\n"
                % (clock(at), why))
        for tty in terminals(own):
            try:
                with open(tty, "w") as f:
                    f.write(text)
            except OSError:
                pass

    def write_state(self, config, mode, now, found, stop_at):
        write_json(STATE, {
            "version": 1,
            "pid": os.getpid(),
            "enabled": bool(config.get("enabled")),
            "mode": mode,
            "idle_minutes": int(config["gpu_idle_minutes"] if mode == "gpu" else config["no_gpu_idle_minutes"]),
            "sampled_at": format_time(now),
            "status": self.status,
            "active": found,
            "last_active": format_time(self.last_active),
            "stop_at": format_time(stop_at) if stop_at else None,
            "decisions": self.decisions,
        })


def describe(found):
    words = []
    for s in found:
        kind = s["signal"]
        if kind == "gpu":
            words.append("GPU %d%% with %d process(es)" % (s["util"], s["processes"]))
        elif kind == "starved":
            words.append("GPU memory held at %d%% use (starved, not idle: DataLoader workers? prefetch?)" % s["util"])
        elif kind == "sessions":
            words.append("%d SSH session(s)" % s["count"])
        elif kind == "connections":
            words.append("connections to port(s) %s" % ", ".join(map(str, s["ports"])))
        elif kind == "transfers":
            words.append("%d gpudesk transfer(s)" % s["count"])
        elif kind == "cpu":
            words.append("CPU %d%%%s" % (s["percent"], " with the GPU idle (no-GPU mode is cheaper)" if s["gpu_idle"] else ""))
        elif kind == "jobs":
            words.append("running: " + ", ".join(s["names"]))
        elif kind == "hold":
            words.append("kept running until " + clock(parse_time(s["until"])))
    return "; ".join(words)


def quiet_list(has_gpu):
    return ", ".join((["no GPU process, GPU below the threshold"] if has_gpu else [])
                     + ["no SSH session", "no service connection", "no transfer", "CPU quiet"])


# ---- commands --------------------------------------------------------------------------------

def daemon():
    platform = make_platform()
    missing = platform.missing()
    os.makedirs(DIR, exist_ok=True)
    if missing:
        log("autostop cannot watch this instance: %s not set (it runs from the instance's startup script)"
            % ", ".join(missing))
        return 2
    other = read_json(PIDFILE + ".json", {}).get("pid")
    if other and other != os.getpid() and alive_agent(other):
        return 0  # this boot is watched already
    write_json(PIDFILE + ".json", {"pid": os.getpid()})
    def ended(*_):
        log("%s the instance stops: the agent ends with it" % stamp(LAST_SEEN[0]))
        sys.exit(0)
    signal.signal(signal.SIGTERM, ended)
    watcher = Watcher(platform)
    last = None
    trouble = None
    while True:
        if not os.path.isdir(HOME):
            return 0  # the instance was deleted under it (a released sandbox instance)
        try:
            now, scale = platform.now()
            LAST_SEEN[0] = now
            if last is None or now - last >= 60 or (watcher.due and now >= watcher.due):
                watcher.sample(now)
                last = now
            trouble = None
        except Gone as gone:
            log("%s the agent ends: %s" % (stamp(LAST_SEEN[0]), gone))
            return 0
        except Exception as error:  # keep watching: the stop already armed holds either way
            if str(error) != trouble:
                trouble = str(error)
                log("%s cannot reach the platform or read the instance: %s (an armed stop still holds)"
                    % (stamp(LAST_SEEN[0]), error))
            scale = 0
        # At least a real second apart; about a platform minute when the platform says how fast
        # its time runs, and never so long that a change of pace goes unseen.
        wait = 1.0 if scale <= 0 or last is None else (60 - (now - last)) / scale
        if watcher.due and scale > 0:
            wait = min(wait, (watcher.due - now) / scale)  # a scheduled stop is kept to the second
        time.sleep(min(max(wait, 1.0), 60.0))


def alive_agent(pid):
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return b"autostop.py" in f.read()
    except OSError:
        return False


def status(as_json):
    state = read_json(STATE, {})
    config = settings()
    if as_json:
        print(json.dumps({"config": config, "state": state}, indent=1, sort_keys=True))
        return 0
    if not config.get("enabled"):
        print("off" + (" (the commands it was told to stop after still count)" if jobs() else ""))
    elif not state:
        print("not running yet (see ~/.gpudesk/autostop.log)")
    elif state.get("stop_at"):
        print("stopping at %s" % state["stop_at"])
    elif state.get("status") == "idle":
        print("idle since %s" % state.get("last_active"))
    else:
        print("armed: %s" % (describe(state.get("active", [])) or "in use"))
    return 0


def configure(args):
    config = read_json(CONFIG, {})
    i = 0
    while i < len(args):
        arg = args[i]
        if arg in ("--gpu-idle", "--no-gpu-idle") and i + 1 < len(args):
            config["gpu_idle_minutes" if arg == "--gpu-idle" else "no_gpu_idle_minutes"] = minutes(args[i + 1], arg)
            i += 2
            continue
        if arg == "--stop-at" and i + 1 < len(args):
            at = args[i + 1]
            if at == "none":
                config["stop_at"] = None
            else:
                try:
                    config["stop_at"] = format_time(parse_time(at))
                except ValueError:
                    raise SystemExit("autostop: --stop-at takes a UTC time such as 2026-12-03T23:00:00Z, or none")
            i += 2
            continue
        if arg in ("--on", "--off"):
            config["enabled"] = arg == "--on"
        else:
            raise SystemExit("autostop: unknown option %r" % arg)
        i += 1
    write_json(CONFIG, config)
    log("%s settings changed: %s" % (stamp(platform_now()), json.dumps(config, sort_keys=True)))
    return 0


def hold(args):
    if len(args) != 1 or not args[0].isdigit():
        raise SystemExit("usage: autostop.py hold MINUTES")
    platform = make_platform()
    now, _ = platform.now()
    config = read_json(CONFIG, {})
    config["hold_until"] = format_time(now + 60 * int(args[0])) if int(args[0]) else None
    write_json(CONFIG, config)
    instance = platform.instance_json()
    if instance.get("stop_reason") == "idle" and instance.get("stop_at"):
        platform.restore(None)
    log("%s kept running until %s by hand" % (format_time(now), config["hold_until"]))
    return 0


def run(args):
    grace, name, stop_after = 0, None, True
    while args and args[0] != "--":
        if args[0] == "--keep":
            stop_after = False
            args = args[1:]
            continue
        if args[0] == "--grace" and len(args) > 1:
            grace = int(args[1]) if args[1] == "0" else minutes(args[1], "--grace")
        elif args[0] == "--name" and len(args) > 1:
            name = args[1]
        else:
            raise SystemExit("usage: autostop.py run [--grace MIN | --keep] [--name NAME] -- COMMAND…")
        args = args[2:]
    command = args[1:]
    if not command:
        raise SystemExit("usage: autostop.py run [--grace MIN] [--name NAME] -- COMMAND…")
    platform = make_platform()
    now, _ = platform.now()
    boot = platform.instance_json().get("started_at")
    os.makedirs(JOBS, exist_ok=True)
    job_id = "job-%d" % int(now)
    while os.path.exists(os.path.join(JOBS, job_id + ".json")):
        job_id += "x"
    line = " ".join(shlex.quote(c) for c in command) if len(command) > 1 else command[0]
    script = os.path.join(JOBS, job_id + ".sh")
    with open(script, "w") as f:
        f.write("%s %s job-started %s $$\ncd %s\n%s\nstatus=$?\n%s %s job-ended %s \"$status\"\nexit \"$status\"\n"
                % (shlex.quote(sys.executable), shlex.quote(SELF), job_id, shlex.quote(os.getcwd()), line,
                   shlex.quote(sys.executable), shlex.quote(SELF), job_id))
    output = os.path.join(JOBS, job_id + ".log")
    job = {"id": job_id, "name": name or command[0], "command": line, "grace_minutes": grace, "boot": boot,
           "stop_after": stop_after,
           "started_at": format_time(now), "ended_at": None, "status": None, "log": output}
    write_json(os.path.join(JOBS, job_id + ".json"), job)
    if shutil.which("tmux"):
        session = "gpudesk-" + job_id
        subprocess.run(["tmux", "new-session", "-d", "-s", session, "bash " + shlex.quote(script)], check=True)
        subprocess.run(["tmux", "set-option", "-t", session, "remain-on-exit", "on"], check=False)
        subprocess.run(["tmux", "pipe-pane", "-t", session, "cat >> " + shlex.quote(output)], check=False)
        print("%s runs in tmux session %s (tmux attach -t %s)%s"
              % (job_id, session, session, after_text(stop_after, grace)))
    else:
        with open(output, "ab") as out:
            subprocess.Popen(["bash", script], stdin=subprocess.DEVNULL, stdout=out, stderr=out, start_new_session=True)
        print("%s runs in the background (no tmux here; its output goes to %s)%s"
              % (job_id, output, after_text(stop_after, grace)))
    log("%s %s runs: %s%s" % (format_time(now), job_id, line, after_text(stop_after, grace)))
    return 0


def after_text(stop_after, grace):
    if not stop_after:
        return ""
    return "; the instance stops %s after it ends" % ("%d min" % grace if grace else "right")


def job_started(args):
    path = os.path.join(JOBS, args[0] + ".json")
    job = read_json(path, {})
    if job and len(args) > 1 and args[1].isdigit():
        job["pid"] = int(args[1])
        write_json(path, job)
    return 0


def job_ended(args):
    path = os.path.join(JOBS, args[0] + ".json")
    job = read_json(path, {})
    if not job:
        return 1
    job["status"] = int(args[1]) if len(args) > 1 and args[1].lstrip("-").isdigit() else None
    now = platform_now()
    # Without the platform's time the agent dates the end when it sees the shell gone.
    job["ended_at"] = format_time(now) if now else None
    write_json(path, job)
    log("%s %s ended with status %s" % (stamp(now), args[0], job["status"]))
    return 0


def main(argv):
    command = argv[1] if len(argv) > 1 else "daemon"
    rest = argv[2:]
    if command == "daemon":
        return daemon()
    if command == "status":
        return status("--json" in rest)
    if command == "configure":
        return configure(rest)
    if command == "hold":
        return hold(rest)
    if command == "run":
        return run(rest)
    if command == "job-started" and rest:
        return job_started(rest)
    if command == "job-ended" and rest:
        return job_ended(rest)
    print(__doc__ or "usage: autostop.py daemon|status|configure|hold|run", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
