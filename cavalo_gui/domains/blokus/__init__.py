"""Blokus Uno (seed 001): one player places 1x1, 2x2 and cross pieces under the corner rule."""
