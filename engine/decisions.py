"""The decision catalogue: every kind of decision the basic game asks, declared once.

A ``DecisionKind`` is the kind's name (it is a ``str``, so it compares and hashes as its name)
with the rule that asks it, who is asked, what an option means (its key format), the typed
context the engine passes (engine/decision_contexts.py) and an example. ``Context.ask`` takes
only declared kinds; bots register by them and read a decision's context typed with
``context_of``. Section IV kinds are declared in ``solo/decisions.py``; ``docs/decisions.md`` is
generated from both (``python -m ror.decision_docs``).

A variant may let a Player's decision also offer interjections (``Context.open_interjections``),
acts he may take between two decisions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Generic, TypedDict, TypeVar

from engine.decision import Decision
from engine.decision_contexts import (
    BiddingContext,
    CommanderContext,
    ConcessionContext,
    EventContext,
    GraftContext,
    GrainContext,
    InitiativeBidContext,
    KeepArmyContext,
    LeaderChangeContext,
    NoContext,
    RansomContext,
    RecruitContext,
    SenatorContext,
    TargetContext,
    TransferAmountContext,
    WarContext,
)
from engine.declared_kinds import KINDS as KINDS
from engine.declared_kinds import UndeclaredKind as UndeclaredKind
from engine.declared_kinds import context_of as context_of
from engine.declared_kinds import declared as declared

C = TypeVar("C", bound=Mapping[str, object])


class DecisionKind(str, Generic[C]):
    """A declared kind of decision: its name, with the rule, who is asked, what its options mean,
    its context's TypedDict and an example (``docs/decisions.md``)."""

    rule: str
    asked: str
    options: str
    context: type[C]
    example: str
    _name: str

    def __new__(
        cls, name: str, *, rule: str, asked: str, options: str, context: type[C], example: str
    ) -> DecisionKind[C]:
        kind = super().__new__(cls, name)
        kind.rule = rule
        kind.asked = asked
        kind.options = options
        kind.context = context
        kind.example = example
        kind._name = str.__str__(kind)
        return kind

    @property
    def name(self) -> str:
        """The kind's name as a plain ``str``: what ``Decision.kind``, logs and saves hold."""
        return self._name


def declare(
    name: str, *, rule: str, asked: str, options: str, context: type[C], example: str
) -> DecisionKind[C]:
    """Declare a kind once: ValueError if its name is taken."""
    if name in KINDS:
        raise ValueError(f"decision kind {name!r} is declared twice")
    kind = DecisionKind(
        name, rule=rule, asked=asked, options=options, context=context, example=example
    )
    KINDS[name] = kind
    return kind


def context_problem(decision: Decision) -> str | None:
    """What is wrong with a decision's kind or context keys against the catalogue, or None."""
    kind = KINDS.get(decision.kind)
    if kind is None:
        return f"undeclared decision kind {decision.kind!r}"
    keys = set(decision.context)
    required = set(getattr(kind.context, "__required_keys__", ()))
    allowed = required | set(getattr(kind.context, "__optional_keys__", ()))
    if not required <= keys <= allowed:
        return (
            f"{decision.kind}: context keys {sorted(keys)}, declared {sorted(required)} "
            f"required of {sorted(allowed)}"
        )
    return None


# --- Faction Leaders and set-up (3.01.7, 1.05.4, 1.07.7) -----------------------------------------

