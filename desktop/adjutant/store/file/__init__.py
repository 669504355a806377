"""The game file: open (lock, checks, migration), write (actions, undo journal), batches."""
