"""What every written PERSON set owes the scorer: the same text for the same seed, other text for
another, and quality.names_eval reading it under its name, with its status said.

The checks of each set's own labels and shapes live beside it (test_names_<set>.py).
"""

from __future__ import annotations

import pytest

from quality.names_blind import BlindMessage, generate_blind
from quality.names_eval import SETS, SOURCES, corpus_of
from quality.names_sealed import SealedMessage, generate_sealed
from quality.names_sealed2 import Sealed2Message, generate_sealed2
from quality.names_sealed3 import Sealed3Message, generate_sealed3
from quality.names_sealed4 import Sealed4Message, generate_sealed4
from quality.names_sealed5 import Sealed5Message, generate_sealed5
from quality.names_sealed6 import Sealed6Message, generate_sealed6
from quality.names_sealed7 import Sealed7Message, generate_sealed7
from quality.names_sealed8 import Sealed8Message, generate_sealed8
from quality.names_sealed9 import Sealed9Message, generate_sealed9
from quality.names_sealed10 import Sealed10Message, generate_sealed10
from quality.names_sealed11 import Sealed11Message, generate_sealed11
from quality.names_sealed12 import Sealed12Message, generate_sealed12
from quality.names_sealed13 import Sealed13Message, generate_sealed13
from quality.names_sealed14 import Sealed14Message, generate_sealed14
from quality.names_sealed15 import Sealed15Message, generate_sealed15
from quality.names_sealed16 import Sealed16Message, generate_sealed16
from quality.names_sealed17 import Sealed17Message, generate_sealed17
from quality.names_sealed18 import Sealed18Message, generate_sealed18
from quality.names_sealed19 import Sealed19Message, generate_sealed19
from quality.names_sealed20 import Sealed20Message, generate_sealed20
from quality.names_sealed21 import Sealed21Message, generate_sealed21
from quality.names_sealed22 import Sealed22Message, generate_sealed22
from quality.names_sealed23 import Sealed23Message, generate_sealed23
from quality.names_sealed24 import Sealed24Message, generate_sealed24
from quality.names_sealed25 import Sealed25Message, generate_sealed25
from quality.names_sealed26 import Sealed26Message, generate_sealed26
from quality.names_sealed27 import Sealed27Message, generate_sealed27
from quality.names_sealed28 import Sealed28Message, generate_sealed28
from quality.names_sealed29 import Sealed29Message, generate_sealed29
from quality.names_sealed30 import Sealed30Message, generate_sealed30
from quality.names_sealed31 import Sealed31Message, generate_sealed31
from quality.names_sealed32 import Sealed32Message, generate_sealed32
from quality.names_sealed33 import Sealed33Message, generate_sealed33
from quality.names_sealed34 import Sealed34Message, generate_sealed34
from quality.names_sealed35 import Sealed35Message, generate_sealed35
from quality.names_sealed36 import Sealed36Message, generate_sealed36
from quality.names_sealed37 import Sealed37Message, generate_sealed37
from quality.names_unseen import UnseenMessage, generate_unseen

