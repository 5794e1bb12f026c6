"""Names in a ranking or a share-out: each place's ordinal, the name, its prize or score ("Raffle
payout: 1st Ana Gil $441.91, 2nd (Banks) $458.50, 3rd Paola $301.77", "1º Seth McKnight 192,03 €",
"Raffle results: 1st Ana Gil, 2nd Paola 🎉"), and each share of a bill split among people ("Split
the bill: Ana $12.50; Paola $9.00"). Two ordinals or more, with an amount after each name or names
whole, say the places are people's, whatever the lists rank the words, and a word no list holds
counts where it is no word of the language; one ordinal alone before a word is as often a floor, a
court or a year ("1ª Vara Cível", "2º andar", "3rd Street"). A table of standings numbers its rows
and ends each with the score or the time ("1. HILL 4.5", "2. PEREIRA COSTA 4,5 pts", "3 lima rui 17:40").
A share-out has no ordinal: every one of its shares must be a name's, so that a bill of items
("Coffee $4.50; Tea $3.00") names nobody. A box score's lines give each player's position before their
numbers ("FERRER 2B  4 AB  2 H", "Okafor PG 34 MIN"); two of them make the box.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from recognizers.names.cued import surname_in_a_field
from recognizers.names.lists import LANGUAGE, could_be_surname, fold, listed_name, no_word_of_ours, stop_words
from recognizers.names.places import a_country_or_region, a_town_or_land
from recognizers.names.text import WORD
from recognizers.names.words import PARTICLES

_NAME = r"(?P<name>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,4})"
# An amount with its currency or its cents.
_AMOUNT = r"(?:(?i:r\$|us\$|\$|€|£)[ \u00a0]?\d|\d[\d.]*,\d{2}[ \u00a0]?(?:€|(?i:eur|brl|reais|euros))|\d[\d,]*\.\d{2})"
# An ordinal number: "1º", "2ª", "3rd"; "1o", "2a", its sign written as a letter where the keyboard has none.
_ORDINAL_NUMBER = r"(?<![\p{L}\d])\d{1,2}(?:ª|º|°|(?i:st|nd|rd|th|o|a))"
_ORDINALS = regex.compile(_ORDINAL_NUMBER + r"(?![\p{L}\d])")
# A place's ordinal before its name.
_ORDINAL = _ORDINAL_NUMBER + r"\.?[ \u00a0]+"
# A place's ordinal, the name (perhaps in brackets), then an amount.
_ENTRY = regex.compile(_ORDINAL + r"\(?" + _NAME + r"\)?[ \u00a0]+" + _AMOUNT)
# A place's ordinal and the name, nothing after it but what ends the place: its prize in brackets,
# the next place, the line's end or an emoji ("1st Ana Gil (trophy), 2nd Paola, 3rd Rhys 🎉").
_PLACE = regex.compile(_ORDINAL + _NAME + r"(?=[ \u00a0]*(?:[(,;\n]|$|[^\p{L}\p{N}\s\p{P}]))")
# A row of standings or of a race's results: its place, the name, the points (perhaps with their
# unit: "12 pts", "9 puntos") or the time, nothing after.
_STANDING = regex.compile(r"(?m)^[ \t]*\d{1,3}[.)º°]?[ \t]+" + _NAME
                          + r"[ \t]+(?:\d{1,3}(?:[.,]\d{1,2}|½)?|\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?)"
                          + r"(?:[ \t]*(?i:pts|pt|points|point|puntos|punto|ptos|pontos|ponto)\.?)?[ \t]*$")
# A box score's line: the player, their position ("2B", "SS", "PG"; Spanish and Portuguese basketball's
# "base", "escolta", "alero", "pívot", "ala-pivô", "armador"), then their numbers ("FERRER 2B  4 AB 2 H",
# "Okafor PG 34 MIN 21 PTS", "TREMBLAY base  18 pts  4 reb").
_POSITION = r"(?i:[123]b|ss|lf|cf|rf|dh|ph|pr|p|c|pg|sg|sf|pf|g|f|base|escolta|alero|ala|p[íi]vot|piv[ôo]|armador)"
_BOX_SCORE_LINE = regex.compile(r"(?m)^[ \t]*" + _NAME
                                + r"[ \t]+(?P<position>" + _POSITION + r"(?:-" + _POSITION + r")*)[ \t]+\d")
# A share: after the list's colon or the share before it, a name and its amount, then the next
# share or the end ("Split the bill: Ana $12.50; Paola $9.00").
_SHARE = regex.compile(r"(?:(?<=[:;,][ \u00a0]*)|^)" + _NAME + r"[ \u00a0]+" + _AMOUNT
                       + r"[\d.,]*(?:[ \u00a0]*(?:€|(?i:eur|brl|reais|euros)))?(?=[ \u00a0]*(?:[;,\n]|$))",
                       regex.MULTILINE)


# A match's result, as draws and results sheets write it: the winner (perhaps with their seed), "d."
# or "def." (defeated), "v." or "vs.", the loser, then the score of two sets or more ("SUTTON (1) d.
# MATSUDA 6-4 6-3", "MAILLARD v. ENDO 7-5 6-2"). Two sets say a match between people (a league's
# game between towns or clubs has one score, "Boca v. River 2-1"; volleyball's sets run to 25).
_SEED = r"(?:[ \t]*\((?:\d{1,2}|(?i:wc|q|ll))\))?"
_SIDE = r"\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*){0,3}?"
# A tennis or padel set's games, perhaps its tie-break's points ("7-6(4)").
_SET = r"[0-7][-–][0-7](?:\(\d{1,2}\))?"
_RESULT_LINE = regex.compile(
    r"(?m)^[ \t]*(?P<winner>" + _SIDE + r")" + _SEED + r"[ \t]+(?P<sign>(?i:d\.|def\.|v\.|vs\.?|bt\.?))[ \t]+(?P<loser>"
    + _SIDE + r")" + _SEED + r"[ \t]+" + _SET + r"(?:[ \t]*,?[ \t]+" + _SET + r")+[ \t]*(?:\(?(?i:ret|rtd|ab)\.?\)?)?[ \t]*$")
# A walkover's line beside results: the one who went through, then "w/o" in a draw's words.
_WALKOVER_LINE = regex.compile(
    r"(?m)^[ \t]*(?P<name>" + _SIDE + r")" + _SEED
    + r"[ \t]+(?:\(?(?i:w/o|w\.o\.|wo|walkover|walk-over|por[ \t]+incomparecencia|por[ \t]+w\.?o\.?)\)?)[ \t]*$")


def match_results(text: str) -> tuple[tuple[int, int], ...]:
    """The players of a draw's or a results sheet's lines (_RESULT_LINE), and where such a line stands,
    of its walkovers' lines: each a name the lists hold or no word of ours. A town's name is a surname
    as often ("MIYAZAKI d. IBARRA"); a line whose sides are both countries is a cup's tie between
    nations ("Spain d. Italy 6-4 6-3")."""
    return _match_results(text, LANGUAGE.get())


# Screening asks for every span of a message: found once per message and language.
@lru_cache(maxsize=32)
def _match_results(text: str, language: str | None) -> tuple[tuple[int, int], ...]:
    sides = []
    for match in _result_lines(text):
        pair = [match.span("winner"), match.span("loser")]
        if not all(a_country_or_region(WORD.findall(text, start, end)) for start, end in pair):
            sides += pair
    if not sides:
        return ()
    sides += [match.span("name") for match in _WALKOVER_LINE.finditer(text)]
    return tuple((start, end) for start, end in sides if _a_name(text[start:end]) or _unknown(text[start:end]))


def result_signs(text: str) -> list[tuple[int, int]]:
    """Where a result line writes its "d." or "v.": a format's word, no initial of the loser's name."""
    return [match.span("sign") for match in _result_lines(text)]


# Both match_results and result_signs read a message's result lines: found once.
@lru_cache(maxsize=32)
def _result_lines(text: str) -> tuple:
    return tuple(_RESULT_LINE.finditer(text))


def _named(name: str) -> list[str]:
    return [w for w in WORD.findall(name) if fold(w) not in PARTICLES]


def _a_name(name: str) -> bool:
    """A name's words the lists hold as a name's (particles between them), none a function word:
    the list vouches for a rare name ("3rd Tatsuko $303.58", "2º (Gasperoni)"), not for a word of
    the language ("1º andar")."""
    named = _named(name)
    return bool(named) and all((listed_name(w) or could_be_surname(w)) and fold(w) not in stop_words()
                               for w in named)


def _plainly_a_name(name: str) -> bool:
    """A name no word of the language could be: two words of a name or more ("Ana Gil"), or one
    no dictionary holds ("Tatsuko")."""
    named = _named(name)
    return _a_name(name) and (len(named) >= 2 or no_word_of_ours(fold(named[0])))



def box_score_players(text: str) -> list[tuple[int, int]]:
    """The players of a box score's lines, two of them or more: each a name the lists hold or no
    word of ours and no town's, one plainly a name. Its first column is the players', as a table's name column is."""
    players = [row for row in _box_score_lines(text)
               if (_a_name(row.group("name")) or _unknown(row.group("name"))) and not a_town_or_land(row.group("name"))]
    # One of them plainly a name vouches for the box: "Box 2B 4 units" is an order's line.
    if len(players) < 2 or not any(_plainly_a_name(row.group("name")) or _unknown(row.group("name")) for row in players):
        return []
    return [row.span("name") for row in players]


