"""Profiles and ratings in the history: who a name is, what is rated, the rating each rated game
gives, renaming and merging, and the migration that made a profile of every name played."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from fivedice.core import ExtraFive, Game, Player, Rules
from fivedice.core.glicko import Rating, Result, update
from fivedice.store import profiles, schema
from fivedice.store.anchors import ANCHOR_RD, ANCHORS
from fivedice.store.assist import Assist
from fivedice.store.history import History
from fivedice.store.ratings import Practice, practice_of
from fivedice.store.records import Elsewhere, GameRecord

from ..core.helpers import finished, tied_game


def open_history(path: Path) -> History:
    history, problem = History.open(path)
    assert history is not None and problem is None
    return history


def rating_of(history: History, name: str) -> Rating:
    found = {p.name: p for p in history.profiles()}[name]
    row = history._db.execute(
        "SELECT rating, rd, volatility FROM profiles WHERE id = ?", (found.id,)
    ).fetchone()
    return Rating(*row)


def winner_first(a: str, b: str | None, seed: int = 1, level: str | None = None) -> Game:
    """A finished game of `a` against `b` (or the computer `level`) that `a` won."""
    for s in range(seed, seed + 200):
        other = Player("Bot", level) if level else Player(str(b))
        game = finished([Player(a), other], seed=s)
        totals = game.totals()
        if totals[0] > totals[1]:
            return game
    raise AssertionError("no game won by the first player")


# ------------------------------------------------------------------------------------ IDs


def test_an_id_is_160_random_bits_shown_in_groups_and_read_back_however_typed() -> None:
    secret = profiles.new_secret()
    assert len(secret) == 32 and secret.isalnum() and secret == secret.upper()
    assert profiles.new_secret() != secret
    shown = profiles.shown_id(secret)
    assert shown.count(" ") == 7 and shown.replace(" ", "") == secret
    typed = "-".join(shown.lower().split()).replace("O", "0")
    assert profiles.read_id(typed) == secret
    assert profiles.read_id(f"  {shown}\n") == secret
    assert profiles.read_id("ABCD") is None
    assert profiles.read_id(secret[:-1] + "!") is None
    assert profiles.read_id(secret + "A") is None


def test_the_public_tag_names_a_profile_without_giving_its_id() -> None:
    secret = profiles.new_secret()
    tag = profiles.public_tag(secret)
    assert tag == profiles.public_tag(secret) and len(tag) == 16
    assert tag != profiles.public_tag(profiles.new_secret())
    assert secret not in tag and tag.lower() not in secret.lower()


# ------------------------------------------------------------------------ who a name is


def test_one_profile_per_name_however_it_is_written(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    history.record(finished([Player("Ana")], seed=1))
    history.record(finished([Player("ANA")], seed=2))
    history.record(finished([Player("Ａｎａ")], seed=3))  # fullwidth letters: the same name
    history.record(finished([Player("Anna")], seed=4))
    people = {p.name: p.games for p in history.profiles()}
    assert people == {"Ana": 3, "Anna": 1}
    assert history.player_stats("ana").games == 3


def test_a_network_game_rates_the_people_here_against_the_ratings_told(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = finished([Player("Ana"), Player("Ben"), Player("Bot", "hard")], seed=3)
    # Ben plays at another computer: his app told the table 1,700 (±50).
    elsewhere = Elsewhere((1,), ((1, 1700.0, 50.0),))
    game_id = history.record(game, network=True, elsewhere=elsewhere)
    rows = history._db.execute(
        "SELECT name, profile IS NOT NULL FROM game_players ORDER BY seat"
    ).fetchall()
    assert rows == [("Ana", 1), ("Ben", 0), ("Bot", 0)]
    assert [p.name for p in history.profiles()] == ["Ana"]  # Ben is no profile here
    [change] = history.rating_changes(game_id or 0)
    totals = game.totals()

    def score(a: int, b: int) -> float:
        return 1.0 if totals[a] > totals[b] else 0.5 if totals[a] == totals[b] else 0.0

    hard = Rating(ANCHORS["hard"], ANCHOR_RD)
    expected = update(
        Rating(), [Result(Rating(1700.0, 50.0), score(0, 1)), Result(hard, score(0, 2))]
    )
    assert change.name == "Ana" and change.after == pytest.approx(expected.rating)
    # A guest named like a person here is not that person (no "one person in two seats").
    same_name = finished([Player("Ana"), Player("Ana")], seed=4)
    assert (
        practice_of(GameRecord("", "", 0.0, Assist.NONE, same_name, True, Elsewhere((1,)))) is None
    )


# ------------------------------------------------------------------------- what is rated


@pytest.mark.parametrize(
    ("players", "rules", "assisted", "why"),
    [
        ([Player("Ana")], Rules(), Assist.NONE, Practice.SOLO),
        ([Player("Ana"), Player("Bot", "easy")], Rules(cards=2), Assist.NONE, Practice.CARDS),
        (
            [Player("Ana"), Player("Bot", "easy")],
            Rules(cards=3, triple=True),
            Assist.NONE,
            Practice.TRIPLE,
        ),
        ([Player("Ana"), Player("Bot", "easy")], Rules(), Assist.HINTS, Practice.HELPED),
        ([Player("Ana"), Player("Bot", "easy")], Rules(), Assist.UNDO, Practice.UNDONE),
        ([Player("Ana"), Player("ana")], Rules(), Assist.NONE, Practice.TWICE),
        ([Player("Ana"), Player("Bot", "easy")], Rules(ExtraFive.FREE), Assist.NONE, None),
        ([Player("Ana"), Player("Ben"), Player("Cy")], Rules(), Assist.NONE, None),
    ],
)
def test_what_is_rated_and_why_the_rest_is_practice(
    tmp_path: Path, players: list[Player], rules: Rules, assisted: Assist, why: Practice | None
) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = finished(players, rules, seed=5)
    assert practice_of(GameRecord("", "", 0.0, assisted, game)) is why
    game_id = history.record(game, assisted=assisted)
    assert game_id is not None
    changes = history.rating_changes(game_id)
    people = [p for p in players if not p.is_computer]
    assert len(changes) == (len(people) if why is None else 0)
    if why is not None:
        assert why.words.endswith(".") and all(p.rated_games == 0 for p in history.profiles())


def test_a_game_a_player_dropped_out_of_is_practice(tmp_path: Path) -> None:
    game = Game.new([Player("Ana"), Player("Ben")], Rules(), seed=2)
    game.roll()
    game.fill(max(game.preview().items(), key=lambda kv: kv[1])[0][1])
    game.apply(("drop", 1))  # Ben's time ran out on his first turn
    while not game.is_over:
        game.roll()
        (card, box), _ = max(game.preview().items(), key=lambda kv: kv[1])
        game.fill(box, card=card)
    assert practice_of(GameRecord("", "", 0.0, Assist.NONE, game)) is Practice.DROPPED
    history = open_history(tmp_path / "h.sqlite3")
    assert history.rating_changes(history.record(game) or 0) == []


# ------------------------------------------------------------------------------- ratings


def test_a_win_against_a_computer_is_rated_against_its_fixed_rating(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = winner_first("Ana", None, level="expert")
    game_id = history.record(game)
    [change] = history.rating_changes(game_id or 0)
    expected = update(Rating(), [Result(Rating(ANCHORS["expert"], ANCHOR_RD), 1.0)])
    assert (change.seat, change.name) == (0, "Ana")
    assert change.before == 1500.0 and change.after == pytest.approx(expected.rating)
    assert change.rd == pytest.approx(expected.rd)
    assert rating_of(history, "Ana") == pytest.approx(expected)
    easy = open_history(tmp_path / "easy.sqlite3")
    [beat_easy] = easy.rating_changes(easy.record(winner_first("Ana", None, level="easy")) or 0)
    assert change.difference > beat_easy.difference > 0  # beating Expert is worth more


def test_several_players_count_as_every_pair_with_ties_as_draws(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    tie = tied_game()
    three = finished([Player("Cy"), Player("Ana"), Player("Bot", "hard")], seed=11)
    history.record(tie)
    after_tie = rating_of(history, "Ana")
    assert after_tie.rating == pytest.approx(1500.0) and after_tie.rd < 350  # a draw, and news
    ana, cy = rating_of(history, "Ana"), Rating()
    game_id = history.record(three)
    totals = three.totals()

    def score(a: int, b: int) -> float:
        return 1.0 if totals[a] > totals[b] else 0.5 if totals[a] == totals[b] else 0.0

    hard = Rating(ANCHORS["hard"], ANCHOR_RD)
    want_cy = update(cy, [Result(ana, score(0, 1)), Result(hard, score(0, 2))])
    want_ana = update(ana, [Result(cy, score(1, 0)), Result(hard, score(1, 2))])
    changes = {c.name: c for c in history.rating_changes(game_id or 0)}
    assert changes["Cy"].after == pytest.approx(want_cy.rating)
    assert changes["Ana"].after == pytest.approx(want_ana.rating)
    assert changes["Ana"].before == pytest.approx(ana.rating)  # everyone's rating before it


def test_the_same_game_twice_is_rated_once(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    game = winner_first("Ana", "Ben")
    first = history.record(game, ended_at="2026-01-01T10:00:00+00:00")
    once = rating_of(history, "Ana")
    assert history.record(game, ended_at="2026-01-01T10:00:00+00:00") == first
    assert rating_of(history, "Ana") == once
    assert [p.rated_games for p in history.profiles()] == [1, 1]
    assert [len(history.rating_history(p.id)) for p in history.profiles()] == [1, 1]


# ------------------------------------------------------------------- renaming and merging


def test_renaming_keeps_the_figures_and_refuses_another_players_name(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    history.record(winner_first("Ana", "Ben"))
    ana = {p.name: p for p in history.profiles()}["Ana"]
    assert history.rename_profile(ana.id, "  Anna\tMaria ") == "Anna Maria"
    assert history.player_stats("Anna Maria").games == 1
    assert history.player_stats("Ana").games == 0
    with pytest.raises(profiles.NameTaken):
        history.rename_profile(ana.id, "BEN")
    with pytest.raises(ValueError):
        history.rename_profile(ana.id, " \u200e ")
    [row] = history.games()[:1]
    assert row["name"] in ("Ana", "Ben")  # games keep the names they were played under


def test_merging_moves_games_adds_up_figures_and_keeps_the_surer_rating(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    for seed in range(1, 4):
        history.record(winner_first("Ana", None, seed=seed * 50, level="normal"))
    history.record(winner_first("Annie", None, level="easy"))
    history.record(finished([Player("Annie")], seed=9))
    people = {p.name: p for p in history.profiles()}
    surer = rating_of(history, "Ana")
    history.merge_profiles(people["Ana"].id, people["Annie"].id)
    [merged] = history.profiles()
    assert (merged.name, merged.games, merged.rated_games) == ("Ana", 5, 4)
    assert rating_of(history, "Ana") == surer  # Ana's rating, from three games, was surer
    assert history.player_stats("Ana").games == 5
    # Annie's game (the latest) joins Ana's three as her 4th, numbered in the order they ended.
    merged_history = history.rating_history(merged.id)
    assert [p.game for p in merged_history] == [1, 2, 3, 4]
    assert [p.ended_at for p in merged_history] == sorted(p.ended_at for p in merged_history)
    with pytest.raises(ValueError):
        history.merge_profiles(merged.id, merged.id)


# ------------------------------------------------------------------------------ the export


def test_the_export_names_profiles_by_tag_never_by_id(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    history.record(finished([Player("Ana"), Player("Bot", "hard")], seed=2))
    secret = history.profile_secret(history.profiles()[0].id)
    assert secret is not None
    rows = {r["name"]: r["profile"] for r in history.games()}
    assert rows == {"Ana": profiles.public_tag(secret), "Bot": ""}
    out = tmp_path / "out.csv"
    history.export_csv(out)
    text = out.read_text(encoding="utf-8-sig")
    assert profiles.public_tag(secret) in text and secret not in text


# ----------------------------------------------------------------------------- migration


def write_version_4(path: Path, source: Path) -> None:
    """A history of schema 4 holding the games, players and boxes of the one at `source`."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("ATTACH DATABASE ? AS source", (str(source),))
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("BEGIN")
    for migrate in schema.MIGRATIONS[:4]:
        migrate(db)
    db.execute("INSERT INTO schema_version VALUES (4)")
    for table in ("games", "game_players", "boxes"):
        columns = ", ".join(r[1] for r in db.execute(f"PRAGMA main.table_info({table})"))
        db.execute(f"INSERT INTO main.{table} ({columns}) SELECT {columns} FROM source.{table}")
    db.execute("COMMIT")
    db.close()


