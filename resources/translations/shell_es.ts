<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Adjutant</source>
        <translation>Acerca de Adjutant</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>A battle assistant for tabletop wargames.</source>
        <translation>Un asistente de batalla para juegos de guerra de mesa.</translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <source>Qt and PySide6 (Qt for Python) are used under the GNU Lesser General Public License v3 (&lt;a href="https://www.gnu.org/licenses/lgpl-3.0.html"&gt;LGPL-3.0&lt;/a&gt;); their source is available at &lt;a href="https://code.qt.io"&gt;code.qt.io&lt;/a&gt;.</source>
        <translation>Qt y PySide6 (Qt for Python) se usan bajo la GNU Lesser General Public License v3 (&lt;a href="https://www.gnu.org/licenses/lgpl-3.0.html"&gt;LGPL-3.0&lt;/a&gt;); su código fuente está disponible en &lt;a href="https://code.qt.io"&gt;code.qt.io&lt;/a&gt;.</translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Término</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>ChanceLabel</name>
    <message>
        <source>No chance to show yet</source>
        <translation>Aún no hay probabilidad que mostrar</translation>
    </message>
    <message>
        <source>Exact chance: {fraction}</source>
        <translation>Probabilidad exacta: {fraction}</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Type the dice: {count} × d{sides}</source>
        <translation>Escriba los dados: {count} × d{sides}</translation>
    </message>
    <message>
        <source>“{value}” is not a number</source>
        <translation>«{value}» no es un número</translation>
    </message>
    <message>
        <source>{value} is not a d{sides} face</source>
        <translation>{value} no es una cara de d{sides}</translation>
    </message>
    <message>
        <source>{typed} faces typed, {count} needed</source>
        <translation>caras escritas: {typed}, se necesitan: {count}</translation>
    </message>
    <message>
        <source>Adjutant rolls the dice (reproducible).</source>
        <translation>Adjutant tira los dados (reproducible).</translation>
    </message>
    <message>
        <source>Faces accepted.</source>
        <translation>Caras aceptadas.</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Virtuales</translation>
    </message>
    <message>
        <source>Adjutant rolls with the game's seeded dice</source>
        <translation>Adjutant tira con los dados de la partida (con semilla)</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Físicos</translation>
    </message>
    <message>
        <source>Roll at the table and type the faces</source>
        <translation>Tire en la mesa y escriba las caras</translation>
    </message>
    <message>
        <source>{count} × d{sides}, e.g. {example}</source>
        <translation>{count} × d{sides}, p. ej. {example}</translation>
    </message>
    <message>
        <source>Dice faces</source>
        <translation>Caras de los dados</translation>
    </message>
