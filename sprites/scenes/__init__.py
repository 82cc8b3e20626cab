"""The client's screens: title, setup, table, hand-over, pause, saves, settings, rules, game over."""