def test_a_history_of_names_becomes_one_of_profiles_with_its_rated_games_rated(
    tmp_path: Path,
) -> None:
    made = open_history(tmp_path / "now.sqlite3")
    games = [
        (winner_first("Ana", None, level="hard"), Assist.NONE, False),
        (finished([Player("ana"), Player("Ben")], seed=3), Assist.NONE, False),
        (finished([Player("ANA"), Player("Bot", "easy")], seed=4), Assist.HINTS, False),
        (finished([Player("Ben"), Player("Cy")], seed=5), Assist.NONE, True),
        (finished([Player("Dee")], seed=6), Assist.NONE, False),
    ]
    for n, (game, assisted, network) in enumerate(games):
        made.record(game, ended_at=f"2026-01-0{n + 1}T10:00:00+00:00", assisted=assisted,
                    network=network)  # fmt: skip
    made.close()
    old = tmp_path / "old.sqlite3"
    write_version_4(old, tmp_path / "now.sqlite3")
    history = open_history(old)
    people = {p.name: p for p in history.profiles()}
    # One profile per name as compared here, named as last played, dated by its first game.
    assert set(people) == {"ANA", "Ben", "Cy", "Dee"}
    assert (people["ANA"].games, people["Ben"].games, people["Dee"].games) == (3, 2, 1)
    assert people["ANA"].created_at == "2026-01-01T10:00:00+00:00"
    unlinked = history._db.execute(
        "SELECT COUNT(*) FROM game_players WHERE computer IS NULL AND profile IS NULL"
    ).fetchone()[0]
    assert unlinked == 0 and history.count() == 5
    # Rated in order: the first two games (the hinted one and the network one are practice).
    assert (people["ANA"].rated_games, people["Ben"].rated_games, people["Cy"].rated_games) == (
        2,
        1,
        0,
    )
    assert [len(history.rating_history(people[n].id)) for n in ("ANA", "Ben")] == [2, 1]
    assert history.player_stats("ana").games == 3
    # The secret IDs are new and each its own.
    secrets = {history.profile_secret(p.id) for p in people.values()}
    assert len(secrets) == 4 and all(s and profiles.read_id(s) == s for s in secrets)


