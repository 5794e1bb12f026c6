"""People's names for the unseen PERSON set, from sources no other set and not the recognizer use.

- English: the `names` package's US Census 1990 lists (first names by sex, 88,799 surnames,
  each with its frequency; the data is public domain, the package MIT).
- Brazilian first names: the `Name2GenderBR` package's table of the IBGE 2010 census (100,787
  first names with their counts; GPL-3.0). The census writes them upper case without accents,
  as a customer who types without accents does; the accented spelling, where one exists, comes
  from the Portuguese column of gender-guesser's dictionary (Brazilian circumflexes for the
  European acute before m/n: António -> Antônio).
- Spanish, Arabic and Indian first names, and the accented Portuguese spellings: gender-guesser's
  nam_dict.txt (Jörg Michael's first-name dictionary, per-country frequency 1..13; data under the
  GNU FDL, code GPL-3.0), the Spain, Arabia/Persia and India/Sri Lanka columns.
- Surnames where no new package has them: Faker's es_ES/es_MX/es_CO, pt_BR/pt_PT, en_IN and
  yo_NG/ig_NG surname lists, and Faker's yo_NG/ig_NG first names; the other sets draw their whole
  names from Faker's locale *generators*, these are only its surname tables. Arabic family names
  in Latin letters: a short list written here (Faker's Arabic table is in Arabic script).

Every name is drawn across its source's frequency range, in three tiers (common, middling, rare),
not only from the top of the list.
"""

from __future__ import annotations

import importlib.util
import random
import unicodedata
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

# Romanised Arabic family names as customers write them (no package ships them in Latin letters).
ARABIC_SURNAMES = ("Haddad Khoury Mansour Nasser Saleh Hamdan Aziz Karim Rahman Qureshi Farouk Youssef "
                   "Ibrahim Hassan Abdallah Khalil Jaber Bakri Suleiman Darwish Haidar Shaheen Nassar "
                   "Al-Farsi El-Amin Al-Masri Othman Zaidan Tahir Hashemi").split()

# Particles of Portuguese surnames: "Maria da Silva", "João do Nascimento", "Ana dos Santos",
# and "de" before the rest ("Carla de Oliveira"). At most one particle in a name.
_PT_DA = {"Silva", "Costa", "Cunha", "Rocha", "Mota", "Fonseca", "Cruz", "Luz", "Mata", "Paz", "Conceição",
          "Rosa", "Veiga", "Silveira", "Nóbrega"}
_PT_DO = {"Nascimento", "Carmo", "Prado", "Amaral", "Couto", "Vale", "Rosário", "Espírito Santo"}
_PT_DOS = {"Santos", "Reis", "Anjos", "Passos", "Prazeres", "Ramos", "Remédios"}


@dataclass
class Person:
    """One person of a message: their first name(s), surname(s), sex (for pronouns), origin."""

    first: str
    surnames: list[str]
    sex: str
    origin: str
    particles: list[str] = field(default_factory=list)

    @property
    def last(self) -> str:
        """The surname(s) as written after the first name ("Souza Lima", "dos Santos")."""
        parts = []
        for particle, surname in zip(self.particles, self.surnames, strict=True):
            parts.append(f"{particle} {surname}" if particle else surname)
        return " ".join(parts)

    @property
    def last1(self) -> str:
        """The first surname alone (what follows a title: "Sr. Pérez")."""
        return self.surnames[0]

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def first_last1(self) -> str:
        return f"{self.first} {self.surnames[0]}"


