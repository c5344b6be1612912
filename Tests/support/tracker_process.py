"""Running the `tracker` binary, for the browser journeys (Tests/Browser), the reliability and
security suite (Tests/Security) and the benchmark (Tests/Benchmarks): which binary ($TRACKER_BIN),
a free port, a subcommand run to its end, the demo household, and a server on a database file that
is up once it answers GET /healthz and stops cleanly on SIGTERM.

Each of them puts this folder on sys.path and imports it as `tracker_process`:

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "support"))

What goes wrong (no binary, a command that failed, a server that would not start or stop) is
reported through `fail(message)`, which raises TrackerError; the pytest suites call
`report_failures_with(pytest.fail)` so that it fails the test instead, as a test's own check does.
"""

import http.client
import os
import signal
import shutil
import socket
import sqlite3
import subprocess
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
TEMPLATES = REPO / "Templates"
PUBLIC = REPO / "Public"

START_TIMEOUT = 30
STOP_TIMEOUT = 10


# ---------------------------------------------------------------------------------------------
# Failures


class TrackerError(Exception):
    """Running tracker went wrong; the message says how, with what it printed."""


def _raise(message):
    raise TrackerError(message)


_failure = _raise


def report_failures_with(function):
    """Reports every later failure by calling `function(message)` (pytest.fail in the test suites),
    which must raise."""
    global _failure
    _failure = function


def fail(message):
    _failure(message)
    raise TrackerError(message)   # in case `function` returned


# ---------------------------------------------------------------------------------------------
# The binary, a port, a command


def tracker_binary():
    """The tracker binary to test, from $TRACKER_BIN (scripts/test and scripts/bench set it)."""
    binary = os.environ.get("TRACKER_BIN")
    if not binary:
        fail("TRACKER_BIN is not set: point it at the built tracker (see scripts/test)")
    if not os.access(binary, os.X_OK):
        fail(f"TRACKER_BIN is not an executable file: {binary}")
    return binary


def free_port(host="127.0.0.1"):
    """A port nothing listens on now (another process may take it before the server binds it:
    Server.start() tries again then)."""
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def run_tracker(*args, stdin=None, env=None, timeout=180, check=True):
    """Runs `tracker ARGS…` in the repository to the end, its output captured as text, with the
    environment plus `env`; returns the subprocess.CompletedProcess. With `check`, an exit status
    other than 0 is a failure that shows what it printed."""
    result = subprocess.run(
        [tracker_binary(), *args], input=stdin, capture_output=True, text=True, cwd=REPO, timeout=timeout,
        env={**os.environ, **(env or {})},
    )
    if check and result.returncode != 0:
        fail(f"`tracker {' '.join(map(str, args))}` exited with {result.returncode}:\n{result.stdout}\n{result.stderr}")
    return result


# ---------------------------------------------------------------------------------------------
# The demo household


def demo_database(path, *args, timeout=300):
    """Writes the demo household (`tracker demo-data`, with any further `args`) to the database
    file `path`; returns what the command printed. The command has ended, so the file is
    consistent; any WAL is folded into it, so that copy_database() can copy it plainly."""
    output = run_tracker("demo-data", "--db", str(path), *args, timeout=timeout).stdout
    db = sqlite3.connect(path)
    try:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()
    return output


def copy_database(source, destination):
    """Copies a database file that no process has open, with its -wal and -shm files if any."""
    shutil.copyfile(source, destination)
    for suffix in ("-wal", "-shm"):
        extra = Path(str(source) + suffix)
        if extra.exists():
            shutil.copyfile(extra, str(destination) + suffix)


# ---------------------------------------------------------------------------------------------
# A server


class Server:
    """A `tracker` server on the database file `db`, with the repository's templates and public
    files, extra command-line `args` and extra environment variables `env`; what it prints goes
    to `log_path`. `start()` picks a fresh free port each time, so a server killed with SIGKILL can
    come back at once; clients read `port` (or `base_url`) on every connect.

    `log()` is the whole log, or its last `log_tail` characters when that is set. `start_ms` is
    how long the last start took, from launching the process to the first answer to /healthz,
    which is asked every `poll_interval` seconds."""

    def __init__(self, db, log_path, args=(), env=None, log_tail=None, poll_interval=0.05):
        self.db = Path(db)
        self.log_path = Path(log_path)
        self.args = list(args)
        self.env = env
        self.log_tail = log_tail
        self.poll_interval = poll_interval
        self.process = None
        self.port = None
        self.start_ms = None
        self.killed = 0
        self.expected_exit = False

    @property
    def base_url(self):
        return f"http://127.0.0.1:{self.port}"

    def url(self, path="/"):
        return self.base_url + path

    def log(self):
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return ""
        return text[-self.log_tail:] if self.log_tail else text

    def command(self):
        return [tracker_binary(), "--db", str(self.db), "--port", str(self.port),
                "--templates", str(TEMPLATES), "--public", str(PUBLIC), *self.args]

    def start(self):
        """Starts the server and waits until it answers /healthz; returns it. A failure shows its log."""
        assert self.process is None or self.process.poll() is not None, "already running"
        self.expected_exit = False
        for _attempt in range(3):
            self.port = free_port()
            with open(self.log_path, "a") as log:
                log.write(f"\n=== start on port {self.port}\n")
                log.flush()
                started = time.monotonic()
                self.process = subprocess.Popen(
                    self.command(), cwd=REPO, stdout=log, stderr=subprocess.STDOUT,
                    env={**os.environ, **(self.env or {})},
                )
            if self._wait_until_up():
                self.start_ms = (time.monotonic() - started) * 1000
                return self
            if self.process.poll() is None:
                break
            # Exited while starting: a port taken between free_port() and bind() is worth a retry.
            if "address already in use" not in self.log().lower():
                break
        code = self.process.poll()
        self.kill()
        fail(f"tracker did not answer /healthz within {START_TIMEOUT} s (exit status {code}):\n{self.log()}")

    def _wait_until_up(self):
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return False
            if self.healthy(timeout=2):
                return True
            time.sleep(self.poll_interval)
        return False

    def healthy(self, timeout=5, source="127.0.0.1"):
        """Whether the server answers GET /healthz with 200 "ok" on a new connection."""
        try:
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout,
                                                    source_address=(source, 0))
            try:
                connection.request("GET", "/healthz")
                response = connection.getresponse()
                return response.status == 200 and response.read().strip() == b"ok"
            finally:
                connection.close()
        except (OSError, http.client.HTTPException):
            return False

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def kill(self):
        """SIGKILL: the crash the durability test simulates."""
        self.expected_exit = True
        if self.alive():
            self.process.send_signal(signal.SIGKILL)
            self.killed += 1
        if self.process is not None:
            self.process.wait(timeout=STOP_TIMEOUT)

    def stop(self):
        """SIGTERM, which must end the server cleanly; returns its exit status (None if it never
        started; the status it already had if it is not running)."""
        if not self.alive():
            return self.process.returncode if self.process else None
        self.expected_exit = True
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=STOP_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            fail(f"tracker did not stop within {STOP_TIMEOUT} s of SIGTERM:\n{self.log()}")
