"""The Big Book of Madness's colours (``palette.json``): its components, and its seats where it has its own."""

from sprites.board.palette import load_palette

PALETTE = load_palette(__file__)
