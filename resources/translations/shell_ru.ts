<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Adjutant</source>
        <translation>О программе Adjutant</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>A battle assistant for tabletop wargames.</source>
        <translation>Помощник для настольных военных игр.</translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <source>Qt and PySide6 (Qt for Python) are used under the GNU Lesser General Public License v3 (&lt;a href="https://www.gnu.org/licenses/lgpl-3.0.html"&gt;LGPL-3.0&lt;/a&gt;); their source is available at &lt;a href="https://code.qt.io"&gt;code.qt.io&lt;/a&gt;.</source>
        <translation>Qt и PySide6 (Qt for Python) используются на условиях GNU Lesser General Public License v3 (&lt;a href="https://www.gnu.org/licenses/lgpl-3.0.html"&gt;LGPL-3.0&lt;/a&gt;); их исходный код доступен на &lt;a href="https://code.qt.io"&gt;code.qt.io&lt;/a&gt;.</translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Слагаемое</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>ChanceLabel</name>
    <message>
        <source>No chance to show yet</source>
        <translation>Шанс пока не рассчитан</translation>
    </message>
    <message>
        <source>Exact chance: {fraction}</source>
        <translation>Точный шанс: {fraction}</translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Type the dice: {count} × d{sides}</source>
        <translation>Введите кубики: {count} × d{sides}</translation>
    </message>
    <message>
        <source>“{value}” is not a number</source>
        <translation>«{value}» — не число</translation>
    </message>
    <message>
        <source>{value} is not a d{sides} face</source>
        <translation>{value} — не грань d{sides}</translation>
    </message>
    <message>
        <source>{typed} faces typed, {count} needed</source>
        <translation>введено значений: {typed}, нужно: {count}</translation>
    </message>
    <message>
        <source>Adjutant rolls the dice (reproducible).</source>
        <translation>Кубики бросает Adjutant (воспроизводимо).</translation>
    </message>
    <message>
        <source>Faces accepted.</source>
        <translation>Значения приняты.</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Виртуальные</translation>
    </message>
    <message>
        <source>Adjutant rolls with the game's seeded dice</source>
        <translation>Adjutant бросает кубики игры с сохранённым зерном</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Настоящие</translation>
    </message>
    <message>
        <source>Roll at the table and type the faces</source>
        <translation>Бросьте кубики на столе и введите выпавшие значения</translation>
    </message>
    <message>
        <source>{count} × d{sides}, e.g. {example}</source>
        <translation>{count} × d{sides}, например {example}</translation>
    </message>
    <message>
        <source>Dice faces</source>
        <translation>Значения кубиков</translation>
    </message>
