#!/usr/bin/env python3
"""Load on the platform: 200 clients (the console's poll, each its own keep-alive connection)
polling GET /v1/instances with If-None-Match and GET /v1/billing, while 50 instances of the wallet
stop and start over and over, for 60 s. Reports errors (anything but 200/304, or a failed
connection), the p50/p99 latency against the same 200 clients with nothing changing (the peer, in
the same run), and the sandbox's resident memory across the run (it must stay flat).
Asserts nothing. Usage: [BUILD=build/DIR] bench/platform/load.py [seconds] [clients]"""
import http.client, json, os, subprocess, sys, tempfile, threading, time

seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 60
clients = int(sys.argv[2]) if len(sys.argv) > 2 else 200
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
build = os.environ.get("BUILD") or ("build/release" if os.path.exists(os.path.join(root, "build/release/app/gpudesk-sandbox")) else "build/dev")
sandbox = os.path.join(root, build, "app/gpudesk-sandbox")
if not os.path.exists(sandbox):
    sys.exit("build first: cmake --preset release && cmake --build --preset release")

data = tempfile.mkdtemp()
proc = subprocess.Popen([sandbox, "--data", data, "--demo", "--boot-delay", "0", "--max-instances", "60",
                         "--runtime", "none"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    for _ in range(100):
        if os.path.exists(os.path.join(data, "endpoint.json")):
            break
        time.sleep(0.1)
    url = json.load(open(os.path.join(data, "endpoint.json")))["url"]
    host, port = url.split("//")[1].split(":")
    port = int(port)

    def call(method, path, body=None, token=None):
        c = http.client.HTTPConnection(host, port, timeout=30)
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = "Bearer " + token
        c.request(method, path, json.dumps(body) if body is not None else None, headers)
        r = c.getresponse()
        text = r.read()
        c.close()
        return r.status, (json.loads(text) if text else {})

    token = call("POST", "/v1/sessions", {"login": "13800000000", "password": "sandbox-demo"})[1]["token"]
    call("POST", "/v1/billing/recharge", {"amount_cents": 1000000}, token)
    ids = []
    for i in range(50):
        status, inst = call("POST", "/v1/instances", {"name": "load %d" % i, "region": "cn-north-1",
                                                      "gpu_type": "rtx-4090-24g", "image": "ubuntu-22.04",
                                                      "start_mode": "gpu" if i < 20 else "no_gpu"}, token)
        if status != 202:
            sys.exit("could not create instance %d: %s" % (i, inst))
        ids.append(inst["id"])

    def rss_kib():
        for line in open("/proc/%d/status" % proc.pid):
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def poll(duration, churning):
        stop_at = time.monotonic() + duration
        latencies, errors, lock = [], [0], threading.Lock()

        def client(n):
            conn = http.client.HTTPConnection(host, port, timeout=30)
            etag, mine = None, []
            while time.monotonic() < stop_at:
                for path in ("/v1/instances", "/v1/billing"):
                    headers = {"Authorization": "Bearer " + token}
                    if path == "/v1/instances" and etag:
                        headers["If-None-Match"] = etag
                    started = time.monotonic()
                    try:
                        conn.request("GET", path, headers=headers)
                        r = conn.getresponse()
                        r.read()
                        mine.append(time.monotonic() - started)
                        if r.status not in (200, 304):
                            with lock:
                                errors[0] += 1
                        elif path == "/v1/instances":
                            etag = r.getheader("ETag") or etag
                    except Exception:
                        with lock:
                            errors[0] += 1
                        conn = http.client.HTTPConnection(host, port, timeout=30)
                time.sleep(0.5)  # the console's steady rhythm is seconds; half a second is hard
            with lock:
                latencies.extend(mine)

        cycles = [0]
        def churn():
            while time.monotonic() < stop_at:
                for action, state in (("stop", "stopped"), ("start", "running")):
                    for i in ids:
                        call("POST", "/v1/instances/%s/%s" % (i, action), {}, token)
                    while time.monotonic() < stop_at:
                        items = call("GET", "/v1/instances", None, token)[1]["items"]
                        if all(x["state"] == state for x in items if x["id"] in ids):
                            break
                        time.sleep(0.2)
                cycles[0] += 1

        threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
        if churning:
            threads.append(threading.Thread(target=churn))
        memory = [rss_kib()]
        for t in threads:
            t.start()
        while any(t.is_alive() for t in threads):
            time.sleep(5)
            memory.append(rss_kib())
        for t in threads:
            t.join()
        latencies.sort()
        pick = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000 if latencies else 0
        return len(latencies), errors[0], pick(0.5), pick(0.99), memory, cycles[0]

    quiet = poll(max(10, seconds // 4), False)
    busy = poll(seconds, True)
    print("sandbox %s (%s), %d cores, %d clients" % (url, build, os.cpu_count(), clients))
    print("nothing changing (%d s): %d requests, %d errors, p50 %.1f ms, p99 %.1f ms" %
          (max(10, seconds // 4), quiet[0], quiet[1], quiet[2], quiet[3]))
    print("50 instances stopping and starting (%d s, %d cycles): %d requests, %d errors, p50 %.1f ms, p99 %.1f ms"
          % (seconds, busy[5], busy[0], busy[1], busy[2], busy[3]))
    print("  p99 ratio to nothing changing: %.2fx (target: 0 errors)" % (busy[3] / quiet[3] if quiet[3] else 0))
    mem = busy[4]
    half = len(mem) // 2
    print("sandbox memory (RSS, KiB, every 5 s): %s" % " ".join(str(m) for m in mem))
    print("  second half vs first half of the run: %+.1f%% (target: flat)" %
          (100.0 * (sum(mem[half:]) / max(1, len(mem) - half) / (sum(mem[:half]) / max(1, half)) - 1) if half else 0))
finally:
    proc.terminate()
    proc.wait()
    subprocess.run(["rm", "-rf", data])
