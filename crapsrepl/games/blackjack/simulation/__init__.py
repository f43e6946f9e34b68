"""Blackjack's fast path: many rounds of one seat played by a compiled kernel, the same
rounds the model plays (tests/blackjack/test_fast_differential.py), and the exact figure
beside them. It stands on the blackjack model alone."""
