"""Network tables in the window: hosting and joining, their dialogs, and playing at one."""
