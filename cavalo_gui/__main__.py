"""``python -m cavalo_gui`` opens the desktop application."""

import sys

from cavalo_gui.app.main import main

sys.exit(main())
