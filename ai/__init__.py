"""The players that are not people: agents that choose actions from views (pure Python)."""
