#!/usr/bin/env python3
"""List every public declaration in Sources that has no `///` doc line.

Usage: Tools/check-public-docs.py [--skip-generated] [path ...]

Scans the `.swift` files under each path (default: Sources), prints `path:line: decl`
for each undocumented public declaration, then a count per module (files under a
`Generated/` folder are counted apart, as `Module/Generated`). Exits 1 if any is
undocumented. `--skip-generated` leaves out `Generated/` folders.

What counts as public:
- a declaration written with `public` or `open`, `@_spi(...)` ones included;
- a requirement of a `public protocol`;
- a member of a `public extension` that names no narrower access itself;
- a `case` of a public enum.
A `package` declaration is not public.

What counts as documented: a `///` line directly above the
declaration; attribute lines (`@inlinable`, `@discardableResult`, ...) may stand between.

Exempt:
- extensions themselves (`public extension X`, `extension X: Y`): their members carry the docs;
- a member that satisfies a protocol requirement, inside a type or extension that declares
  a conformance: DocC shows the requirement's doc for it. Requirements are those of the
  protocols declared in the scanned files, plus the standard-library ones in
  `STANDARD_WITNESSES` (`==`, `hash(into:)`, `init(from:)`, `description`, ...).

Enum cases: each `case` line of a public enum needs its own `///` line, unless the enum's
own doc names every case on that line in backticks (`` `name` `` or `` `.name` ``), as a
doc that lists the cases does.
"""

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

STANDARD_WITNESSES = {
    "==(_:_:)", "!=(_:_:)", "<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)",
    "hash(into:)", "hashValue",
    "init(from:)", "encode(to:)",
    "description", "debugDescription", "errorDescription", "failureReason", "recoverySuggestion",
    "init(rawValue:)", "rawValue", "RawValue",
    "id", "ID", "allCases", "AllCases",
    "makeIterator()", "next()", "makeAsyncIterator()", "Element", "Iterator", "AsyncIterator",
    "Failure", "Index", "Indices", "SubSequence",
    "startIndex", "endIndex", "index(after:)", "index(before:)", "subscript(_:)",
    "init(stringLiteral:)", "init(integerLiteral:)", "init(floatLiteral:)", "init(booleanLiteral:)",
    "init(arrayLiteral:)", "init(dictionaryLiteral:)", "init(nilLiteral:)",
    "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)",
    "init(stringInterpolation:)", "StringLiteralType", "IntegerLiteralType", "ArrayLiteralElement",
    "write(_:)", "stringValue", "intValue", "init(stringValue:)", "init(intValue:)",
}

MODIFIERS = (
    "public", "open", "private", "fileprivate", "internal", "package", "static", "class", "final",
    "override", "mutating", "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak",
    "unowned", "indirect", "dynamic", "optional", "prefix", "postfix", "infix", "consuming",
    "borrowing", "distributed", "isolated",
)
KEYWORDS = (
    "func", "var", "let", "init", "subscript", "struct", "class", "enum", "protocol", "actor",
    "typealias", "case", "extension", "associatedtype", "macro", "operator", "precedencegroup",
)
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
NARROWER = {"private", "fileprivate", "internal", "package"}

ATTRIBUTE = r"@[A-Za-z_][\w.]*(?:\((?:[^()]|\([^()]*\))*\))?"
DECLARATION = re.compile(
    rf"^(?P<attributes>(?:{ATTRIBUTE}\s*)*)"
    rf"(?P<modifiers>(?:(?:{'|'.join(MODIFIERS)})(?:\((?:set|unowned|safe)\))?\s+)*)"
    rf"(?P<keyword>{'|'.join(KEYWORDS)})(?![\w])"
)
ATTRIBUTE_LINE = re.compile(rf"^(?:{ATTRIBUTE}\s*)+$")
# A `"""` opens a multi-line string only when the line ends after it; `#""""#` is one line.
MULTILINE_START = re.compile(r'(#*)"""(?=[ \t]*\n)')
STRING_START = re.compile(r'(#*)"')


