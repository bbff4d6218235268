"""The controller, the one object that changes the game, the pictures of the game it sends, and
what listens to its changes (sound cues, the coach).
"""
