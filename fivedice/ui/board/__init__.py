"""The game on the window: the felt with its dice and notes, the scorecard, the analysis panel, and
the words they say.
"""
