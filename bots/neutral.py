"""The Neutral bot: answers a Neutral faction's decisions from its Guideline data (section IV).

Each handler names the rule it follows. Equal best options come back as a TieBreak, which the
engine settles with 2d6 (4.01.3, 1.04.8), so the bot itself never uses chance.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.decision import Choice, Decision, Option, OptionList, TieBreak
from engine.state import Location, Senator
from engine.view import GameView
from guidelines.schema import Guideline, LeaderCriterion
from solo.setup import DONE

Score = tuple[int, ...]


def best_of(options: Sequence[Option], score: Callable[[Option], Score]) -> Choice:
    """The option with the highest score, or a TieBreak among the equal best."""
    scores = [score(o) for o in options]
    top = max(scores)
    best = [o for o, s in zip(options, scores, strict=True) if s == top]
    return best[0] if len(best) == 1 else TieBreak(tuple(o.key for o in best))


LEADER_SCORES: dict[LeaderCriterion, Callable[[Senator], int]] = {
    "max_military": lambda s: s.military,
    "max_influence": lambda s: s.influence,
    "max_influence_plus_popularity": lambda s: s.influence + s.popularity,
}
"""Faction Leader Guideline criteria (4.01.3)."""


def votes(senator: Senator) -> int:
    """Votes a Senator controls: Oratory plus Knights, in Rome only (1.09.141)."""
    if senator.location is not Location.ROME:
        return 0
    return senator.oratory + senator.knights


class NeutralBot:
    """Plays every Neutral seat from the Guideline of that seat's role."""

    def decide(self, view: GameView, decision: Decision) -> Choice:
        """Answer a Neutral decision by its Guideline and section IV."""
        handler = self._handlers().get(decision.kind)
        if handler is None:
            raise NotImplementedError(f"NeutralBot has no rule for decision {decision.kind!r}")
        return handler(view, decision)

    def _handlers(self) -> dict[str, Callable[[GameView, Decision], Choice]]:
        return {
            "faction.leader": self.faction_leader,
            "setup.play_card": self.play_card,
            "concession.assign": self.assign_concession,
            "province.governor": self.province_governor,
        }

    @staticmethod
    def guideline(view: GameView) -> Guideline:
        """The Guideline of the viewing Neutral."""
        return view.guidelines[view.me.role]  # type: ignore[index]

    def faction_leader(self, view: GameView, decision: Decision) -> Choice:
        """The Senator who scores highest on the Faction Leader criterion (4.01.3)."""
        score = LEADER_SCORES[self.guideline(view).faction_leader]
        senators = view.senators
        return best_of(_options(decision), lambda o: (score(senators[o.key]),))

    def play_card(self, view: GameView, decision: Decision) -> Choice:
        """Play every playable Statesman, lowest ID first, then Concessions by card number
        (4.01.4; ruling: Statesmen before Concessions)."""
        options = [o for o in _options(decision) if o.key != DONE]
        statesmen = [o for o in options if o.key.startswith("statesman:")]
        if statesmen:
            return min(statesmen, key=lambda o: _statesman_order(o.key))
        if options:
            return min(options, key=lambda o: o.value if isinstance(o.value, int) else 0)
        return _options(decision).find(DONE) or decision.options[0]

    def assign_concession(self, view: GameView, decision: Decision) -> Choice:
        """The Senator with the fewest Concessions, then the most Influence, then 2d6 (4.01.4)."""
        senators = view.senators
        return best_of(
            _options(decision),
            lambda o: (-len(senators[o.key].concessions), senators[o.key].influence),
        )

    def province_governor(self, view: GameView, decision: Decision) -> Choice:
        """The eligible Senator with the fewest votes, then least Influence, then 2d6; term dial
        from the Guideline's game-start year, dial = 4 - year (neutrals.md 3.4, D4; 4.05.415)."""
        start = self.guideline(view).governor_start_year
        year = start.developed if decision.context.get("developed") else start.undeveloped
        dial = 4 - year
        senators = view.senators
        candidates = [o for o in _options(decision) if o.key.endswith(f"@{dial}")]
        return best_of(
            candidates,
            lambda o: (
                -votes(senators[o.key.rsplit("@", 1)[0]]),
                -senators[o.key.rsplit("@", 1)[0]].influence,
            ),
        )


def _options(decision: Decision) -> OptionList:
    if not isinstance(decision.options, OptionList):
        raise TypeError(f"{decision.kind} offers amounts, not a list of options")
    return decision.options


def _statesman_order(key: str) -> tuple[int, str]:
    """Statesmen by ID: number, then letter ("1A" < "1C" < "2A" < "22A")."""
    code = key.split(":", 1)[1]
    digits = "".join(ch for ch in code if ch.isdigit())
    return int(digits), code[len(digits) :]