</context>
<context>
    <name>DockSet</name>
    <message>
        <source>Loading…</source>
        <extracomment>A dock came into the player's sight (its key): the centre follows the tool in use. A registered tool window was built (its key, the widget). Docks that show their short title (their tab bar did not fit the long ones). The window has painted and built its battlefield (build_visible was called). The tool panels wait until the game is shown (build_visible(tools=False)). Docks seen by the user now (QDockWidget.visibilityChanged: a tab behind another is "visible" to Qt but not to the user). Tool windows that failed to build: key -&gt; the traceback (smoke tests fail on any). Registered tool windows whose widget is not built yet (issue 9, launch goals).</extracomment>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>This panel could not be opened.</source>
        <translation>No se pudo abrir este panel.</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>The {panel} panel could not be opened.</source>
        <extracomment>Messages go to stderr only, never a dialog (set by smoke tests: nobody to click). Store errors already told for the open game (report_store_error). Every store error met outside a dialog's flow since start (smoke tests fail on any: a game that opens but cannot be shown is not a passing smoke test).</extracomment>
        <translation>No se pudo abrir el panel «{panel}».</translation>
    </message>
    <message>
        <source>Adjutant met an unexpected problem while starting.</source>
        <translation>Adjutant encontró un problema inesperado al iniciarse.</translation>
    </message>
    <message>
        <source>The rest of Adjutant keeps working and your game is safe. Please report this problem with the details below.</source>
        <translation>El resto de Adjutant sigue funcionando y su partida está a salvo. Informe de este problema con los detalles de abajo.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>{file} is not an Adjutant game.</source>
        <translation>{file} no es una partida de Adjutant.</translation>
    </message>
    <message>
        <source>Choose a game saved by Adjutant (a .adjutant file). {unchanged}</source>
        <translation>Elija una partida guardada por Adjutant (un archivo .adjutant). {unchanged}</translation>
    </message>
    <message>
        <source>Adjutant is not allowed to read {file}.</source>
        <translation>Adjutant no tiene permiso para leer {file}.</translation>
    </message>
    <message>
        <source>Its permissions keep you out: ask whoever owns it for access, or open a copy you may read. {unchanged}</source>
        <translation>Sus permisos no le dejan acceder: pida acceso a su propietario o abra una copia que pueda leer. {unchanged}</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>El disco está lleno.</translation>
    </message>
    <message>
        <source>Adjutant needs a little free space beside the game to open {file}. Free some space on the drive, then open it again. {unchanged}</source>
        <translation>Adjutant necesita un poco de espacio libre junto a la partida para abrir {file}. Libere espacio en la unidad y vuelva a abrirla. {unchanged}</translation>
    </message>
    <message>
        <source>{file} is damaged.</source>
        <translation>{file} está dañado.</translation>
    </message>
    <message>
        <source>Adjutant cannot read it safely and left it as it is. A copy saved earlier may still open. {unchanged}</source>
        <translation>Adjutant no puede leerlo con seguridad y lo ha dejado como estaba. Una copia guardada antes quizá se abra. {unchanged}</translation>
    </message>
    <message>
        <source>{file} was saved by a newer Adjutant.</source>
        <translation>{file} se guardó con un Adjutant más reciente.</translation>
    </message>
    <message>
        <source>Install the latest Adjutant to open it. {unchanged}</source>
        <translation>Instale la última versión de Adjutant para abrirlo. {unchanged}</translation>
    </message>
    <message>
        <source>{file} is open in another Adjutant.</source>
        <translation>{file} está abierto en otro Adjutant.</translation>
    </message>
    <message>
        <source>Close it there first, then open it here. {unchanged}</source>
        <translation>Ciérrelo allí primero y luego ábralo aquí. {unchanged}</translation>
    </message>
    <message>
        <source>The last change was not saved; everything before it is safe. Free some space and try again.</source>
        <translation>El último cambio no se ha guardado; todo lo anterior está a salvo. Libere espacio y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Adjutant cannot write to {file}.</source>
        <translation>Adjutant no puede escribir en {file}.</translation>
    </message>
    <message>
        <source>The file or its folder is read-only. Copy the game to a folder you can write to, such as Documents, and open the copy. {unchanged}</source>
        <translation>El archivo o su carpeta son de solo lectura. Copie la partida a una carpeta con permiso de escritura, como Documentos, y abra la copia. {unchanged}</translation>
    </message>
    <message>
        <source>That value was refused.</source>
        <translation>Ese valor no se ha aceptado.</translation>
    </message>
    <message>
        <source>{unchanged}</source>
        <translation>{unchanged}</translation>
    </message>
    <message>
        <source>{file} already exists.</source>
        <translation>{file} ya existe.</translation>
    </message>
    <message>
        <source>Choose another name. {unchanged}</source>
        <translation>Elija otro nombre. {unchanged}</translation>
    </message>
    <message>
        <source>Adjutant could not use {file}.</source>
        <translation>Adjutant no ha podido usar {file}.</translation>
    </message>
    <message>
        <source>It is a folder, not a game file.</source>
        <translation>Es una carpeta, no un archivo de partida.</translation>
    </message>
    <message>
        <source>It is a link that leads back to itself (a loop of links).</source>
        <translation>Es un enlace que remite a sí mismo (un bucle de enlaces).</translation>
    </message>
    <message>
        <source>What is wrong: {problem}</source>
        <translation>El problema: {problem}</translation>
    </message>
