"""Dots and Boxes (single player): draw arcs until the target number of boxes is closed."""
