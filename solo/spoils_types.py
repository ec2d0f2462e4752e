"""What a division of Spoils works with (4.05.4): its option keys, the Pick of an item for a
Senator and its words, the Land Bill waiting for its co-sponsor, the division in progress
(``Spoils``) and who is eligible for what (``Eligible``, 4.05.41).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from engine.context import Context
from engine.decision import Choice, Decision, Option
from engine.schemas.senate_tables import LandBillType
from engine.senate.offices import Senate
from engine.state import Location, Office, Senator
from engine.value_class import ValueClass
from solo.neutrals import SpoilsItem

PASS: Final = "pass"
ALLOW: Final = "allow"
VETO: Final = "veto"
DECLINE: Final = "decline"
TRIBUNE: Final = "tribune"
COSPONSOR: Final = "cosponsor"
"""Option keys and the co-sponsorship target of the Spoils decisions."""

SENATE: Final = "Senate"
"""Who the log names for awards no faction picked (4.05.41)."""

OFFICES: Final[dict[SpoilsItem, Office]] = {
    "rome_consul": Office.ROME_CONSUL,
    "field_consul": Office.FIELD_CONSUL,
    "censor": Office.CENSOR,
}
"""Spoils items that are annual offices (4.05.4)."""


Asking = Generator[Decision, Choice, bool]
"""A step that may ask and returns whether something happened (a veto, a negation, an end)."""


@dataclass(frozen=True, slots=True)
class Pick:
    """One Spoils item and the Senator who receives it (4.05.4)."""

    kind: SpoilsItem
    senator: str
    target: str = ""
    """The Province, Concession card key, Land Bill type, or ``cosponsor``."""

    @property
    def item(self) -> str:
        """The item's stable name: its kind, and its target if it has one."""
        return f"{self.kind}:{self.target}" if self.target else self.kind

    @property
    def key(self) -> str:
        """The option key: item and receiving Senator."""
        return f"{self.item}@{self.senator}"

    @property
    def is_office(self) -> bool:
        """An annual office or a Governorship (4.05.418)."""
        return self.kind in OFFICES or self.kind == "governor"

    @property
    def sponsors(self) -> bool:
        """The sponsorship of an optional Land Bill (4.05.417)."""
        return self.kind == "land_bill" and self.target != COSPONSOR

    @property
    def cosponsors(self) -> bool:
        """The co-sponsorship of the pending Land Bill (4.05.416, 4.05.417)."""
        return self.kind == "land_bill" and self.target == COSPONSOR


PICKS_KEPT: Final = 4096
"""Picks kept for reuse (``pick_of``): more than the items and Senators of a game."""


@lru_cache(maxsize=PICKS_KEPT)
def pick_of(kind: SpoilsItem, senator: str, target: str = "") -> Pick:
    """The Pick of an item for a Senator: a value made once and kept, as the rounds of a
    division offer the same items again and again."""
    return Pick(kind, senator, target)


@dataclass(slots=True)
class LandBill(ValueClass):
    """A sponsored Land Bill waiting for its co-sponsor (1.09.62, 4.05.416)."""

    sponsor: str
    type: LandBillType
    mandatory: bool

    def __init__(self, sponsor: str, type: LandBillType, mandatory: bool) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.sponsor = sponsor
        self.type = type
        self.mandatory = mandatory


