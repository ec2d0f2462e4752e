"""The Senate Phase's decision kinds (1.09), declared once in the catalogue of
``engine/decisions.py``: the Presiding Magistrate's proposals built step by step, each
faction's vote, and what the elected and the sent answer."""

from __future__ import annotations

from typing import Final, TypedDict

from engine.decision_contexts import NoContext, SenatorContext, TargetContext
from engine.decisions import declare


class SlateContext(TypedDict):
    """The candidates already named on the slate (Senator keys), in order."""

    slate: tuple[str, ...]


class ProvinceNomineeContext(TypedDict):
    """The Province (key) whose Governorship is proposed."""

    province: str


class VoteContext(TypedDict):
    """The proposal on the floor (its key and words), who put it, the faction's votes in Rome,
    the votes cast so far for and against, and whether it may abstain (1.09.14)."""

    proposal: str
    text: str
    proposer: int
    votes: int
    ayes: int
    nays: int
    may_abstain: bool


class SponsorsContext(TypedDict):
    """The Senators (keys) sponsoring a one-faction Land Bill, who may be attacked (1.09.623)."""

    sponsors: tuple[str, ...]


class ForceContext(TypedDict):
    """A deployment on the floor: the Commander (key), the War (card number), the Force's
    strength so far with his Military, and the War's Land and Naval Strength and Fleet
    Support (1.09.64, 1.10.11)."""

    commander: str
    war: int
    strength: int
    land: int
    naval: int
    support: int


class ForcesContext(TypedDict):
    """What the Senate weighs before sending Forces: each War a Force may attack (card key) with
    its box, Land Strength, Fleet Strength, Fleet Support and the Strength of the Legions already
    sent against it, and the Legions' Strength (Veterans double) and the Fleets in the Active
    Forces boxes (1.09.64, 1.10.11)."""

    wars: dict[str, tuple[str, int, int, int, int]]
    legions: int
    fleets: int


class TribuneContext(ForcesContext):
    """``ForcesContext``, and whether the Presiding Magistrate has just adjourned (1.09.151)."""

    adjourned: bool


SENATE_REPOPULATE: Final = declare(
    "senate.repopulate",
    rule="1.09.81",
    asked="the faction with fewest Senators while the Curia is empty",
    options="a Senator key from the Forum: he joins the faction",
    context=NoContext,
    example="Rome needs Senators: choose one from the Forum: `fam-05-claudius`",
)
SENATE_CONSUL_NOMINEE: Final = declare(
    "senate.consul_nominee",
    rule="1.09.2",
    asked="the Presiding Magistrate's faction (or a Tribune's, 1.09.151), once for each of the "
    "pair",
    options="a Senator key: the next candidate of the Consular pair",
    context=SlateContext,
    example="Name the second Consul of the pair: `fam-03-valerius`; context "
    "`{slate: ('fam-20-terentius',)}`",
)
SENATE_CONSUL_OFFICE: Final = declare(
    "senate.consul_office",
    rule="1.09.22",
    asked="each new Consul's faction",
    options="`rome` or `field`: the Consulship it wants its Senator to hold",
    context=SenatorContext,
    example="Which Consulship for Terentius? `rome`, `field`; context "
    "`{senator: 'fam-20-terentius'}`",
)
SENATE_CENSOR_NOMINEE: Final = declare(
    "senate.censor_nominee",
    rule="1.09.4",
    asked="the Presiding Magistrate's faction (or a Tribune's, 1.09.151)",
    options="a Senator key: the candidate for Censor",
    context=NoContext,
    example="Nominate a Censor: `fam-01-cornelius`",
)
SENATE_GOVERNOR_NOMINEE: Final = declare(
    "senate.governor_nominee",
    rule="1.09.5",
    asked="the Presiding Magistrate's faction (or a Tribune's, 1.09.151), for each Province "
    "without a Governor",
    options="a Senator key: the candidate Governor",
    context=ProvinceNomineeContext,
    example="Nominate a Governor for Sicilia: `fam-07-fulvius`; context "
    "`{province: 'prov-sicilia'}`",
)


class ProvincesContext(TypedDict):
    """The vacant Provinces (keys, card order) that may be elected together (1.09.5)."""

    provinces: tuple[str, ...]


