"""The generator the template-written PERSON sets (sealed16 on) share: a set's module holds its
name tables, look-alikes, templates and seed, and describes itself in one `NameSet`; this module
fills its templates with people drawn from those tables.

A template holds people as [[P1.form]] holes (P1..P3; forms: full, fl, lf, first, last, init, sur;
the same form in capitals, [[P1.LAST]], writes it in capitals as a manifest or a shipping label
does, labelled as its lower-case form; url for a query string, "+"-joined; mail for an e-mail
address; t, tt, dr and o for a title or a gender ending, never labelled) and other text as
{{kind}} holes: a look-alike of that kind ({{company}}, {{street}}, ...), a literal look-alike
({{=Grace}}), a value ({{phone}}, {{email}}) or a filler ({{id}}, {{time}}, ...). A template with
no "[[" holds no person. Which forms a set takes, and whether it takes them in capitals, is the
set's (`NameSet.forms`, `NameSet.capitals`).

Each template is filled `per_template` times per casing class: "as written"; "ALL CAPS" (every
other message upper case whole, the rest only its names); "lower case" (likewise, and in Spanish
and Portuguese every other one with its accents folded, as a customer who does not type them;
which two of every four is `NameSet.folded_turns`).

A new set is a data module and one `NameSet(...)`; its `generate_<set>` calls `generate(SET, ...)`
and its `known_parts` calls `known_parts(SET)`. The draws are made in one fixed order, so a set's
messages stay the same text for the same seed whatever is added here for another set.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache

from quality.corpus import Labelled
from quality.names_corpus import CASINGS, NameMessage
from quality.names_sources import fold


@dataclass
class TemplateMessage(NameMessage):
    """A message of a template-written set: which template made it, the origin of each person in
    it (P1 first) and its look-alikes (never names). Each set names its own subclass."""

    template: int = 0
    origins: list[str] = field(default_factory=list)
    traps: list[Labelled] = field(default_factory=list)
    folded: bool = False


@dataclass(frozen=True)
class Origin:
    """An origin's tables and how its names are put together (`style`, a key of NameSet.styles)."""

    women: tuple[str, ...]
    men: tuple[str, ...]
    surnames: tuple[str, ...]
    style: str
    particled: tuple[str, ...] = ()


# ---------------------------------------------------------------------------------------------
# Titles, gender endings and fillers (never labelled). (woman, man) per hole.
TITLES = {
    "en": {"t": ("Ms.", "Mr."), "tt": ("Mrs.", "Mr."), "dr": ("Dr.", "Dr."), "o": ("", "")},
    "es": {"t": ("Sra.", "Sr."), "tt": ("Doña", "Don"), "dr": ("Dra.", "Dr."), "o": ("a", "o")},
    "pt": {"t": ("Sra.", "Sr."), "tt": ("Dona", "Seu"), "dr": ("Dra.", "Dr."), "o": ("a", "o")},
}
_WEEKDAYS = {"en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"),
             "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado"),
             "pt": ("segunda", "terça", "quarta", "quinta", "sexta")}
_MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
DOMAINS = ("example.com", "example.org", "example.net")
_CODE = "BCDFGHJKLMNPQRSTVWXZ2346789"
# An Irish or Scottish surname's particle written into it: O'Riordan, D'Arcy, McCracken, MacLeod.
GAELIC = re.compile(r"(?:O'|D'|Mc|Mac)[A-Z]")
# Every form a set may take; what each is labelled as: "sur" (every surname) is a last name, "lf"
# (surname first, no comma, as a bank or a registry lists it) a first and last one.
FORMS = ("full", "fl", "lf", "first", "last", "init", "sur")
_BASE = {"sur": "last", "lf": "fl"}


def filler(rng: random.Random, language: str, kind: str) -> str:
    """A filler hole's text: an order id, a reference, a number, a time, a day, a date, an amount."""
    if kind == "id":
        return f"{rng.choice('KTRW')}{rng.choice(_CODE)}{rng.randrange(100, 1000)}"
    if kind == "ref":
        return "".join(rng.choice(_CODE) for _ in range(6))
    if kind == "n":
        return str(rng.randrange(10, 1000))
    if kind == "time":
        return f"{rng.randrange(7, 20)}:{rng.choice(('00', '05', '20', '30', '40', '55'))}"
    if kind == "day":
        return rng.choice(_WEEKDAYS[language])
    if kind == "date":
        day, month = rng.randrange(1, 29), rng.randrange(1, 13)
        return f"{_MONTHS_EN[month - 1]} {day}" if language == "en" else f"{day}/{month}"
    if kind == "amt":
        units, cents = rng.randrange(5, 500), rng.randrange(100)
        if language == "en":
            return f"${units}.{cents:02d}"
        return f"{units},{cents:02d} €" if language == "es" else f"R$ {units},{cents:02d}"
    raise KeyError(kind)