</context>
<context>
    <name>EventKinds</name>
    <message>
        <source>Token change</source>
        <extracomment>Event kinds the store records (store.resolve) -&gt; English source for tr().</extracomment>
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
        <source>Gladiator attack</source>
        <translation>Ataque de gladiador</translation>
    </message>
    <message>
        <source>Tokens placed</source>
        <translation>Fichas colocadas</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Chequeo de ruptura</translation>
    </message>
    <message>
        <source>Figures turn</source>
        <translation>Giro de figuras</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} no longer exists.</source>
        <extracomment>Asked before the open game is closed or replaced: False keeps it.</extracomment>
        <translation>{file} ya no existe.</translation>
    </message>
    <message>
        <source>It may have been moved, renamed or deleted.</source>
        <translation>Puede que se haya movido, renombrado o borrado.</translation>
    </message>
    <message>
        <source>The game was upgraded; the original is kept as {file}.</source>
        <translation>La partida se actualizó; el original se conserva como {file}.</translation>
    </message>
    <message>
        <source>A leftover file beside {file} did not belong to it.</source>
        <translation>Un archivo sobrante junto a {file} no pertenecía a la partida.</translation>
    </message>
    <message>
        <source>It was set aside as “{kept}”, and the game opened as it was last saved. This happens when an older copy of a game is put back in place of it, or a file was copied in from elsewhere. You may delete the set-aside file once you are sure you do not need it.</source>
        <translation>Se ha apartado como «{kept}» y la partida se ha abierto tal como se guardó por última vez. Esto ocurre cuando se vuelve a poner en su lugar una copia más antigua de la partida o cuando se copia un archivo desde otro sitio. Puede borrar el archivo apartado cuando esté seguro de que no lo necesita.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <source>The undo history of {file} is damaged.</source>
        <translation>El historial de deshacer de {file} está dañado.</translation>
    </message>
    <message>
        <source>The game opened as it was last saved, but its past actions cannot be undone. Edit &gt; Undo takes back what is done from now on.</source>
        <translation>La partida se ha abierto tal como se guardó por última vez, pero sus acciones anteriores no se pueden deshacer. Editar Edición &gt; Deshacergt; Deshacer revierte lo que se haga a partir de ahora.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant);;All files (*)</source>
        <translation>Partidas de Adjutant (*.adjutant);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>It is not saved until it is confirmed. Close anyway and lose it?</source>
        <translation>No se guarda hasta que se confirme. ¿Cerrar de todos modos y perderlo?</translation>
    </message>
    <message>
        <source>Save a copy as</source>
        <translation>Guardar una copia como</translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant)</source>
        <translation>Partidas de Adjutant (*.adjutant)</translation>
    </message>
    <message>
        <source>This is the game's own file.</source>
        <translation>Este es el propio archivo de la partida.</translation>
    </message>
    <message>
        <source>It is already saved: every change is written at once.</source>
        <translation>Ya está guardado: cada cambio se escribe al instante.</translation>
    </message>
    <message>
        <source>Saving a copy is not available.</source>
        <translation>Guardar una copia no está disponible.</translation>
    </message>
    <message>
        <source>Copy saved as {file}</source>
        <translation>Copia guardada como {file}</translation>
    </message>
    <message>
        <source>Removed from Open Recent (no longer there): {files}</source>
        <translation>Quitados de Abrir reciente (ya no existen): {files}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <source>Clear the List</source>
        <translation>Vaciar la lista</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
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
        <source>Exact chance: {fraction}</source>
        <translation>Probabilidad exacta: {fraction}</translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation>Dados virtuales</translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation>Dados físicos</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Loading…</source>
        <extracomment>Emitted after a game was opened (or creating/opening failed: False).</extracomment>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Historial de deshacer</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>&lt;start of the game&gt;</source>
        <translation>&lt;inicio de la partida&gt;</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>View &gt; Reset Layout (issue 22). View &gt; Enlarge the Board: the panels hidden, the board in the whole window (issue 22).</extracomment>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation>Guardar una &amp;copia como…</translation>
    </message>
    <message>
        <source>Every change is already saved; this writes a copy elsewhere</source>
        <translation>Todos los cambios ya están guardados; esto escribe una copia en otro lugar</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Cerrar partida</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Undo &amp;History</source>
        <translation>&amp;Historial de deshacer</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Deshacer: {action}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Rehacer: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Restablecer la disposición</translation>
    </message>
    <message>
        <source>Put every panel back where it starts on this screen, the board in the centre</source>
        <translation>Devuelve cada panel a su sitio inicial en esta pantalla, con el tablero en el centro</translation>
    </message>
    <message>
        <source>&amp;Enlarge the Board</source>
        <translation>&amp;Ampliar el tablero</translation>
    </message>
    <message>
        <source>Hide the panels so the board fills the window; again to bring them back</source>
        <translation>Oculta los paneles para que el tablero ocupe la ventana; de nuevo para recuperarlos</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clara</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscura</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Según el &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Referencia de reglas</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation>&amp;Acerca de Adjutant</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>The menus of the bar, in order. A later issue adds one line (and its fill function).</extracomment>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Blue</source>
        <translation>Azules</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojos</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nueva batalla</translation>
    </message>
    <message>
        <source>New game file</source>
        <translation>Archivo de la nueva partida</translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant)</source>
        <translation>Partidas de Adjutant (*.adjutant)</translation>
    </message>
    <message>
        <source>The game needs a name.</source>
        <translation>La partida necesita un nombre.</translation>
    </message>
    <message>
        <source>Choose where to save the game.</source>
        <translation>Elija dónde guardar la partida.</translation>
    </message>
    <message>
        <source>{file} already exists: choose another name.</source>
        <translation>{file} ya existe: elija otro nombre.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>La carpeta {folder} no existe.</translation>
    </message>
    <message>
        <source>Both sides need a name.</source>
        <translation>Los dos bandos necesitan un nombre.</translation>
    </message>
    <message>
        <source>The two sides need different names.</source>
        <translation>Los dos bandos necesitan nombres distintos.</translation>
    </message>
    <message>
        <source>Choose a ruleset.</source>
        <translation>Elija un reglamento.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Game &amp;name:</source>
        <translation>&amp;Nombre de la partida:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Reglamento:</translation>
    </message>
    <message>
        <source>&amp;First side:</source>
        <translation>&amp;Primer bando:</translation>
    </message>
    <message>
        <source>&amp;Second side:</source>
        <translation>&amp;Segundo bando:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dados:</translation>
    </message>
    <message>
        <source>&amp;Unit of length:</source>
        <translation>&amp;Unidad de longitud:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Virtual: Adjutant rolls</source>
        <translation>Virtuales: tira Adjutant</translation>
    </message>
    <message>
        <source>Physical: type the faces rolled</source>
        <translation>Físicos: escriba las caras</translation>
    </message>