# ------------------------------------------------------------------- the ID that travels


def test_a_rating_code_carries_a_rating_to_another_computer_with_its_id(tmp_path: Path) -> None:
    there = open_history(tmp_path / "there.sqlite3")
    for seed in (1, 60, 120):
        there.record(winner_first("Ana", None, seed=seed, level="hard"))
    [ana] = there.profiles()
    secret = there.profile_secret(ana.id)
    code = there.rating_code(ana.id)
    assert secret is not None and code is not None
    assert secret not in code and "\n" not in code
    read = profiles.read_rating_code(f"  {code[:20]}\n{code[20:]} ", secret)  # as pasted
    assert read is not None
    assert (read.name, read.rated_games) == ("Ana", 3)
    assert read.rating == pytest.approx(ana.rating, abs=1e-3)
    # Of no use with another ID, or mistyped.
    assert profiles.read_rating_code(code, profiles.new_secret()) is None
    typo = code[:-14] + ("A" if code[-14] != "A" else "B") + code[-13:]
    assert profiles.read_rating_code(typo, secret) is None
    assert profiles.read_rating_code("fivedice-rating:1:", secret) is None
    # Here, Annie continues Ana's rating: her games here stay hers.
    here = open_history(tmp_path / "here.sqlite3")
    here.record(finished([Player("Annie")], seed=3))
    [annie] = here.profiles()
    here.use_id(annie.id, secret, read)
    [after] = here.profiles()
    assert (after.name, after.games, after.rated_games) == ("Annie", 1, 3)
    assert after.rating == pytest.approx(ana.rating, abs=1e-3)
    assert here.profile_secret(annie.id) == secret
    # The next rated game here goes on from there.
    game_id = here.record(winner_first("Annie", None, level="easy"))
    [change] = here.rating_changes(game_id or 0)
    assert change.before == pytest.approx(ana.rating, abs=1e-3)


