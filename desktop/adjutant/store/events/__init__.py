"""The turn log's typed events: one description per kind, its JSON form and its words."""