</context>
<context>
    <name>OverflowBar</name>
    <message>
        <source>More</source>
        <extracomment>Space between widgets in the helpers' own layouts (Qt's usual layout spacing).</extracomment>
        <translation>Más</translation>
    </message>
    <message>
        <source>The buttons that do not fit in the bar</source>
        <translation>Los botones que no caben en la barra</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Command</source>
        <extracomment>The raw event, for views that want more (rule ids, inputs, outcome). Phase names as stored (store.models.PHASES) -&gt; English source for tr().</extracomment>
        <translation>Mando</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Across Five Aprils: house rules</source>
        <extracomment>Preset names by key, in the interface language (the JSON holds English).</extracomment>
        <translation>Across Five Aprils: reglas de la casa</translation>
    </message>
    <message>
        <source>Age of Battles: regiment control</source>
        <translation>Age of Battles: control de regimientos</translation>
    </message>
    <message>
        <source>Combined: tokens, charge and melee</source>
        <translation>Combinado: fichas, carga y cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Fantasy battle: charge range</source>
        <translation>Batalla fantástica: alcance de carga</translation>
    </message>
    <message>
        <source>Gladiatoro: hex skirmish</source>
        <translation>Gladiatoro: escaramuza en hexágonos</translation>
    </message>
    <message>
        <source>Pike and shot: melee</source>
        <translation>Picas y arcabuces: cuerpo a cuerpo</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <extracomment>The language the rule titles and texts were last read in.</extracomment>
        <translation>Referencia de reglas</translation>
    </message>
    <message>
        <source>Search rule ids and texts…</source>
        <translation>Buscar en identificadores y textos de reglas…</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Roll or confirm the current step</source>
        <extracomment>Descriptions of ``QShortcut`` objects (which have no text), by their key, portable text.</extracomment>
        <translation>Tirar o confirmar el paso actual</translation>
    </message>
    <message>
        <source>Take the units selected on the field</source>
        <translation>Tomar las unidades seleccionadas en el campo</translation>
    </message>
    <message>
        <source>Roll the combat</source>
        <translation>Tirar el combate</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>Ajustar el tablero</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Roll the movement dice</source>
        <translation>Tirar los dados de movimiento</translation>
    </message>
    <message>
        <source>Turn the figure</source>
        <translation>Girar la figura</translation>
    </message>
    <message>
        <source>Clear the path</source>
        <translation>Borrar el camino</translation>
    </message>
    <message>
        <source>Face a vertex</source>
        <translation>Encarar un vértice</translation>
    </message>
    <message>
        <source>Show a tab</source>
        <translation>Mostrar una pestaña</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Contexts live whenever the window is active (menus, window-wide buttons). The widget whose focus scopes it (None: the whole window).</extracomment>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Panel shortcuts work while the panel has the keyboard focus: click in it first.</source>
        <translation>Los atajos de un panel funcionan mientras el panel tiene el foco del teclado: haga clic en él primero.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <source>No game open</source>
        <translation>Ninguna partida abierta</translation>
    </message>
    <message>
        <source>✓ All changes saved</source>
        <translation>✓ Todos los cambios guardados</translation>
    </message>
    <message>
        <source>Every change is written to {file} at once; there is nothing to save.</source>
        <translation>Cada cambio se escribe en {file} al instante; no hay nada que guardar.</translation>
    </message>
    <message>
        <source>Dice: virtual</source>
        <translation>Dados: virtuales</translation>
    </message>
    <message>
        <source>Dice: physical</source>
        <translation>Dados: físicos</translation>
    </message>
    <message>
        <source>The game's default dice: {mode}. Change it with Dice in the toolbar; a roll card may use the other for its own roll.</source>
        <translation>Dados de la partida por defecto: {mode}. Se cambian con «Dados» en la barra de herramientas; una tarjeta de tirada puede usar los otros para su propia tirada.</translation>
    </message>
    <message>
        <source>rolled by Adjutant</source>
        <translation>los tira Adjutant</translation>
    </message>
    <message>
        <source>rolled at the table and typed in</source>
        <translation>se tiran en la mesa y se escriben</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Deshecho: {action}</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>Rehecho: {action}</translation>
    </message>
    <message>
        <source>Saved: {action}</source>
        <translation>Guardado: {action}</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Order of battle</source>
        <extracomment>Every tool window, in the order of View &gt; Panels. Later issues add one line each.</extracomment>
        <translation>Orden de batalla</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Registro del turno</translation>
    </message>
    <message>
        <source>Command tokens</source>
        <translation>Fichas de órdenes</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Combate por proporción</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Hex skirmish</source>
        <translation>Escaramuza en hexágonos</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Arena</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Command tokens</source>
        <translation>Fichas de órdenes</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Combate por proporción</translation>
    </message>
    <message>
        <source>Hex skirmish</source>
        <translation>Escaramuza en hexágonos</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Next phase</source>
        <extracomment>A service refused (a store error): the main window shows it.</extracomment>
        <translation>Siguiente fase</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <source>Change dice mode</source>
        <translation>Cambio del modo de dados</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>Ninguna partida abierta</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>{phase} phase</source>
        <translation>Fase: {phase}</translation>
    </message>
    <message>
        <source>Turn bar</source>
        <translation>Barra del turno</translation>
    </message>
    <message>
        <source>Next &amp;phase</source>
        <translation>Siguiente &amp;fase</translation>
    </message>
    <message>
        <source>Token changes and control tests, reckless rolls (CMD-3, CMD-8)</source>
        <extracomment>The side's name is cut beyond this many pixels (a 1024 px window keeps the bar whole). What each phase is for, shown on hover of the phase (RULES.md sections).</extracomment>
        <translation>Cambios de ficha y chequeos de control, tiradas de temerarios (CMD-3, CMD-8)</translation>
    </message>
    <message>
        <source>Charges are declared and rolled (CHG-1)</source>
        <translation>Se declaran y se tiran las cargas (CHG-1)</translation>
    </message>
    <message>
        <source>Units move on the battlefield; figures move on the hexes (GLAD-1)</source>
        <translation>Las unidades se mueven en el campo de batalla; las figuras, en los hexágonos (GLAD-1)</translation>
    </message>
    <message>
        <source>Melees, odds combats and gladiator attacks</source>
        <translation>Cuerpo a cuerpo, combates por proporción y ataques de gladiadores</translation>
    </message>
    <message>
        <source>The side's turn is over</source>
        <translation>El turno del bando ha terminado</translation>
    </message>
    <message>
        <source>{side} to play</source>
        <translation>turno de {side}</translation>
    </message>
    <message>
        <source>Go to the next phase ({key})</source>
        <translation>Pasar a la siguiente fase ({key})</translation>
    </message>
    <message>
        <source>&amp;Next: {where}</source>
        <translation>&amp;Siguiente: {where}</translation>
    </message>
    <message>
        <source>Go to the next phase: {where} ({key})</source>
        <translation>Ir a la fase siguiente: {where} ({key})</translation>
    </message>
    <message>
        <source>Next &amp;turn</source>
        <translation>Siguiente &amp;turno</translation>
    </message>
    <message>
        <source>Go straight to the next turn ({key})</source>
        <translation>Pasar directamente al siguiente turno ({key})</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dados:</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Virtuales</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Físicos</translation>
    </message>
    <message>
        <source>The game's default dice: rolled by Adjutant or at the table</source>
        <translation>Dados por defecto de la partida: los tira Adjutant o se tiran en la mesa</translation>
    </message>
</context>
<context>
    <name>TurnLogWidget</name>
    <message>
        <source>All sides</source>
        <extracomment>Extra pixels of a row over the font's line height (the focus frame, a little air). The side column is at most this wide (names are cut, whole on hover).</extracomment>
        <translation>Todos los bandos</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Registro del turno</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Bando:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>This turn's tests, newest first</source>
        <translation>Las pruebas de este turno, las más recientes primero</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>Inches</source>
        <translation>Pulgadas</translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation>Centímetros</translation>
    </message>
    <message>
        <source>Paces</source>
        <translation>Pasos</translation>
    </message>
</context>
</TS>