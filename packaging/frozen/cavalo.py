"""The frozen build's ``cavalo`` executable: the installed command's own entry point."""

import sys

from cavalo_gui.cli.entry import main

if __name__ == "__main__":
    sys.exit(main())
