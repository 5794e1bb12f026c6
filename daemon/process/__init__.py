"""The daemon as a process: its command line, settings, data directory, sockets, memory and warm-up."""