def _unknown(name: str) -> bool:
    """A name whose words are no word of ours, however the lists rank them ("LAAKSONEN")."""
    return all(no_word_of_ours(fold(w)) for w in _named(name))


def box_score_positions(text: str) -> list[tuple[int, int]]:
    """Where a box score writes its players' positions: no part of the name before them ("SS")."""
    players = _box_score_lines(text)
    return [row.span("position") for row in players] if len(players) >= 2 else []


# Both box_score_players and box_score_positions read a message's box-score lines: found once.
@lru_cache(maxsize=32)
def _box_score_lines(text: str) -> tuple:
    return tuple(_BOX_SCORE_LINE.finditer(text))


@lru_cache(maxsize=32)
def ranked_names(text: str) -> tuple[tuple[int, int], ...]:
    """Each name of a ranking's places where two of its entries or more stand in the message, each
    name of a table of standings, and each name of a share-out whose shares are all names'."""
    found = []
    if len(_ORDINALS.findall(text)) >= 2:
        entries = list(_ENTRY.finditer(text))
        if len(entries) >= 2:
            found += [entry.span("name") for entry in entries if _a_name(entry.group("name"))]
        # Places without amounts: two of them plainly names vouch for the rest ("3rd Lovely").
        places = [place for place in _PLACE.finditer(text) if _a_name(place.group("name"))]
        if sum(_plainly_a_name(place.group("name")) for place in places) >= 2:
            found += [place.span("name") for place in places]
    # Standings: two rows or more of names and no town's, one plainly a name, vouch for the rest
    # ("1. HILL 4.5" beside "2. MENSAH 4"); a league's table of towns ("1. Paris 3") names no one.
    standings = [row for row in _STANDING.finditer(text) if _a_name(row.group("name"))]
    vouching = [row.group("name") for row in standings if not a_town_or_land(row.group("name"))]
    if len(vouching) >= 2 and any(_plainly_a_name(name) for name in vouching):
        found += [row.span("name") for row in standings]
    shares = list(_SHARE.finditer(text))
    if len(shares) >= 2 and all(_a_name(share.group("name")) for share in shares) \
            and any(_plainly_a_name(share.group("name")) for share in shares):
        found += [share.span("name") for share in shares]
    return tuple(sorted(set(found)))


