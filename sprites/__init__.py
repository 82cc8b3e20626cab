"""The view: procedural art, the timeline of animations, scenes and the frame loop around them.

``sprites.app`` holds the entry points ``run_client`` and ``run_autoplay``; ``sprites.bench`` holds
``bench_frames``. Scenes speak to engines only through the protocol in ``game.core.protocol``.
"""
