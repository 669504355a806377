"""What the five tools share: dice, the turn-log row, plan values."""