SENATE_GOVERNOR_TANDEM: Final = declare(
    "senate.governor_tandem",
    rule="1.09.5",
    asked="the Presiding Magistrate's faction before each Governor's election while the next "
    "two or more vacant Provinces each have two or more open candidates",
    options="`none` (the next Province on its own) or `<n>`: the next n vacant Provinces "
    "elected as one slate (a `senate.governor_nominee` for each, one vote)",
    context=ProvincesContext,
    example="Elect Governors in tandem? `none`, `2`; context `{provinces: ('prov-sardinia', "
    "'prov-sicilia')}`",
)
SENATE_VOTE: Final = declare(
    "senate.vote",
    rule="1.09.14",
    asked="each faction with votes in Rome, in the order the Presiding Magistrate calls",
    options="`aye`, `nay`, `abstain` where allowed (its Senators in Rome vote as a block), "
    "`split` (each votes on his own: `senate.senator_vote`), or `veto` while it holds a "
    "Tribune (1.09.152); in other business also `claim` (a Tribune for the next proposal, then "
    "it votes, 1.09.151) or, on a vote sending the Presiding Magistrate to War, `suspend` "
    "(its proposal first, then the vote anew, 1.09.642)",
    context=VoteContext,
    example="Elect Terentius and Valerius Consuls? `aye`, `nay`, `abstain`; context "
    "`{proposal: 'consuls:...', votes: 9, ayes: 12, nays: 0, may_abstain: True, ...}`",
)
class CallingContext(TypedDict):
    """The proposal about to be voted on (its key and words) and the faction that put it."""

    proposal: str
    text: str
    proposer: int


SENATE_VOTE_ORDER: Final = declare(
    "senate.vote_order",
    rule="1.09.14",
    asked="the Presiding Magistrate's faction before each vote, under the ruling "
    "`senate_vote_order=chosen` only",
    options="`seat:<n>`: the faction (with votes in Rome) called first; the rest follow "
    "clockwise from it",
    context=CallingContext,
    example="Raise 4 legions: which faction do you call to vote first? `seat:0`, `seat:2`; "
    "context `{proposal: 'raise:legion:4', text: 'Raise 4 legions', proposer: 0}`",
)
SENATE_TRIBUNE_VETO: Final = declare(
    "senate.tribune_veto",
    rule="1.09.152",
    asked="a faction holding a Tribune but no votes in Rome, in its place in the calling order, "
    "on a proposal a Tribune may veto",
    options="`veto` (the vote is cancelled) or `let_stand`",
    context=VoteContext,
    example="Convict Fabius in a Minor Prosecution? `veto`, `let_stand`; context "
    "`{proposal: 'prosecution:...', votes: 0, ayes: 12, nays: 3, ...}`",
)


class SenatorVoteContext(VoteContext):
    """The Senator (key) voting on his own, and the vote as ``VoteContext`` gives it."""

    senator: str


SENATE_SENATOR_VOTE: Final = declare(
    "senate.senator_vote",
    rule="1.09.142",
    asked="a faction that split its vote, for each of its Senators in Rome",
    options="`aye`, `nay`, or `abstain` where allowed",
    context=SenatorVoteContext,
    example="How does Fulvius vote: Raise 4 legions? `aye`, `nay`, `abstain`",
)
SENATE_VOTE_TALENTS: Final = declare(
    "senate.vote_talents",
    rule="1.09.141",
    asked="a faction that has voted, or a Senator of a split vote, while the voters hold Talents",
    options="an amount: Talents its voting Senators pay for as many extra votes",
    context=VoteContext,
    example="Buy extra votes with your Senators' Talents: `0`..`12`",
)
SENATE_BUSINESS: Final = declare(
    "senate.business",
    rule="1.09.6",
    asked="the Presiding Magistrate's faction, after the elections",
    options="`raise_legions`, `raise_fleets`, `eliminate_legions`, `eliminate_fleets`, `deploy`, "
    "`land_bill`, `concession`, `consul_for_life`, `reinforce`, `recall`, `replace`, "
    "`recall_part`, `garrison`, `recall_garrison`, `repeal` (each opens a proposal) or "
    "`adjourn`",
    context=ForcesContext,
    example="Propose other business or adjourn: `raise_legions`, `deploy`, `adjourn`",
)
SENATE_TRIBUNE_PROPOSAL: Final = declare(
    "senate.tribune_proposal",
    rule="1.09.151",
    asked="each other faction holding a Tribune and a Senator, clockwise from the Presiding "
    "Magistrate's, before each item of other business and once right after he adjourns; and "
    "the faction whose Tribune claimed the next proposal during a vote (`claim`, `suspend` on "
    "`senate.vote`)",
    options="`pass`, or the kind of proposal the Tribune puts (`raise_legions`, `deploy`, "
    "`land_bill`, ... as on `senate.business`, never a Prosecution or adjourning); two or more "
    "playing at once dice off (1.09.15)",
    context=TribuneContext,
    example="Play a Tribune to put a proposal of your own? `pass`, `concession`; context "
    "`{adjourned: True, wars: {}, legions: 8, fleets: 2}`",
)


