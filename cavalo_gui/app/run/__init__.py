"""A run in the window: its view model, the controller of its life, and the worker thread."""
