"""A search written by someone else, read from its trace and held to the puzzle's and the
algorithm's rules (docs/own-search.md): the reading of the trace's two forms and the replay,
both knowing no puzzle (a puzzle's moves are read by a function the caller passes)."""
