<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>MeleeWindow</name>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Combat:</source>
        <translation>Combate:</translation>
    </message>
    <message>
        <source>From battlefield</source>
        <translation>Desde el campo</translation>
    </message>
    <message>
        <source>The selected units and every enemy touching them (Ctrl+Shift+M)</source>
        <translation>Las unidades seleccionadas y todos los enemigos en contacto (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Terminar combate</translation>
    </message>
    <message>
        <source>A side broke or withdrew: close this combat</source>
        <translation>Un bando se rompió o se retiró: cerrar este combate</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Dice &amp;&amp; support</source>
        <translation>Dados y apoyo</translation>
    </message>
    <message>
        <source>Odds &amp;&amp; result</source>
        <translation>Probabilidades y resultado</translation>
    </message>
    <message>
        <source>Units engaged (order, status and charging may be corrected for this round)</source>
        <translation>Unidades trabadas (formación, estado y carga se pueden corregir para esta ronda)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Formación</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Charging</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Añadir unidad</translation>
    </message>
    <message>
        <source>Remove unit</source>
        <translation>Quitar unidad</translation>
    </message>
    <message>
        <source>Contacts: the side of each unit its enemy touches (MEL-2, MEL-3)</source>
        <translation>Contactos: el lado de cada unidad que toca su enemigo (MEL-2, MEL-3)</translation>
    </message>
    <message>
        <source>Unit A</source>
        <translation>Unidad A</translation>
    </message>
    <message>
        <source>touches B&apos;s</source>
        <translation>toca de B</translation>
    </message>
    <message>
        <source>Unit B</source>
        <translation>Unidad B</translation>
    </message>
    <message>
        <source>touches A&apos;s</source>
        <translation>toca de A</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Add contact</source>
        <translation>Añadir contacto</translation>
    </message>
    <message>
        <source>Remove contact</source>
        <translation>Quitar contacto</translation>
    </message>
    <message>
        <source>Measure contacts</source>
        <translation>Medir contactos</translation>
    </message>
    <message>
        <source>Read every contact from the battlefield again</source>
        <translation>Volver a leer todos los contactos del campo de batalla</translation>
    </message>
    <message>
        <source>Won the previous round (MEL-3):</source>
        <translation>Ganó la ronda anterior (MEL-3):</translation>
    </message>
    <message>
        <source>Defender (MEL-10):</source>
        <translation>Defensor (MEL-10):</translation>
    </message>
    <message>
        <source>Attacks: dice (MEL-1, MEL-2) and the roll needed to hit (MEL-3)</source>
        <translation>Ataques: dados (MEL-1, MEL-2) y la tirada para impactar (MEL-3)</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Necesita</translation>
    </message>
    <message>
        <source>Exp. hits</source>
        <translation>Impactos esp.</translation>
    </message>
    <message>
        <source>To hit (MEL-3)</source>
        <translation>Impactar (MEL-3)</translation>
    </message>
    <message>
        <source>Dice (MEL-1, MEL-2)</source>
        <translation>Dados (MEL-1, MEL-2)</translation>
    </message>
    <message>
        <source>Support (MEL-5..9): who counts, and why the others do not</source>
        <translation>Apoyo (MEL-5..9): quién cuenta y por qué los demás no</translation>
    </message>
    <message>
        <source>Quarter</source>
        <translation>Cuadrante</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Add supporter</source>
        <translation>Añadir apoyo</translation>
    </message>
    <message>
        <source>The players say this unit supports from this quarter (manual)</source>
        <translation>Los jugadores dicen que esta unidad apoya desde este cuadrante (manual)</translation>
    </message>
    <message>
        <source>Remove supporter</source>
        <translation>Quitar apoyo</translation>
    </message>
    <message>
        <source>As measured</source>
        <translation>Según medida</translation>
    </message>
    <message>
        <source>Drop the players&apos; override of this unit</source>
        <translation>Descartar la corrección de los jugadores para esta unidad</translation>
    </message>
    <message>
        <source>Side A wins:</source>
        <translation>Gana el bando A:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Empate:</translation>
    </message>
    <message>
        <source>Side B wins:</source>
        <translation>Gana el bando B:</translation>
    </message>
    <message>
        <source>Expected margin (A − B):</source>
        <translation>Margen esperado (A − B):</translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation>Dados virtuales</translation>
    </message>
    <message>
        <source>Typed faces</source>
        <translation>Caras tecleadas</translation>
    </message>
    <message>
        <source>Typed hits</source>
        <translation>Impactos tecleados</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Faces / hits</source>
        <translation>Caras / impactos</translation>
    </message>
    <message>
        <source>Resolve round (Ctrl+Enter)</source>
        <translation>Resolver ronda (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Break test of the losers (MEL-11, MEL-4)</source>
        <translation>Chequeo de ruptura de los perdedores (MEL-11, MEL-4)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Record break test</source>
        <translation>Registrar chequeo de ruptura</translation>
    </message>
    <message>
        <source>front</source>
        <translation>frente</translation>
    </message>
    <message>
        <source>left flank</source>
        <translation>flanco izquierdo</translation>
    </message>
    <message>
        <source>right flank</source>
        <translation>flanco derecho</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>retaguardia</translation>
    </message>
    <message>
        <source>Nobody (first round or a draw)</source>
        <translation>Nadie (primera ronda o empate)</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
    <message>
        <source>Hedgehog ({units})</source>
        <translation>Erizo ({units})</translation>
    </message>
    <message>
        <source>Profile dice</source>
        <translation>Dados del perfil</translation>
    </message>
    <message>
        <source>Large unit</source>
        <translation>Unidad grande</translation>
    </message>
    <message>
        <source>Small unit</source>
        <translation>Unidad pequeña</translation>
    </message>
    <message>
        <source>Tiny unit: exactly 1 die</source>
        <translation>Unidad diminuta: exactamente 1 dado</translation>
    </message>
    <message>
        <source>March column: exactly 1 die</source>
        <translation>Columna de marcha: exactamente 1 dado</translation>
    </message>
    <message>
        <source>Limbered artillery: no dice</source>
        <translation>Artillería enganchada: sin dados</translation>
    </message>
    <message>
        <source>Hedgehog unit</source>
        <translation>Unidad del erizo</translation>
    </message>
    <message>
        <source>Base to-hit</source>
        <translation>Impacto base</translation>
    </message>
    <message>
        <source>Charging (+1 to hit)</source>
        <translation>Cargando (+1 para impactar)</translation>
    </message>
    <message>
        <source>Attacking flank or rear (+1 to hit)</source>
        <translation>Ataca flanco o retaguardia (+1 para impactar)</translation>
    </message>
    <message>
        <source>Won the previous round (+1 to hit)</source>
        <translation>Ganó la ronda anterior (+1 para impactar)</translation>
    </message>
    <message>
        <source>Broken or disordered (−1 to hit)</source>
        <translation>Rota o desordenada (−1 para impactar)</translation>
    </message>
    <message>
        <source>Skirmish order (−1 to hit)</source>
        <translation>Orden abierto (−1 para impactar)</translation>
    </message>
    <message>
        <source>Attacked in flank or rear (−1 to hit)</source>
        <translation>Atacada en flanco o retaguardia (−1 para impactar)</translation>
    </message>
    <message>
        <source>A 1 always misses, a 6 always hits</source>
        <translation>Un 1 siempre falla, un 6 siempre impacta</translation>
    </message>
    <message>
        <source>Supports</source>
        <translation>Apoyos</translation>
    </message>
    <message>
        <source>Hedgehog against cavalry</source>
        <translation>Erizo contra caballería</translation>
    </message>
    <message>
        <source>Pikemen against cavalry</source>
        <translation>Piqueros contra caballería</translation>
    </message>
    <message>
        <source>Cavalry against infantry without pikes</source>
        <translation>Caballería contra infantería sin picas</translation>
    </message>
    <message>
        <source>Defending a building</source>
        <translation>Defiende un edificio</translation>
    </message>
    <message>
        <source>Split over engaged sides</source>
        <translation>Repartidos entre los lados trabados</translation>
    </message>
    <message>
        <source>Casualties inflicted</source>
        <translation>Bajas infligidas</translation>
    </message>
    <message>
        <source>supports from the {quarter} quarter — MEL-5</source>
        <translation>apoya desde el cuadrante «{quarter}» — MEL-5</translation>
    </message>
    <message>
        <source>the fighting unit is artillery — cannot be supported, MEL-8</source>
        <translation>la unidad que combate es artillería: no puede recibir apoyo, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is a hedgehog — cannot be supported, MEL-8</source>
        <translation>la unidad que combate es un erizo: no puede recibir apoyo, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is in skirmish order — cannot be supported, MEL-8</source>
        <translation>la unidad que combate está en orden abierto: no puede recibir apoyo, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is in a building — cannot be supported, MEL-8</source>
        <translation>la unidad que combate está en un edificio: no puede recibir apoyo, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is attacked in flank or rear — cannot be supported, MEL-8</source>
        <translation>la unidad que combate es atacada en flanco o retaguardia: no puede recibir apoyo, MEL-8</translation>
    </message>
    <message>
        <source>destroyed — cannot support, MEL-9</source>
        <translation>destruida: no puede apoyar, MEL-9</translation>
    </message>
    <message>
        <source>engaged in melee itself — MEL-5</source>
        <translation>trabada ella misma en combate — MEL-5</translation>
    </message>
    <message>
        <source>already supports another unit — MEL-7</source>
        <translation>ya apoya a otra unidad — MEL-7</translation>
    </message>
    <message>
        <source>march column — cannot support, MEL-9</source>
        <translation>columna de marcha: no puede apoyar, MEL-9</translation>
    </message>
    <message>
        <source>limbered artillery — cannot support, MEL-9</source>
        <translation>artillería enganchada: no puede apoyar, MEL-9</translation>
    </message>
    <message>
        <source>too far ({distance} &gt; {radius}) — MEL-5</source>
        <translation>demasiado lejos ({distance} &gt; {radius}) — MEL-5</translation>
    </message>
    <message>
        <source>front quarter — MEL-7</source>
        <translation>cuadrante frontal — MEL-7</translation>
    </message>
    <message>
        <source>second support in the {quarter} quarter — MEL-7</source>
        <translation>segundo apoyo en el cuadrante «{quarter}» — MEL-7</translation>
    </message>
    <message>
        <source>at most {max} supports — MEL-7</source>
        <translation>como máximo {max} apoyos — MEL-7</translation>
    </message>
    <message>
        <source>removed by the players</source>
        <translation>quitado por los jugadores</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manual</translation>
    </message>
    <message>
        <source>Select a unit on the battlefield first.</source>
        <translation>Primero seleccione una unidad en el campo de batalla.</translation>
    </message>
    <message>
        <source>New combat</source>
        <translation>Combate nuevo</translation>
    </message>
    <message>
        <source>{a} v {b} — {rounds} round(s) fought, since turn {turn}</source>
        <translation>{a} contra {b} — rondas jugadas: {rounds}, desde el turno {turn}</translation>
    </message>
    <message>
        <source>Charging: +1 to hit (MEL-3)</source>
        <translation>Carga: +1 para impactar (MEL-3)</translation>
    </message>
    <message>
        <source>A tie is a draw in this game&apos;s ruleset (MEL-10)</source>
        <translation>En las reglas de esta partida la igualdad es un empate (MEL-10)</translation>
    </message>
    <message>
        <source>The side that was attacked: it wins a tied round (MEL-10). By default the side that did not charge, else side B.</source>
        <translation>El bando atacado: gana una ronda igualada (MEL-10). Por defecto, el bando que no cargó; si no, el bando B.</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>elegido</translation>
    </message>
    <message>
        <source>{n} support(s)</source>
        <translation>apoyos: {n}</translation>
    </message>
    <message>
        <source>{unit} supports {fighter}</source>
        <translation>{unit} apoya a {fighter}</translation>
    </message>
    <message>
        <source>A: {names}</source>
        <translation>A: {names}</translation>
    </message>
    <message>
        <source>B: {names}</source>
        <translation>B: {names}</translation>
    </message>
    <message>
        <source>Side A score (MEL-10)</source>
        <translation>Puntuación del bando A (MEL-10)</translation>
    </message>
    <message>
        <source>Side B score (MEL-10)</source>
        <translation>Puntuación del bando B (MEL-10)</translation>
    </message>
    <message>
        <source>Select the units in contact and press “From battlefield”.</source>
        <translation>Seleccione las unidades en contacto y pulse «Desde el campo».</translation>
    </message>
    <message>
        <source>a tie goes to side {side}, the defender (MEL-10)</source>
        <translation>la igualdad es para el bando {side}, el defensor (MEL-10)</translation>
    </message>
    <message>
        <source>Draw (ties: defender {side}):</source>
        <translation>Empate (igualdad: defensor {side}):</translation>
    </message>
    <message>
        <source>Margin of the round, A&apos;s score minus B&apos;s (MEL-10); green: A wins</source>
        <translation>Margen de la ronda: puntuación de A menos la de B (MEL-10); verde: gana A</translation>
    </message>
    <message>
        <source>{side} — bonus {bonus} + expected hits {hits}</source>
        <translation>{side} — bonificación {bonus} + impactos esperados {hits}</translation>
    </message>
    <message>
        <source>Round {round}: A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}</source>
        <translation>Ronda {round}: gana A {win} · empate {draw} · gana B {lose} · margen esperado {margin}</translation>
    </message>
    <message>
        <source>rolled by Adjutant</source>
        <translation>los tira Adjutant</translation>
    </message>
    <message>
        <source>Row {row}: type the number of hits</source>
        <translation>Fila {row}: escriba el número de impactos</translation>
    </message>
    <message>
        <source>Row {row}: {hits} hits from {dice} dice</source>
        <translation>Fila {row}: {hits} impactos con {dice} dados</translation>
    </message>
    <message>
        <source>Adjutant rolls the dice (reproducible).</source>
        <translation>Adjutant tira los dados (reproducible).</translation>
    </message>
    <message>
        <source>Dice accepted.</source>
        <translation>Dados aceptados.</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Ronda de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>a draw: nobody gets +1 next round (MEL-10)</source>
        <translation>empate: nadie recibe +1 en la próxima ronda (MEL-10)</translation>
    </message>
    <message>
        <source>side {side} wins the tie as the defender (MEL-10) and gets +1 to hit next round (MEL-3)</source>
        <translation>gana el bando {side}, defensor, la ronda igualada (MEL-10) y recibe +1 para impactar en la próxima ronda (MEL-3)</translation>
    </message>
    <message>
        <source>side {side} wins and gets +1 to hit next round (MEL-3)</source>
        <translation>gana el bando {side} y recibe +1 para impactar en la próxima ronda (MEL-3)</translation>
    </message>
    <message>
        <source>{unit} −{n}</source>
        <translation>{unit} −{n}</translation>
    </message>
    <message>
        <source>Round {round}: {a}–{b}, {verdict}. Casualties (MEL-11): {casualties}. Chance shown before the roll: A wins {chance}.</source>
        <translation>Ronda {round}: {a}–{b}, {verdict}. Bajas (MEL-11): {casualties}. Probabilidad mostrada antes de tirar: gana A {chance}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>superado</translation>
    </message>
    <message>
        <source>failed — broken</source>
        <translation>fallado: rota</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Chequeo de ruptura</translation>
    </message>
    <message>
        <source>Break test recorded.</source>
        <translation>Chequeo de ruptura registrado.</translation>
    </message>
    <message>
        <source>The combat is over.</source>
        <translation>El combate ha terminado.</translation>
    </message>
</context>
</TS>
