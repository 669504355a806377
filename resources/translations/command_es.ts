<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CommandModels</name>
    <message>
        <source>Order token (CMD-1): {token}</source>
        <translation>Ficha de orden (CMD-1): {token}</translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation>Regimiento</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Reckless (CMD-8)</source>
        <translation>Temerario (CMD-8)</translation>
    </message>
    <message>
        <source>The token to place (F2 or double-click to change it; CMD-2)</source>
        <translation>La ficha que se va a colocar (F2 o doble clic para cambiarla; CMD-2)</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Declarada</translation>
    </message>
    <message>
        <source>Command group: {count} of 3 (CMD-4, CMD-6)</source>
        <translation>Grupo de mando: {count} de 3 (CMD-4, CMD-6)</translation>
    </message>
    <message>
        <source>The commander-in-chief is with it (CMD-4)</source>
        <translation>El comandante en jefe está con él (CMD-4)</translation>
    </message>
    <message>
        <source>Tried this turn: one declared change per turn (CMD-3)</source>
        <translation>Ya lo intentó en este turno: un cambio declarado por turno (CMD-3)</translation>
    </message>
    <message>
        <source>The token it tries to change to (CMD-3): D, M or A, Space for one step towards Attack, Delete for no change</source>
        <translation>La ficha a la que intenta cambiar (CMD-3): D, M o A; Espacio para un paso hacia Ataque; Supr para ningún cambio</translation>
    </message>
