"""JavaScript made smaller for shipping, without changing what it does.

The elements' scripts are written to be read: comments, JSDoc types, indentation. What a page
downloads needs none of it. `compact` tokenizes a module — strings, template literals with
their nested expressions, regular expression literals, comments — and writes the same tokens
back without comments, with the least white space that keeps them apart, and with each
class-private name (`#name`) shortened: private names are visible only inside their class
body, so renaming every one of a module consistently cannot change its meaning. With
`rename_locals` it also shortens every variable and function the module declares but does not
export (class names stay, for a debugger), writes each top-level `const` whose name is in
capitals and whose value is a number in place of its uses, and shortens the members whose
names begin with `_`: by the package's convention those are internal to it, never in its
types, and `member_names` gives every module of the package the same short names for them.
Line breaks stay where a statement could otherwise run into the next.

`bundle` joins modules of this package into one: their relative imports go, and with them
the `export` keyword of every module but the entry's.
"""

import re

WORD = re.compile(r"[A-Za-z0-9_$#\u0080-\uffff]")
# After these a `/` begins a regular expression rather than dividing.
REGEX_AFTER_WORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
                     "void", "throw", "yield", "await"}


class CompactError(Exception):
    """Raised for a text that is not a module this tokenizer reads: an unterminated string,
    template, comment or regular expression."""


def tokens(source, start=0, stop_at_brace=False):
    """Yields (kind, text) from `source`: `space` (with its text, so that a line break can be
    seen), `comment`, `string`, `template`, `regex`, `word` and `punct`. With `stop_at_brace`
    it ends at the `}` that closes a template's `${`, returning its position through the
    generator's value."""
    i = start
    n = len(source)
    depth = 0
    previous = None  # the last significant token
    while i < n:
        c = source[i]
        if c.isspace():
            j = i
            while j < n and source[j].isspace():
                j += 1
            yield ("space", source[i:j])
            i = j
            continue
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            yield ("comment", source[i:j])
            i = j
            continue
        if source.startswith("/*", i):
            j = source.find("*/", i + 2)
            if j < 0:
                raise CompactError(f"unterminated comment at {i}")
            yield ("comment", source[i:j + 2])
            i = j + 2
            continue
        if c in "'\"":
            j = i + 1
            while j < n and source[j] != c:
                if source[j] == "\\":
                    j += 1
                if source[j] == "\n":
                    raise CompactError(f"line break in a string at {i}")
                j += 1
            if j >= n:
                raise CompactError(f"unterminated string at {i}")
            previous = ("string", source[i:j + 1])
            yield previous
            i = j + 1
            continue
        if c == "`":
            j = template_end(source, i)
            previous = ("template", source[i:j])
            yield previous
            i = j
            continue
        if c == "/" and regex_allowed(previous):
            j = i + 1
            in_class = False
            while j < n:
                if source[j] == "\\":
                    j += 2
                    continue
                if source[j] == "\n":
                    raise CompactError(f"line break in a regular expression at {i}")
                if source[j] == "[":
                    in_class = True
                elif source[j] == "]":
                    in_class = False
                elif source[j] == "/" and not in_class:
                    break
                j += 1
            j += 1
            while j < n and WORD.match(source[j]):
                j += 1
            previous = ("regex", source[i:j])
            yield previous
            i = j
            continue
        if WORD.match(c) or (c == "." and i + 1 < n and source[i + 1].isdigit()):
            j = i + 1
            while j < n:
                if WORD.match(source[j]):
                    j += 1
                elif source[j] == "." and source[i].isdigit() and j + 1 < n and source[j + 1].isdigit():
                    j += 1
                elif source[j] in "+-" and source[i].isdigit() and source[j - 1] in "eE":
                    j += 1
                else:
                    break
            previous = ("word", source[i:j])
            yield previous
            i = j
            continue
        if stop_at_brace:
            if c == "{":
                depth += 1
            elif c == "}":
                if depth == 0:
                    return i
                depth -= 1
        # An increment or a decrement is one token: written apart, `+ +` would add.
        width = 2 if source.startswith(("++", "--"), i) else 1
        previous = ("punct", source[i:i + width])
        yield previous
        i += width
    if stop_at_brace:
        raise CompactError("unterminated template expression")
    return i


