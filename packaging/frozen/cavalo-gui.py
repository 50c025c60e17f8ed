"""The frozen build's ``cavalo-gui`` executable: the installed command's own main()."""

import sys

from cavalo_gui.app.main import main

if __name__ == "__main__":
    sys.exit(main())