def mail_local(rng: random.Random, first: str, last: str) -> str:
    """A person's mailbox before the "@", from their folded first given name and surname."""
    return rng.choice((f"{first}.{last}", f"{first}_{last}", f"{first[0]}.{last}", f"{last}{first[0]}",
                       f"{first}{rng.randrange(1, 99)}"))


# ---------------------------------------------------------------------------------------------
# People.
@dataclass(frozen=True)
class Person:
    """One person: given name(s), an optional middle name, surnames, and which surname is used
    alone (after a title, in "Per ...")."""

    origin: str
    woman: bool
    given: str
    middle: str
    surnames: tuple[str, ...]
    main: int = 0
    family_first: bool = False
    drop_particle: bool = False  # "da Silva" stands alone as "Silva"
    particles: frozenset[str] = frozenset()  # the set's PARTICLES
    fl_family_first: bool = True  # "fl" writes a family-first person's surname first too

    def alone(self) -> str:
        words = self.surnames[self.main].split(" ")
        if words[0] not in self.particles:
            return self.surnames[self.main]
        if self.drop_particle:
            while words[0] in self.particles:
                words = words[1:]
            return " ".join(words)
        return words[0][0].upper() + " ".join(words)[1:]

    def render(self, form: str) -> tuple[str, list[str], list[str]]:
        """The text of `form`, the given-name words it shows and the surname words it shows."""
        given = self.given.split(" ")
        if form == "first":
            return self.given, given, []
        if form == "last":
            alone = self.alone()
            return alone, [], alone.split(" ")
        if form == "sur":
            text = " ".join(self.surnames)
            return text, [], text.split(" ")
        main = self.surnames[self.main]
        if form == "fl":
            if self.family_first and self.fl_family_first:
                return f"{main} {self.given}", given, main.split(" ")
            return f"{self.given} {main}", given, main.split(" ")
        if form == "lf":
            return f"{main} {self.given}", given, main.split(" ")
        if form == "full":
            middle = [self.middle] if self.middle else []
            if self.family_first:
                text = " ".join([*self.surnames, *middle, self.given])
            else:
                text = " ".join([self.given, *middle, *self.surnames])
            return text, given + middle, " ".join(self.surnames).split(" ")
        if form == "init":
            letters = [w[0] for w in given if w[0].isupper()]
            if self.middle and not self.family_first:
                letters.append(self.middle[0])
            dotted = " ".join(f"{c}." for c in letters)
            return f"{dotted} {main}", [], main.split(" ")
        raise KeyError(form)

    def url(self) -> list[str]:
        """The pieces of a "+"-joined query string: the first given name, then the surname's words
        without particles, folded."""
        words = [self.given.split(" ")[0]] + [w for w in self.alone().split(" ") if w.casefold() not in self.particles]
        return [fold(w) for w in words]


# A style builds a person of an origin once their sex and given name are drawn:
# (rng, the set, the origin's key, its tables, a woman?, the given name, the names it was drawn from).
Style = Callable[[random.Random, "NameSet", str, Origin, bool, str, tuple[str, ...]], Person]


def _middle(rng, nameset, origin, table, woman, given, names):
    one_word = nameset.one_word_middles
    others = [n for n in names if n != given and (" " not in n or not one_word)]
    middle = rng.choice(others) if rng.random() < 0.5 else ""
    return Person(origin, woman, given, middle, (rng.choice(table.surnames),))


def _single(rng, nameset, origin, table, woman, given, names):
    pool = table.surnames + table.particled * 2 if table.particled else table.surnames
    return Person(origin, woman, given, "", (rng.choice(pool),))


def _slavic(rng, nameset, origin, table, woman, given, names):
    surname = rng.choice(table.surnames)
    return Person(origin, woman, given, "", (nameset.feminine(surname) if woman else surname,))


