"""Plain words for what a person reads: decision titles and prompts without option-key syntax,
refusals, phase names. The stable keys (``persuasion.counter_bribe``, ``a@b``) stay what the
API, logs and saves use; only what is shown changes."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.decision import AmountOptions, Decision
from engine.quoting import quoted, shown

TITLES: dict[str, str] = {
    "faction.leader": "Choose your Faction Leader",
    "faction.leader_change": "Faction Leader",
    "faction.replace_lost": "Replace a lost Senator",
    "concession.assign": "Give out a Concession",
    "setup.play_card": "Play cards at set-up",
    "province.governor": "Governor of a starting Province",
    "revenue.grain_double": "Grain in a Drought",
    "revenue.graft": "Provincial Spoils",
    "revenue.transfer": "Move talents",
    "revenue.transfer_amount": "How many talents to move",
    "revenue.contribute": "Contribute to the State",
    "revenue.contribute_amount": "How much to contribute",
    "revenue.open_bodyguard": "Open Bodyguard",
    "initiative.bid": "Bid for the sixth Initiative",
    "initiative.payer": "Who pays the bid",
    "persuasion.attempt": "Persuasion Attempt",
    "persuasion.bribe": "Bribe",
    "persuasion.counter_bribe": "Counter-bribe",
    "knights.action": "Knights",
    "knights.spend": "Pay to attract a Knight",
    "knights.pressure": "Pressure Knights",
    "games.sponsor": "Sponsor Games",
    "intrigue.influence_peddling": "Influence Peddling",
    "event.hrao_choice": "An event's choice",
    "senate.rhodian_alliance": "Rhodian Alliance",
    "assassination.bodyguards": "Bodyguards",
    "combat.attack_order": "Order of battles",
    "combat.continue_to_land_battle": "Fight on land?",
    "ransom.pay": "Ransom",
    "coalition.join": "Join the Ruling Coalition?",
    "coalition.partners": "Choose Coalition partners",
    "spoils.pick": "Spoils of office",
    "spoils.tribune": "Veto with a Tribune?",
    "spoils.negate_pass": "Negate a pass with a Tribune?",
    "senate.repopulate": "Fill the Senate",
    "crisis.master_of_horse": "Master of Horse",
    "military.player_plan": "Military Plan",
    "military.distribute_all_strength": "Share out the Legions",
    "military.assign_commanders": "Commanders to Wars",
    "military.excess_veterans": "Extra Veteran Legions",
    "military.builds_when_no_plan": "Raise units without a plan",
    "military.minimum_force_consent": "Accept a small command?",
    "military.player_builds": "Raise units",
    "military.player_dispatch": "Send a Force",
    "military.player_force": "Units with the Force",
    "proconsul.keep": "Proconsul",
    "revolution.trade_offer": "A Statesman trade",
    "revolution.play_card": "Play cards",
    "revolution.give": "Give a card",
    "revolution.discard": "Discard",
    "revolution.consider": "Lay down command or revolt",
    "revolution.declare": "Declare Civil War?",
    "rebel.attack_war": "The Rebel's War",
    "chance.roll": "Roll the dice",
    "chance.draw": "Draw a card",
    "chance.pick": "Draw at random",
}
"""A short title for each kind a person answers; other kinds get their key in words."""

PHASES: dict[str, str] = {
    "Setup": "Set-up (3.01, 4.01)",
    "Mortality": "Mortality Phase (1.05)",
    "Revenue": "Revenue Phase (1.06)",
    "Forum": "Forum Phase (1.07)",
    "Population": "Population Phase (1.08)",
    "Senate": "Senate Phase (1.09, 4.05)",
    "Combat": "Combat Phase (1.10)",
    "Revolution": "Revolution Phase (1.11)",
}
"""Each phase's full name with its rule, by the short name the log uses."""

KEY_SYNTAX = re.compile(r"\s*\([^()]*[<@][^()]*\)")
"""A parenthesised option-key pattern in a prompt: ``(persuader@target)``, ``(seat:<n>)``."""


def title(kind: str) -> str:
    """The decision kind in plain words."""
    found = TITLES.get(kind)
    if found is not None:
        return found
    words = kind.replace(".", " ").replace("_", " ")
    return words[:1].upper() + words[1:]


def prompt(text: str) -> str:
    """A prompt without option-key syntax: "Choose a Persuasion Attempt (persuader@target), or
    none" reads "Choose a Persuasion Attempt, or none"."""
    return KEY_SYNTAX.sub("", text)


CODE_WORDS = re.compile(r"\b[a-z]+\.[a-z_]+\b| on his Family card fam-[\w-]+")
"""Stable keys a log line may carry: a decision kind (``persuasion.attempt``) or a Family
card's key (``fam-18-quinctius``)."""


def readable(text: str) -> str:
    """A log line without code words: a decision kind reads as its title ("tie-break for
    Persuasion Attempt"), a Statesman plays "on his Family card" without its key."""

    def plain(found: re.Match[str]) -> str:
        word = found.group()
        return TITLES.get(word, word) if "." in word else " on his Family card"

    return CODE_WORDS.sub(plain, text)


def phase(name: str) -> str:
    """A phase's full name with its rule."""
    return PHASES.get(name, f"{name} Phase" if name else "Before the game")


def folded(count: int) -> str:
    """What stands for the hopeless Persuasion Attempts a front end folds away."""
    return f"{count} Persuasion Attempts with no chance, even with every talent bribed (1.07.41)"


def deciding(decision: Decision, name: Callable[[int], str]) -> str:
    """Who a decision is for: its faction's name, or "For the Imperials, as Dominant Player
    (4.02.2)" when a Neutral's decision is handed to the Dominant Player."""
    if decision.delegate_to is None:
        return name(decision.actor)
    return f"For the {name(decision.actor)}, as Dominant Player (4.02.2)"


def refusal(decision: Decision, entered: str) -> str:
    """Why an answer was refused, in plain words, with what is allowed instead."""
    options = decision.options
    if isinstance(options, AmountOptions):
        given = shown(entered.strip()) or "nothing"
        return (
            f"{given} is not allowed here: enter a whole number from {options.low} "
            f"to {options.high}."
        )
    return f"{quoted(entered)} is not one of the options: pick one from the list."