class NominationContext(TypedDict):
    """The election a Tribune may nominate in (``consuls``, ``dictator``, ``censor``,
    ``governor``), its Province (key; '' but for a Governor), the Senators some open nomination
    still holds (keys), and the nomination defeated just before ((): none yet) (1.09.151)."""

    office: str
    province: str
    candidates: tuple[str, ...]
    last: tuple[str, ...]


SENATE_TRIBUNE_NOMINATION: Final = declare(
    "senate.tribune_nomination",
    rule="1.09.151",
    asked="each other faction holding a Tribune, clockwise from the Presiding Magistrate's, "
    "before each nomination of an election (Consuls, Dictator, Censor, Governors) while the "
    "election budget lasts",
    options="`pass`, or `nominate`: it names the candidates itself (the election's nominee "
    "decisions) and the Senate votes; two or more playing at once dice off (1.09.15)",
    context=NominationContext,
    example="Play a Tribune to nominate Consuls yourself? `pass`, `nominate`; context "
    "`{office: 'consuls', province: '', candidates: ('fam-03-valerius', ...), last: "
    "('fam-01-cornelius', 'fam-10-junius')}`",
)
SENATE_RAISE_COUNT: Final = declare(
    "senate.raise_count",
    rule="1.09.63",
    asked="the Presiding Magistrate's faction proposing to raise units",
    options="an amount: how many units the proposal raises",
    context=NoContext,
    example="How many Legions does the proposal raise? `1`..`8`",
)
SENATE_DEPLOY_COMMANDER: Final = declare(
    "senate.deploy_commander",
    rule="1.09.641",
    asked="the Presiding Magistrate's faction proposing a deployment",
    options="`<senator>@<war card key>`: the Commander and the War",
    context=ForcesContext,
    example="Send whom against which War? `fam-20-terentius@war-1st-punic`",
)
SENATE_DEPLOY_LEGIONS: Final = declare(
    "senate.deploy_legions",
    rule="1.09.64",
    asked="the Presiding Magistrate's faction proposing a deployment",
    options="an amount: the Legions from the Active Forces sent with him, Veterans first",
    context=ForceContext,
    example="How many Legions go with Terentius? `0`..`10`",
)
SENATE_DEPLOY_FLEETS: Final = declare(
    "senate.deploy_fleets",
    rule="1.09.64",
    asked="the Presiding Magistrate's faction proposing a deployment",
    options="an amount from the War's Fleet Support: the Fleets sent with him",
    context=ForceContext,
    example="How many Fleets go with Terentius? `2`..`5`",
)
SENATE_CONSENT: Final = declare(
    "senate.consent",
    rule="1.09.643",
    asked="the faction of a Commander whose Force is below the War's Strength",
    options="`consent` or `refuse`",
    context=ForceContext,
    example="Terentius would go with less than the War's Strength: `consent`, `refuse`",
)


class RoleContext(TypedDict):
    """Which of a Land Bill's sponsors is named: ``sponsor`` or ``co-sponsor``."""

    role: str


