"""The Compare window: many runs in the background, one sortable table."""