FACTION_LEADER = declare(
    "faction.leader",
    rule="3.01.7 / 4.01.3",
    asked="every faction at set-up",
    options="a Senator key: he becomes Faction Leader",
    context=NoContext,
    example="Choose your Faction Leader: `fam-07-fulvius` (Fulvius), `fam-02-fabius` (Fabius)",
)
FACTION_LEADER_CHANGE = declare(
    "faction.leader_change",
    rule="1.07.7 / 4.01.3",
    asked="a faction in its Initiative, or when its Leader is gone",
    options="`keep` keeps the present Leader; a Senator key appoints him",
    context=LeaderChangeContext,
    example="Appoint a new Faction Leader, or keep the present one: `keep`, `fam-07-fulvius`; "
    "context `{leader: 'fam-02-fabius'}`",
)
FACTION_REPLACE_LOST = declare(
    "faction.replace_lost",
    rule="1.05.4",
    asked="a Player whose faction has no Senators left",
    options="`draw` takes a new Leader from the Curia, `wait` waits for one, `quit` leaves (in "
    "section IV the game ends; in the base game the others play on)",
    context=NoContext,
    example="Your faction has no Senators left: `draw` (take Fulvius from the Curia), `quit`",
)
CONCESSION_ASSIGN = declare(
    "concession.assign",
    rule="1.11.1 / 4.01.4",
    asked="the faction playing a Concession",
    options="a Senator key: he holds the Concession",
    context=ConcessionContext,
    example="Give Ship Building to one of your Senators: `fam-03-valerius`, `fam-06-manlius`; "
    "context `{concession: 53}`",
)

# --- Revenue (1.06) ------------------------------------------------------------------------------

REVENUE_GRAIN_DOUBLE = declare(
    "revenue.grain_double",
    rule="1.06.12",
    asked="the faction of a grain Concession's holder during a Drought",
    options="`take` doubles the income and costs Popularity, `decline` takes the normal income",
    context=GrainContext,
    example="Furius: take the Drought bonus on Sicilian Grain? `take`, `decline`; "
    "context `{senator: 'fam-08-furius', concession: 55}`",
)
REVENUE_GRAFT = declare(
    "revenue.graft",
    rule="1.06.13",
    asked="a Player Governor's faction",
    options="`take` takes Provincial Spoils (Corrupt marker), `decline` takes none",
    context=GraftContext,
    example="Plautius: take the Provincial Spoils of Sardinia et Corsica? `take`, `decline`",
)
REVENUE_TRANSFER = declare(
    "revenue.transfer",
    rule="1.06.3",
    asked="a Player in Redistribution",
    options="`<from>><to>`: a Senator key or `treasury` on each side; `done` ends it",
    context=NoContext,
    example="Move talents, or stop: `fam-08-furius>treasury`, `fam-12-acilius>fam-08-furius`, "
    "`done`",
)
REVENUE_TRANSFER_AMOUNT = declare(
    "revenue.transfer_amount",
    rule="1.06.3",
    asked="a Player after choosing a transfer",
    options="an amount of talents",
    context=TransferAmountContext,
    example="How many talents from Furius to Faction Treasury? 1..7; "
    "context `{source: 'fam-08-furius', target: 'treasury'}`",
)
REVENUE_CONTRIBUTE = declare(
    "revenue.contribute",
    rule="1.06.52",
    asked="a Player in the State Revenue Phase",
    options="a Senator key: he contributes next; `done` stops",
    context=NoContext,
    example="Choose a Senator to contribute, or stop: `fam-08-furius`, `done`",
)
REVENUE_CONTRIBUTE_AMOUNT = declare(
    "revenue.contribute_amount",
    rule="1.06.52",
    asked="a Player after choosing a contributor",
    options="an amount of talents given to the State Treasury",
    context=SenatorContext,
    example="How many talents does Furius give the State? 1..14; "
    "context `{senator: 'fam-08-furius'}`",
)
REVENUE_OPEN_BODYGUARD = declare(
    "revenue.open_bodyguard",
    rule="1.09.73",
    asked="a Player holding an Open Bodyguard",
    options="a Senator key in Rome: the card goes on him; `keep` keeps the card",
    context=NoContext,
    example="Put your Open Bodyguard on one of your Senators in Rome: `fam-12-acilius`, `keep`",
)

# --- Forum (1.07) --------------------------------------------------------------------------------

