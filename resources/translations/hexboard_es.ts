<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AttackPage</name>
    <message>
        <source>{name} (red)</source>
        <translation>{name} (rojo)</translation>
    </message>
    <message>
        <source>{name} (black)</source>
        <translation>{name} (negro)</translation>
    </message>
    <message>
        <source>Supporters spend their extra action (GLAD-5): {names}</source>
        <translation>Los apoyos gastan su acción extra (GLAD-5): {names}</translation>
    </message>
    <message>
        <source>{attacker} → {target}</source>
        <translation>{attacker} → {target}</translation>
    </message>
    <message>
        <source>{red} d6 against {black} d6 + {bonus}</source>
        <translation>{red} d6 contra {black} d6 + {bonus}</translation>
    </message>
    <message>
        <source>Faces: the {red} red first, then the {black} black.</source>
        <translation>Caras: primero los {red} rojos, después los {black} negros.</translation>
    </message>
    <message>
        <source>Out of the melee phase: Adjutant will ask first.</source>
        <translation>Fuera de la fase de cuerpo a cuerpo: Adjutant preguntará antes.</translation>
    </message>
    <message>
        <source>hit: {target} is out of action</source>
        <translation>impacto: {target} queda fuera de combate</translation>
    </message>
    <message>
        <source>parried</source>
        <translation>parado</translation>
    </message>
    <message>
        <source>Red {red} = {attack} against black {black} + {bonus} = {defence}: {verdict}</source>
        <translation>Rojos {red} = {attack} contra negros {black} + {bonus} = {defence}: {verdict}</translation>
    </message>
    <message>
        <source>No attack to make: no figure of the side to play stands next to an enemy.</source>
        <translation>No hay ataque posible: ninguna figura del bando que juega está junto a un enemigo.</translation>
    </message>
    <message>
        <source>this attack</source>
        <translation>este ataque</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca a {target}</translation>
    </message>
</context>
<context>
    <name>HexArena</name>
    <message>
        <source>Zoom in (Ctrl++ or the wheel)</source>
        <translation>Acercar (Ctrl++ o la rueda)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+−)</source>
        <translation>Alejar (Ctrl+−)</translation>
    </message>
    <message>
        <source>Fit the board (Ctrl+0)</source>
        <translation>Ajustar el tablero (Ctrl+0)</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <source>Green: within reach of the roll (steps shown). Orange hatch: next to an enemy, at most one per move (GLAD-3). Gold dot: extra action ready; grey ring: spent. The wedge points at the faced vertex. Drag to pan, wheel to zoom.</source>
        <translation>Verde: alcanzable con la tirada (se muestran los pasos). Rayado naranja: junto a un enemigo, como mucho uno por movimiento (GLAD-3). Punto dorado: acción extra disponible; anillo gris: gastada. La cuña señala el vértice encarado. Arrastre para desplazar, rueda para el zoom.</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Enlarge the board: the panels hidden, the board in the whole window (F11)</source>
        <translation>Ampliar el tablero: los paneles ocultos, el tablero en toda la ventana (F11)</translation>
    </message>
    <message>
        <source>Hex arena</source>
        <translation>Arena de hexágonos</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Añadir la arena de ejemplo</translation>
    </message>
</context>
<context>
    <name>HexBoardCanvas</name>
    <message>
        <source>Hex ({q}, {r})</source>
        <translation>Hexágono ({q}, {r})</translation>
    </message>
    <message>
        <source>Next to an enemy: zone of control — GLAD-3</source>
        <translation>Junto a un enemigo: zona de control — GLAD-3</translation>
    </message>
    <message>
        <source>Defence factor {df}</source>
        <translation>Factor de defensa {df}</translation>
    </message>
    <message>
        <source>Within reach: steps needed {n} — GLAD-1</source>
        <translation>Alcanzable: pasos necesarios {n} — GLAD-1</translation>
    </message>
    <message>
        <source>Facing {facing}</source>
        <translation>Encarando al {facing}</translation>
    </message>
    <message>
        <source>Extra action spent</source>
        <translation>Acción extra gastada</translation>
    </message>
    <message>
        <source>Extra action ready</source>
        <translation>Acción extra disponible</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Fuera de combate</translation>
    </message>
    <message>
        <source>Face {facing} (press {key}) — GLAD-1</source>
        <translation>Encarar al {facing} (pulse {key}) — GLAD-1</translation>
    </message>
