"""Board tables and the numbers printed beside them (rule 1.02, the game board), as data.

Loaded from engine/data/tables.toml with ``load_data_file("tables", TablesFile)``. This module holds
the root and the limits on tracked values (1.07.31, 1.08.1, 1.09.63, 1.11.2). The tables:
forum_tables (1.07, Initiative, Persuasion, Knights and Evil Omens included), population_tables
(1.08), senate_tables (1.09, the Land Bills included), combat_tables (1.10, Ransom included),
revenue_tables (1.05, 1.06), revolution_tables (1.11); their dice rows: bands.
"""

from __future__ import annotations

from engine.schemas.combat_tables import CombatTable, RansomTable
from engine.schemas.common import DataModel
from engine.schemas.forum_tables import (
    CuriaTable,
    EvilOmensTable,
    GamesTable,
    InitiativeTable,
    RandomEventsTable,
)
from engine.schemas.population_tables import PopulationTable, UnrestTable
from engine.schemas.revenue_tables import ContributionsTable, MortalityChits, StateRevenueTable
from engine.schemas.revolution_tables import LegionAllegianceTable
from engine.schemas.senate_tables import (
    AssassinationTable,
    InfluenceTable,
    LandBillsTable,
    PopularAppealTable,
    VotingTable,
)

# --- Limits (1.07.31, 1.08.1, 1.09.63, 1.11.2) ---------------------------------------------------


class Limits(DataModel):
    """Bounds on tracked values: Unrest (1.08.1), Popularity and Influence (1.07.31), Active
    Legions and Fleets (1.09.63)."""

    unrest_min: int
    popularity_min: int
    popularity_max: int
    influence_min: int
    legions_max: int
    fleets_max: int
    hand_limit: int
    """Faction cards a Player may keep after the Revolution Phase's discards (1.11.2)."""


# --- Root ----------------------------------------------------------------------------------------


class TablesFile(DataModel):
    """All board tables (engine/data/tables.toml)."""

    combat: CombatTable
    population: PopulationTable
    random_events: RandomEventsTable
    games: GamesTable
    land_bills: LandBillsTable
    assassination: AssassinationTable
    popular_appeal: PopularAppealTable
    legion_allegiance: LegionAllegianceTable
    contributions: ContributionsTable
    ransom: RansomTable
    influence: InfluenceTable
    mortality: MortalityChits
    unrest: UnrestTable
    state_revenue: StateRevenueTable
    curia: CuriaTable
    initiative: InitiativeTable
    voting: VotingTable
    limits: Limits
    evil_omens: EvilOmensTable
