"""Glicko-2 ratings: the worked example of Glickman's paper, games and no games, and the
conversion between head-to-head score shares and rating differences."""

from __future__ import annotations

import math

import pytest

from fivedice.core.glicko import (
    DEFAULT_RD,
    SCALE,
    Rating,
    Result,
    expected_score,
    rating_difference,
    update,
    variance_and_delta,
)

PLAYER = Rating(1500.0, 200.0, 0.06)
PAPER_RESULTS = [
    Result(Rating(1400.0, 30.0), 1.0),
    Result(Rating(1550.0, 100.0), 0.0),
    Result(Rating(1700.0, 300.0), 0.0),
]


def test_the_papers_worked_example() -> None:
    new = update(PLAYER, PAPER_RESULTS, tau=0.5)
    # The paper rounds its intermediate values (E to three decimals, mu' and phi' to four)
    # before converting back, so its printed answers 1464.06 / 151.52 / 0.05999 are a little
    # off the full-precision ones: the rating by 0.0093, the volatility by 0.000006.
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert round(new.rd, 2) == 151.52
    assert new.volatility == pytest.approx(0.05999, abs=0.00001)
    assert round(new.mu, 4) == -0.2069
    assert round(new.phi, 4) == 0.8722
    # Full precision, as other implementations of the paper give it.
    assert new.rating == pytest.approx(1464.0506705393013, abs=1e-9)
    assert new.rd == pytest.approx(151.51652412385727, abs=1e-9)
    assert new.volatility == pytest.approx(0.059995984286488495, abs=1e-12)


def test_the_papers_variance_and_improvement() -> None:
    v, delta = variance_and_delta(PLAYER, PAPER_RESULTS)
    # The paper prints v = 1.7785 and delta = -0.4834, computed from E rounded to three
    # decimals; the full-precision values are 1.77898 and -0.48393.
    assert v == pytest.approx(1.7785, abs=0.001)
    assert delta == pytest.approx(-0.4834, abs=0.001)
    assert v == pytest.approx(1.7789770897239976, abs=1e-12)
    assert delta == pytest.approx(-0.4839332609836549, abs=1e-12)


def test_the_variance_needs_a_result() -> None:
    with pytest.raises(ValueError):
        variance_and_delta(PLAYER, [])


def test_without_games_only_the_rd_grows() -> None:
    new = update(PLAYER, [])
    # Step 6 alone: phi* = sqrt(phi² + sigma²), on the Glicko-2 scale.
    phi_star = math.sqrt((200.0 / SCALE) ** 2 + 0.06**2)
    assert new.rd == pytest.approx(phi_star * SCALE, rel=1e-12)
    assert new.rd == pytest.approx(200.27141669877065, abs=1e-9)
    assert new.rating == 1500.0
    assert new.volatility == 0.06


def test_the_rd_never_exceeds_350() -> None:
    assert update(Rating(), []).rd == DEFAULT_RD
    rating = Rating(1700.0, 300.0, 0.06)
    for _ in range(1000):
        rating = update(rating, [])
        assert rating.rd <= DEFAULT_RD
    assert rating.rd == DEFAULT_RD
    assert rating.rating == 1700.0
    # A very volatile newcomer after a game is capped too.
    after = update(Rating(volatility=2.0), [Result(Rating(), 1.0)])
    assert after.rd <= DEFAULT_RD


def test_between_equal_players_the_winner_gains_what_the_loser_loses() -> None:
    one, two = Rating(), Rating()
    winner = update(one, [Result(two, 1.0)])
    loser = update(two, [Result(one, 0.0)])
    assert winner.rating > 1500.0 > loser.rating
    assert winner.rating - 1500.0 == pytest.approx(1500.0 - loser.rating, rel=1e-12)
    assert winner.rd == pytest.approx(loser.rd, rel=1e-12)
    assert winner.volatility == pytest.approx(loser.volatility, rel=1e-12)


def test_a_draw_between_equal_players_changes_neither_rating() -> None:
    player = Rating(1620.0, 80.0, 0.06)
    new = update(player, [Result(player, 0.5)])
    assert new.rating == pytest.approx(1620.0, abs=1e-9)
    assert new.rd < player.rd  # one more game: surer than before