def code_lines(text):
    """The text line by line with comments removed and string contents blanked.

    Interpolations inside strings stay code, so `"\\(a ? "x" : "y")"` lexes as one string.
    """
    out, line = [], []
    i, n = 0, len(text)
    # Each frame: ("code", paren depth) for code or an interpolation, ("string", delimiter).
    stack = [["code", 0]]

    def emit(ch):
        if ch == "\n":
            out.append("".join(line))
            line.clear()
        else:
            line.append(ch)

    while i < n:
        frame = stack[-1]
        ch = text[i]
        if frame[0] == "code":
            if text.startswith("//", i):
                while i < n and text[i] != "\n":
                    i += 1
                continue
            if text.startswith("/*", i):
                depth, i = 1, i + 2
                while i < n and depth:
                    if text.startswith("/*", i):
                        depth, i = depth + 1, i + 2
                    elif text.startswith("*/", i):
                        depth, i = depth - 1, i + 2
                    else:
                        if text[i] == "\n":
                            emit("\n")
                        i += 1
                continue
            match = MULTILINE_START.match(text, i) or STRING_START.match(text, i)
            if match:
                hashes, quote = match.group(1), match.group(0)[len(match.group(1)):]
                stack.append(["string", quote + hashes, hashes])
                emit('"')
                i += len(match.group(0))
                continue
            if ch == "(" and len(stack) > 1:
                frame[1] += 1
            elif ch == ")" and len(stack) > 1:
                if frame[1] == 0:
                    stack.pop()
                    i += 1
                    continue
                frame[1] -= 1
            emit(ch)
            i += 1
        else:
            delimiter, hashes = frame[1], frame[2]
            if text.startswith(delimiter, i):
                stack.pop()
                emit('"')
                i += len(delimiter)
                continue
            if text.startswith("\\" + hashes, i):
                after = i + 1 + len(hashes)
                if after < n and text[after] == "(":
                    stack.append(["code", 0])
                    i = after + 1
                    continue
                i = after + 1
                continue
            if ch == "\n":
                emit("\n")
            i += 1
    out.append("".join(line))
    return out


@dataclass
class Scope:
    kind: str  # a type keyword, or "block" for any other brace
    public: bool = False
    conforms: bool = False
    doc: str = ""


@dataclass
class Declaration:
    path: Path
    line: int
    text: str
    keyword: str
    key: str
    names: list = field(default_factory=list)
    documented: bool = False
    in_conformance: bool = False


def labels(signature):
    """`(_ a: Int, b c: Int)` -> `_:b:`: the argument labels of a parameter clause."""
    depth, parts, current = 0, [], ""
    for ch in signature:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    result = ""
    for part in parts:
        name = part.split(":")[0].split()
        result += (name[0] if name else "_") + ":"
    return result


def requirement_key(keyword, code, following):
    """The name a protocol requirement and its witness share: `name(label:)`, `name`, ..."""
    rest = code[code.find(keyword) + len(keyword):] if keyword != "init" else code[code.find("init") + 4:]
    if keyword in ("var", "let", "typealias", "associatedtype", "case"):
        match = re.match(r"\s*(\w+)", rest)
        return match.group(1) if match else ""
    if keyword in ("func", "init", "subscript"):
        name = ""
        if keyword == "func":
            match = re.match(r"\s*([-+*/%<>=!&|^~?.]+|\w+)", rest)
            name = match.group(1) if match else ""
        else:
            name = keyword
        joined = rest + " " + " ".join(following)
        start = joined.find("(")
        if start < 0:
            return name
        depth, end = 0, start
        for index in range(start, len(joined)):
            if joined[index] == "(":
                depth += 1
            elif joined[index] == ")":
                depth -= 1
                if depth == 0:
                    end = index
                    break
        arguments = labels(joined[start + 1:end])
        if not re.match(r"\w", name):  # an operator's parameters have no argument labels
            arguments = "_:" * arguments.count(":")
        return f"{name}({arguments})"
    return ""


def has_doc(raw, index):
    """Whether a doc comment sits directly above line `index`, past attribute lines."""
    j = index - 1
    while j >= 0:
        stripped = raw[j].strip()
        if stripped.startswith("///"):
            return True
        if ATTRIBUTE_LINE.match(stripped):
            j -= 1
            continue
        return False
    return False