INITIATIVE_BID = declare(
    "initiative.bid",
    rule="1.07.22",
    asked="a Player bidding for the sixth Initiative",
    options="a bid in talents (its decimal), or `pass`",
    context=InitiativeBidContext,
    example="Bid for the extra Initiative (above 2 T), or pass: `pass`, `3`; "
    "context `{previous: 2}`",
)
INITIATIVE_PAYER = declare(
    "initiative.payer",
    rule="1.07.22",
    asked="a Player who won the Initiative bid",
    options="a Senator key: he pays the bid",
    context=NoContext,
    example="Which Senator pays the 3 T bid? `fam-08-furius`, `fam-12-acilius`",
)


PERSUASION_ATTEMPT = declare(
    "persuasion.attempt",
    rule="1.07.4 / 4.04.2",
    asked="the faction holding the Initiative",
    options="`<persuader>@<target>` (Senator keys); `<card kind>:<persuader>@<target>` plays "
    "a Seduction or Blackmail card with it; `none`",
    context=NoContext,
    example="Choose a Persuasion Attempt, or none: `none`, `fam-07-fulvius@fam-12-acilius`",
)
PERSUASION_BRIBE = declare(
    "persuasion.bribe",
    rule="1.07.412 / 4.04.2",
    asked="the persuading faction",
    options="talents the persuader adds as a bribe",
    context=BiddingContext,
    example="Bribe from Fabius's talents (Base Number now -1): 0..1; context `{persuader: "
    "'fam-02-fabius', target: 'fam-20-terentius', opening: -1, base: -1, bribes: 0, "
    "counters: {}, unopposed: False}`",
)
PERSUASION_COUNTER_BRIBE = declare(
    "persuasion.counter_bribe",
    rule="1.07.413 / 4.04.21",
    asked="every other faction, in order",
    options="talents counter-bribed from the Faction Treasury",
    context=BiddingContext,
    example="Counter-bribe against Fabius's attempt on Terentius (Base Number now -1): 0..1; "
    "context as for persuasion.bribe",
)
KNIGHTS_ACTION = declare(
    "knights.action",
    rule="1.07.5 / 4.04.3",
    asked="the faction holding the Initiative",
    options="`attract:<senator>` tries to attract a Knight, `pressure` pressures Knights, `none`",
    context=NoContext,
    example="Attract a Knight, pressure Knights, or none: `none`, `attract:fam-07-fulvius`",
)
KNIGHTS_SPEND = declare(
    "knights.spend",
    rule="1.07.5 / 4.04.3",
    asked="the faction whose Senator attracts a Knight",
    options="talents added to the roll",
    context=SenatorContext,
    example="Talents Fulvius pays towards attracting a Knight: 0..1; "
    "context `{senator: 'fam-07-fulvius'}`",
)
KNIGHTS_PRESSURE = declare(
    "knights.pressure",
    rule="1.07.51",
    asked="a Player whose Senator pressures Knights",
    options="how many of his Knights to pressure",
    context=SenatorContext,
    example="How many of Calpurnius's 1 Knights to pressure: 0..1",
)
GAMES_SPONSOR = declare(
    "games.sponsor",
    rule="1.07.6 / 4.04.4",
    asked="the faction holding the Initiative",
    options="`<senator>:<games key>` sponsors those Games, `none`",
    context=NoContext,
    example="Sponsor Games, or none: `none`, `fam-03-valerius:games-blood-fest`",
)
INTRIGUE_INFLUENCE_PEDDLING = declare(
    "intrigue.influence_peddling",
    rule="1.07.35 / 4.07.5",
    asked="the faction playing Influence Peddling",
    options="`seat:<n>`: the faction whose card is taken",
    context=NoContext,
    example="Play Influence Peddling against a faction: `seat:0`, `seat:2`",
)
EVENT_HRAO_CHOICE = declare(
    "event.hrao_choice",
    rule="1.07.21",
    asked="the HRAO's faction (a Neutral's: the Dominant Player, 4.02.2)",
    options="what the event offers, e.g. a War card key",
    context=EventContext,
    example="New Alliance: which War makes peace? `war-punic-1`, `war-gallic-1`; "
    "context `{event: 'evt-new-alliance'}`",
)
SENATE_RHODIAN_ALLIANCE = declare(
    "senate.rhodian_alliance",
    rule="1.07.21",
    asked="the faction deciding for the Senate",
    options="`keep` keeps the alliance's Fleets, `reject` disbands them",
    context=NoContext,
    example="The Senate may reject the Rhodian Alliance: `keep`, `reject`",
)

