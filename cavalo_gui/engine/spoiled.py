"""A heuristic spoiled on purpose, to see what a search loses when h lies: scaled (h·k) or
biased (h + b), clamped at 0. It keeps the heuristic's name and says in its description what
was done to it; it stays admissible only when that is proved (k <= 1 and b <= 0)."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass

from cavalo_gui.engine.message import MessageError, message
from cavalo_gui.engine.node import State
from cavalo_gui.engine.problem import Heuristic


@dataclass(frozen=True)
class Spoil:
    """How to spoil a heuristic: h becomes max(0, h·scale + bias); h = inf (the unspoiled
    heuristic's own proof that no goal lies below) stays inf, and a finite h stays finite."""

    scale: float = 1.0
    bias: float = 0.0

    def __post_init__(self) -> None:
        if not math.isfinite(self.scale) or self.scale < 0:
            raise MessageError(message("spoil.bad-scale", value=_said(self.scale)))
        if not math.isfinite(self.bias):
            raise MessageError(message("spoil.bad-bias", value=_said(self.bias)))

    @property
    def keeps_admissibility(self) -> bool:
        """Whether an admissible h stays admissible: it never grows."""
        return self.scale <= 1.0 and self.bias <= 0.0

    def text(self) -> str:
        """The spoil as the command line writes it: ``scale:2``, ``bias:-1``."""
        if self.bias == 0.0:
            return f"scale:{self.scale:g}"
        if self.scale == 1.0:
            return f"bias:{self.bias:g}"
        return f"scale:{self.scale:g},bias:{self.bias:g}"

    def formula(self) -> str:
        """What was done to h, as a formula: ``h·2``, ``h + 3``."""
        parts = "h" if self.scale == 1.0 else f"h·{self.scale:g}"
        if self.bias:
            parts += f" + {self.bias:g}" if self.bias > 0 else f" − {-self.bias:g}"
        return parts


LARGEST_ESTIMATE = sys.float_info.max
"""The largest finite h a spoil gives: a spoiled heuristic ranks nodes, it never proves one
hopeless (h = inf), however large the scale."""


def _said(value: float) -> float | str:
    """``value`` as a message parameter: a number in the reader's way, or as Python writes
    an infinity or a NaN, which no locale spells alike."""
    return value if math.isfinite(value) else f"{value:g}"


def parse_spoil(text: str) -> Spoil:
    """``scale:K`` or ``bias:B`` (both, comma-separated) as a :class:`Spoil`; ValueError
    naming what was wrong otherwise."""
    scale, bias = 1.0, 0.0
    for part in text.split(","):
        kind, _, number = part.strip().partition(":")
        try:
            value = float(number)
        except ValueError:
            value = math.nan
        if kind not in ("scale", "bias") or not math.isfinite(value):
            raise MessageError(message("spoil.expected", text=repr(text)))
        if kind == "scale":
            scale = value
        else:
            bias = value
    return Spoil(scale, bias)


def spoiled(heuristic: Heuristic, spoil: Spoil) -> Heuristic:
    """``heuristic`` spoiled by ``spoil``: same name, the description saying so, admissible
    only if it was and the spoil cannot make it grow."""
    if spoil == Spoil():
        return heuristic
    estimate = heuristic.estimate
    scale, bias = spoil.scale, spoil.bias

    def spoiled_estimate(state: State) -> float:
        h = estimate(state)
        if h == math.inf:
            return h
        return min(max(0.0, h * scale + bias), LARGEST_ESTIMATE)  # h·k may overflow to inf

    return Heuristic(
        heuristic.name,
        f"{heuristic.description} Spoiled on purpose: {spoil.formula()}.",
        heuristic.admissible and spoil.keeps_admissibility,
        spoiled_estimate,
    )
