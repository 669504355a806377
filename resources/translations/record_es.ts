<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Dispute the match record</source>
        <translation>Impugnar el acta del partido</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;What is disputed:</source>
        <translation>&amp;Qué se impugna:</translation>
    </message>
</context>
<context>
    <name>MatchRecord</name>
    <message>
        <source>Player 1
primary</source>
        <extracomment>A store error reading the record (a damaged value), for the window to show.</extracomment>
        <translation>Jugador 1
principales</translation>
    </message>
    <message>
        <source>Player 1
secondary</source>
        <translation>Jugador 1
secundarios</translation>
    </message>
    <message>
        <source>Player 2
primary</source>
        <translation>Jugador 2
principales</translation>
    </message>
    <message>
        <source>Player 2
secondary</source>
        <translation>Jugador 2
secundarios</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Pruebas</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperados</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>Logrados</translation>
    </message>
    <message>
        <source>z-score</source>
        <translation>puntuación z</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>Confirmed by both players</source>
        <translation>Confirmada por ambos jugadores</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>Impugnada</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Derrota</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Límite de turnos</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Tiempo agotado</translation>
    </message>
    <message>
        <source>Army broken</source>
        <translation>Ejército roto</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Rendición</translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation>Dados virtuales</translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation>Dados físicos</translation>
    </message>
    <message>
        <source>virtual</source>
        <extracomment>The same in a table's narrow column.</extracomment>
        <translation>virtuales</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>físicos</translation>
    </message>
    <message>
        <source>Player {n} ({name})</source>
        <translation>Jugador {n} ({name})</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
</context>
<context>
    <name>MatchRecordDialog</name>
    <message>
        <source>Match Record</source>
        <extracomment>The result box's choices: (player 1's entered result, player 2's) — None: the points.</extracomment>
        <translation>Acta del partido</translation>
    </message>
    <message>
        <source>&amp;Save Changes</source>
        <translation>&amp;Guardar cambios</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>D&amp;ispute…</source>
        <translation>&amp;Impugnar…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <source>&amp;Print Slip…</source>
        <translation>Im&amp;primir el acta…</translation>
    </message>
    <message>
        <source>Export Slip as P&amp;DF…</source>
        <translation>Exportar el acta en P&amp;DF…</translation>
    </message>
    <message>
        <source>Export &amp;Record…</source>
        <translation>Exportar el &amp;registro…</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>No hay ninguna partida abierta.</translation>
    </message>
    <message>
        <source>{state} · record {hash}</source>
        <translation>{state} · registro {hash}</translation>
    </message>
    <message>
        <source>changes not saved yet</source>
        <translation>cambios aún sin guardar</translation>
    </message>
    <message>
        <source>That is not this player's PIN: nothing was changed.</source>
        <translation>Ese no es el PIN de este jugador: no se cambió nada.</translation>
    </message>
    <message>
        <source>A PIN is 4 to 12 digits.</source>
        <translation>Un PIN tiene de 4 a 12 dígitos.</translation>
    </message>
    <message>
        <source>Not saved: {field}: {why}</source>
        <translation>No se guardó: {field}: {why}</translation>
    </message>
    <message>
        <source>Edit match record</source>
        <translation>Editar el acta del partido</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Guardado.</translation>
    </message>
    <message>
        <source>Save or revert your changes first.</source>
        <translation>Primero guarde o descarte sus cambios.</translation>
    </message>
    <message>
        <source>Save the changes to the match record?</source>
        <translation>¿Guardar los cambios del acta del partido?</translation>
    </message>
</context>
<context>
    <name>MatchRecordMenu</name>
    <message>
        <source>&amp;Match Record…</source>
        <translation>&amp;Acta del partido…</translation>
    </message>
    <message>
        <source>The result both players confirm, its slip and its exports</source>
        <translation>El resultado que confirman ambos jugadores, su acta impresa y sus exportaciones</translation>
    </message>
    <message>
        <source>Unsaved changes to the match record</source>
        <translation>Cambios sin guardar en el acta del partido</translation>
    </message>
</context>
<context>
    <name>MatchSlip</name>
    <message>
        <source>Victory points</source>
        <extracomment>Up to this many rounds get a row each; more are written on one line per player.</extracomment>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <source>{primary} + {secondary} = {total}</source>
        <translation>{primary} + {secondary} = {total}</translation>
    </message>
    <message>
        <source>primary + secondary</source>
        <translation>principales + secundarios</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation>Puntos de victoria por ronda</translation>
    </message>
    <message>
        <source>Luck: no rolls with a chance shown.</source>
        <translation>Suerte: ninguna tirada con probabilidad mostrada.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message>
        <source>Points limit {n}</source>
        <translation>Límite de puntos {n}</translation>
    </message>
    <message>
        <source>Match result</source>
        <translation>Resultado del partido</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Player code</source>
        <translation>Código de jugador</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Side in the game</source>
        <translation>Bando en la partida</translation>
    </message>
    <message>
        <source>Went first</source>
        <translation>Empezó primero</translation>
    </message>
    <message>
        <source>Total victory points</source>
        <translation>Total de puntos de victoria</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Player {n} confirmed at {time} (UTC)</source>
        <translation>El jugador {n} confirmó el {time} (UTC)</translation>
    </message>
    <message>
        <source>Disputed by player {n}:</source>
        <translation>Impugnada por el jugador {n}:</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Escenario:</translation>
    </message>
    <message>
        <source>End of the game:</source>
        <translation>Fin de la partida:</translation>
    </message>
    <message>
        <source>Rounds played: {n}</source>
        <translation>Rondas jugadas: {n}</translation>
    </message>
    <message>
        <source>Luck (tests with the exact chance shown)</source>
        <translation>Suerte (pruebas con la probabilidad exacta mostrada)</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Signature of player {n}</source>
        <translation>Firma del jugador {n}</translation>
    </message>
    <message>
        <source>We agree with this result (record {hash}).</source>
        <translation>Estamos de acuerdo con este resultado (registro {hash}).</translation>
    </message>
