"""Schema of the 10 Law cards (rules 1.07.36, 2.06, 3.03.2 C; data file engine/data/laws.toml).

A played Law stays in force for the rest of the game in the Laws box unless a card repeals it.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator

from engine.schemas.common import DataModel, DeckEntry, Era

LateSetup = Literal["in_force", "removed", "in_deck"]
"""Late Republic scenario setup (3.03.2 C): Middle Laws start in force except Servilian and
Acilian, which leave the game; Late Laws are in the deck."""


class FineCourtEffect(DataModel):
    """Calpurnian / Acilian: once per turn, in the Senate Phase, the fining authority may fine
    one corrupt ex-Governor in Rome `fine_dice` d6 Talents (not a Prosecution: no appeal, no
    veto); any shortfall comes from his Faction Treasury, then as equal Popularity and
    Influence loss. The Acilian Law moves the power to the Faction with most Knights."""

    type: Literal["fine_court"]
    fining_authority: Literal["censor", "faction_with_most_knights"]
    fine_dice: int = Field(ge=1)
    uses_per_turn: int = Field(ge=1)


class ServilianEffect(DataModel):
    """Servilian: either the player's Faction gets `knight_attraction_modifier` on all future
    Knight-attraction rolls, or, while `repeals` is in force, the card is discarded openly to
    repeal it."""

    type: Literal["servilian_choice"]
    knight_attraction_modifier: int
    repeals: str = Field(pattern=r"^law-")


class RuleChangeEffect(DataModel):
    """A permanent change to a basic rule (`rules` lists the rule numbers it alters):

    - consecutive_consulships_allowed: a Senator may be Consul in consecutive turns (1.09.2).
    - no_automatic_consul_for_life: 35 Influence no longer makes a Consul for Life (1.09.822).
    - commander_keeps_army: in the Revolution Phase a victorious Commander may move his Army to
      any current War (with its Fleet Support) without Senate approval, as a Proconsul.
    - governor_by_legate: a Senator may govern Provinces by Legate while in Rome (1.13.1).
    """

    type: Literal["rule_change"]
    change: Literal[
        "consecutive_consulships_allowed",
        "no_automatic_consul_for_life",
        "commander_keeps_army",
        "governor_by_legate",
    ]
    rules: list[str] = Field(default_factory=list)


class CommanderRecruitmentEffect(DataModel):
    """Gabinian: at the start of each Combat Phase, in HRAO order, any non-rebel Commander at war
    may raise Legions and Fleets at `unit_cost` each, paid from his Personal or his Faction
    Treasury; Manpower Shortage and No Recruitment do not apply (1.08.2)."""

    type: Literal["commander_recruitment"]
    unit_cost: int = Field(ge=1)
    ignores_manpower_shortage: bool
    ignores_no_recruitment: bool


class CitizenshipEffect(DataModel):
    """Julian / Plautian-Papirian: grant of citizenship during the Social War. The cost falls on
    every Senator of the card's player: `senator_influence_loss_dice` d6 Influence (a roll per
    Senator) and `senator_popularity_loss` Popularity."""

    type: Literal["citizenship"]
    unrest_change: int
    clears_manpower_shortage: bool
    clears_no_recruitment: bool
    halves_war: str | None = Field(default=None, pattern=r"^war-")
    """War whose Land Strength is halved, rounding up (D2-21)."""
    senator_influence_loss_dice: int = Field(ge=0)
    senator_popularity_loss: int = Field(ge=0)


LawEffect = Annotated[
    FineCourtEffect
    | ServilianEffect
    | RuleChangeEffect
    | CommanderRecruitmentEffect
    | CitizenshipEffect,
    Field(discriminator="type"),
]


class LawCard(DataModel):
    """Law card (1.07.36): play conditions, lasting effect and Passing Laws notes (2.06)."""

    id: str = Field(pattern=r"^law-[a-z]+(-[a-z]+)*$")
    name: str
    era: Era
    card_no: int = Field(ge=1, le=160)
    years_bc: list[int] = Field(min_length=1, max_length=2)
    """Date printed on the card: one year or a first-last range."""
    requires_law: str | None = Field(default=None, pattern=r"^law-")
    """Playable only while this Law is in force."""
    requires_war_in_play: list[str] = Field(default_factory=list)
    """Playable only while one of these Wars is in play, Active or Inactive."""
    requires_active_war_strength: int | None = Field(default=None, ge=1)
    """Playable only while Active Wars total at least this Land Strength, counting Matching-War
    multipliers and Leaders, Civil Wars included (D2-20)."""
    late_setup: LateSetup
    effect: LawEffect
    card_player_only: bool = False
    """Under Passing Laws the bonus or penalty falls on the card's player, not on the Sponsor's
    Faction, and nothing happens unless the Law passes (2.06)."""
    passing_laws_discard_if: Literal["required_law_failed", "required_war_defeated"] | None = None
    """Under Passing Laws the card may be discarded in the Revolution Phase once its required
    Law was voted down or discarded, or its required War was defeated (2.06.4 exception)."""

    @model_validator(mode="after")
    def _check_requirements(self) -> Self:
        if self.passing_laws_discard_if == "required_law_failed" and self.requires_law is None:
            raise ValueError("required_law_failed needs requires_law")
        if self.passing_laws_discard_if == "required_war_defeated" and not (
            self.requires_war_in_play
        ):
            raise ValueError("required_war_defeated needs requires_war_in_play")
        return self


class LawsFile(DataModel):
    """Root of laws.toml: the 10 base-game Law cards (5 Middle, 5 Late)."""

    laws: list[LawCard]

    @model_validator(mode="after")
    def _check_unique(self) -> Self:
        for field in ("id", "card_no"):
            values = [getattr(law, field) for law in self.laws]
            if len(set(values)) != len(values):
                raise ValueError(f"duplicate Law {field}")
        ids = {law.id for law in self.laws}
        for law in self.laws:
            if law.requires_law is not None and law.requires_law not in ids:
                raise ValueError(f"{law.id}: requires unknown Law {law.requires_law}")
            if isinstance(law.effect, ServilianEffect) and law.effect.repeals not in ids:
                raise ValueError(f"{law.id}: repeals unknown Law {law.effect.repeals}")
        return self

    def deck_entries(self) -> list[DeckEntry]:
        """One scenario-card entry per Law card."""
        return [
            DeckEntry(card_no=law.card_no, era=law.era, category="law", key=law.id, name=law.name)
            for law in self.laws
        ]
