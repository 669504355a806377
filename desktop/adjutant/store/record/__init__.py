"""The match record (issue 24): read and hashed (``match``), its luck (``luck``), exported (``export``)."""
