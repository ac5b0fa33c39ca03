#!/usr/bin/env python3
"""Prints sample JSON values of every type of the schema, as {"TypeName": [value, …]}:
every enum value, every union member, every record with all optional fields present and
with none. The round-trip test decodes, encodes and validates each (Tests/SimpleXModelTests)."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import simplex_schema as S

MAX_DEPTH = 5


class Samples:
    def __init__(self, schema):
        self.schema = schema

    def value(self, field, name, depth, full):
        t, note = field["type"].strip(), field.get("note") or ""
        m = re.fullmatch(r"list\[(.*)\]", t)
        if m:
            return [self.value({"type": m.group(1), "note": note}, name, depth + 1, full)] if depth < MAX_DEPTH else []
        m = re.fullmatch(r"dict\[str, (.*)\]", t)
        if m:
            return {"key é": self.value({"type": m.group(1), "note": note}, name, depth + 1, full)} if depth < MAX_DEPTH else {}
        tag = S.literal_tag(t)
        if tag is not None:
            return tag
        if t == "str":
            if note == "integer text":
                return "9007199254740993"
            return "2024-05-06T07:08:09.123456Z" if "timestamp" in note else f"{name} ✓ «ü»"
        if t == "int":
            return 9007199254740993 if "int64" in note else 42
        if t == "float":
            return 1.5
        if t == "bool":
            return True
        if t in ("object", "Any", "dict"):
            return {"nested": [1, "two", None, {"three": 3.5}]}
        if t in self.schema["enums"]:
            return self.schema["enums"][t][-1]
        if t in self.schema["unions"]:
            return self.record(self.schema["unions"][t]["members"][0], depth + 1, full)
        return self.record(t, depth + 1, full)

    def record(self, name, depth, full):
        fields = self.schema["records"][name]
        return {
            fname: self.value(f, fname, depth, full)
            for fname, f in sorted(fields.items())
            if not f["optional"] or (full and depth < MAX_DEPTH)
        }

    def of_type(self, name):
        if name in self.schema["enums"]:
            return list(self.schema["enums"][name])
        members = self.schema["unions"][name]["members"] if name in self.schema["unions"] else [name]
        values = []
        for member in members:
            values.append(self.record(member, 0, True))
            minimal = self.record(member, 0, False)
            if minimal != values[-1]:
                values.append(minimal)
        return values


def main():
    schema = S.load()
    samples = Samples(schema)
    names = sorted(list(S.top_level_records(schema)) + list(schema["unions"]) + list(schema["enums"]))
    json.dump({name: samples.of_type(name) for name in names}, sys.stdout, ensure_ascii=False, sort_keys=True)


if __name__ == "__main__":
    main()