</context>
<context>
    <name>CommandWindow</name>
    <message>
        <source>Command tokens</source>
        <translation>Fichas de órdenes</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <source>Reckless rolls</source>
        <translation>Tiradas temerarias</translation>
    </message>
    <message>
        <source>Distance to the commander-in-chief, rounded up</source>
        <translation>Distancia al comandante en jefe, redondeada hacia arriba</translation>
    </message>
    <message>
        <source>Incomplete command group (−2 per member)</source>
        <translation>Grupo de mando incompleto (−2 por miembro)</translation>
    </message>
    <message>
        <source>Faces of the d20 that change the token (1–10)</source>
        <translation>Caras del d20 que cambian la ficha (1–10)</translation>
    </message>
    <message>
        <source>The token is already {token}.</source>
        <translation>La ficha ya es {token}.</translation>
    </message>
    <message>
        <source>{current} cannot change to {wanted} in one go: a token moves one step along Defence – Move – Attack (CMD-7).</source>
        <translation>{current} no puede pasar a {wanted} de una vez: una ficha avanza un paso por Defensa – Movimiento – Ataque (CMD-7).</translation>
    </message>
    <message>
        <source>This ruleset does not use command tokens (CMD-1).</source>
        <translation>Este reglamento no usa fichas de órdenes (CMD-1).</translation>
    </message>
    <message>
        <source>Declares and rolls at the start of its own side&apos;s turn (CMD-3, CMD-8).</source>
        <translation>Declara y tira al comienzo del turno de su propio bando (CMD-3, CMD-8).</translation>
    </message>
    <message>
        <source>Destroyed.</source>
        <translation>Destruido.</translation>
    </message>
    <message>
        <source>Not reckless (CMD-8).</source>
        <translation>No es temerario (CMD-8).</translation>
    </message>
    <message>
        <source>The distance to the commander-in-chief cannot be measured: type the distance measured on the table (CMD-6).</source>
        <translation>No se puede medir la distancia al comandante en jefe: escriba la distancia medida en la mesa (CMD-6).</translation>
    </message>
    <message>
        <source>No roll needed: Attack stays Attack (CMD-8).</source>
        <translation>No hace falta tirar: Ataque sigue siendo Ataque (CMD-8).</translation>
    </message>
    <message>
        <source>Not on the table: say whether an enemy is directly in front (CMD-8).</source>
        <translation>Fuera de la mesa: indique si hay un enemigo justo delante (CMD-8).</translation>
    </message>
    <message>
        <source>Roll its reckless d20 first: this ruleset makes the reckless rolls before the declared changes (CMD-8).</source>
        <translation>Tire primero su d20 temerario: este reglamento hace las tiradas temerarias antes de los cambios declarados (CMD-8).</translation>
    </message>
    <message>
        <source>Its declared change is made: this ruleset makes the reckless rolls before the declared changes (CMD-8).</source>
        <translation>Su cambio declarado ya está hecho: este reglamento hace las tiradas temerarias antes de los cambios declarados (CMD-8).</translation>
    </message>
    <message>
        <source>Its reckless roll is made: this ruleset makes the declared changes before the reckless rolls (CMD-8).</source>
        <translation>Su tirada temeraria ya está hecha: este reglamento hace los cambios declarados antes de las tiradas temerarias (CMD-8).</translation>
    </message>
    <message>
        <source>Already tried a token change this turn (CMD-3).</source>
        <translation>Ya intentó un cambio de ficha en este turno (CMD-3).</translation>
    </message>
    <message>
        <source>Already made its reckless roll this turn (CMD-8).</source>
        <translation>Ya hizo su tirada temeraria en este turno (CMD-8).</translation>
    </message>
    <message>
        <source>No game open.</source>
        <extracomment>Page keys (also the pages&apos; object names), in the order of :class:`Step`. The tables a command plan reads: any other change cannot concern this window.</extracomment>
        <translation>No hay partida abierta.</translation>
    </message>
    <message>
        <source>Roll all reckless</source>
        <translation>Tirar por todas las unidades temerarias</translation>
    </message>
    <message>
        <source>Roll all</source>
        <translation>Tirar todo</translation>
    </message>
    <message>
        <source>CMD-2: place the order tokens</source>
        <translation>CMD-2: colocar las fichas de órdenes</translation>
    </message>
    <message>
        <source>CMD-8: the reckless regiments&apos; d20</source>
        <translation>CMD-8: el d20 de los regimientos temerarios</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Declaraciones</translation>
    </message>
    <message>
        <source>CMD-3..7: declared token changes and control tests</source>
        <translation>CMD-3..7: cambios de ficha declarados y chequeos de control</translation>
    </message>
    <message>
        <source>Turn {turn} · {side} · {phase}</source>
        <translation>Turno {turn} · {side} · {phase}</translation>
    </message>
    <message>
        <source>this ruleset does not use command tokens (CMD-1)</source>
        <translation>este reglamento no usa fichas de órdenes (CMD-1)</translation>
    </message>
    <message>
        <source>No commander-in-chief: type each distance measured on the table.</source>
        <translation>No hay comandante en jefe: escriba cada distancia medida en la mesa.</translation>
    </message>
    <message>
        <source>{name} is with {unit}: that regiment changes token at once (CMD-4).</source>
        <translation>{name} está con {unit}: ese regimiento cambia de ficha en el acto (CMD-4).</translation>
    </message>
    <message>
        <source>{name} stands alone at ({x}, {y}): distances are measured from the figure (CMD-6).</source>
        <translation>{name} está solo en ({x}, {y}): las distancias se miden desde la figura (CMD-6).</translation>
    </message>
    <message>
        <source>{name} is not on the table: type each distance measured on the table.</source>
        <translation>{name} no está en la mesa: escriba cada distancia medida en la mesa.</translation>
    </message>
    <message>
        <source>It is the {phase} phase: a roll here asks first, and is logged as out of phase.</source>
        <translation>Es la fase de {phase}: una tirada aquí pide confirmación y queda registrada como fuera de fase.</translation>
    </message>
    <message numerus="yes">
        <source>Tokens placed for {side}: %n.</source>
        <translation>
            <numerusform>Fichas colocadas para {side}: %n.</numerusform>
            <numerusform>Fichas colocadas para {side}: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>this reckless roll</source>
        <translation>esta tirada temeraria</translation>
    </message>
    <message>
        <source>these reckless rolls</source>
        <translation>estas tiradas temerarias</translation>
    </message>
    <message>
        <source>this token change</source>
        <translation>este cambio de ficha</translation>
    </message>
    <message>
        <source>these token changes</source>
        <translation>estos cambios de ficha</translation>
    </message>
    <message>
        <source>This belongs to the {wanted} phase; it is the {phase} phase now.</source>
        <translation>Esto corresponde a la fase de {wanted}; ahora es la fase de {phase}.</translation>
    </message>
    <message>
        <source>Placement pickers reset to the stored tokens.</source>
        <translation>Los selectores vuelven a las fichas guardadas.</translation>
    </message>
    <message>
        <source>Nothing to place: the pickers match the stored tokens.</source>
        <translation>Nada que colocar: los selectores coinciden con las fichas guardadas.</translation>
    </message>
    <message>
        <source>Place tokens ({side})</source>
        <translation>Colocar fichas ({side})</translation>
    </message>
    <message>
        <source>Refused, nothing changed: {reason}</source>
        <translation>Rechazado, nada ha cambiado: {reason}</translation>
    </message>
    <message>
        <source>not on the table</source>
        <translation>fuera de la mesa</translation>
    </message>
    <message>
        <source>enemy in front</source>
        <translation>enemigo delante</translation>
    </message>
    <message>
        <source>no enemy in front</source>
        <translation>sin enemigo delante</translation>
    </message>
    <message>
        <source>Computed from the battlefield: an enemy regiment directly in front, no terrain or regiment between (CMD-8)</source>
        <translation>Calculado en el campo de batalla: un regimiento enemigo justo delante, sin terreno ni regimientos en medio (CMD-8)</translation>
    </message>
    <message>
        <source>Tick if an enemy stands directly in front with nothing between; the players may overrule the battlefield</source>
        <translation>Marque si hay un enemigo justo delante sin nada en medio; los jugadores pueden corregir el campo de batalla</translation>
    </message>
    <message>
        <source>No token placed (CMD-2)</source>
        <translation>Sin ficha colocada (CMD-2)</translation>
    </message>
    <message>
        <source>No roll needed: Move becomes Attack only with an enemy directly in front and nothing between (CMD-8). Tick the box if there is one.</source>
        <translation>No hace falta tirar: Movimiento pasa a Ataque solo con un enemigo justo delante y nada en medio (CMD-8). Marque la casilla si lo hay.</translation>
    </message>
    <message>
        <source>Rolled {face}: {before} → {after}</source>
        <translation>Salió {face}: {before} → {after}</translation>
    </message>
    <message>
        <source>Rolled {face}: stays {token}</source>
        <translation>Salió {face}: sigue {token}</translation>
    </message>
    <message>
        <source>Reckless roll: {unit}</source>
        <translation>Tirada temeraria: {unit}</translation>
    </message>
    <message>
        <source>changes on 1–10</source>
        <translation>cambia con 1–10</translation>
    </message>
    <message>
        <source>Distance:</source>
        <translation>Distancia:</translation>
    </message>
    <message>
        <source>{value} measured</source>
        <translation>{value} medida</translation>
    </message>
    <message>
        <source>type it</source>
        <translation>escríbala</translation>
    </message>
    <message>
        <source>Distance from the commander-in-chief, edge to edge (CMD-6). A distance typed as measured on the table wins.</source>
        <translation>Distancia desde el comandante en jefe, de borde a borde (CMD-6). Una distancia escrita tal como se midió en la mesa prevalece.</translation>
    </message>
    <message>
        <source>Enemy directly in front</source>
        <translation>Enemigo justo delante</translation>
    </message>
    <message>
        <source>table: {what}</source>
        <translation>mesa: {what}</translation>
    </message>
    <message>
        <source>Command group members (CMD-4, CMD-6): {count} of 3</source>
        <translation>Miembros del grupo de mando (CMD-4, CMD-6): {count} de 3</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>escrita</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medida</translation>
    </message>
    <message>
        <source>“{text}” is not a distance: type a number ≥ 0.</source>
        <translation>«{text}» no es una distancia: escriba un número ≥ 0.</translation>
    </message>
    <message>
        <source>{unit}: {reason}</source>
        <translation>{unit}: {reason}</translation>
    </message>
    <message>
        <source>Reckless roll: {before} → {after} on 1–10</source>
        <translation>Tirada temeraria: {before} → {after} con 1–10</translation>
    </message>
    <message>
        <source>Reckless roll: {token}</source>
        <translation>Tirada temeraria: {token}</translation>
    </message>
    <message>
        <source>Token change: {before} → {after}</source>
        <translation>Cambio de ficha: {before} → {after}</translation>
    </message>
    <message>
        <source>Control test: {before} → {after}</source>
        <translation>Chequeo de control: {before} → {after}</translation>
    </message>
    <message>
        <source>needs {needed}+</source>
        <translation>necesita {needed}+</translation>
    </message>
    <message>
        <source>No roll needed: changes at once, with the C-in-C (CMD-4).</source>
        <translation>No hace falta tirar: cambia en el acto, con el comandante en jefe (CMD-4).</translation>
    </message>
    <message>
        <source>No roll needed: changes at once, full command group (CMD-4).</source>
        <translation>No hace falta tirar: cambia en el acto, grupo de mando completo (CMD-4).</translation>
    </message>
    <message>
        <source>Distance {distance} ({source}) → difficulty {difficulty}</source>
        <translation>Distancia {distance} ({source}) → dificultad {difficulty}</translation>
    </message>
    <message>
        <source>{before} → {after} (at once)</source>
        <translation>{before} → {after} (en el acto)</translation>
    </message>
    <message>
        <source>{face} vs {needed}+: passed → {token}</source>
        <translation>{face} contra {needed}+: superado → {token}</translation>
    </message>
    <message>
        <source>{face} vs {needed}+: failed, stays {token}</source>
        <translation>{face} contra {needed}+: fallado, sigue {token}</translation>
    </message>
    <message>
        <source>Change token: {unit}</source>
        <translation>Cambio de ficha: {unit}</translation>
    </message>
    <message>
        <source>Control test: {unit}</source>
        <translation>Chequeo de control: {unit}</translation>
    </message>
