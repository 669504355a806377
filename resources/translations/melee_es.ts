<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>DicePage</name>
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
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Necesita</translation>
    </message>
    <message>
        <source>Exp. hits</source>
        <translation>Imp. esp.</translation>
    </message>
    <message>
        <source>Roll needed (MEL-3)</source>
        <translation>Tirada necesaria (MEL-3)</translation>
    </message>
    <message>
        <source>Dice (MEL-1, MEL-2)</source>
        <translation>Dados (MEL-1, MEL-2)</translation>
    </message>
    <message>
        <source>Hedgehog ({units})</source>
        <translation>Erizo ({units})</translation>
    </message>
</context>
<context>
    <name>MeleeStrings</name>
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
        <source>Profile dice</source>
        <extracomment>Modifier keys of ``rules.melee`` (MEL-1..3, MEL-10, MEL-11) and the window&apos;s own.</extracomment>
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
        <source>Split over engaged sides</source>
        <translation>Repartidos entre los lados trabados</translation>
    </message>
    <message>
        <source>Base roll needed</source>
        <translation>Tirada base necesaria</translation>
    </message>
    <message>
        <source>Charging: needs 1 less (+1 to hit)</source>
        <translation>Cargando: necesita 1 menos (+1 para impactar)</translation>
    </message>
    <message>
        <source>Attacking flank or rear: needs 1 less (+1 to hit)</source>
        <translation>Ataca flanco o retaguardia: necesita 1 menos (+1 para impactar)</translation>
    </message>
    <message>
        <source>Won the previous round: needs 1 less (+1 to hit)</source>
        <translation>Ganó la ronda anterior: necesita 1 menos (+1 para impactar)</translation>
    </message>
    <message>
        <source>Broken or disordered: needs 1 more (−1 to hit)</source>
        <translation>Rota o desordenada: necesita 1 más (−1 para impactar)</translation>
    </message>
    <message>
        <source>Skirmish order: needs 1 more (−1 to hit)</source>
        <translation>Orden abierto: necesita 1 más (−1 para impactar)</translation>
    </message>
    <message>
        <source>Attacked in flank or rear: needs 1 more (−1 to hit)</source>
        <translation>Atacada en flanco o retaguardia: necesita 1 más (−1 para impactar)</translation>
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
        <source>Casualties inflicted</source>
        <translation>Bajas infligidas</translation>
    </message>
    <message>
        <source>Expected hits</source>
        <translation>Impactos esperados</translation>
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
        <source>This combat is over (a side broke, or the players ended it): no more rounds. Start a new melee from the battlefield (MEL-11).</source>
        <translation>Este combate ha terminado (un bando se rompió o los jugadores lo terminaron): no hay más rondas. Empiece un nuevo cuerpo a cuerpo desde el campo de batalla (MEL-11).</translation>
    </message>
    <message>
        <source>Select the units in contact and press “From battlefield” (Ctrl+Shift+M).</source>
        <translation>Seleccione las unidades en contacto y pulse «Desde el campo» (Ctrl+Shift+M).</translation>
    </message>
    <message>
        <source>A unit of this melee is no longer in the order of battle.</source>
        <translation>Una unidad de este cuerpo a cuerpo ya no está en el orden de batalla.</translation>
    </message>
    <message>
        <source>{unit} already fights in another open combat: take that combat up.</source>
        <translation>{unit} ya combate en otro combate abierto: continúe ese combate.</translation>
    </message>
    <message>
        <source>The sides are swapped against this combat&apos;s side A and side B.</source>
        <translation>Los bandos están invertidos respecto a los bandos A y B de este combate.</translation>
    </message>
    <message>
        <source>A melee needs two sides: add a unit of each army (MEL-2).</source>
        <translation>Un cuerpo a cuerpo necesita dos bandos: añada una unidad de cada ejército (MEL-2).</translation>
    </message>
    <message>
        <source>No unit touches an enemy yet: no round and no odds before a contact. Measure the contacts or add one on the Set-up tab (MEL-2).</source>
        <translation>Ninguna unidad toca aún a un enemigo: sin contacto no hay ronda ni probabilidades. Mida los contactos o añada uno en la pestaña «Preparación» (MEL-2).</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manual</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
