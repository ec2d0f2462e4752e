"""When the base-faction bot (bots/base_faction.py) announces an Assassination (1.09.7): on a
rival about to win (the nominee of a Consul for Life vote, 1.09.821, a Senator within an
office's Influence of the automatic appointment, 1.09.822, or the strongest Senator of the
faction leading in Influence once Era Ends is drawn, 1.12.2) whenever the roll can kill him; on a
rival's Faction Leader of high Influence only with Assassin cards that make the kill likely and
the catch unlikely on the Assassination Table (1.09.72-1.09.74: a caught assassin dies, his
Leader loses 5 Influence and is tried). It sends its least influential Senator in Rome but its
Leader, with every Assassin card it holds. Every answer carries its reason."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.decision import Choice, Decision, Option, with_reason
from engine.queries import in_rome
from engine.readonly import SenatorView
from engine.senate.assassins import ATTEMPT_PREFIX
from engine.senate.decisions import SENATE_BUSINESS, SENATE_PROSECUTION, SENATE_VOTE
from engine.senate.land_bill_assassination import NONE
from engine.view import GameView

OFFICE_REACH: Final = 5
"""Influence an office on the floor may add (a Consul's or the Censor's, 1.09.22, 1.09.4): a
rival this close to the automatic Consul for Life is about to win (1.09.822)."""

LEADER_INFLUENCE: Final = 10
"""Influence from which a rival's Faction Leader is worth an attempt with Assassin cards."""

KILL_ODDS: Final = 0.5
CATCH_ODDS: Final = 1 / 6
"""The odds an attempt on a Faction Leader needs: at least this chance to kill, at most this
chance to be caught (1.09.72, 1.09.73)."""

WHY_SENT: Final = "its least influential Senator but its Leader, every Assassin card (1.09.72)"

ASSASSIN_CARD: Final = "assassin"
"""The Intrigue card key of an Assassin (1.09.72)."""


@dataclass(frozen=True, slots=True)
class Odds:
    """The chances of one attempt on the Assassination Table, the target's Secret Bodyguards
    unknown: the target killed, the assassin caught (first roll or an Open Bodyguard's catch
    roll, 1.09.72, 1.09.73)."""

    kill: float
    caught: float


def odds(view: GameView, target: str, cards: int) -> Odds:
    """The odds with ``cards`` Assassin cards and the target's Open Bodyguard, if any."""
    table = view.catalog.tables.assassination
    guarded = target in view.open_bodyguards
    modifier = cards * table.per_assassin_card + (table.open_bodyguard if guarded else 0)
    faces = [table.result(die + modifier).outcome for die in range(1, 7)]
    kill = faces.count("target_killed") / 6
    first = faces.count("assassin_caught") / 6
    caught = first + (1 - first) * first if guarded else first
    return Odds(kill, caught)


def assassin_cards(view: GameView) -> int:
    """The Assassin cards in its own hand."""
    catalog = view.catalog
    return sum(1 for n in view.me.hand if catalog.entry(n).key == ASSASSIN_CARD)


def threat(view: GameView, decision: Decision, senator: SenatorView) -> str:
    """Why the target must die now, or '': a rival nominated Consul for Life, or one an office
    on the floor could make Consul for Life (1.09.821, 1.09.822)."""
    if senator.faction == view.seat:
        return ""
    if decision.context.get("proposal") == f"consul_for_life:{senator.key}":
        return f"{senator.name} would be Consul for Life and win (1.09.821, 1.12.2)"
    automatic = view.catalog.tables.influence.consul_for_life_automatic
    if senator.influence + OFFICE_REACH >= automatic:
        return f"{senator.name}'s {senator.influence} Influence nears Consul for Life (1.09.822)"
    leader = _influence_leader(view) if view.era_ends_drawn else None
    if leader is not None and senator.faction == leader:
        strongest = max(view.senators_of(leader), key=lambda s: (s.influence, s.key))
        if strongest.key == senator.key:
            return f"{senator.name}'s faction leads in Influence as the Era ends (1.12.2)"
    return ""


