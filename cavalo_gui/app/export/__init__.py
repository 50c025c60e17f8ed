"""Screenshots, the chart's files and the results of a run, written from the window."""
