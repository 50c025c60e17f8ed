"""cavalo-gui: state-space search made visible.

Layers, each importing only from the ones below it (checked by import-linter):
``engine`` (pure search) <- ``domains`` (puzzles) <- ``reports`` <- ``app`` (Qt) <- ``cli``.
"""

__version__ = "0.1.0"
