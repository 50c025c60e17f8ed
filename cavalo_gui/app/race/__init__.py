"""The Side by side window: two to four runs on one problem (Run > Side by side…)."""