</context>
<context>
    <name>HexBoardWindow</name>
    <message>
        <source>Hex skirmish</source>
        <translation>Escaramuza en hexágonos</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Añadir la arena de ejemplo</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mover</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Atacar</translation>
    </message>
    <message>
        <source>T&amp;urn</source>
        <translation>&amp;Girar</translation>
    </message>
    <message>
        <source>GLAD-0, GLAD-1, GLAD-3 (Alt+1)</source>
        <translation>GLAD-0, GLAD-1, GLAD-3 (Alt+1)</translation>
    </message>
    <message>
        <source>GLAD-2, GLAD-4, GLAD-5 (Alt+2)</source>
        <translation>GLAD-2, GLAD-4, GLAD-5 (Alt+2)</translation>
    </message>
    <message>
        <source>GLAD-6 (Alt+3)</source>
        <translation>GLAD-6 (Alt+3)</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Figuras</translation>
    </message>
    <message>
        <source>Every figure and what it did this turn (Alt+4)</source>
        <translation>Todas las figuras y lo que han hecho en este turno (Alt+4)</translation>
    </message>
    <message>
        <source>Not done: that belongs to the {phase} phase.</source>
        <translation>No se ha hecho: eso corresponde a la fase de {phase}.</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>No hay ninguna partida abierta.</translation>
    </message>
    <message>
        <source>The move of {figure} is drawn on the hex board but not confirmed.</source>
        <extracomment>The enlarge button was pressed: the main window hides its panels (or shows them).</extracomment>
        <translation>El movimiento de {figure} está trazado en el tablero de hexágonos, pero no confirmado.</translation>
    </message>
    <message>
        <source>Show the {page} page</source>
        <translation>Mostrar la página «{page}»</translation>
    </message>
    <message>
        <source>This game has no hex board yet.</source>
        <translation>Esta partida aún no tiene tablero de hexágonos.</translation>
    </message>
    <message>
        <source>Click a figure on the board to select it.</source>
        <translation>Haga clic en una figura del tablero para seleccionarla.</translation>
    </message>
</context>
<context>
    <name>HexModels</name>
    <message>
        <source>light</source>
        <translation>ligero</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>pesado</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figura</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Encara</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Este turno</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Encara a</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Giro</translation>
    </message>
</context>
<context>
    <name>HexStrings</name>
    <message>
        <source>front</source>
        <translation>frontal</translation>
    </message>
    <message>
        <source>side</source>
        <translation>lateral</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>trasero</translation>
    </message>
    <message>
        <source>Light figure: D3 + 1</source>
        <translation>Ligero: D3 + 1</translation>
    </message>
    <message>
        <source>Medium figure: D3</source>
        <translation>Medio: D3</translation>
    </message>
    <message>
        <source>Heavy figure: D3 − 1, minimum 1</source>
        <translation>Pesado: D3 − 1, mínimo 1</translation>
    </message>
    <message>
        <source>D3</source>
        <translation>D3</translation>
    </message>
    <message>
        <source>Defence factor</source>
        <translation>Factor de defensa</translation>
    </message>
    <message>
        <source>Front: the full factor</source>
        <translation>Frontal: el factor completo</translation>
    </message>
    <message>
        <source>Side: half, rounded down</source>
        <translation>Lateral: la mitad, redondeando a la baja</translation>
    </message>
    <message>
        <source>Rear: nothing</source>
        <translation>Trasero: nada</translation>
    </message>
    <message>
        <source>{name}: +1 red d6 (spends its extra action)</source>
        <translation>{name}: +1 d6 rojo (gasta su acción extra)</translation>
    </message>
    <message>
        <source>{name}: +1 black d6 (spends its extra action)</source>
        <translation>{name}: +1 d6 negro (gasta su acción extra)</translation>
    </message>
    <message>
        <source>{name} is out of action.</source>
        <translation>{name} está fuera de combate.</translation>
    </message>
    <message>
        <source>{name} has moved this turn: one move a turn.</source>
        <translation>{name} ya se ha movido en este turno: un movimiento por turno.</translation>
    </message>
    <message>
        <source>Roll the movement first (R).</source>
        <translation>Tire primero el movimiento (R).</translation>
    </message>
    <message>
        <source>The movement die is a d6 read as D3, or a d3.</source>
        <translation>El dado de movimiento es un d6 leído como D3, o un d3.</translation>
    </message>
    <message>
        <source>Pick the vertex to face.</source>
        <translation>Elija el vértice que encarar.</translation>
    </message>
    <message>
        <source>The path must start at the figure's hex.</source>
        <translation>El camino debe empezar en el hexágono de la figura.</translation>
    </message>
    <message>
        <source>({q}, {r}) is not next to the end of the path: move one hex at a time.</source>
        <translation>({q}, {r}) no está junto al final del camino: avance de hexágono en hexágono.</translation>
    </message>
    <message>
        <source>Each side's dice are summed</source>
        <translation>Los dados de cada bando se suman</translation>
    </message>
    <message>
        <source>Each side reads its highest die</source>
        <translation>Cada bando toma su dado más alto</translation>
    </message>
    <message>
        <source>{reading}; the attack {rule} (GLAD-4, GLAD-5).</source>
        <translation>{reading}; el ataque {rule} (GLAD-4, GLAD-5).</translation>
    </message>
    <message>
        <source>Arc: {arc} — {target} faces {facing}; defence bonus {bonus} (GLAD-2, GLAD-4)</source>
        <translation>Arco: {arc} — {target} encara al {facing}; bonificación de defensa {bonus} (GLAD-2, GLAD-4)</translation>
    </message>
    <message>
        <source>ties succeed</source>
        <translation>tiene éxito en caso de empate</translation>
    </message>
    <message>
        <source>must beat the defence</source>
        <translation>debe superar a la defensa</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>fuera de combate</translation>
    </message>
    <message>
        <source>extra action spent</source>
        <translation>acción extra gastada</translation>
    </message>
    <message>
        <source>extra action ready</source>
        <translation>acción extra disponible</translation>
    </message>
    <message>
        <source>{name} ({side}) · {kind}, defence factor {df} · facing {facing} · {state}</source>
        <translation>{name} ({side}) · {kind}, factor de defensa {df} · encarando al {facing} · {state}</translation>
    </message>