def fold(text: str) -> str:
    """The text without accents, as a customer who does not type them writes it."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _site(package: str) -> Path:
    # find_spec locates a package without running its __init__ (Name2GenderBR's imports
    # pkg_resources, which recent setuptools no longer ships): we only read its data file.
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"the dev dependency {package!r} is not installed (run scripts/bootstrap)")
    return Path(list(spec.submodule_search_locations)[0])


def _title(upper: str) -> str:
    """A census spelling in the case people write it: MCDONALD -> McDonald, OBRIEN stays Obrien."""
    word = upper.capitalize()
    if word.startswith("Mc") and len(word) > 3:
        word = "Mc" + word[2:].capitalize()
    return word


def _tiers(ranked: list[str], bounds: tuple[int, int]) -> tuple[list[str], list[str], list[str]]:
    a, b = bounds
    return ranked[:a], ranked[a:b], ranked[b:]


@lru_cache(maxsize=1)
def census() -> dict:
    """US Census 1990 (the `names` package): first names by sex and surnames, ranked by frequency."""
    base = _site("names")

    def ranked(file: str, keep: int) -> list[str]:
        rows = (line.split() for line in (base / file).read_text().splitlines() if line.strip())
        return [_title(row[0]) for row in rows][:keep]

    return {"F": _tiers(ranked("dist.female.first", 3000), (150, 1000)),
            "M": _tiers(ranked("dist.male.first", 1200), (120, 500)),
            "last": _tiers(ranked("dist.all.last", 30000), (300, 5000))}


@lru_cache(maxsize=1)
def nam_dict() -> dict:
    """gender-guesser's dictionary: {column: {sex: [(name, frequency)]}} for the columns we use."""
    columns = {"portugal": 5, "spain": 6, "arabia": 47, "india": 50}
    out: dict = {c: {"F": [], "M": []} for c in columns}
    path = _site("gender_guesser") / "data" / "nam_dict.txt"
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or line[29:30] == "+" or len(line) < 31:
            continue  # comments, and the lines that only continue a name's frequencies
        code = line[:2].strip()
        sex = "F" if code in ("F", "1F", "?F") else "M" if code in ("M", "1M", "?M") else None
        name = line[3:29].strip().replace("+", " ")
        if sex is None or not name.replace(" ", "").replace("-", "").isalpha():
            continue
        for column, index in columns.items():
            mark = line[30 + index: 31 + index].strip()
            if mark:
                out[column][sex].append((name, int(mark, 16)))
    return out


def _freq_tiers(pairs: list[tuple[str, int]]) -> tuple[list[str], list[str], list[str]]:
    common = [n for n, f in pairs if f >= 7]
    middle = [n for n, f in pairs if 4 <= f <= 6]
    rare = [n for n, f in pairs if f <= 3]
    return common, middle, rare


@lru_cache(maxsize=1)
def ibge() -> dict:
    """Brazilian first names of the 2010 census (Name2GenderBR), by sex, ranked by count."""
    import pandas

    table = pandas.read_pickle(_site("Name2GenderBR") / "summary.p")
    table = table[table["frequency_total"] >= 300].sort_values("frequency_total", ascending=False)
    accents = {}
    for sex in ("F", "M"):
        for name, _ in nam_dict()["portugal"][sex]:
            if " " not in name:
                accents.setdefault(fold(name).upper(), _brazilian(name))
    out = {}
    for sex in ("F", "M"):
        ranked = [str(n) for n, c in zip(table.index, table["classification"], strict=True) if c == sex]
        ranked = [n for n in ranked if n.isalpha()]
        out[sex] = _tiers(ranked, (150, 1500))
    out["accents"] = accents
    return out


def _brazilian(name: str) -> str:
    """The Brazilian spelling of a European Portuguese name: acute e/o before m/n is circumflex."""
    chars = list(name)
    for i, c in enumerate(chars[:-1]):
        if c in "éó" and chars[i + 1] in "mn":
            chars[i] = {"é": "ê", "ó": "ô"}[c]
    return "".join(chars)


@cache
def faker_table(locale: str, table: str) -> tuple[str, ...]:
    from importlib import import_module

    provider = import_module(f"faker.providers.person.{locale}").Provider
    return tuple(str(x) for x in getattr(provider, table))


def es_surnames() -> tuple[str, ...]:
    # Faker's es_ES table holds one joke ("Gollum"), not a surname.
    tables = set(faker_table("es_ES", "last_names")) | set(faker_table("es_MX", "last_names")) \
        | set(faker_table("es_CO", "last_names"))
    return tuple(sorted(tables - {"Gollum"}))


def pt_surnames() -> tuple[str, ...]:
    return tuple(sorted(set(faker_table("pt_BR", "last_names")) | set(faker_table("pt_PT", "last_names"))))


def _tiered(rng: random.Random, tiers) -> str:
    pick = rng.random()
    tier = tiers[0] if pick < 0.5 else tiers[1] if pick < 0.8 else tiers[2]
    return rng.choice(tier or tiers[0])


