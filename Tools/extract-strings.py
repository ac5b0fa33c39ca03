#!/usr/bin/env python3
"""Collects the marked strings of Sources/ into po/parley.pot, the template of the gettext
domain `parley` (xgettext has no Swift parser).

The marking convention (Sources/Localization/Translator.swift): a string literal written
directly as the first argument of `tr(`, or as the first two arguments of `trPlural(`, called
on a translator (`translator.tr("Reply")`, `t.trPlural("{count} member", "{count} members",
count)`), with an optional `context: "literal"` argument (`pgettext`'s context: "Delete" as a
menu entry and as an alert button). Placeholders are named, `{name}`, and substituted after the
look-up; a marked literal must not interpolate (`\\(`), and a `tr(` whose first argument is not
a literal is an error, so nothing marked is missed silently.

Run: python3 Tools/extract-strings.py (part of `make po`); with --check it only says whether
po/parley.pot is current (a test runs that). References name the file without the line (as
xgettext's --add-location=file), so moving a line does not make the template stale.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources")
POT = os.path.join(ROOT, "po", "parley.pot")
CALL = re.compile(r"(?<![A-Za-z0-9_])(trPlural|tr)\(")
LITERAL = re.compile(r'^"((?:[^"\\]|\\.)*)"$', re.S)
CONTEXT = re.compile(r'^context:\s*"((?:[^"\\]|\\.)*)"$', re.S)
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
HEADER = """# The messages of Parley, the gettext domain `parley`.
# Made by Tools/extract-strings.py from the marked strings of Sources/; do not edit.
# Placeholders in braces ({name}) are substituted after translation: keep them as written.
msgid ""
msgstr ""
"Project-Id-Version: parley\\n"
"Language: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
"""


class MarkError(Exception):
    pass


def call_arguments(text, start):
    """The top-level arguments of the call whose `(` is at `start`, and the index after `)`."""
    args, depth, i, current = [], 0, start + 1, start + 1
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append(text[current:i].strip())
                return args, i + 1
            depth -= 1
        elif c == "," and depth == 0:
            args.append(text[current:i].strip())
            current = i + 1
        i += 1
    raise MarkError("a call that never closes")


def skip_string(text, i):
    """The index after the string literal starting at `i` (interpolations skipped whole)."""
    if text.startswith('"""', i):
        end = text.find('"""', i + 3)
        return len(text) if end < 0 else end + 3
    i += 1
    while i < len(text) and text[i] != '"':
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] == "(":
            depth, i = 1, i + 2
            while i < len(text) and depth:
                if text[i] == '"':
                    i = skip_string(text, i)
                    continue
                depth += {"(": 1, ")": -1}.get(text[i], 0)
                i += 1
            continue
        i += 2 if text[i] == "\\" else 1
    return i + 1


def unescape(body):
    """The value of a Swift string literal's body."""
    if "\\(" in body:
        raise MarkError("a marked string interpolates: use a {name} placeholder")
    out, i = [], 0
    simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
        elif body[i + 1] in simple:
            out.append(simple[body[i + 1]])
            i += 2
        elif body.startswith("u{", i + 1):
            end = body.index("}", i)
            out.append(chr(int(body[i + 3:end], 16)))
            i = end + 1
        else:
            raise MarkError(f"an unknown escape \\{body[i + 1]}")
    return "".join(out)


def literal(arg, what):
    if arg.startswith('"""') and arg.endswith('"""'):
        return multiline(arg[3:-3])
    match = LITERAL.match(arg)
    if not match:
        raise MarkError(f"the {what} is not a string literal: {arg[:60]}")
    return unescape(match.group(1))


def multiline(body):
    """The value of a Swift multi-line literal's body: the text between the line after the
    opening quotes and the line of the closing ones, that line's indentation taken off each
    line, a backslash at a line's end joining it to the next."""
    lines = body.split("\n")
    indent = lines[-1]
    if lines[0].strip() or indent.strip():
        raise MarkError("a multi-line literal starts and ends on lines of its own")
    content = []
    for line in lines[1:-1]:
        if line.strip() and not line.startswith(indent):
            raise MarkError("a multi-line literal's line is indented less than its closing quotes")
        content.append(line[len(indent):])
    text = "\n".join(content)
    text = re.sub(r"\\\n", "", text)
    return unescape(text)