def _two(rng, nameset, origin, table, woman, given, names):
    first, second = rng.sample(table.surnames, 2)
    if table.particled and rng.random() < 0.35:
        if rng.random() < 0.5:
            first = rng.choice(table.particled)
        else:
            second = rng.choice(table.particled)
    if rng.random() < 0.15:  # one surname only, as many write it
        return Person(origin, woman, given, "", (first,))
    return Person(origin, woman, given, "", (first, second))


def _brazilian(rng, nameset, origin, table, woman, given, names):
    last = rng.choice(table.surnames + table.particled)
    if rng.random() < 0.7:
        mother = rng.choice([s for s in table.surnames + table.particled if s != last])
        surnames: tuple[str, ...] = (mother, last)
    else:
        surnames = (last,)
    return Person(origin, woman, given, "", surnames, len(surnames) - 1, drop_particle=True)


def _immigrant_br(rng, nameset, origin, table, woman, given, names):
    """A Brazilian mother's surname (the "brazilian" origin's), then the immigrant family's."""
    last = rng.choice(table.surnames)
    surnames = (rng.choice(nameset.origins["brazilian"].surnames), last) if rng.random() < 0.5 else (last,)
    return Person(origin, woman, given, "", surnames, len(surnames) - 1, drop_particle=True)


def _devotional(rng, nameset, origin, table, woman, given, names):
    last = rng.choice(table.particled)
    surnames = (rng.choice(table.surnames), last) if rng.random() < 0.5 else (last,)
    return Person(origin, woman, given, "", surnames, len(surnames) - 1, drop_particle=True)


def _portuguese(rng, nameset, origin, table, woman, given, names):
    middle = rng.choice([n for n in names if n != given]) if rng.random() < 0.5 else ""
    return Person(origin, woman, given, middle, tuple(rng.sample(table.surnames, 2)), 1)


def _family_first(rng, nameset, origin, table, woman, given, names):
    middle = ""
    if origin in nameset.middles:  # a Vietnamese Thị or Văn
        middle = rng.choice(nameset.middles[origin]["women" if woman else "men"])
    if origin in nameset.joined and rng.random() < 0.3:  # a Korean given name written as one word
        given = given.replace("-", "").capitalize()
    # about one in three written given name first, as on a Western form
    return Person(origin, woman, given, middle, (rng.choice(table.surnames),), family_first=rng.random() < 0.65)


def _arabic(rng, nameset, origin, table, woman, given, names):
    father = rng.choice(table.men) if rng.random() < 0.5 else ""
    return Person(origin, woman, given, father, (rng.choice(table.surnames),))


def _filipino(rng, nameset, origin, table, woman, given, names):
    mother = rng.choice(table.surnames)
    last = rng.choice(table.particled) if rng.random() < 0.4 else rng.choice(
        [s for s in table.surnames if s != mother])
    return Person(origin, woman, given, "", (mother, last), 1)


STYLES: Mapping[str, Style] = {
    "middle": _middle, "single": _single, "slavic": _slavic, "two": _two, "brazilian": _brazilian,
    "immigrant_br": _immigrant_br, "devotional": _devotional, "portuguese": _portuguese,
    "family_first": _family_first, "arabic": _arabic, "filipino": _filipino,
}