# (set, its generator, its message class, what its description says of it now)
SETS_WRITTEN = [
    ("blind", generate_blind, BlindMessage, "since the unseen set replaced it"),
    ("unseen", generate_unseen, UnseenMessage, "since the sealed set replaced it"),
    ("sealed", generate_sealed, SealedMessage, "since the sealed2 set replaced it"),
    ("sealed2", generate_sealed2, Sealed2Message, "since the sealed3 set replaced it"),
    ("sealed3", generate_sealed3, Sealed3Message, "since the sealed4 set replaced it"),
    ("sealed4", generate_sealed4, Sealed4Message, "since the sealed5 set replaced it"),
    ("sealed5", generate_sealed5, Sealed5Message, "since the sealed6 set replaced it"),
    ("sealed6", generate_sealed6, Sealed6Message, "since the sealed7 set replaced it"),
    ("sealed7", generate_sealed7, Sealed7Message, "since the sealed8 set replaced it"),
    ("sealed8", generate_sealed8, Sealed8Message, "since the sealed9 set replaced it"),
    ("sealed9", generate_sealed9, Sealed9Message, "since the sealed10 set replaced it"),
    ("sealed10", generate_sealed10, Sealed10Message, "since the sealed11 set replaced it"),
    ("sealed11", generate_sealed11, Sealed11Message, "since the sealed12 set replaced it"),
    ("sealed12", generate_sealed12, Sealed12Message, "since the sealed13 set replaced it"),
    ("sealed13", generate_sealed13, Sealed13Message, "since the sealed14 set replaced it"),
    ("sealed14", generate_sealed14, Sealed14Message, "since the sealed15 set replaced it"),
    ("sealed15", generate_sealed15, Sealed15Message, "since the sealed16 set replaced it"),
    ("sealed16", generate_sealed16, Sealed16Message, "since the sealed17 set replaced it"),
    ("sealed17", generate_sealed17, Sealed17Message, "since the sealed18 set replaced it"),
    ("sealed18", generate_sealed18, Sealed18Message, "since the sealed19 set replaced it"),
    ("sealed19", generate_sealed19, Sealed19Message, "since the sealed20 set replaced it"),
    ("sealed20", generate_sealed20, Sealed20Message, "since the sealed21 set replaced it"),
    ("sealed21", generate_sealed21, Sealed21Message, "since the sealed22 set replaced it"),
    ("sealed22", generate_sealed22, Sealed22Message, "since the sealed23 set replaced it"),
    ("sealed23", generate_sealed23, Sealed23Message, "since the sealed24 set replaced it"),
    ("sealed24", generate_sealed24, Sealed24Message, "since the sealed25 set replaced it"),
    ("sealed25", generate_sealed25, Sealed25Message, "since the sealed26 set replaced it"),
    ("sealed26", generate_sealed26, Sealed26Message, "since the sealed27 set replaced it"),
    ("sealed27", generate_sealed27, Sealed27Message, "since the sealed28 set replaced it"),
    ("sealed28", generate_sealed28, Sealed28Message, "since the sealed29 set replaced it"),
    ("sealed29", generate_sealed29, Sealed29Message, "since the sealed30 set replaced it"),
    ("sealed30", generate_sealed30, Sealed30Message, "since the sealed31 set replaced it"),
    ("sealed31", generate_sealed31, Sealed31Message, "since the sealed32 set replaced it"),
    ("sealed32", generate_sealed32, Sealed32Message, "since the sealed33 set replaced it"),
    ("sealed33", generate_sealed33, Sealed33Message, "since the sealed34 set replaced it"),
    ("sealed34", generate_sealed34, Sealed34Message, "since the sealed35 set replaced it"),
    ("sealed35", generate_sealed35, Sealed35Message, "since the sealed36 set replaced it"),
    ("sealed36", generate_sealed36, Sealed36Message, "since the sealed37 set replaced it"),
    ("sealed37", generate_sealed37, Sealed37Message, "never read by whoever tunes it"),
]


@pytest.mark.parametrize(("name", "generate", "message", "status"), SETS_WRITTEN)
def test_the_set_is_fixed_by_its_seed_and_changes_with_it(name, generate, message, status):
    first = [(m.text, [(n.start, n.end) for n in m.names]) for m in generate(2, seed=11)]
    again = [(m.text, [(n.start, n.end) for n in m.names]) for m in generate(2, seed=11)]
    other = [m.text for m in generate(2, seed=12)]
    assert first == again
    assert [t for t, _ in first] != other


@pytest.mark.parametrize(("name", "generate", "message", "status"), SETS_WRITTEN)
def test_the_eval_reads_the_set_and_says_what_it_is(name, generate, message, status):
    assert status in SETS[name]
    assert f"names_{name}" in SOURCES[name]
    assert [m.text for m in corpus_of(name, 2)] == [m.text for m in generate(per_template=2)]
    assert all(isinstance(m, message) for m in corpus_of(name, 1))
