"""The Revenue Phase (1.06) with section IV's amendments for the Neutrals (4.03, solo/revenue.py).

Order: Personal Revenue (1.06.1-1.06.12), Provincial Spoils (1.06.13), Rebel maintenance
(1.11.35), Province development (1.06.4), Redistribution (1.06.3; Neutrals pool and split,
4.03.1), Open Bodyguards (the Intrigue cards, 4.07.4), State revenue and taxes
(1.06.5, 1.06.51), Contributions (1.06.52, 4.03.4), Debits and Bankruptcy (1.06.53), returning
Governors (1.06.6).

Decisions (option keys in brackets):
- ``revenue.grain_double`` [``take``, ``decline``]: a Grain Concession's Drought bonus
  (1.06.12); a Neutral's is delegated to the Dominant Player (4.02.2).
- ``revenue.graft`` [``take``, ``decline``]: a Player's Governor takes Provincial Spoils (1.06.13).
- ``revenue.transfer`` [``<from>><to>`` or ``done``]: a Player moves talents (1.06.3), each pair
  once a phase; purses are Senator keys, ``treasury`` (his Faction Treasury) and
  ``faction-<seat>`` (another Player's).
- ``revenue.transfer_amount``: talents to move, 1 to all the source holds.
- ``revenue.contribute`` [Senator key or ``done``] and ``revenue.contribute_amount``: a Player
  Senator's contribution to the State (1.06.52).
- ``revenue.open_bodyguard`` [Senator key or ``keep``]: engine/assassination.py (1.09.73).
- A Neutral's split, presumptive Leader, Provincial Spoils and matching contribution
  (``revenue.split`` and its amounts, ``revenue.presumptive_leader``,
  ``revenue.provincial_spoils``, ``revenue.match``): solo/revenue.py (4.01.3, 4.03).
"""

from __future__ import annotations

from engine.assassination import open_bodyguards
from engine.civil_war import pay_rebel_maintenance
from engine.context import Context, Procedure
from engine.events.provinces import barbarian_raids
from engine.phases.debits import debits
from engine.phases.governors import province_development, returning_governors
from engine.phases.personal_revenue import personal_revenue, provincial_spoils
from engine.phases.redistribution import redistribution
from engine.phases.revenue_ledger import Ledger
from engine.phases.state_revenue import contributions, state_revenue
from engine.queries import turn_order
from engine.revolts import internal_disorder


def revenue_phase(ctx: Context) -> Procedure:
    """The Revenue Phase (1.06) as amended for the Neutrals (4.03)."""
    ctx.state.phase = "Revenue"
    ctx.state.contributed.clear()
    ledger = Ledger()
    barbarian_raids(ctx)
    internal_disorder(ctx)
    yield from personal_revenue(ctx, ledger)
    yield from provincial_spoils(ctx, ledger)
    pay_rebel_maintenance(ctx)
    province_development(ctx)
    yield from redistribution(ctx, ledger)
    yield from open_bodyguards(ctx, turn_order(ctx))
    state_revenue(ctx)
    yield from contributions(ctx, ledger)
    debits(ctx, ledger)
    returning_governors(ctx)
    ctx.state.barren_provinces.clear()