# A bowler's line of games: the name, a column gap, then each game's pins apart by "|" or "/"
# ("ROBINSON  187 | 203 | 165"); three games or more make a series.
_GAMES_ROW = regex.compile(r"(?m)^[ \t]*" + _NAME + r"(?:[ ]{2,}|\t+)\d{1,3}(?:[ \t]*[|/][ \t]*\d{1,3}){2,}[ \t]*$")
# A batter's line of a cricket scorecard: who batted, how they were out (caught by a fielder and bowled
# by a bowler, leg before or stumped, or bowled), then the runs ("L. Hansen  c Kozłowski  b Crawford  23",
# "R. ROMANO  lbw b PATEL  4", "A. Ochoa  c & b Oliveira  7*"). Initials before a surname are a batter's.
_PLAYER = r"(?:\p{L}\.[ \u00a0]?){0,3}" + _SIDE
_DISMISSAL_ROW = regex.compile(
    r"(?m)^[ \t]*(?P<batter>" + _PLAYER + r")(?:[ ]{2,}|\t+)"
    r"(?:(?i:c)[ \t]+(?:&[ \t]+)?(?P<fielder>" + _PLAYER + r")(?:[ ]{2,}|\t+|[ \t]+(?=(?i:b)[ \t]))"
    r"|(?i:lbw)[ \t]+|(?i:st)[ \t]+(?P<keeper>" + _PLAYER + r")(?:[ ]{2,}|\t+|[ \t]+(?=(?i:b)[ \t])))?"
    r"(?i:b)[ \t]+(?P<bowler>" + _PLAYER + r")(?:[ ]{2,}|\t+)\d{1,3}\*?[ \t]*$")


def scoresheet_players(text: str) -> tuple[tuple[int, int], ...]:
    """The bowlers of a series' lines where one of them is a name the lists hold or no word of ours and
    no town's ("Springfield  540 | 512 | 498" alone is a team's series), each then a surname as a field
    holds one ("IGLESIAS", "Kirkland" beside "ROBINSON"); and the batters, fielders and bowlers of a
    scorecard's lines, whose format says they are players ("c COLÓN" is a fielder, not the town)."""
    return _scoresheet_players(text, LANGUAGE.get())


# Screening asks for every span of a message: found once per message and language.
@lru_cache(maxsize=32)
def _scoresheet_players(text: str, language: str | None) -> tuple[tuple[int, int], ...]:
    rows = list(_GAMES_ROW.finditer(text))
    vouched = any((_a_name(row.group("name")) or _unknown(row.group("name"))) and not a_town_or_land(row.group("name"))
                  for row in rows)
    spans = [row.span("name") for row in rows
             if vouched and all(surname_in_a_field(w) or listed_name(w) for w in _named(row.group("name")))]
    for row in _DISMISSAL_ROW.finditer(text):
        spans += [row.span(part) for part in ("batter", "fielder", "keeper", "bowler") if row.span(part)[0] >= 0]
    return tuple((start, end) for start, end in spans if _a_name_after_initials(text[start:end]))


def _a_name_after_initials(name: str) -> bool:
    """_a_name or _unknown, the initials before it set aside ("L. Hansen", "S. M. MALIK")."""
    name = _LEADING_INITIALS.sub("", name)
    return _a_name(name) or _unknown(name)


_LEADING_INITIALS = regex.compile(r"^(?:\p{L}\.[ \u00a0]?)+")
