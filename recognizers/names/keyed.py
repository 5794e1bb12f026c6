"""Names in a tool's quoted values whose key says a person is there, however the key is built:
"lastAgent": "Kenton Glover", titular_nuevo="Djibril Mbèngue", "agente-asignado": "nadia el mansouri".

The field finders (cues, cued) know a person's keys as whole words ("agent", "titular"); tools join
them with a qualifier in snake case, camel case or kebab case. Here a key is split into its parts,
and one part naming a person's role makes it a person's key, unless another part says the value is
something of theirs ("agent_id", "customerEmail", "titular_ciudad").
"""

from __future__ import annotations

import regex

from recognizers.names.lists import common_words, could_be_surname, first_name, fold, name_word, surname
from recognizers.names.text import WORD, casing_class
from recognizers.names.words import PARTICLES, PERSON_FIELDS, THING_FIELDS, bare, is_particle

# A key, quoted or not, then ":" or "=", then a value in double or single quotes.
_KEYED = regex.compile(
    r"(?<![\p{L}\d_\-])[\"']?(?P<key>[\p{L}][\p{L}\d_\-]{2,40})[\"']?[ \u00a0]*[:=][ \u00a0]*"
    r"(?P<quote>[\"'])(?P<value>[^\"'\n]{2,60})(?P=quote)"
)
_PART = regex.compile(r"\p{Lu}?\p{Ll}+|\p{Lu}+(?![\p{Ll}])")
# Parts that say the value is the person's something, not their name.
_NOT_THE_NAME = frozenset(
    """
    id uuid email mail correo phone telefone telefono tel mobile movil celular number numero num code codigo
    address direccion endereco type tipo status estado count total date fecha data role rol level nivel
    key token url link handle username login group grupo queue cola fila
    """.split()
) | THING_FIELDS
# Keys of a user's handle, which is a name where it is a first name whole.
_HANDLE_KEYS = frozenset("username user_name screen_name screenname nickname nick login".split())
# A person's role that tools write as a key's part, beside the person's fields; "by" and "por" of
# "requested_by", "creado_por", "createdBy".
_ROLE_PARTS = frozenset(
    """
    agent agente atendente operator operador operadora owner assignee reporter requester customer client
    cliente titular holder contact contacto contato manager gerente approver aprobador aprovador reviewer
    revisor responsable responsavel driver conductor motorista courier repartidor entregador technician
    tecnico buyer comprador seller vendedor recipient destinatario sender remitente remetente
    by assigned por
    """.split()
)


def keyed_values(text: str) -> list[tuple[int, int]]:
    """(start, end) of each quoted value, under a key one of whose parts names a person's role and
    none something of theirs, that is a name: one to five words, each a name word or a rare surname,
    the first a first name the lists hold or a later one a surname they hold."""
    found = []
    for match in _KEYED.finditer(text):
        if bare(match.group("key")).replace("-", "_") in _HANDLE_KEYS:
            # A user's handle that is a first name whole and no word ('"username":"Liz"'); "orbitas" is a
            # handle
            value = match.group("value")
            if regex.fullmatch(r"\p{L}[\p{L}'’\-]*", value) and first_name(value) and fold(value) not in common_words():
                found.append(match.span("value"))
            continue
        parts = {bare(p) for p in _PART.findall(match.group("key").replace("_", " ").replace("-", " "))}
        joined = bare(match.group("key"))  # "lastagent", "nomecliente": parts written together
        roles = parts & (_ROLE_PARTS | PERSON_FIELDS) or {r for r in _ROLE_PARTS if len(r) > 3 and joined.endswith(r)}
        if not roles or parts & _NOT_THE_NAME:
            continue
        value = match.group("value").strip()
        words = WORD.findall(value)
        named = [w for i, w in enumerate(words) if not is_particle(words, i)]
        if not 1 <= len(named) <= 5 or " ".join(words) != " ".join(value.split()):
            continue  # digits, punctuation or more than a name
        if all(name_word(w) or could_be_surname(w) for w in named) and (
                first_name(named[0]) or any(surname(w) for w in named[1:])):
            start = match.start("value") + match.group("value").index(value)
            found.append((start, start + len(value)))
    return found


# A whole quoted string in prose, not a key's value ("the courier wrote "PIA BENDER" as the recipient",
# 'na etiqueta veio "Maura Carnielle"').
_QUOTED = regex.compile(r"(?<![:=\[,{][ \u00a0]*)(?<![\p{L}\d])[\"“](?P<value>[^\"”\n]{3,60})[\"”](?![ \u00a0]*:)")


def quoted_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of each string quoted in prose that is a name whole: two to four words in one
    casing, the first a first name the lists hold, the others name words or rare surnames."""
    found = []
    for match in _QUOTED.finditer(text):
        value = match.group("value")
        words = WORD.findall(value)
        named = [w for w in words if w.lower() not in PARTICLES]
        if not 2 <= len(named) <= 4 or " ".join(words) != " ".join(value.split()):
            continue
        if len({casing_class(w) for w in named}) != 1:
            continue  # "Pro Max edition": a title's words, not a name's
        if first_name(named[0]) and all(name_word(w) or could_be_surname(w) for w in named[1:]):
            found.append(match.span("value"))
    return found
