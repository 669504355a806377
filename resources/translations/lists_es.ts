<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ArmyLists</name>
    <message>
        <source>&amp;Import Army List…</source>
        <translation>&amp;Importar lista de ejército…</translation>
    </message>
    <message>
        <source>Import a BattleScribe, New Recruit, Old World Builder or CSV army list, or a list as text</source>
        <translation>Importe una lista de ejército de BattleScribe, New Recruit, Old World Builder o CSV, o una lista en texto</translation>
    </message>
    <message>
        <source>Export Side to CSV…</source>
        <translation>Exportar bando a CSV…</translation>
    </message>
    <message>
        <source>Write this side&apos;s order of battle to a CSV file (the columns the import reads)</source>
        <translation>Escribir el orden de batalla de este bando en un archivo CSV (con las columnas que lee la importación)</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Miniaturas</translation>
    </message>
    <message>
        <source>Models remaining of the unit&apos;s strength (casualties count against it)</source>
        <translation>Miniaturas que quedan de la fuerza de la unidad (las bajas se restan)</translation>
    </message>
    <message>
        <source>{left} of {strength}</source>
        <translation>{left} de {strength}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Imported profile</source>
        <translation>Perfil importado</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>{file} ({system})</source>
        <translation>{file} ({system})</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Fondo</translation>
    </message>
    <message>
        <source>Change frontage and depth</source>
        <translation>Cambiar frente y fondo</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Colocar unidad</translation>
    </message>
    <message>
        <source>Place {n} units</source>
        <translation>Colocar {n} unidades</translation>
    </message>
    <message>
        <source>No model left: destroyed</source>
        <translation>No queda ninguna miniatura: destruida</translation>
    </message>
    <message>
        <source>Army lists (*.ros *.rosz *.json *.csv *.txt);;BattleScribe rosters (*.ros *.rosz);;New Recruit and Old World Builder (*.json);;CSV (*.csv);;All files (*)</source>
        <translation>Listas de ejército (*.ros *.rosz *.json *.csv *.txt);;Listas de BattleScribe (*.ros *.rosz);;New Recruit y Old World Builder (*.json);;CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import army list</source>
        <translation>Importar lista de ejército</translation>
    </message>
    <message>
        <source>Export side to CSV</source>
        <translation>Exportar bando a CSV</translation>
    </message>
    <message>
        <source>Exported {count} unit(s) to {file}</source>
        <translation>Se exportaron {count} unidad(es) a {file}</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>No se pudo escribir {file}: {reason}</translation>
    </message>
    <message>
        <source>Open or create a game first: the list is imported into it.</source>
        <translation>Abra o cree primero una partida: la lista se importa en ella.</translation>
    </message>
    <message>
        <source>{name} ({type})</source>
        <translation>{name} ({type})</translation>
    </message>
    <message>
        <source>Formation / unit</source>
        <translation>Formación / unidad</translation>
    </message>
    <message>
        <source>Count from</source>
        <translation>Origen del número</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>its model entries</source>
        <translation>sus entradas de miniaturas</translation>
    </message>
    <message>
        <source>the size in its name</source>
        <translation>el tamaño en su nombre</translation>
    </message>
    <message>
        <source>the size in “{detail}”</source>
        <translation>el tamaño en «{detail}»</translation>
    </message>
    <message>
        <source>its profile: {detail}</source>
        <translation>su perfil: {detail}</translation>
    </message>
    <message>
        <source>not stated: one (change it if wrong)</source>
        <translation>no indicado: una (cámbielo si no es correcto)</translation>
    </message>
    <message>
        <source>the list&apos;s count ({detail})</source>
        <translation>el número de la lista ({detail})</translation>
    </message>
    <message>
        <source>the count on its line ({detail})</source>
        <translation>el número en su línea ({detail})</translation>
    </message>
    <message>
        <source>the model lines under it</source>
        <translation>las líneas de miniaturas debajo</translation>
    </message>
    <message>
        <source>changed by you (the list said {count})</source>
        <translation>cambiado por usted (la lista decía {count})</translation>
    </message>
    <message>
        <source>Double-click a unit&apos;s models to change its count before importing</source>
        <translation>Haga doble clic en las miniaturas de una unidad para cambiar su número antes de importar</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Melee dice (MEL-1)</source>
        <translation>Dados de cuerpo a cuerpo (MEL-1)</translation>
    </message>
    <message>
        <source>To hit (MEL-3)</source>
        <translation>Para impactar (MEL-3)</translation>
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
        <source>Adjutant field</source>
        <translation>Campo de Adjutant</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Leer de</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <source>{count} unit(s)</source>
        <translation>{count} unidad(es)</translation>
    </message>
    <message>
        <source>Command group: {members}</source>
        <translation>Grupo de mando: {members}</translation>
    </message>
    <message>
        <source>a list option (no models), not a unit</source>
        <translation>una opción de la lista (sin miniaturas), no una unidad</translation>
    </message>
    <message>
        <source>a manifestation (summoned during the game), not a unit</source>
        <translation>una manifestación (se invoca durante la partida), no una unidad</translation>
    </message>
    <message>
        <source>a terrain feature, not a unit</source>
        <translation>un elemento de escenografía, no una unidad</translation>
    </message>
    <message>
        <source>has no models (strength 0)</source>
        <translation>no tiene miniaturas (fuerza 0)</translation>
    </message>
    <message>
        <source>has no models (0)</source>
        <translation>no tiene miniaturas (0)</translation>
    </message>
    <message>
        <source>has no unit name</source>
        <translation>no tiene nombre de unidad</translation>
    </message>
    <message>
        <source>Skipped entry</source>
        <translation>Entrada omitida</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>not read: Adjutant&apos;s default</source>
        <translation>no se lee: valor por defecto de Adjutant</translation>
    </message>
    <message>
        <source>{unit}: {raw} → nothing to read</source>
        <translation>{unit}: {raw} → nada que leer</translation>
    </message>
    <message>
        <source>{unit}: {raw} → {value}</source>
        <translation>{unit}: {raw} → {value}</translation>
    </message>
    <message>
        <source>no unit has {name}</source>
        <translation>ninguna unidad tiene {name}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>{stat} (higher is better: it cannot fill to hit)</source>
        <translation>{stat} (más alto es mejor: no puede dar «para impactar»)</translation>
    </message>
    <message>
        <source>{stat} (no Adjutant meaning)</source>
        <translation>{stat} (sin significado en Adjutant)</translation>
    </message>
