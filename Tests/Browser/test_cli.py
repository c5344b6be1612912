"""The `tracker` command as an operator uses it: help, start-up errors, accounts and backups."""
import os
import signal
import subprocess
import time
import urllib.request

from tracker_process import REPO, free_port, run_tracker, tracker_binary


def run(*args, stdin=None, env=None):
    """`tracker ARGS…` to the end, whatever its exit status."""
    return run_tracker(*args, stdin=stdin, env=env, timeout=60, check=False)


def test_help_lists_every_flag_and_its_environment_variable():
    out = run("--help").stdout
    for flag, env in [("--host", "TRACKER_HOST"), ("--port", "TRACKER_PORT"), ("--db", "TRACKER_DB"),
                      ("--templates", "TRACKER_TEMPLATES"), ("--public", "TRACKER_PUBLIC"),
                      ("--backup-dir", "TRACKER_BACKUP_DIR"), ("--backups-keep", "TRACKER_BACKUPS_KEEP"),
                      ("--no-backups", "TRACKER_NO_BACKUPS")]:
        assert flag in out and env in out, flag
    assert "serve" in out and "user" in out and "backup" in out and "restore" in out


def test_a_missing_directory_or_bad_database_stops_start_up_with_one_line(tmp_path):
    cases = [
        (["--templates", str(tmp_path / "nope")], "templates directory not found"),
        (["--public", str(tmp_path / "nope")], "public directory not found"),
        (["--db", str(tmp_path / "no-dir" / "t.sqlite")], "its directory does not exist"),
    ]
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not sqlite" * 300)
    cases.append((["--db", str(bad)], "file is not a database"))
    for args, message in cases:
        result = run(*args, "--port", str(free_port()))
        assert result.returncode == 1, args
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and message in lines[0], result.stderr


def test_environment_variables_configure_the_server_and_sigterm_stops_it(tmp_path):
    port = free_port()
    db = tmp_path / "env.sqlite"
    process = subprocess.Popen([tracker_binary()], cwd=REPO,
                               env={**os.environ, "TRACKER_PORT": str(port), "TRACKER_DB": str(db)},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.time() + 20
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as response:
                    assert response.read() == b"ok"
                    break
            except OSError:
                assert time.time() < deadline, "server did not come up"
                time.sleep(0.1)
        assert db.exists()
    finally:
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=10) == 0


def test_user_create_then_reset_password_and_backup(tmp_path):
    db = str(tmp_path / "t.sqlite")
    created = run("user", "create", "anna", "--display-name", "Anna", "--db", db, stdin="first password\n")
    assert created.returncode == 0, created.stderr
    assert "created owner @anna" in created.stdout
    member = run("user", "create", "boris", "--db", db, stdin="second password\n")
    assert "created member @boris" in member.stdout
    taken = run("user", "create", "ANNA", "--db", db, stdin="third password\n")
    assert taken.returncode == 1 and "taken" in taken.stderr
    short = run("user", "reset-password", "anna", "--db", db, stdin="short\n")
    assert short.returncode == 1 and "at least 8" in short.stderr
    reset = run("user", "reset-password", "anna", "--db", db, stdin="brand new password\n")
    assert reset.returncode == 0 and "password reset for @anna" in reset.stdout
    unknown = run("user", "reset-password", "nobody", "--db", db, stdin="brand new password\n")
    assert unknown.returncode == 1 and "no account" in unknown.stderr
    copy = tmp_path / "copy.sqlite"
    backup = run("backup", str(copy), "--db", db)
    assert backup.returncode == 0, backup.stderr
    assert copy.stat().st_size > 0
    again = run("backup", str(copy), "--db", db)
    assert again.returncode == 1 and "already exists" in again.stderr
