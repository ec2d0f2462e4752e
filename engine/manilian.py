"""The Manilian Law (1.07.36, the Law cards): from now on a victorious Commander may, in the
Revolution Phase, keep his Army and move it onto any current War whose Fleet Support his Fleets
meet, with no Senate approval (a later matching War only while the earlier Active ones are
fought, 1.07.332); an Inactive or Imminent War he goes to becomes Active at once (1.07.3321).
He stays in the field as a Proconsul (who may be recalled, 1.09.644) and fights in the next
Combat Phase, not before.

Decision (of the Commander's faction; a Neutral's is delegated to the Dominant Player, 4.02.2):
``law.keep_army``: ``lay_down``, or ``war:<card_no>`` for the War he moves onto.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Final

from engine.after_battle import make_proconsul
from engine.combat import army_strength, force, war_strength
from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.decisions import LAW_KEEP_ARMY
from engine.effects import handles_effect
from engine.forces import war_place
from engine.forum_cards import matching_wars, war_card
from engine.queries import rule_change_in_force
from engine.state import Location, Senator, WarStatus

LAY_DOWN: Final = "lay_down"
MOVE_PREFIX: Final = "war:"
"""Option keys: lay down the command, or move onto a War."""

CURRENT: Final = (WarStatus.ACTIVE, WarStatus.UNPROSECUTED, WarStatus.INACTIVE, WarStatus.IMMINENT)
"""The boxes of the Wars he may move onto: any War in play, an Imminent one included (1.07.3321:
it may be attacked "just as if" Inactive, and is then Active at once)."""
ACTIVE: Final = (WarStatus.ACTIVE, WarStatus.UNPROSECUTED)


def reachable_wars(ctx: Context, commander: Senator) -> list[int]:
    """The current Wars whose Fleet Support his Fleets meet, his own War excepted, and none of a
    matching series while an earlier Active War of it goes unprosecuted (1.07.332)."""
    _, fleets = force(ctx.state, commander)
    return [
        war
        for war, status in sorted(ctx.state.wars.items())
        if status in CURRENT
        and war != commander.commands
        and len(fleets) >= war_strength(ctx.state, ctx.catalog, war).support
        and not earlier_unprosecuted(ctx, war, commander)
    ]


def earlier_unprosecuted(ctx: Context, war: int, commander: Senator) -> list[int]:
    """The earlier Active Wars of this War's series that no Commander but ``commander`` (who
    leaves his own) is fighting: Rome may not attack the later one while they wait (1.07.332)."""
    state = ctx.state
    card = war_card(ctx.catalog, war)
    fought = {
        s.commands
        for s in state.senators.values()
        if s.location is Location.WAR and s is not commander
    }
    return [
        other
        for other in matching_wars(state, ctx.catalog, card)
        if state.wars[other] in ACTIVE
        and (war_card(ctx.catalog, other).series_number or 0) < (card.series_number or 0)
        and other not in fought
    ]


@handles_effect("law", "commander_keeps_army", rule="1.07.36")
def keep_army(ctx: Context, commander: Senator) -> Generator[Decision, Choice, bool]:
    """Under the Manilian Law the victor may take his Army onto another War as Proconsul
    instead of laying down his command; True if he does (the Law cards)."""
    state = ctx.state
    if not rule_change_in_force(state, ctx.catalog, "commander_keeps_army"):
        return False
    seat = commander.faction
    wars = reachable_wars(ctx, commander)
    if seat is None or not wars:
        return False
    legions, _ = force(state, commander)
    options = [Option(LAY_DOWN, None, "lay down his command")]
    options += [
        Option(f"{MOVE_PREFIX}{war}", war, f"take his Army to the {ctx.catalog.card_name(war)}")
        for war in wars
    ]
    decision = ctx.ask(
        seat,
        LAW_KEEP_ARMY,
        "1.07.36",
        options,
        f"Manilian Law: does {commander.name} keep his Army and move it onto a War?",
        senator=commander.key,
        army=army_strength(ctx.catalog, legions) + commander.military,
        strengths={
            f"{MOVE_PREFIX}{war}": war_strength(state, ctx.catalog, war).land for war in wars
        },
    )
    if not state.factions[seat].is_player:
        decision = decision.delegated_to(ctx.rules.dominant_player(ctx))
    choice = yield decision
    assert isinstance(choice, Option)
    if choice.key == LAY_DOWN:
        return False
    war = choice.value
    assert isinstance(war, int)
    move_army(ctx, commander, war)
    return True


def move_army(ctx: Context, commander: Senator, war: int) -> None:
    """His Force goes to the War, he becomes its Proconsul, and an Inactive or Imminent War
    turns Active (the Law cards, 1.07.3321)."""
    state = ctx.state
    for unit in (*state.legions, *state.fleets):
        if unit.commander == commander.key:
            unit.location = war_place(war)
    commander.commands = war
    if commander.key in state.victors:
        state.victors.remove(commander.key)
    if commander.key not in state.dispatched:
        state.dispatched.append(commander.key)
    activated = state.wars[war] in (WarStatus.INACTIVE, WarStatus.IMMINENT)
    if activated:
        state.wars[war] = WarStatus.ACTIVE
    ctx.record(
        ctx.senator_actor(commander),
        "keeps_army",
        "1.07.36",
        f"{commander.name} keeps his Army and takes it onto the {ctx.catalog.card_name(war)}"
        + (", which becomes Active" if activated else ""),
        senator=commander.key,
        war=war,
    )
    make_proconsul(ctx, commander)
