#!/usr/bin/env python3
"""Writes command strings with the official Python library of SimpleX Chat (PyPI simplex-chat
7.0.2), whose *_cmd_string functions are generated from the core's API definitions.

Reads a JSON list of {"command": NAME, "params": {...}} on stdin and prints a JSON list of the
strings, one per entry, for the ChatCommand parity test."""
import json
import sys

from simplex_chat.types import _commands as commands

cases = json.load(sys.stdin)
json.dump([getattr(commands, case["command"] + "_cmd_string")(case["params"]) for case in cases], sys.stdout)
