"""Why a stretch of the analyzer's text is not (or only partly) a span: the reasons the
analyzer can see from the daemon's answers, most specific first. Pure: no Textual, no HTTP.
"""

from __future__ import annotations


def why_not_matched(text: str, start: int, end: int, spans: list[dict], threshold: float,
                    alone: list[dict] | None) -> list[str]:
    """Reasons, one a line, for the selection text[start:end].

    `spans` are the daemon's spans for the whole text (every score), `threshold` the score
    below which the analyzer hides a span, `alone` the spans found in the selection analysed
    by itself (None when it was not asked).
    """
    chosen = text[start:end]
    if not chosen.strip():
        return ["Select some text first (shift+arrows in the text), then ctrl+o."]
    reasons = []
    overlapping = [s for s in spans if s["start"] < end and start < s["end"]]
    for span in sorted(overlapping, key=lambda s: (s["start"], s["end"])):
        found = text[span["start"]:span["end"]]
        exact = (span["start"], span["end"]) == (start, end)
        where = "It is" if exact else f"It overlaps {found!r}, which is"
        line = f"{where} found as {span['entity_type']} (score {span['score']:.2f}, {span.get('recognizer') or 'a recognizer'})"
        if span["score"] < threshold:
            line += f", below the minimum score {threshold:.2f} you chose, so it is hidden"
        if span.get("tokenized") is False:
            line += f"; the policy does not tokenize {span['entity_type']}, so a run leaves it in clear"
        if not exact and span["start"] <= start and end <= span["end"]:
            line += "; the selection is only part of that span"
        reasons.append(line + ".")
    if overlapping:
        return reasons
    if alone:
        types = ", ".join(sorted({s["entity_type"] for s in alone}))
        reasons.append(f"Alone it is found as {types}: in the sentence, what surrounds it changes the reading "
                       "(a letter or digit touching it, or a context word the recognizer needs).")
    elif alone is not None:
        reasons.append("No recognizer finds it, even alone: no pattern, checksum or name model of this detector "
                       "reads this shape. A recognizer of your own can (r, Recognizers; needs --detector presidio).")
    return reasons
