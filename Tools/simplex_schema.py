"""The SimpleX API schema Parley builds its model from: the core's schema, merged with the
responses and events, and with the fields and types Parley adds (Schema/README.md)."""
import json
import os
import re

SCHEMA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Schema")
CORE = "simplex-api-types.json"
LAYERS = [CORE, "simplex-api-responses.json", "parley-extensions.json"]
VERSIONS = "simplex-api-versions.json"


def load(layers=LAYERS):
    """All layers merged: records, unions (members appended), enums, aliases, plus the
    generator options of the extension layer (`lenient`, `caseInsensitiveEnums`)."""
    merged = {"records": {}, "unions": {}, "enums": {}, "aliases": {}, "lenient": [], "caseInsensitiveEnums": []}
    for name in layers:
        layer = json.load(open(os.path.join(SCHEMA_DIR, name)))
        merged["records"].update(layer.get("records", {}))
        merged["enums"].update(layer.get("enums", {}))
        merged["aliases"].update(layer.get("aliases", {}))
        for union, body in layer.get("unions", {}).items():
            target = merged["unions"].setdefault(union, {"members": [], "tags": {}})
            target["members"] += [m for m in body["members"] if m not in target["members"]]
            target["tags"].update(body["tags"])
        for record, fields in layer.get("fields", {}).items():
            merged["records"][record].update(fields)
        merged["lenient"] += layer.get("lenient", [])
        merged["caseInsensitiveEnums"] += layer.get("caseInsensitiveEnums", [])
    mark_absent_in_older_cores(merged["records"])
    for alias, member in merged["aliases"].items():
        tag = literal_tag(merged["records"][member]["type"]["type"])
        merged["unions"][alias] = {"members": [member], "tags": {tag: member}}
    merged["aliases"] = {}
    return merged


def literal_tag(type_text):
    m = re.fullmatch(r"Literal\[(.*)\]", type_text)
    return m.group(1).strip("'\"") if m else None


def union_members(schema):
    return {m for body in schema["unions"].values() for m in body["members"]}


def top_level_records(schema):
    members = union_members(schema)
    return {name: fields for name, fields in schema["records"].items() if name not in members}


def payload_fields(fields):
    """A union member's fields without its `type` tag."""
    return {name: f for name, f in fields.items() if not (name == "type" and literal_tag(f["type"]))}


def mark_absent_in_older_cores(records):
    """Marks each required field an older core does not send with `absent`: the value its
    absence means (Schema/simplex-api-versions.json); the generator reads it when the field is
    not there. A field listed for several versions means the same in each."""
    versions = json.load(open(os.path.join(SCHEMA_DIR, VERSIONS)))["versions"]
    for version in sorted(versions):
        for record, fields in versions[version]["absent"].items():
            for name, absent in fields.items():
                field = records[record][name]
                assert not field["optional"], f"{record}.{name} is optional: nothing to read in its absence"
                assert field.get("absent", absent["value"]) == absent["value"], f"{record}.{name} means different values by version"
                field["absent"] = absent["value"]
