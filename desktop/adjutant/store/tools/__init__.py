"""The five tools, each its planner and its recorder, on one shared base."""
