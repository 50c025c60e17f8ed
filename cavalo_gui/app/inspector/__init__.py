"""The heuristic inspector: h against the true remaining cost h* of a run's expanded nodes."""
