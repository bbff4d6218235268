"""Glicko-2 ratings, as Mark Glickman describes them in "Example of the Glicko-2 system".

A rating is a strength (rating), how sure we are of it (RD, the rating deviation) and how much
it tends to move (volatility). One call to update() is one rating period of the paper: every
game the player finished in the period, all at once, following its steps 1 to 8.

Pure Python: no Qt, no files, standard library only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Rating points per unit of the Glicko-2 scale (the paper's constant, 400 / ln 10 rounded)."""

DEFAULT_RATING = 1500.0
"""The rating of a player with no games: the middle of the scale."""

DEFAULT_RD = 350.0
"""The rating deviation of a player with no games, and the most an RD may grow to."""

DEFAULT_VOLATILITY = 0.06
"""The volatility of a player with no games (the paper's starting value)."""

# The paper suggests a system constant between 0.3 and 1.2: small values keep the volatility
# from changing much after surprising results. Five Dice has a lot of luck in it, so upsets are
# expected and should not make a rating jumpy; 0.5 is a moderate choice within that range.
TAU = 0.5
"""The system constant: how fast a player's volatility may change from one period to the next."""

EPSILON = 0.000001
"""When the search for the new volatility (step 5) stops: the paper's convergence tolerance."""
MAX_VOLATILITY = 0.1
"""The most a volatility may grow to (as lichess caps it). In a game with this much luck, long
runs of results are noisy enough for the paper's volatility to keep growing, until one game can
move a rating by more than a thousand points; capped, a rating stays a measure of skill."""


@dataclass(frozen=True)
class Rating:
    """A player's Glicko-2 rating, in the familiar rating points (1500 for a new player).

    rd is the rating deviation (how uncertain the rating is; 0 means known exactly) and
    volatility how much the player's strength is expected to vary over time.
    """

    rating: float = DEFAULT_RATING
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY

    def __post_init__(self) -> None:
        if not math.isfinite(self.rating):
            raise ValueError(f"rating must be a finite number, not {self.rating}")
        if not (math.isfinite(self.rd) and self.rd >= 0.0):
            raise ValueError(f"rd must be a finite number of at least 0, not {self.rd}")
        # The volatility's logarithm is what step 5 works with, so it must be above 0.
        if not (math.isfinite(self.volatility) and self.volatility > 0.0):
            raise ValueError(f"volatility must be a finite number above 0, not {self.volatility}")

    @property
    def mu(self) -> float:
        """The rating on the Glicko-2 scale (0 for a rating of 1500)."""
        return (self.rating - DEFAULT_RATING) / SCALE

    @property
    def phi(self) -> float:
        """The rating deviation on the Glicko-2 scale."""
        return self.rd / SCALE

    @classmethod
    def from_glicko2(cls, mu: float, phi: float, volatility: float) -> Rating:
        """The rating whose Glicko-2 scale values are mu and phi, with the given volatility."""
        return cls(mu * SCALE + DEFAULT_RATING, phi * SCALE, volatility)


@dataclass(frozen=True)
class Result:
    """One finished game against one opponent: score 1 for a win, 0.5 for a draw, 0 for a loss.

    The opponent's rating is the one they had at the start of the rating period.
    """

    opponent: Rating
    score: float

    def __post_init__(self) -> None:
        # Written so that NaN fails too (every comparison with NaN is false).
        if not 0.0 <= self.score <= 1.0:
            raise ValueError(f"score must be between 0 and 1, not {self.score}")


def _g(phi: float) -> float:
    # The paper's g: how much an opponent's uncertainty flattens the expected score.
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_opponent: float, phi_opponent: float) -> float:
    # The paper's E: the expected score against that opponent.
    return 1.0 / (1.0 + math.exp(-_g(phi_opponent) * (mu - mu_opponent)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """The score the player is expected to make against the opponent (between 0 and 1).

    This is the paper's E, which counts the opponent's uncertainty (their RD) but not the
    player's own.
    """
    return _e(player.mu, opponent.mu, opponent.phi)


def _variance_and_sum(player: Rating, results: Sequence[Result]) -> tuple[float, float]:
    # Step 3's v, and the sum of g(phi_j)(s_j - E) that steps 4 and 7 both use.
    mu = player.mu
    information = 0.0
    surprise = 0.0
    for result in results:
        g = _g(result.opponent.phi)
        e = _e(mu, result.opponent.mu, result.opponent.phi)
        information += g * g * e * (1.0 - e)
        surprise += g * (result.score - e)
    return (1.0 / information if information > 0.0 else math.inf), surprise


def variance_and_delta(player: Rating, results: Sequence[Result]) -> tuple[float, float]:
    """Steps 3 and 4 of the paper for the player's results, on the Glicko-2 scale.

    The first number (v) is the estimated variance of the player's rating from these games
    alone; the second (delta) the estimated improvement in rating they show. ValueError if
    there are no results.
    """
    if not results:
        raise ValueError("the variance and improvement need at least one result")
    v, surprise = _variance_and_sum(player, results)
    return v, v * surprise


def _new_volatility(phi: float, volatility: float, v: float, delta: float, tau: float) -> float:
    # Step 5 of the paper: the root of f by the Illinois algorithm (regula falsi that halves
    # the value kept from the side that did not move).
    a = math.log(volatility * volatility)
    phi2 = phi * phi
    delta2 = delta * delta

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta2 - phi2 - v - ex) / (2.0 * (phi2 + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta2 > phi2 + v:
        big_b = math.log(delta2 - phi2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0.0:
            k += 1
        big_b = a - k * tau
    f_a = f(big_a)
    f_b = f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        # "<= 0" as in the paper since its revision of 22 March 2022 (earlier editions had
        # "< 0"): if C lands exactly on the root, the strict test would halve f_a forever
        # without ever closing the interval.
        if f_c * f_b <= 0.0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, results: Sequence[Result], tau: float = TAU) -> Rating:
    """The player's rating after one rating period in which they played these games.

    With no games only the RD grows (the player may have changed while nobody watched); the
    rating and volatility stay. Either way the new RD is capped at DEFAULT_RD (350), a common
    practice so that a long absence never makes a player less known than a newcomer.
    ValueError if tau is not a finite number above 0.
    """
    if not (math.isfinite(tau) and tau > 0.0):
        raise ValueError(f"tau must be a finite number above 0, not {tau}")
    mu = player.mu
    phi = player.phi
    sigma = player.volatility
    cap = DEFAULT_RD / SCALE
    if not results:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating.from_glicko2(mu, min(phi_star, cap), sigma)
    v, surprise = _variance_and_sum(player, results)
    if not math.isfinite(v):
        # Opponents so far from the player that the games could not have gone otherwise
        # (their expected scores round to 0 or 1): they say nothing, as no games would.
        return update(player, (), tau)
    delta = v * surprise
    new_sigma = min(_new_volatility(phi, sigma, v, delta, tau), MAX_VOLATILITY)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * surprise
    return Rating.from_glicko2(new_mu, min(new_phi, cap), new_sigma)


def rating_difference(score_share: float) -> float:
    """How many rating points above the opponent a player must be to expect score_share.

    That is 400 * log10(p / (1 - p)) for p = score_share: the logistic curve of the paper's E
    when the opponent's RD is negligible. It turns a measured share of head-to-head points into
    fixed ratings. ValueError unless 0 < score_share < 1.
    """
    if not 0.0 < score_share < 1.0:
        raise ValueError(f"score_share must be strictly between 0 and 1, not {score_share}")
    return 400.0 * math.log10(score_share / (1.0 - score_share))
