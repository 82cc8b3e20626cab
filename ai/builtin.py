"""Imports every agent module so each registers itself."""

import ai.agent  # noqa: F401
import ai.agents  # noqa: F401
import ai.dday  # noqa: F401
import ai.madness  # noqa: F401
import ai.stronghold  # noqa: F401
import ai.wizard_kings  # noqa: F401
