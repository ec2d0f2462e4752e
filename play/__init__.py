"""`ror play`: a person plays solitaire or hotseat two-player against the Neutral bots, in the
terminal (Textual) or in a browser tab (textual-serve). ``session`` is the model, ``app`` the
screen, ``board`` the panels' text, ``command`` what the `ror play` command runs, ``table`` the
table mode (chance entered from the physical board)."""
