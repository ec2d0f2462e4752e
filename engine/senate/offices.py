"""The Senate's offices as the basic game gives them (1.09): what one Senate Phase remembers,
annual offices ending (1.09.22, 1.09.33), Corrupt and Major markers leaving (1.09.45),
Repopulating Rome (1.09.81), what an office gives its holder (1.09.2-1.09.51) and the closing
check on the Land Commissioner (1.09.61). The base game's Senate (engine/senate/phase.py) and
section IV's (solo/phases/senate.py) both build on it.

Decision kind ``senate.repopulate`` [Senator keys]: the faction receiving a Senator from the
Forum (the Curia being empty) chooses which (1.09.81).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from engine.consul_for_life import appoint_consul_for_life
from engine.context import Context, Procedure
from engine.death import top_claimable
from engine.effects import handles_effect
from engine.legates import goes_or_legate
from engine.queries import in_rome, rule_change_in_force, senators_in_rome
from engine.senate.decisions import SENATE_REPOPULATE
from engine.senators import senator_options
from engine.state import GameState, Location, Office, Senator
from engine.value_class import ValueClass

ROME_QUORUM: Final = 8
"""Rome is repopulated whenever fewer Aligned Senators than this are in it (1.09.81)."""


GOVERNOR_TERM: Final = 3
"""A new Governor's term dial (1.09.51)."""


ANNUAL_OFFICES: Final = (
    Office.ROME_CONSUL,
    Office.FIELD_CONSUL,
    Office.DICTATOR,
    Office.MASTER_OF_HORSE,
)
"""Offices that end when the next Senate Phase opens (4.05.1 ruling; 1.09.22, 1.09.33)."""


CONSULAR: Final = (Office.ROME_CONSUL, Office.FIELD_CONSUL, Office.DICTATOR)
"""Offices whose holders take a Prior Consul marker when they leave them (1.09.22, 1.09.33)."""


REHIDDEN: Final = ("armaments", "ship_building")
"""Concessions whose revealed corrupt bar is hidden again after Prosecutions (1.09.45)."""


TRADITION_ERODES: Final = "consecutive_consulships_allowed"
"""The Law change that lets last turn's Consuls be Consuls again (1.09.2)."""


