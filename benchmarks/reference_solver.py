"""A reference NumPy solver of one card, values only, to measure the table build against.

No permissively licensed public NumPy implementation of this solve could be found (the public
NumPy solvers carry no licence, or take minutes), so this one was written for the benchmark,
independently of ``fivedice.strategy``: it imports nothing from the game and follows the rule
book (sections 2 and 4: the rules "off" and "official").  It is a straightforward and competent
formulation, not a tuned one:

* every reachable start-of-turn state (filled boxes, upper total capped at 63, whether the Five
  of a Kind box holds 50) is solved, level by level from the card with one box open back to
  the empty card, in float64, for blocks of states at once (states are columns);
* a final roll is worth its best entry, box by box (the upper boxes by the count of their face,
  the extra five with its joker and bonus), plus the value of the state it leads to;
* a keep is worth the mean of the keeps with one more die (one per face), the best keep of a
  roll is the best of its own keep value and those of its one-smaller sub-multisets.

It reproduces the published optimal expected scores: 245.870775 ("off") and 254.587729
("official").  Run it alone with ``python benchmarks/reference_solver.py [off|official]``.
"""

from __future__ import annotations

import sys
import time
from itertools import combinations_with_replacement
from math import factorial

import numpy as np

RULES = ("off", "official")
ONES, SIXES = 0, 5
THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, FIVE_KIND, CHANCE = range(6, 13)
LOWER = (THREE_KIND, FOUR_KIND, FULL_HOUSE, SMALL, LARGE, CHANCE)
BONUS_AT, BONUS, EXTRA_FIVE = 63, 35, 100
FULL = (1 << 13) - 1
BLOCK = 512


def _keeps() -> list[tuple[int, ...]]:
    """Every multiset of at most five dice as six face counts, smallest first."""
    out = []
    for size in range(6):
        for faces in combinations_with_replacement(range(6), size):
            out.append(tuple(faces.count(f) for f in range(6)))
    return out


KEEPS = _keeps()
INDEX = {k: i for i, k in enumerate(KEEPS)}
BY_SIZE = [[i for i, k in enumerate(KEEPS) if sum(k) == s] for s in range(6)]
ROLLS = np.array([KEEPS[i] for i in BY_SIZE[5]])  # (252, 6) face counts


def _add(k: tuple[int, ...], face: int, step: int) -> int:
    return INDEX[tuple(c + step * (f == face) for f, c in enumerate(k))]


# For the keeps of each size: the keep with one more die of each face (n, 6) (PLUS); and, for
# those holding d distinct faces, their positions within the size and the keeps with one die
# fewer, one per face held (m, d) (MINUS).
PLUS = [np.array([[_add(KEEPS[i], f, 1) for f in range(6)] for i in BY_SIZE[s]]) for s in range(5)]


def _minus(size: int) -> list[tuple[np.ndarray, np.ndarray]]:
    groups = []
    for distinct in range(1, 6):
        at, subs = [], []
        for j, i in enumerate(BY_SIZE[size]):
            held = [f for f in range(6) if KEEPS[i][f]]
            if len(held) == distinct:
                at.append(j)
                subs.append([_add(KEEPS[i], f, -1) - BY_SIZE[size - 1][0] for f in held])
        if at:
            groups.append((np.array(at), np.array(subs)))
    return groups


MINUS = [[], *(_minus(size) for size in range(1, 6))]
FIRST_ROLL = np.array(
    [factorial(5) / np.prod([factorial(c) for c in r]) / 6**5 for r in ROLLS.tolist()]
)


def _scores() -> np.ndarray:
    """The rule book's table (section 2) for each roll and box: (252, 13)."""
    total = ROLLS @ np.arange(1, 7)
    top = ROLLS.max(axis=1)
    present = ROLLS > 0
    runs = [present[:, a : a + 4].all(axis=1) for a in range(3)]
    scores = np.zeros((len(ROLLS), 13))
    scores[:, :6] = ROLLS * np.arange(1, 7)
    scores[:, THREE_KIND] = np.where(top >= 3, total, 0)
    scores[:, FOUR_KIND] = np.where(top >= 4, total, 0)
    pairs = np.sort(ROLLS, axis=1)[:, -2:]
    scores[:, FULL_HOUSE] = np.where((pairs[:, 0] == 2) & (pairs[:, 1] == 3), 25, 0)
    scores[:, SMALL] = np.where(runs[0] | runs[1] | runs[2], 30, 0)
    scores[:, LARGE] = np.where(present[:, :5].all(axis=1) | present[:, 1:].all(axis=1), 40, 0)
    scores[:, FIVE_KIND] = np.where(top == 5, 50, 0)
    scores[:, CHANCE] = total
    return scores


SCORES = _scores()
FIVES = [int(np.flatnonzero(ROLLS[:, f] == 5)[0]) for f in range(6)]


def _reachable_uppers() -> list[np.ndarray]:
    """For each set of filled upper boxes (6 bits): the capped upper totals it can hold."""
    reach = [np.zeros(64, dtype=bool) for _ in range(64)]
    reach[0][0] = True
    for m in range(1, 64):
        face = (m & -m).bit_length() - 1
        for u in np.flatnonzero(reach[m & (m - 1)]):
            for c in range(6):
                reach[m][min(BONUS_AT, u + c * (face + 1))] = True
    return [np.flatnonzero(r) for r in reach]