# --- Assassination (1.09.73) ---------------------------------------------------------------------

ASSASSINATION_BODYGUARDS = declare(
    "assassination.bodyguards",
    rule="1.09.73",
    asked="the target's Player faction",
    options="how many Secret Bodyguards to play",
    context=TargetContext,
    example="The attempt on Acilius rolled 4: how many Secret Bodyguards do you play? 0..1",
)

# --- Combat (1.10) -------------------------------------------------------------------------------

COMBAT_ATTACK_ORDER = declare(
    "combat.attack_order",
    rule="1.10.1",
    asked="the faction of several Commanders on one War (a Neutral's: the Dominant Player)",
    options="a Commander's Senator key: he attacks next",
    context=WarContext,
    example="Which Commander attacks the 1st Punic War next? `fam-19-aemilius`, "
    "`fam-14-aelius`; context `{war: 1}`",
)
COMBAT_CONTINUE_TO_LAND_BATTLE = declare(
    "combat.continue_to_land_battle",
    rule="1.10.12",
    asked="a victorious Commander's faction (a Neutral's: the Dominant Player)",
    options="`continue` fights the Land Battle now, `stop` stays in the field as Proconsul",
    context=CommanderContext,
    example="Aemilius has won at sea: attack the 1st Punic War on land? `continue`, `stop`; "
    "context `{senator: 'fam-19-aemilius', war: 1}`",
)
RANSOM_PAY = declare(
    "ransom.pay",
    rule="1.10.71",
    asked="a Captive's faction (a Neutral's: the Dominant Player)",
    options="`pay` from his talents first, `pay-from-faction` from the Faction Treasury first, "
    "`decline` leaves him Captive",
    context=RansomContext,
    example="Pay 10 T to ransom Aemilius? `pay`, `decline`; "
    "context `{captive: 'fam-19-aemilius', ransom: 10}`",
)

# --- Revolution (1.04.5, 1.11) -------------------------------------------------------------------

REVOLUTION_GIVE = declare(
    "revolution.give",
    rule="1.04.5",
    asked="a Player in a two-Player game",
    options="`<card key>#<no>><seat>` gives that card to that faction; `done` stops",
    context=NoContext,
    example="Give a Faction card to the other Player, or stop: `tribune#45>0`, `done`",
)
REVOLUTION_PLAY_CARD = declare(
    "revolution.play_card",
    rule="1.11.1",
    asked="a Player in the Revolution Phase",
    options="`statesman:<key>` or `concession:<key>` plays it; `done` stops",
    context=NoContext,
    example="Play a Statesman or a Concession, or stop: `statesman:18A`, `done`",
)
REVOLUTION_DISCARD = declare(
    "revolution.discard",
    rule="1.11.2",
    asked="a Player above the hand limit",
    options="`<card key>#<no>`: the card discarded",
    context=NoContext,
    example="You hold 6 Faction cards: discard one (limit 5): `tribune#45`, `assassin#49`",
)
REVOLUTION_CONSIDER = declare(
    "revolution.consider",
    rule="1.11.3",
    asked="a Player whose Commander won a Land Victory",
    options="`lay_down` lays down the command, `roll` rolls for the Legions' allegiance",
    context=SenatorContext,
    example="Scipio won a Land Victory: lay down his command or consider Revolt: `lay_down`, "
    "`roll`; context `{senator: '1A'}`",
)
REVOLUTION_ALLEGIANCE_TALENTS = declare(
    "revolution.allegiance_talents",
    rule="1.11.31",
    asked="a Player whose Commander considers Revolt",
    options="talents spent, +1 on as many allegiance rolls",
    context=SenatorContext,
    example="Talents Q. Fabius spends for +1 on as many allegiance rolls: 0..7",
)
REVOLUTION_DECLARE = declare(
    "revolution.declare",
    rule="1.11.3",
    asked="a Player whose Commander's Legions rolled their allegiance",
    options="`revolt` declares the Revolt, `lay_down` lays down the command",
    context=SenatorContext,
    example="3 Legions follow Q. Fabius: revolt? `lay_down`, `revolt`",
)
REVOLUTION_SECONDARY_REBELS = declare(
    "revolution.secondary_rebels",
    rule="1.11.32",
    asked="the faction of every other Commander in the field",
    options="`join` joins the Revolt, `loyal` stays loyal",
    context=SenatorContext,
    example="Does Furius join Aemilius's Revolt? `loyal`, `join`; "
    "context `{senator: 'fam-08-furius'}`",
)


