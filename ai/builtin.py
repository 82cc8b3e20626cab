"""Imports every agent module so each registers itself."""

import ai.agent  # noqa: F401
import ai.agents  # noqa: F401
