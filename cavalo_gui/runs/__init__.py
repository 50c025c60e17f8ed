"""A run of a search without a window: its events folded into the picture the window shows
(recording, open list, search tree, counters, chart series, looking back), in plain Python.
The app's widgets watch it through a thin Qt model; a script or a test reads it directly."""
