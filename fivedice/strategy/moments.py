"""The spread of the remaining score: its variance under optimal play, for every state.

:mod:`fivedice.strategy.solver` gives the *expected* future score of optimal play
(the play that maximises the expected score).  This module follows exactly the
same play and also gives the *variance* of the future score, from every
start-of-turn state and from every situation within a turn.

The second moment propagates through the turn as the expectation does:

* a chance node (a roll) averages the second moments of its outcomes;
* a decision takes the second moment of the option that the expectation chooses
  (the one Hard plays);
* entering a final roll for ``s`` points (bonuses included) and moving to a state
  whose future ``X`` has mean ``E`` and variance ``v`` gives
  ``E[(s + X - z)^2] = (s + E - z)^2 + v``.

Within a turn the solver keeps ``Q = E[(S - z)^2]`` for each node, where ``z`` is the
state's best scratch value (the same shift the expectation uses), so the numbers
stay small enough for float32.  At the start of the turn the variance is
``Q - (E - z)^2``.  States whose upper bonus is already decided share their
variance as they share their value.
"""

from __future__ import annotations

import numpy as np

from fivedice.strategy.dice import N_ROLLS, SIZE_OFFSETS
from fivedice.strategy.scoring import (
    CHANCE,
    EXTRA_FIVE_BONUS,
    FIVE_KIND,
    FIVE_KIND_SCORE,
    FOUR_KIND,
    FULL_MASK,
    JOKER_FIXED,
    THREE_KIND,
    UPPER_BONUS,
    UPPER_REACH,
    UPPER_TARGET,
    check_rule,
)
from fivedice.strategy.solver import (
    _BITS,
    _CHUNK,
    _N_SRC,
    _SRC_CHANCE,
    _SRC_FIXED,
    _SRC_FOUR,
    _SRC_THREE,
    _SUMS,
    _UP_BITS,
    _UP_FACES,
    _UP_POINTS,
    LAYOUT,
    ProgressCallback,
    _by_size,
    _classes,
    _TurnSolver,
    flag_count,
    level_states,
)

__all__ = ["MomentSolver", "solve_moments"]

_FIXED_BOXES = tuple(JOKER_FIXED)
_FIXED_SCORES = np.array([JOKER_FIXED[b] for b in _FIXED_BOXES], dtype=np.float64)[:, None]
_SUM_BOXES = (THREE_KIND, FOUR_KIND, CHANCE)


def _pick(values: np.ndarray, spreads: np.ndarray, axis: int) -> tuple[np.ndarray, np.ndarray]:
    """The largest of ``values`` along ``axis`` and the entry of ``spreads`` that goes with it.

    Of equal values the first wins, as in the advice (ties are rare and harmless).
    """
    best = np.take(values, 0, axis=axis).copy()
    spread = np.take(spreads, 0, axis=axis).copy()
    for j in range(1, values.shape[axis]):
        v = np.take(values, j, axis=axis)
        better = v > best
        np.copyto(best, v, where=better)
        np.copyto(spread, np.take(spreads, j, axis=axis), where=better)
    return best, spread


def _candidate_major(
    groups: list[tuple[int, int, int, np.ndarray]],
) -> list[tuple[int, int, int, np.ndarray]]:
    """The same gathers with the index listed option by option, so each option is one block."""
    return [(lo, hi, d, idx.reshape(hi - lo, d).T.reshape(-1).copy()) for lo, hi, d, idx in groups]


_ROLL_GROUPS = _candidate_major(LAYOUT.roll_groups)
_PARENT_GROUPS = [_candidate_major(groups) for groups in LAYOUT.parent_groups]


def _blend(target: np.ndarray, source: np.ndarray, chosen: np.ndarray, tmp: np.ndarray) -> None:
    """``target = source where chosen (1.0) else target``, for finite arrays.

    Arithmetic rather than a masked copy: with masks as irregular as these, a masked copy
    is about ten times slower.
    """
    np.subtract(source, target, out=tmp)
    tmp *= chosen
    target += tmp


