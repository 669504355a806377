"""The melee tool: its planner and its recorder."""
