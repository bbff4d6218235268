"""The spread of the remaining score: its variance under optimal play, within a turn.

:mod:`fivedice.strategy.turnsolver` gives the *expected* future score of optimal play (the
play that maximises the expected score).  This module follows exactly the same play and also
gives the *second moment* of the future score, from every situation within a turn; the table
build (:mod:`fivedice.strategy.solver`) turns it into the variance of every start-of-turn
state.

The second moment propagates through the turn as the expectation does:

* a chance node (a roll) averages the second moments of its outcomes;
* a decision takes the second moment of the option that the expectation chooses: of options
  of equal value, the one with the larger second moment (the riskier: for a final roll the
  entry, or the scratch, with the larger variance of the rest of the card; for a roll before
  a reroll the keep whose outcome has the larger second moment);
* entering a final roll for ``s`` points (bonuses included) and moving to a state whose
  future ``X`` has mean ``E`` and variance ``v`` gives ``E[(s + X - z)^2] = (s + E - z)^2 + v``.

Within a turn the solver keeps ``Q = E[(S - z)^2]`` for each node, where ``z`` is the state's
best scratch value (the same shift the expectation uses), so the numbers stay small enough
for float32.  At the start of the turn the variance is ``Q - (E - z)^2``.

:class:`MomentSolver` is the plain form, for any float type; the table build uses the same
play on packed float32 pairs (:mod:`fivedice.strategy.packed`).
"""

from __future__ import annotations

from typing import TypeVar

import numpy as np

from fivedice.strategy.dice import N_ROLLS, SIZE_OFFSETS
from fivedice.strategy.layout import (
    LAYOUT,
    N_SOURCES,
    SOURCE_BOX,
    SOURCE_FIXED,
    Group,
    by_size,
)
from fivedice.strategy.scoring import FIVE_KIND
from fivedice.strategy.turnsolver import Entries, FiveSpread, TurnSolver

__all__ = ["MomentSolver", "MomentWork"]

_Solver = TypeVar("_Solver", bound="MomentSolver")


def _lower_rows() -> list[tuple[int, slice]]:
    """The source rows of each lower box (a box's rows are contiguous)."""
    out = []
    for box in dict.fromkeys(SOURCE_BOX[30:].tolist()):
        rows = np.flatnonzero(np.equal(SOURCE_BOX, box))
        out.append((box, slice(int(rows[0]), int(rows[-1]) + 1)))
    return out


_LOWER_ROWS = _lower_rows()


class MomentWork:
    """Scratch arrays of the second moments for one block size, reused from block to block."""

    def __init__(self, n: int, dtype: type) -> None:
        self.n = n
        self.var: np.ndarray = np.empty((N_SOURCES, n), dtype=dtype)
        self.v: np.ndarray = np.empty((N_ROLLS, n), dtype=dtype)
        self.exp: np.ndarray = np.empty((SIZE_OFFSETS[6], n), dtype=dtype)
        self.best: list[np.ndarray] = [
            np.empty((SIZE_OFFSETS[6], n), dtype=dtype) for _ in range(2)
        ]


def _best_pairs(
    values: np.ndarray, squares: np.ndarray, out: np.ndarray, out_q: np.ndarray
) -> None:
    """Of the options along axis 1 of ``values`` (rows, d, n), the largest into ``out`` and the
    matching entry of ``squares`` into ``out_q`` (of equal values the largest of them)."""
    values.max(axis=1, out=out)
    np.where(values == out[:, None], squares, -np.inf).max(axis=1, out=out_q)


def _pick(best: np.ndarray, best_q: np.ndarray, other: np.ndarray, other_q: np.ndarray) -> None:
    """Of ``best`` and ``other`` the larger into ``best``, and its entry of ``best_q`` /
    ``other_q`` into ``best_q`` (of equal values the larger)."""
    best_q[...] = np.where(
        other > best, other_q, np.where(other == best, np.maximum(best_q, other_q), best_q)
    )
    np.maximum(best, other, out=best)


