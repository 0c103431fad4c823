#!/usr/bin/env python3
"""A TCP relay that adds a fixed delay in each direction (bench/transfer (c): a far-away cloud).

Usage: relay.py LISTEN_PORT TARGET_PORT DELAY_MS. Every chunk read on one side is written to the
other DELAY_MS later, in order, so a round trip takes twice the delay while throughput is left to
the TCP and SSH windows, as on a long link.
"""
import asyncio
import sys
import time

listen, target, delay = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]) / 1000.0


async def pump(reader, writer):
    queue = asyncio.Queue()

    async def later():
        while True:
            due, data = await queue.get()
            wait = due - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            if data is None:
                break
            writer.write(data)
            await writer.drain()
        try:
            writer.write_eof()
        except OSError:
            pass

    sender = asyncio.ensure_future(later())
    try:
        while True:
            data = await reader.read(1 << 16)
            queue.put_nowait((time.monotonic() + delay, data if data else None))
            if not data:
                break
    except OSError:
        queue.put_nowait((time.monotonic(), None))
    await sender


async def serve(reader, writer):
    try:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", target)
    except OSError:
        writer.close()
        return
    await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer), return_exceptions=True)
    for w in (writer, up_writer):
        w.close()


async def main():
    server = await asyncio.start_server(serve, "127.0.0.1", listen)
    async with server:
        await server.serve_forever()


asyncio.run(main())
