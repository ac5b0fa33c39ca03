#!/usr/bin/env python3
"""Writes a pseudo-locale catalog from po/parley.pot: every message translated into a visibly
marked English, so a test can tell a string that went through the catalog from one that did
not. Never shipped and never hand-written: made from the template whenever it is needed.

  accented (default): "Delete" -> "⟦Ðéłéţé⟧": wrapped, every letter accented.
  --long: the accented text stretched to about 1.4 times its length, as German runs
          ("Delete" -> "⟦Ðéłéţé·····⟧"), for the width tests.
  --cjk:  every letter a full-width one, two cells wide as Chinese and Japanese are
          ("Delete" -> "⟦Ｄｅｌｅｔｅ⟧"), for the width tests.

Placeholders ({name}) are kept as written, so they are still substituted.

Run: python3 Tools/pseudo-locale.py [--long | --cjk] [--language CODE] OUT.po  (then msgfmt it)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POT = os.path.join(ROOT, "po", "parley.pot")
ACCENTS = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçđéƒĝĥíĵķłɱñóƥʠŕšţúʋŵẋýžÁƁÇÐÉƑĜĤÍĴĶŁṀÑÓƤɊŔŠŢÚṼŴẊÝŽ"))
PLACEHOLDER = re.compile(r"(\{[A-Za-z_][A-Za-z0-9_]*\})")
OPEN, CLOSE = "⟦", "⟧"
FULL_WIDTH = {c: chr(ord(c) - ord("!") + 0xFF01) for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def read_pot(path):
    """The template's entries: dicts of msgctxt, msgid and msgid_plural (header left out)."""
    entries, entry, field = [], {}, None
    for raw in open(path, encoding="utf-8").read().split("\n"):
        line = raw.strip()
        if not line or line.startswith("#"):
            if entry:
                entries.append(entry)
                entry, field = {}, None
            continue
        if line.startswith('"'):
            entry[field] += unquote(line)
            continue
        keyword, _, value = line.partition(" ")
        field = keyword
        entry[field] = unquote(value)
    if entry:
        entries.append(entry)
    return [e for e in entries if e.get("msgid")]


def unquote(quoted):
    body = quoted[1:-1]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def quote(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{escaped}"'


def pseudo(text, long, cjk=False):
    parts = PLACEHOLDER.split(text)
    letters = FULL_WIDTH if cjk else ACCENTS
    out = "".join(part if PLACEHOLDER.fullmatch(part) else "".join(letters.get(c, c) for c in part) for part in parts)
    if long:
        letters = sum(1 for part in parts if not PLACEHOLDER.fullmatch(part) for c in part if c.isalpha())
        out += "·" * max(1, round(letters * 0.4))
    return "\n".join(OPEN + line + CLOSE if line else line for line in out.split("\n"))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    long = "--long" in sys.argv
    cjk = "--cjk" in sys.argv
    language = "qps"
    if "--language" in sys.argv:
        language = sys.argv[sys.argv.index("--language") + 1]
        args.remove(language)
    if len(args) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        sys.exit(2)
    lines = ['msgid ""', 'msgstr ""', quote(f"Language: {language}\n"), quote("Content-Type: text/plain; charset=UTF-8\n"),
             quote("Plural-Forms: nplurals=2; plural=(n != 1);\n"), ""]
    for entry in read_pot(POT):
        if "msgctxt" in entry:
            lines.append("msgctxt " + quote(entry["msgctxt"]))
        lines.append("msgid " + quote(entry["msgid"]))
        if "msgid_plural" in entry:
            lines.append("msgid_plural " + quote(entry["msgid_plural"]))
            lines.append("msgstr[0] " + quote(pseudo(entry["msgid"], long, cjk)))
            lines.append("msgstr[1] " + quote(pseudo(entry["msgid_plural"], long, cjk)))
        else:
            lines.append("msgstr " + quote(pseudo(entry["msgid"], long, cjk)))
        lines.append("")
    with open(args[0], "w", encoding="utf-8") as out:
        out.write("\n".join(lines))


if __name__ == "__main__":
    main()