def regex_allowed(previous):
    if previous is None:
        return True
    kind, text = previous
    if kind == "word":
        return text in REGEX_AFTER_WORDS
    if kind in ("string", "template", "regex"):
        return False
    return text not in (")", "]", "}", "++", "--")


def template_end(source, start):
    """The position after the template literal that begins at `start`."""
    i = start + 1
    n = len(source)
    while i < n:
        c = source[i]
        if c == "\\":
            i += 2
            continue
        if c == "`":
            return i + 1
        if source.startswith("${", i):
            inner = tokens(source, i + 2, stop_at_brace=True)
            try:
                while True:
                    next(inner)
            except StopIteration as end:
                i = end.value + 1
            continue
        i += 1
    raise CompactError(f"unterminated template at {start}")


def compact_css(text):
    """CSS with the least white space: runs of it become one space, and none is left beside
    braces, semicolons, commas or after a colon (one before a colon may be a descendant
    combinator, and stays)."""
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r" ?([{};,]) ?", r"\1", text)
    text = re.sub(r": ", ":", text)
    return text.replace(";}", "}")


def compact_template(text, write_inner, css=False):
    """A template's literal parts as written (or, for CSS, compacted); its expressions
    written by `write_inner`, which takes their tokens."""
    if css and "${" not in text:
        return "`" + compact_css(text[1:-1]) + "`"
    out = []
    i = 1
    n = len(text)
    start = 0
    while i < n:
        if text[i] == "\\":
            i += 2
            continue
        if text.startswith("${", i):
            inner = tokens(text, i + 2, stop_at_brace=True)
            parts = []
            try:
                while True:
                    parts.append(next(inner))
            except StopIteration as end:
                close = end.value
            out.append(text[start:i + 2])
            out.append(write_inner(significant(parts, casts=True)))
            start = close
            i = close + 1
            continue
        i += 1
    out.append(text[start:])
    return "".join(out)


KEYWORDS = {
    "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default",
    "delete", "do", "else", "export", "extends", "false", "finally", "for", "function", "if",
    "import", "in", "instanceof", "let", "new", "null", "of", "return", "static", "super",
    "switch", "this", "throw", "true", "try", "typeof", "undefined", "var", "void", "while",
    "with", "yield", "async", "get", "set", "Infinity", "NaN",
}
OPENS_OBJECT = {"(", ",", "=", ":", "[", "?", "|", "&", "...", "!"}


def significant(parts, casts=False):
    """The tokens of `parts` that matter, each as [kind, text, line break before it]. With
    `casts`, the parentheses a JSDoc type cast puts around a name or a chain of properties go
    with the cast."""
    out = []
    newline = False
    parts = list(parts)
    drop = set()
    if casts:
        for i, (kind, text) in enumerate(parts):
            if kind != "comment" or not text.startswith("/** @type"):
                continue
            j = i + 1
            while j < len(parts) and parts[j][0] == "space":
                j += 1
            if j >= len(parts) or parts[j] != ("punct", "("):
                continue
            k = j + 1
            while k < len(parts) and (parts[k][0] == "word" or parts[k] == ("punct", ".")):
                k += 1
            if k < len(parts) and parts[k] == ("punct", ")") and k > j + 1:
                drop.update((j, k))
    for index, (kind, text) in enumerate(parts):
        if index in drop:
            continue
        if kind == "comment":
            continue
        if kind == "space":
            newline = newline or "\n" in text
            continue
        out.append([kind, text, newline])
        newline = False
    return out


