"""The window's widgets, one per file; each watches the run model."""
