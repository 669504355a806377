"""The charge tool: its planner and its recorder."""
