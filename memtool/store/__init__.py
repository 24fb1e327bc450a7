"""The store: connections, migrations and the modules that own the tables (every write, most reads)."""
