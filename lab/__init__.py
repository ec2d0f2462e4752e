"""The lab: many seeded games played in parallel, stored, and compared with statistics."""
