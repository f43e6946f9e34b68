"""What a student may read: the one filter every student-facing string passes (the handout,
Gradescope's ``results.json``: its summary, every test's feedback), so nothing of a hidden
transcript reaches a student, whichever reason quotes it.

A hidden transcript's words and numbers that nothing public holds are its secrets: public
are the visible transcripts, every transcript's name and feedback comment (shown on
purpose), the game's own tables (its commands, options and lab, through its binding) and
the grader's own words (its source: a reason's template is no secret). Each secret is
replaced by ``[hidden]`` wherever it stands, in a transcript's line, in a program's
output quoted by a reason, or in its stderr. Single letters and numbers under 100 are no
secret: they are in every reason (line numbers, scores, dice) and tell nothing of a test.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from pathlib import Path

from ...console.games import AnyBinding
from ...transcripts.format import Transcript

HIDDEN = "[hidden]"
_WORD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def _spans(text: str) -> Iterator[tuple[int, int]]:
    """Where each run of ASCII letters, digits and ``_`` is: one pass, no pattern (the
    text is a student's output; grading matches untrusted text only with RE2)."""
    start = -1
    for index, char in enumerate(text):
        if char in _WORD:
            if start < 0:
                start = index
        elif start >= 0:
            yield start, index
            start = -1
    if start >= 0:
        yield start, len(text)


_GRADING = Path(__file__).resolve().parent.parent


def tokens(text: str) -> set[str]:
    """The words and numbers of ``text`` that could be a secret, casefolded."""
    return {t.casefold() for t in (text[a:b] for a, b in _spans(text)) if _telling(t)}


def _telling(token: str) -> bool:
    return len(token) >= 3 if token.isdigit() else len(token) >= 2


@cache
def grader_words() -> frozenset[str]:
    """Every word of the grader's own source: its messages' templates are public."""
    found: set[str] = set()
    for path in sorted(_GRADING.rglob("*.py")):
        found |= tokens(path.read_text(encoding="utf-8"))
    return frozenset(found)


def game_words(game: AnyBinding) -> set[str]:
    """The words of a game's own tables: commands, options, the lab's names and prose."""
    texts: list[str] = [game.name, game.prompt, game.seat_command]
    for spec in game.commands.specs:
        texts += [spec.name, *spec.aliases, spec.summary, spec.example, spec.usage]
        texts += [text for param in spec.params for text in (param.name, *param.choices)]
    for option in game.options.specs:
        texts += [option.name, option.help, option.metavar]
    lab = game.lab
    texts += [lab.title, lab.lab_class, *lab.notes, *lab.method_example, *lab.getter_example]
    texts += [text for query in lab.queries for text in (query.meaning, query.example)]
    texts += [text for pair in lab.example for text in pair]
    texts += [name for method in lab.methods for name in (method.name, *method.synonyms)]
    texts += [lab.stacking.what] if lab.stacking is not None else []
    return {token for text in texts for token in tokens(text)}


class Disclosure:
    """The filter for one set of transcripts: ``disclosure(text)`` is ``text`` with every
    secret of their hidden ones replaced by ``[hidden]``."""

    def __init__(self, transcripts: Sequence[Transcript], public: Iterable[str] = ()) -> None:
        known = set(grader_words())
        for game in {t.game: t.binding for t in transcripts}.values():
            known |= game_words(game)
        for transcript in transcripts:
            known |= tokens(f"{transcript.name} {transcript.feedback}")
            if transcript.visibility == "visible":
                known |= tokens(transcript.text())
        for text in public:
            known |= tokens(text)
        hidden = [t for t in transcripts if t.visibility != "visible"]
        self.secrets = frozenset(s for t in hidden for s in tokens(t.text())) - known

    def __call__(self, text: str) -> str:
        if not self.secrets:
            return text
        shown, last = [], 0
        for start, end in _spans(text):
            if text[start:end].casefold() in self.secrets:
                shown += [text[last:start], HIDDEN]
                last = end
        return "".join([*shown, text[last:]])
