"""These transcripts ask queries (``chips(Bob)``) that the fake class submissions answer;
they are graded against tests/fakes/class/, not replayed on the built-in engine."""

collect_ignore_glob = ["*.craps"]