</context>
<context>
    <name>DeclarationsPage</name>
    <message>
        <source>CMD-3: press D, M or A on a regiment&apos;s row.</source>
        <translation>CMD-3: pulse D, M o A en la fila de un regimiento.</translation>
    </message>
    <message>
        <source>CMD-3: D, M or A on a row declares the token it tries to change to (Space: one step towards Attack, Delete: none).</source>
        <translation>CMD-3: D, M o A en una fila declara la ficha a la que el regimiento intenta cambiar (Espacio: un paso hacia Ataque; Supr: ninguno).</translation>
    </message>
    <message>
        <source>— no change —</source>
        <translation>— sin cambio —</translation>
    </message>
    <message>
        <source>No change declared yet.</source>
        <translation>Todavía no hay cambios declarados.</translation>
    </message>
</context>
<context>
    <name>PlacementPage</name>
    <message>
        <source>CMD-2: pick each regiment&apos;s token (D, M or A), then Apply.</source>
        <extracomment>A token&apos;s letter picks it in a token column (the English letters work in any language).</extracomment>
        <translation>CMD-2: elija la ficha de cada regimiento (D, M o A) y luego pulse Aplicar.</translation>
    </message>
    <message>
        <source>CMD-2: each side places an order token by every regiment. Pick a row&apos;s token with D, M or A (or F2), then Apply.</source>
        <translation>CMD-2: cada bando coloca una ficha de orden junto a cada regimiento. Elija la ficha de una fila con D, M o A (o F2) y luego pulse Aplicar.</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Bando:</translation>
    </message>
    <message>
        <source>Apply placement</source>
        <translation>Aplicar despliegue</translation>
    </message>
    <message>
        <source>Place the chosen tokens (one undo step)</source>
        <translation>Colocar las fichas elegidas (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Back to the tokens placed now</source>
        <translation>Volver a las fichas colocadas ahora</translation>
    </message>
    <message>
        <source>— no token —</source>
        <translation>— sin ficha —</translation>
    </message>
</context>
<context>
    <name>RecklessPage</name>
    <message>
        <source>This ruleset rolls them before the declarations.</source>
        <translation>Este reglamento las tira antes de las declaraciones.</translation>
    </message>
    <message>
        <source>This ruleset rolls them after the declarations.</source>
        <translation>Este reglamento las tira después de las declaraciones.</translation>
    </message>
    <message>
        <source>CMD-8: a d20 for each reckless regiment at the start of its side&apos;s turn; on 1–10 its token moves one step (Move only with an enemy directly in front).</source>
        <translation>CMD-8: un d20 por cada regimiento temerario al comienzo del turno de su bando; con 1–10 su ficha avanza un paso (Movimiento solo con un enemigo justo delante).</translation>
    </message>
    <message>
        <source>This side has no reckless regiment.</source>
        <translation>Este bando no tiene regimientos temerarios.</translation>
    </message>
</context>
</TS>
