"""File > Open your own search…: a student's trace as a run, its verdict and its departure."""
