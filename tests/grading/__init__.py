"""Grading tests: helpers the test modules share."""

from crapsrepl.grading.sandbox.host import package

# Programs built on crapsrepl itself (ours, the fakes that patch it) need the package shown,
# as an instructor grading a reference implementation would: the sandbox hides it otherwise.
WITH_CRAPSREPL = ["--allow-read", str(package())]
