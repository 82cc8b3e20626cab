"""The model: rules engines in pure Python (never imports pygame or the view)."""