</context>
<context>
    <name>DockSet</name>
    <message>
        <source>Loading…</source>
        <extracomment>A dock came into the player's sight (its key): the centre follows the tool in use. A registered tool window was built (its key, the widget). Docks that show their short title (their tab bar did not fit the long ones). The window has painted and built its battlefield (build_visible was called). The tool panels wait until the game is shown (build_visible(tools=False)). Docks seen by the user now (QDockWidget.visibilityChanged: a tab behind another is "visible" to Qt but not to the user). Tool windows that failed to build: key -&gt; the traceback (smoke tests fail on any). Registered tool windows whose widget is not built yet (issue 9, launch goals).</extracomment>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>This panel could not be opened.</source>
        <translation>Эту панель не удалось открыть.</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>The {panel} panel could not be opened.</source>
        <extracomment>Messages go to stderr only, never a dialog (set by smoke tests: nobody to click). Store errors already told for the open game (report_store_error). Every store error met outside a dialog's flow since start (smoke tests fail on any: a game that opens but cannot be shown is not a passing smoke test).</extracomment>
        <translation>Не удалось открыть панель «{panel}».</translation>
    </message>
    <message>
        <source>Adjutant met an unexpected problem while starting.</source>
        <translation>При запуске Adjutant возникла непредвиденная ошибка.</translation>
    </message>
    <message>
        <source>The rest of Adjutant keeps working and your game is safe. Please report this problem with the details below.</source>
        <translation>Остальная часть Adjutant работает, ваша игра в сохранности. Пожалуйста, сообщите об ошибке, приложив подробности ниже.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>игра</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Ничего не изменено.</translation>
    </message>
    <message>
        <source>{file} is not an Adjutant game.</source>
        <translation>{file} — не игра Adjutant.</translation>
    </message>
    <message>
        <source>Choose a game saved by Adjutant (a .adjutant file). {unchanged}</source>
        <translation>Выберите игру, сохранённую Adjutant (файл .adjutant). {unchanged}</translation>
    </message>
    <message>
        <source>Adjutant is not allowed to read {file}.</source>
        <translation>У Adjutant нет прав на чтение файла {file}.</translation>
    </message>
    <message>
        <source>Its permissions keep you out: ask whoever owns it for access, or open a copy you may read. {unchanged}</source>
        <translation>Права доступа к файлу не позволяют его прочитать: попросите доступ у владельца или откройте копию, которую вам можно читать. {unchanged}</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Диск заполнен.</translation>
    </message>
    <message>
        <source>Adjutant needs a little free space beside the game to open {file}. Free some space on the drive, then open it again. {unchanged}</source>
        <translation>Чтобы открыть {file}, Adjutant нужно немного свободного места рядом с игрой. Освободите место на диске и откройте игру снова. {unchanged}</translation>
    </message>
    <message>
        <source>{file} is damaged.</source>
        <translation>Файл {file} повреждён.</translation>
    </message>
    <message>
        <source>Adjutant cannot read it safely and left it as it is. A copy saved earlier may still open. {unchanged}</source>
        <translation>Adjutant не может надёжно прочитать его и оставил как есть. Сохранённая ранее копия, возможно, откроется. {unchanged}</translation>
    </message>
    <message>
        <source>{file} was saved by a newer Adjutant.</source>
        <translation>{file} сохранён более новой версией Adjutant.</translation>
    </message>
    <message>
        <source>Install the latest Adjutant to open it. {unchanged}</source>
        <translation>Установите последнюю версию Adjutant, чтобы открыть его. {unchanged}</translation>
    </message>
    <message>
        <source>{file} is open in another Adjutant.</source>
        <translation>{file} открыт в другом окне Adjutant.</translation>
    </message>
    <message>
        <source>Close it there first, then open it here. {unchanged}</source>
        <translation>Сначала закройте его там, затем откройте здесь. {unchanged}</translation>
    </message>
    <message>
        <source>The last change was not saved; everything before it is safe. Free some space and try again.</source>
        <translation>Последнее изменение не сохранено; всё, что было до него, в сохранности. Освободите место и повторите.</translation>
    </message>
    <message>
        <source>Adjutant cannot write to {file}.</source>
        <translation>Adjutant не может записывать в {file}.</translation>
    </message>
    <message>
        <source>The file or its folder is read-only. Copy the game to a folder you can write to, such as Documents, and open the copy. {unchanged}</source>
        <translation>Файл или его папка доступны только для чтения. Скопируйте игру в папку, куда можно писать (например, «Документы»), и откройте копию. {unchanged}</translation>
    </message>
    <message>
        <source>That value was refused.</source>
        <translation>Это значение не принято.</translation>
    </message>
    <message>
        <source>{unchanged}</source>
        <translation>{unchanged}</translation>
    </message>
    <message>
        <source>{file} already exists.</source>
        <translation>{file} уже существует.</translation>
    </message>
    <message>
        <source>Choose another name. {unchanged}</source>
        <translation>Выберите другое имя. {unchanged}</translation>
    </message>
    <message>
        <source>Adjutant could not use {file}.</source>
        <translation>Adjutant не смог использовать {file}.</translation>
    </message>
    <message>
        <source>It is a folder, not a game file.</source>
        <translation>Это папка, а не файл игры.</translation>
    </message>
    <message>
        <source>It is a link that leads back to itself (a loop of links).</source>
        <translation>Это ссылка, которая ведёт сама на себя (петля ссылок).</translation>
    </message>
    <message>
        <source>What is wrong: {problem}</source>
        <translation>Что не так: {problem}</translation>
    </message>