def _choose(
    g: np.ndarray,
    gq: np.ndarray,
    d: int,
    best: np.ndarray,
    best_q: np.ndarray,
    chosen: np.ndarray,
    tmp: np.ndarray,
) -> None:
    """Of ``d`` options laid out one block after another in ``g``, write the largest into
    ``best`` and the matching entry of ``gq`` into ``best_q`` (of equal ones, the first).

    ``chosen`` and ``tmp`` are scratch arrays of the shape of ``best``.
    """
    rows = len(best)
    np.maximum.reduce(g.reshape(d, rows, -1), axis=0, out=best)
    best_q[...] = gq[(d - 1) * rows :]
    for j in range(d - 2, -1, -1):
        np.equal(g[j * rows : (j + 1) * rows], best, out=chosen, casting="unsafe")
        _blend(best_q, gq[j * rows : (j + 1) * rows], chosen, tmp)


class _MomentWork:
    """Scratch arrays of the second moments for one block size, reused from block to block."""

    def __init__(self, n: int, dtype: type) -> None:
        self.n = n
        self.gather: np.ndarray = np.empty((LAYOUT.max_gather, n), dtype=dtype)
        self.gather_q: np.ndarray = np.empty((LAYOUT.max_gather, n), dtype=dtype)
        self.flags: np.ndarray = np.empty((SIZE_OFFSETS[6], n), dtype=dtype)
        self.tmp: np.ndarray = np.empty((SIZE_OFFSETS[6], n), dtype=dtype)
        self.var: np.ndarray = np.empty((_N_SRC, n), dtype=dtype)
        self.v: np.ndarray = np.empty((N_ROLLS, n), dtype=dtype)
        self.exp: np.ndarray = np.empty((SIZE_OFFSETS[6], n), dtype=dtype)
        self.best: list[np.ndarray] = [
            np.empty((SIZE_OFFSETS[6], n), dtype=dtype) for _ in range(2)
        ]


