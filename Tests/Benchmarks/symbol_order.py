"""Writes Linker/symbol-order.txt: the functions a release server calls, in the order it first calls them.

The release link (Package.swift) places these functions first and together, so the code a server runs
while it starts, idles and serves the usual pages fills a few megabytes of the binary instead of being
spread over all of it. Each page of code the kernel maps in (with the 64 KB around it) then holds mostly
code that runs (docs/DECISIONS.md, "Memory: functions in the order they run").

How: builds first_calls.c, lists the binary's functions with `nm`, starts the server on the demo
household with the tracer preloaded, and does what a household and the benchmark do: sign in, the main
pages, the settings pages, a mark and an undo, the API. Run it with scripts/order-symbols after changes
that add code on those paths; the release build must then be linked again to use the new order.

    .venv/bin/python Tests/Benchmarks/symbol_order.py --tracker .build/release/tracker
"""

import argparse
import os
import struct
import subprocess
import tempfile
import time
from pathlib import Path

import requests

import bench

HERE = Path(__file__).resolve().parent
ORDER_FILE = HERE.parent.parent / "Linker" / "symbol-order.txt"
FUNCTION_TYPES = {"t", "T", "w", "W"}


def functions(binary):
    """Every function of the binary with a size: address → its names (aliases share an address)."""
    listing = subprocess.run(["nm", "--defined-only", "--print-size", str(binary)], check=True,
                             capture_output=True, text=True).stdout
    names = {}
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in FUNCTION_TYPES:
            names.setdefault(int(fields[0], 16), []).append(fields[3])
    return names


def build_tracer(workdir):
    library = workdir / "first_calls.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", str(library), str(HERE / "first_calls.c")], check=True)
    return library


def household_day(db, server):
    """What the server is asked on a usual day, and while benchmarked: every page kind once."""
    base = server.base_url
    session, _, token = bench.sign_in(base)
    time.sleep(1)  # the idle server's timers
    trackers, mark_id, day = bench.pick_trackers(session, base)
    paths = ["/", "/?day=2025-03-04", "/?q=run", "/statistics", "/household", "/trackers",
             *bench.SETTINGS_PAGES, "/guide", "/categories/order", bench.reorder_path(session, base),
             "/css/app.css", "/manifest.webmanifest",
             *bench.details_paths(trackers)[:3], *bench.day_paths(trackers)[:3], *bench.member_paths()[:3]]
    for path in paths:
        bench.expect(session, base + path, 200, headers={"Accept-Encoding": "gzip"})
    mark = {"_csrf": token, "day": day, "back": "/"}
    for _ in range(2):  # done, then undo
        session.post(f"{base}/trackers/{mark_id}/done", data=mark, timeout=bench.REQUEST_TIMEOUT)
    headers = {"Authorization": f"Bearer {bench.api_token(db)}", "Accept-Encoding": "gzip"}
    for path in bench.api_paths()[:3]:
        requests.get(base + path, headers=headers, timeout=bench.REQUEST_TIMEOUT).raise_for_status()
    time.sleep(1)


def first_calls(binary, workdir):
    """The binary's functions' names, in the order the server first called them."""
    names = functions(binary)
    listed = workdir / "functions.txt"
    listed.write_text("".join(f"{address:x}\n" for address in sorted(names)))
    calls = workdir / "first-calls.bin"
    db = workdir / "tracker.sqlite"
    bench.run_tracker("demo-data", "--db", str(db), "--members", str(bench.DEMO_MEMBERS), timeout=600)
    server = bench.Server(db, workdir / "server.log", args=["--host", bench.HOST], poll_interval=0.01, env={
        "LD_PRELOAD": str(build_tracer(workdir)),
        "FIRST_CALLS_FUNCTIONS": str(listed),
        "FIRST_CALLS_OUT": str(calls),
        "SWIFT_BACKTRACE": "enable=no",  # its crash handler would take the breakpoints' signal
        "TRACKER_API_RATE_PER_MINUTE": "10000",
    })
    server.start()
    try:
        household_day(db, server)
    finally:
        server.stop()
    data = calls.read_bytes()
    bias, *addresses = struct.unpack(f"<{len(data) // 8}Q", data)
    ordered, seen = [], set()
    for address in addresses:
        for name in names[address - bias]:
            if name not in seen:
                seen.add(name)
                ordered.append(name)
    return ordered


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tracker", required=True, help="the release tracker binary")
    args = parser.parse_args()
    os.environ["TRACKER_BIN"] = args.tracker
    with tempfile.TemporaryDirectory(prefix="tracker-order-") as workdir:
        ordered = first_calls(Path(args.tracker), Path(workdir))
    ORDER_FILE.parent.mkdir(exist_ok=True)
    ORDER_FILE.write_text("".join(f"{name}\n" for name in ordered))
    print(f"{len(ordered)} functions in {ORDER_FILE}")


if __name__ == "__main__":
    main()
