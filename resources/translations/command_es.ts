<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CommandWindow</name>
    <message>
        <source>Command tokens</source>
        <translation>Fichas de órdenes</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dados:</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Virtuales</translation>
    </message>
    <message>
        <source>Adjutant rolls with the game's seeded dice</source>
        <translation>Adjutant tira con los dados de la partida (reproducibles)</translation>
    </message>
    <message>
        <source>Physical (type the faces)</source>
        <translation>Físicos (escribir las caras)</translation>
    </message>
    <message>
        <source>Roll at the table and type each d20 face (1–20)</source>
        <translation>Tire en la mesa y escriba cada cara del d20 (1–20)</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Bando:</translation>
    </message>
    <message>
        <source>CMD-2: before the battle each side places an order token by every regiment. The pickers start from the tokens of the army setup.</source>
        <translation>CMD-2: antes de la batalla cada bando coloca una ficha de orden junto a cada regimiento. Los selectores parten de las fichas del despliegue del ejército.</translation>
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
        <source>Roll all reckless</source>
        <translation>Tirar por todas las unidades temerarias</translation>
    </message>
    <message>
        <source>Roll for every reckless regiment (one undo step)</source>
        <translation>Tirar por cada unidad temeraria (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Roll all</source>
        <translation>Tirar todo</translation>
    </message>
    <message>
        <source>Change or test every ticked regiment (one undo step)</source>
        <translation>Cambiar o chequear cada regimiento marcado (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formación</translation>
    </message>
    <message>
        <source>Token now</source>
        <translation>Ficha actual</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Reckless</source>
        <translation>Temeraria</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>From the table</source>
        <translation>Según la mesa</translation>
    </message>
    <message>
        <source>Enemy in front</source>
        <translation>Enemigo delante</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Cara</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Try</source>
        <translation>Intenta</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Deseada</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>Command group</source>
        <translation>Grupo de mando</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Necesita</translation>
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
        <source>Declarations and tests</source>
        <translation>Declaraciones y chequeos</translation>
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
        <source>The token is already {token}.</source>
        <translation>La ficha ya es {token}.</translation>
    </message>
    <message>
        <source>{current} cannot change to {wanted} in one go: a token moves one step along Defence – Move – Attack (CMD-7).</source>
        <translation>{current} no puede pasar a {wanted} de una vez: una ficha avanza un paso por Defensa – Movimiento – Ataque (CMD-7).</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>oficial</translation>
    </message>
    <message>
        <source>standard-bearer</source>
        <translation>abanderado</translation>
    </message>
    <message>
        <source>musician</source>
        <translation>músico</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>No hay partida abierta.</translation>
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
        <source>reckless (CMD-8)</source>
        <translation>temeraria (CMD-8)</translation>
    </message>
    <message>
        <source>Order token (CMD-1): {token}</source>
        <translation>Ficha de orden (CMD-1): {token}</translation>
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
        <source>{count} token(s) placed for {side}.</source>
        <translation>Fichas colocadas para {side}: {count}.</translation>
    </message>
    <message>
        <source>Refused, nothing changed: {reason}</source>
        <translation>Rechazado, nada ha cambiado: {reason}</translation>
    </message>
    <message>
        <source>{unit}: {problem}</source>
        <translation>{unit}: {problem}</translation>
    </message>
    <message>
        <source>CMD-8: at the start of the side's turn, roll a d20 for each reckless regiment. Defence becomes Move on 1–10; Move becomes Attack on 1–10 only with an enemy directly in front and nothing between; Attack stays.</source>
        <translation>CMD-8: al comienzo del turno del bando, tire un d20 por cada regimiento temerario. Defensa pasa a Movimiento con 1–10; Movimiento pasa a Ataque con 1–10 solo si hay un enemigo justo delante sin nada en medio; Ataque se queda.</translation>
    </message>
    <message>
        <source>This ruleset rolls them before the declarations.</source>
        <translation>Este reglamento las tira antes de las declaraciones.</translation>
    </message>
    <message>
        <source>This ruleset rolls them after the declarations.</source>
        <translation>Este reglamento las tira después de las declaraciones.</translation>
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
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>No token placed (CMD-2)</source>
        <translation>Sin ficha colocada (CMD-2)</translation>
    </message>
    <message>
        <source>No roll needed: stays {token}</source>
        <translation>No hace falta tirar: sigue {token}</translation>
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
        <source>{unit}: {result}</source>
        <translation>{unit}: {result}</translation>
    </message>
    <message>
        <source>No reckless roll is needed.</source>
        <translation>No hace falta ninguna tirada temeraria.</translation>
    </message>
    <message>
        <source>{count} reckless roll(s) made.</source>
        <translation>Tiradas temerarias hechas: {count}.</translation>
    </message>
    <message>
        <source>CMD-3: tick the regiments that try to change token and pick the wanted one. A token moves one step (CMD-7). The C-in-C's regiment and a full command group change at once (CMD-4); others roll a d20 and pass above the difficulty, a natural 20 always passes (CMD-5, CMD-6).</source>
        <translation>CMD-3: marque los regimientos que intentan cambiar de ficha y elija la deseada. Una ficha avanza un paso (CMD-7). El regimiento del comandante en jefe y uno con grupo de mando completo cambian en el acto (CMD-4); los demás tiran un d20 y pasan si superan la dificultad, un 20 natural siempre pasa (CMD-5, CMD-6).</translation>
    </message>
    <message>
        <source>This regiment tries to change its token (CMD-3)</source>
        <translation>Este regimiento intenta cambiar de ficha (CMD-3)</translation>
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
        <source>Command group members (CMD-4, CMD-6): {count} of 3</source>
        <translation>Miembros del grupo de mando (CMD-4, CMD-6): {count} de 3</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambiar</translation>
    </message>
    <message>
        <source>At once: with the C-in-C (CMD-4)</source>
        <translation>En el acto: con el comandante en jefe (CMD-4)</translation>
    </message>
    <message>
        <source>At once: full command group (CMD-4)</source>
        <translation>En el acto: grupo de mando completo (CMD-4)</translation>
    </message>
    <message>
        <source>Control test (CMD-5)</source>
        <translation>Chequeo de control (CMD-5)</translation>
    </message>
    <message>
        <source>type the distance</source>
        <translation>escriba la distancia</translation>
    </message>
    <message>
        <source>not a distance</source>
        <translation>no es una distancia</translation>
    </message>
    <message>
        <source>{needed}+</source>
        <translation>{needed}+</translation>
    </message>
    <message>
        <source>d20 above the difficulty; a natural 20 always passes (CMD-5)</source>
        <translation>d20 por encima de la dificultad; un 20 natural siempre pasa (CMD-5)</translation>
    </message>
    <message>
        <source>Difficulty: {difficulty}</source>
        <translation>Dificultad: {difficulty}</translation>
    </message>
    <message>
        <source>Select a regiment to see its difficulty.</source>
        <translation>Seleccione un regimiento para ver su dificultad.</translation>
    </message>
    <message>
        <source>{unit}: no control test to show.</source>
        <translation>{unit}: no hay chequeo de control que mostrar.</translation>
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
        <source>{unit}: distance {distance} ({source}) → difficulty {difficulty}, needs {needed}+, chance {chance}</source>
        <translation>{unit}: distancia {distance} ({source}) → dificultad {difficulty}, necesita {needed}+, probabilidad {chance}</translation>
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
        <source>{unit}: no token placed (CMD-2)</source>
        <translation>{unit}: sin ficha colocada (CMD-2)</translation>
    </message>
    <message>
        <source>{unit}: type the distance to the commander-in-chief</source>
        <translation>{unit}: escriba la distancia al comandante en jefe</translation>
    </message>
    <message>
        <source>{unit}: the distance is not a number ≥ 0</source>
        <translation>{unit}: la distancia no es un número ≥ 0</translation>
    </message>
    <message>
        <source>Change token: {unit}</source>
        <translation>Cambio de ficha: {unit}</translation>
    </message>
    <message>
        <source>Control test: {unit}</source>
        <translation>Chequeo de control: {unit}</translation>
    </message>
    <message>
        <source>Tick the regiments that try to change token first.</source>
        <translation>Marque primero los regimientos que intentan cambiar de ficha.</translation>
    </message>
    <message>
        <source>Control tests</source>
        <translation>Chequeos de control</translation>
    </message>
    <message>
        <source>{count} declared change(s) resolved.</source>
        <translation>Cambios declarados resueltos: {count}.</translation>
    </message>
</context>
</TS>