SENATE_LAND_BILL: Final = declare(
    "senate.land_bill",
    rule="1.09.62",
    asked="the Presiding Magistrate's faction proposing a Land Bill",
    options="`I`, `II` or `III`: the type, each once a turn while a marker is left",
    context=NoContext,
    example="Which type of Land Bill? `I`, `II`, `III`",
)
SENATE_SPONSOR: Final = declare(
    "senate.sponsor",
    rule="1.09.62",
    asked="the Presiding Magistrate's faction proposing a Land Bill",
    options="a Senator key in Rome: the sponsor, then the co-sponsor",
    context=RoleContext,
    example="Name the sponsor: `fam-07-fulvius`; context `{role: 'sponsor'}`",
)
SENATE_NAMED_CONSENT: Final = declare(
    "senate.named_consent",
    rule="1.09.62 / 1.09.411 / 1.09.51",
    asked="the faction of a Senator of another faction named to sponsor a Land Bill, to "
    "prosecute, or to govern in the turn he came back from a Province (role `govern`)",
    options="`consent` or `refuse`",
    context=RoleContext,
    example="Does Fulvius consent to sponsor a Type II Land Bill? `consent`, `refuse`; context "
    "`{role: 'sponsor'}`",
)
SENATE_CONCESSION: Final = declare(
    "senate.concession",
    rule="1.09.61",
    asked="the Presiding Magistrate's faction proposing a Concession",
    options="`<concession key>@<senator>`: the Concession from the Forum and who receives it",
    context=NoContext,
    example="Assign which Concession to whom? `con-armaments@fam-07-fulvius`",
)
SENATE_DICTATOR_APPOINT: Final = declare(
    "senate.dictator_appoint",
    rule="1.09.31",
    asked="the Rome Consul's faction while 1.09.3's War condition holds",
    options="a Senator key: the Dictator the Consuls appoint; `none`",
    context=NoContext,
    example="Appoint a Dictator? `fam-01-cornelius`, `none`",
)
SENATE_DICTATOR_AGREE: Final = declare(
    "senate.dictator_agree",
    rule="1.09.31",
    asked="the Field Consul's faction, of another faction than the Rome Consul's",
    options="`agree` or `refuse`",
    context=NoContext,
    example="Does Valerius agree to appoint Cornelius Dictator? `agree`, `refuse`",
)
SENATE_DICTATOR_NOMINEE: Final = declare(
    "senate.dictator_nominee",
    rule="1.09.32",
    asked="the Presiding Magistrate's faction (or a Tribune's, 1.09.151) when the Consuls "
    "appoint none",
    options="a Senator key: the candidate; `none` calls no election (not for a Tribune)",
    context=NoContext,
    example="Nominate a Dictator? `fam-01-cornelius`, `none`",
)
SENATE_MASTER_OF_HORSE: Final = declare(
    "senate.master_of_horse",
    rule="1.09.33",
    asked="the new Dictator's faction",
    options="a Senator key: an Aligned Senator in Rome holding no Major Office but Censor",
    context=NoContext,
    example="Name your Master of Horse: `fam-07-fulvius`",
)
SENATE_PROSECUTION: Final = declare(
    "senate.prosecution",
    rule="1.09.41",
    asked="the Censor's faction",
    options="`prosecution:<senator>:<reason>` (reason `major`: a Major Prosecution; "
    "`major_marker`, `corrupt`, `concession-<card>`: a Minor one) or `none`; "
    "`assassinate:<senator>` before a charge (1.09.7)",
    context=NoContext,
    example="Bring a Prosecution? `prosecution:fam-07-fulvius:corrupt`, `none`",
)
SENATE_PROSECUTOR: Final = declare(
    "senate.prosecutor",
    rule="1.09.411",
    asked="the Censor's faction",
    options="a Senator key in Rome, neither the Censor nor the Accused",
    context=NoContext,
    example="Name a Prosecutor: `fam-03-valerius`",
)
SENATE_POPULAR_APPEAL: Final = declare(
    "senate.popular_appeal",
    rule="1.09.421",
    asked="the Accused's faction",
    options="`appeal` or `no_appeal`",
    context=NoContext,
    example="Does Fulvius appeal to the People? `appeal`, `no_appeal`",
)
SENATE_CONSUL_FOR_LIFE: Final = declare(
    "senate.consul_for_life",
    rule="1.09.821",
    asked="the Presiding Magistrate's faction proposing a Consul for Life",
    options="a Senator key: an Aligned Senator in Rome with 21 Influence or more",
    context=NoContext,
    example="Nominate a Consul for Life: `fam-01-cornelius`",
)


class PurposeContext(TypedDict):
    """What the Proconsul or Province is named for: ``reinforce``, ``recall``, ``replace``,
    ``recall_part``; ``garrison``, ``recall_garrison``."""

    purpose: str


