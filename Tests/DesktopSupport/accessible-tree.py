#!/usr/bin/python3
"""Prints the accessible tree of a running program as JSON, read over AT-SPI (python3-pyatspi).

The program is found on the accessibility bus by its process id (--pid). Each node is
{"role", "name", "description", "states", "children"}: the role's AT-SPI name ("push button",
"frame", "text"), its name and description as a screen reader gets them, and its states
("focusable", "showing", …) sorted. --within waits that long for the program to appear (it
registers once its first window is shown); --depth bounds how deep the tree is read.

Exit status: 0 with the tree on standard output; 1, and one line on standard error, when no
program with that id is on the bus in time or the bus cannot be reached.
"""
import argparse
import json
import sys
import time

import pyatspi


def node(accessible, depth):
    states = sorted(pyatspi.stateToString(state) for state in accessible.getState().getStates())
    children = []
    if depth > 0:
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is not None:
                children.append(node(child, depth - 1))
    return {"role": accessible.getRoleName(), "name": accessible.name or "", "description": accessible.description or "",
            "states": states, "children": children}


def application(pid):
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        candidate = desktop.getChildAtIndex(index)
        try:
            if candidate is not None and candidate.get_process_id() == pid:
                return candidate
        except Exception:
            continue
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--within", type=float, default=30.0, help="seconds to wait for the program to appear")
    parser.add_argument("--depth", type=int, default=32)
    arguments = parser.parse_args()
    deadline = time.monotonic() + arguments.within
    while True:
        try:
            found = application(arguments.pid)
        except Exception as error:
            found = None
            problem = str(error)
        else:
            problem = None
        if found is not None and found.childCount > 0:
            json.dump(node(found, arguments.depth), sys.stdout, ensure_ascii=False, sort_keys=True)
            sys.stdout.write("\n")
            return 0
        if time.monotonic() >= deadline:
            reason = f": {problem}" if problem else ""
            print(f"accessible-tree: no program with process id {arguments.pid} on the accessibility bus within {arguments.within:g} s{reason}",
                  file=sys.stderr)
            return 1
        time.sleep(0.1)


if __name__ == "__main__":
    sys.exit(main())