def test_the_expected_score_of_equal_ratings_is_a_half() -> None:
    assert expected_score(Rating(), Rating()) == 0.5
    assert expected_score(Rating(1800.0, 50.0), Rating(1800.0, 300.0)) == 0.5
    stronger = expected_score(Rating(1700.0), Rating(1500.0, 0.0))
    assert stronger > 0.5
    assert expected_score(Rating(1500.0), Rating(1700.0, 0.0)) == pytest.approx(1.0 - stronger)


def test_the_opponents_uncertainty_flattens_the_expected_score() -> None:
    sure = expected_score(Rating(1700.0), Rating(1500.0, 0.0))
    unsure = expected_score(Rating(1700.0), Rating(1500.0, 350.0))
    assert 0.5 < unsure < sure


def test_rating_differences_round_trip_with_the_expected_score() -> None:
    assert rating_difference(0.5) == 0.0
    # 400 points is ten to one.
    assert rating_difference(10.0 / 11.0) == pytest.approx(400.0)
    assert rating_difference(0.25) == pytest.approx(-rating_difference(0.75))
    opponent = Rating(1500.0, 0.0)
    for share in (0.01, 0.1, 0.3, 0.5, 0.62, 0.9, 0.999):
        player = Rating(1500.0 + rating_difference(share))
        # SCALE is 400 / ln 10 rounded to seven figures, so not quite exact.
        assert expected_score(player, opponent) == pytest.approx(share, abs=1e-7)


@pytest.mark.parametrize("share", [0.0, 1.0, -0.1, 1.1, math.nan])
def test_a_rating_difference_needs_a_share_strictly_between_0_and_1(share: float) -> None:
    with pytest.raises(ValueError):
        rating_difference(share)


@pytest.mark.parametrize("score", [1.5, -0.5, math.nan])
def test_a_score_outside_0_to_1_is_refused(score: float) -> None:
    with pytest.raises(ValueError):
        Result(Rating(), score)


@pytest.mark.parametrize(
    "fields",
    [
        {"rating": math.nan},
        {"rating": math.inf},
        {"rd": math.nan},
        {"rd": -1.0},
        {"volatility": math.inf},
        {"volatility": 0.0},
    ],
)
def test_a_rating_that_is_not_a_finite_number_is_refused(fields: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        Rating(**fields)


@pytest.mark.parametrize("tau", [0.0, -0.5, math.nan, math.inf])
def test_the_system_constant_must_be_a_finite_number_above_0(tau: float) -> None:
    with pytest.raises(ValueError):
        update(PLAYER, PAPER_RESULTS, tau=tau)


def test_an_opponent_known_exactly_is_accepted() -> None:
    new = update(PLAYER, [Result(Rating(1500.0, 0.0), 1.0)])
    assert new.rating > 1500.0
    assert new.rd < 200.0


def test_a_long_run_of_noisy_results_keeps_the_volatility_capped() -> None:
    """Dice games are noisy: 20,000 games of coin-flip results against fixed opponents would
    grow the paper's volatility without end (until one game moves a rating by over a thousand
    points); it stops at MAX_VOLATILITY and the rating stays near the opponents'."""
    import random

    from fivedice.core.glicko import MAX_VOLATILITY

    rng = random.Random(5)
    rating = Rating()
    opponents = [Rating(1261.0, 10.0), Rating(1500.0, 10.0), Rating(1609.0, 10.0)]
    for _ in range(20_000):
        results = [Result(rng.choice(opponents), rng.choice([0.0, 0.5, 1.0])) for _ in range(2)]
        rating = update(rating, results)
        assert rating.volatility <= MAX_VOLATILITY
    assert 1200 < rating.rating < 1800 and rating.rd < 120


def test_opponents_too_far_away_to_tell_anything_change_nothing_but_the_rd() -> None:
    far = Rating(1500.0 + 9000.0, 0.0)  # an expected score that rounds to exactly 0
    after = update(Rating(1500.0, 80.0, 0.06), [Result(far, 0.0)])
    alone = update(Rating(1500.0, 80.0, 0.06), [])
    assert after.rating == pytest.approx(1500.0) and after.rd == pytest.approx(alone.rd)
    assert alone.rd > 80.0
