#!/usr/bin/env python3
"""Mint a Slurm JWT (HS256) from a cluster's jwt_hs256.key, without scontrol.

    make_jwt.py KEYFILE USER LIFESPAN_SECONDS

Prints the token. A negative lifespan gives an already expired token, which
"scontrol token" cannot make. Slurm 22.05's auth/jwt accepts exactly this:
header {"alg":"HS256","typ":"JWT"}, claims {"exp", "iat", "sun"} ("sun" is
the Slurm user name), base64url without padding, signed with the whole key
file as the HMAC-SHA256 secret.
"""
import base64
import hashlib
import hmac
import json
import sys
import time


def b64(data: bytes) -> bytes:
    return base64.urlsafe_b64encode(data).rstrip(b"=")


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(sys.argv[1], "rb") as f:
        key = f.read()
    user, lifespan = sys.argv[2], int(sys.argv[3])
    now = int(time.time())
    header = b64(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    claims = b64(json.dumps({"exp": now + lifespan, "iat": now, "sun": user},
                            separators=(",", ":")).encode())
    signature = b64(hmac.new(key, header + b"." + claims, hashlib.sha256).digest())
    print((header + b"." + claims + b"." + signature).decode())
    return 0


if __name__ == "__main__":
    sys.exit(main())