</context>
<context>
    <name>RecordExports</name>
    <message>
        <source>Match slip — print preview</source>
        <translation>Acta del partido — vista previa</translation>
    </message>
    <message>
        <source>Match slip {hash}</source>
        <translation>Acta del partido {hash}</translation>
    </message>
    <message>
        <source>Export the match slip</source>
        <translation>Exportar el acta del partido</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Slip written to {path}</source>
        <translation>Acta guardada en {path}</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Exportar el registro del partido</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV for pairing sites (*.csv)</source>
        <translation>JSON (*.json);;CSV para webs de emparejamiento (*.csv)</translation>
    </message>
    <message>
        <source>Record written to {path}</source>
        <translation>Registro guardado en {path}</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>&amp;Event name:</source>
        <translation>&amp;Nombre del evento:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;onda:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>E&amp;scenario:</translation>
    </message>
    <message>
        <source>Points &amp;limit:</source>
        <translation>&amp;Límite de puntos:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Player &amp;code:</source>
        <translation>&amp;Código de jugador:</translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation>&amp;Facción:</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Bando:</translation>
    </message>
    <message>
        <source>Points, result:</source>
        <translation>Puntos, resultado:</translation>
    </message>
    <message>
        <source>Confirmation:</source>
        <translation>Confirmación:</translation>
    </message>
    <message>
        <source>From army list</source>
        <translation>De la lista</translation>
    </message>
    <message>
        <source>The name and game system of the list imported for this side</source>
        <translation>El nombre y el sistema de juego de la lista importada para este bando</translation>
    </message>
    <message>
        <source>Confirm as player {n}…</source>
        <translation>Confirmar como jugador {n}…</translation>
    </message>
    <message>
        <source>from the organiser, if any</source>
        <translation>del organizador, si lo hay</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Desenlace</translation>
    </message>
    <message>
        <source>&amp;Went first:</source>
        <translation>Empezó &amp;primero:</translation>
    </message>
    <message>
        <source>Result &amp;entered:</source>
        <translation>R&amp;esultado indicado:</translation>
    </message>
    <message>
        <source>En&amp;d of the game:</source>
        <translation>&amp;Fin de la partida:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Decided by the victory points</source>
        <translation>Por puntos de victoria</translation>
    </message>
    <message>
        <source>Player 1 won</source>
        <translation>Ganó el jugador 1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Player 2 won</source>
        <translation>Ganó el jugador 2</translation>
    </message>
    <message>
        <source>Where the game decides otherwise: a broken army, a gladiator's victory</source>
        <translation>Cuando la partida lo decide de otro modo: un ejército roto, la victoria de un gladiador</translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation>Puntos de victoria por ronda</translation>
    </message>
    <message>
        <source>&amp;Add round</source>
        <translation>&amp;Añadir ronda</translation>
    </message>
    <message>
        <source>Insert, in the table</source>
        <translation>Insert, en la tabla</translation>
    </message>
    <message>
        <source>Remove last ro&amp;und</source>
        <translation>&amp;Quitar la última ronda</translation>
    </message>
    <message>
        <source>Delete, in the table</source>
        <translation>Supr, en la tabla</translation>
    </message>
    <message>
        <source>Luck: tests with the exact chance shown</source>
        <translation>Suerte: pruebas con la probabilidad exacta mostrada</translation>
    </message>
    <message>
        <source>No rolls with a chance shown yet.</source>
        <translation>Aún no hay tiradas con probabilidad mostrada.</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} PV</translation>
    </message>
    <message>
        <source>Confirmed at {time} (UTC)</source>
        <translation>Confirmado el {time} (UTC)</translation>
    </message>
    <message>
        <source>Not confirmed</source>
        <translation>Sin confirmar</translation>
    </message>
</context>
<context>
    <name>RecordPlayerActions</name>
    <message>
        <source>The record changed after it was confirmed, so the confirmation of {players} was cleared: confirm it again.</source>
        <translation>El acta cambió después de confirmarse, así que se retiró la confirmación de {players}: confírmela de nuevo.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>Confirm the match record</source>
        <translation>Confirmar el acta del partido</translation>
    </message>
    <message>
        <source>{player}: your PIN (4 to 12 digits). The first PIN you confirm with is kept, as a salted hash, and asked again if you confirm after a change.</source>
        <translation>{player}: su PIN (de 4 a 12 dígitos). El primer PIN con que confirme se guarda como hash con sal y se le pedirá de nuevo si confirma tras un cambio.</translation>
    </message>
    <message>
        <source>Confirm match record (player {n})</source>
        <translation>Confirmar el acta (jugador {n})</translation>
    </message>
    <message>
        <source>{player} confirmed the record.</source>
        <translation>{player} confirmó el acta.</translation>
    </message>
    <message>
        <source>Dispute match record (player {n})</source>
        <translation>Impugnar el acta (jugador {n})</translation>
    </message>
    <message>
        <source>The record is marked disputed.</source>
        <translation>El acta queda marcada como impugnada.</translation>
    </message>
    <message>
        <source>Fill faction from army list</source>
        <translation>Facción tomada de la lista</translation>
    </message>
</context>
</TS>
