<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>RollCard</name>
    <message>
        <source>to roll</source>
        <extracomment>The narrowest dock a card must fit without a horizontal scroll bar (issue 15). Up (-1) or Down (+1) pressed: the list moves the focus.</extracomment>
        <translation>por tirar</translation>
    </message>
    <message>
        <source>no roll needed</source>
        <translation>sin tirada</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>not now</source>
        <translation>ahora no</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Make the change now: no roll is needed (Enter)</source>
        <translation>Hacer el cambio ahora: no hace falta tirar (Intro)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Accept the typed faces (Enter)</source>
        <translation>Aceptar los resultados escritos (Intro)</translation>
    </message>
    <message>
        <source>d{sides} face</source>
        <comment>one die</comment>
        <translation>resultado d{sides}</translation>
    </message>
    <message>
        <source>{count} × d{sides}</source>
        <translation>{count} × d{sides}</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Roll with Adjutant&apos;s dice (Enter)</source>
        <translation>Tirar con los dados de Adjutant (Intro)</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Que tire Adjutant</translation>
    </message>
    <message>
        <source>Type faces</source>
        <translation>Escribir resultados</translation>
    </message>
    <message>
        <source>This roll only: switch between Adjutant&apos;s dice and the faces rolled at the table (Ctrl+T)</source>
        <translation>Solo esta tirada: cambiar entre los dados de Adjutant y los resultados tirados en la mesa (Ctrl+T)</translation>
    </message>
    <message>
        <source>Type {count} faces of a d{sides}</source>
        <translation>Escriba {count} resultados de un d{sides}</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>¿Por qué?</translation>
    </message>
    <message>
        <source>How the chance is worked out, rule by rule (?)</source>
        <translation>Cómo se calcula la probabilidad, regla por regla (?)</translation>
    </message>
</context>
<context>
    <name>RollCardList</name>
    <message>
        <source>Type the faces first for: {names}</source>
        <translation>Escriba primero los resultados de: {names}</translation>
    </message>
    <message numerus="yes">
        <source>Roll all (%n)</source>
        <translation>
            <numerusform>Tirar todas (%n)</numerusform>
            <numerusform>Tirar todas (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll every card of this list, top to bottom: one undo step</source>
        <translation>Tirar todas las tarjetas de la lista, de arriba abajo: un solo paso de deshacer</translation>
    </message>
</context>
<context>
    <name>ToolPanel</name>
    <message>
        <source>Out of phase</source>
        <translation>Fuera de fase</translation>
    </message>
    <message>
        <source>It is the {now} phase. Do {what} in the {wanted} phase anyway?</source>
        <translation>Es la fase de {now}. ¿Hacer {what} de la fase de {wanted} de todos modos?</translation>
    </message>
    <message>
        <source>It will be logged as out of phase. Adjutant will not ask again in this phase.</source>
        <translation>Quedará registrado como fuera de fase. Adjutant no volverá a preguntar en esta fase.</translation>
    </message>
</context>
</TS>
