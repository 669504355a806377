"""The match record and the outbox (issue 24): read, derived, checked and exported."""
