<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CombatInputs</name>
    <message>
        <source>A column shift of 0 changes nothing.</source>
        <translation>Un desplazamiento de columna de 0 no cambia nada.</translation>
    </message>
    <message>
        <source>Give the column shift a reason (terrain, leader…).</source>
        <translation>Indique el motivo del desplazamiento de columna (terreno, líder…).</translation>
    </message>
    <message>
        <source>&amp;Attack:</source>
        <translation>&amp;Ataque:</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>&amp;Defensa:</translation>
    </message>
    <message>
        <source>strength, or give units a part</source>
        <translation>fuerza, o asigne un papel a las unidades</translation>
    </message>
    <message>
        <source>Units in the combat: A attacks, B bombards (artillery, factor halved, rounded up: ODD-3), D defends, Delete none.</source>
        <translation>Unidades en el combate: A ataca, B bombardea (artillería, factor a la mitad redondeando hacia arriba: ODD-3), D defiende, Supr ninguno.</translation>
    </message>
    <message>
        <source>Column shifts</source>
        <translation>Desplazamientos de columna</translation>
    </message>
    <message>
        <source>reason: terrain, leader…</source>
        <translation>motivo: terreno, líder…</translation>
    </message>
    <message>
        <source>Add shift</source>
        <translation>Añadir desplazamiento</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Find a unit: a name or a type</source>
        <translation>Buscar una unidad: un nombre o un tipo</translation>
    </message>
    <message>
        <source>Show only the units whose name or type holds this text (the guns: RHA…)</source>
        <translation>Mostrar solo las unidades cuyo nombre o tipo contiene este texto (los cañones: RHA…)</translation>
    </message>
