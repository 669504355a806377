"""The odds tool: its planner and its recorder."""
