"""Which command-group place a named member fills (CMD-4, CMD-6; issue 17).

For the Old World Builder and CSV readers, whose command entries are free names
("Champion", "Standard bearer", "Musician", "Drummer", "Sergeant"): a name that
says standard or banner is the standard-bearer, one that says music, drum, horn,
trumpet, bugle or pipe is the musician, any other the unit's commander (its
champion or leader).
"""

from __future__ import annotations

import re

COMMANDER, STANDARD_BEARER, MUSICIAN = "commander", "standard_bearer", "musician"
ROLES = (COMMANDER, STANDARD_BEARER, MUSICIAN)
_STANDARD = re.compile(r"standard|banner|ensign|flag|colou?rs?\b", re.IGNORECASE)
_MUSIC = re.compile(r"music|drum|horn|trumpet|bugl|pipe|fife|cornet", re.IGNORECASE)


def role_of(name: str) -> str:
    if _STANDARD.search(name):
        return STANDARD_BEARER
    if _MUSIC.search(name):
        return MUSICIAN
    return COMMANDER