</context>
<context>
    <name>ResultApply</name>
    <message>
        <source>&amp;New combat</source>
        <translation>&amp;Nuevo combate</translation>
    </message>
    <message>
        <source>Set up the next combat: this one stays in the turn log</source>
        <translation>Preparar el siguiente combate: este queda en el registro del turno</translation>
    </message>
    <message>
        <source>Casualty to {name}</source>
        <translation>Baja en {name}</translation>
    </message>
    <message>
        <source>{name} is {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>Apply to:</source>
        <translation>Aplicar a:</translation>
    </message>
    <message>
        <source>+1 casualty</source>
        <translation>+1 baja</translation>
    </message>
    <message>
        <source>A step loss or casualty to this unit (undoable)</source>
        <translation>Una pérdida de paso o baja para esta unidad (se puede deshacer)</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Fijar estado</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Bombardment (ODD-3): {terms} = {total}</source>
        <translation>Bombardeo (ODD-3): {terms} = {total}</translation>
    </message>
    <message>
        <source>{column} is off the table: clamped to {clamped} (ODD-1)</source>
        <translation>{column} no está en la tabla: se usa la columna extrema {clamped} (ODD-1)</translation>
    </message>
    <message>
        <source>Shift {value:+d}: {reason}</source>
        <translation>Desplazamiento {value:+d}: {reason}</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Combate por proporción</translation>
    </message>
    <message>
        <source>Roll {face} on column {column}: {code}</source>
        <translation>Tirada {face} en la columna {column}: {code}</translation>
    </message>
    <message>
        <source>Attack {n}</source>
        <translation>Ataque {n}</translation>
    </message>
    <message>
        <source>defence {n}</source>
        <translation>defensa {n}</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>defensa</translation>
    </message>
    <message>
        <source>{attack} against {defence}</source>
        <translation>{attack} contra {defence}</translation>
    </message>
    <message>
        <source>Column: {column} — {table}</source>
        <translation>Columna: {column} — {table}</translation>
    </message>
    <message>
        <source>1 d{sides} on column {column}</source>
        <translation>1 d{sides} en la columna {column}</translation>
    </message>
    <message>
        <source>roll {face}: {code} (was {original}), house rule</source>
        <translation>tirada {face}: {code} (era {original}), regla de la casa</translation>
    </message>
    <message>
        <source>Out of the melee phase: Adjutant will ask first.</source>
        <translation>Fuera de la fase de cuerpo a cuerpo: Adjutant preguntará antes.</translation>
    </message>
    <message>
        <source>House rule: the table says {code}</source>
        <translation>Regla de la casa: la tabla dice {code}</translation>
    </message>
    <message>
        <source>this odds combat</source>
        <translation>este combate por proporción</translation>
    </message>
    <message>
        <source>Not rolled: an odds combat belongs to the melee phase.</source>
        <translation>No se ha tirado: un combate por proporción corresponde a la fase de cuerpo a cuerpo.</translation>
    </message>
    <message>
        <source>Pick a combat results table first.</source>
        <translation>Elija primero una tabla de resultados de combate.</translation>
    </message>
</context>
<context>
    <name>CrtEditor</name>
    <message>
        <source>The stored table “{name}” cannot be shown: {problem}. Delete it, or import it again from its CSV file.</source>
        <translation>La tabla guardada «{name}» no se puede mostrar: {problem}. Elimínela o vuelva a importarla desde su archivo CSV.</translation>
    </message>
    <message>
        <source>Edit table cells</source>
        <translation>Editar casillas de la tabla</translation>
    </message>
    <message>
        <source>Select the cell where the block starts.</source>
        <translation>Seleccione la casilla donde empieza el bloque.</translation>
    </message>
    <message>
        <source>The pasted block ({rows} × {cols}) does not fit from roll {face}, column {column}: nothing was pasted.</source>
        <translation>El bloque pegado ({rows} × {cols}) no cabe desde la tirada {face}, columna {column}: no se ha pegado nada.</translation>
    </message>
    <message>
        <source>House rule on {column}, roll {face}</source>
        <translation>Regla de la casa en {column}, tirada {face}</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Regla de la casa</translation>
    </message>
    <message>
        <source>Result code for column {column}, roll {face}:</source>
        <translation>Código de resultado para la columna {column}, tirada {face}:</translation>
    </message>
    <message>
        <source>Remove house rule</source>
        <translation>Quitar regla de la casa</translation>
    </message>
    <message>
        <source>Switch house rule</source>
        <translation>Cambiar regla de la casa</translation>
    </message>
    <message>
        <source>Switch house rule off</source>
        <translation>Desactivar regla de la casa</translation>
    </message>
    <message>
        <source>Switch house rule on</source>
        <translation>Activar regla de la casa</translation>
    </message>
    <message>
        <source>Type the result code to explain.</source>
        <translation>Escriba el código de resultado que quiere explicar.</translation>
    </message>
    <message>
        <source>Edit table legend</source>
        <translation>Editar la leyenda de la tabla</translation>
    </message>
    <message>
        <source>Copy cells</source>
        <translation>Copiar casillas</translation>
    </message>
    <message>
        <source>Paste cells</source>
        <translation>Pegar casillas</translation>
    </message>
    <message>
        <source>Clear cells</source>
        <translation>Vaciar casillas</translation>
    </message>
    <message>
        <source>Override cell (house rule)…</source>
        <translation>Sustituir casilla (regla de la casa)…</translation>
    </message>
    <message>
        <source>Switch house rule on/off</source>
        <translation>Activar/desactivar regla de la casa</translation>
    </message>
    <message>
        <source>Type a result code in a cell. Ctrl+C / Ctrl+V copy and paste blocks to and from a spreadsheet; right-click for house rules.</source>
        <translation>Escriba un código de resultado en una casilla. Ctrl+C / Ctrl+V copian y pegan bloques desde y hacia una hoja de cálculo; clic derecho para las reglas de la casa.</translation>
    </message>
    <message>
        <source>Legend: what each result code means</source>
        <translation>Leyenda: qué significa cada código de resultado</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
</context>
<context>
    <name>CrtModel</name>
    <message>
        <source>{code} (was {original})</source>
        <extracomment>The table&apos;s own code at a cell (str, &quot;&quot; when unset). The ``CrtOverrideInfo`` on a cell (enabled or not), or None. True when an active override changes this cell&apos;s result.</extracomment>
        <translation>{code} (era {original})</translation>
    </message>
    <message>
        <source>Column {column}, roll {face}</source>
        <translation>Columna {column}, tirada {face}</translation>
    </message>
    <message>
        <source>Not filled in yet</source>
        <translation>Aún sin rellenar</translation>
    </message>
    <message>
        <source>{code} (was {original}) — house rule: {label}</source>
        <translation>{code} (era {original}) — regla de la casa: {label}</translation>
    </message>
    <message>
        <source>override</source>
        <translation>sustitución</translation>
    </message>
    <message>
        <source>House rule switched off: {label} would make it {code}</source>
        <translation>Regla de la casa desactivada: «{label}» daría {code}</translation>
    </message>
    <message>
        <source>Odds column {column} (ODD-1)</source>
        <translation>Columna de proporción {column} (ODD-1)</translation>
    </message>
    <message>
        <source>Die roll {face} of d{sides}</source>
        <translation>Tirada {face} de d{sides}</translation>
    </message>
</context>
<context>
    <name>LayoutDialog</name>
    <message>
        <source>Table layout</source>
        <translation>Estructura de la tabla</translation>
    </message>
    <message>
        <source>Odds columns, low to high:</source>
        <translation>Columnas de proporción, de menor a mayor:</translation>
    </message>
    <message>
        <source>Die:</source>
        <translation>Dado:</translation>
    </message>
</context>
<context>
    <name>OddsCsv</name>
    <message>
        <source>The file is too large for a combat results table (more than {limit} characters).</source>
        <extracomment>A table of 100 faces x 40 columns of 16-character codes is under 70,000 characters. What a spreadsheet may run as a formula when a cell starts with it.</extracomment>
        <translation>El archivo es demasiado grande para una tabla de resultados de combate (más de {limit} caracteres).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <source>The file has more rows than a combat results table: a header row, then one row per die face, {limit} at most.</source>
        <translation>El archivo tiene más filas que una tabla de resultados de combate: una fila de encabezado y una fila por cara del dado, {limit} como máximo.</translation>
    </message>
    <message>
        <source>Row {line} has more cells than a combat results table has columns ({limit} odds columns at most).</source>
        <translation>La fila {line} tiene más casillas que columnas puede tener una tabla de resultados de combate (como máximo {limit} columnas de proporción).</translation>
    </message>
    <message>
        <source>Not a CSV file: {reason}</source>
        <translation>No es un archivo CSV: {reason}</translation>
    </message>
    <message>
        <source>The file holds no cells, only separators: it is not a table.</source>
        <translation>El archivo no contiene casillas, solo separadores: no es una tabla.</translation>
    </message>
    <message>
        <source>Row 1 must list the odds columns after the first cell.</source>
        <translation>La fila 1 debe enumerar las columnas de proporción después de la primera casilla.</translation>
    </message>
    <message>
        <source>Row 1: “{column}” is not an odds column like 2-1 or 1-3.</source>
        <translation>Fila 1: «{column}» no es una columna de proporción como 2-1 o 1-3.</translation>
    </message>
    <message>
        <source>Row 1: the columns must differ and go from low to high odds (1-3 … 6-1).</source>
        <translation>Fila 1: las columnas deben ser distintas e ir de menor a mayor proporción (1-3 … 6-1).</translation>
    </message>
    <message>
        <source>A table needs a row for each die face (at least 2).</source>
        <translation>Una tabla necesita una fila por cada cara del dado (al menos 2).</translation>
    </message>
    <message>
        <source>Row {line}: the first cell must be the die face {face}, found “{text}”.</source>
        <translation>Fila {line}: la primera casilla debe ser la cara {face} del dado, y hay «{text}».</translation>
    </message>
    <message>
        <source>Row {line} has {found} result codes; the table has {count} columns.</source>
        <translation>La fila {line} tiene {found} códigos de resultado; la tabla tiene {count} columnas.</translation>
    </message>
    <message>
        <source>Row {line}: “{code}” is longer than {limit} characters.</source>
        <translation>Fila {line}: «{code}» tiene más de {limit} caracteres.</translation>
    </message>
    <message>
        <source>Row {line}: a result code holds a control character (U+{code}); result codes are plain text.</source>
        <translation>Fila {line}: un código de resultado contiene un carácter de control (U+{code}); los códigos de resultado son texto sin formato.</translation>
    </message>
    <message>
        <source>The table is empty: no result codes.</source>
        <translation>La tabla está vacía: no hay códigos de resultado.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}</source>
        <translation>No se puede leer {path}: {reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no cells.</source>
        <translation>El portapapeles no contiene casillas.</translation>
    </message>
</context>
<context>
    <name>OddsModels</name>
    <message>
        <source>—</source>
        <extracomment>The unit id of a row (CombatUnitsModel), the role value (&quot;attacks&quot;... or None). The exact chance of a result row (a Fraction). The result code of a row (ResultChanceModel, LegendModel). The faces where a house rule gives this code (ResultChanceModel), a tuple. The row&apos;s whole value (a plan dataclass), for views and tests.</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>ataca</translation>
    </message>
    <message>
        <source>bombards</source>
        <translation>bombardea</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>defiende</translation>
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
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Aporta</translation>
    </message>
    <message>
        <source>{side} · attack factor {attack}, defence factor {defence}</source>
        <translation>{side} · factor de ataque {attack}, factor de defensa {defence}</translation>
    </message>
    <message>
        <source>Artillery: may bombard, its attack factor halved, rounded up (ODD-3)</source>
        <translation>Artillería: puede bombardear, con su factor de ataque a la mitad redondeando hacia arriba (ODD-3)</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Desplazamiento</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>{code}: rolls {faces} on a d{sides} — exact chance {fraction}</source>
        <translation>{code}: tiradas {faces} en un d{sides} — probabilidad exacta {fraction}</translation>
    </message>
    <message>
        <source>Roll {face}: {code} (was {original}) — house rule, ODD-2</source>
        <translation>Tirada {face}: {code} (era {original}) — regla de la casa, ODD-2</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Used in the table but not explained yet</source>
        <translation>Se usa en la tabla pero aún no se ha explicado</translation>
    </message>
</context>
<context>
    <name>OddsStrings</name>
    <message>
        <source>Attack strength (typed)</source>
        <translation>Fuerza de ataque (escrita)</translation>
    </message>
    <message>
        <source>Defence strength (typed)</source>
        <translation>Fuerza de defensa (escrita)</translation>
    </message>
    <message>
        <source>Column shift: {reason}</source>
        <translation>Desplazamiento de columna: {reason}</translation>
    </message>
    <message>
        <source>{name}: defence factor</source>
        <translation>{name}: factor de defensa</translation>
    </message>
    <message>
        <source>{name}: attack factor</source>
        <translation>{name}: factor de ataque</translation>
    </message>
    <message>
        <source>{name}: attack {factor} halved, rounded up (ODD-3)</source>
        <translation>{name}: ataque {factor} a la mitad, redondeando hacia arriba (ODD-3)</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>defensa</translation>
    </message>
    <message>
        <source>No combat results table: add one, load the sample or import a CSV file.</source>
        <translation>No hay tabla de resultados de combate: cree una, añada la de ejemplo o importe un archivo CSV.</translation>
    </message>
    <message>
        <source>That combat results table is no longer in the game.</source>
        <translation>Esa tabla de resultados de combate ya no está en la partida.</translation>
    </message>
    <message>
        <source>The stored table “{name}” cannot be read: its rows do not fit its die and columns.</source>
        <translation>La tabla guardada «{name}» no se puede leer: sus filas no corresponden a su dado y sus columnas.</translation>
    </message>
    <message>
        <source>The table is empty: fill in its cells first.</source>
        <translation>La tabla está vacía: rellene primero sus casillas.</translation>
    </message>
    <message>
        <source>A unit of this combat is no longer in the game.</source>
        <translation>Una unidad de este combate ya no está en la partida.</translation>
    </message>
    <message>
        <source>{name} is not artillery: only artillery bombards.</source>
        <translation>{name} no es artillería: solo la artillería bombardea.</translation>
    </message>
    <message>
        <source>{name} cannot take two parts in one combat.</source>
        <translation>{name} no puede tener dos papeles en un mismo combate.</translation>
    </message>
    <message>
        <source>Type a strength or pick units, not both.</source>
        <translation>Introduzca una fuerza o elija unidades, no las dos cosas.</translation>
    </message>
    <message>
        <source>Enter the attack strength or pick attacking units.</source>
        <translation>Introduzca la fuerza de ataque o elija unidades atacantes.</translation>
    </message>
    <message>
        <source>Enter the defence strength or pick defending units.</source>
        <translation>Introduzca la fuerza de defensa o elija unidades defensoras.</translation>
    </message>
    <message>
        <source>{name}: its {what} factor must be at least 1, got {value}.</source>
        <translation>{name}: su factor de {what} debe ser al menos 1, no {value}.</translation>
    </message>
    <message>
        <source>The {what} strength must be at least 1, got {value}.</source>
        <translation>La fuerza de {what} debe ser al menos 1, no {value}.</translation>
    </message>
    <message>
        <source>A column shift of 0 changes nothing.</source>
        <translation>Un desplazamiento de columna de 0 no cambia nada.</translation>
    </message>
    <message>
        <source>Give the column shift a reason (terrain, leader…).</source>
        <translation>Indique el motivo del desplazamiento de columna (terreno, líder…).</translation>
    </message>
    <message>
        <source>{what}: type a whole number, not “{text}” (ODD-1).</source>
        <translation>{what}: escriba un número entero, no «{text}» (ODD-1).</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
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
</context>
<context>
    <name>OddsWindow</name>
    <message>
        <source>This game&apos;s ruleset switches the defender&apos;s CRT changes off (ODD-2).</source>
        <translation>El reglamento de esta partida desactiva los cambios de la tabla a favor del defensor (ODD-2).</translation>
    </message>
    <message>
        <source>Column 2-1 roll 3, 3-1 roll 4, 4-1 roll 5 read “No effect” (ODD-2).</source>
        <translation>Columna 2-1 tirada 3, 3-1 tirada 4, 4-1 tirada 5 dan «Sin efecto» (ODD-2).</translation>
    </message>
    <message>
        <source>New combat results table</source>
        <translation>Nueva tabla de resultados de combate</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nueva tabla</translation>
    </message>
    <message>
        <source>Name of the table:</source>
        <translation>Nombre de la tabla:</translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation>Renombrar tabla</translation>
    </message>
    <message>
        <source>Delete table {name}</source>
        <translation>Borrar la tabla {name}</translation>
    </message>
    <message>
        <source>Change table layout</source>
        <translation>Cambiar la estructura de la tabla</translation>
    </message>
    <message>
        <source>House rule ODD-2 on</source>
        <translation>Regla de la casa ODD-2 activada</translation>
    </message>
    <message>
        <source>House rule ODD-2 off</source>
        <translation>Regla de la casa ODD-2 desactivada</translation>
    </message>
    <message>
        <source>Cannot import {file}: {reason}</source>
        <translation>No se puede importar {file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}</source>
        <translation>No se puede escribir {file}: {reason}</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>Exportado a {file}</translation>
    </message>
    <message>
        <source>Import a table</source>
        <translation>Importar una tabla</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Exportar la tabla</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Combate por proporción</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabla:</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Nueva…</translation>
    </message>
    <message>
        <source>A new, empty combat results table</source>
        <translation>Una tabla de resultados de combate nueva y vacía</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Columns…</source>
        <translation>Columnas…</translation>
    </message>
    <message>
        <source>The table&apos;s odds columns and its die</source>
        <translation>Las columnas de proporción de la tabla y su dado</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <source>Add the sample table: made-up values, not a published table</source>
        <translation>Añadir la tabla de ejemplo: valores inventados, no una tabla publicada</translation>
    </message>
    <message>
        <source>House rule: defender&apos;s CRT changes (ODD-2)</source>
        <translation>Regla de la casa: cambios de la tabla a favor del defensor (ODD-2)</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
</context>
</TS>