@dataclass(slots=True)
class Spoils(ValueClass):
    """The division of Spoils in progress (4.05.4)."""

    senate: Senate
    order: list[int]
    bill: LandBill | None = None
    bill_used: bool = False
    """One Land Bill per turn, mandatory or not, passed or failed (4.05.416)."""
    skip_next: set[int] = field(default_factory=set)
    """Neutrals whose next turn went on negating a pass (4.05.417)."""
    offered: dict[tuple[str, str, str, str], Option] = field(default_factory=dict)
    """Each pick's option by its recipient's words, made once: the rounds offer it again and
    again."""
    found: Eligible | None = None
    picks: dict[int, list[Pick]] = field(default_factory=dict)
    """Each seat's legal picks while ``found`` says who is eligible (``legal_picks``): a turn
    asks for them several times, and they are reckoned afresh whenever anything changed (a new
    Eligible, or ``unchanged`` when only the division's own record did)."""

    def __init__(
        self,
        senate: Senate,
        order: list[int],
        bill: LandBill | None = None,
        bill_used: bool = False,
        skip_next: set[int] | None = None,
        offered: dict[tuple[str, str, str, str], Option] | None = None,
        found: Eligible | None = None,
        picks: dict[int, list[Pick]] | None = None,
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        self.senate = senate
        self.order = order
        self.bill = bill
        self.bill_used = bill_used
        self.skip_next = set() if skip_next is None else skip_next
        self.offered = {} if offered is None else offered
        self.found = found
        self.picks = {} if picks is None else picks

    @property
    def mandatory_bill(self) -> LandBill | None:
        """The pending Land Bill if it is mandatory."""
        return self.bill if self.bill is not None and self.bill.mandatory else None


def offered(pick: Pick, picks: Sequence[Pick]) -> bool:
    """Whether the pick is among ``picks``: the very value (``pick_of`` keeps them), else an
    equal one; the list's own ``in`` would compare every Pick before it field by field."""
    return any(p is pick for p in picks) or pick in picks


@dataclass(frozen=True, slots=True)
class Eligible(ValueClass):
    """Who may receive each Spoils item at one moment (4.05.41-4.05.415)."""

    rome: list[Senator]
    """Aligned Senators in Rome."""
    consuls: list[Senator]
    censors: list[Senator]
    governors: list[Senator]
    unaligned: list[Senator]
    """Unaligned Senators in the Forum, Governors only as a Player's pick or the last resort
    (1.09.53)."""
    provinces: list[str]
    concessions: list[str]

    def __init__(
        self,
        rome: list[Senator],
        consuls: list[Senator],
        censors: list[Senator],
        governors: list[Senator],
        unaligned: list[Senator],
        provinces: list[str],
        concessions: list[str],
    ) -> None:
        # Written out, so mypyc compiles it (README "Speed"); the dataclass's own stays Python.
        object.__setattr__(self, "rome", rome)
        object.__setattr__(self, "consuls", consuls)
        object.__setattr__(self, "censors", censors)
        object.__setattr__(self, "governors", governors)
        object.__setattr__(self, "unaligned", unaligned)
        object.__setattr__(self, "provinces", provinces)
        object.__setattr__(self, "concessions", concessions)


def pick_option(ctx: Context, spoils: Spoils, pick: Pick) -> Option:
    """The pick as an option, its label in words (``pick_label``)."""
    who = _who(ctx, pick)
    seen = (pick.kind, pick.senator, pick.target, who)  # plain strings hash faster than a Pick
    found = spoils.offered.get(seen)
    if found is None:
        found = spoils.offered[seen] = Option(pick.key, pick, pick_label(ctx, pick, who))
    return found


def _who(ctx: Context, pick: Pick) -> str:
    """The recipient of a pick in words."""
    senator = ctx.state.senators[pick.senator]
    return senator.name if senator.location is not Location.FORUM else f"{senator.name} (Unaligned)"


def pick_label(ctx: Context, pick: Pick, who: str | None = None) -> str:
    """A pick in words: item, then recipient (``who``, if already known)."""
    who = _who(ctx, pick) if who is None else who
    if pick.kind in OFFICES:
        return f"{OFFICES[pick.kind]}: {who}"
    if pick.kind == "governor":
        return f"Governor of {ctx.catalog.province_by_key[pick.target].name}: {who}"
    if pick.kind == "concession":
        return f"{ctx.catalog.card_by_key[pick.target].name}: {who}"
    if pick.cosponsors:
        return f"Land Bill co-sponsor: {who}"
    return f"Type {pick.target} Land Bill sponsor: {who}"