</context>
<context>
    <name>MovePage</name>
    <message>
        <source>Die:</source>
        <translation>Dado:</translation>
    </message>
    <message>
        <source>d6 read as D3 (GLAD-0)</source>
        <translation>d6 leído como D3 (GLAD-0)</translation>
    </message>
    <message>
        <source>d3</source>
        <translation>d3</translation>
    </message>
    <message>
        <source>Click a figure on the board to select it.</source>
        <translation>Haga clic en una figura del tablero para seleccionarla.</translation>
    </message>
    <message>
        <source>{n} ({chance})</source>
        <translation>{n} ({chance})</translation>
    </message>
    <message>
        <source>{rule} (GLAD-1, defence factor {df})</source>
        <translation>{rule} (GLAD-1, factor de defensa {df})</translation>
    </message>
    <message>
        <source>May move: {options}</source>
        <translation>Puede mover: {options}</translation>
    </message>
    <message>
        <source>1 d6 read as D3</source>
        <translation>1 d6 leído como D3</translation>
    </message>
    <message>
        <source>1 d3</source>
        <translation>1 d3</translation>
    </message>
    <message>
        <source>D3 = {d3}: may move {n}</source>
        <translation>D3 = {d3}: puede mover {n}</translation>
    </message>
    <message>
        <source>(d6 face {face})</source>
        <translation>(cara {face} del d6)</translation>
    </message>
    <message>
        <source>Moved to ({q}, {r}), facing {facing}; hexes moved: {n}</source>
        <translation>Se ha movido a ({q}, {r}), encarando al {facing}; hexágonos recorridos: {n}</translation>
    </message>
    <message>
        <source>Out of the movement phase: Adjutant will ask first.</source>
        <translation>Fuera de la fase de movimiento: Adjutant preguntará antes.</translation>
    </message>
    <message>
        <source>Path: {path}; hexes used: {used} of {n}; in reach: {reach}</source>
        <translation>Camino: {path}; hexágonos usados: {used} de {n}; alcanzables: {reach}</translation>
    </message>
    <message>
        <source>&amp;Face:</source>
        <translation>&amp;Encarar:</translation>
    </message>
    <message>
        <source>The vertex to face at the end of the move: click a corner, keys 1–6, [ ]</source>
        <translation>El vértice que encarar al final del movimiento: haga clic en una esquina, teclas 1–6, [ ]</translation>
    </message>
    <message>
        <source>Turn counter-clockwise ([)</source>
        <translation>Girar en sentido antihorario ([)</translation>
    </message>
    <message>
        <source>Turn clockwise (])</source>
        <translation>Girar en sentido horario (])</translation>
    </message>
    <message>
        <source>Clear path (Esc)</source>
        <translation>Borrar el camino (Esc)</translation>
    </message>
    <message>
        <source>Confirm move (Ctrl+Enter)</source>
        <translation>Confirmar movimiento (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>this move</source>
        <translation>este movimiento</translation>
    </message>
    <message>
        <source>Roll the movement first (R).</source>
        <translation>Primero tire el movimiento (R).</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
    <message>
        <source> (next to an enemy: zone of control, GLAD-3)</source>
        <translation> (junto a un enemigo: zona de control, GLAD-3)</translation>
    </message>
    <message>
        <source>Step to ({q}, {r}) accepted{extra}.</source>
        <translation>Paso a ({q}, {r}) aceptado{extra}.</translation>
    </message>
    <message>
        <source>this movement roll</source>
        <translation>esta tirada de movimiento</translation>
    </message>
    <message>
        <source>Movement roll for {name}</source>
        <translation>Tirada de movimiento de {name}</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover a {name}</translation>
    </message>
</context>
<context>
    <name>TurnPage</name>
    <message>
        <source>After an attack, the figures next to it may turn.</source>
        <translation>Tras un ataque, las figuras adyacentes pueden girar.</translation>
    </message>
    <message>
        <source>No figure next to the last attack can turn (GLAD-6).</source>
        <translation>Ninguna figura junto al último ataque puede girar (GLAD-6).</translation>
    </message>
    <message>
        <source>After {attacker} attacked {target}: each ticked figure spends its extra action to face the enemy who attacked it (GLAD-6). No roll is needed.</source>
        <translation>Tras el ataque de {attacker} a {target}: cada figura marcada gasta su acción extra para encarar al enemigo que la atacó (GLAD-6). No hace falta tirada.</translation>
    </message>
    <message>
        <source>Turn the ticked figures (Ctrl+Enter)</source>
        <translation>Girar las figuras marcadas (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>these turns</source>
        <translation>estos giros</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Girar figuras</translation>
    </message>
</context>
</TS>