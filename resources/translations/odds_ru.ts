<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CombatInputs</name>
    <message>
        <source>A column shift of 0 changes nothing.</source>
        <translation>Сдвиг колонки на 0 ничего не меняет.</translation>
    </message>
    <message>
        <source>Give the column shift a reason (terrain, leader…).</source>
        <translation>Укажите причину сдвига колонки (местность, командир…).</translation>
    </message>
    <message>
        <source>&amp;Attack:</source>
        <translation>&amp;Атака:</translation>
    </message>
    <message>
        <source>&amp;Defence:</source>
        <translation>&amp;Оборона:</translation>
    </message>
    <message>
        <source>strength, or give units a part</source>
        <translation>сила, или укажите роли частей</translation>
    </message>
    <message>
        <source>Units in the combat: A attacks, B bombards (artillery, factor halved, rounded up: ODD-3), D defends, Delete none.</source>
        <translation>Части в бою: A — атакует, B — обстреливает (артиллерия, сила делится пополам с округлением вверх: ODD-3), D — обороняется, Delete — не участвует.</translation>
    </message>
    <message>
        <source>Column shifts</source>
        <translation>Сдвиги колонки</translation>
    </message>
    <message>
        <source>reason: terrain, leader…</source>
        <translation>причина: местность, командир…</translation>
    </message>
    <message>
        <source>Add shift</source>
        <translation>Добавить сдвиг</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Find a unit: a name or a type</source>
        <translation>Найти отряд: название или род войск</translation>
    </message>
    <message>
        <source>Show only the units whose name or type holds this text (the guns: RHA…)</source>
        <translation>Показать только отряды, в названии или роде войск которых есть этот текст (орудия: RHA…)</translation>
    </message>