class MomentSolver(_TurnSolver):
    """Evaluates turns for blocks of states: the expectation and the second moment together.

    ``values`` and ``variances`` are the start-of-turn tables of the later states
    (shape (8192, 64, flags)).  All turn arrays are relative to ``z``, the state's
    best scratch value: ``W`` is the mean and ``Q`` the mean square of ``S - z``.
    """

    def __init__(
        self, rule: str, values: np.ndarray, variances: np.ndarray, dtype: type = np.float32
    ) -> None:
        super().__init__(rule, values, dtype)
        self.flat_var = variances.reshape(-1)
        self._mwork: _MomentWork | None = None

    def moment_work(self, n: int) -> _MomentWork:
        """Scratch arrays of the second moments for blocks of ``n`` states."""
        if self._mwork is None or self._mwork.n != n:
            self._mwork = _MomentWork(n, self.dtype)
        return self._mwork

    def sources(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Fill the solver's source rows (``work(n).src``, ``moment_work(n).var``) for a block.

        Each of the 112 rows is one way to enter a final roll (upper face and count, the
        sum in Three/Four of a Kind or Chance, a fixed score): its points, bonus and the
        expected rest of the card after it, and the variance of that rest; -inf (variance
        0) where the box is filled.  Returns ``(scratch, scratch_var, z, z_var, is_open)``:
        the value and variance after entering 0 in each box (-inf, 0 where filled), the
        best scratch value, its variance, and which boxes are open.
        """
        n = len(mask)
        src, var = self.work(n).src, self.moment_work(n).var
        cols = np.arange(n)
        is_open = (mask & _BITS) == 0  # (13, n)
        at = self._index(mask | _BITS, upper, flag)
        scratch = np.where(is_open, self.flat[at], -np.inf)
        scratch_var = np.where(is_open, self.flat_var[at], 0.0)
        zbox = scratch.argmax(axis=0)
        z = scratch[zbox, cols]
        z_var = scratch_var[zbox, cols].astype(self.dtype)
        total = upper + _UP_POINTS
        reached = (upper < UPPER_TARGET) & (total >= UPPER_TARGET)
        at = self._index(mask | _UP_BITS, np.minimum(total, UPPER_TARGET), flag)
        closed = ~is_open[_UP_FACES]
        after = self.flat[at]
        after += _UP_POINTS
        after[reached] += UPPER_BONUS
        np.copyto(after, -np.inf, where=closed)
        src[:30] = after
        var[:30] = self.flat_var[at]
        np.copyto(var[:30], 0, where=closed)
        for box, row in ((THREE_KIND, _SRC_THREE), (FOUR_KIND, _SRC_FOUR), (CHANCE, _SRC_CHANCE)):
            np.add(_SUMS, scratch[box], out=src[row : row + 26])
            var[row : row + 26] = scratch_var[box]
        for box, score in JOKER_FIXED.items():
            src[_SRC_FIXED[box]] = score + scratch[box]
            var[_SRC_FIXED[box]] = scratch_var[box]
        at = self._index(mask | (1 << FIVE_KIND), upper, np.full_like(flag, self.nf - 1))
        five = _SRC_FIXED[FIVE_KIND]
        src[five] = np.where(is_open[FIVE_KIND], FIVE_KIND_SCORE + self.flat[at], -np.inf)
        var[five] = np.where(is_open[FIVE_KIND], self.flat_var[at], 0.0)
        return scratch, scratch_var, z, z_var, is_open

    def final_moments(
        self, mask: np.ndarray, upper: np.ndarray, flag: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(W, Q, z)`` of each final roll (rolls in the internal order of ``LAYOUT``).

        ``W`` is the mean and ``Q`` the mean square of the rest of the card's score
        minus ``z`` when the roll is entered in the box the expectation prefers.
        ``W`` and ``Q`` are scratch arrays of the solver, valid until the next call.
        """
        n = len(mask)
        ws, mw = self.work(n), self.moment_work(n)
        src, var = ws.src, mw.var
        scratch, scratch_var, z, z_var, is_open = self.sources(mask, upper, flag)
        rel = ws.rel
        np.subtract(src, z, out=rel, casting="same_kind")
        w, v, flags = ws.w, mw.v, mw.flags
        for lo, hi, d, cand in _ROLL_GROUPS:
            rows = hi - lo
            g = ws.gather[: len(cand)]
            gv = mw.gather_q[: len(cand)]
            np.take(rel, cand, axis=0, out=g, mode="clip")
            np.take(var, cand, axis=0, out=gv, mode="clip")
            part, part_v, chosen, tmp = w[lo:hi], v[lo:hi], flags[:rows], mw.tmp[:rows]
            _choose(g, gv, d, part, part_v, chosen, tmp)
            # the best scratch (relative value 0) when it beats every entry
            np.less(part, 0, out=chosen, casting="unsafe")
            _blend(part_v, np.broadcast_to(z_var, part_v.shape), chosen, tmp)
            np.maximum(part, 0, out=part)
        if self.rule != "off":
            five_filled = np.flatnonzero(~is_open[FIVE_KIND])
            if len(five_filled):
                self._extra_five_moments(
                    w, v, z, five_filled, scratch, scratch_var, mask, upper, flag
                )
        q = mw.exp[SIZE_OFFSETS[5] :]
        np.multiply(w, w, out=q)
        q += v
        return w, q, z

    def _extra_five_moments(
        self,
        w: np.ndarray,
        v: np.ndarray,
        z: np.ndarray,
        cols: np.ndarray,
        scratch: np.ndarray,
        scratch_var: np.ndarray,
        mask: np.ndarray,
        upper: np.ndarray,
        flag: np.ndarray,
    ) -> None:
        """Redo the five-of-a-kind rows where the Five of a Kind box is filled (joker, bonus)."""
        sc, sv = scratch[:, cols], scratch_var[:, cols]
        zc, fc = z[cols], flag[cols]
        fixed = np.stack([score + sc[box] for box, score in JOKER_FIXED.items()])
        fixed_var = np.stack([sv[box] for box in JOKER_FIXED])
        best_fixed, best_fixed_var = _pick(fixed, fixed_var, axis=0)
        if self.rule == "free":
            sel = fc == 1
            cols = cols[sel]
            fixed_rel = (best_fixed - zc)[sel].astype(self.dtype)
            fixed_var = best_fixed_var[sel]
            for row in LAYOUT.five_rows:
                old, old_var = w[row, cols], v[row, cols]
                take_fixed = fixed_rel > old
                w[row, cols] = np.maximum(old, fixed_rel) + EXTRA_FIVE_BONUS
                v[row, cols] = np.where(take_fixed, fixed_var, old_var)
            return
        # official: the forced joker
        bonus = np.where(fc == 1, EXTRA_FIVE_BONUS, 0) - zc
        sums = np.stack([sc[box] for box in _SUM_BOXES])
        best_sum, best_sum_var = _pick(sums, np.stack([sv[box] for box in _SUM_BOXES]), axis=0)
        upper_zero, upper_zero_var = _pick(sc[:6], sv[:6], axis=0)
        mc, uc = mask[cols], upper[cols]
        for face, row in enumerate(LAYOUT.five_rows):
            total = 5 * (face + 1)
            lower_best, lower_var = _pick(
                np.stack([best_fixed, total + best_sum]),
                np.stack([best_fixed_var, best_sum_var]),
                axis=0,
            )
            up_bonus = np.where((uc < UPPER_TARGET) & (uc + total >= UPPER_TARGET), UPPER_BONUS, 0)
            at = self._index(mc | (1 << face), np.minimum(UPPER_TARGET, uc + total), fc)
            forced = (total + up_bonus) + self.flat[at]
            face_open = np.isfinite(sc[face])
            lower_open = np.isfinite(lower_best)
            val = np.where(face_open, forced, np.where(lower_open, lower_best, upper_zero))
            val_var = np.where(
                face_open,
                self.flat_var[at],
                np.where(lower_open, lower_var, upper_zero_var),
            )
            w[row, cols] = val + bonus
            v[row, cols] = val_var

    def best_moments(
        self,
        exp: list[np.ndarray],
        exp_q: list[np.ndarray],
        out: np.ndarray,
        out_q: np.ndarray,
    ) -> tuple[np.ndarray, np.ndarray]:
        """Each roll's value and second moment when the keep the expectation prefers is chosen.

        Like :meth:`best_keeps`, with the second moment of the chosen keep carried along.
        Of equal values the larger keep wins (the advice prefers it too).
        """
        n = out.shape[1]
        ws, mw = self.work(n), self.moment_work(n)
        best, best_q = _by_size(out), _by_size(out_q)
        best[0][...] = exp[0]
        best_q[0][...] = exp_q[0]
        for size in range(1, 6):
            for lo, hi, d, idx in _PARENT_GROUPS[size]:
                rows = hi - lo
                part, part_q = best[size][lo:hi], best_q[size][lo:hi]
                better, tmp = mw.flags[:rows], mw.tmp[:rows]
                if d == 1:
                    np.take(best[size - 1], idx, axis=0, out=part, mode="clip")
                    np.take(best_q[size - 1], idx, axis=0, out=part_q, mode="clip")
                else:
                    gp, gq = ws.gather[: len(idx)], mw.gather_q[: len(idx)]
                    np.take(best[size - 1], idx, axis=0, out=gp, mode="clip")
                    np.take(best_q[size - 1], idx, axis=0, out=gq, mode="clip")
                    _choose(gp, gq, d, part, part_q, better, tmp)
                own = exp[size][lo:hi]
                np.greater_equal(own, part, out=better, casting="unsafe")
                np.maximum(part, own, out=part)
                _blend(part_q, exp_q[size][lo:hi], better, tmp)
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


def solve_moments(
    rule: str,
    progress: ProgressCallback | None = None,
    base_mask: int = 0,
    chunk: int = _CHUNK,
    dtype: type = np.float32,
) -> tuple[np.ndarray, np.ndarray]:
    """Mean and variance of the future score of every reachable state, in one pass.

    Returns ``(V, Var)``, each of shape (8192, 64, flags), float64, NaN where not
    computed; ``V`` is what :func:`fivedice.strategy.solver.solve` computes.
    Arguments as for :func:`~fivedice.strategy.solver.solve`.
    """
    check_rule(rule)
    nf = flag_count(rule)
    shape = (FULL_MASK + 1, UPPER_TARGET + 1, nf)
    values = np.full(shape, np.nan)
    variances = np.full(shape, np.nan)
    values[FULL_MASK] = np.where(UPPER_REACH[63][:, None], 0.0, np.nan)
    variances[FULL_MASK] = values[FULL_MASK]
    solver = MomentSolver(rule, values, variances, dtype)
    levels = []
    for n in range(12, base_mask.bit_count() - 1, -1):
        mask, upper, flag = level_states(rule, n, base_mask)
        first, inverse = _classes(mask, upper, flag)
        levels.append((mask, upper, flag, first, inverse))
    total = sum(len(lv[3]) for lv in levels) or 1
    done = 0
    for mask, upper, flag, first, inverse in levels:
        rm, ru, rf = mask[first], upper[first], flag[first]
        mean = np.empty(len(first))
        spread = np.empty(len(first))
        for i in range(0, len(first), chunk):
            sl = slice(i, i + chunk)
            mean[sl], spread[sl] = solver.start_moments(rm[sl], ru[sl], rf[sl])
            done += len(mean[sl])
            if progress is not None:
                progress(done / total)
        values[mask, upper, flag] = mean[inverse]
        variances[mask, upper, flag] = spread[inverse]
    if progress is not None and done == 0:
        progress(1.0)
    return values, variances
