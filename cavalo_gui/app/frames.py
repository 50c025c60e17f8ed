"""How often a window shows what its runs did: one frame a timer tick.

The main window and the race window repaint their boards, charts and counters at most once a
frame, however fast the searches run; both read the interval here, so they keep one pace."""

FRAME_MS = 33
"""The frame timer's interval in milliseconds: about 30 frames a second."""