</context>
<context>
    <name>EventKinds</name>
    <message>
        <source>Token change</source>
        <extracomment>Event kinds the store records (store.resolve) -&gt; English source for tr().</extracomment>
        <translation>Смена жетона</translation>
    </message>
    <message>
        <source>Control test</source>
        <translation>Проверка управления</translation>
    </message>
    <message>
        <source>Reckless roll</source>
        <translation>Бросок безрассудства</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Раунд рукопашной</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Бой по соотношению сил</translation>
    </message>
    <message>
        <source>Movement roll</source>
        <translation>Бросок движения</translation>
    </message>
    <message>
        <source>Figure move</source>
        <translation>Ход фигуры</translation>
    </message>
    <message>
        <source>Gladiator attack</source>
        <translation>Атака гладиатора</translation>
    </message>
    <message>
        <source>Tokens placed</source>
        <translation>Жетоны выставлены</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Проверка стойкости</translation>
    </message>
    <message>
        <source>Figures turn</source>
        <translation>Поворот фигур</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>{file} no longer exists.</source>
        <extracomment>Asked before the open game is closed or replaced: False keeps it.</extracomment>
        <translation>Файла {file} больше нет.</translation>
    </message>
    <message>
        <source>It may have been moved, renamed or deleted.</source>
        <translation>Возможно, его переместили, переименовали или удалили.</translation>
    </message>
    <message>
        <source>The game was upgraded; the original is kept as {file}.</source>
        <translation>Игра обновлена; оригинал сохранён как {file}.</translation>
    </message>
    <message>
        <source>A leftover file beside {file} did not belong to it.</source>
        <translation>Оставшийся рядом с {file} файл не относился к этой игре.</translation>
    </message>
    <message>
        <source>It was set aside as “{kept}”, and the game opened as it was last saved. This happens when an older copy of a game is put back in place of it, or a file was copied in from elsewhere. You may delete the set-aside file once you are sure you do not need it.</source>
        <translation>Он отложен под именем «{kept}», а игра открыта в том виде, в каком была сохранена последней. Так бывает, когда на место игры возвращают её более старую копию или когда файл скопирован откуда-то ещё. Отложенный файл можно удалить, когда вы убедитесь, что он не нужен.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>игра</translation>
    </message>
    <message>
        <source>The undo history of {file} is damaged.</source>
        <translation>История отмены игры {file} повреждена.</translation>
    </message>
    <message>
        <source>The game opened as it was last saved, but its past actions cannot be undone. Edit &gt; Undo takes back what is done from now on.</source>
        <translation>Игра открыта в том виде, в каком была сохранена в последний раз, но её прошлые действия отменить нельзя. Правка &gt; Отменить отменяет то, что сделано с этого момента.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant);;All files (*)</source>
        <translation>Игры Adjutant (*.adjutant);;Все файлы (*)</translation>
    </message>
    <message>
        <source>It is not saved until it is confirmed. Close anyway and lose it?</source>
        <translation>Это не сохранено, пока не подтверждено. Всё равно закрыть и потерять?</translation>
    </message>
    <message>
        <source>Save a copy as</source>
        <translation>Сохранить копию как</translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant)</source>
        <translation>Игры Adjutant (*.adjutant)</translation>
    </message>
    <message>
        <source>This is the game's own file.</source>
        <translation>Это собственный файл игры.</translation>
    </message>
    <message>
        <source>It is already saved: every change is written at once.</source>
        <translation>Он уже сохранён: каждое изменение записывается сразу.</translation>
    </message>
    <message>
        <source>Saving a copy is not available.</source>
        <translation>Сохранение копии недоступно.</translation>
    </message>
    <message>
        <source>Copy saved as {file}</source>
        <translation>Копия сохранена как {file}</translation>
    </message>
    <message>
        <source>Removed from Open Recent (no longer there): {files}</source>
        <translation>Убраны из недавних (файлов больше нет): {files}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Нет недавних игр</translation>
    </message>
    <message>
        <source>Clear the List</source>
        <translation>Очистить список</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Exact chance: {fraction}</source>
        <translation>Точный шанс: {fraction}</translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation>Виртуальные кубики</translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation>Настоящие кубики</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Loading…</source>
        <extracomment>Emitted after a game was opened (or creating/opening failed: False).</extracomment>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>История отмен</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>&lt;start of the game&gt;</source>
        <translation>&lt;начало партии&gt;</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>View &gt; Reset Layout (issue 22). View &gt; Enlarge the Board: the panels hidden, the board in the whole window (issue 22).</extracomment>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation>Сохранить &amp;копию как…</translation>
    </message>
    <message>
        <source>Every change is already saved; this writes a copy elsewhere</source>
        <translation>Все изменения уже сохранены; эта команда записывает копию в другое место</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Закрыть игру</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Undo &amp;History</source>
        <translation>&amp;История отмен</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Отменить: {action}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Повторить: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Панели</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Сбросить расположение</translation>
    </message>
    <message>
        <source>Put every panel back where it starts on this screen, the board in the centre</source>
        <translation>Вернуть все панели на их начальные места для этого экрана, поле — в центре</translation>
    </message>
    <message>
        <source>&amp;Enlarge the Board</source>
        <translation>&amp;Увеличить поле</translation>
    </message>
    <message>
        <source>Hide the panels so the board fills the window; again to bring them back</source>
        <translation>Скрыть панели, чтобы поле заняло всё окно; повторно — вернуть их</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Как в &amp;системе</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Справочник правил</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation>&amp;О программе Adjutant</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>The menus of the bar, in order. A later issue adds one line (and its fill function).</extracomment>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Blue</source>
        <translation>Синие</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Новое сражение</translation>
    </message>
    <message>
        <source>New game file</source>
        <translation>Файл новой игры</translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant)</source>
        <translation>Игры Adjutant (*.adjutant)</translation>
    </message>
    <message>
        <source>The game needs a name.</source>
        <translation>У игры должно быть название.</translation>
    </message>
    <message>
        <source>Choose where to save the game.</source>
        <translation>Выберите, где сохранить игру.</translation>
    </message>
    <message>
        <source>{file} already exists: choose another name.</source>
        <translation>{file} уже существует: выберите другое имя.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>Папки {folder} не существует.</translation>
    </message>
    <message>
        <source>Both sides need a name.</source>
        <translation>Обеим сторонам нужны названия.</translation>
    </message>
    <message>
        <source>The two sides need different names.</source>
        <translation>У сторон должны быть разные названия.</translation>
    </message>
    <message>
        <source>Choose a ruleset.</source>
        <translation>Выберите набор правил.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Game &amp;name:</source>
        <translation>&amp;Название игры:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;First side:</source>
        <translation>П&amp;ервая сторона:</translation>
    </message>
    <message>
        <source>&amp;Second side:</source>
        <translation>&amp;Вторая сторона:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Кубики:</translation>
    </message>
    <message>
        <source>&amp;Unit of length:</source>
        <translation>&amp;Единица длины:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>Virtual: Adjutant rolls</source>
        <translation>Виртуальные: бросает Adjutant</translation>
    </message>
    <message>
        <source>Physical: type the faces rolled</source>
        <translation>Настоящие: ввод выпавших значений</translation>
    </message>
