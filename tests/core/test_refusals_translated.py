"""Everything the engine refuses is explained in French: the reasons a saved game cannot be
opened (every damaged file of ``tests.core.test_record``, and a result that names the wrong
winner), a position text cannot be read (each of many spoilt one character at a time), or an
option does not exist. Each is one ``Text`` that reads as the error's English message, that the
"core" catalogue translates entirely and that reads differently in French; a few are read word
for word. No Qt application is needed: a fake translate function reads the .ts file
(``tests.core.french_catalogue``)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest

from core.api import Game
from core.errors import EngineError, InvalidPositionError, NotationError, UnknownOptionError
from core.record import GameRecord, Player, RecordError, read_record, to_json
from core.registry import game_names, make_game
from core.words import Text, said
from desktop.i18n.catalogues import core_strings
from tests.core.french_catalogue import Seen, catalogue, play, translate
from tests.core.test_record import BAD, finished_game

IDENTIFIERS = {*game_names()} | {
    spec.name for name in game_names() for spec in make_game(name).option_specs
}
"""Names a file or a command line writes (games, options): said as they are, not translated."""


def check_error(seen: Seen, error: Exception, where: str) -> Text:
    """``error`` carries one ``Text`` that reads as its English message, which ``seen`` checks
    (the catalogue translates it) and which reads differently in French; the Text."""
    text = error.args[0]
    assert len(error.args) == 1 and isinstance(text, Text), f"{where}: {error.args!r}"
    assert str(error) == str(text) and said(error) is text
    seen.check(text, where)
    french = text.render(None, translate)
    if french == str(text):
        seen.problems.append(f"{where}: the same in French: {french!r}")
    return text


def problems_of(seen: Seen) -> list[str]:
    """``seen``'s problems, but for the game and option names passed as they are."""
    plain = re.compile(r".*: English word as a plain argument: '([a-z_ ]+)'")
    return sorted(
        {
            problem
            for problem in seen.problems
            if not ((match := plain.fullmatch(problem)) and match.group(1) in IDENTIFIERS)
        }
    )


def winner_changed() -> bytes:
    """A finished game whose written result names the wrong winner."""
    game = make_game("pylos")
    record = GameRecord(game, (Player("A"), Player("B")), tuple(finished_game(game, 0)))
    data = json.loads(to_json(record))
    data["result"]["winner"] = "draw" if data["result"]["winner"] != "draw" else "first"
    return json.dumps(data).encode()


@pytest.mark.parametrize("case", [*sorted(BAD), "winner changed"])
def test_every_damaged_file_is_explained_in_french(case: str) -> None:
    data = winner_changed() if case == "winner changed" else BAD[case][0]
    seen = Seen()
    with pytest.raises(RecordError) as refused:
        read_record(data)
    check_error(seen, refused.value, case)
    assert not problems_of(seen), "\n".join(problems_of(seen))


