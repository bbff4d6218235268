"""A game being played, without Qt: who sits in each seat, computer turns, the clock, tables.

The controller (:mod:`fivedice.ui.control.controller`) drives these parts on Qt timers; each
part only *returns* what happened, so they can be tested on their own and never call back up.
"""