UPPERS = _reachable_uppers()


class ReferenceSolver:
    """The values of every start-of-turn state of one card under ``rule``."""

    def __init__(self, rule: str) -> None:
        if rule not in RULES:
            raise ValueError(f"the reference knows the rules {RULES}, not {rule!r}")
        self.rule = rule
        self.values = np.zeros((FULL + 1, BONUS_AT + 1, 2))

    def solve(self) -> float:
        """Solve every state; return the expected score of an empty card."""
        for filled in range(12, -1, -1):
            masks, uppers, flags = [], [], []
            for m in range(FULL):
                if m.bit_count() != filled:
                    continue
                us = UPPERS[m & 63]
                for f in (0, 1) if self.rule == "official" and m >> FIVE_KIND & 1 else (0,):
                    masks.append(np.full(len(us), m))
                    uppers.append(us)
                    flags.append(np.full(len(us), f))
            mask, upper, flag = (np.concatenate(a) for a in (masks, uppers, flags))
            for a in range(0, len(mask), BLOCK):
                s = slice(a, a + BLOCK)
                self.values[mask[s], upper[s], flag[s]] = self.turn(mask[s], upper[s], flag[s])
        return float(self.values[0, 0, 0])

    def turn(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """Expected future score of a block of states at the start of their turn."""
        final = self.final_rolls(mask, upper, flag)
        for _ in range(2):
            final = self.reroll(final)
        out: np.ndarray = FIRST_ROLL @ final
        return out

    def after(self, mask: np.ndarray, box: int, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """Value of the states after filling ``box`` (upper total and flag as given)."""
        out: np.ndarray = self.values[mask | 1 << box, np.minimum(upper, BONUS_AT), flag]
        return out

    def final_rolls(self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray) -> np.ndarray:
        """Value of each final roll (252, n): its best entry and the rest of the card."""
        best = np.full((len(ROLLS), len(mask)), -np.inf)
        for box in range(13):
            open_ = (mask >> box & 1) == 0
            if not open_.any():
                continue
            if box <= SIXES:
                # by the number of dice showing the box's face: points, bonus and what follows
                points = np.arange(6)[:, None] * (box + 1)
                new = upper + points
                bonus = np.where((upper < BONUS_AT) & (new >= BONUS_AT), BONUS, 0)
                by_count = points + bonus + self.after(mask, box, new, flag)
                value = by_count[ROLLS[:, box]]
            elif box == FIVE_KIND:
                fifty = SCORES[:, FIVE_KIND] == 50
                held = flag if self.rule == "off" else np.ones_like(flag)
                value = np.where(
                    fifty[:, None],
                    50 + self.after(mask, box, upper, held),
                    self.after(mask, box, upper, np.zeros_like(flag))[None, :],
                )
            else:
                value = SCORES[:, box][:, None] + self.after(mask, box, upper, flag)[None, :]
            np.maximum(best, value, out=best, where=open_)
        if self.rule == "official":
            self.extra_fives(best, mask, upper, flag)
        return best

    def extra_fives(
        self, best: np.ndarray, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> None:
        """Five of a kind with its box filled: the forced joker and the bonus (section 4.2)."""
        filled = (mask >> FIVE_KIND & 1) == 1
        if not filled.any():
            return
        bonus = np.where(flag == 1, EXTRA_FIVE, 0)
        for face, row in enumerate(FIVES):
            total = 5 * (face + 1)
            own_open = (mask >> face & 1) == 0
            new = upper + total
            up_bonus = np.where((upper < BONUS_AT) & (new >= BONUS_AT), BONUS, 0)
            forced = total + up_bonus + self.after(mask, face, new, flag)
            lower = np.full(len(mask), -np.inf)
            for box in LOWER:
                points = {FULL_HOUSE: 25, SMALL: 30, LARGE: 40}.get(box, total)
                entry = points + self.after(mask, box, upper, flag)
                lower = np.maximum(lower, np.where((mask >> box & 1) == 0, entry, -np.inf))
            zero = np.full(len(mask), -np.inf)
            for box in range(6):
                entry = self.after(mask, box, upper, flag)
                zero = np.maximum(zero, np.where((mask >> box & 1) == 0, entry, -np.inf))
            joker = np.where(own_open, forced, np.where(np.isfinite(lower), lower, zero))
            best[row] = np.where(filled, joker + bonus, best[row])

    @staticmethod
    def reroll(rolls: np.ndarray) -> np.ndarray:
        """Value of each roll (252, n) with one more reroll: its best keep."""
        keep = [np.empty(0)] * 5 + [rolls]
        for size in range(4, -1, -1):
            more = keep[size + 1][PLUS[size] - BY_SIZE[size + 1][0]]  # (keeps, 6 faces, n)
            keep[size] = more.sum(axis=1) / 6.0
        best: np.ndarray = keep[0]
        for size in range(1, 6):
            subs = np.empty_like(keep[size])
            for at, minus in MINUS[size]:
                subs[at] = best[minus].max(axis=1)
            best = np.maximum(keep[size], subs, out=subs)
        return best


def main() -> None:
    """Solve the rules named on the command line (default: both) and print the figures."""
    for rule in sys.argv[1:] or RULES:
        start = time.perf_counter()
        score = ReferenceSolver(rule).solve()
        print(f"{rule}: expected score {score:.6f}, {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main()
