"""Changing the game outside the tools: order of battle, battlefield, turn, lists."""
