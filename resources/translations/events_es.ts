<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>EventWords</name>
    <message>
        <source>unit {id}</source>
        <extracomment>A unit the reader has no name for.</extracomment>
        <translation>unidad {id}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Defence</source>
        <extracomment>The command tokens (CMD-1), as stored (``rules.units.Token`` values).</extracomment>
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
        <source>in</source>
        <extracomment>The ruleset&apos;s units of length (``rules.ruleset.LengthUnit`` values), short.</extracomment>
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
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
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
        <source>d20: {faces}</source>
        <translation>d20: {faces}</translation>
    </message>
    <message>
        <source>[out of phase]</source>
        <extracomment>Issue 15: a test confirmed by the player outside its phase, logged as such.</extracomment>
        <translation>[fuera de fase]</translation>
    </message>
    <message>
        <source>with the commander-in-chief</source>
        <translation>con el comandante en jefe</translation>
    </message>
    <message>
        <source>full command group</source>
        <translation>grupo de mando completo</translation>
    </message>
    <message>
        <source>{unit}: {old} → {new} (at once, {why})</source>
        <translation>{unit}: {old} → {new} (en el acto, {why})</translation>
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
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: passed</source>
        <translation>{unit}: chequeo de control {old} → {new}, necesita {needed}+, sacó {face}: superado</translation>
    </message>
    <message>
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: failed</source>
        <translation>{unit}: chequeo de control {old} → {new}, necesita {needed}+, sacó {face}: fallado</translation>
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
        <source>passed: {token}</source>
        <translation>superado: {token}</translation>
    </message>
    <message>
        <source>failed: stays {token}</source>
        <translation>fallado: sigue en {token}</translation>
    </message>
    <message>
        <source>{unit}: reckless roll {face}: {old} → {new}</source>
        <translation>{unit}: tirada temeraria {face}: {old} → {new}</translation>
    </message>
    <message>
        <source>{unit}: reckless roll {face}: stays {token}</source>
        <translation>{unit}: tirada temeraria {face}: sigue en {token}</translation>
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
        <source>{unit} {token}</source>
        <translation>{unit}: {token}</translation>
    </message>
    <message>
        <source>Tokens placed: {units}</source>
        <translation>Fichas colocadas: {units}</translation>
    </message>
    <message>
        <source>{count} placed</source>
        <translation>{count} colocadas</translation>
    </message>
    <message>
        <source>{unit} charges {targets}: range {range} — reaches {reached}</source>
        <translation>{unit} carga contra {targets}: alcance {range} — alcanza a {reached}</translation>
    </message>
    <message>
        <source>{unit} charges {targets}: range {range} — fails</source>
        <translation>{unit} carga contra {targets}: alcance {range} — la carga falla</translation>
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
        <source>highest of 2d6</source>
        <extracomment>CHG-2: how the charge dice are read (``rules.charge.ChargeDice`` values).</extracomment>
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
        <source>{a} v {b}, round {round}: {sa}–{sb}, a draw</source>
        <translation>{a} contra {b}, asalto {round}: {sa}–{sb}, empate</translation>
    </message>
    <message>
        <source>{a} v {b}, round {round}: {sa}–{sb}, {winner} win</source>
        <translation>{a} contra {b}, asalto {round}: {sa}–{sb}, gana {winner}</translation>
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
        <source>{unit} passes</source>
        <translation>{unit} lo supera</translation>
    </message>
    <message>
        <source>{unit} fails</source>
        <translation>{unit} lo falla</translation>
    </message>
    <message>
        <source>Break test: {results}</source>
        <translation>Chequeo de ruptura: {results}</translation>
    </message>
    <message>
        <source>the combat ends</source>
        <translation>el combate termina</translation>
    </message>
    <message>
        <source>{attack} : {defence} → column {column}, roll {face}: {code}</source>
        <translation>{attack} : {defence} → columna {column}, tirada {face}: {code}</translation>
    </message>
    <message>
        <source>[house rule; the table says {code}]</source>
        <translation>[regla de la casa; la tabla dice {code}]</translation>
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
        <source>{figure}: D3 = {d3}, may move {allowance}</source>
        <translation>{figure}: D3 = {d3}, puede mover {allowance}</translation>
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
        <source>{figure} moves to ({q}, {r}), facing {facing}; hexes moved: {steps}</source>
        <translation>{figure} se mueve a ({q}, {r}), encarando al {facing}; hexágonos recorridos: {steps}</translation>
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
        <source>{figure} to vertex {facing}</source>
        <translation>{figure} hacia el vértice {facing}</translation>
    </message>
    <message>
        <source>Turned with the extra action: {figures}</source>
        <translation>Giro con la acción extra: {figures}</translation>
    </message>
    <message>
        <source>front</source>
        <extracomment>GLAD-2 arcs as stored (``events.ARCS``).</extracomment>
        <translation>frente</translation>
    </message>
    <message>
        <source>side</source>
        <translation>flanco</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>retaguardia</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — hit</source>
        <translation>{attacker} ataca a {target} ({arc}): {attack} contra {defence} — impacto</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — parried</source>
        <translation>{attacker} ataca a {target} ({arc}): {attack} contra {defence} — parado</translation>
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
</context>
</TS>