def _first_es(rng: random.Random, sex: str) -> str:
    tiers = _freq_tiers(nam_dict()["spain"][sex])
    if rng.random() < 0.15:  # María José, Juan Carlos: two common names, or the dictionary's own
        return f"{rng.choice(tiers[0])} {rng.choice(tiers[0])}"
    return _tiered(rng, tiers)


def _first_pt(rng: random.Random, sex: str) -> str:
    data = ibge()
    if rng.random() < 0.15:  # João Pedro, Maria Eduarda
        parts = [rng.choice(data[sex][0]), rng.choice(data[sex][0])]
    else:
        parts = [_tiered(rng, data[sex])]
    return " ".join(data["accents"].get(p, p.capitalize()) for p in parts)


def _pt_last(rng: random.Random) -> tuple[list[str], list[str]]:
    surnames = rng.sample(pt_surnames(), rng.choice((1, 2, 2, 3)))
    particles = [""] * len(surnames)
    at = rng.randrange(len(surnames))
    if all(" " not in s for s in surnames) and rng.random() < 0.45:  # "da Conceição" has its own
        s = surnames[at]
        particles[at] = "dos" if s in _PT_DOS else "da" if s in _PT_DA else "do" if s in _PT_DO else "de"
    return surnames, particles


def person(rng: random.Random, language: str, first: str | None = None, surname: str | None = None) -> Person:
    """A person a customer of this language might name; about one in nine of another origin."""
    sex = rng.choice("FM")
    pick = rng.random()
    if pick < 0.04:
        p = Person(_tiered(rng, _freq_tiers(nam_dict()["arabia"][sex])), [rng.choice(ARABIC_SURNAMES)],
                   sex, "arabic")
    elif pick < 0.08:
        p = Person(_tiered(rng, _freq_tiers(nam_dict()["india"][sex])), [rng.choice(faker_table("en_IN", "last_names"))],
                   sex, "indian")
    elif pick < 0.11:
        loc = rng.choice(("yo_NG", "ig_NG"))
        table = "first_names_female" if sex == "F" else "first_names_male"
        p = Person(rng.choice(faker_table(loc, table)), [rng.choice(faker_table(loc, "last_names"))], sex, "nigerian")
    elif language == "en":
        data = census()
        p = Person(_tiered(rng, data[sex]), [_tiered(rng, data["last"])], sex, "us-census")
    elif language == "es":
        table = es_surnames()
        surnames = rng.sample(table, 2) if rng.random() < 0.75 else [rng.choice(table)]
        p = Person(_first_es(rng, sex), surnames, sex, "spanish")
    else:
        surnames, particles = _pt_last(rng)
        p = Person(_first_pt(rng, sex), surnames, sex, "brazilian", particles)
    if not p.particles:
        p.particles = [""] * len(p.surnames)
    if first:
        p.first = first
    if surname:
        p.surnames, p.particles = [surname], [""]
    if rng.random() < 0.3:  # typed without accents, as many customers do
        p.first, p.surnames = fold(p.first), [fold(s) for s in p.surnames]
    return p


@lru_cache(maxsize=1)
def known_parts() -> frozenset[str]:
    """Every word a name of this set may be made of, casefolded and without accents (for tests)."""
    words: set[str] = set(ARABIC_SURNAMES) | {"da", "de", "do", "dos"}
    data = census()
    for key in ("F", "M", "last"):
        for tier in data[key]:
            words.update(tier)
    for column in nam_dict().values():
        for pairs in column.values():
            for name, _ in pairs:
                words.update(name.split())
    for sex in ("F", "M"):
        for tier in ibge()[sex]:
            words.update(tier)
    words.update(ibge()["accents"].values())
    words.update(es_surnames())
    words.update(pt_surnames())
    words.update(faker_table("en_IN", "last_names"))
    for loc in ("yo_NG", "ig_NG"):
        for table in ("first_names_female", "first_names_male", "last_names"):
            words.update(faker_table(loc, table))
    out = set()
    for w in words:
        out.update(fold(part).casefold() for part in w.replace("-", " ").split())
    return frozenset(out)
