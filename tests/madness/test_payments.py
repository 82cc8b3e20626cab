"""§4.5.1 [DD] minimal payment with Harold's power (§5.3): every card the engine offers toward a
cost can be part of a payment that completes; a Pay that leads into a dead end would leave only
"cancel" (an AI that began the payment again never finished its turn)."""

from game.madness.actions import BreakCurse, CancelPayment, Pay
from game.madness.data import CURSE_DECK_MULTI, A, E
from tests.madness.helpers import R, blank, c, give, place_curse, start_actions


def _completes(state, seat, depth=8):
    if not state.tasks or state.tasks[-1][0] != "pay":
        return True
    if depth == 0:
        return False
    for a in R.legal_actions(state, seat):
        if isinstance(a, CancelPayment):
            continue
        s = R.clone(state)
        R.perform(s, a)
        if _completes(s, seat, depth - 1):
            return True
    return False


def test_harold_is_not_offered_an_air_card_his_earth_conversion_needs():
    # A multi-element curse taxed one air: 1 W + 1 F + 1 E + 2 A. Harold holds A1 A1 W2 F2 and
    # the shared support an A3. The one way: A3 for the air, an A1 as earth, W2, F2. An A1 paid
    # as air leaves the air short unless the A3 joins it (then the A1 is superfluous) or the
    # other A1 does (then no earth): a dead end.
    s = blank(2, ("Harold", "Sandra"))
    slot = 1
    place_curse(s, slot, CURSE_DECK_MULTI, "M2")
    s.tokens[slot * 4 + A] = 1
    give(s, 0, "hand", "A1", "A1", "W2", "F2")
    give(s, 1, "support", "A3")
    start_actions(s, 0)
    R.apply(s, BreakCurse(0, slot))
    legal = R.legal_actions(s, 0)
    assert Pay(0, "hand", 0, c("A1")) not in legal
    assert Pay(0, "hand", 0, c("A1"), E) in legal
    assert Pay(0, "support", 1, c("A3")) in legal
    for a in legal:
        if isinstance(a, Pay):
            after = R.clone(s)
            R.perform(after, a)
            assert _completes(after, 0), a
    for a in (Pay(0, "support", 1, c("A3")), Pay(0, "hand", 0, c("A1"), E),
              Pay(0, "hand", 0, c("W2")), Pay(0, "hand", 0, c("F2"))):
        R.apply(s, a)
    assert s.track[slot] < 0, "the curse is broken"
