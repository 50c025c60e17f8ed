"""The main window and what it is assembled from: its docks and tabs, its menus (view
options, the path menu), its dialogs and the opening of problem files."""
