"""Hostile: starts two sleeps (one in its group, one in a new session) and exits, or hangs
when a command is "hang"; a third grandchild keeps its stdout open."""

import subprocess
import sys
import time

fed = sys.stdin.read().split()
marker = sys.argv[1] if len(sys.argv) > 1 else "987650"
subprocess.Popen(["sleep", marker + "1"], stdout=subprocess.DEVNULL)
subprocess.Popen(["sleep", marker + "2"], start_new_session=True, stdout=subprocess.DEVNULL)
subprocess.Popen(["sh", "-c", f"sleep {marker}3 &"])  # holds stdout after we are gone
print("craps> " + (fed[0] if fed else ""), flush=True)
while "hang" in fed:
    time.sleep(1)
