"""The parties on a court's list of hearings, one hearing per row after its time: "7:05  SERRANO
MELÉNDEZ v. REYES (custody)", "13:05  ANDRADE MATOS x DIOP (guarda)", "10:00  PILLAI c. HAKIM
(custodia)", "18:00  lima pellegrino x campos (guarda)". Under a heading that says the list is a
court's, the row's shape says a party stands on each side of the sign, in any casing; a side that
is a firm ("Ernst & Young", "Andrade Gutierrez Ltda") or words of the language is no one. A board's
pairing in a tournament is read the same way: "Board 1: KONÉ MARIAM – RICE DESTINY", "Mesa 3:
Pereira, Ana 1–0 Costa, Rui".
"""

from __future__ import annotations

import regex

from recognizers.names.casing import casing
from recognizers.names.lists import could_be_surname, first_name_at_any_rank, surname
from recognizers.names.tables import label_or_company
from recognizers.names.text import WORD, as_written
from recognizers.names.words import PARTICLES

# The words that head a court's list of hearings (and, in screening, tell its parties from a match's sides).
COURT_LIST = regex.compile(r"(?<![\p{L}])(?i:hearings?|cause list|court ?room|court list|docket|audiencias?|"
                           r"se[ñn]alamientos?|juzgado|tribunal|pautas?|audi[êe]ncias?)(?![\p{L}])")
_SIDE = r"\p{L}[\p{L}'’\-]*(?:,?[ \u00a0]+\p{L}[\p{L}'’\-]*){0,4}"
_ROW = regex.compile(
    r"(?m)^[ \t]*\d{1,2}[:.h]\d{2}[ \t]+(?P<a>" + _SIDE + r")[ \t]+(?:v\.|vs\.?|x|c\.|contra|versus)[ \t]+"
    r"(?P<b>" + _SIDE + r")(?=[ \t]*(?:\(|$))")
_COMMA = regex.compile(r"[ \u00a0]*,[ \u00a0]*")
_OTHER = {"a": "b", "b": "a"}


def hearing_sides(text: str) -> list[tuple[int, int]]:
    """Each party of each hearing on a court's list; a side written "SURNAME, Given" is two spans.
    In a message cased as usual the list writes its parties in capitals (or a copy in lower case),
    and a side in title case is an office's or a firm's ("Ministerio Fiscal c. Loewe", "AGUIRRE, PAU
    x Klabin")."""
    if not COURT_LIST.search(text):
        return []
    found = []
    written = as_written(text)
    usual = casing(written) == "as usual"
    for row in _ROW.finditer(text):
        capitals = {side: written[slice(*row.span(side))].isupper() for side in ("a", "b")}
        for side in ("a", "b"):
            start, end = row.span(side)
            if not _party_casing(written[start:end], usual):
                continue
            if capitals[_OTHER[side]] and not capitals[side] and not written[start:end].islower():
                continue  # "KELLER, ODILE x Klabin": beside a party in capitals, one in title case is a firm
            pieces = _pieces(text, start, end)
            if all(_a_party(text[a:b]) for a, b in pieces):
                found += pieces
    return found


def written_as_a_party(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is written as a court list writes a party where the message is cased
    as usual: in capitals, or all in lower case as a careless copy has it; in title case it is an
    office's or a firm's. In a message in capitals or in lower case the casing says nothing."""
    written = as_written(text)
    return _party_casing(written[start:end], casing(written) == "as usual")


def _party_casing(side: str, usual: bool) -> bool:
    return not usual or side.isupper() or side.islower()


def _pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A side's pieces apart at its commas: "SURNAME, Given" is two."""
    pieces, at = [], start
    for comma in _COMMA.finditer(text, start, end):
        pieces.append((at, comma.start()))
        at = comma.end()
    pieces.append((at, end))
    return pieces


def _a_party(side: str) -> bool:
    words = [w for w in WORD.findall(side) if w.lower() not in PARTICLES]
    return bool(words) and not any(label_or_company(w) for w in words) and all(
        surname(w) or first_name_at_any_rank(w) or could_be_surname(w) for w in words)


# A board's pairing: its number, a player, the result perhaps, a dash or "vs", the other player.
_BOARD = regex.compile(
    r"(?m)^[ \t]*(?i:board|mesa|tabuleiro|tablero)[ \t]*\d{1,3}[ \t]*[:.)\-][ \t]*(?P<a>" + _SIDE + r")[ \t]+"
    r"(?:(?:1|0|½|1/2)[ \t]*[-–—:][ \t]*(?:1|0|½|1/2)|[-–—]|vs\.?|v\.?)[ \t]+(?P<b>" + _SIDE + r")[ \t]*$")


def board_pairings(text: str) -> list[tuple[int, int]]:
    """Both players of each board's pairing where their words are names' (a side written "Surname,
    Given" is two spans): "Board 2: reserved for the juniors" pairs no one."""
    found = []
    for row in _BOARD.finditer(text):
        pieces = [*_pieces(text, *row.span("a")), *_pieces(text, *row.span("b"))]
        if all(_a_party(text[a:b]) for a, b in pieces):
            found += pieces
    return found
