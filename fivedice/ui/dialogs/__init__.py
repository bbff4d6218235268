"""The dialogs of the game: setting up a game, settings, the result, the scoreboard, help, the
review, and the parts they are made of.
"""