def _influence_leader(view: GameView) -> int | None:
    """The faction with more Influence than any other, if one has (1.12.2)."""
    totals = {f.seat: sum(s.influence for s in view.senators_of(f.seat)) for f in view.factions}
    ranked = sorted(totals.values(), reverse=True)
    if len(ranked) > 1 and ranked[0] == ranked[1]:
        return None
    return max(totals, key=lambda seat: totals[seat])


def prize(view: GameView, senator: SenatorView, cards: int) -> str:
    """Why an attempt on a rival's Faction Leader is worth its risk, or ''."""
    if not cards or senator.influence < LEADER_INFLUENCE or senator.faction is None:
        return ""
    if view.factions[senator.faction].leader != senator.key:
        return ""
    chances = odds(view, senator.key, cards)
    if chances.kill < KILL_ODDS or chances.caught > CATCH_ODDS:
        return ""
    return (
        f"{senator.name}, a rival's Faction Leader with {senator.influence} Influence: "
        f"{chances.kill:.0%} to kill, {chances.caught:.0%} to be caught (1.09.72)"
    )


def announced(view: GameView, decision: Decision) -> Choice | None:
    """The attempt worth announcing on this decision (a vote, the business or the Censor's next
    charge that offer them), most influential target first, if any (1.09.7)."""
    if decision.kind not in (SENATE_VOTE, SENATE_BUSINESS, SENATE_PROSECUTION):
        return None
    cards = assassin_cards(view)
    found: list[tuple[bool, int, str, str, Option]] = []
    for option in decision.options:
        if not isinstance(option, Option) or not option.key.startswith(ATTEMPT_PREFIX):
            continue
        senator = view.senators[option.key.removeprefix(ATTEMPT_PREFIX)]
        why = threat(view, decision, senator)
        urgent = bool(why) and odds(view, senator.key, cards).kill > 0
        why = why if urgent else prize(view, senator, cards)
        if why:
            found.append((not urgent, -senator.influence, senator.key, why, option))
    if not found or not _spare_assassin(view):
        return None
    *_, why, chosen = min(found)
    return with_reason(chosen, "1.09.7", why)


def _spare_assassin(view: GameView) -> bool:
    """A Senator of its own in Rome who is not its Faction Leader (a caught Leader dies with no
    trial, 1.09.74)."""
    leader = view.me.leader
    return any(s.key != leader for s in view.senators_of(view.seat) if in_rome(s))


def sent_first(view: GameView, key: str) -> tuple[bool, int, str]:
    """Whom a faction sends as its assassin first: not its Leader, least Influence."""
    return (key == view.me.leader, view.senators[key].influence, key)


def assassin(view: GameView, decision: Decision, why: str = WHY_SENT) -> Choice:
    """``senate.assassin`` (options ``<senator>@<cards>``): its least influential Senator but
    its Leader, with every Assassin card (1.09.72)."""
    options = [o for o in decision.options if isinstance(o, Option)]
    best = min(
        options, key=lambda o: (sent_first(view, o.key.split("@")[0]), -int(o.key.split("@")[1]))
    )
    return with_reason(best, decision.rule, why)


def land_bill_attempt(view: GameView, decision: Decision) -> Choice:
    """``senate.land_bill_assassin`` (options ``none``, ``<assassin>@<sponsor>@<cards>``): a
    sponsor who threatens to win, or a Faction Leader worth the risk, with every Assassin card;
    caught, only the assassin dies (1.09.623)."""
    cards = assassin_cards(view)
    worth: list[tuple[tuple[bool, int, str], str, Option]] = []
    for option in decision.options:
        if not isinstance(option, Option) or option.key == NONE:
            continue
        sent, target, count = option.key.split("@")
        sponsor = view.senators[target]
        why = threat(view, decision, sponsor) or prize(view, sponsor, cards)
        if why and int(count) == cards:
            worth.append((sent_first(view, sent), why, option))
    if not worth:
        return with_reason(decision.resolve(NONE), decision.rule, "no sponsor worth the risk")
    _, why, best = min(worth, key=lambda w: w[0])
    return with_reason(best, decision.rule, f"{why}; its least influential Senator sent")
