#!/usr/bin/env python3
"""Checks JSON values against the SimpleX API schema in Schema/ (the core's schema with
Parley's responses, events and extensions merged, Schema/README.md).

Usage: validate-simplex-json.py TYPE FILE [FILE...]   (FILE '-' reads stdin; --each checks a JSON array item by item)
       validate-simplex-json.py --batch FILE           (FILE holds {"TYPE": [value, …], …})
       add --core to use the core's schema alone.
Prints one line per problem ("path: message") and exits 1 when any value does not fit its type.
Unknown extra fields are warnings only (the core may add fields); missing required fields,
wrong JSON kinds and unknown tags are errors.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import simplex_schema as S

errors, warnings = [], []


def check(schema, value, t, path):
    t = t.strip()
    m = re.fullmatch(r"list\[(.*)\]", t)
    if m:
        if not isinstance(value, list):
            return errors.append(f"{path}: expected a list for {t}")
        for i, v in enumerate(value):
            check(schema, v, m.group(1), f"{path}[{i}]")
        return
    m = re.fullmatch(r"dict\[str, (.*)\]", t)
    if m:
        if not isinstance(value, dict):
            return errors.append(f"{path}: expected an object for {t}")
        for k, v in value.items():
            check(schema, v, m.group(1), f"{path}.{k}")
        return
    m = re.fullmatch(r"Literal\[(.*)\]", t)
    if m:
        allowed = [a.strip().strip("'\"") for a in m.group(1).split(",")]
        if value not in allowed:
            errors.append(f"{path}: {value!r} is not {allowed}")
        return
    if t == "str":
        if not isinstance(value, str):
            errors.append(f"{path}: expected a string")
        return
    if t == "int":
        if not (isinstance(value, int) and not isinstance(value, bool)):
            errors.append(f"{path}: expected an integer")
        return
    if t == "float":
        if not (isinstance(value, (int, float)) and not isinstance(value, bool)):
            errors.append(f"{path}: expected a number")
        return
    if t == "bool":
        if not isinstance(value, bool):
            errors.append(f"{path}: expected true/false")
        return
    if t in ("object", "Any", "dict", "dict[str, Any]"):
        return
    if t in schema["enums"]:
        if value not in schema["enums"][t]:
            errors.append(f"{path}: {value!r} is not a {t} ({', '.join(map(str, schema['enums'][t]))})")
        return
    if t in schema["unions"]:
        if not isinstance(value, dict) or "type" not in value:
            return errors.append(f"{path}: {t} must be an object with a \"type\" tag")
        member = schema["unions"][t]["tags"].get(value["type"])
        if member is None:
            return errors.append(f"{path}: unknown {t} tag {value['type']!r}")
        return check(schema, value, member, path)
    if t in schema["records"]:
        if not isinstance(value, dict):
            return errors.append(f"{path}: expected an object for {t}")
        fields = schema["records"][t]
        for name, f in fields.items():
            if name not in value or value[name] is None:
                if not f["optional"]:
                    errors.append(f"{path}.{name}: required field of {t} is missing")
                continue
            check(schema, value[name], f["type"], f"{path}.{name}")
        for name in value:
            if name not in fields:
                warnings.append(f"{path}.{name}: field not in {t}")
        return
    errors.append(f"{path}: type {t} is not in the schema")


def main(argv):
    flags = {a for a in argv if a.startswith("--")}
    args = [a for a in argv if not a.startswith("--")]
    schema = S.load([S.CORE] if "--core" in flags else S.LAYERS)
    if "--batch" in flags and len(args) == 1:
        for t, values in json.load(open(args[0])).items():
            for i, v in enumerate(values):
                check(schema, v, t, f"{t}[{i}]")
    elif len(args) >= 2:
        t, files = args[0], args[1:]
        for f in files:
            data = json.load(sys.stdin if f == "-" else open(f))
            for i, v in enumerate(data if "--each" in flags else [data]):
                check(schema, v, t, os.path.basename(f) + (f"[{i}]" if "--each" in flags else ""))
    else:
        print(__doc__)
        return 2
    for w in warnings[:50]:
        print("warning:", w)
    for e in errors:
        print(e)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
