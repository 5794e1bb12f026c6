"""Runs resguardod with an audit hook that records every non-loopback network attempt.

Used by the no-outbound-connection test: `python no_network_hook.py REPORT_FILE -- daemon args`.
Python raises audit events for socket.connect and socket.getaddrinfo before they happen, so
any attempt at all, successful or not, lands in the report.
"""

import ipaddress
import sys

report_path = sys.argv[1]
daemon_args = sys.argv[sys.argv.index("--") + 1:]


def _is_loopback(host) -> bool:
    if host in ("localhost", None, ""):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def hook(event, args):
    if event == "socket.connect":
        address = args[1]
        host = address[0] if isinstance(address, tuple) else None
        if isinstance(address, tuple) and not _is_loopback(host):
            with open(report_path, "a") as report:
                report.write(f"connect {host}\n")
    elif event == "socket.getaddrinfo":
        host = args[0]
        if isinstance(host, bytes):
            host = host.decode()
        if not _is_loopback(host):
            with open(report_path, "a") as report:
                report.write(f"getaddrinfo {host}\n")


# At import, not only when run: the daemon's analysis worker processes are spawned, and each
# imports this file again as its main module (with the same arguments), so they are watched too.
sys.addaudithook(hook)

if __name__ == "__main__":
    if daemon_args == ["--control"]:
        # Proves the hook sees an attempt: this must be recorded.
        import urllib.request

        try:
            urllib.request.urlopen("http://example.invalid/", timeout=2)
        except OSError:
            pass
        sys.exit(0)

    from daemon.process.cli import main

    sys.exit(main(daemon_args))
