"""The store: connections, migrations and the modules that own the tables and hold every
statement memtool runs on its database, writes and reads (named queries in sql/queries/)."""