# ---------------------------------------------------------------------------------------------
# A set.
@dataclass(frozen=True, eq=False)
class NameSet:
    """One template-written set: its data, and the few ways its generator differs from the others'.

    `phones` gives, per language, a number's fixed start and how many digits are drawn after it;
    `feminine` the (man's ending, woman's ending) pairs a "slavic" origin's surnames take;
    `middles` the middle names a family-first origin draws, by "women" and "men"; `joined` the
    family-first origins whose hyphenated given names are written as one word three times in ten;
    `one_word_middles` whether a "middle" origin's middle name is never a compound given name.
    """

    name: str  # the set's name, each message's locale
    message: type[TemplateMessage]
    seed: int
    languages: tuple[str, ...]
    templates: Mapping[str, Sequence[str]]
    traps: Mapping[str, Mapping[str, Sequence[str]]]
    origins: Mapping[str, Origin]
    word_names: Mapping[str, Mapping[str, Sequence[str]]]
    weights: Mapping[str, Mapping[str, float]]
    particles: frozenset[str]
    feminine_endings: tuple[tuple[str, str], ...]
    phones: Mapping[str, tuple[str, int]]
    team_mail: Mapping[str, Sequence[str]]
    middles: Mapping[str, Mapping[str, Sequence[str]]] = field(default_factory=dict)
    joined: frozenset[str] = frozenset({"korean"})
    one_word_middles: bool = True
    forms: tuple[str, ...] = FORMS
    capitals: bool = True
    folded_turns: tuple[int, ...] = (1, 2)
    gaelic: re.Pattern[str] = GAELIC
    titles: Mapping[str, Mapping[str, tuple[str, str]]] = field(default_factory=lambda: TITLES)
    filler: Callable[[random.Random, str, str], str] = filler
    mail_local: Callable[[random.Random, str, str], str] = mail_local
    fl_family_first: bool = True
    styles: Mapping[str, Style] = field(default_factory=lambda: STYLES)

    def feminine(self, surname: str) -> str:
        """A "slavic" surname as a woman bears it (-ski -> -ska, -ov -> -ova, ...); others as they are."""
        for man, woman in self.feminine_endings:
            if surname.endswith(man):
                return surname[: -len(man)] + woman
        return surname