def roles(toks):
    """For each token, what a word there is: `member` (a class body's own names), `key` (an
    object literal's or pattern's key), `shorthand` (a key that is also a variable),
    `property` (after a dot), `binding` (a variable declared there), `ref` (a variable used),
    or None for anything but a word. Also returns the names declared outside any function."""
    result = [None] * len(toks)
    top_level = set()
    # Each open brace or bracket: [type, parens open inside it]; type is block, object,
    # pattern (after const or let), class, array, arraypattern.
    stack = [["block", 0]]
    class_pending = False
    params = []  # for each open paren: whether it is a parameter list
    declaring = False  # after const/let/var until the = or the end of the pattern
    functions = 0  # how many function bodies enclose the position

    def text(i):
        return toks[i][1] if 0 <= i < len(toks) else ""

    def closing_paren(i):
        depth = 0
        for j in range(i, len(toks)):
            if toks[j][0] == "punct" and toks[j][1] == "(":
                depth += 1
            elif toks[j][0] == "punct" and toks[j][1] == ")":
                depth -= 1
                if depth == 0:
                    return j
        raise CompactError("unbalanced parenthesis")

    body_stack = []  # for each open block: whether it is a function body
    for i, (kind, value, _) in enumerate(toks):
        frame = stack[-1]
        if kind == "punct":
            if value == "(":
                end = closing_paren(i)
                after = text(end + 1)
                before = text(i - 1)
                is_params = (
                    after == "=" and text(end + 2) == ">"
                    or (toks[i - 1][0] == "word" and before not in KEYWORDS
                        and after == "{" and frame[0] in ("class", "object"))
                    or before == "function"
                    or (toks[i - 2][1] == "function" if i >= 2 else False)
                    or before == "catch"
                )
                params.append(is_params)
                frame[1] += 1
            elif value == ")":
                params.pop()
                frame[1] -= 1
            elif value == "{":
                prev = text(i - 1)
                if class_pending:
                    kind_of = "class"
                    class_pending = False
                elif declaring and frame[0] in ("block", "class", "object", "pattern", "arraypattern"):
                    kind_of = "pattern"
                elif params and params[-1] and frame[1] > 0:
                    kind_of = "pattern"
                elif prev in OPENS_OBJECT or prev == "return" or (prev == ">" and text(i - 2) != "="):
                    kind_of = "object"
                else:
                    kind_of = "block"
                function_body = kind_of == "block" and (prev == ")" or (prev == ">" and text(i - 2) == "="))
                if function_body:
                    functions += 1
                body_stack.append(function_body)
                stack.append([kind_of, 0])
            elif value == "}":
                if body_stack.pop():
                    functions -= 1
                stack.pop()
            elif value == "[":
                stack.append(["arraypattern" if declaring or (params and params[-1] and frame[1] > 0) else "array", 0])
                body_stack.append(False)
            elif value == "]":
                stack.pop()
                body_stack.pop()
            elif value in ("=", ";") and declaring and frame[0] not in ("pattern", "arraypattern"):
                declaring = False
            continue
        if kind != "word":
            continue
        if value == "class":
            class_pending = True
        if value in ("const", "let", "var"):
            declaring = True
            continue
        if value in KEYWORDS or value[0].isdigit() or value.startswith("#"):
            if value == "of" or value == "in":
                declaring = False
            continue
        prev = text(i - 1)
        nxt = text(i + 1)
        if prev == "." and text(i - 2) != ".":
            result[i] = "property"
        elif frame[0] == "class" and frame[1] == 0 and (
                prev in ("{", ";", "}", "static", "get", "set", "async", "*")
                or (toks[i][2] and prev not in ("=", "?", ":", ",", "(", "[", "&&", "||"))):
            if nxt == "=" and text(i + 2) == ">":
                raise CompactError("an arrow function at a class body's top level")
            result[i] = "member"
        elif frame[0] in ("object", "pattern") and frame[1] == 0 and (
                prev in ("{", ",") or (prev in ("get", "set", "async") and text(i - 2) in ("{", ","))):
            if nxt in (":", "("):
                result[i] = "key"
            else:
                result[i] = "shorthand"
                if frame[0] == "pattern":
                    result[i] = "shorthand-binding"
        elif declaring and (prev in ("const", "let", "var") or frame[0] in ("pattern", "arraypattern")):
            result[i] = "binding"
        elif params and params[-1] and (prev in ("(", ",", "[", "{") or (prev == "." and text(i - 2) == ".")) and nxt in (",", ")", "]", "}", "="):
            result[i] = "parameter"
        elif nxt == "=" and text(i + 2) == ">" and prev != ")":
            result[i] = "parameter"
        else:
            result[i] = "ref"
        if result[i] in ("binding", "shorthand-binding") and functions == 0:
            top_level.add(value)
        if result[i] == "parameter":
            result[i] = "binding"
    return result, top_level


