<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Dispute the match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What is disputed:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchRecord</name>
    <message>
        <source>Player 1
primary</source>
        <extracomment>A store error reading the record (a damaged value), for the window to show.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1
secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2
primary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2
secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>z-score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed by both players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchRecordDialog</name>
    <message>
        <source>Match Record</source>
        <extracomment>The result box&apos;s choices: (player 1&apos;s entered result, player 2&apos;s) — None: the points.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Event name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points &amp;limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points, result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name and game system of the list imported for this side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm as player {n}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the organiser, if any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Went first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result &amp;entered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En&amp;d of the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by the victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1 won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2 won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the game decides otherwise: a broken army, a gladiator&apos;s victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert, in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove last ro&amp;und</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete, in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck: tests with the exact chance shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls with a chance shown yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ispute…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print Slip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Slip as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{state} · record {hash}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changes not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed at {time} (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record changed after it was confirmed, so the confirmation of {players} was cleared: confirm it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not this player&apos;s PIN: nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PIN is 4 to 12 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {field}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save or revert your changes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: your PIN (4 to 12 digits). The first PIN you confirm with is kept, as a salted hash, and asked again if you confirm after a change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm match record (player {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} confirmed the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispute match record (player {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record is marked disputed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill faction from army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match slip — print preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match slip {hash}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the match slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slip written to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV for pairing sites (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record written to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to the match record?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchRecordMenu</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Match Record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result both players confirm, its slip and its exports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchSlip</name>
    <message>
        <source>Victory points</source>
        <extracomment>Up to this many rounds get a row each; more are written on one line per player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{primary} + {secondary} = {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>primary + secondary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck: no rolls with a chance shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>z-score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points limit {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Went first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n} confirmed at {time} (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disputed by player {n}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds played: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck (tests with the exact chance shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature of player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We agree with this result (record {hash}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