def strip_comments(text):
    """`text` with comments blanked (same length, newlines kept), strings left alone."""
    out, i = list(text), 0
    while i < len(text):
        if text[i] == '"':
            i = skip_string(text, i)
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            out[i:end] = " " * (end - i)
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = len(text) if end < 0 else end + 2
            out[i:end] = [c if c == "\n" else " " for c in text[i:end]]
            i = end
        else:
            i += 1
    return "".join(out)


def extract_file(path, relative, entries, order):
    text = strip_comments(open(path, encoding="utf-8").read())
    for match in CALL.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        where = f"{relative}:{line}"
        if in_string(text, match.start()) or text[:match.start()].rstrip().endswith("func"):
            continue
        try:
            args, _ = call_arguments(text, match.end() - 1)
            plural = match.group(1) == "trPlural"
            msgid = literal(args[0] if args else "", "first argument")
            msgid_plural = literal(args[1], "second argument") if plural else None
            context = None
            for arg in args[2 if plural else 1:]:
                if arg.startswith("context:"):
                    found = CONTEXT.match(arg)
                    if not found:
                        raise MarkError(f"the context is not a string literal: {arg[:60]}")
                    context = unescape(found.group(1))
        except MarkError as error:
            raise MarkError(f"{where}: {error}")
        if msgid == "":
            raise MarkError(f"{where}: an empty msgid (the catalog's header has that one)")
        key = (context, msgid)
        if key not in entries:
            entries[key] = {"plural": msgid_plural, "refs": []}
            order.append(key)
        elif entries[key]["plural"] != msgid_plural:
            raise MarkError(f"{where}: {msgid!r} is marked both with and without the plural {msgid_plural!r}")
        if relative not in entries[key]["refs"]:
            entries[key]["refs"].append(relative)


def in_string(text, index):
    """Whether `index` lies inside a string literal of the line (a `tr(` in a message's text)."""
    start = text.rfind("\n", 0, index) + 1
    i = start
    while i < index:
        if text[i] == '"':
            end = skip_string(text, i)
            if end > index:
                return True
            i = end
        else:
            i += 1
    return False


def po_string(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    lines = escaped.split("\n")
    if len(lines) == 1:
        return f'"{escaped}"'
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return '""\n' + "\n".join(f'"{part}"' for part in parts)


def pot_text(entries, order):
    blocks = [HEADER]
    for key in order:
        context, msgid = key
        entry = entries[key]
        lines = []
        names = sorted(set(PLACEHOLDER.findall(msgid)) | set(PLACEHOLDER.findall(entry["plural"] or "")))
        if names:
            lines.append("#. Placeholders: " + ", ".join("{" + name + "}" for name in names))
        lines.append("#: " + " ".join(entry["refs"]))
        if context is not None:
            lines.append("msgctxt " + po_string(context))
        lines.append("msgid " + po_string(msgid))
        if entry["plural"] is None:
            lines.append('msgstr ""')
        else:
            lines += ["msgid_plural " + po_string(entry["plural"]), 'msgstr[0] ""', 'msgstr[1] ""']
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)


def main():
    entries, order = {}, []
    try:
        for folder, dirs, files in sorted(os.walk(SOURCES)):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(folder, name)
                    extract_file(path, os.path.relpath(path, ROOT), entries, order)
    except MarkError as error:
        print(f"extract-strings: {error}", file=sys.stderr)
        sys.exit(2)
    text = pot_text(entries, order)
    if "--check" in sys.argv:
        current = open(POT, encoding="utf-8").read() if os.path.exists(POT) else ""
        print("po/parley.pot is current" if current == text else "po/parley.pot is stale (run make po)")
        sys.exit(0 if current == text else 1)
    os.makedirs(os.path.dirname(POT), exist_ok=True)
    with open(POT, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"{len(order)} messages in po/parley.pot")


if __name__ == "__main__":
    main()
