"""`ror serve`: the game on a board in a web page, for one Player, a hotseat, or two Players
over the network with a spectator. ``seats`` deals the links' secret tokens, ``host`` decides
who may answer, ``board`` reads a seat's view into records, ``render`` turns them into HTML
(Jinja2), ``app`` is the ASGI application (Starlette, WebSockets), ``server`` runs it (uvicorn).
The page's script and style are in ``static/``: no build step, no external request."""