# --- Chance entered at the table (1.04.8, 1.05.21, 1.07.3; table mode, play/table.py) ---------


class ChanceContext(TypedDict):
    """Which of the dice rolled (or items drawn) together this one is: ``number`` of ``of``."""

    number: int
    of: int


CHANCE_ROLL = declare(
    "chance.roll",
    rule="1.04.8",
    asked="the person at the table (table mode), for every die the rules roll",
    options="`1`..`6`: the face of one die; 2d6 or 3d6 as one entry, the faces in order "
    "(`3 5`); a save that entered each die on its own still replays",
    context=ChanceContext,
    example="Roll 2d6 and enter the dice: `1 1`, `1 2`, ... `6 6`; context `{number: 1, of: 2}`",
)
CHANCE_DRAW = declare(
    "chance.draw",
    rule="1.07.3",
    asked="the person at the table (table mode), for every card drawn from a shuffled pile",
    options="a card that may be on top (its card number, Family or Province key), labelled by "
    "its name; a shuffle asks nothing, so every card of the top shuffled pile is offered",
    context=ChanceContext,
    example="Draw the top card of the deck and enter it: `12` (Tribune), `58` (1st Punic War)",
)
CHANCE_PICK = declare(
    "chance.pick",
    rule="1.05.21",
    asked="the person at the table (table mode), for a Mortality chit or any item taken at "
    "random (cards from a hand, units lost)",
    options="the item taken: a chit (`7`, `blank`, `draw_two`), a card number or a unit number",
    context=ChanceContext,
    example="Draw a Mortality chit from the cup and enter it: `blank`, `draw_two`, `1`, `2` ...",
)


# --- Laws and their cards (1.07.35, 1.07.36) -----------------------------------------------------