def short_names(avoid):
    """a, b, … z, aa, ab, …: never one in `avoid`."""
    index = 0
    while True:
        name = ""
        n = index
        while True:
            name = chr(97 + n % 26) + name
            n = n // 26 - 1
            if n < 0:
                break
        index += 1
        if name not in avoid and name not in KEYWORDS:
            yield name


def join(toks, rename_private, local, members=None, constants=None):
    """The tokens written back with the least white space between, private names shortened,
    the variables in `local` renamed as it maps them, the members in `members`, and in
    template expressions the `constants` written as their values."""
    kinds, _ = roles(toks) if local or members else ([None] * len(toks), set())

    def write_inner(inner):
        if constants:
            inner, _ = inline_constants(inner, constants)
        return join(inner, rename_private, local, members, constants)

    out = []
    last = None
    last_written = None
    for index, (kind, text, newline) in enumerate(toks):
        written = text
        role = kinds[index]
        if kind == "word" and text.startswith("#"):
            written = rename_private(text)
        elif kind == "word" and members and text in members and role in ("member", "property", "key"):
            written = members[text]
        elif kind == "word" and local and text in local:
            if role in ("ref", "binding"):
                written = local[text]
            elif role in ("shorthand", "shorthand-binding"):
                written = text + ":" + local[text]
        elif kind == "template":
            written = compact_template(text, write_inner, css=last == "css")
        if last_written is not None:
            out.append(separator(last_written, written, newline))
        out.append(written)
        last = text
        last_written = written
    return "".join(out)


def separator(left, right, newline):
    a = left[-1]
    b = right[0]
    if newline and a not in "{;,([=:?&|+-*<>!" and b not in ")]},;.:?&|=":
        # A line break that automatic semicolon insertion may read stays.
        return "\n"
    if WORD.match(a) and WORD.match(b):
        return " "
    if (a, b) in (("+", "+"), ("-", "-"), ("/", "/")):
        return " "
    return ""


def compact(source, rename_locals=True, member_names=None):
    """`source`, a module, compacted (see the module's documentation)."""
    privates = {}
    toks = significant(tokens(source), casts=True)
    constants = {}
    if rename_locals:
        toks, constants = inline_constants(toks)
    words = {t for k, t, _ in toks if k == "word"}

    def rename_private(name):
        if name not in privates:
            privates[name] = "#" + next(private_names)
        return privates[name]

    private_names = short_names(set())
    local = {}
    if rename_locals:
        kinds, top_level = roles(toks)
        declared = {t for (k, t, _), r in zip(toks, kinds) if r in ("binding", "shorthand-binding")}
        exported = exported_names(toks)
        candidates = (declared - top_level) | ((top_level | functions_declared(toks)) - exported)
        # The most used names take the shortest names.
        uses = {}
        for kind, text, _ in toks:
            if kind == "word" and text in candidates:
                uses[text] = uses.get(text, 0) + 1
        names = short_names(words | top_level | functions_declared(toks))
        local = {name: next(names) for name in sorted(candidates, key=lambda name: (-uses.get(name, 0), name))}
    members = member_names if rename_locals else None
    return join(toks, rename_private, local, members, constants) + "\n"


def member_names(sources):
    """For the modules `sources` of one package, a short name for each member whose name begins
    with `_` (never `__`): the same for every module, so that one module's class and another's
    code agree."""
    found = set()
    for source in sources:
        for kind, text in tokens(source):
            if kind == "word" and re.fullmatch(r"_[A-Za-z][A-Za-z0-9]*", text):
                found.add(text)
    names = short_names(set())
    return {name: "_" + next(names) for name in sorted(found)}


CONSTANT = re.compile(r"[A-Z][A-Z0-9_]*")
ARITHMETIC = re.compile(r"[0-9+\-*<>|() ]+")


