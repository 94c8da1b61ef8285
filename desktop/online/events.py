"""What happens in an online match, as the match tells it to the window: ``Event``."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop.i18n import QT_TR_NOOP, fill, shown_move, tr, whole_sentence
from desktop.online.protocol import PROPOSAL, REMATCH, TAKEBACK, Refusal


@dataclass(frozen=True)
class Event:
    """Something that happened in the match (see the module's docstring for the kinds)."""

    kind: str
    seat: int | None = None
    template: str = ""
    args: dict[str, object] = field(default_factory=dict)
    ply: int = 0
    move: str = ""
    what: str = ""
    plies: int = 0
    accepted: bool = False
    text: str = ""
    refusal: Refusal | None = None
    friend: str = ""

    def words(self) -> str:
        """The sentence for the chat panel and the log, in the language of this run (a chat
        line as it was typed, after its speaker's name)."""
        if self.refusal is not None:
            return self.refusal.words(self.friend)
        values = {k: tr(v) if isinstance(v, Words) else v for k, v in self.args.items()}
        if "move" in values:  # in the letters of the language now chosen (French: P, M, G)
            values["shown"] = shown_move(str(values["move"]))
        words = fill(tr(self.template), **values)
        return words if self.kind == "chat" else whole_sentence(words)


class Words(str):
    """An argument of an event's sentence that is words to translate."""

    __slots__ = ()


OFFER_WORDS = {
    TAKEBACK: QT_TR_NOOP("{player} asked to take back the last move"),
    PROPOSAL: QT_TR_NOOP("{player} proposed to end the game now, the scores on the board standing"),
    REMATCH: QT_TR_NOOP("{player} offered a rematch, the colours swapped"),
}
WHAT_WORDS = {
    TAKEBACK: QT_TR_NOOP("the take-back"),
    PROPOSAL: QT_TR_NOOP("the proposal"),
    REMATCH: QT_TR_NOOP("the rematch"),
}
