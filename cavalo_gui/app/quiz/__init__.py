"""Quiz mode: the run pauses before each decision and the student says what the algorithm
will do next; the answer is checked against the algorithm's own next event."""