</context>
<context>
    <name>MeleeWindow</name>
    <message>
        <source>Melee</source>
        <extracomment>Emitted after the plan was worked out again (tests and the battlefield overlay).</extracomment>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>The combat: a new melee, or an open one to go on with</source>
        <translation>El combate: un cuerpo a cuerpo nuevo, o uno abierto que continúa</translation>
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
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>The round to roll, and the break tests</source>
        <translation>La ronda que se tira y los chequeos de ruptura</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Units engaged and their contacts</source>
        <translation>Unidades trabadas y sus contactos</translation>
    </message>
    <message>
        <source>Each attack&apos;s dice and the roll it needs</source>
        <translation>Los dados de cada ataque y la tirada que necesita</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Apoyo</translation>
    </message>
    <message>
        <source>Who supports whom (MEL-5..9)</source>
        <translation>Quién apoya a quién (MEL-5..9)</translation>
    </message>
    <message>
        <source>New melee</source>
        <translation>Cuerpo a cuerpo nuevo</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>not the melee phase now</source>
        <translation>ahora no es la fase de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>this melee round</source>
        <translation>esta ronda de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>this break test</source>
        <translation>este chequeo de ruptura</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
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
        <source>{a} v {b} — rounds fought: {rounds}, since turn {turn}</source>
        <translation>{a} contra {b} — rondas jugadas: {rounds}, desde el turno {turn}</translation>
    </message>
    <message>
        <source>a tie goes to side {side}, the defender (MEL-10)</source>
        <translation>la igualdad es para el bando {side}, el defensor (MEL-10)</translation>
    </message>
    <message>
        <source>Round {round}: A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}</source>
        <translation>Ronda {round}: gana A {win} · empate {draw} · gana B {lose} · margen esperado {margin}</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Ronda de cuerpo a cuerpo</translation>
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
    <message>
        <source>No melee to set up: that charge reached no target this turn (CHG-4).</source>
        <translation>No hay cuerpo a cuerpo que preparar: esa carga no alcanzó ningún objetivo en este turno (CHG-4).</translation>
    </message>
