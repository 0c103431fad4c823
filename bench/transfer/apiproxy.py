#!/usr/bin/env python3
"""The platform's API as seen from far away (bench/transfer (c)): forwards every request to the
sandbox and reports an instance's SSH port as the delaying relay's, so gpudesk and the OpenSSH
tools all reach the instance through the relay, with its host key unchanged.

Usage: apiproxy.py LISTEN_PORT SANDBOX_URL SSH_PORT RELAY_PORT
"""
import http.server
import sys
import urllib.error
import urllib.request

listen, upstream, ssh_port, relay_port = int(sys.argv[1]), sys.argv[2].rstrip("/"), sys.argv[3], sys.argv[4]


class Proxy(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def forward(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        request = urllib.request.Request(upstream + self.path, data=body, method=self.command)
        for name in ("Authorization", "Content-Type", "Idempotency-Key"):
            if self.headers.get(name):
                request.add_header(name, self.headers.get(name))
        try:
            with urllib.request.urlopen(request) as answer:
                status, headers, data = answer.status, answer.headers, answer.read()
        except urllib.error.HTTPError as error:
            status, headers, data = error.code, error.headers, error.read()
        data = data.replace(b'"port":' + ssh_port.encode(), b'"port":' + relay_port.encode())
        self.send_response(status)
        self.send_header("Content-Type", headers.get("Content-Type") or "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PATCH = do_DELETE = do_PUT = forward

    def log_message(self, *args):
        pass


http.server.ThreadingHTTPServer(("127.0.0.1", listen), Proxy).serve_forever()