def literal_traps(templates: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
    """The literal look-alikes ({{=Grace}}) each language's templates write, in the order they first appear."""
    return {language: tuple(dict.fromkeys(re.findall(r"\{\{=([^{}]+)\}\}", "\n".join(texts))))
            for language, texts in templates.items()}


def _person(nameset: NameSet, rng: random.Random, origin: str, language: str) -> Person:
    woman = rng.random() < 0.5
    if origin == "word":
        words = nameset.word_names[language]
        person = Person(origin, woman, rng.choice(words["women" if woman else "men"]), "",
                        (rng.choice(words["surnames"]),))
    else:
        table = nameset.origins[origin]
        names = table.women if woman else table.men
        given = rng.choice(names)
        person = nameset.styles[table.style](rng, nameset, origin, table, woman, given, names)
    return replace(person, particles=nameset.particles, fl_family_first=nameset.fl_family_first)


def _mail(nameset: NameSet, rng: random.Random, person: Person) -> str:
    first = re.sub(r"[^a-z]", "", fold(person.given.split(" ")[0]).lower())
    last = re.sub(r"[^a-z]", "", fold(person.alone().split(" ")[-1]).lower())
    local = nameset.mail_local(rng, first, last)
    return f"{local}@{rng.choice(DOMAINS)}"


def _phone(nameset: NameSet, rng: random.Random, language: str) -> str:
    start, digits = nameset.phones[language]
    return f"{start}{rng.randrange(10**digits):0{digits}d}"


def _split(words: list[str]) -> list[str]:
    return [fold(p).casefold() for w in words for p in re.split(r"[-' ]", w) if p]


@cache
def _word_pieces(nameset: NameSet, language: str) -> tuple[frozenset[str], frozenset[str]]:
    words = nameset.word_names[language]
    return frozenset(_split(list(words["women"] + words["men"]))), frozenset(_split(list(words["surnames"])))


def _tags(nameset: NameSet, language: str, base: str, text: str, given: list[str], surname: list[str]) -> str:
    """`base` and what the label holds: +hyph (a hyphen), +part (a particle, O', D', Mc, Mac),
    +word (a surname that is a word of the language), +wfirst (a given name that is one)."""
    tags = [base]
    if "-" in text:
        tags.append("hyph")
    if any(w in nameset.particles for w in text.casefold().split(" ")) or any(nameset.gaelic.match(w) for w in surname):
        tags.append("part")
    firsts, lasts = _word_pieces(nameset, language)
    if set(_split(surname)) & lasts:
        tags.append("word")
    if set(_split(given)) & firsts:
        tags.append("wfirst")
    return "+".join(tags)


def _draw_origins(nameset: NameSet, rng: random.Random, language: str, count: int) -> list[str]:
    weights = dict(nameset.weights[language])
    chosen: list[str] = []
    for _ in range(count):
        origin = rng.choices(list(weights), weights=list(weights.values()))[0]
        chosen.append(origin)
        del weights[origin]
    return chosen


_HOLE = re.compile(r"\[\[(P[1-3])\.(\w+)\]\]|\{\{(=[^{}]+|\w+)\}\}")


def _message(nameset: NameSet, rng: random.Random, language: str, index: int, casing: str, whole: bool,
             folded: bool) -> TemplateMessage:
    template = nameset.templates[language][index]
    keys = sorted(set(re.findall(r"\[\[(P[1-3])\.", template)))
    origins = _draw_origins(nameset, rng, language, len(keys))
    people = {key: _person(nameset, rng, origin, language) for key, origin in zip(keys, origins, strict=True)}
    message = nameset.message(language=language, casing=casing, locale=nameset.name, template=index,
                              origins=origins, folded=folded)
    traps = nameset.traps[language]

    def cased(text: str, name: bool) -> str:
        if casing == "ALL CAPS" and (whole or name):
            text = text.upper()
        elif casing == "lower case" and (whole or name):
            text = text.lower()
        return fold(text) if folded else text

    at = 0
    for hole in _HOLE.finditer(template):
        message.add(cased(template[at:hole.start()], False))
        at = hole.end()
        key, what, other = hole.groups()
        if key:
            person = people[key]
            base = what.lower() if nameset.capitals else what
            if base in nameset.forms:
                text, given, surname = person.render(base)
                if what.isupper():  # [[P1.LAST]]: in capitals, as a manifest or a shipping label writes it
                    text = text.upper()
                form = _tags(nameset, language, _BASE.get(base, base), text, given, surname)
                message.add(cased(text, True), message.names, "PERSON", form)
            elif what == "url":
                for n, piece in enumerate(person.url()):
                    if n:
                        message.add("+")
                    given, surname = ([piece], []) if n == 0 else ([], [piece])
                    form = _tags(nameset, language, "first" if n == 0 else "last", piece, given, surname)
                    message.add(cased(piece, True), message.names, "PERSON", form)
            elif what == "mail":
                message.add(cased(_mail(nameset, rng, person), False), message.values, "EMAIL_ADDRESS")
            else:
                message.add(cased(nameset.titles[language][what][0 if person.woman else 1], False))
        elif other.startswith("="):
            message.add(cased(other[1:], False), message.traps, "literal")
        elif other in traps:
            message.add(cased(rng.choice(traps[other]), False), message.traps, other)
        elif other == "phone":
            message.add(_phone(nameset, rng, language), message.values, "PHONE_NUMBER")
        elif other == "email":
            mail = f"{rng.choice(nameset.team_mail[language])}@{rng.choice(DOMAINS)}"
            message.add(cased(mail, False), message.values, "EMAIL_ADDRESS")
        else:
            message.add(cased(nameset.filler(rng, language, other), False))
    message.add(cased(template[at:], False))
    return message


def generate(nameset: NameSet, per_template: int = 4, seed: int | None = None) -> list:
    """Every template of every language, `per_template` times in each casing class; `seed` is the
    set's own unless given."""
    rng = random.Random(nameset.seed if seed is None else seed)
    messages = []
    for language in nameset.languages:
        for casing in CASINGS:
            count = 0  # whole-message or names-only casing, and folding, alternate across templates
            for index in range(len(nameset.templates[language])):
                for _ in range(per_template):
                    whole = casing != "as written" and count % 2 == 0
                    folded = casing == "lower case" and language != "en" and count % 4 in nameset.folded_turns
                    messages.append(_message(nameset, rng, language, index, casing, whole, folded))
                    count += 1
    return messages


@cache
def known_parts(nameset: NameSet) -> frozenset[str]:
    """Every piece a label may hold (split at spaces, hyphens and apostrophes), folded and
    case-folded, as the shared label check reads it."""
    names: list[str] = []
    for origin in nameset.origins.values():
        names += [*origin.women, *origin.men, *origin.surnames, *origin.particled]
        if origin.style == "slavic":
            names += [nameset.feminine(s) for s in origin.surnames]
    for middles in nameset.middles.values():
        names += [*middles["women"], *middles["men"]]
    for joined in nameset.joined:
        names += [n.replace("-", "").capitalize() for n in nameset.origins[joined].women + nameset.origins[joined].men]
    for words in nameset.word_names.values():
        names += [*words["women"], *words["men"], *words["surnames"]]
    parts: set[str] = set()
    for name in names:
        for variant in (name, name.upper(), name.lower()):
            parts.update(_split([variant]))
    return frozenset(parts)