SENATE_PROCONSUL: Final = declare(
    "senate.proconsul",
    rule="1.09.644 / 1.09.647",
    asked="the Presiding Magistrate's faction proposing to reinforce, recall or replace a "
    "Proconsul or to recall part of his Force",
    options="a Senator key: a Commander on a War",
    context=PurposeContext,
    example="Which Proconsul do you propose to recall? `fam-07-fulvius`; context "
    "`{purpose: 'recall'}`",
)
SENATE_UNANIMOUS_DEFEAT: Final = declare(
    "senate.unanimous_defeat",
    rule="1.09.144",
    asked="the Presiding Magistrate's faction after a unanimous defeat, while he has Influence",
    options="`lose_influence` (1 Influence, he keeps the chair) or `step_down`",
    context=NoContext,
    example="A unanimous defeat: does Junius lose 1 Influence or step down? `lose_influence`, "
    "`step_down`",
)
SENATE_REPEAL: Final = declare(
    "senate.repeal",
    rule="1.09.621",
    asked="the Presiding Magistrate's faction proposing to repeal a Land Bill",
    options="`<type>@<senator>`: a Type II or III Land Bill in effect and its repeal's sponsor",
    context=NoContext,
    example="Repeal which Land Bill, with whom sponsoring? `II@fam-07-fulvius`",
)
SENATE_ASSASSIN: Final = declare(
    "senate.assassin",
    rule="1.09.72",
    asked="a faction that announced an Assassination in the Senate (`assassinate:<senator>` on "
    "its `senate.vote`, on its `senate.business` while it presides, or on its "
    "`senate.prosecution` as Censor, 1.09.7)",
    options="`<assassin>@<cards>`: one of its Senators in Rome and how many Assassin cards he "
    "plays",
    context=TargetContext,
    example="Who tries to assassinate Junius? `fam-18-quinctius@0`, `fam-18-quinctius@1`; "
    "context `{target: 'fam-10-junius'}`",
)
SENATE_LAND_BILL_ASSASSIN: Final = declare(
    "senate.land_bill_assassin",
    rule="1.09.623",
    asked="each other faction in turn, before the vote on a Land Bill both of whose sponsors "
    "are of one faction, until one attempts",
    options="`none`, or `<assassin>@<sponsor>@<cards>`: one of its Senators in Rome against the "
    "sponsor or co-sponsor, with how many Assassin cards",
    context=SponsorsContext,
    example="The Land Bill's sponsors are of one faction: attempt an Assassination? `none`, "
    "`fam-18-quinctius@fam-10-junius@0`; context `{sponsors: ('fam-10-junius', "
    "'fam-11-fulvius')}`",
)


class RecallsContext(TypedDict):
    """The Provinces (keys) whose Governor's recall was defeated this phase (1.09.131)."""

    defeated: tuple[str, ...]


SENATE_GOVERNOR_RECALL: Final = declare(
    "senate.governor_recall",
    rule="1.09.52",
    asked="the Presiding Magistrate's faction once the vacant Governorships are filled, again "
    "after each recall's vote, while a Governor not elected this turn may be recalled",
    options="a Province key: recall its Governor by electing a new one "
    "(`senate.governor_nominee` names him); `none`",
    context=RecallsContext,
    example="Recall a Governor by electing a new one? `prov-sicilia`, `none`; context "
    "`{defeated: ()}`",
)
SENATE_GARRISON_PROVINCE: Final = declare(
    "senate.garrison_province",
    rule="1.09.646",
    asked="the Presiding Magistrate's faction proposing to send or recall a Garrison",
    options="a Province key: one without a Rebel Governor (for a recall, with Legions there "
    "not sent this turn)",
    context=PurposeContext,
    example="Garrison which Province? `prov-illyricum`; context `{purpose: 'garrison'}`",
)


class GarrisonContext(TypedDict):
    """The Province (key), ``garrison`` or ``recall_garrison``, and its Garrison's Legions now."""

    province: str
    purpose: str
    garrison: int


SENATE_GARRISON_LEGIONS: Final = declare(
    "senate.garrison_legions",
    rule="1.09.646",
    asked="the Presiding Magistrate's faction proposing to send or recall a Garrison",
    options="an amount: the Legions sent from the Active Forces (plain ones first), or the "
    "Legions recalled from the Garrison",
    context=GarrisonContext,
    example="How many Legions garrison Illyricum? `1`..`6`; context `{province: "
    "'prov-illyricum', purpose: 'garrison', garrison: 0}`",
)


class UnitContext(TypedDict):
    """The kind of unit: ``legion`` or ``fleet``."""

    unit: str


SENATE_ELIMINATE_COUNT: Final = declare(
    "senate.eliminate_count",
    rule="1.09.63",
    asked="the Presiding Magistrate's faction proposing to eliminate units",
    options="an amount: the units of the Active Forces eliminated (plain ones first)",
    context=UnitContext,
    example="How many Legions does the proposal eliminate? `1`..`9`; context `{unit: 'legion'}`",
)


class RecallUnitsContext(ForceContext):
    """``ForceContext`` of the Proconsul's whole Force, and the kind of unit recalled."""

    unit: str


SENATE_RECALL_UNITS: Final = declare(
    "senate.recall_units",
    rule="1.09.644",
    asked="the Presiding Magistrate's faction proposing to recall part of a Proconsul's Force",
    options="an amount: the Legions (plain ones first), then the Fleets, that come home",
    context=RecallUnitsContext,
    example="How many of Fulvius's Legions come home? `0`..`8`; context `{unit: 'legion', "
    "commander: 'fam-07-fulvius', war: 12, strength: 11, land: 6, naval: 0, support: 0}`",
)
