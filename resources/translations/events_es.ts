<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>EventText</name>
    <message>
        <source>front</source>
        <extracomment>GLAD-2 arcs as stored (&quot;front&quot;, &quot;side&quot;, &quot;rear&quot;).</extracomment>
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
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>unit {id}</source>
        <translation>unidad {id}</translation>
    </message>
    <message>
        <source>[out of phase]</source>
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
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: passed</source>
        <translation>{unit}: chequeo de control {old} → {new}, necesita {needed}+, sacó {face}: superado</translation>
    </message>
    <message>
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: failed</source>
        <translation>{unit}: chequeo de control {old} → {new}, necesita {needed}+, sacó {face}: fallado</translation>
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
        <source>{unit} {token}</source>
        <translation>{unit}: {token}</translation>
    </message>
    <message>
        <source>Tokens placed: {units}</source>
        <translation>Fichas colocadas: {units}</translation>
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
        <source>{a} v {b}, round {round}: {sa}–{sb}, a draw</source>
        <translation>{a} contra {b}, asalto {round}: {sa}–{sb}, empate</translation>
    </message>
    <message>
        <source>{a} v {b}, round {round}: {sa}–{sb}, {winner} win</source>
        <translation>{a} contra {b}, asalto {round}: {sa}–{sb}, gana {winner}</translation>
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
        <source>{figure}: D3 = {d3}, may move {allowance}</source>
        <translation>{figure}: D3 = {d3}, puede mover {allowance}</translation>
    </message>
    <message>
        <source>{figure} moves to ({q}, {r}), facing {facing}; hexes moved: {steps}</source>
        <translation>{figure} se mueve a ({q}, {r}), encarando al {facing}; hexágonos recorridos: {steps}</translation>
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
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — hit</source>
        <translation>{attacker} ataca a {target} ({arc}): {attack} contra {defence} — impacto</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — parried</source>
        <translation>{attacker} ataca a {target} ({arc}): {attack} contra {defence} — parado</translation>
    </message>
</context>
</TS>
