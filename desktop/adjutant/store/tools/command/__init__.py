"""The command tool: its planner and its recorder."""
