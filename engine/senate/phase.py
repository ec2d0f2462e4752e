"""The base game's Senate Phase (1.09), in the rulebook's order:

1. Rome repopulated (1.09.81); the HRAO presides (1.09.11-1.09.12).
2. Consuls elected, the outgoing annual offices ending as they are (1.09.2-1.09.22); the new
   Rome Consul presides. While the War condition holds, a Dictator appointed or elected, who
   presides and names his Master of Horse (1.09.3-1.09.33).
3. The Censor elected (1.09.4); he presides over up to two Minor or one Major Prosecution, then
   the Corrupt and Major markers of the Senators in Rome go (1.09.41-1.09.45).
4. Governors for every vacant Province, some in tandem (1.09.5-1.09.53), then recalls of
   Governors by electing new ones (1.09.52).
5. Other business until adjournment, a Tribune's proposals among it (engine/senate/agenda.py,
   engine/senate/business.py, 1.09.6-1.09.647, 1.09.151).
The Senate closes: Proconsuls who cannot fight and Forces without a Commander come home (1.09.9),
Rome repopulated, a Land Commissioner without a Land Bill returns (1.09.61), the Senate Phase's
events act, Lucullus's recall (1.10.21). While a Consul for Life lives, his faction makes the
other factions' decisions but their votes on Land Bills (1.09.823). From the Consuls' election
to adjournment a faction may announce an Assassination when it is called to vote, and the
Presiding Magistrate's before each item of other business (engine/senate/assassins.py, 1.09.7).
"""

from __future__ import annotations

from engine.context import Context, Procedure
from engine.events.resolve import senate_phase_end
from engine.phases.combat_results import recall_after_senate
from engine.senate.agenda import other_business
from engine.senate.assassins import with_attempts
from engine.senate.consul_for_life_control import under_consul_for_life
from engine.senate.dictator import name_dictator
from engine.senate.elections import elect_censor, elect_consuls
from engine.senate.governor_recalls import recall_governors
from engine.senate.governor_tandem import elect_governors
from engine.senate.offices import (
    Senate,
    close_senate,
    governors_returned,
    repopulate_rome,
)
from engine.senate.prosecutions import prosecutions
from engine.senate.recalls import automatic_recalls
from engine.senate.session import Session, presiding_magistrate


def senate_phase(ctx: Context) -> Procedure:
    """Senate Phase (1.09); a Consul for Life makes the other factions' decisions (1.09.823)."""
    ctx.state.phase = "Senate"
    yield from under_consul_for_life(ctx, _sitting(ctx))


def _sitting(ctx: Context) -> Procedure:
    """The Senate's business in order (the module's list)."""
    yield from repopulate_rome(ctx)
    session = Session(Senate(returned_governors=governors_returned(ctx)))
    chair = presiding_magistrate(ctx, session)
    if chair is not None:
        session.presiding = chair.key
        ctx.record(
            ctx.senator_actor(chair),
            "presides",
            "1.09.12",
            f"{chair.name} opens the Senate as Presiding Magistrate",
        )
    yield from with_attempts(ctx, _in_session(ctx, session))
    automatic_recalls(ctx, session.sent)
    yield from repopulate_rome(ctx)
    close_senate(ctx)
    yield from senate_phase_end(ctx)
    recall_after_senate(ctx)


def _in_session(ctx: Context, session: Session) -> Procedure:
    """From the elections to adjournment: Assassinations may be announced (1.09.71)."""
    yield from elect_consuls(ctx, session)
    yield from name_dictator(ctx, session)
    yield from elect_censor(ctx, session)
    yield from prosecutions(ctx, session)
    yield from elect_governors(ctx, session)
    yield from recall_governors(ctx, session)
    yield from other_business(ctx, session)
