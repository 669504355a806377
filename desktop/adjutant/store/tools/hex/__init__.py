"""The hex tool: its planner and its recorder."""
