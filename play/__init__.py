"""Applications for a person at the table: ``ror play`` and table mode (play/table.py)."""