def test_an_id_already_here_is_not_given_to_a_second_player(tmp_path: Path) -> None:
    history = open_history(tmp_path / "h.sqlite3")
    history.record(finished([Player("Ana"), Player("Ben")], seed=2))
    ana, ben = sorted(history.profiles(), key=lambda p: p.name)
    secret = history.profile_secret(ana.id)
    code = profiles.read_rating_code(history.rating_code(ana.id) or "", secret or "")
    assert secret is not None and code is not None
    with pytest.raises(profiles.IdInUse):
        history.use_id(ben.id, secret, code)
    assert history.profile_secret(ben.id) != secret


def test_a_long_rating_history_is_charted_by_its_games_spread_from_first_to_latest(
    tmp_path: Path,
) -> None:
    from fivedice.store.ratings import rating_history

    history = open_history(tmp_path / "h.sqlite3")
    for seed in range(12):
        history.record(
            finished([Player("Ana"), Player("Bot", "normal")], seed=seed),
            ended_at=f"2026-01-{seed + 1:02d}T10:00:00+00:00",
        )
    [ana] = history.profiles()
    whole = history.rating_history(ana.id)
    assert [p.game for p in whole] == list(range(1, 13))
    spread = rating_history(history._db, ana.id, most=5)
    assert [p.game for p in spread] == [1, 4, 7, 9, 12]  # the first and the latest among them
    assert [p.rating for p in spread] == [whole[g - 1].rating for g in (1, 4, 7, 9, 12)]
