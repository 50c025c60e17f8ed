"""The frozen build's ``cavalo`` executable: the installed command's own main()."""

import sys

from cavalo_gui.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
