<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>OobDelegate</name>
        <message>
            <source>— no token —</source>
            <translation>— sin ficha —</translation>
        </message>
    </context>
    <context>
        <name>OobEdits</name>
        <message>
            <source>Edit unit</source>
            <translation>Editar unidad</translation>
        </message>
        <message>
            <source>Rename formation</source>
            <translation>Renombrar agrupación</translation>
        </message>
        <message>
            <source>Rename side</source>
            <translation>Renombrar bando</translation>
        </message>
        <message>
            <source>{field}: the value was refused.
{reason}</source>
            <translation>{field}: el valor fue rechazado.
{reason}</translation>
        </message>
        <message>
            <source>Move units</source>
            <translation>Mover unidades</translation>
        </message>
        <message>
            <source>Move unit</source>
            <translation>Mover unidad</translation>
        </message>
        <message>
            <source>Move formation</source>
            <translation>Mover agrupación</translation>
        </message>
    </context>
    <context>
        <name>OobModel</name>
        <message>
            <source>Name</source>
            <extracomment>Roles a view asks for that no row answers (size hints, check states, backgrounds...).</extracomment>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>Formation</source>
            <translation>Formación</translation>
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
            <source>Move</source>
            <translation>Mov.</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dados</translation>
        </message>
        <message>
            <source>Cas.</source>
            <translation>Bajas</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Mando</translation>
        </message>
        <message>
            <source>C-in-C</source>
            <translation>Gral. jefe</translation>
        </message>
        <message>
            <source>Side, formation or unit name</source>
            <translation>Nombre del bando, la agrupación o la unidad</translation>
        </message>
        <message>
            <source>Unit type (formation kind for formations)</source>
            <translation>Tipo de unidad (en agrupaciones, su clase)</translation>
        </message>
        <message>
            <source>Size class (MEL-1: large +2 dice, small −2, tiny 1 die)</source>
            <translation>Tamaño (MEL-1: grande +2 dados, pequeña −2, diminuta 1 dado)</translation>
        </message>
        <message>
            <source>The unit's formation: line, column, skirmish…</source>
            <translation>La formación de la unidad: línea, columna, orden abierto…</translation>
        </message>
        <message>
            <source>Status: fresh, disordered, broken or destroyed</source>
            <translation>Estado: intacta, desordenada, quebrada o destruida</translation>
        </message>
        <message>
            <source>Order token (CMD-1): defence, move or attack</source>
            <translation>Ficha de orden (CMD-1): defensa, movimiento o ataque</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Melee dice of the profile (MEL-1)</source>
            <translation>Dados de cuerpo a cuerpo del perfil (MEL-1)</translation>
        </message>
        <message>
            <source>Casualties (MEL-11)</source>
            <translation>Bajas (MEL-11)</translation>
        </message>
        <message>
            <source>Command group: commander, standard-bearer, musician (CMD-4, CMD-6)</source>
            <translation>Grupo de mando: oficial, abanderado, músico (CMD-4, CMD-6)</translation>
        </message>
        <message>
            <source>The commander-in-chief is with this unit (CMD-4)</source>
            <translation>El general en jefe está con esta unidad (CMD-4)</translation>
        </message>
        <message>
            <source>C</source>
            <comment>commander initial</comment>
            <translation>O</translation>
        </message>
        <message>
            <source>S</source>
            <comment>standard-bearer initial</comment>
            <translation>A</translation>
        </message>
        <message>
            <source>M</source>
            <comment>musician initial</comment>
            <translation>M</translation>
        </message>
        <message>
            <source>Commander-in-chief</source>
            <translation>General en jefe</translation>
        </message>
        <message>
            <source>Reckless (CMD-8)</source>
            <translation>Temeraria (CMD-8)</translation>
        </message>
        <message>
            <source>Not on the table</source>
            <translation>No está en la mesa</translation>
        </message>
        <message>
            <source>Order token (CMD-1): {token}</source>
            <translation>Ficha de orden (CMD-1): {token}</translation>
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
            <source>Command group: {count} of 3</source>
            <translation>Grupo de mando: {count} de 3</translation>
        </message>
        <message>
            <source>Full group: the token changes without a test (CMD-4)</source>
            <translation>Grupo completo: la ficha cambia sin chequeo (CMD-4)</translation>
        </message>
        <message>
            <source>Control difficulty −{bonus} (CMD-6)</source>
            <translation>Dificultad de control −{bonus} (CMD-6)</translation>
        </message>
        <message numerus="yes">
            <source>{kind} · %n unit(s)</source>
            <translation>
                <numerusform>{kind} · %n unidad</numerusform>
                <numerusform>{kind} · %n unidades</numerusform>
            </translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Bando</translation>
        </message>
        <message>
            <source>No commander-in-chief yet</source>
            <translation>Aún no hay general en jefe</translation>
        </message>
        <message>
            <source>Commander-in-chief: {name}, with {unit}</source>
            <translation>General en jefe: {name}, con «{unit}»</translation>
        </message>
        <message>
            <source>Commander-in-chief: {name}, standing alone</source>
            <translation>General en jefe: {name}, solo</translation>
        </message>
        <message>
            <source>Melee dice</source>
            <translation>Dados de cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>Bajas</translation>
        </message>
        <message>
            <source>To hit</source>
            <translation>Para impactar</translation>
        </message>
        <message>
            <source>Attack factor</source>
            <translation>Factor de ataque</translation>
        </message>
        <message>
            <source>Defence factor</source>
            <translation>Factor de defensa</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Notas</translation>
        </message>
    </context>
    <context>
        <name>OobActions</name>
        <message>
            <source>Add unit</source>
            <translation>Añadir unidad</translation>
        </message>
        <message>
            <source>Add formation</source>
            <translation>Añadir agrupación</translation>
        </message>
        <message>
            <source>Duplicate unit</source>
            <translation>Duplicar unidad</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Set as commander-in-chief's unit</source>
            <translation>Hacerla unidad del general en jefe</translation>
        </message>
        <message>
            <source>Reckless</source>
            <translation>Temeraria</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Renombrar</translation>
        </message>
        <message>
            <source>The commander-in-chief joins this unit (CMD-4: its token changes at once)</source>
            <translation>El general en jefe se une a esta unidad (CMD-4: su ficha cambia al instante)</translation>
        </message>
        <message>
            <source>Mark or clear a reckless regiment (CMD-8)</source>
            <translation>Marcar o desmarcar una unidad temeraria (CMD-8)</translation>
        </message>
        <message>
            <source>New unit</source>
            <translation>Nueva unidad</translation>
        </message>
        <message>
            <source>New brigade</source>
            <translation>Nueva brigada</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n item(s)</source>
            <translation>
                <numerusform>Eliminar %n elemento</numerusform>
                <numerusform>Eliminar %n elementos</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete unit</source>
            <translation>Eliminar unidad</translation>
        </message>
        <message>
            <source>Delete formation</source>
            <translation>Eliminar agrupación</translation>
        </message>
        <message numerus="yes">
            <source>{name} appears in %n event(s) of the turn log.</source>
            <translation>
                <numerusform>«{name}» aparece en %n suceso del registro de turnos.</numerusform>
                <numerusform>«{name}» aparece en %n sucesos del registro de turnos.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} holds %n unit(s): they are deleted with it.</source>
            <translation>
                <numerusform>«{name}» contiene %n unidad: se eliminará con ella.</numerusform>
                <numerusform>«{name}» contiene %n unidades: se eliminarán con ella.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete anyway? (Undo brings it back.)</source>
            <translation>¿Eliminar de todos modos? (Deshacer lo recupera.)</translation>
        </message>
        <message>
            <source>Set commander-in-chief</source>
            <translation>Asignar general en jefe</translation>
        </message>
        <message>
            <source>Mark reckless</source>
            <translation>Marcar como temeraria</translation>
        </message>
        <message>
            <source>Clear reckless</source>
            <translation>Quitar «temeraria»</translation>
        </message>
    </context>
    <context>
        <name>OrderOfBattleWidget</name>
        <message>
            <source>Order of battle</source>
            <translation>Orden de batalla</translation>
        </message>
        <message>
            <source>Filter units</source>
            <translation>Filtrar unidades</translation>
        </message>
        <message>
            <source>Filter units (Ctrl+F)</source>
            <translation>Filtrar unidades (Ctrl+F)</translation>
        </message>
    </context>
    <context>
        <name>UnitDetailPanel</name>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Size class</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>Formation</source>
            <translation>Formación</translation>
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
            <source>Movement</source>
            <translation>Movimiento</translation>
        </message>
        <message>
            <source>Melee dice</source>
            <translation>Dados de cuerpo a cuerpo</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>Bajas</translation>
        </message>
        <message>
            <source>On the table</source>
            <translation>En la mesa</translation>
        </message>
        <message>
            <source>C-in-C</source>
            <translation>General en jefe</translation>
        </message>
        <message>
            <source>To hit</source>
            <translation>Para impactar</translation>
        </message>
        <message>
            <source>Attack factor</source>
            <translation>Factor de ataque</translation>
        </message>
        <message>
            <source>Defence factor</source>
            <translation>Factor de defensa</translation>
        </message>
        <message>
            <source>The d6 roll needed to hit, 2..6 (MEL-3)</source>
            <translation>La tirada de d6 necesaria para impactar, 2..6 (MEL-3)</translation>
        </message>
        <message>
            <source>Reckless (CMD-8)</source>
            <translation>Temeraria (CMD-8)</translation>
        </message>
        <message>
            <source>Command group (CMD-4, CMD-6)</source>
            <translation>Grupo de mando (CMD-4, CMD-6)</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Oficial</translation>
        </message>
        <message>
            <source>Standard-bearer</source>
            <translation>Abanderado</translation>
        </message>
        <message>
            <source>Musician</source>
            <translation>Músico</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Notas:</translation>
        </message>
        <message>
            <source>Saved when you leave the box</source>
            <translation>Se guarda al salir del cuadro</translation>
        </message>
        <message>
            <source>Select a unit to see its details.</source>
            <translation>Seleccione una unidad para ver sus detalles.</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>({x}, {y}), facing {facing}°, {width} × {depth}</source>
            <translation>({x}, {y}), encarada a {facing}°, {width} × {depth}</translation>
        </message>
        <message>
            <source>The commander-in-chief is with this unit</source>
            <translation>El general en jefe está con esta unidad</translation>
        </message>
        <message>
            <source>Order of battle</source>
            <translation>Orden de batalla</translation>
        </message>
        <message>
            <source>Edit unit</source>
            <translation>Editar unidad</translation>
        </message>
        <message>
            <source>Mark reckless</source>
            <translation>Marcar como temeraria</translation>
        </message>
        <message>
            <source>Clear reckless</source>
            <translation>Quitar «temeraria»</translation>
        </message>
        <message>
            <source>Edit command group</source>
            <translation>Editar grupo de mando</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Editar notas</translation>
        </message>
    </context>
    <context>
        <name>Vocabulary</name>
        <message>
            <source>Infantry</source>
            <translation>Infantería</translation>
        </message>
        <message>
            <source>Pikemen</source>
            <translation>Piqueros</translation>
        </message>
        <message>
            <source>Cavalry</source>
            <translation>Caballería</translation>
        </message>
        <message>
            <source>Artillery</source>
            <translation>Artillería</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Comandante</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Otra</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Grande</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Estándar</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Pequeña</translation>
        </message>
        <message>
            <source>Tiny</source>
            <translation>Diminuta</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Línea</translation>
        </message>
        <message>
            <source>Column</source>
            <translation>Columna</translation>
        </message>
        <message>
            <source>March column</source>
            <translation>Columna de marcha</translation>
        </message>
        <message>
            <source>Skirmish</source>
            <translation>Orden abierto</translation>
        </message>
        <message>
            <source>Hedgehog</source>
            <translation>Erizo</translation>
        </message>
        <message>
            <source>In building</source>
            <translation>En edificio</translation>
        </message>
        <message>
            <source>Limbered</source>
            <translation>Enganchada</translation>
        </message>
        <message>
            <source>Fresh</source>
            <translation>Intacta</translation>
        </message>
        <message>
            <source>Disordered</source>
            <translation>Desordenada</translation>
        </message>
        <message>
            <source>Broken</source>
            <translation>Rota</translation>
        </message>
        <message>
            <source>Destroyed</source>
            <translation>Destruida</translation>
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
            <source>Army</source>
            <translation>Ejército</translation>
        </message>
        <message>
            <source>Wing</source>
            <translation>Ala</translation>
        </message>
        <message>
            <source>Corps</source>
            <translation>Cuerpo</translation>
        </message>
        <message>
            <source>Division</source>
            <translation>División</translation>
        </message>
        <message>
            <source>Brigade</source>
            <translation>Brigada</translation>
        </message>
        <message>
            <source>Regiment</source>
            <translation>Regimiento</translation>
        </message>
        <message>
            <source>Battalion</source>
            <translation>Batallón</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Grupo</translation>
        </message>
        <message>
            <source>D</source>
            <translation>D</translation>
        </message>
        <message>
            <source>M</source>
            <translation>M</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
    </context>
<context>
    <name>Refusals</name>
    <message>
        <source>{casualties} casualties are more than the unit&apos;s {models} models.</source>
        <translation>Las bajas ({casualties}) superan las {models} figuras de la unidad.</translation>
    </message>
    <message>
        <source>The table changed since this was shown: look again.</source>
        <translation>La mesa ha cambiado desde que se mostró esto: vuelva a mirar.</translation>
    </message>
</context>
</TS>