def bad_positions(game: Game) -> Iterator[str]:
    """Position texts of ``game`` spoilt one character (or one field) at a time, from positions
    of a random game."""
    rng = random.Random(game.name)
    texts = [state.position_text() for state in play(game, rng)]
    for text in texts[:: max(1, len(texts) // 4)]:
        for index in range(len(text)):
            for char in "x1-/.,SsLlMD9 ":
                yield text[:index] + char + text[index + 1 :]
            yield text[:index] + text[index + 1 :]
        fields = text.split()
        yield " ".join(fields[:-1])
        yield " ".join([*fields, "more"])


@pytest.mark.parametrize("name", game_names())
def test_every_bad_position_is_explained_in_french(name: str) -> None:
    game = make_game(name)
    seen = Seen()
    kinds: set[type] = set()
    for text in bad_positions(game):
        try:
            game.parse_position(text)
        except EngineError as error:
            kinds.add(type(error))
            check_error(seen, error, f"position {text!r}")
    assert kinds == {NotationError, InvalidPositionError}
    assert not problems_of(seen), "\n".join(problems_of(seen)[:40])


@pytest.mark.parametrize("name", game_names())
def test_every_unknown_option_is_explained_in_french(name: str) -> None:
    seen = Seen()
    settings: list[dict[str, str]] = [{"gravity": "on"}]
    for spec in make_game(name).option_specs:
        settings.append({spec.name: "anarchy" if spec.choices else "-1"})
    for setting in settings:
        with pytest.raises(UnknownOptionError) as refused:
            make_game(name, setting)
        check_error(seen, refused.value, f"options {setting}")
    with pytest.raises(EngineError) as unknown:
        make_game("chess")
    check_error(seen, unknown.value, "unknown game")
    assert not problems_of(seen), "\n".join(problems_of(seen))


def french_of(error: pytest.ExceptionInfo[Exception], names: tuple[str, str] | None = None) -> str:
    text = error.value.args[0]
    assert isinstance(text, Text)
    return text.render(names, translate)


def test_a_damaged_file_a_bad_position_and_an_unknown_option_read_in_french() -> None:
    for template in (
        "the record is version {version}, from a newer Pyramid Duels: this one reads "
        "version {known} and older — update Pyramid Duels to open it",
        "{player}: {on_board} {size} pyramids on the board and {in_stash} in the stash, "
        "where 5 are expected",
        "{game} has no option {option} (options: {known})",
    ):
        assert template in {source.text for source in core_strings()}
        assert template in catalogue()
    with pytest.raises(RecordError) as newer:
        read_record(BAD["future version"][0])
    assert str(newer.value) == (
        "the record is version 99, from a newer Pyramid Duels: this one reads version 1 and "
        "older — update Pyramid Duels to open it"
    )
    assert french_of(newer) == (
        "l'enregistrement est en version 99, d'un Pyramid Duels plus récent : celui-ci lit la "
        "version 1 et les précédentes — mettez Pyramid Duels à jour pour l'ouvrir"
    )
    with pytest.raises(RecordError) as illegal:
        read_record(BAD["illegal move"][0])
    assert french_of(illegal) == "le coup 3 '1a1' est illégal : 1a1 est déjà occupée"
    with pytest.raises(RecordError) as truncated:
        read_record(BAD["truncated"][0])
    assert french_of(truncated).startswith("le fichier n'est pas du JSON valide (ligne 1, colonne")
    assert "chaîne de caractères non terminée) : il est peut-être tronqué" in french_of(truncated)
    with pytest.raises(RecordError) as winner:
        read_record(winner_changed())
    assert str(winner.value) == "the record says draw won, but its moves give first"
    assert french_of(winner) == (
        "l'enregistrement annonce une partie nulle, mais ses coups donnent la victoire du "
        "premier joueur"
    )

    with pytest.raises(InvalidPositionError) as counts:
        make_game("pylon").parse_position(",,,,,/,,,,,/,,,,,/,,,,,/,,,,, 1 555-554")
    assert str(counts.value) == (
        "Blue: 0 large pyramids on the board and 4 in the stash, where 5 are expected"
    )
    assert french_of(counts) == (
        "Bleu : 0 pyramides de taille « grande » sur le plateau et 4 dans la réserve, alors qu'il "
        "en faut 5"
    )
    assert french_of(counts, ("Ann", "Bob")).startswith("Bob : 0 pyramides")
    with pytest.raises(NotationError) as unreadable:
        make_game("pylos").parse_position("nonsense")
    assert french_of(unreadable) == (
        "une position de Pylos s'écrit 'NIVEAU1/NIVEAU2/NIVEAU3/NIVEAU4 TRAIT CLAIR-FONCÉ', "
        "pas 'nonsense'"
    )

    with pytest.raises(UnknownOptionError) as no_option:
        make_game("pylon", {"gravity": "on"})
    assert str(no_option.value) == "pylon has no option 'gravity' (options: none)"
    assert french_of(no_option) == "pylon n'a pas d'option 'gravity' (options : aucune)"
    with pytest.raises(UnknownOptionError) as no_value:
        make_game("pylos", {"rules": "anarchy"})
    assert french_of(no_value) == (
        "l'option rules n'a pas de valeur 'anarchy' (valeurs permises : standard, children, mature)"
    )
