"""The presentation layer: what a person sees of a game, shared by every front end (the
terminal app play/, the browser web/, the CLI ror/). It sits above bots/ and below the
applications; it reads a game, a seat's view and a decision, and calls the engine's own rule
functions (a Base Number, war strengths, the Combat Results Table, the Contributions table,
known debits) rather than computing a rule a second time.

Every value it returns is a frozen dataclass of strings, numbers and tuples;
``presentation.model.as_json`` turns any of them into JSON-ready data.

API
---
``presentation.options.decision_view(game, seat, decision) -> DecisionView``
    The decision as ``seat`` (who answers it) sees it: plain-words ``title`` and ``prompt``,
    ``who``, ``rule``, the decision's ``figures`` (e.g. a War's Strength, Rome's and the
    battle's chances), each option (``OptionView``: ``key`` for ``game.apply``, ``label``,
    ``figures``, one-line ``summary``) or the amount range (``AmountView``: ``low``, ``high``,
    ``default``, figures ``at_low`` / ``at_high``), and ``note``: the rule note with the
    numbers filled in. A ``Figure`` is (``name``, ``value``, ``text``, ``rule``).
``presentation.recap.mark(game) -> Mark`` and ``recap(game, seat, mark, auto) -> Recap``
    Take a mark when the seat answers; later, what happened since: ``phases`` passed,
    ``treasury`` and ``unrest`` (before, after), ``lines`` (``Line``: text, rule, dice, topic,
    actor), the seat's own Senators' deaths first, then Senators, Treasury (main flows), Wars,
    battles, offices, Laws, Unrest, then the automatic answers. ``recap_text`` for a terminal.
``presentation.warnings.warnings(game, seat) -> list[Alert]``
    Alerts (``level`` "danger" or "watch", ``text``, ``rule``): Active Wars against the
    four-War limit (1.12.1), the Treasury against next Revenue Phase's known debits (1.06.53),
    Unrest against the Population Table (1.08.2), the seat's Senators at War (1.10.7).
``presentation.log.phase_groups(events, me, shown) -> list[PhaseGroup]``
    The log by turn and phase (``title`` with the full phase name), oldest first, filtered by
    ``shown`` in ``FILTERS`` ("all", "yours", "rome", "wars"); ``line_text`` for plain text.
``presentation.words``
    ``title(kind)``, ``prompt(text)``, ``phase(name)``, ``refusal(decision, entered)``: plain
    words; stable keys stay for the API, logs and saves.
``presentation.autopass.auto_answer(game, seat, decision) -> Choice | None``
    The answer the program gives when no answer can change the outcome (one legal option, a
    counter-bribe against an attempt that cannot succeed), with a Reason; ``auto_line`` is its
    recap line.
``presentation.ending.ending(game) -> Ending``
    How the game ended, the rule, the turn, each faction's final Influence and votes;
    ``Ending.lines()`` for a terminal.
``presentation.odds``
    ``persuasion_chance(view, base)``, ``battle_odds(catalog, rome, enemy, numbers, modifier)``
    (engine/battle_odds.py's), ``odds_text(odds)``, ``percent(chance)``.
"""