def inline_constants(toks, known=None):
    """`toks` without its top-level declarations `const NAME = number, …;` (names in capitals,
    not exported), each use of such a name (or of one in `known`) written as its number; and
    the numbers by name."""
    values = dict(known or {})
    out = []
    depth = 0
    i = 0
    n = len(toks)
    while i < n:
        kind, text, _ = toks[i]
        if kind == "punct" and text in "([{":
            depth += 1
        elif kind == "punct" and text in ")]}":
            depth -= 1
        declaration = (depth == 0 and kind == "word" and text == "const"
                       and not (out and out[-1][1] == "export"))
        if declaration:
            parsed = constant_declaration(toks, i + 1, values)
            if parsed:
                end, found = parsed
                values.update(found)
                i = end
                continue
        if (kind == "word" and text in values and not (out and out[-1][1] == ".")
                and not (i + 1 < n and toks[i + 1][1] == ":" and out and out[-1][1] in "{,")):
            out.append(["word", values[text], toks[i][2]])
        else:
            out.append(toks[i])
        i += 1
    return out, values


def constant_declaration(toks, i, known):
    """From `i`, after a `const`: the position after a declaration of capitalised names with
    numeric values, and the values, or None for any other declaration."""
    found = {}
    n = len(toks)
    while True:
        if not (i + 1 < n and toks[i][0] == "word" and CONSTANT.fullmatch(toks[i][1])
                and toks[i + 1][1] == "="):
            return None
        name = toks[i][1]
        i += 2
        expression = []
        while i < n and toks[i][1] not in (",", ";") and not (expression and toks[i][2]):
            word = toks[i][1]
            expression.append(found.get(word, known.get(word, word)))
            i += 1
        text = "".join(expression)
        if not expression or not ARITHMETIC.fullmatch(text):
            return None
        # Integers only, where JavaScript and Python agree.
        value = eval(text, {"__builtins__": {}})  # noqa: S307 - digits and operators only
        if not isinstance(value, int) or value < 0:
            return None
        found[name] = str(value)
        if i < n and toks[i][1] == ",":
            i += 1
            continue
        if i < n and toks[i][1] == ";":
            i += 1
        return i, found


def exported_names(toks):
    """The names a module's `export` declarations give."""
    names = set()
    for i, (kind, text, _) in enumerate(toks):
        if kind == "word" and text == "export":
            j = i + 1
            while j < len(toks) and toks[j][1] in ("async", "function", "class", "const", "let"):
                j += 1
            if j < len(toks) and toks[j][0] == "word":
                names.add(toks[j][1])
            # `export const A = …, B = …`: the names after each top-level comma too.
            if toks[i + 1][1] in ("const", "let"):
                depth = 0
                for k in range(j, len(toks)):
                    t = toks[k][1]
                    if t in "([{":
                        depth += 1
                    elif t in ")]}":
                        depth -= 1
                    elif t == ";" or (depth == 0 and toks[k][2] and toks[k - 1][1] not in (",", "=")):
                        break
                    elif depth == 0 and t == "," and k + 1 < len(toks):
                        names.add(toks[k + 1][1])
    return names


def functions_declared(toks):
    """The names of the functions and classes declared outside any block."""
    names = set()
    depth = 0
    for i, (kind, text, _) in enumerate(toks):
        if kind == "punct" and text in "([{":
            depth += 1
        elif kind == "punct" and text in ")]}":
            depth -= 1
        elif depth == 0 and text == "function" and i + 1 < len(toks) and toks[i + 1][0] == "word":
            names.add(toks[i + 1][1])
    return names


IMPORT = re.compile(r"^import\s*(\{[^}]*\}\s*from\s*)?'\.{1,2}/[^']+';\n", re.M)


def bundle(modules, exporting=1):
    """One module from `modules` (their texts, dependencies first, the entries last): relative
    imports removed, `export` kept on the declarations of the last `exporting` only."""
    parts = []
    for index, source in enumerate(modules):
        source = IMPORT.sub("", source)
        if index < len(modules) - exporting:
            source = re.sub(r"^export ", "", source, flags=re.M)
        parts.append(source)
    return "\n".join(parts)
