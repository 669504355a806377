<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Organiser</name>
    <message>
        <source>Before the dispute</source>
        <translation>Antes de la disputa</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>Disputado</translation>
    </message>
    <message>
        <source>Kept by the archive</source>
        <translation>Guardado por el archivo</translation>
    </message>
    <message>
        <source>Refused from table {table}</source>
        <translation>Rechazado de la mesa {table}</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>límite de turnos</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tiempo agotado</translation>
    </message>
    <message>
        <source>army broken</source>
        <translation>ejército roto</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>rendición</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Select a disputed or conflicting table to see its two records side by side.</source>
        <translation>Seleccione una mesa disputada o en conflicto para ver sus dos actas una junto a otra.</translation>
    </message>
    <message>
        <source>Table {table}: disputed</source>
        <translation>Mesa {table}: disputada</translation>
    </message>
    <message>
        <source>Table {table}: conflict</source>
        <translation>Mesa {table}: conflicto</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>(sin nota)</translation>
    </message>
    <message>
        <source>Player {player} disputes: {note}</source>
        <translation>El jugador {player} disputa: {note}</translation>
    </message>
    <message>
        <source>The archive refused an op from table {table}: {message}</source>
        <translation>El archivo rechazó una operación de la mesa {table}: {message}</translation>
    </message>
    <message>
        <source>Neither op carries a match record.</source>
        <translation>Ninguna de las dos operaciones lleva un acta de partida.</translation>
    </message>
    <message>
        <source>strength of schedule</source>
        <translation>fuerza de los rivales</translation>
    </message>
    <message>
        <source>victory-point margin</source>
        <translation>diferencia de puntos de victoria</translation>
    </message>
    <message>
        <source>victory points scored</source>
        <translation>puntos de victoria obtenidos</translation>
    </message>
    <message>
        <source>Scoring: battle points (the sum of victory points)</source>
        <translation>Puntuación: puntos de batalla (la suma de los puntos de victoria)</translation>
    </message>
    <message>
        <source>Scoring: 20–0 match points from the victory-point margin</source>
        <translation>Puntuación: puntos de partida 20–0 según la diferencia de puntos de victoria</translation>
    </message>
    <message>
        <source>Scoring: win {win}, draw {draw}, loss {loss}</source>
        <translation>Puntuación: victoria {win}, empate {draw}, derrota {loss}</translation>
    </message>
    <message>
        <source>Ranked by event points; equal points share a rank</source>
        <translation>Clasificación por puntos del evento; a igualdad de puntos, el mismo puesto</translation>
    </message>
    <message>
        <source>Ranked by event points, then {order}</source>
        <translation>Clasificación por puntos del evento y después: {order}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Awaiting confirmation</source>
        <translation>Pendiente de confirmar</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Conflicto</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoria</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>derrota</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Last heard</source>
        <translation>Último contacto</translation>
    </message>
    <message>
        <source>Printed {when} by Adjutant</source>
        <translation>Impreso el {when} con Adjutant</translation>
    </message>
    <message>
        <source>{event}: standings</source>
        <translation>{event}: clasificación</translation>
    </message>
    <message>
        <source>After round {round} of {rounds}</source>
        <translation>Tras la ronda {round} de {rounds}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>V-E-D</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>VP for</source>
        <translation>PV a favor</translation>
    </message>
    <message>
        <source>VP against</source>
        <translation>PV en contra</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>FR</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>No confirmed game yet.</source>
        <translation>Todavía no hay ninguna partida confirmada.</translation>
    </message>
    <message>
        <source>{event}: round {round} results</source>
        <translation>{event}: resultados de la ronda {round}</translation>
    </message>
    <message>
        <source>{done} of {tables} tables confirmed</source>
        <translation>Mesas confirmadas: {done} de {tables}</translation>
    </message>
    <message>
        <source>Player 1&apos;s result; only confirmed results count in the standings.</source>
        <translation>Resultado del jugador 1; en la clasificación solo cuentan los resultados confirmados.</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Página {page} de {pages}</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>turno {turn}</translation>
    </message>
    <message numerus="yes">
        <source>last heard %n minute(s) ago</source>
        <translation>
            <numerusform>último contacto hace %n minuto</numerusform>
            <numerusform>último contacto hace %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>No record yet</source>
        <translation>Todavía sin acta</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>hace %n min</numerusform>
            <numerusform>hace %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflict: %n op(s) refused</source>
        <translation>
            <numerusform>Conflicto: %n rechazo</numerusform>
            <numerusform>Conflicto: %n rechazos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) going first</source>
        <translation>
            <numerusform>%n partida empezando</numerusform>
            <numerusform>%n partidas empezando</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Victorias, empates y derrotas</translation>
    </message>
    <message>
        <source>Event points under the event&apos;s scoring rule</source>
        <translation>Puntos del evento según su regla de puntuación</translation>
    </message>
    <message>
        <source>Victory points for minus victory points against</source>
        <translation>Puntos de victoria a favor menos puntos de victoria en contra</translation>
    </message>
    <message>
        <source>Strength of schedule: the opponents&apos; event points, one term a game</source>
        <translation>Fuerza de los rivales: los puntos del evento de los rivales, un término por partida</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>Going first</source>
        <translation>Primer turno</translation>
    </message>
    <message>
        <source>Mirrors</source>
        <translation>Espejo</translation>
    </message>
    <message>
        <source>(no faction named)</source>
        <translation>(sin facción)</translation>
    </message>
    <message>
        <source>{faction} against {against}: games {games}, {wdl}, {rate}</source>
        <translation>{faction} contra {against}: partidas {games}, {wdl}, {rate}</translation>
    </message>
    <message>
        <source>Virtual tests</source>
        <translation>Tiradas (dados virtuales)</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperados</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>Obtenidos</translation>
    </message>
    <message>
        <source>z</source>
        <translation>z</translation>
    </message>
    <message>
        <source>Physical tests</source>
        <translation>Tiradas (dados reales)</translation>
    </message>
    <message>
        <source>Open Event Archive</source>
        <translation>Abrir el archivo del evento</translation>
    </message>
    <message>
        <source>The archive&apos;s connection line (postgresql://…): a viewer&apos;s line from &apos;adjutant server viewer&apos;, or the organiser&apos;s. The window only reads.</source>
        <translation>La línea de conexión del archivo (postgresql://…): la de un observador, de «adjutant server viewer», o la del organizador. La ventana solo lee.</translation>
    </message>
    <message>
        <source>Not a connection line: {reason}</source>
        <translation>No es una línea de conexión: {reason}</translation>
    </message>
    <message>
        <source>Open Event &amp;Archive…</source>
        <translation>Abrir el &amp;archivo del evento…</translation>
    </message>
    <message>
        <source>The round board, standings and factions of an event, live from its archive</source>
        <translation>El tablero de la ronda, la clasificación y las facciones de un evento, en directo desde su archivo</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Evento:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronda:</translation>
    </message>
    <message>
        <source>Round &amp;board</source>
        <translation>&amp;Tablero de la ronda</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <source>&amp;Factions</source>
        <translation>&amp;Facciones</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Suerte</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Print Standings…</source>
        <translation>&amp;Imprimir la clasificación…</translation>
    </message>
    <message>
        <source>Print Round &amp;Results…</source>
        <translation>Imprimir los &amp;resultados de la ronda…</translation>
    </message>
    <message>
        <source>Export Standings as P&amp;DF…</source>
        <translation>Exportar la clasificación a P&amp;DF…</translation>
    </message>
    <message>
        <source>Export Round Results as PD&amp;F…</source>
        <translation>Exportar los resultados de la ronda a PD&amp;F…</translation>
    </message>
    <message>
        <source>&amp;Open the Table&apos;s Game File</source>
        <translation>&amp;Abrir el archivo de partida de la mesa</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>&amp;Leer de nuevo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Open the table&apos;s game file in Adjutant</source>
        <translation>Abrir el archivo de partida de la mesa en Adjutant</translation>
    </message>
    <message>
        <source>Faction against faction (the row&apos;s results against the column&apos;s; mirrors left out)</source>
        <translation>Facción contra facción (los resultados de la fila contra la columna; sin partidas espejo)</translation>
    </message>
    <message>
        <source>The event&apos;s settings hide luck.</source>
        <translation>La configuración del evento oculta la suerte.</translation>
    </message>
    <message>
        <source>{event} — Adjutant organiser</source>
        <translation>{event} — Adjutant: organizador</translation>
    </message>
    <message>
        <source>Adjutant organiser</source>
        <translation>Adjutant: organizador</translation>
    </message>
    <message>
        <source>Reading the event archive…</source>
        <translation>Leyendo el archivo del evento…</translation>
    </message>
    <message>
        <source>No event yet</source>
        <translation>Todavía no hay eventos</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {done} of {tables} tables confirmed</source>
        <translation>Ronda {round} de {rounds}: mesas confirmadas {done} de {tables}</translation>
    </message>
    <message>
        <source>not set up by the organiser: default scoring</source>
        <translation>el organizador no lo ha configurado: puntuación por defecto</translation>
    </message>
    <message>
        <source>First turn: no confirmed game says who went first yet.</source>
        <translation>Primer turno: ninguna partida confirmada indica todavía quién empezó.</translation>
    </message>
    <message>
        <source>Going first: games {games}, won {rate} (95 % interval {interval})</source>
        <translation>Empezando: partidas {games}, ganadas {rate} (intervalo del 95 % {interval})</translation>
    </message>
    <message>
        <source>Current ({round})</source>
        <translation>Actual ({round})</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <source>Updated {time}</source>
        <translation>Actualizado a las {time}</translation>
    </message>
    <message>
        <source>Connecting to the event archive…</source>
        <translation>Conectando con el archivo del evento…</translation>
    </message>
    <message>
        <source>Live: reading as the archive&apos;s viewer (read-only)</source>
        <translation>En directo: leyendo como observador del archivo (solo lectura)</translation>
    </message>
    <message>
        <source>Live: read-only session</source>
        <translation>En directo: sesión de solo lectura</translation>
    </message>
    <message>
        <source>Connection lost, trying again: {reason}</source>
        <translation>Conexión perdida, se vuelve a intentar: {reason}</translation>
    </message>
    <message>
        <source>The event archive refused: {reason}</source>
        <translation>El archivo del evento rechazó la conexión: {reason}</translation>
    </message>
    <message>
        <source>The table has not sent its game file yet</source>
        <translation>La mesa todavía no ha enviado su archivo de partida</translation>
    </message>
    <message>
        <source>Fetching the game file of table {table}…</source>
        <translation>Obteniendo el archivo de partida de la mesa {table}…</translation>
    </message>
    <message>
        <source>The game file could not be taken from the archive: {reason}</source>
        <translation>No se pudo obtener el archivo de partida del archivo: {reason}</translation>
    </message>
    <message>
        <source>The game file could not be saved: {reason}</source>
        <translation>No se pudo guardar el archivo de partida: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado: {path}</translation>
    </message>
    <message>
        <source>There is no event to print yet.</source>
        <translation>Todavía no hay ningún evento que imprimir.</translation>
    </message>
    <message>
        <source>{event} standings</source>
        <translation>{event} clasificación</translation>
    </message>
    <message>
        <source>{event} round {round}</source>
        <translation>{event} ronda {round}</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exportar a PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written: {reason}</source>
        <translation>No se pudo escribir el PDF: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to {path}</source>
        <translation>
            <numerusform>Se escribió %n página en {path}</numerusform>
            <numerusform>Se escribieron %n páginas en {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
