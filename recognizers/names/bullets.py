"""A list of people is a list of people: where one item of a bulleted or numbered list is a name
found by other evidence, the other items written the same way are names too ("Authorised users:
- Neil Daly (owner) - Yoichi Nakajima - Luciana (read only)", "Dependentes: - Conceição Pereira
- Dolores (menor)"). So with a chain of hands a ticket passed through ("Escalation: Ana Gil (VIP)
-> Dannie Stannwood -> L. Genasci."), and with lines keyed by their heads before a colon, a sign-up
sheet's or a pool's ("Ana y Rui: ensalada\nInes Scholz: postre"), whose whole names only it vouches
for. A lone first name the lists rank low, or a surname no list holds, has no evidence of its own
there; its place among its siblings is the evidence.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import common_words, first_name, fold, name_word
from recognizers.names.places import a_town_or_land
from recognizers.names.text import WORD
from recognizers.names.words import PARTICLES

# An item: a bullet ("-", "*", "•", "1.", "2)", a tree's branch "├── " or "`-- " under its trunk
# "│") then its head, the words before a bracket, a comma, a dash, a colon or the line's end
# ("- Luciana (read only)", "2. ANA SOUZA, titular", "    └── l. strickland (agent)").
_ITEM = regex.compile(
    r"^[ \t│|]*(?P<bullet>[-*•·–]|\d{1,2}[.)]|[├└╰┣┗`|][─━-]{1,3})[ \t]+"
    r"(?P<head>\p{L}[\p{L}'’\-]*\.?(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\.?){0,5})"
    r"[ \t]*(?:$|[(,:;]|[-–—][ \t])",
    regex.MULTILINE,
)


def bullet_siblings(text: str, names: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The heads of the items of a list one of whose items holds a name in `names`, when each of
    their words is a name the lists hold, a particle, an initial or no word of the language."""
    found = []
    # A line keyed by its head before a colon vouches for its siblings' whole names only, each holding
    # a first name the lists hold: a one-word key beside "Ana Gil: on leave" is as often a town's or a
    # heading's ("Austin: 5 stores"), and a menu's dishes are keyed lines too ("Spring Rolls: $5").
    # A line keyed by its head before a spaced dash, a cast's or a crew's ("Zuri Cobb — the archivist"),
    # vouches where a sibling holds a whole name, for a sibling's first name alone too ("Geir — reader").
    lists = [(items, 1, 1, False) for items in _lists(text, _ITEM)] \
        + [(items, 1, 2, True) for items in _lists(text, _KEYED_ITEM)] \
        + [(items, 2, 1, True) for items in _lists(text, _DASHED_ITEM)] \
        + [(items, 2, 2, False) for items in _chains(text)]
    for items, vouching, least, keyed in lists:
        # In a chain, a full name vouches for full names only: "Madrid -> Lisbon -> Porto" is a route.
        if not any(any(start <= s < end and len(WORD.findall(text[s:e])) >= vouching for s, e in names)
                   for start, end in items):
            continue
        for start, end in items:
            if any(start <= s < end for s, _ in names) or not _name_shaped(text[start:end]) \
                    or len(WORD.findall(text[start:end])) < least \
                    or (keyed and (a_town_or_land(text[start:end]) or not _holds_a_first_name(text[start:end])
                                   or _one_word_of_the_language(text[start:end]))):
                continue
            found.append((start, end))
    return found


def _lists(text: str, item) -> list[list[tuple[int, int]]]:
    """The heads of the items of each list: consecutive lines with the same kind of bullet (_ITEM),
    or consecutive lines each opening with its head and a colon (_KEYED_ITEM: "Ana y Rui:
    ensalada\nInes Scholz: postre"), a sign-up sheet's or a pool's, or a spaced dash (_DASHED_ITEM)."""
    lists: list[list[tuple[int, int]]] = []
    last_line, last_kind = -2, None
    for match in item.finditer(text):
        line = text.count("\n", 0, match.start())
        kind = _kind(match.group("bullet")) if item is _ITEM else "key"
        if line == last_line + 1 and kind == last_kind:
            lists[-1].append(match.span("head"))
        else:
            lists.append([match.span("head")])
        last_line, last_kind = line, kind
    return [items for items in lists if len(items) >= 2]


def _kind(bullet: str) -> str:
    """A bullet's kind: every number is one, and so is every tree's branch ("├── ", "└── "): the last
    branch closes the others' list."""
    return "number" if bullet[0].isdigit() else "tree" if len(bullet) > 1 else bullet


# A line's head before its colon, no bullet: up to five words, then what the line says of them.
_KEYED_ITEM = regex.compile(
    r"^[ \t]*(?P<head>\p{L}[\p{L}'’\-]*\.?(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\.?){0,4})[ \t]*:[ \t]*\S",
    regex.MULTILINE,
)


# A line's head before a spaced dash, no bullet ("Ngô Loan — the skater", "Geir - reader").
_DASHED_ITEM = regex.compile(
    r"^[ \t]*(?P<head>\p{L}[\p{L}'’\-]*\.?(?:[ \u00a0]+\p{L}[\p{L}'’\-]*\.?){0,4})[ \t]+[—–-][ \t]+\S",
    regex.MULTILINE,
)


# An arrow between two hands; what a chain's first item follows (its line's label) and what
# ends its last (a bracket, a sentence's full stop after a word, not an initial's).
_ARROW = regex.compile(r"[ \t]*(?:-{1,2}>|=>|→|⟶|➔)[ \t]*")
_LABEL = regex.compile(r"^.*[:>][ \t]*")
_ITEM_LEAD = regex.compile(r"(?:\p{Ll}+[ \t]+){1,2}(?:a|to|para|pra|por|by|con|com|with)[ \t]+")
_ITEM_END = regex.compile(r"[ \t]*(?:\(|[,;:!?|]|(?<=\p{L}{2})\.(?:[ \t]|$))")


def _chains(text: str) -> list[list[tuple[int, int]]]:
    """The items of each line that chains two or more with arrows, bracketed notes left out."""
    chains = []
    offset = 0
    for line in text.split("\n"):
        arrows = list(_ARROW.finditer(line))
        if arrows:
            bounds = [0, *(a for arrow in arrows for a in arrow.span()), len(line)]
            items = []
            for number, (start, end) in enumerate(zip(bounds[::2], bounds[1::2], strict=True)):
                if number == 0:
                    label = _LABEL.match(line, start, end)
                    start = label.end() if label else start
                # "assigned to Ana -> reassigned to Ji-ho Shin": the hand is after the verb's preposition.
                lead = _ITEM_LEAD.match(line, start, end)
                start = lead.end() if lead else start
                cut = _ITEM_END.search(line, start, end)
                end = cut.start() if cut else end
                if end > start:
                    items.append((offset + start, offset + end))
            if len(items) >= 2:
                chains.append(items)
        offset += len(line) + 1
    return chains


def _one_word_of_the_language(head: str) -> bool:
    words = WORD.findall(head)
    return len(words) == 1 and fold(words[0]) in common_words()


def _holds_a_first_name(head: str) -> bool:
    return any(first_name(word) for word in WORD.findall(head))



def _name_shaped(head: str) -> bool:
    words = WORD.findall(head)
    named = [w for w in words if w.lower() not in PARTICLES]
    if not named or len(named) > 4:
        return False
    for word in named:
        if len(word) == 1 or word.endswith("."):
            continue  # an initial
        if not (name_word(word) or fold(word) not in common_words()):
            return False
    # A list's word or an initial before a surname no list holds ("b. okonjo").
    return any(name_word(w) or len(w) == 1 or w.endswith(".") for w in named)