</context>
<context>
    <name>RoundEditor</name>
    <message>
        <source>Distribution</source>
        <translation>Distribución</translation>
    </message>
    <message>
        <source>The exact distribution of the round&apos;s margin, A&apos;s score minus B&apos;s (MEL-10)</source>
        <translation>La distribución exacta del margen de la ronda: puntuación de A menos la de B (MEL-10)</translation>
    </message>
    <message>
        <source>Margin of the round, A&apos;s score minus B&apos;s (MEL-10); green: A wins</source>
        <translation>Margen de la ronda: puntuación de A menos la de B (MEL-10); verde: gana A</translation>
    </message>
    <message>
        <source>A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}</source>
        <translation>gana A {win} · empate {draw} · gana B {lose} · margen esperado {margin}</translation>
    </message>
    <message>
        <source>a tie goes to side {side}, the defender (MEL-10)</source>
        <translation>la igualdad es para el bando {side}, el defensor (MEL-10)</translation>
    </message>
    <message>
        <source>{unit} {n}</source>
        <translation>{unit} {n}</translation>
    </message>
    <message>
        <source>Expected casualties (MEL-11): {list}</source>
        <translation>Bajas esperadas (MEL-11): {list}</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Caras</translation>
    </message>
    <message>
        <source>Type the d6 faces each attack rolled</source>
        <translation>Escriba las caras d6 que sacó cada ataque</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Impactos</translation>
    </message>
    <message>
        <source>Type only the hits of each attack</source>
        <translation>Escriba solo los impactos de cada ataque</translation>
    </message>
    <message>
        <source>{side}: {attacker} → {target} · {dice} d6, {needed}+</source>
        <translation>{side}: {attacker} → {target} · {dice} d6, {needed}+</translation>
    </message>
    <message>
        <source>hits (0–{dice})</source>
        <translation>impactos (0–{dice})</translation>
    </message>
    <message>
        <source>{dice} × d6</source>
        <translation>{dice} × d6</translation>
    </message>
    <message>
        <source>type {dice} faces</source>
        <translation>escriba {dice} caras</translation>
    </message>
    <message>
        <source>type the number of hits</source>
        <translation>escriba el número de impactos</translation>
    </message>
    <message>
        <source>{hits} hits from {dice} dice</source>
        <translation>{hits} impactos con {dice} dados</translation>
    </message>
    <message>
        <source>Row {row}: {problem}</source>
        <translation>Fila {row}: {problem}</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>Break tests of the losers (MEL-11, MEL-4)</source>
        <extracomment>(RoundEntry, MeleeDice or None for Adjutant&apos;s dice): the players roll the round. {unit id: passed}: the break tests entered, to record.</extracomment>
        <translation>Chequeos de ruptura de los perdedores (MEL-11, MEL-4)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Tras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Record break test (Ctrl+Enter)</source>
        <translation>Registrar chequeo de ruptura (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>The break test belongs to the base rules: enter what the players rolled</source>
        <translation>El chequeo de ruptura es de las reglas básicas: introduzca lo que sacaron los jugadores</translation>
    </message>
    <message>
        <source>No melee yet.</source>
        <translation>Aún no hay cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>Hedgehog ({units})</source>
        <translation>Erizo ({units})</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>A: {a}  v  B: {b}</source>
        <translation>A: {a}  contra  B: {b}</translation>
    </message>
    <message>
        <source>Round {n}: side A wins the round (MEL-10)</source>
        <translation>Ronda {n}: el bando A gana la ronda (MEL-10)</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>draw {draw} · B {lose}</source>
        <translation>empate {draw} · B {lose}</translation>
    </message>
    <message>
        <source>A tie goes to side {side}, the defender (MEL-10).</source>
        <translation>La igualdad es para el bando {side}, el defensor (MEL-10).</translation>
    </message>
    <message>
        <source>{side}: expected hits</source>
        <translation>{side}: impactos esperados</translation>
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
        <source>{a}–{b}, {verdict}. Casualties (MEL-11): {casualties}.</source>
        <translation>{a}–{b}, {verdict}. Bajas (MEL-11): {casualties}.</translation>
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
        <source>round {n}</source>
        <translation>ronda {n}</translation>
    </message>
    <message>
        <source>As the players rolled it: F2 or a double click to choose</source>
        <translation>Tal como lo sacaron los jugadores: F2 o doble clic para elegir</translation>
    </message>
    <message>
        <source>Charging (MEL-3): {units}</source>
        <translation>Cargando (MEL-3): {units}</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
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
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>elegido</translation>
    </message>
    <message>
        <source>Charging: +1 to hit (MEL-3)</source>
        <translation>Carga: +1 para impactar (MEL-3)</translation>
    </message>
    <message>
        <source>Charging: reached its target this turn (MEL-3, +1 to hit)</source>
        <translation>Carga: alcanzó su objetivo en este turno (MEL-3, +1 para impactar)</translation>
    </message>
    <message>
        <source>the players say so</source>
        <translation>lo dicen los jugadores</translation>
    </message>
    <message>
        <source>its charge this turn says it charges</source>
        <translation>según su carga de este turno, carga</translation>
    </message>
    <message>
        <source>no charge of it reached this melee this turn</source>
        <translation>ninguna carga suya alcanzó este cuerpo a cuerpo en este turno</translation>
    </message>
    <message>
        <source>Charging (MEL-3): {why}</source>
        <translation>Carga (MEL-3): {why}</translation>
    </message>
    <message>
        <source>Not charging: no charge of it reached this melee this turn (MEL-3)</source>
        <translation>Sin carga: ninguna carga suya alcanzó este cuerpo a cuerpo en este turno (MEL-3)</translation>
    </message>
    <message>
        <source>The winner of this combat&apos;s last round, as the file has it (MEL-3)</source>
        <translation>El ganador de la última ronda de este combate, según el archivo (MEL-3)</translation>
    </message>
    <message>
        <source>A melee fought before it was set up here: who won its last round</source>
        <translation>Un cuerpo a cuerpo librado antes de prepararlo aquí: quién ganó su última ronda</translation>
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
        <source>Nobody (first round or a draw)</source>
        <translation>Nadie (primera ronda o empate)</translation>
    </message>
</context>
<context>
    <name>SupportPage</name>
    <message>
        <source>Support (MEL-5..9): who counts, and why the others do not</source>
        <translation>Apoyo (MEL-5..9): quién cuenta y por qué los demás no</translation>
    </message>
    <message>
        <source>Fighting unit</source>
        <translation>Unidad que combate</translation>
    </message>
    <message>
        <source>Supports</source>
        <translation>Apoyos</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
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
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Friendly units near it: change a verdict in the “Players” column (manual)</source>
        <translation>Unidades propias cercanas: cambie un veredicto en la columna «Jugadores» (manual)</translation>
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
        <source>Hedgehog ({units})</source>
        <translation>Erizo ({units})</translation>
    </message>
    <message>
        <source>as measured</source>
        <translation>según medida</translation>
    </message>
    <message>
        <source>supports from the {quarter}</source>
        <translation>apoya desde «{quarter}»</translation>
    </message>
    <message>
        <source>does not support</source>
        <translation>no apoya</translation>
    </message>
    <message>
        <source>from the {quarter}</source>
        <translation>desde «{quarter}»</translation>
    </message>
    <message>
        <source>{quarter} quarter, {distance} away</source>
        <translation>cuadrante «{quarter}», a {distance}</translation>
    </message>
</context>
</TS>
