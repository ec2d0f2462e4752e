"""The HeuristicPlayer's handlers by area, one module per phase; importing this package registers
them all."""

from importlib import import_module
from pkgutil import iter_modules

for _module in iter_modules(__path__):
    import_module(f"{__name__}.{_module.name}")
