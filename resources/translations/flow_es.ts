<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Facing</name>
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
</context>
<context>
    <name>PhaseFlow</name>
    <message>
        <source>&amp;Follow the Phase</source>
        <extracomment>Ruleset tool (``Tool`` value) -&gt; the main window&apos;s dock key of its tool window. Preference order of the tools that can serve a phase (a ruleset with melee and odds fights its melees first; RULES.md keeps them apart). The battlefield (central widget) stands for movement when no tool does. The dock key raised last (tests, and so a repeated phase raises nothing new).</extracomment>
        <translation>&amp;Seguir la fase</translation>
    </message>
    <message>
        <source>Bring up the tool of each phase when the phase changes</source>
        <translation>Al cambiar de fase, mostrar la herramienta de esa fase</translation>
    </message>
</context>
<context>
    <name>StoreActions</name>
    <message>
        <source>Add combat results table</source>
        <extracomment>The English labels the store&apos;s services give their actions (``game.action(label)``), shown in the user&apos;s language in Edit &gt; History after reopening. A label not listed (a batch named by its window, already in the player&apos;s language) is shown as stored.</extracomment>
        <translation>Añadir tabla de resultados</translation>
    </message>
    <message>
        <source>Add figure</source>
        <translation>Añadir figura</translation>
    </message>
    <message>
        <source>Add formation</source>
        <translation>Añadir agrupación</translation>
    </message>
    <message>
        <source>Add hex board</source>
        <translation>Añadir tablero de hexágonos</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Añadir terreno</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Añadir la arena de ejemplo</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Añadir unidad</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Chequeo de ruptura</translation>
    </message>
    <message>
        <source>Change dice mode</source>
        <translation>Cambio del modo de dados</translation>
    </message>
    <message>
        <source>Change ruleset</source>
        <translation>Cambio de reglamento</translation>
    </message>
    <message>
        <source>Change side colour</source>
        <translation>Cambio del color del bando</translation>
    </message>
    <message>
        <source>Change table layout</source>
        <translation>Cambiar la estructura de la tabla</translation>
    </message>
    <message>
        <source>Change table size</source>
        <translation>Cambio del tamaño de la mesa</translation>
    </message>
    <message>
        <source>Change token</source>
        <translation>Cambio de ficha</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Clear reckless</source>
        <translation>Quitar «temeraria»</translation>
    </message>
    <message>
        <source>Control test</source>
        <translation>Chequeo de control</translation>
    </message>
    <message>
        <source>Delete combat results table</source>
        <translation>Eliminar tabla de resultados</translation>
    </message>
    <message>
        <source>Delete formation</source>
        <translation>Eliminar agrupación</translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation>Borrar terreno</translation>
    </message>
    <message>
        <source>Delete unit</source>
        <translation>Eliminar unidad</translation>
    </message>
    <message>
        <source>Duplicate unit</source>
        <translation>Duplicar unidad</translation>
    </message>
    <message>
        <source>Edit combat results table</source>
        <translation>Editar tabla de resultados</translation>
    </message>
    <message>
        <source>Edit figure</source>
        <translation>Editar figura</translation>
    </message>
    <message>
        <source>Edit table legend</source>
        <translation>Editar la leyenda de la tabla</translation>
    </message>
    <message>
        <source>Edit terrain</source>
        <translation>Editar terreno</translation>
    </message>
    <message>
        <source>Edit unit</source>
        <translation>Editar unidad</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Terminar combate</translation>
    </message>
    <message>
        <source>Gladiator attack</source>
        <translation>Ataque de gladiador</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Regla de la casa</translation>
    </message>
    <message>
        <source>House rule ODD-2</source>
        <translation>Regla de la casa ODD-2</translation>
    </message>
    <message>
        <source>Mark reckless</source>
        <translation>Marcar como temeraria</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Asalto de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Move figure</source>
        <translation>Mover figura</translation>
    </message>
    <message>
        <source>Move formation</source>
        <translation>Mover agrupación</translation>
    </message>
    <message>
        <source>Move unit</source>
        <translation>Mover unidad</translation>
    </message>
    <message>
        <source>Move unit on table</source>
        <translation>Mover unidad en la mesa</translation>
    </message>
    <message>
        <source>Movement roll</source>
        <translation>Tirada de movimiento</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Siguiente fase</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Combate por proporción</translation>
    </message>
    <message>
        <source>Place token</source>
        <translation>Colocar ficha</translation>
    </message>
    <message>
        <source>Place tokens</source>
        <translation>Colocar fichas</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Colocar unidad</translation>
    </message>
    <message>
        <source>Reckless roll</source>
        <translation>Tirada temeraria</translation>
    </message>
    <message>
        <source>Remove house rule</source>
        <translation>Quitar regla de la casa</translation>
    </message>
    <message>
        <source>Rename combat results table</source>
        <translation>Renombrar tabla de resultados</translation>
    </message>
    <message>
        <source>Rename formation</source>
        <translation>Renombrar agrupación</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>Renombrar partida</translation>
    </message>
    <message>
        <source>Rename side</source>
        <translation>Renombrar bando</translation>
    </message>
    <message>
        <source>Set commander-in-chief</source>
        <translation>Asignar general en jefe</translation>
    </message>
    <message>
        <source>Toggle house rule</source>
        <translation>Activar o desactivar regla de la casa</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Girar figuras</translation>
    </message>
    <message>
        <source>Control tests</source>
        <translation>Chequeos de control</translation>
    </message>
    <message>
        <source>Import army list</source>
        <translation>Importar lista de ejército</translation>
    </message>
    <message>
        <source>Reckless rolls</source>
        <translation>Tiradas temerarias</translation>
    </message>
    <message>
        <source>Remove unit from table</source>
        <translation>Quitar la unidad de la mesa</translation>
    </message>
    <message>
        <source>Replace side from army list</source>
        <translation>Reemplazar el bando con una lista de ejército</translation>
    </message>
    <message>
        <source>Roll all charges</source>
        <translation>Tirar todas las cargas</translation>
    </message>
    <message>
        <source>Confirm match record</source>
        <translation>Confirmar el acta del partido</translation>
    </message>
    <message>
        <source>Dispute match record</source>
        <translation>Impugnar el acta del partido</translation>
    </message>
    <message>
        <source>Edit match record</source>
        <translation>Editar el acta del partido</translation>
    </message>
    <message>
        <source>Fill faction from army list</source>
        <translation>Facción tomada de la lista</translation>
    </message>
    <message>
        <source>Delete units and formations</source>
        <translation>Eliminar unidades y agrupaciones</translation>
    </message>
    <message>
        <source>Move units</source>
        <translation>Mover unidades</translation>
    </message>
    <message>
        <source>Move pieces on table</source>
        <translation>Mover piezas en la mesa</translation>
    </message>
    <message>
        <source>Turn units</source>
        <translation>Girar unidades</translation>
    </message>
    <message>
        <source>Place units</source>
        <translation>Colocar unidades</translation>
    </message>
</context>
</TS>
