"""The rules card read by its parts: the sections of a game's ``about.txt`` (headings in capitals)
and the steps of its turn ("Step 2 – Movement: ..."), so the coach can quote the step of a phase
and a tooltip can open the card at the section about a piece.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# a step of the turn: "Step 2 – Movement" on the English card, "Krok 2 – Pohyb" on the Czech one
_STEP = re.compile(r"^(?:Step|Krok)\s+(\d+)\s*[–-]\s*(.*)$")
_WORD = re.compile(r"[^\W\d_]{3,}")
# words of phase names that tell nothing about which step they are
_PLAIN = {"phase", "the", "and", "step", "round", "turn", "fáze", "krok", "kolo", "tah", "tahu", "kola"}


@dataclass(frozen=True)
class Part:
    title: str       # a section's heading, or a step's "Step 2 – Movement"
    body: str        # its text, lines joined
    section: str     # the section it stands in (itself for a section)


def is_heading(line: str) -> bool:
    letters = [c for c in line if c.isalpha()]
    return len(letters) >= 4 and all(c.isupper() for c in letters) and not line.startswith((" ", "•"))


def sections(text: str) -> list[Part]:
    """The card's sections in order (the opening lines before the first heading are left out)."""
    out: list[Part] = []
    title, body = "", []
    for line in text.splitlines():
        if is_heading(line.strip()) and line == line.lstrip():
            if title:
                out.append(Part(title, "\n".join(body).strip(), title))
            title, body = line.strip(), []
        elif title:
            body.append(line)
    if title:
        out.append(Part(title, "\n".join(body).strip(), title))
    return out


def steps(text: str) -> list[Part]:
    """The numbered steps of the card ("Step 1 – Roll: throw your dice ..."), continuation lines
    joined to their step."""
    out: list[Part] = []
    section = ""
    current: tuple[list[str], str] | None = None   # the step's lines and its section
    for line in text.splitlines():
        stripped = line.strip()
        if is_heading(stripped) and line == line.lstrip():
            section = stripped
        if _STEP.match(stripped):
            if current is not None:
                out.append(_step(*current))
            current = ([stripped], section)
        elif current is not None and line.startswith(" ") and stripped:
            current[0].append(stripped)
        elif current is not None:
            out.append(_step(*current))
            current = None
    if current is not None:
        out.append(_step(*current))
    return out


def _step(lines: list[str], section: str) -> Part:
    text = " ".join(lines)
    head, _sep, rest = text.partition(":")
    return Part(head.strip(), rest.strip() if rest else "", section)


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)} - _PLAIN


def step_for(text: str, phase: str) -> Part | None:
    """The step of the card a phase is (its name's words in the step's title count most, in its
    text less); None when no step names any of them."""
    wanted = _words(phase)
    best, best_score = None, 0
    for part in steps(text):
        title = _words(part.title)
        body = _words(part.body)
        score = sum(3 for w in wanted if any(t.startswith(w[:5]) for t in title))
        score += sum(1 for w in wanted if any(b.startswith(w[:5]) for b in body))
        if score > best_score:
            best, best_score = part, score
    return best


def names(title: str, phase: str) -> bool:
    """A step's title names the phase (one of its own words)."""
    return any(any(t.startswith(w[:5]) for t in _words(title)) for w in _words(phase))


def passage_for(body: str, phase: str) -> tuple[int, str]:
    """The part of a step's text about ``phase`` when the step covers several phases ("Phase 1,
    Reserves: ... Phase 2, Recruitment: ..."): the sentences that name the phase's own words, and
    their place in the step (0 and the whole text when no sentence names them apart)."""
    wanted = _words(phase)
    sentences = [x.strip() for x in re.split(r"(?<=[.;])\s+", body) if x.strip()]
    if len(sentences) < 2 or not wanted:
        return 0, body
    hits = [i for i, x in enumerate(sentences) if wanted & {w[:6] for w in _words(x)} or
            any(any(t.startswith(w[:6]) for t in _words(x)) for w in wanted)]
    if not hits or len(hits) == len(sentences):
        return 0, body
    return hits[0] + 1, " ".join(sentences[i] for i in hits)


def section_in(text: str, section: str, english: str) -> str:
    """``section`` (a heading of the English card, as boards name them) as the heading of the
    card shown: itself when the card has it, else the heading at the same place in a translated
    card (``about.cs.txt`` keeps the English card's sections in their order)."""
    if not section or any(line.strip() == section for line in text.splitlines()):
        return section
    names = [part.title for part in sections(english)]
    shown = [part.title for part in sections(text)]
    if section in names and len(shown) == len(names):
        return shown[names.index(section)]
    return section


def english_card(rules: object) -> str:
    """The engine's English rules card (``about.txt``), whatever the player's language."""
    import importlib.resources

    package = type(rules).__module__.rsplit(".", 1)[0]
    try:
        return importlib.resources.files(package).joinpath("about.txt").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, TypeError, OSError):
        return ""


def line_of(text: str, section: str) -> int:
    """The line a section's heading stands on (0 when the card has no such section)."""
    for i, line in enumerate(text.splitlines()):
        if line.strip() == section:
            return i
    return 0