LAW_SERVILIAN_OPTION = declare(
    "law.servilian_option",
    rule="1.07.36",
    asked="the Servilian Law's player (a Neutral's: the Dominant Player, 4.02.2)",
    options="`knights` for +1 on the faction's Knight rolls, `repeal` repeals the Acilian Law",
    context=NoContext,
    example="Servilian Law: option? `knights`, `repeal`",
)
INTRIGUE_PROSCRIPTION_PLAY = declare(
    "intrigue.proscription_play",
    rule="1.07.35",
    asked="a Player holding Proscription, right after a Civil War battle is won",
    options="`play` plays the card, `hold` keeps it",
    context=NoContext,
    example="A Civil War battle was won: play Proscription? `hold`, `play`",
)
INTRIGUE_PROSCRIPTION = declare(
    "intrigue.proscription",
    rule="1.07.35",
    asked="the HRAO's faction (a Neutral's: the Dominant Player, 4.02.2)",
    options="`proscribe` removes every Knight for 1d6 talents each, `decline` discards the card",
    context=SenatorContext,
    example="Proscription: Sulla may proscribe all 6 Knights: `decline`, `proscribe`; "
    "context `{senator: '1C'}`",
)
LAW_FINE = declare(
    "law.fine",
    rule="1.07.36",
    asked="the fining faction of the Calpurnian or Acilian Law (a Neutral's: the Dominant Player)",
    options="`none`, or the key of the corrupt ex-Governor in Rome fined 1d6 talents",
    context=NoContext,
    example="Calpurnian Law: fine a corrupt ex-Governor? `none`, `fam-19-aemilius`",
)
LAW_COMMANDER_RECRUITMENT = declare(
    "law.commander_recruitment",
    rule="1.07.36",
    asked="a Commander's faction under the Gabinian Law (a Neutral's: the Dominant Player)",
    options="how many Legions (then Fleets) he raises for his Force, paid by him then his faction",
    context=RecruitContext,
    example="Gabinian Law: how many Legions does Pompeius raise at 10 T each? 0..4; "
    "context `{senator: '30A', unit: 'legion'}`",
)
LAW_KEEP_ARMY = declare(
    "law.keep_army",
    rule="1.07.36",
    asked="a victorious Commander's faction under the Manilian Law (a Neutral's: the Dominant "
    "Player)",
    options="`lay_down`, or `war:<card_no>`: the War he takes his Army onto as Proconsul",
    context=KeepArmyContext,
    example="Manilian Law: does Pompeius keep his Army? `lay_down`, `war:131`; context "
    "`{senator: '30A', army: 14, strengths: {'war:131': 10}}`",
)
LAW_LEGATE = declare(
    "law.legate",
    rule="1.13.1",
    asked="a new Governor's faction under the Vatinian Law (a Neutral's: the Dominant Player)",
    options="`go` to the Province, `legate` to stay in Rome and govern by Legate",
    context=SenatorContext,
    example="Vatinian Law: does Caesar go to Gallia Cisalpina or govern it by Legate? `go`, "
    "`legate`; context `{senator: '26A'}`",
)
SENATE_CLAIM_LAND_COMMISSIONER = declare(
    "senate.claim_land_commissioner",
    rule="1.09.61",
    asked="the faction of M. Fulvius Flaccus (7A) in Rome, a Land Bill in effect",
    options="`claim` takes the Land Commissioner from the Forum, `decline` leaves it",
    context=SenatorContext,
    example="Fulvius Flaccus may take the Land Commissioner without a vote: `decline`, `claim`; "
    "context `{senator: '7A'}`",
)
INTRIGUE_CLEOPATRA = declare(
    "intrigue.cleopatra",
    rule="1.07.3",
    asked="a Player holding Cleopatra VII before a battle against the Alexandrine War",
    options="`hold`, `roman` (for Rome) or `enemy` (against Rome)",
    context=SenatorContext,
    example="Caesar attacks the Alexandrine War: play Cleopatra VII? `hold`, `roman`, `enemy`; "
    "context `{senator: '4A'}`",
)

# --- Answers to a Tribune (the Intrigue cards; 4.07.6, 1.09.15) ----------------------------------

INTRIGUE_GRAFT = declare(
    "intrigue.graft",
    rule="4.07.6",
    asked="a Player answering another faction's Tribune with Graft",
    options="a Senator key in Rome: he rolls; `pass` does not play it",
    context=NoContext,
    example="Answer the Tribune with Graft: who rolls? `fam-17-plautius`, `pass`",
)

INTRIGUE_GRAFT_PAY = declare(
    "intrigue.graft_pay",
    rule="4.07.6",
    asked="a Player whose Graft was rolled",
    options="`pay` pays the cost to void the Tribune, `decline`",
    context=NoContext,
    example="Graft costs Quinctius 1 T: pay to void the Tribune? `pay`, `decline`",
)

INTRIGUE_MURDER_OF_A_TRIBUNE = declare(
    "intrigue.murder_of_a_tribune",
    rule="4.07.6",
    asked="a Player answering a Tribune with Murder of a Tribune",
    options="a Senator key in Rome: he rolls; `pass` does not play it",
    context=NoContext,
    example="Answer the Tribune with Murder of a Tribune: who rolls? `fam-03-valerius`, `pass`",
)

INTRIGUE_MOB_INCITED = declare(
    "intrigue.mob_incited",
    rule="4.07.6",
    asked="a Player whose Tribune was answered",
    options="`play` incites the mob, `pass` does not play it",
    context=NoContext,
    example="Play Mob Incited to Violence against Imperials? `play`, `pass`",
)
