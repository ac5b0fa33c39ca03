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
    members = union_members(merged)
    for record, fields in merged["records"].items():
        check_sources(record, fields, merged["records"], record in members)
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
    """Marks what older cores send differently (Schema/simplex-api-versions.json) on the fields
    of the merged schema: `absent`, the value a required field's absence means (a field listed
    for several versions means the same in each); `optional`, made optional, with `olderCores`
    saying which releases leave it out (and `within` where, if only there); `sources`, where older releases put a field, each
    `{path, as, releases}` in the order of the versions file. A series' `notDecoded` (what
    the model cannot read) must be empty: nothing reads it."""
    versions = json.load(open(os.path.join(SCHEMA_DIR, VERSIONS)))["versions"]
    for version in sorted(versions):
        facts = versions[version]
        assert not facts.get("notDecoded"), f"{version}: notDecoded lists what the model cannot read: {facts['notDecoded']}"
        for record, fields in facts["absent"].items():
            for name, absent in fields.items():
                field = records[record][name]
                assert not field["optional"], f"{record}.{name} is optional: nothing to read in its absence"
                assert field.get("absent", absent["value"]) == absent["value"], f"{record}.{name} means different values by version"
                field["absent"] = absent["value"]
        for path, fact in facts.get("optional", {}).items():
            record, name = path.split(".")
            if record not in records:
                continue  # a layer not loaded (`--core`)
            field = records[record][name]
            assert "absent" not in field, f"{path} has a value in its absence: not optional"
            field["optional"] = True
            field.setdefault("olderCores", []).append({"releases": fact["releases"], "within": fact.get("within")})
        for path, fact in facts.get("moved", {}).items():
            record, name = path.split(".")
            if record not in records:
                continue
            field = records[record][name]
            field.setdefault("sources", []).append({"path": fact["from"], "as": fact.get("as"), "releases": fact["releases"]})


def check_sources(record, fields, records, union_member):
    """A record's moved fields must be readable in one pass: each source's first key is no
    field of the record and the first key of no other source; a source that is the object
    itself (`[]`) holds a record and is a union case's (`union_member`: the readers read a
    case's own fields again, a record's not); a wrapped source (`as`) names a required field
    of a record whose other fields are optional. A moved field has no value in its absence
    (`absent`, or off / empty for a flag or a collection): `null` would read as that, and its
    older places are read only when its own key is absent."""
    first_keys = {}
    for name, field in fields.items():
        for source in field.get("sources", []):
            path = source["path"]
            assert "note" not in field or "timestamp" not in field["note"], f"{record}.{name}: a moved timestamp"
            assert "absent" not in field, f"{record}.{name}: a moved field with a value in its absence"
            assert field["type"] != "bool" and not field["type"].startswith(("list[", "dict[")), f"{record}.{name}: a moved flag or collection"
            if not path:
                assert field["type"] in records and not source["as"], f"{record}.{name}: [] needs a record"
                assert union_member, f"{record}.{name}: [] is read only for a union case"
                continue
            key = path[0]
            assert key not in fields, f"{record}.{name}: {key} is a field of {record}"
            assert first_keys.setdefault(key, name) == name, f"{record}: {key} is the source of two fields"
            if source["as"]:
                target = records[field["type"]]
                assert not target[source["as"]]["optional"], f"{record}.{name}: {source['as']} is optional"
                assert all(f["optional"] for n, f in target.items() if n != source["as"]), f"{record}.{name}: {field['type']} has other required fields"
