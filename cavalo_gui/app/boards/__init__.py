"""Board views, one per puzzle, found through the registry by the puzzle's name."""
