"""The section IV decision kinds, declared once in the catalogue of ``engine/decisions.py``:
the name, rule, who is asked, what an option means, the typed context and an example."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, TypedDict

from engine.decision import Option
from engine.decision_contexts import CommanderContext, GraftContext, NoContext, TargetContext
from engine.decisions import DecisionKind, declare


class MembersContext(TypedDict):
    """The seats of the factions a Ruling Coalition would hold."""

    members: tuple[int, ...]


class ForceOutline(TypedDict):
    """A new Commander's Force as it would fight: the Commander (key), his War (card number),
    its Strength on land and at sea with his Military rating (1.10.11, 1.10.12), the Legions
    and Fleets that could be lost (1.10.6), and the War's Land and Fleet Strength and Fleet
    Support as the plan counts them (1.07.331, 1.07.332)."""

    commander: str
    war: int
    land: int
    sea: int
    legions: int
    fleets: int
    enemy_land: int
    enemy_sea: int
    support: int


class AssignContext(TypedDict):
    """The Wars (card numbers) that receive a new Commander; for each option key, what each new
    Commander's Force may expect this turn, in dispatch order: the chance it wins its War
    (``victory``) and of a ``defeat`` or ``disaster`` on the way (solo/force_odds.py), and
    each Force itself (``forces``), each reckoned when first read (``solo.deployment.ByOrder``)."""

    wars: list[int]
    chances: Mapping[str, list[dict[str, float]]]
    forces: Mapping[str, list[ForceOutline]]


class ConsentContext(TypedDict):
    """The Commander (key), his War (card number) and the Force he would lead."""

    senator: str
    war: int
    force: ForceOutline


class NoPlanBuildsContext(TypedDict):
    """What the Senate weighs raising units without a plan: the unit kind, each Active War's
    (Legions, Fleets) shortfall by card number, the next Revenue Phase's known debits, a unit's
    cost and upkeep, and the annual revenue, in talents."""

    unit: str
    shortfalls: dict[int, tuple[int, int]]
    debits: int
    cost: int
    upkeep: int
    revenue: int


class DistributeContext(TypedDict):
    """The War (card number) and the Legions the plan itself gives it."""

    war: int
    planned: int


class UnitContext(TypedDict):
    """The unit kind raised: ``legion`` or ``fleet``."""

    unit: str


class ForceContext(TypedDict):
    """The unit kind (``legions`` or ``fleets``), the War (card number) they go to, its
    Commander (key; None for a Force without one) and the Legions already chosen (for Fleets)."""

    unit: str
    war: int
    senator: str | None
    legions: int


class SpoilsPickContext(TypedDict):
    """Whether a pending Land Bill makes the pick mandatory, and its type (None: no Land Bill
    waits for a co-sponsor)."""

    mandatory: bool
    bill: str | None


class NegatePassContext(TypedDict, total=False):
    """A Neutral weighing a Tribune is told its own legal picks (options whose values are
    Picks); a Player is not."""

    rivals: tuple[Option, ...]


class TribuneContext(TypedDict):
    """The item picked and, for a Neutral, its own legal picks (options whose values are
    Picks); a Player gets ``()``."""

    item: str
    rivals: tuple[Option, ...]


class TradeContext(TypedDict):
    """The card number offered."""

    offered: int


COALITION_JOIN: Final = declare(
    "coalition.join",
    rule="4.05.2",
    asked="a Player offered a place in a Ruling Coalition",
    options="`join` or `refuse`",
    context=MembersContext,
    example="Join a Ruling Coalition of Player, Imperials? `join`, `refuse`; "
    "context `{members: (0, 4)}`",
)
COALITION_PARTNERS: Final = declare(
    "coalition.partners",
    rule="4.05.2",
    asked="the Player with most votes at Coalition List item 11",
    options="`partners:<seat>,<seat>`: the factions that join him (may be empty)",
    context=NoContext,
    example="Choose the factions that join your Ruling Coalition: `partners:1`, `partners:1,3`",
)
SPOILS_PICK: Final = declare(
    "spoils.pick",
    rule="4.05.4",
    asked="each faction of the Ruling Coalition in turn",
    options="`<item>@<senator>` or `<item>:<target>@<senator>` (Province, Concession, Land "
    "Bill); `pass` where allowed",
    context=SpoilsPickContext,
    example="Choose your Spoils item and who receives it: `rome_consul@fam-20-terentius`, "
    "`governor:prov-sicilia@fam-03-valerius`; context `{mandatory: False, bill: None}`",
)
SPOILS_TRIBUNE: Final = declare(
    "spoils.tribune",
    rule="4.05.419",
    asked="the faction that may veto a pick with a Tribune",
    options="`veto` plays a Tribune, `allow` lets the pick stand",
    context=TribuneContext,
    example="Conservatives take Rome Consul: Terentius: veto it with a Tribune? `allow`, "
    "`veto`; context `{item: 'rome_consul', rivals: (...)}`",
)
SPOILS_NEGATE_PASS: Final = declare(
    "spoils.negate_pass",
    rule="4.05.417 / 4.05.418",
    asked="a faction that may negate a pass with a Tribune",
    options="`tribune@<senator>` negates it and names the Land Bill co-sponsor; `decline`",
    context=NegatePassContext,
    example="Negate the pass with a Tribune and co-sponsor the Land Bill? `decline`, "
    "`tribune@fam-19-aemilius`",
)
CRISIS_MASTER_OF_HORSE: Final = declare(
    "crisis.master_of_horse",
    rule="1.09.33",
    asked="a Player's Dictator",
    options="a Senator key: the Master of Horse",
    context=NoContext,
    example="Dictator Scipio: name your Master of Horse: `fam-04-julius`, `fam-02-fabius`",
)
MILITARY_PLAYER_PLAN: Final = declare(
    "military.player_plan",
    rule="4.05.3",
    asked="the Dominant Player when only Players rule",
    options="`own` devises the Players' own plan, `list` follows the Crisis List",
    context=NoContext,
    example="Only Players rule: devise your own Military Plan? `own`, `list`",
)
MILITARY_DISTRIBUTE_ALL_STRENGTH: Final = declare(
    "military.distribute_all_strength",
    rule="4.05.3",
    asked="the Senate's Neutral, answered by the Dominant Player (4.02.2)",
    options="Legions sent to this War out of those to share",
    context=DistributeContext,
    example="Legions for Syrian War (9 to share): 1..9; context `{war: 8, default: 9}`",
)
MILITARY_ASSIGN_COMMANDERS: Final = declare(
    "military.assign_commanders",
    rule="4.05.31",
    asked="the Senate's Neutral, answered by the Dominant Player (4.02.2)",
    options="`<office>@<war>,...`: which Commander goes to which War, in dispatch order",
    context=AssignContext,
    example="Which Commander fights which War? `field_consul@1,rome_consul@5`; "
    "context `{wars: [1, 5], chances: {'field_consul@1,rome_consul@5': [{victory: 0.52, "
    "defeat: 0.09, disaster: 0.05}, ...], ...}}`",
)
MILITARY_EXCESS_VETERANS: Final = declare(
    "military.excess_veterans",
    rule="4.05.31",
    asked="the Senate's Neutral, answered by the Dominant Player (4.02.2)",
    options="`<legion>@<war>` sends that Veteran Legion too; `done` sends no more",
    context=NoContext,
    example="Send an extra Veteran? `legion-10@4`, `done`",
)
MILITARY_BUILDS_WHEN_NO_PLAN: Final = declare(
    "military.builds_when_no_plan",
    rule="4.05.33",
    asked="the Senate's Neutral, answered by the Dominant Player (4.02.2)",
    options="how many units of the kind Rome raises",
    context=NoPlanBuildsContext,
    example="No Military Plan can be executed: how many Legions does Rome raise? 0..9; context "
    "`{unit: 'legion', shortfalls: {1: (18, 3)}, debits: 63, cost: 10, upkeep: 2, "
    "revenue: 100}`",
)
MILITARY_MINIMUM_FORCE_CONSENT: Final = declare(
    "military.minimum_force_consent",
    rule="1.09.643",
    asked="a Commander's faction, sent with less than the War's Strength",
    options="`consent` accepts the command, `refuse` refuses it",
    context=ConsentContext,
    example="Aelius's Force of Strength 9 is below the 1st Punic War's 17: does he accept? "
    "`consent`, `refuse`",
)
MILITARY_PLAYER_BUILDS: Final = declare(
    "military.player_builds",
    rule="1.09.63",
    asked="the Dominant Player devising the Players' plan",
    options="how many units of the kind Rome raises",
    context=UnitContext,
    example="How many Legions does Rome raise? 0..6; context `{unit: 'legion'}`",
)
MILITARY_PLAYER_DISPATCH: Final = declare(
    "military.player_dispatch",
    rule="1.09.64",
    asked="the Dominant Player devising the Players' plan",
    options="`<office>@<war>` sends that Commander, `reinforce@<war>` reinforces; `done` stops",
    context=NoContext,
    example="Send a Force to War? `field_consul@1`, `reinforce@civil_war`, `done`",
)
MILITARY_PLAYER_FORCE: Final = declare(
    "military.player_force",
    rule="1.09.64",
    asked="the Dominant Player devising the Players' plan",
    options="how many units of the kind go with the Force",
    context=ForceContext,
    example="How many Legions go against the 1st Punic War? 0..10; "
    "context `{unit: 'legions', war: 1, senator: 'fam-19-aemilius', legions: 0}`",
)
PROCONSUL_KEEP: Final = declare(
    "proconsul.keep",
    rule="1.09.644",
    asked="a Proconsul's faction (a Neutral's: the Dominant Player)",
    options="`keep` keeps him on his War, `recall` brings him and his Force to Rome",
    context=CommanderContext,
    example="Keep Proconsul Aemilius on 1st Punic War? `keep`, `recall`; "
    "context `{senator: 'fam-19-aemilius', war: 1}`",
)
REVOLUTION_TRADE_OFFER: Final = declare(
    "revolution.trade_offer",
    rule="4.06.1",
    asked="a Player offered a Statesman trade by a Neutral",
    options="`accept` or `refuse`",
    context=TradeContext,
    example="Conservatives offer T. Quinctius Flamininus for L. Aemilius Paullus: `accept`, "
    "`refuse`; context `{offered: 29}`",
)


class MatchContext(TypedDict):
    """The largest contribution a Player made this Revenue Phase, in talents."""

    largest: int


def _split_number(name: str, what: str, example: str) -> DecisionKind[NoContext]:
    """One number of a Neutral's revenue split, asked once its mode is chosen (4.03.1)."""
    return declare(
        f"revenue.{name}",
        rule="4.03.1",
        asked="a Neutral, after choosing its Revenue Guideline's split",
        options=f"an amount: {what}",
        context=NoContext,
        example=example,
    )


