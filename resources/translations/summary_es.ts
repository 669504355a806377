<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>SummaryActions</name>
    <message>
        <source>Print Pre&amp;view of Turn Summary…</source>
        <translation>&amp;Vista previa del resumen del turno…</translation>
    </message>
    <message>
        <source>&amp;Print Turn Summary…</source>
        <translation>&amp;Imprimir resumen del turno…</translation>
    </message>
    <message>
        <source>Export Turn Summary as P&amp;DF…</source>
        <translation>Exportar resumen del turno a P&amp;DF…</translation>
    </message>
    <message>
        <source>The current turn, a chosen turn or the whole game</source>
        <translation>El turno actual, un turno elegido o la partida entera</translation>
    </message>
    <message>
        <source>Turn summary</source>
        <translation>Resumen del turno</translation>
    </message>
    <message>
        <source>Turn summary — print preview</source>
        <translation>Resumen del turno — vista previa</translation>
    </message>
    <message>
        <source>Export turn summary</source>
        <translation>Exportar resumen del turno</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Summary written to {path}</source>
        <translation>Resumen guardado en {path}</translation>
    </message>
</context>
<context>
    <name>SummaryScopeDialog</name>
    <message>
        <source>Turn summary</source>
        <translation>Resumen del turno</translation>
    </message>
    <message>
        <source>Which turns should the summary show?</source>
        <translation>¿Qué turnos debe mostrar el resumen?</translation>
    </message>
    <message>
        <source>The current turn ({turn})</source>
        <translation>El turno actual ({turn})</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <source>The whole game (order of battle, losses, every turn)</source>
        <translation>La partida entera (orden de batalla, bajas, todos los turnos)</translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <source>Command phase</source>
        <extracomment>The store&apos;s phases in turn order (adjutant.store.models.PHASES; not imported: windows reach the store through services and queries only).</extracomment>
        <translation>Fase de mando</translation>
    </message>
    <message>
        <source>Charge phase</source>
        <translation>Fase de carga</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Fase de movimiento</translation>
    </message>
    <message>
        <source>Melee phase</source>
        <translation>Fase de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Fase final</translation>
    </message>
    <message>
        <source>Tokens placed</source>
        <translation>Fichas colocadas</translation>
    </message>
    <message>
        <source>Token change</source>
        <translation>Cambio de ficha</translation>
    </message>
    <message>
        <source>Control test</source>
        <translation>Chequeo de control</translation>
    </message>
    <message>
        <source>Reckless roll</source>
        <translation>Tirada temeraria</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Asalto de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Chequeo de ruptura</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Combate por proporción</translation>
    </message>
    <message>
        <source>Movement roll</source>
        <translation>Tirada de movimiento</translation>
    </message>
    <message>
        <source>Figure move</source>
        <translation>Movimiento de figura</translation>
    </message>
    <message>
        <source>Figures turn</source>
        <translation>Giro de figuras</translation>
    </message>
    <message>
        <source>Gladiator attack</source>
        <translation>Ataque de gladiador</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>intacta</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>desordenada</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rota</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destruida</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infantería</translation>
    </message>
    <message>
        <source>pikemen</source>
        <translation>piqueros</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>caballería</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillería</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>mando</translation>
    </message>
    <message>
        <source>other</source>
        <translation>otra</translation>
    </message>
    <message>
        <source>highest of 2d6</source>
        <translation>el mayor de 2d6</translation>
    </message>
    <message>
        <source>sum of 2d6</source>
        <translation>suma de 2d6</translation>
    </message>
    <message>
        <source>best two of 3d6</source>
        <translation>los dos mejores de 3d6</translation>
    </message>
    <message>
        <source>one d6</source>
        <translation>un d6</translation>
    </message>
    <message>
        <source>in</source>
        <translation>pulg.</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>paces</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Ambos bandos</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
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
        <source>unit {id}</source>
        <translation>unidad {id}</translation>
    </message>
    <message>
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>introducida</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medida</translation>
    </message>
    <message>
        <source>distance {distance} {unit} ({source}), difficulty {difficulty}, needs {needed}+</source>
        <translation>distancia {distance} {unit} ({source}), dificultad {difficulty}, necesita {needed}+</translation>
    </message>
    <message>
        <source>d20: {faces}</source>
        <translation>d20: {faces}</translation>
    </message>
    <message>
        <source>passed: {token}</source>
        <translation>superado: {token}</translation>
    </message>
    <message>
        <source>failed: stays {token}</source>
        <translation>fallado: sigue en {token}</translation>
    </message>
    <message>
        <source>automatic: with the commander-in-chief</source>
        <translation>automático: con el comandante en jefe</translation>
    </message>
    <message>
        <source>automatic: full command group</source>
        <translation>automático: grupo de mando completo</translation>
    </message>
    <message>
        <source>{count} placed</source>
        <translation>{count} colocadas</translation>
    </message>
    <message>
        <source>token {token}, enemy directly in front: {front}</source>
        <translation>ficha {token}, enemigo justo delante: {front}</translation>
    </message>
    <message>
        <source>no change: {token}</source>
        <translation>sin cambio: {token}</translation>
    </message>
    <message>
        <source>{target} at {distance} {unit}</source>
        <translation>{target} a {distance} {unit}</translation>
    </message>
    <message>
        <source>targets: {targets}</source>
        <translation>objetivos: {targets}</translation>
    </message>
    <message>
        <source>movement {movement} {unit}, dice: {rule}</source>
        <translation>movimiento {movement} {unit}, dados: {rule}</translation>
    </message>
    <message>
        <source>range {range} {unit}</source>
        <translation>alcance {range} {unit}</translation>
    </message>
    <message>
        <source>reached: {units}</source>
        <translation>alcanzados: {units}</translation>
    </message>
    <message>
        <source>failed: {units}</source>
        <translation>no alcanzados: {units}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>asalto {round}</translation>
    </message>
    <message>
        <source>(with {units})</source>
        <translation>(con {units})</translation>
    </message>
    <message>
        <source>{dice}d6 at {needed}+</source>
        <translation>{dice}d6 a {needed}+</translation>
    </message>
    <message>
        <source>bonus +{bonus}</source>
        <translation>bonificación +{bonus}</translation>
    </message>
    <message>
        <source>A wins:&lt;br&gt;{p}</source>
        <translation>gana A:&lt;br&gt;{p}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>{unit} wins</source>
        <translation>gana {unit}</translation>
    </message>
    <message>
        <source>hits {a}–{b}, score {sa}–{sb}</source>
        <translation>impactos {a}–{b}, resultado {sa}–{sb}</translation>
    </message>
    <message>
        <source>attack {attack} : defence {defence} → column {column}</source>
        <translation>ataque {attack} : defensa {defence} → columna {column}</translation>
    </message>
    <message>
        <source>attackers: {units}</source>
        <translation>atacantes: {units}</translation>
    </message>
    <message>
        <source>defenders: {units}</source>
        <translation>defensores: {units}</translation>
    </message>
    <message>
        <source>shifts: {shifts}</source>
        <translation>desplazamientos: {shifts}</translation>
    </message>
    <message>
        <source>this result:&lt;br&gt;{p}</source>
        <translation>este resultado:&lt;br&gt;{p}</translation>
    </message>
    <message>
        <source>defence factor {factor}</source>
        <translation>factor de defensa {factor}</translation>
    </message>
    <message>
        <source>D3 = {d3}, may move {allowance}</source>
        <translation>D3 = {d3}, puede mover {allowance}</translation>
    </message>
    <message>
        <source>on {target} ({arc}), defence factor {factor}</source>
        <translation>contra {target} ({arc}), factor de defensa {factor}</translation>
    </message>
    <message>
        <source>attack dice {attack}, defence dice {defence}, bonus {bonus}</source>
        <translation>dados de ataque {attack}, dados de defensa {defence}, bonificación {bonus}</translation>
    </message>
    <message>
        <source>attack: {a}&lt;br&gt;defence: {d}</source>
        <translation>ataque: {a}&lt;br&gt;defensa: {d}</translation>
    </message>
    <message>
        <source>{attack} v {defence}: {verdict}</source>
        <translation>{attack} contra {defence}: {verdict}</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>impacto</translation>
    </message>
    <message>
        <source>parried</source>
        <translation>parado</translation>
    </message>
    <message>
        <source>Luck: no rolls with a chance shown.</source>
        <translation>Suerte: ninguna tirada con probabilidad mostrada.</translation>
    </message>
    <message>
        <source>Luck: {rolls} rolls with a chance shown; successes expected {expected}, achieved {achieved} ({difference}).</source>
        <translation>Suerte: {rolls} tiradas con probabilidad mostrada; éxitos esperados {expected}, obtenidos {achieved} ({difference}).</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Suceso</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>removed from the order of battle</source>
        <translation>retirada del orden de batalla</translation>
    </message>
    <message>
        <source>(total {total})</source>
        <translation>(total {total})</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Bajas</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>No events were recorded in turn {turn}.</source>
        <translation>No se registró ningún suceso en el turno {turn}.</translation>
    </message>
    <message>
        <source>Units lost, broken or disordered this turn</source>
        <translation>Unidades perdidas, rotas o desordenadas en este turno</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguna.</translation>
    </message>
    <message>
        <source>from {start} to {end}, hexes moved: {steps}</source>
        <translation>de {start} a {end}, hexágonos recorridos: {steps}</translation>
    </message>
    <message>
        <source>faces {facing}</source>
        <translation>encara al {facing}</translation>
    </message>
    <message>
        <source>The whole game: turns 1 to {last}</source>
        <translation>La partida entera: turnos 1 a {last}</translation>
    </message>
    <message>
        <source>Nothing was done in turn {turn}.</source>
        <translation>No se hizo nada en el turno {turn}.</translation>
    </message>
    <message>
        <source>Nothing was done in turns {first} to {last}.</source>
        <translation>No se hizo nada en los turnos {first} a {last}.</translation>
    </message>
    <message>
        <source>Final losses</source>
        <translation>Bajas finales</translation>
    </message>
    <message>
        <source>Formation / unit</source>
        <translation>Formación / unidad</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>Whole game · {sides}</source>
        <translation>Partida entera · {sides}</translation>
    </message>
    <message>
        <source>The battlefield at the end of turn {turn}</source>
        <translation>El campo de batalla al final del turno {turn}</translation>
    </message>
    <message>
        <source>No unit is on the table.</source>
        <translation>No hay ninguna unidad en la mesa.</translation>
    </message>
    <message>
        <source>Turn {turn} · {sides}</source>
        <translation>Turno {turn} · {sides}</translation>
    </message>
    <message>
        <source>Adjutant · {game}</source>
        <translation>Adjutant · {game}</translation>
    </message>
    <message>
        <source>Page {page} of {total}</source>
        <translation>Página {page} de {total}</translation>
    </message>
</context>
</TS>
