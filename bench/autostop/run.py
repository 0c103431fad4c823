#!/usr/bin/env python3
"""Autostop's agent on an instance, and what it saves. Prints figures and ratios; asserts nothing.

1. The agent's own CPU and memory. A sandbox at 60x real time, where the agent looks once a real
   second (the most it ever looks), an instance made by `gpudeskctl create` with the default
   autostop and an emulated training process at 90%: the agent's CPU time (with the commands it
   runs: nvidia-smi, the process table) per look and its resident memory, against a bare python3
   that sleeps a second at a time, in the same run. Targets: < 0.5% of a core at the platform's
   real pace (one look a minute) and < 30 MB.
2. The forgotten night. A sandbox on a manual clock, two instances: one with gpudesk's defaults,
   one with autostop off. Both run a two-hour training from 20:00, then nobody looks until 08:00.
   What the ledger charged each.

Usage: [BUILD=build/DIR, default build/dev] bench/autostop/run.py [seconds for part 1, default 60]
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# What is measured is the agent (Python) and the platform's ledger: any build's sandbox will do.
BUILD = os.path.join(ROOT, os.environ.get("BUILD", "build/dev"))
APP = os.path.join(BUILD, "app")
PHONE, PASSWORD = "13800000888", "bench-Autostop-1"
RATE_NOTE = "rtx-3090-24g"


class Sandbox:
    def __init__(self, work, *args):
        self.data = os.path.join(work, "sandbox-%d" % len(os.listdir(work)))
        self.proc = subprocess.Popen([os.path.join(APP, "gpudesk-sandbox"), "--data", self.data, "--boot-delay", "0",
                                      *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        endpoint = os.path.join(self.data, "endpoint.json")
        for _ in range(200):
            if os.path.exists(endpoint) and os.path.getsize(endpoint):
                break
            time.sleep(0.05)
        self.url = json.load(open(endpoint))["url"].rstrip("/")
        self.token = None
        self.ids = []
        self.manual = "manual" in args

    def api(self, method, path, body=None):
        request = urllib.request.Request(self.url + path, method=method,
                                         data=json.dumps(body).encode() if body is not None else None,
                                         headers={"Content-Type": "application/json"})
        if self.token:
            request.add_header("Authorization", "Bearer " + self.token)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                text = answer.read()
        except urllib.error.HTTPError as error:
            raise SystemExit("%s %s answered %d: %s" % (method, path, error.code, error.read()[:300]))
        return json.loads(text) if text else {}

    def account(self):
        """A verified account with credit and an API token (a login session ends after 12 platform
        hours, an unverified account's boots after 3)."""
        self.api("POST", "/v1/accounts", {"phone": PHONE, "email": "autostop@example.cn", "password": PASSWORD})
        self.token = self.api("POST", "/v1/sessions", {"login": PHONE, "password": PASSWORD})["token"]
        self.api("POST", "/v1/billing/recharge", {"amount_cents": 100000})
        self.api("POST", "/v1/account/verification", {"real_name": "张三", "id_number": "11010519491231002X"})
        for _ in range(100):  # reviewed in a few platform seconds
            if self.api("GET", "/v1/account").get("verification", {}).get("status") == "approved":
                break
            if self.manual:
                self.advance(5)
            time.sleep(0.1)
        self.token = self.api("POST", "/v1/tokens", {"name": "bench", "scopes": ["read", "instances", "billing"],
                                                     "expires_in_days": 30})["token"]

    def create(self, name, autostop):
        """As a user makes it: gpudeskctl create, autostop on by default."""
        env = dict(os.environ, GPUDESK_TOKEN=self.token, XDG_CONFIG_HOME=os.path.join(self.data, "cfg"),
                   XDG_STATE_HOME=os.path.join(self.data, "state"), XDG_DATA_HOME=os.path.join(self.data, "share"))
        out = subprocess.run([os.path.join(APP, "gpudeskctl"), "--platform", self.url, "--json", "create", "--name",
                              name, "--region", "cn-north-1", "--gpu", RATE_NOTE, "--image", "ubuntu-22.04",
                              "--autostop", autostop], env=env, capture_output=True)
        if out.returncode != 0:
            raise SystemExit("gpudeskctl create: " + out.stderr.decode())
        instance = json.loads(out.stdout)
        self.ids.append(instance["id"])
        return instance["id"]

    def instance(self, id):
        return self.api("GET", "/v1/instances/" + id)

    def wait(self, id, state, advance=False):
        for _ in range(600):
            i = self.instance(id)
            if i["state"] == state:
                return i
            if advance:
                self.advance(5)
            time.sleep(0.05)
        raise SystemExit("%s never became %s" % (id, state))

    def advance(self, seconds):
        self.api("POST", "/v1/sandbox/clock", {"advance_s": seconds})

    def now(self):
        return self.api("GET", "/v1/health")["server_time"]

    def emulate(self, id, util):
        folder = os.path.join(self.data, "instances", id, "emulated")
        os.makedirs(folder, exist_ok=True)
        if util is None:
            for name in ("gpu-processes", "gpu-utilization"):
                if os.path.exists(os.path.join(folder, name)):
                    os.remove(os.path.join(folder, name))
            return
        open(os.path.join(folder, "gpu-processes"), "w").write("4242 20000 python train.py\n")
        open(os.path.join(folder, "gpu-utilization"), "w").write("%d\n" % util)

    def state(self, id):
        try:
            return json.load(open(os.path.join(self.instance(id)["home_path"], ".gpudesk", "autostop-state.json")))
        except (OSError, ValueError):
            return {}

    def looked(self, id, at):
        """Waits for the agent's look at platform time `at` (or later)."""
        for _ in range(400):
            if self.state(id).get("sampled_at", "") >= at:
                return
            time.sleep(0.05)
        raise SystemExit("the agent of %s did not look at %s" % (id, at))

    def charged(self, id):
        lines = self.api("GET", "/v1/billing/ledger?limit=200&instance_id=" + id)["items"]
        return sum(l["amount_cents"] for l in lines if l["kind"] == "compute")

    def close(self):
        for id in self.ids:  # a stopped instance's agent and processes end with it
            try:
                if self.instance(id)["state"] == "running":
                    self.api("POST", "/v1/instances/%s/stop" % id)
            except SystemExit:
                pass
        time.sleep(1)
        self.proc.terminate()
        self.proc.wait()


def proc_cpu(pid):
    """CPU seconds of the process and its reaped children."""
    fields = open("/proc/%d/stat" % pid).read().rsplit(")", 1)[1].split()
    utime, stime, cutime, cstime = (int(x) for x in fields[11:15])
    return (utime + stime + cutime + cstime) / os.sysconf("SC_CLK_TCK")


def proc_rss_mib(pid, field="VmRSS"):
    for line in open("/proc/%d/status" % pid):
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return 0.0


def agent_cost(work, seconds):
    box = Sandbox(work, "--time-scale", "60")
    try:
        box.account()
        id = box.create("agent-cost", "30m")
        box.wait(id, "running")
        box.emulate(id, 90)  # a working card: the agent looks and keeps it
        home = box.instance(id)["home_path"]
        pid = None
        for _ in range(200):
            try:
                pid = json.load(open(os.path.join(home, ".gpudesk", "autostop.pid.json")))["pid"]
                break
            except (OSError, ValueError):
                time.sleep(0.05)
        if not pid:
            raise SystemExit("the agent did not start: " + open(os.path.join(home, ".gpudesk", "autostop.log")).read())
        bare = subprocess.Popen([sys.executable, "-c", "import time\nwhile True: time.sleep(1)"])
        time.sleep(2)  # both past their start
        cpu0, bare0, t0 = proc_cpu(pid), proc_cpu(bare.pid), time.monotonic()
        looks, last = 0, None
        while time.monotonic() - t0 < seconds:
            seen = box.state(id).get("sampled_at")
            if seen != last:
                looks, last = looks + (last is not None), seen
            time.sleep(0.1)
        wall = time.monotonic() - t0
        cpu, bare_cpu = proc_cpu(pid) - cpu0, proc_cpu(bare.pid) - bare0
        rss, hwm, bare_rss = proc_rss_mib(pid), proc_rss_mib(pid, "VmHWM"), proc_rss_mib(bare.pid)
        bare.terminate()
        status = box.state(id).get("status")
    finally:
        box.close()
    per_look = cpu / max(1, looks)
    print("1. the agent, %d looks in %.0f s (the sandbox at 60x: one look a real second), status %s" % (
        looks, wall, status))
    print("   CPU: %.1f ms a look; %.2f%% of a core at one look a second; %.4f%% at the platform's real pace "
          "(one a minute) (target < 0.5%%)" % (per_look * 1000, 100 * cpu / wall, 100 * per_look / 60))
    print("   bare python3 sleeping a second at a time: %.3f%% of a core" % (100 * bare_cpu / wall))
    print("   memory: %.1f MiB resident (peak %.1f MiB) (target < 30 MB); bare python3 %.1f MiB; ratio %.2fx" % (
        rss, hwm, bare_rss, rss / bare_rss if bare_rss else 0))
    real_pace = 100 * per_look / 60
    row("autostop-cpu", "the autostop agent's CPU at the real pace (one look a minute)",
        "bare python3 sleeping", "%.4f%% of a core" % real_pace, "%.3f%%" % (100 * bare_cpu / wall), None,
        "< 0.5% of a core", real_pace < 0.5)
    row("autostop-memory", "the autostop agent's resident memory", "bare python3", "%.1f MiB" % rss,
        "%.1f MiB" % bare_rss, None, "< 30 MB", rss * 1.048576 < 30)


def forgotten_night(work):
    box = Sandbox(work, "--clock", "manual")
    try:
        box.account()
        runs = {"gpudesk's defaults": box.create("with-autostop", "30m"),
                "autostop off": box.create("without-autostop", "off")}
        for id in runs.values():
            box.advance(1)
            box.wait(id, "running", advance=True)
        for id in runs.values():
            box.emulate(id, 90)
        # 20:00 to 22:00: the run, each agent looking.
        for step in [60] + [1800] * 4:
            box.advance(step)
            at = box.now()
            for id in runs.values():
                box.looked(id, at)
        for id in runs.values():
            box.emulate(id, None)
        box.advance(60)
        at = box.now()
        for id in runs.values():
            box.looked(id, at)
        box.advance(10 * 3600 - 60)  # 08:00: the student is back
        for id in runs.values():
            if box.instance(id)["state"] == "running":
                box.api("POST", "/v1/instances/%s/stop" % id)
                box.wait(id, "stopped", advance=True)
        costs = {name: box.charged(id) for name, id in runs.items()}
        reason = box.instance(runs["gpudesk's defaults"])["state_reason"]
    finally:
        box.close()
    on, off = costs["gpudesk's defaults"], costs["autostop off"]
    print("2. the forgotten night on the %s at ¥1.58/h: a 2 h run from 20:00, then nobody until 08:00" % RATE_NOTE)
    print("   with gpudesk's defaults: ¥%.2f (stopped by itself, reason %s)" % (on / 100, reason))
    print("   with autostop off:       ¥%.2f" % (off / 100))
    print("   saved ¥%.2f, %.0f%% of the night's bill; with autostop it costs %.2fx the run alone" % (
        (off - on) / 100, 100 * (off - on) / off if off else 0, on / (158 * 2) if on else 0))
    row("autostop-night", "the forgotten night (2 h run from 20:00, back at 08:00)", "autostop off",
        "¥%.2f" % (on / 100), "¥%.2f" % (off / 100), off / on if on else None, "", None)


def row(id_, what, peer, gpudesk, peer_figure, ratio, target, met):
    """One figure of bench/run-all's table, as bench/lib/report.sh prints it."""
    print("BENCH " + json.dumps({"id": id_, "what": what, "peer": peer, "gpudesk": gpudesk,
                                 "peer_figure": peer_figure, "ratio": ratio, "target": target, "met": met},
                                ensure_ascii=False), flush=True)


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    for tool in ("sshd", "python3"):
        if not shutil.which(tool, path=os.environ.get("PATH", "") + ":/usr/sbin"):
            raise SystemExit("%s missing: run scripts/setup" % tool)
    work = tempfile.mkdtemp()
    try:
        agent_cost(work, seconds)
        forgotten_night(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("%d cores; sandbox instances share this machine" % os.cpu_count())


if __name__ == "__main__":
    main()
