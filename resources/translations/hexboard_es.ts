<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>HexBoardCanvas</name>
    <message>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>noreste</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>noroeste</translation>
    </message>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>suroeste</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>sureste</translation>
    </message>
    <message>
        <source>Hex ({q}, {r})</source>
        <translation>Hexágono ({q}, {r})</translation>
    </message>
    <message>
        <source>Reachable in {n} hex(es) — GLAD-1</source>
        <translation>Alcanzable en {n} hexágono(s) — GLAD-1</translation>
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
        <source>Facing {vertex} (vertex {v})</source>
        <translation>Encara al {vertex} (vértice {v})</translation>
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
        <source>Face this vertex (key {key}) — GLAD-1</source>
        <translation>Encarar este vértice (tecla {key}) — GLAD-1</translation>
    </message>
</context>
<context>
    <name>HexBoardWindow</name>
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
        <source>Hex skirmish</source>
        <translation>Escaramuza en hexágonos</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Tablero:</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Añadir la arena de ejemplo</translation>
    </message>
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
        <source>Green: reachable with the roll (steps shown). Orange hatch: next to an enemy, at most one per move (GLAD-3). Gold dot: extra action ready; grey ring: spent. The wedge points at the faced vertex. Drag to pan, wheel to zoom.</source>
        <translation>Verde: alcanzable con la tirada (se muestran los pasos). Rayado naranja: junto a un enemigo, como mucho uno por movimiento (GLAD-3). Punto dorado: acción extra disponible; anillo gris: gastada. La cuña señala el vértice encarado. Arrastre para desplazar, rueda para el zoom.</translation>
    </message>
    <message>
        <source>Selected figure</source>
        <translation>Figura seleccionada</translation>
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
        <source>Roll movement (R)</source>
        <translation>Tirar movimiento (R)</translation>
    </message>
    <message>
        <source>Facing at the end of the move (click a corner, keys 1–6, [ ]):</source>
        <translation>Encaramiento al final del movimiento (clic en un vértice, teclas 1–6, [ ]):</translation>
    </message>
    <message>
        <source>{name} (key {key})</source>
        <translation>{name} (tecla {key})</translation>
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
        <source>Target:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <source>Attacker&apos;s supporters (+1 red d6 each, they spend their extra action):</source>
        <translation>Apoyos del atacante (+1 d6 rojo cada uno, gastan su acción extra):</translation>
    </message>
    <message>
        <source>Defender&apos;s supporters (+1 black d6 each, they spend their extra action):</source>
        <translation>Apoyos del defensor (+1 d6 negro cada uno, gastan su acción extra):</translation>
    </message>
    <message>
        <source>Chance of success:</source>
        <translation>Probabilidad de éxito:</translation>
    </message>
    <message>
        <source>Attack dice (red):</source>
        <translation>Dados de ataque (rojos):</translation>
    </message>
    <message>
        <source>Defence dice (black):</source>
        <translation>Dados de defensa (negros):</translation>
    </message>
    <message>
        <source>Attack (Ctrl+Enter)</source>
        <translation>Atacar (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Turn the checked figures (Ctrl+Enter)</source>
        <translation>Girar las figuras marcadas (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>No hay ninguna partida abierta.</translation>
    </message>
    <message>
        <source>This game has no hex board yet.</source>
        <translation>Esta partida aún no tiene tablero de hexágonos.</translation>
    </message>
    <message>
        <source>Click a figure on the board to select it.</source>
        <translation>Haga clic en una figura del tablero para seleccionarla.</translation>
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
        <source>&lt;b&gt;{name}&lt;/b&gt; ({side})&lt;br&gt;{kind}, defence factor {df} (GLAD-1)&lt;br&gt;facing {vertex} · {state}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ({side})&lt;br&gt;{kind}, factor de defensa {df} (GLAD-1)&lt;br&gt;encara al {vertex} · {state}</translation>
    </message>
    <message>
        <source>Roll the D3 to see how far {name} may move (GLAD-1).</source>
        <translation>Tire el D3 para ver cuánto puede moverse {name} (GLAD-1).</translation>
    </message>
    <message>
        <source>Allowance: {n} hex(es) — {kind} figure, D3 = {d3}</source>
        <translation>Movimiento: {n} hexágono(s) — figura de tipo {kind}, D3 = {d3}</translation>
    </message>
    <message>
        <source>D3 (d6 face {face})</source>
        <translation>D3 (cara {face} del d6)</translation>
    </message>
    <message>
        <source>D3</source>
        <translation>D3</translation>
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
        <source>Path: {path} — {used} of {n} hex(es); {reach} hex(es) reachable</source>
        <translation>Camino: {path} — {used} de {n} hexágono(s); {reach} hexágono(s) alcanzables</translation>
    </message>
    <message>
        <source>Attacker: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Atacante: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} has no enemy in action next to it (GLAD-4).</source>
        <translation>{name} no tiene ningún enemigo en combate al lado (GLAD-4).</translation>
    </message>
    <message>
        <source>Arc: &lt;b&gt;{arc}&lt;/b&gt; — {target} faces {vertex}; the attacker stands in its {arc} hexes (GLAD-2).</source>
        <translation>Arco: &lt;b&gt;{arc}&lt;/b&gt; — {target} encara al {vertex}; el atacante está en su arco {arc} (GLAD-2).</translation>
    </message>
    <message>
        <source>Defence bonus: &lt;b&gt;{bonus}&lt;/b&gt; (GLAD-4)</source>
        <translation>Bonificación de defensa: &lt;b&gt;{bonus}&lt;/b&gt; (GLAD-4)</translation>
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
        <source>Defence factor</source>
        <translation>Factor de defensa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
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
        <source>each side&apos;s dice are summed</source>
        <translation>los dados de cada bando se suman</translation>
    </message>
    <message>
        <source>each side reads its highest die</source>
        <translation>cada bando toma su dado más alto</translation>
    </message>
    <message>
        <source>Red: {red} d6 against black: {black} d6 + {bonus}; {reading}; the attack {rule} (GLAD-4, GLAD-5).</source>
        <translation>Rojos: {red} d6 contra negros: {black} d6 + {bonus}; {reading}; el ataque {rule} (GLAD-4, GLAD-5).</translation>
    </message>
    <message>
        <source>{name}: face {enemy} — {old} → {new}</source>
        <translation>{name}: encarar a {enemy} — {old} → {new}</translation>
    </message>
    <message>
        <source>After an attack, the figures next to it may turn.</source>
        <translation>Tras un ataque, las figuras adyacentes pueden girar.</translation>
    </message>
    <message>
        <source>No figure next to the last attack can turn (GLAD-6).</source>
        <translation>Ninguna figura junto al último ataque puede girar (GLAD-6).</translation>
    </message>
    <message>
        <source>After {attacker} attacked {target}: each checked figure spends its extra action to face the enemy who attacked it (GLAD-6).</source>
        <translation>Tras el ataque de {attacker} a {target}: cada figura marcada gasta su acción extra para encarar al enemigo que la atacó (GLAD-6).</translation>
    </message>
    <message>
        <source>Refused: {reason}. Nothing was changed.</source>
        <translation>Rechazado: {reason}. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>Roll the movement first (R).</source>
        <translation>Primero tire el movimiento (R).</translation>
    </message>
    <message>
        <source>Refused: ({q}, {r}) is not next to the end of the path; move one hex at a time.</source>
        <translation>Rechazado: ({q}, {r}) no está junto al final del camino; avance de hexágono en hexágono.</translation>
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
        <source>Movement roll for {name}</source>
        <translation>Tirada de movimiento de {name}</translation>
    </message>
    <message>
        <source>{name}: D3 = {d3}, may move {n} hex(es).</source>
        <translation>{name}: D3 = {d3}, puede mover {n} hexágono(s).</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover a {name}</translation>
    </message>
    <message>
        <source>{name} moved {n} hex(es) to ({q}, {r}), facing {vertex}.</source>
        <translation>{name} se movió {n} hexágono(s) hasta ({q}, {r}), encarando al {vertex}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} ataca a {target}</translation>
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
        <source>Red {red} = {attack} against black {black} + {bonus} = {defence}: {verdict} (chance was {chance}).</source>
        <translation>Rojos {red} = {attack} contra negros {black} + {bonus} = {defence}: {verdict} (la probabilidad era {chance}).</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Girar figuras</translation>
    </message>
    <message>
        <source>Turned with the extra action (GLAD-6): {names}.</source>
        <translation>Giradas con la acción extra (GLAD-6): {names}.</translation>
    </message>
</context>
</TS>