</context>
<context>
    <name>ResultApply</name>
    <message>
        <source>&amp;New combat</source>
        <translation>&amp;Новый бой</translation>
    </message>
    <message>
        <source>Set up the next combat: this one stays in the turn log</source>
        <translation>Подготовить следующий бой: этот остаётся в журнале хода</translation>
    </message>
    <message>
        <source>Casualty to {name}</source>
        <translation>Потеря: {name}</translation>
    </message>
    <message>
        <source>{name} is {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>Apply to:</source>
        <translation>Применить к:</translation>
    </message>
    <message>
        <source>+1 casualty</source>
        <translation>+1 потеря</translation>
    </message>
    <message>
        <source>A step loss or casualty to this unit (undoable)</source>
        <translation>Потеря шага или потеря этой части (можно отменить)</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Задать состояние</translation>
    </message>
</context>
<context>
    <name>CombatPanel</name>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Bombardment (ODD-3): {terms} = {total}</source>
        <translation>Обстрел (ODD-3): {terms} = {total}</translation>
    </message>
    <message>
        <source>{column} is off the table: clamped to {clamped} (ODD-1)</source>
        <translation>{column} нет в таблице: взята крайняя колонка {clamped} (ODD-1)</translation>
    </message>
    <message>
        <source>Shift {value:+d}: {reason}</source>
        <translation>Сдвиг {value:+d}: {reason}</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Бой по соотношению сил</translation>
    </message>
    <message>
        <source>Roll {face} on column {column}: {code}</source>
        <translation>Бросок {face} по колонке {column}: {code}</translation>
    </message>
    <message>
        <source>Attack {n}</source>
        <translation>Атака {n}</translation>
    </message>
    <message>
        <source>defence {n}</source>
        <translation>оборона {n}</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>оборона</translation>
    </message>
    <message>
        <source>{attack} against {defence}</source>
        <translation>{attack} против: {defence}</translation>
    </message>
    <message>
        <source>Column: {column} — {table}</source>
        <translation>Колонка: {column} — {table}</translation>
    </message>
    <message>
        <source>1 d{sides} on column {column}</source>
        <translation>1 d{sides} по колонке {column}</translation>
    </message>
    <message>
        <source>roll {face}: {code} (was {original}), house rule</source>
        <translation>бросок {face}: {code} (было {original}), домашнее правило</translation>
    </message>
    <message>
        <source>Out of the melee phase: Adjutant will ask first.</source>
        <translation>Вне фазы рукопашной: Adjutant сначала спросит.</translation>
    </message>
    <message>
        <source>House rule: the table says {code}</source>
        <translation>Домашнее правило: в таблице {code}</translation>
    </message>
    <message>
        <source>this odds combat</source>
        <translation>этот бой по соотношению сил</translation>
    </message>
    <message>
        <source>Not rolled: an odds combat belongs to the melee phase.</source>
        <translation>Бросок не сделан: бой по соотношению сил проводится в фазе рукопашной.</translation>
    </message>
    <message>
        <source>Pick a combat results table first.</source>
        <translation>Сначала выберите таблицу результатов боя.</translation>
    </message>
</context>
<context>
    <name>CrtEditor</name>
    <message>
        <source>The stored table “{name}” cannot be shown: {problem}. Delete it, or import it again from its CSV file.</source>
        <translation>Сохранённую таблицу «{name}» нельзя показать: {problem}. Удалите её или импортируйте заново из CSV-файла.</translation>
    </message>
    <message>
        <source>Edit table cells</source>
        <translation>Изменить ячейки таблицы</translation>
    </message>
    <message>
        <source>Select the cell where the block starts.</source>
        <translation>Выберите ячейку, с которой начинается блок.</translation>
    </message>
    <message>
        <source>The pasted block ({rows} × {cols}) does not fit from roll {face}, column {column}: nothing was pasted.</source>
        <translation>Вставляемый блок ({rows} × {cols}) не помещается начиная с броска {face}, колонки {column}: ничего не вставлено.</translation>
    </message>
    <message>
        <source>House rule on {column}, roll {face}</source>
        <translation>Домашнее правило: {column}, бросок {face}</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Домашнее правило</translation>
    </message>
    <message>
        <source>Result code for column {column}, roll {face}:</source>
        <translation>Код результата для колонки {column}, бросок {face}:</translation>
    </message>
    <message>
        <source>Remove house rule</source>
        <translation>Убрать домашнее правило</translation>
    </message>
    <message>
        <source>Switch house rule</source>
        <translation>Переключить домашнее правило</translation>
    </message>
    <message>
        <source>Switch house rule off</source>
        <translation>Выключить домашнее правило</translation>
    </message>
    <message>
        <source>Switch house rule on</source>
        <translation>Включить домашнее правило</translation>
    </message>
    <message>
        <source>Type the result code to explain.</source>
        <translation>Введите код результата, который нужно пояснить.</translation>
    </message>
    <message>
        <source>Edit table legend</source>
        <translation>Изменить легенду таблицы</translation>
    </message>
    <message>
        <source>Copy cells</source>
        <translation>Копировать ячейки</translation>
    </message>
    <message>
        <source>Paste cells</source>
        <translation>Вставить ячейки</translation>
    </message>
    <message>
        <source>Clear cells</source>
        <translation>Очистить ячейки</translation>
    </message>
    <message>
        <source>Override cell (house rule)…</source>
        <translation>Заменить ячейку (домашнее правило)…</translation>
    </message>
    <message>
        <source>Switch house rule on/off</source>
        <translation>Включить/выключить домашнее правило</translation>
    </message>
    <message>
        <source>Type a result code in a cell. Ctrl+C / Ctrl+V copy and paste blocks to and from a spreadsheet; right-click for house rules.</source>
        <translation>Введите код результата в ячейку. Ctrl+C / Ctrl+V копируют и вставляют блоки из электронной таблицы; правый щелчок — домашние правила.</translation>
    </message>
    <message>
        <source>Legend: what each result code means</source>
        <translation>Легенда: что означает каждый код результата</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
</context>
<context>
    <name>CrtModel</name>
    <message>
        <source>{code} (was {original})</source>
        <extracomment>The table&apos;s own code at a cell (str, &quot;&quot; when unset). The ``CrtOverrideInfo`` on a cell (enabled or not), or None. True when an active override changes this cell&apos;s result.</extracomment>
        <translation>{code} (было {original})</translation>
    </message>
    <message>
        <source>Column {column}, roll {face}</source>
        <translation>Колонка {column}, бросок {face}</translation>
    </message>
    <message>
        <source>Not filled in yet</source>
        <translation>Ещё не заполнено</translation>
    </message>
    <message>
        <source>{code} (was {original}) — house rule: {label}</source>
        <translation>{code} (было {original}) — домашнее правило: {label}</translation>
    </message>
    <message>
        <source>override</source>
        <translation>замена</translation>
    </message>
    <message>
        <source>House rule switched off: {label} would make it {code}</source>
        <translation>Домашнее правило выключено: «{label}» дало бы {code}</translation>
    </message>
    <message>
        <source>Odds column {column} (ODD-1)</source>
        <translation>Колонка соотношения {column} (ODD-1)</translation>
    </message>
    <message>
        <source>Die roll {face} of d{sides}</source>
        <translation>Бросок {face} на d{sides}</translation>
    </message>
</context>
<context>
    <name>LayoutDialog</name>
    <message>
        <source>Table layout</source>
        <translation>Устройство таблицы</translation>
    </message>
    <message>
        <source>Odds columns, low to high:</source>
        <translation>Колонки соотношений, от меньшего к большему:</translation>
    </message>
    <message>
        <source>Die:</source>
        <translation>Кубик:</translation>
    </message>
</context>
<context>
    <name>OddsCsv</name>
    <message>
        <source>The file is too large for a combat results table (more than {limit} characters).</source>
        <extracomment>A table of 100 faces x 40 columns of 16-character codes is under 70,000 characters. What a spreadsheet may run as a formula when a cell starts with it.</extracomment>
        <translation>Файл слишком велик для таблицы результатов боя (больше {limit} символов).</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <source>The file has more rows than a combat results table: a header row, then one row per die face, {limit} at most.</source>
        <translation>В файле больше строк, чем в таблице результатов боя: строка заголовка и по строке на каждую грань кубика, не больше {limit}.</translation>
    </message>
    <message>
        <source>Row {line} has more cells than a combat results table has columns ({limit} odds columns at most).</source>
        <translation>В строке {line} больше ячеек, чем колонок может быть в таблице результатов боя (не больше {limit} колонок соотношений).</translation>
    </message>
    <message>
        <source>Not a CSV file: {reason}</source>
        <translation>Это не CSV-файл: {reason}</translation>
    </message>
    <message>
        <source>The file holds no cells, only separators: it is not a table.</source>
        <translation>В файле нет ячеек, только разделители: это не таблица.</translation>
    </message>
    <message>
        <source>Row 1 must list the odds columns after the first cell.</source>
        <translation>Строка 1 должна перечислять колонки соотношений после первой ячейки.</translation>
    </message>
    <message>
        <source>Row 1: “{column}” is not an odds column like 2-1 or 1-3.</source>
        <translation>Строка 1: «{column}» — не колонка соотношения вроде 2-1 или 1-3.</translation>
    </message>
    <message>
        <source>Row 1: the columns must differ and go from low to high odds (1-3 … 6-1).</source>
        <translation>Строка 1: колонки должны различаться и идти от меньшего соотношения к большему (1-3 … 6-1).</translation>
    </message>
    <message>
        <source>A table needs a row for each die face (at least 2).</source>
        <translation>Таблице нужна строка на каждую грань кубика (не меньше 2).</translation>
    </message>
    <message>
        <source>Row {line}: the first cell must be the die face {face}, found “{text}”.</source>
        <translation>Строка {line}: первая ячейка должна быть гранью кубика {face}, а найдено «{text}».</translation>
    </message>
    <message>
        <source>Row {line} has {found} result codes; the table has {count} columns.</source>
        <translation>В строке {line} кодов результата: {found}; колонок в таблице: {count}.</translation>
    </message>
    <message>
        <source>Row {line}: “{code}” is longer than {limit} characters.</source>
        <translation>Строка {line}: «{code}» длиннее {limit} символов.</translation>
    </message>
    <message>
        <source>Row {line}: a result code holds a control character (U+{code}); result codes are plain text.</source>
        <translation>Строка {line}: код результата содержит управляющий символ (U+{code}); коды результатов — обычный текст.</translation>
    </message>
    <message>
        <source>The table is empty: no result codes.</source>
        <translation>Таблица пуста: нет кодов результата.</translation>
    </message>
    <message>
        <source>Cannot read {path}: {reason}</source>
        <translation>Не удалось прочитать {path}: {reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no cells.</source>
        <translation>В буфере обмена нет ячеек.</translation>
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
        <translation>атакует</translation>
    </message>
    <message>
        <source>bombards</source>
        <translation>обстреливает</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>обороняется</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Часть</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Вклад</translation>
    </message>
    <message>
        <source>{side} · attack factor {attack}, defence factor {defence}</source>
        <translation>{side} · сила атаки {attack}, сила обороны {defence}</translation>
    </message>
    <message>
        <source>Artillery: may bombard, its attack factor halved, rounded up (ODD-3)</source>
        <translation>Артиллерия: может обстреливать, сила атаки делится пополам с округлением вверх (ODD-3)</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Сдвиг</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>{code}: rolls {faces} on a d{sides} — exact chance {fraction}</source>
        <translation>{code}: броски {faces} на d{sides} — точный шанс {fraction}</translation>
    </message>
    <message>
        <source>Roll {face}: {code} (was {original}) — house rule, ODD-2</source>
        <translation>Бросок {face}: {code} (было {original}) — домашнее правило, ODD-2</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Used in the table but not explained yet</source>
        <translation>Используется в таблице, но ещё не объяснён</translation>
    </message>
</context>
<context>
    <name>OddsStrings</name>
    <message>
        <source>Attack strength (typed)</source>
        <translation>Сила атаки (введена)</translation>
    </message>
    <message>
        <source>Defence strength (typed)</source>
        <translation>Сила обороны (введена)</translation>
    </message>
    <message>
        <source>Column shift: {reason}</source>
        <translation>Сдвиг колонки: {reason}</translation>
    </message>
    <message>
        <source>{name}: defence factor</source>
        <translation>{name}: сила обороны</translation>
    </message>
    <message>
        <source>{name}: attack factor</source>
        <translation>{name}: сила атаки</translation>
    </message>
    <message>
        <source>{name}: attack {factor} halved, rounded up (ODD-3)</source>
        <translation>{name}: атака {factor} пополам, с округлением вверх (ODD-3)</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>атаки</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>обороны</translation>
    </message>
    <message>
        <source>No combat results table: add one, load the sample or import a CSV file.</source>
        <translation>Нет таблицы результатов боя: создайте её, добавьте образец или импортируйте CSV-файл.</translation>
    </message>
    <message>
        <source>That combat results table is no longer in the game.</source>
        <translation>Этой таблицы результатов боя больше нет в игре.</translation>
    </message>
    <message>
        <source>The stored table “{name}” cannot be read: its rows do not fit its die and columns.</source>
        <translation>Сохранённую таблицу «{name}» нельзя прочитать: её строки не соответствуют кубику и колонкам.</translation>
    </message>
    <message>
        <source>The table is empty: fill in its cells first.</source>
        <translation>Таблица пуста: сначала заполните её ячейки.</translation>
    </message>
    <message>
        <source>A unit of this combat is no longer in the game.</source>
        <translation>Одной из частей этого боя больше нет в игре.</translation>
    </message>
    <message>
        <source>{name} is not artillery: only artillery bombards.</source>
        <translation>{name} — не артиллерия: обстреливать может только артиллерия.</translation>
    </message>
    <message>
        <source>{name} cannot take two parts in one combat.</source>
        <translation>{name} не может иметь две роли в одном бою.</translation>
    </message>
    <message>
        <source>Type a strength or pick units, not both.</source>
        <translation>Введите силу или выберите части, но не то и другое.</translation>
    </message>
    <message>
        <source>Enter the attack strength or pick attacking units.</source>
        <translation>Введите силу атаки или выберите атакующие части.</translation>
    </message>
    <message>
        <source>Enter the defence strength or pick defending units.</source>
        <translation>Введите силу обороны или выберите обороняющиеся части.</translation>
    </message>
    <message>
        <source>{name}: its {what} factor must be at least 1, got {value}.</source>
        <translation>{name}: сила {what} должна быть не меньше 1, а не {value}.</translation>
    </message>
    <message>
        <source>The {what} strength must be at least 1, got {value}.</source>
        <translation>Сила {what} должна быть не меньше 1, а не {value}.</translation>
    </message>
    <message>
        <source>A column shift of 0 changes nothing.</source>
        <translation>Сдвиг колонки на 0 ничего не меняет.</translation>
    </message>
    <message>
        <source>Give the column shift a reason (terrain, leader…).</source>
        <translation>Укажите причину сдвига колонки (местность, командир…).</translation>
    </message>
    <message>
        <source>{what}: type a whole number, not “{text}” (ODD-1).</source>
        <translation>{what}: введите целое число, а не «{text}» (ODD-1).</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Оборона</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>свежий</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>расстроен</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>сломлен</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожен</translation>
    </message>
</context>
<context>
    <name>OddsWindow</name>
    <message>
        <source>This game&apos;s ruleset switches the defender&apos;s CRT changes off (ODD-2).</source>
        <translation>Свод правил этой игры отключает изменения таблицы в пользу обороняющегося (ODD-2).</translation>
    </message>
    <message>
        <source>Column 2-1 roll 3, 3-1 roll 4, 4-1 roll 5 read “No effect” (ODD-2).</source>
        <translation>Колонка 2-1 бросок 3, 3-1 бросок 4, 4-1 бросок 5 дают «Без эффекта» (ODD-2).</translation>
    </message>
    <message>
        <source>New combat results table</source>
        <translation>Новая таблица результатов боя</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Новая таблица</translation>
    </message>
    <message>
        <source>Name of the table:</source>
        <translation>Название таблицы:</translation>
    </message>
    <message>
        <source>Rename table</source>
        <translation>Переименовать таблицу</translation>
    </message>
    <message>
        <source>Delete table {name}</source>
        <translation>Удалить таблицу {name}</translation>
    </message>
    <message>
        <source>Change table layout</source>
        <translation>Изменить устройство таблицы</translation>
    </message>
    <message>
        <source>House rule ODD-2 on</source>
        <translation>Домашнее правило ODD-2 включено</translation>
    </message>
    <message>
        <source>House rule ODD-2 off</source>
        <translation>Домашнее правило ODD-2 выключено</translation>
    </message>
    <message>
        <source>Cannot import {file}: {reason}</source>
        <translation>Не удалось импортировать {file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}</source>
        <translation>Не удалось записать {file}: {reason}</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>Экспортировано в {file}</translation>
    </message>
    <message>
        <source>Import a table</source>
        <translation>Импорт таблицы</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Экспорт таблицы</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Бой по соотношению сил</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Таблица:</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Новая…</translation>
    </message>
    <message>
        <source>A new, empty combat results table</source>
        <translation>Новая пустая таблица результатов боя</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Columns…</source>
        <translation>Колонки…</translation>
    </message>
    <message>
        <source>The table&apos;s odds columns and its die</source>
        <translation>Колонки соотношений и кубик таблицы</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Импорт CSV…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Образец</translation>
    </message>
    <message>
        <source>Add the sample table: made-up values, not a published table</source>
        <translation>Добавить образец: выдуманные значения, не опубликованная таблица</translation>
    </message>
    <message>
        <source>House rule: defender&apos;s CRT changes (ODD-2)</source>
        <translation>Домашнее правило: изменения таблицы в пользу обороняющегося (ODD-2)</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Бой</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Таблица</translation>
    </message>
</context>
</TS>
