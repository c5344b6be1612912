"""Slow clients can't take the server away from everyone else: hundreds of connections that
trickle their headers one byte a second don't stop an ordinary visitor from another address, and
each of them is dropped once the header timeout has passed."""

import errno
import resource
import socket
import time

from conftest import Client, fail_if_any

HEADER_TIMEOUT = 2           # --header-timeout for this server, in seconds
PER_CLIENT = 16              # --max-connections-per-client for this server
SLOW_CONNECTIONS = 300
SAME_ADDRESS = 200           # of them from 127.0.0.1; the rest from ten other addresses
VISITOR_DEADLINE = 2.0       # seconds the visitor may wait for the sign-in page
DROP_GRACE = 3.0             # seconds past the header timeout by which every slow one is gone
TRICKLE = b"GET /sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: " + b"s" * 200


def raise_file_limit(needed):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert soft == resource.RLIM_INFINITY or soft >= needed, (
        f"this test needs {needed} file descriptors, and the hard limit is {hard}")


def closed_by_peer(sock):
    """Whether the server has closed this connection (EOF or reset). Data it sent first, such as
    a 408, is read and skipped."""
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                return True
    except BlockingIOError:
        return False
    except (ConnectionResetError, ConnectionAbortedError, BrokenPipeError):
        return True
    except OSError as error:
        return error.errno in (errno.ECONNRESET, errno.EPIPE, errno.ENOTCONN)


def test_slow_headers_neither_block_a_visitor_nor_stay_open(servers):
    raise_file_limit(SLOW_CONNECTIONS + 200)
    server = servers(demo=False, name="slow", args=[
        "--header-timeout", str(HEADER_TIMEOUT), "--max-connections-per-client", str(PER_CLIENT)])

    # Most come from one address (the per-client cap refuses all but a few of those); the rest
    # from ten others, few enough each that the server keeps them, so the header timeout has to
    # end them.
    sources = ["127.0.0.1"] * SAME_ADDRESS + [f"127.0.3.{n % 10 + 1}" for n in range(SLOW_CONNECTIONS - SAME_ADDRESS)]
    slow = []      # [socket, bytes sent, closed at (seconds after start) or None, source, opened at]
    started = time.monotonic()
    try:
        for source in sources:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.settimeout(2)
            try:
                sock.bind((source, 0))
                sock.connect(("127.0.0.1", server.port))
                sock.setblocking(False)
                sock.send(TRICKLE[:1])
                slow.append([sock, 1, None, source, time.monotonic() - started])
            except OSError:
                # The kernel's backlog may refuse some once the server stops accepting; that is
                # a refusal, not a slow connection held open.
                sock.close()
        assert len(slow) >= SLOW_CONNECTIONS * 0.9, f"only {len(slow)} of {SLOW_CONNECTIONS} slow connections opened"
        spread = [entry for entry in slow if entry[3] != "127.0.0.1"]

        def trickle_and_check():
            now = time.monotonic() - started
            for entry in slow:
                sock, sent, closed = entry[:3]
                if closed is not None:
                    continue
                if closed_by_peer(sock):
                    entry[2] = now
                    continue
                try:
                    sock.send(TRICKLE[sent:sent + 1])
                    entry[1] = sent + 1
                except (BlockingIOError, InterruptedError):
                    pass
                except OSError:
                    entry[2] = now

        # Let them trickle for a second, then an ordinary visitor comes from another address.
        trickle_and_check()
        time.sleep(1.0)
        trickle_and_check()

        problems = []
        visitor = Client(server, source="127.0.0.2", timeout=VISITOR_DEADLINE + 3)
        asked = time.monotonic()
        try:
            page = visitor.get("/sign-in")
            waited = time.monotonic() - asked
            if page.status != 200:
                problems.append(f"the visitor's GET /sign-in answered {page!r}")
            elif waited > VISITOR_DEADLINE:
                problems.append(f"with {len(slow)} slow connections open, the visitor from 127.0.0.2 waited "
                                f"{waited:.2f} s for the sign-in page (at most {VISITOR_DEADLINE} s)")
        except OSError as error:
            problems.append(f"with {len(slow)} slow connections open, a visitor from 127.0.0.2 got no page: {error!r}")
        finally:
            visitor.close()
        held = [entry for entry in slow if entry[3] == "127.0.0.1" and entry[2] is None]
        if len(held) > PER_CLIENT:
            problems.append(f"{len(held)} of {SAME_ADDRESS} slow connections from 127.0.0.1 were still open after a "
                            f"second; --max-connections-per-client {PER_CLIENT} allows {PER_CLIENT}")
        # Opening 300 connections can take a while on a busy machine, so each one's age is its own:
        # closed earlier than the header timeout after it connected is early. (Its age is taken when
        # the close is noticed, never before the server closed it, so this can't blame a fair close.)
        early = [entry for entry in spread if entry[2] is not None and entry[2] - entry[4] < HEADER_TIMEOUT - 0.1]
        if len(early) > len(spread) // 10:
            problems.append(f"{len(early)} of {len(spread)} slow connections from addresses under the per-client cap "
                            f"were closed before the {HEADER_TIMEOUT} s header timeout (the earliest "
                            f"{min(entry[2] - entry[4] for entry in early):.2f} s after it connected)")

        # Keep trickling one byte a second; by the header timeout (plus grace) all must be gone.
        deadline = HEADER_TIMEOUT + DROP_GRACE
        while time.monotonic() - started < deadline:
            time.sleep(1.0)
            trickle_and_check()
        trickle_and_check()

        still_open = [entry for entry in slow if entry[2] is None]
        if still_open:
            problems.append(
                f"{len(still_open)} of {len(slow)} connections that trickled their headers one byte a second were "
                f"still open {deadline:.0f} s after they connected (header timeout {HEADER_TIMEOUT} s); they had sent "
                f"up to {max(entry[1] for entry in slow)} bytes of headers")
        if not server.healthy(source="127.0.0.2"):
            problems.append("the server stopped answering after the slow connections")
        fail_if_any(problems, "slow connections:")
    finally:
        for entry in slow:
            entry[0].close()
