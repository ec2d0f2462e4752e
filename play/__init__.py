"""`ror play`: a person plays solitaire or hotseat two-player against the Neutral bots, in the
terminal (Textual; the board in a browser is web/, `ror serve`). ``session`` is the model (the
web table plays it too), ``app`` the screen, ``board`` the panels' text, ``command`` what the
`ror play` command runs, ``table`` the table mode (chance entered from the physical board)."""
