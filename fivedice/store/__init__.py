"""Where Five Dice keeps things: settings, the game in progress, and the history of games.

Files only, no Qt widgets. Every write is atomic, and a damaged file is set aside (renamed,
never deleted) with one plain message for the player, while everything else is kept.
"""