class MomentSolver(TurnSolver):
    """Evaluates turns for blocks of states: the expectation and the second moment together.

    ``values`` and ``variances`` are the start-of-turn tables of the later states (shape
    (8192, 64, flags), float64).  All turn arrays are relative to ``z``, the state's best
    scratch value: ``W`` is the mean and ``Q`` the mean square of ``S - z``.
    """

    def __init__(
        self, rule: str, values: np.ndarray, variances: np.ndarray, dtype: type = np.float32
    ) -> None:
        super().__init__(rule, values, dtype)
        self.flat_var = variances.reshape(-1)
        self._mwork: MomentWork | None = None

    @classmethod
    def side_by_side(
        cls: type[_Solver], rule: str, table: np.ndarray, dtype: type = np.float32
    ) -> _Solver:
        """A solver of ``table`` (shape (8192, 64, flags, 2)), where each state's variance lies
        beside its value, so that one look-up brings both (the table build's layout)."""
        solver = cls(rule, table, table.reshape(-1)[1:], dtype)
        solver.step = 2
        return solver

    def moment_work(self, n: int) -> MomentWork:
        """Scratch arrays of the second moments for blocks of ``n`` states."""
        if self._mwork is None or self._mwork.n != n:
            self._mwork = MomentWork(n, self.dtype)
        return self._mwork

    def rest(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Mean and variance of the rest of the card from start-of-turn states."""
        at = self.index(mask, upper, flag)
        return self.flat[at], self.flat_var[at]

    def moment_sources(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[Entries, np.ndarray]:
        """Fill the source rows of a block (``work(n).src``) and their variances
        (``moment_work(n).var``: the variance of the rest of the card after each entry, 0
        where the box is filled).  Returns the entries and the variance after entering 0 in
        each box (13 rows, 0 where filled)."""
        entries = self.sources(mask, upper, flag)
        var = self.moment_work(len(mask)).var
        is_open = entries.is_open
        scratch_var = np.where(is_open, self.flat_var[entries.scratch_at], 0.0)
        upper_var = self.flat_var[entries.upper_at]
        np.copyto(upper_var, 0.0, where=entries.upper_closed)
        var[:30] = upper_var
        # a lower entry leaves the card as a scratch of its box does (but Five of a Kind's 50)
        box_var: np.ndarray = scratch_var.astype(self.dtype)
        for box, rows in _LOWER_ROWS:
            var[rows] = box_var[box]
        var[SOURCE_FIXED[FIVE_KIND]] = np.where(
            is_open[FIVE_KIND], self.flat_var[entries.five_at], 0.0
        )
        return entries, scratch_var

    def best_scratch(
        self, entries: Entries, scratch_var: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """``(z, z_var)``: the best value of a scratch (entering 0 in an open box) of each
        state, and the variance of the rest of the card after it (of equal scratches the
        largest), in the solver's float type."""
        z = entries.scratch.max(axis=0)
        z_var = np.where(entries.scratch == z, scratch_var, -np.inf).max(axis=0)
        return z, z_var.astype(self.dtype)

    def best_entries(
        self,
        groups: list[Group],
        rel: np.ndarray,
        var: np.ndarray,
        z_var: np.ndarray,
        w: np.ndarray,
        v: np.ndarray,
    ) -> None:
        """The best entry of the final rolls of ``groups`` (see ``LAYOUT.roll_groups``): its
        value relative to ``z`` into ``w`` and the variance of the rest of the card after it
        into ``v``, from the sources' (``rel``, ``var``).  The best scratch (relative value 0,
        variance ``z_var``) is an option of every roll."""
        n = rel.shape[1]
        for lo, hi, d, cand in groups:
            part, part_v = w[lo:hi], v[lo:hi]
            shape = (hi - lo, d, n)
            _best_pairs(rel[cand].reshape(shape), var[cand].reshape(shape), part, part_v)
            _pick(part, part_v, np.zeros_like(part), np.broadcast_to(z_var, part_v.shape))

    def final_moments(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(W, Q, z)`` of each final roll (rolls in the order of ``LAYOUT``).

        ``W`` is the mean and ``Q`` the mean square of the rest of the card's score minus
        ``z`` when the roll is entered in the box the expectation prefers.  ``W`` and ``Q``
        are scratch arrays of the solver, valid until the next call.
        """
        n = len(mask)
        ws, mw = self.work(n), self.moment_work(n)
        entries, scratch_var = self.moment_sources(mask, upper, flag)
        z, z_var = self.best_scratch(entries, scratch_var)
        rel = ws.rel
        np.subtract(ws.src, z, out=rel, casting="same_kind")
        w, v = ws.w, mw.v
        self.best_entries(LAYOUT.roll_groups, rel, mw.var, z_var, w, v)
        self.redo_fives(w, z, entries, mask, upper, flag, FiveSpread(v, scratch_var, self.flat_var))
        q = mw.exp[SIZE_OFFSETS[5] :]
        np.multiply(w, w, out=q)
        q += v
        return w, q, z

    def best_moments(
        self,
        exp: list[np.ndarray],
        exp_q: list[np.ndarray],
        out: np.ndarray,
        out_q: np.ndarray,
    ) -> tuple[np.ndarray, np.ndarray]:
        """Each roll's value and second moment when the keep the expectation prefers is chosen.

        Like :meth:`best_keeps`, with the second moment of the chosen keep carried along: of
        keeps of equal value the one with the larger second moment.
        """
        best, best_q = by_size(out), by_size(out_q)
        best[0][...] = exp[0]
        best_q[0][...] = exp_q[0]
        for size in range(1, 6):
            for lo, hi, d, idx in LAYOUT.parent_groups[size]:
                part, part_q = best[size][lo:hi], best_q[size][lo:hi]
                shape = (hi - lo, d, -1)
                _best_pairs(
                    best[size - 1][idx].reshape(shape),
                    best_q[size - 1][idx].reshape(shape),
                    part,
                    part_q,
                )
                _pick(part, part_q, exp[size][lo:hi], exp_q[size][lo:hi])
        return best[5], best_q[5]

    def roll_moments(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[list[np.ndarray], list[np.ndarray], np.ndarray]:
        """``(R, RQ, z)``: each roll's mean and mean square (minus ``z``) with k rerolls left.

        The arrays are scratch arrays of the solver, valid until the next call.
        """
        w, q, z = self.final_moments(mask, upper, flag)
        ws, mw = self.work(len(mask)), self.moment_work(len(mask))
        r, rq = [w], [q]
        for layer in range(2):
            exp = self.keep_values(r[-1], ws.exp)
            exp_q = self.keep_values(rq[-1], mw.exp)
            b, bq = self.best_moments(exp, exp_q, ws.best[layer], mw.best[layer])
            r.append(b)
            rq.append(bq)
        return r, rq, z

    def start_moments(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Mean and variance of the future score at the start of a turn, for each state."""
        r, rq, z = self.roll_moments(mask, upper, flag)
        rel = LAYOUT.probs @ r[2].astype(np.float64)
        square = LAYOUT.probs @ rq[2].astype(np.float64)
        return z + rel, np.maximum(square - rel * rel, 0.0)
