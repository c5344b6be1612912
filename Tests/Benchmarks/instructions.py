"""Instructions per request under callgrind: an A/B comparison that the machine's noise can't move.

On these shared machines a page's requests per second, and even its CPU time per request, move by
a fifth from one run to the next, which hides a change of a few percent. The instructions the
server executes for a request barely move. This starts each binary under valgrind's callgrind
(Debian's `valgrind`) on a copy of the same demo household, warms it, counts the instructions
of N requests, and prints them per request:

    .venv/bin/python Tests/Benchmarks/instructions.py day 200 \\
        /tmp/tracker-before:/tmp/before/Templates .build/release/tracker:Templates

PAGE is a path (`/household`; one under `/api/` is asked with a token), `day` (the main page on a
different past day each request), `api` (the API's day list, a different day each request) or
`mark` (POST done on one of anna's cards of today, as the bench's "POST done", its 303 not followed). Each binary is given with the
templates it was built with. With `KEEP_CALLGRIND=/tmp/cg` set, callgrind's files are kept as
`/tmp/cg.callgrind.N.BINARY` (N the run's number), for `callgrind_annotate`. Valgrind 3.19 can't read the Swift compiler's DWARF 5, so each binary
is copied without its debug information first. Instructions are not time: a cache miss costs more
than an add. `scripts/bench` measures the time; this says whether a change did less work.
"""

import datetime
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

import bench

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "support"))
import tracker_process  # noqa: E402


def path_for(page, index, today):
    day = (today - datetime.timedelta(days=1 + index)).isoformat()
    if page == "day":
        return f"/?day={day}"
    if page == "api":
        return f"/api/v1/trackers?day={day}"
    return page


def count(binary, templates, page, requests_count, base_db, work, token):
    db = work / "counted.sqlite"
    for old in work.glob("counted.sqlite*"):
        old.unlink()
    shutil.copy(base_db, db)
    for suffix in ("-wal", "-shm"):
        if Path(f"{base_db}{suffix}").exists():
            shutil.copy(f"{base_db}{suffix}", f"{db}{suffix}")
    stripped = work / (Path(binary).name + "-stripped")
    subprocess.run(["objcopy", "--strip-debug", binary, str(stripped)], check=True)
    # Named for the run too: a binary named `tracker` must not count the files of `tracker-old`.
    out = work / f"callgrind.{len(list(work.glob('callgrind.*')))}.{Path(binary).name}"
    port = tracker_process.free_port()
    command = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}",
               str(stripped), "--db", str(db), "--port", str(port), "--host", "127.0.0.1",
               "--templates", templates, "--public", str(tracker_process.PUBLIC)]
    env = {**os.environ, "TRACKER_API_RATE_PER_MINUTE": "10000000"}
    with open(work / "server.log", "a") as log:
        server = subprocess.Popen(command, cwd=tracker_process.REPO, stdout=log, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            try:
                if requests.get(base + "/healthz", timeout=5).status_code == 200:
                    break
            except requests.RequestException:
                pass
            time.sleep(0.5)
        if token:
            session = requests.Session()
            session.headers["Authorization"] = f"Bearer {token}"
        else:
            session, _, _ = bench.sign_in(base)
        today = datetime.date.today()
        headers = {"Accept-Encoding": "gzip"}
        if page == "mark":
            _, mark_id, day = bench.pick_trackers(session, base)
            token = bench.csrf_token(session.get(base + "/settings").text)

            def ask(_index):
                return session.post(f"{base}/trackers/{mark_id}/done", data={"_csrf": token, "day": day, "back": "/"},
                                    headers=headers, allow_redirects=False)
            expected = 303
        else:
            def ask(index):
                return session.get(base + path_for(page, index, today), headers=headers)
            expected = 200
        for index in range(5):
            ask(1000 + index)
        subprocess.run(["callgrind_control", "-i", "on", str(server.pid)], capture_output=True, check=True)
        for index in range(requests_count):
            answer = ask(index)
            if answer.status_code != expected:
                raise SystemExit(f"{page}: {answer.status_code}")
        subprocess.run(["callgrind_control", "-i", "off", str(server.pid)], capture_output=True, check=True)
    finally:
        server.terminate()
        server.wait(timeout=120)
    total = 0
    keep = os.environ.get("KEEP_CALLGRIND")
    for part in [out, *work.glob(out.name + ".*")]:
        if not part.exists():
            continue
        if keep:
            shutil.copy(part, f"{keep}.{part.name}")
        for line in part.read_text(errors="replace").splitlines():
            if line.startswith(("summary:", "totals:")):
                total = max(total, int(line.split()[1]))
    return total / requests_count


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    page, requests_count = sys.argv[1], int(sys.argv[2])
    builds = [argument.split(":", 1) for argument in sys.argv[3:]]
    os.environ["TRACKER_BIN"] = builds[0][0]
    with tempfile.TemporaryDirectory(prefix="tracker-instructions-") as work:
        work = Path(work)
        base_db = work / "demo.sqlite"
        bench.run_tracker("demo-data", "--db", str(base_db), "--members", str(bench.DEMO_MEMBERS), timeout=600)
        token = bench.api_token(base_db) if page == "api" or page.startswith("/api/") else None
        for binary, templates in builds:
            per_request = count(binary, templates, page, requests_count, base_db, work, token)
            print(f"{binary}: {per_request / 1e6:.3f} M instructions per request ({requests_count} requests of {page})",
                  flush=True)


if __name__ == "__main__":
    main()