</context>
<context>
    <name>OverflowBar</name>
    <message>
        <source>More</source>
        <extracomment>Space between widgets in the helpers' own layouts (Qt's usual layout spacing).</extracomment>
        <translation>Ещё</translation>
    </message>
    <message>
        <source>The buttons that do not fit in the bar</source>
        <translation>Кнопки, которые не поместились на панели</translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Command</source>
        <extracomment>The raw event, for views that want more (rule ids, inputs, outcome). Phase names as stored (store.models.PHASES) -&gt; English source for tr().</extracomment>
        <translation>Приказы</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Конец хода</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Across Five Aprils: house rules</source>
        <extracomment>Preset names by key, in the interface language (the JSON holds English).</extracomment>
        <translation>Across Five Aprils: домашние правила</translation>
    </message>
    <message>
        <source>Age of Battles: regiment control</source>
        <translation>Age of Battles: управление полками</translation>
    </message>
    <message>
        <source>Combined: tokens, charge and melee</source>
        <translation>Сводные: жетоны, натиск и рукопашная</translation>
    </message>
    <message>
        <source>Fantasy battle: charge range</source>
        <translation>Фэнтези-баталия: дальность натиска</translation>
    </message>
    <message>
        <source>Gladiatoro: hex skirmish</source>
        <translation>Gladiatoro: схватка на гексах</translation>
    </message>
    <message>
        <source>Pike and shot: melee</source>
        <translation>Пика и мушкет: рукопашная</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <extracomment>The language the rule titles and texts were last read in.</extracomment>
        <translation>Справочник правил</translation>
    </message>
    <message>
        <source>Search rule ids and texts…</source>
        <translation>Поиск по номерам и текстам правил…</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Roll or confirm the current step</source>
        <extracomment>Descriptions of ``QShortcut`` objects (which have no text), by their key, portable text.</extracomment>
        <translation>Бросить или подтвердить текущий шаг</translation>
    </message>
    <message>
        <source>Take the units selected on the field</source>
        <translation>Взять отряды, выбранные на поле боя</translation>
    </message>
    <message>
        <source>Roll the combat</source>
        <translation>Бросить кубик боя</translation>
    </message>
    <message>
        <source>Fit the board</source>
        <translation>Показать всё поле</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <source>Roll the movement dice</source>
        <translation>Бросить кубики движения</translation>
    </message>
    <message>
        <source>Turn the figure</source>
        <translation>Повернуть фигуру</translation>
    </message>
    <message>
        <source>Clear the path</source>
        <translation>Очистить путь</translation>
    </message>
    <message>
        <source>Face a vertex</source>
        <translation>Повернуть к вершине</translation>
    </message>
    <message>
        <source>Show a tab</source>
        <translation>Открыть вкладку</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <extracomment>Contexts live whenever the window is active (menus, window-wide buttons). The widget whose focus scopes it (None: the whole window).</extracomment>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Panel shortcuts work while the panel has the keyboard focus: click in it first.</source>
        <translation>Сочетания панели действуют, пока фокус клавиатуры в ней: сначала щёлкните по панели.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <source>No game open</source>
        <translation>Игра не открыта</translation>
    </message>
    <message>
        <source>✓ All changes saved</source>
        <translation>✓ Все изменения сохранены</translation>
    </message>
    <message>
        <source>Every change is written to {file} at once; there is nothing to save.</source>
        <translation>Каждое изменение сразу записывается в {file}; сохранять ничего не нужно.</translation>
    </message>
    <message>
        <source>Dice: virtual</source>
        <translation>Кубики: виртуальные</translation>
    </message>
    <message>
        <source>Dice: physical</source>
        <translation>Кубики: настоящие</translation>
    </message>
    <message>
        <source>The game's default dice: {mode}. Change it with Dice in the toolbar; a roll card may use the other for its own roll.</source>
        <translation>Кубики партии по умолчанию: {mode}. Переключаются полем «Кубики» на панели инструментов; карточка броска может взять другие для своего броска.</translation>
    </message>
    <message>
        <source>rolled by Adjutant</source>
        <translation>бросает Adjutant</translation>
    </message>
    <message>
        <source>rolled at the table and typed in</source>
        <translation>бросают за столом и вводят результат</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Отменено: {action}</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <translation>Повторено: {action}</translation>
    </message>
    <message>
        <source>Saved: {action}</source>
        <translation>Сохранено: {action}</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Order of battle</source>
        <extracomment>Every tool window, in the order of View &gt; Panels. Later issues add one line each.</extracomment>
        <translation>Боевой порядок</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Войска</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Журнал хода</translation>
    </message>
    <message>
        <source>Command tokens</source>
        <translation>Жетоны приказов</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Жетоны</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Бой по соотношению сил</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Соотношение</translation>
    </message>
    <message>
        <source>Hex skirmish</source>
        <translation>Схватка на гексах</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гексы</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Command tokens</source>
        <translation>Жетоны приказов</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Бой по соотношению сил</translation>
    </message>
    <message>
        <source>Hex skirmish</source>
        <translation>Схватка на гексах</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Next phase</source>
        <extracomment>A service refused (a store error): the main window shows it.</extracomment>
        <translation>Следующая фаза</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Change dice mode</source>
        <translation>Смена режима кубиков</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>Игра не открыта</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Ход {turn}</translation>
    </message>
    <message>
        <source>{phase} phase</source>
        <translation>Фаза: {phase}</translation>
    </message>
    <message>
        <source>Turn bar</source>
        <translation>Панель хода</translation>
    </message>
    <message>
        <source>Next &amp;phase</source>
        <translation>Следующая &amp;фаза</translation>
    </message>
    <message>
        <source>Token changes and control tests, reckless rolls (CMD-3, CMD-8)</source>
        <extracomment>The side's name is cut beyond this many pixels (a 1024 px window keeps the bar whole). What each phase is for, shown on hover of the phase (RULES.md sections).</extracomment>
        <translation>Смена жетонов и проверки управления, броски безрассудства (CMD-3, CMD-8)</translation>
    </message>
    <message>
        <source>Charges are declared and rolled (CHG-1)</source>
        <translation>Натиски объявляют и бросают (CHG-1)</translation>
    </message>
    <message>
        <source>Units move on the battlefield; figures move on the hexes (GLAD-1)</source>
        <translation>Отряды передвигаются по полю боя, фигуры — по гексам (GLAD-1)</translation>
    </message>
    <message>
        <source>Melees, odds combats and gladiator attacks</source>
        <translation>Рукопашные, бои по соотношению сил и атаки гладиаторов</translation>
    </message>
    <message>
        <source>The side's turn is over</source>
        <translation>Ход стороны окончен</translation>
    </message>
    <message>
        <source>{side} to play</source>
        <translation>ход: {side}</translation>
    </message>
    <message>
        <source>Go to the next phase ({key})</source>
        <translation>Перейти к следующей фазе ({key})</translation>
    </message>
    <message>
        <source>&amp;Next: {where}</source>
        <translation>&amp;Далее: {where}</translation>
    </message>
    <message>
        <source>Go to the next phase: {where} ({key})</source>
        <translation>Перейти к следующей фазе: {where} ({key})</translation>
    </message>
    <message>
        <source>Next &amp;turn</source>
        <translation>Следующий &amp;ход</translation>
    </message>
    <message>
        <source>Go straight to the next turn ({key})</source>
        <translation>Сразу перейти к следующему ходу ({key})</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Кубики:</translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation>Виртуальные</translation>
    </message>
    <message>
        <source>Physical</source>
        <translation>Настоящие</translation>
    </message>
    <message>
        <source>The game's default dice: rolled by Adjutant or at the table</source>
        <translation>Кубики игры по умолчанию: бросает Adjutant или игроки за столом</translation>
    </message>
</context>
<context>
    <name>TurnLogWidget</name>
    <message>
        <source>All sides</source>
        <extracomment>Extra pixels of a row over the font's line height (the focus frame, a little air). The side column is at most this wide (names are cut, whole on hover).</extracomment>
        <translation>Все стороны</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Все виды</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Ход {turn}</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Журнал хода</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Сторона:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>This turn's tests, newest first</source>
        <translation>Проверки этого хода, сначала новые</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>Inches</source>
        <translation>Дюймы</translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation>Сантиметры</translation>
    </message>
    <message>
        <source>Paces</source>
        <translation>Шаги</translation>
    </message>
</context>
</TS>