</context>
<context>
    <name>ImportListDialog</name>
    <message>
        <source>Import army list</source>
        <translation>Importar lista de ejército</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Paste List</source>
        <translation>Pegar lista</translation>
    </message>
    <message>
        <source>Read a list copied as text (New Recruit, WTC, the Warhammer 40,000 or Age of Sigmar app, ListForge): Ctrl+V</source>
        <translation>Lea una lista copiada como texto (New Recruit, WTC, la app de Warhammer 40,000 o Age of Sigmar, ListForge): Ctrl+V</translation>
    </message>
    <message>
        <source>Into which side</source>
        <translation>En qué bando</translation>
    </message>
    <message>
        <source>A new side:</source>
        <translation>Un bando nuevo:</translation>
    </message>
    <message>
        <source>An existing side:</source>
        <translation>Un bando existente:</translation>
    </message>
    <message>
        <source>Add to its units</source>
        <translation>Añadir a sus unidades</translation>
    </message>
    <message>
        <source>Replace its units</source>
        <translation>Sustituir sus unidades</translation>
    </message>
    <message>
        <source>Its formations and units are deleted first (Undo brings them back)</source>
        <translation>Primero se eliminan sus formaciones y unidades (Deshacer las recupera)</translation>
    </message>
    <message>
        <source>Profile fields</source>
        <translation>Campos del perfil</translation>
    </message>
    <message>
        <source>Which characteristic of the list fills each Adjutant field (double-click to change). Remembered for this game system. The whole profile is kept with each unit.</source>
        <translation>Qué característica de la lista rellena cada campo de Adjutant (doble clic para cambiarla). Se recuerda para este sistema de juego. El perfil completo se guarda con cada unidad.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Choose a list file (Enter), or paste a list copied as text (Ctrl+V).</source>
        <translation>Elija un archivo de lista (Intro) o pegue una lista copiada como texto (Ctrl+V).</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a list.</source>
        <translation>El portapapeles no contiene texto que leer como lista.</translation>
    </message>
    <message>
        <source>(pasted text)</source>
        <translation>(texto pegado)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>texto pegado</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Leyendo {file}…</translation>
    </message>
    <message>
        <source>This file cannot be imported.</source>
        <translation>Este archivo no se puede importar.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>{name} — {system} ({format}): {formations} formation(s), {units} unit(s), {models} model(s), {points} points</source>
        <translation>{name} — {system} ({format}): {formations} formación(es), {units} unidad(es), {models} miniatura(s), {points} puntos</translation>
    </message>
    <message>
        <source>no game system</source>
        <translation>sin sistema de juego</translation>
    </message>
    <message>
        <source>Skipped (not imported): {count}</source>
        <translation>Omitidas (no se importan): {count}</translation>
    </message>
    <message>
        <source>Not read into any field: {stats}</source>
        <translation>No leído en ningún campo: {stats}</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importar {name}</translation>
    </message>
    <message>
        <source>The list was not imported.</source>
        <translation>La lista no se ha importado.</translation>
    </message>
</context>
</TS>
