#!/usr/bin/env python3
"""compare.py FILE ORACLE_OUT ORACLE_RC LEAD_OUT LEAD_RC -> prints '' if agree, else a reason."""
import json, sys
f, oo, orc, lo, lrc = sys.argv[1:6]
def load(p):
    try:
        return json.loads(open(p).read())
    except Exception as e:
        return {"__unparseable__": open(p).read()[:500]}
a, b = load(oo), load(lo)
orc, lrc = open(orc).read().strip(), open(lrc).read().strip()
reason = None
if "error" in a or "error" in b:
    ea, eb = a.get("error"), b.get("error")
    if not isinstance(ea, dict) or not isinstance(eb, dict):
        reason = "one side errors, other does not"
    elif ea.get("code") != eb.get("code") or ea.get("action") != eb.get("action"):
        reason = "error differs: oracle %s@%s lead %s@%s" % (ea.get("code"), ea.get("action"), eb.get("code"), eb.get("action"))
    elif orc != lrc:
        reason = "exit status differs: oracle %s lead %s" % (orc, lrc)
else:
    if a != b:
        reason = "output differs"
    elif orc != lrc:
        reason = "exit status differs: oracle %s lead %s" % (orc, lrc)
if reason:
    print(reason)