REVENUE_SPLIT: Final = declare(
    "revenue.split",
    rule="4.03.1",
    asked="a Neutral with pooled Revenue-Phase income",
    options="the Revenue Guideline's mode: `die_to_treasury`, `equal_shares:leader|treasury`, "
    "`share_to_leader:up|down`, `one_each:leader|treasury`",
    context=NoContext,
    example="How is the pooled revenue of 14 T split? `equal_shares:leader`, `die_to_treasury`",
)
REVENUE_TREASURY_DICE: Final = _split_number(
    "treasury_dice", "how many d6 go to the Faction Treasury", "d6 for the Treasury? `1`..`14`"
)
REVENUE_LEADER_PERCENT: Final = _split_number(
    "leader_percent", "the Faction Leader's percent of the pool", "Leader's percent? `0`..`100`"
)
REVENUE_PER_SENATOR: Final = _split_number(
    "per_senator", "the talents each Senator gets", "talents per Senator? `0`..`14`"
)
REVENUE_TO_TREASURY: Final = _split_number(
    "to_treasury", "the talents kept for the Faction Treasury", "to the Treasury? `0`..`14`"
)
REVENUE_PRESUMPTIVE_LEADER: Final = declare(
    "revenue.presumptive_leader",
    rule="4.01.3",
    asked="a Neutral without a Faction Leader whose split pays the Leader",
    options="`<senator>`: who takes the Leader's part, by the Faction Leader Guideline",
    context=NoContext,
    example="Who takes the Faction Leader's part of the revenue? `fam-07-fulvius`",
)
REVENUE_PROVINCIAL_SPOILS: Final = declare(
    "revenue.provincial_spoils",
    rule="4.03.3",
    asked="a Neutral whose Governor may take Provincial Spoils",
    options="`take`, `decline`, or `roll:<n>`: take them on 1d6 >= n (the engine rolls)",
    context=GraftContext,
    example="Does Fulvius take Provincial Spoils? `take`, `decline`, `roll:4`; "
    "context `{senator: 'fam-07-fulvius', province: 'prov-sicilia'}`",
)
REVENUE_MATCH: Final = declare(
    "revenue.match",
    rule="4.03.4",
    asked="a Neutral whose Charity may match a Player's contribution",
    options="`match` or `none`",
    context=MatchContext,
    example="Match the largest Player contribution of 10 T? `match`, `none`; "
    "context `{largest: 10}`",
)
INITIATIVE_BID_MODIFIER: Final = declare(
    "initiative.bid_modifier",
    rule="4.04.5",
    asked="a Neutral about to roll for a bid on the sixth Initiative",
    options="an amount: its Initiative Guideline's modifier to the 1d6 roll",
    context=NoContext,
    example="Initiative modifier to 1d6 for the bid? `-6`..`6`",
)
SETUP_NEUTRAL_IDENTITY: Final = declare(
    "setup.neutral_identity",
    rule="4.01.2",
    asked="an unassigned Neutral faction, once per role, in the Guidelines' set-up order",
    options="`<role>@<seat>`: the faction in that seat becomes that Neutral",
    context=NoContext,
    example="Which faction takes which Neutral role? `Imperials@1`, `Imperials@3`",
)
SETUP_EXTRA_SENATORS: Final = declare(
    "setup.extra_senators",
    rule="4.01.2",
    asked="each Neutral once identities are assigned",
    options="an amount: how many extra Family cards its Guideline deals it",
    context=NoContext,
    example="How many extra Family cards does your Guideline deal you? `0`..`9`",
)
SETUP_TEMPORARY_ROME_CONSUL: Final = declare(
    "setup.temporary_rome_consul",
    rule="4.01.2",
    asked="each Neutral in seat order until one supplies him",
    options="`supply` or `decline`",
    context=NoContext,
    example="Does your faction supply the Temporary Rome Consul? `decline`, `supply`",
)
GAMES_CHARITY: Final = declare(
    "games.charity",
    rule="4.04.4",
    asked="a Neutral whose spending Senator can afford Games",
    options="`sponsor` (then `games.sponsor` is asked) or `none`, by its Charity Guideline",
    context=NoContext,
    example="Does your Charity sponsor Games? `sponsor`, `none`",
)

ASSASSINATION_ATTEMPT: Final = declare(
    "assassination.attempt",
    rule="4.07.3",
    asked="a Player who must attempt an assassination",
    options="`<assassin>@<cards>`: the assassin's key and how many Assassin cards he plays",
    context=TargetContext,
    example="You must attempt to assassinate Junius: `fam-18-quinctius@0`, `22A@1`; "
    "context `{target: 'fam-10-junius'}`",
)