def doc_text(raw, index):
    lines, j = [], index - 1
    while j >= 0:
        stripped = raw[j].strip()
        if stripped.startswith("///"):
            lines.append(stripped[3:])
        elif not ATTRIBUTE_LINE.match(stripped):
            break
        j -= 1
    return " ".join(reversed(lines))


def scan(path):
    """The public declarations of one file, and the requirements of its protocols."""
    raw = path.read_text(encoding="utf-8").split("\n")
    code = code_lines("\n".join(raw))
    scopes, pending, found, requirements = [], None, [], set()
    for index, line in enumerate(code):
        stripped = line.strip()
        match = DECLARATION.match(stripped)
        inner = scopes[-1] if scopes else None
        if match:
            keyword = match.group("keyword")
            modifiers = set(re.findall(r"\w+", match.group("modifiers")))
            modifiers.discard("set")
            explicit = bool(modifiers & {"public", "open"})
            implicit = False
            member_of_type = inner is not None and inner.kind != "block"
            if member_of_type and inner.public and keyword not in ("extension",):
                if inner.kind == "protocol":
                    implicit = True
                elif inner.kind == "extension" and not modifiers & NARROWER:
                    implicit = True
                elif inner.kind == "enum" and keyword == "case":
                    implicit = True
            if keyword == "case" and not (member_of_type and inner.kind == "enum"):
                match = None
            elif keyword == "class" and member_of_type and re.match(r"class\s+(func|var)\b", stripped[match.start("keyword"):]):
                match = None
            if match and member_of_type and inner.kind == "protocol":
                key = requirement_key(keyword, stripped, code[index + 1:index + 8])
                if key:
                    requirements.add(key)
            if match and keyword in TYPE_KEYWORDS:
                head = stripped[match.end():]
                head = head.split("{")[0].split(" where ")[0]
                conforms = ":" in head
                pending = Scope(keyword, explicit, conforms, doc_text(raw, index))
            if match and (explicit or implicit) and keyword != "extension":
                names = []
                if keyword == "case":
                    body = stripped[match.end():]
                    names = re.findall(r"(?:^|,)\s*(\w+)", re.sub(r"\((?:[^()]|\([^()]*\))*\)|=[^,]*", "", body))
                found.append(Declaration(
                    path, index + 1, raw[index].strip(), keyword,
                    requirement_key(keyword, stripped, code[index + 1:index + 8]), names,
                    has_doc(raw, index), member_of_type and inner.conforms,
                ))
                if keyword == "case" and not found[-1].documented and names:
                    doc = inner.doc
                    found[-1].documented = all(re.search(rf"`\.?{re.escape(name)}[`(]", doc) for name in names)
        for ch in line:
            if ch == "{":
                scopes.append(pending or Scope("block"))
                pending = None
            elif ch == "}" and scopes:
                scopes.pop()
    return found, requirements


def module_of(path):
    """The target a file belongs to: the folder under `Sources`, else the file's folder."""
    parts = path.resolve().parts
    module = parts[parts.index("Sources") + 1] if "Sources" in parts[:-2] else path.parent.name
    return f"{module}/Generated" if "Generated" in parts[:-1] else module


def main(arguments):
    skip_generated = "--skip-generated" in arguments
    roots = [Path(argument) for argument in arguments if not argument.startswith("--")] or [Path("Sources")]
    declarations, requirements = [], set(STANDARD_WITNESSES)
    for root in roots:
        files = sorted(root.rglob("*.swift")) if root.is_dir() else [root]
        for path in files:
            if skip_generated and "Generated" in path.parts:
                continue
            found, required = scan(path)
            declarations += found
            requirements |= required
    totals, missing = {}, {}
    for declaration in declarations:
        module = module_of(declaration.path)
        witness = declaration.in_conformance and declaration.key in requirements
        totals[module] = totals.get(module, 0) + 1
        if declaration.documented or witness:
            continue
        missing[module] = missing.get(module, 0) + 1
        print(f"{declaration.path}:{declaration.line}: {declaration.text}")
    print()
    width = max((len(module) for module in totals), default=0)
    for module in sorted(totals):
        print(f"{module.ljust(width)}  {missing.get(module, 0):5} undocumented of {totals[module]:5} public")
    count = sum(missing.values())
    print(f"{'total'.ljust(width)}  {count:5} undocumented of {sum(totals.values()):5} public")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
