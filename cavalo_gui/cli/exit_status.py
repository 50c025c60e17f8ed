"""The ``cavalo`` command's exit statuses, in one place for the entry point and every
subcommand (``cavalo --help`` lists them)."""

from cavalo_gui.reports.argument_errors import BAD_ARGUMENTS

EXIT_OK = 0
EXIT_LIMIT = 1  # a budget, a depth limit or a stop ended a run without proving anything
EXIT_BAD_INPUT = BAD_ARGUMENTS
EXIT_NO_OUTPUT = 3  # standard output was closed, full, or its reader went away
EXIT_INTERRUPTED = 130  # as shells report a process ended by SIGINT (128 + 2)
