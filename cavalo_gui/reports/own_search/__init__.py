"""``cavalo check``'s reports: a student's trace set beside the puzzle's rules, the
algorithm's rule, the course's statistics and the reference run (docs/own-search.md)."""
