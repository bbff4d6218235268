"""The window and what frames the game: menus, commands and keys, focus, docking, theme, icons,
the status and notice bars, the language, the one-instance lock.
"""
