"""Who wrote a line of a chat's export, by the shape of the line: a display name before the time of
its message ("Leire — hoy a las 19:40", "yōko — Today at 8:40", as Discord copies them), a name
before the bracket of its bearer's role and the colon of what they say ("Takeshi (Dasher): im
outside", "jaqueline (entregador iFood): tô na portaria"), or a caption's speaker under its cue's
timing (WEBVTT, "00:01:16.000 --> 00:01:19.250\nMARIAM: SÍ"), an IRC log's bracketed nick ("[09:12]
<Domingo> buenas"), or a video call's chat's sender and receiver ("10:15:22 From Efua to Everyone:"), and whom a text
thread is with ("sms com Mia\nMia: oi"). A
display name is typed in any casing; its words must be a name's: a first name the lists hold, a
surname, or a word no dictionary does.
"""

from __future__ import annotations

import regex

from recognizers.names.lists import (
    common_first_name,
    common_words,
    could_be_surname,
    first_name_at_any_rank,
    fold,
    stop_words,
    surname,
)
from recognizers.names.text import WORD, irc_nicks
from recognizers.names.words import ROLE_NOUNS

_NAME = r"(?P<name>\p{L}[\p{L}'’\-]*(?:[ \u00a0]+\p{L}[\p{L}'’\-]*){0,2})"
_POSTED_AT = regex.compile(
    rf"(?m)^[ \t]*{_NAME}[ \u00a0]+[—–][ \u00a0]+"
    r"(?:(?i:today|yesterday|hoy|ayer|hoje|ontem)(?:[ \u00a0]+(?i:at|a las|a la|às|as))?[ \u00a0]+)?"
    r"\d{1,2}(?::\d{2}|/\d{1,2}(?:/\d{2,4})?)(?:[ \u00a0]*(?i:am|pm))?[ \t]*$")
# A caption's speaker, opening the line under its cue's timing ("00:01:16.000 --> 00:01:19.250\nMARIAM: SÍ").
_CAPTION_SPEAKER = regex.compile(
    rf"(?m)^[ \t]*\d{{1,2}}:\d{{2}}(?::\d{{2}})?[.,]\d{{3}}[ \t]+-->[ \t]+[\d:.,]+[^\n]*\n[ \t]*{_NAME}[ \u00a0]*:")
# A video call's saved chat (Zoom's): the time, then who wrote to whom ("10:15:22 From Efua Kwarteng to
# Everyone:", "De Efua para Todos:", "De Efua a todos:"); both sides are people, "Everyone" no one.
_CALL_CHAT = regex.compile(
    r"(?m)^[ \t]*\d{1,2}:\d{2}(?::\d{2})?[ \t]+(?i:from|de)[ \t]+" + _NAME.replace("?P<name>", "?P<sender>")
    + r"[ \t]+(?i:to|para|a)[ \t]+" + _NAME.replace("?P<name>", "?P<receiver>")
    + r"(?:[ \t]*\((?i:direct[ \t]+message|privately|mensaje[ \t]+directo|mensagem[ \t]+direta|"
      r"en[ \t]+privado|em[ \t]+particular)\))?[ \t]*:")
_EVERYONE = frozenset("everyone all todos todas me mi mim".split())
_WITH_ROLE = regex.compile(rf"(?m)^[ \t]*{_NAME}[ \u00a0]+\((?P<role>[^()\n]{{1,30}})\)[ \u00a0]*:")
# Roles a delivery app or a meeting's record gives beside the noun lists' (words.ROLE_NOUNS).
_MORE_ROLES = frozenset("dasher shopper rider chair host organizer organiser organizador organizadora anfitrion "
                        "anfitriao secretary secretario secretaria".split())


def chat_authors(text: str) -> list[tuple[int, int]]:
    """Each line's author, found by either shape above."""
    found = []
    for match in _POSTED_AT.finditer(text):
        if _a_name(match.group("name")):
            found.append(match.span("name"))
    for match in _CAPTION_SPEAKER.finditer(text):
        if _a_name(match.group("name")):
            found.append(match.span("name"))
    for match in _CALL_CHAT.finditer(text):
        for group in ("sender", "receiver"):
            if fold(match.group(group)) not in _EVERYONE and _a_name(match.group(group)):
                found.append(match.span(group))
    for start, end in irc_nicks(text):
        if _a_nick_of_a_name(text[start:end]):
            found.append((start, end))
    for match in _WITH_ROLE.finditer(text):
        roles = {fold(word) for word in WORD.findall(match.group("role"))}
        if roles & (ROLE_NOUNS | _MORE_ROLES) and _a_name(match.group("name")):
            found.append(match.span("name"))
    return found


# A text thread's heading: with whom it is ("sms com Mia", "Chat with Efua Kwarteng", "Conversación con
# Ximena"), on the message's first line.
_NO_ONE_IN_A_THREAD = _EVERYONE | {"us", "nos", "you", "voce", "usted"}
_THREAD_WITH = regex.compile(
    r"\A[ \t]*(?i:sms|texts?|chat|conversa|conversaci[óo]n|mensajes|mensagens|messages|whatsapp|imessage|dms?)"
    r"[ \t]+(?i:com|con|with|w/)[ \t]+(?P<name>\p{L}[\p{L}'’\-]*(?:[ \u00a0]\p{L}[\p{L}'’\-]*)?)[ \t]*$", regex.M)


def thread_contacts(text: str) -> list[tuple[int, int]]:
    """Whom a text thread is with, on its heading and on each line they speak ("sms com Mia\nMia: oi"):
    the thread vouches for the name, where the name speaks on a line of it, whatever the lists hold of
    its word ("amar", "Mia" are words too)."""
    heading = _THREAD_WITH.match(text)
    if not heading or fold(heading.group("name")) in _NO_ONE_IN_A_THREAD:
        return []
    name = regex.escape(heading.group("name"))
    turns = [turn.span("name") for turn in
             regex.finditer(rf"(?mi)^[ \t]*(?P<name>{name})[ \t]*:[ \t]", text, pos=heading.end())]
    return [heading.span("name"), *turns] if turns else []


def _a_nick_of_a_name(nick: str) -> bool:
    """A nick is a handle as often as a name ("tidewatch", "mare"): its words must be first names or surnames
    the lists hold, a word of the language only as a common first name or capitalised ("<Domingo>")."""
    words = WORD.findall(nick)
    return bool(words) and all(
        (first_name_at_any_rank(w) or surname(w)) and fold(w) not in stop_words()
        and (fold(w) not in common_words() or common_first_name(w) or (w[:1].isupper() and w[1:].islower()))
        for w in words)


def _a_name(name: str) -> bool:
    words = WORD.findall(name)
    return bool(words) and all(
        fold(w) not in stop_words() and (first_name_at_any_rank(w) or surname(w) or could_be_surname(w)) for w in words)
