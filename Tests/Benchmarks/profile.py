"""Where a page's CPU goes: `perf record` on the release server while wrk loads one page.

Fills a fresh database with the demo household, starts the server, signs in as anna, runs wrk
(the benchmark's settings) on the page asked for while perf samples the server, and prints perf's
report by symbol (self time) and by shared object. Used for the profiles in docs/DECISIONS.md:

    .venv/bin/python Tests/Benchmarks/profile.py --tracker .build/release/tracker --page fresh-day
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import bench

PAGES = {
    "fresh-day": {"path": "/", "other_days": 700},
    "main": {"path": "/"},
    "statistics": {"path": "/statistics"},
    "details": {"path": "/", "details": True},
    "healthz": {"path": "/healthz"},
    "api": {"path": "/api/v1/trackers", "api": True},
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tracker", required=True, help="the release tracker binary")
    parser.add_argument("--page", default="fresh-day", help=f"one of {', '.join(sorted(PAGES))}, or a path")
    parser.add_argument("--top", type=int, default=30, help="how many symbols to print")
    parser.add_argument("--keep", help="copy perf.data to this path, for perf report")
    args = parser.parse_args()
    page = {"path": args.page} if args.page.startswith("/") else PAGES[args.page]
    os.environ["TRACKER_BIN"] = args.tracker
    with tempfile.TemporaryDirectory(prefix="tracker-profile-") as workdir:
        workdir = Path(workdir)
        db = workdir / "tracker.sqlite"
        bench.run_tracker("demo-data", "--db", str(db), "--members", str(bench.DEMO_MEMBERS), timeout=600)
        server = bench.bench_server(db, workdir)
        bench.start_server(server)
        process = server.process
        try:
            base = server.base_url
            session, cookie, _ = bench.sign_in(base)
            trackers, _, _ = bench.pick_trackers(session, base)
            path = page["path"]
            paths = bench.details_paths(trackers) if page.get("details") else None
            headers = ()
            if page.get("api"):
                paths, headers, cookie = bench.api_paths(), [f"Authorization: Bearer {bench.api_token(db)}"], None
            data = workdir / "perf.data"
            perf = subprocess.Popen(["perf", "record", "-F", "999", "-g", "-p", str(process.pid), "-o", str(data)],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(0.5)
            result = bench.wrk_once(base + path, cookie, bench.THROUGHPUT, other_days=page.get("other_days"),
                                    paths=paths, headers=headers)
            perf.send_signal(2)
            perf.wait(timeout=60)
            print(f"{args.page} ({path}): {result['rps']:.0f} req/s, p50 {result['p50']:.2f} ms, "
                  f"p99 {result['p99']:.2f} ms")
            views = {
                "shared object (self)": ["--no-children", "--sort", "dso"],
                "symbol (self)": ["--no-children", "--sort", "symbol"],
                "tracker's own functions (with what they call)": ["--children", "--sort", "symbol",
                                                                  "--dsos", "tracker"],
            }
            if args.keep:
                shutil.copy(data, args.keep)
            for title, options in views.items():
                report = subprocess.run(
                    ["perf", "report", "-i", str(data), *options, "--stdio", "--percent-limit", "0.7",
                     "-g", "none", "--demangle"],
                    capture_output=True, text=True, timeout=300).stdout
                lines = [l for l in report.splitlines() if l.strip() and not l.startswith("#")]
                print(f"\n-- by {title}")
                print("\n".join(l[:160] for l in lines[:args.top]))
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
