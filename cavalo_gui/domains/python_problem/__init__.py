"""A problem written in Python by the user, in aima-python's shape or simpleai's, searched as a
puzzle: ``--problem-module my_problem.py[:ClassName]``."""