@dataclass(slots=True)
class Senate(ValueClass):
    """What one Senate Phase remembers between its steps (4.05.1)."""

    outgoing_consuls: frozenset[str] = frozenset()
    """Last turn's Consuls and Dictator, not to be Consul again this turn (1.09.2); in turn 1
    the Temporary Rome Consul (spec 4.05.41)."""
    returned_governors: frozenset[str] = frozenset()
    """Governors back in Rome this turn, eligible again only as the last candidates (1.09.51)."""
    corrupt_returned: frozenset[str] = frozenset()
    """Those of them who came back with a Corrupt marker: the Calpurnian court may fine one
    (1.07.36)."""
    filled: set[Office] = field(default_factory=set)
    """Consulships and Censorship awarded this phase: never awarded twice (1.09.173)."""
    consul_for_life_tried: bool = False
    """A Consul for Life candidate was named this turn (1.09.821: once a turn)."""
    free_tribunes_used: set[str] = field(default_factory=set)
    """Statesmen who used their free Tribune this turn (1.09.151)."""
    settled: dict[tuple[str, ...], str] = field(default_factory=dict)
    """2d6 tie-breaks already rolled for an eligibility rule, by the tied Senators' keys."""

    def __init__(
        self,
        outgoing_consuls: frozenset[str] = frozenset(),
        returned_governors: frozenset[str] = frozenset(),
        corrupt_returned: frozenset[str] = frozenset(),
        filled: set[Office] | None = None,
        consul_for_life_tried: bool = False,
        free_tribunes_used: set[str] | None = None,
        settled: dict[tuple[str, ...], str] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.outgoing_consuls = outgoing_consuls
        self.returned_governors = returned_governors
        self.corrupt_returned = corrupt_returned
        self.filled = set() if filled is None else filled
        self.consul_for_life_tried = consul_for_life_tried
        self.free_tribunes_used = set() if free_tribunes_used is None else free_tribunes_used
        self.settled = {} if settled is None else settled

    def holds_new_office(self, senator: Senator) -> bool:
        """Whether he holds an office given in this Senate Phase; last turn's Censor keeps his
        marker until a new Censor is awarded (4.05.1 ruling)."""
        offices = senator.offices
        if not offices:  # most Senators: no office to look at
            return False
        return any(o in ANNUAL_OFFICES for o in offices) or (
            Office.CENSOR in offices and Office.CENSOR in self.filled
        )

    def settle(self, ctx: Context, tied: Sequence[Senator], rule: str, why: str) -> Senator:
        """One of tied Senators by 2d6 (1.04.8), rolled once per phase for the same tie."""
        key = tuple(sorted(s.key for s in tied))
        if key not in self.settled:
            self.settled[key] = ctx.tie_break(tied, rule, why, name=lambda s: s.name).key
        return next(s for s in tied if s.key == self.settled[key])


def leave_annual_offices(ctx: Context, rule: str = "4.05.1") -> frozenset[str]:
    """The annual offices are vacated; returns last turn's Consuls and Dictator (1.09.22,
    1.09.33). ``rule``: when they end: as the Senate opens in section IV (4.05.1), as the new
    Consuls are elected in the base game (1.09.22)."""
    outgoing: set[str] = set()
    for senator in ctx.state.senators.values():
        left = [o for o in senator.offices if o in ANNUAL_OFFICES]
        if not left:
            continue
        senator.offices = [o for o in senator.offices if o not in ANNUAL_OFFICES]
        marker = ""
        if any(o in CONSULAR for o in left):
            outgoing.add(senator.key)
            if not senator.prior_consul:
                senator.prior_consul = True
                marker = " and takes a Prior Consul marker"
        if ctx.logs("leaves_office"):
            ctx.record(
                ctx.senator_actor(senator),
                "leaves_office",
                rule,
                f"{senator.name} leaves office as {', '.join(left)}{marker}",
                senator=senator.key,
            )
    return frozenset(outgoing)


def clear_markers(ctx: Context) -> None:
    """Corrupt and Major markers leave the Senators in Rome, and their Armaments and Ship
    Building hide the corrupt bar again (1.09.45)."""
    rehidden = {c.card_no for c in ctx.catalog.concessions.concessions if c.kind in REHIDDEN}
    for senator in senators_in_rome(ctx.state.senators.values()):
        hidden = [n for n in senator.corrupt_concessions if n in rehidden]
        gone = [
            name for name, held in (("Corrupt", senator.corrupt), ("Major", senator.major)) if held
        ]
        gone += [f"{ctx.catalog.card_name(n)} corrupt bar" for n in hidden]
        if not gone:
            continue
        senator.corrupt = senator.major = False
        senator.corrupt_concessions = [n for n in senator.corrupt_concessions if n not in hidden]
        if ctx.logs("markers_removed"):
            ctx.record(
                ctx.senator_actor(senator),
                "markers_removed",
                "1.09.45",
                f"{senator.name} loses his {' and '.join(gone)}",
                senator=senator.key,
            )


def governors_returned(ctx: Context) -> frozenset[str]:
    """Governors whose term ended in this turn's Revenue Phase (1.06.6), from the log."""
    returned: set[str] = set()
    for event in reversed(ctx.log):
        if event.turn != ctx.state.turn:
            break
        if event.act == "governor_returns":
            returned.add(str(event.data["senator"]))
    return frozenset(returned)


@handles_effect("law", "consecutive_consulships_allowed", rule="1.09.2")
def tradition_erodes(ctx: Context) -> bool:
    """Whether a Law in force lets a Senator be Consul in consecutive turns (1.09.2)."""
    return rule_change_in_force(ctx.state, ctx.catalog, TRADITION_ERODES)


def aligned_in_rome(state: GameState) -> int:
    """How many Aligned Senators are in Rome (1.09.81)."""
    return len(senators_in_rome(state.senators.values()))


def repopulate_rome(ctx: Context) -> Procedure:
    """While fewer than eight Aligned Senators are in Rome, the top Senator of the Curia joins
    the faction with the fewest Senators (ties: least Influence in Rome, then 2d6); with the
    Curia empty, the receiving faction chooses one from the Forum (1.09.81)."""
    state = ctx.state
    while aligned_in_rome(state) < ROME_QUORUM:
        curia = top_claimable(state)
        forum = state.forum_senators() if curia is None else []
        if curia is None and not forum:
            return
        seat = receiving_faction(ctx)
        key = curia
        if key is None:
            choice = yield ctx.ask(
                seat,
                SENATE_REPOPULATE,
                "1.09.81",
                senator_options(forum),
                "Rome needs Senators: choose one from the Forum to join your faction",
            )
            key = choice.key
        promote(ctx, seat, key)


def receiving_faction(ctx: Context) -> int:
    """The faction with the fewest Senators, ties to the least Influence in Rome, then 2d6
    (1.09.81); never an eliminated one (1.05.4)."""
    state = ctx.state

    def score(seat: int) -> tuple[int, int]:
        senators = state.faction_senators(seat)
        return -len(senators), -sum(s.influence for s in senators if in_rome(s))

    return ctx.best_by(
        [f.seat for f in state.factions if not f.eliminated],
        score,
        "1.09.81",
        "the faction repopulating Rome",
        name=ctx.faction_name,
    )


def promote(ctx: Context, seat: int, key: str) -> None:
    """The Senator joins the faction in Rome; a faction that had none makes him its Faction
    Leader (1.09.81, 1.05.4)."""
    state = ctx.state
    faction = state.factions[seat]
    senator = state.senators[key]
    source = "the Curia" if senator.location is Location.CURIA else "the Forum"
    if senator.location is Location.CURIA:
        state.curia.remove(key)
    if not state.faction_senators(seat):
        faction.leader = key
        state.awaiting_curia = tuple(s for s in state.awaiting_curia if s != seat)
    senator.faction = seat
    senator.location = Location.ROME
    ctx.record(
        ctx.faction_name(seat),
        "repopulate",
        "1.09.81",
        f"takes {senator.name} from {source} to repopulate Rome",
        senator=key,
    )


def award_office(
    ctx: Context, senate: Senate, office: Office, senator: Senator, rule: str, actor: str
) -> None:
    """A Consulship or the Censorship: the marker and its Influence (1.09.22, 1.09.4). Last
    turn's Censor made Consul gives up the Censorship (1.09.2); a new Censor takes the marker
    from the old one."""
    influence = ctx.catalog.tables.influence
    gain = influence.censor if office is Office.CENSOR else influence.consul
    for holder in ctx.state.senators.values():
        if Office.CENSOR in holder.offices and (
            office is Office.CENSOR or holder.key == senator.key
        ):
            holder.offices.remove(Office.CENSOR)
    senator.offices.append(office)
    senator.influence += gain
    senate.filled.add(office)
    if ctx.logs("office"):
        ctx.record(
            actor,
            "office",
            rule,
            f"{recipient(ctx, senator, actor)} becomes {office} (+{gain} Influence, "
            f"{senator.influence})",
            senator=senator.key,
            office=str(office),
        )
    appoint_consul_for_life(ctx)


def award_governorship(
    ctx: Context, senator: Senator, province_key: str, rule: str, actor: str
) -> Procedure:
    """The new Governor takes the Province with the term dial at 3 and leaves Rome at once
    (1.09.5, 1.09.51); an Unaligned one leaves the Forum (1.09.53). Under the Vatinian Law one in
    Rome may govern by Legate instead and stay (1.13.1)."""
    province = ctx.state.provinces[province_key]
    by_legate = yield from goes_or_legate(ctx, senator, province_key)
    province.governor = senator.key
    province.term = GOVERNOR_TERM
    province.legate = by_legate
    name = ctx.catalog.province_by_key[province_key].name
    if by_legate:
        where = "by Legate and stays where he is"
    else:
        senator.province = province_key
        senator.location = Location.PROVINCE
        where = "and leaves Rome"
    ctx.record(
        actor,
        "governor",
        rule,
        f"{recipient(ctx, senator, actor)} governs {name} (term dial {GOVERNOR_TERM}) {where}",
        senator=senator.key,
        province=province_key,
    )


@handles_effect("concession", "requires_land_bill", rule="1.09.61")
def close_senate(ctx: Context) -> None:
    """With no Land Bill in effect, an assigned Land Commissioner goes back to the Forum at
    the end of the Senate Phase (1.09.61; D2-12)."""
    state = ctx.state
    if state.land_bills:
        return
    for card in ctx.catalog.concessions.concessions:
        if not card.requires_land_bill:
            continue
        for senator in state.senators.values():
            if card.card_no in senator.concessions:
                senator.concessions.remove(card.card_no)
                state.forum_concessions.append(card.card_no)
                ctx.record(
                    ctx.senator_actor(senator),
                    "concession_returned",
                    "1.09.61",
                    f"{card.name} returns to the Forum: no Land Bill is in effect",
                    concession=card.card_no,
                )


def recipient(ctx: Context, senator: Senator, actor: str) -> str:
    """A Senator's name, with his faction's (or Unaligned) when another faction acts."""
    own = "Unaligned" if senator.faction is None else ctx.faction_name(senator.faction)
    return senator.name if own == actor else f"{senator.name} ({own})"
