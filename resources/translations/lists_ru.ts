<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ArmyLists</name>
    <message>
        <source>&amp;Import Army List…</source>
        <translation>&amp;Импорт списка армии…</translation>
    </message>
    <message>
        <source>Import a BattleScribe, New Recruit, Old World Builder or CSV army list, or a list as text</source>
        <translation>Импортировать список армии BattleScribe, New Recruit, Old World Builder или CSV либо список текстом</translation>
    </message>
    <message>
        <source>Export Side to CSV…</source>
        <translation>Экспорт стороны в CSV…</translation>
    </message>
    <message>
        <source>Write this side&apos;s order of battle to a CSV file (the columns the import reads)</source>
        <translation>Записать боевой порядок этой стороны в файл CSV (с колонками, которые читает импорт)</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Models remaining of the unit&apos;s strength (casualties count against it)</source>
        <translation>Оставшиеся фигуры из численности отряда (потери вычитаются)</translation>
    </message>
    <message>
        <source>{left} of {strength}</source>
        <translation>{left} из {strength}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Imported profile</source>
        <translation>Импортированный профиль</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>{file} ({system})</source>
        <translation>{file} ({system})</translation>
    </message>
    <message>
        <source>Frontage</source>
        <translation>Фронт</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Change frontage and depth</source>
        <translation>Изменить фронт и глубину</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Поставить отряд</translation>
    </message>
    <message>
        <source>Place {n} units</source>
        <translation>Поставить отряды: {n}</translation>
    </message>
    <message>
        <source>No model left: destroyed</source>
        <translation>Фигур не осталось: уничтожен</translation>
    </message>
    <message>
        <source>Army lists (*.ros *.rosz *.json *.csv *.txt);;BattleScribe rosters (*.ros *.rosz);;New Recruit and Old World Builder (*.json);;CSV (*.csv);;All files (*)</source>
        <translation>Списки армий (*.ros *.rosz *.json *.csv *.txt);;Ростеры BattleScribe (*.ros *.rosz);;New Recruit и Old World Builder (*.json);;CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Import army list</source>
        <translation>Импорт списка армии</translation>
    </message>
    <message>
        <source>Export side to CSV</source>
        <translation>Экспорт стороны в CSV</translation>
    </message>
    <message>
        <source>Exported {count} unit(s) to {file}</source>
        <translation>Экспортировано отрядов: {count}, в {file}</translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation>Не удалось записать {file}: {reason}</translation>
    </message>
    <message>
        <source>Open or create a game first: the list is imported into it.</source>
        <translation>Сначала откройте или создайте игру: список импортируется в неё.</translation>
    </message>
    <message>
        <source>{name} ({type})</source>
        <translation>{name} ({type})</translation>
    </message>
    <message>
        <source>Formation / unit</source>
        <translation>Соединение / отряд</translation>
    </message>
    <message>
        <source>Count from</source>
        <translation>Откуда число</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <source>its model entries</source>
        <translation>записи моделей</translation>
    </message>
    <message>
        <source>the size in its name</source>
        <translation>размер в названии</translation>
    </message>
    <message>
        <source>the size in “{detail}”</source>
        <translation>размер в «{detail}»</translation>
    </message>
    <message>
        <source>its profile: {detail}</source>
        <translation>профиль: {detail}</translation>
    </message>
    <message>
        <source>not stated: one (change it if wrong)</source>
        <translation>не указано: одна (исправьте, если неверно)</translation>
    </message>
    <message>
        <source>the list&apos;s count ({detail})</source>
        <translation>число из списка ({detail})</translation>
    </message>
    <message>
        <source>the count on its line ({detail})</source>
        <translation>число в строке ({detail})</translation>
    </message>
    <message>
        <source>the model lines under it</source>
        <translation>строки моделей под ним</translation>
    </message>
    <message>
        <source>changed by you (the list said {count})</source>
        <translation>изменено вами (в списке: {count})</translation>
    </message>
    <message>
        <source>Double-click a unit&apos;s models to change its count before importing</source>
        <translation>Дважды щёлкните число моделей отряда, чтобы изменить его перед импортом</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>Melee dice (MEL-1)</source>
        <translation>Кубики рукопашной (MEL-1)</translation>
    </message>
    <message>
        <source>To hit (MEL-3)</source>
        <translation>Попадание (MEL-3)</translation>
    </message>
    <message>
        <source>Attack factor</source>
        <translation>Фактор атаки</translation>
    </message>
    <message>
        <source>Defence factor</source>
        <translation>Фактор защиты</translation>
    </message>
    <message>
        <source>Adjutant field</source>
        <translation>Поле Adjutant</translation>
    </message>
    <message>
        <source>Read from</source>
        <translation>Читать из</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Пример</translation>
    </message>
    <message>
        <source>{count} unit(s)</source>
        <translation>отрядов: {count}</translation>
    </message>
    <message>
        <source>Command group: {members}</source>
        <translation>Командная группа: {members}</translation>
    </message>
    <message>
        <source>a list option (no models), not a unit</source>
        <translation>параметр списка (без фигур), не отряд</translation>
    </message>
    <message>
        <source>a manifestation (summoned during the game), not a unit</source>
        <translation>проявление (призывается во время игры), не отряд</translation>
    </message>
    <message>
        <source>a terrain feature, not a unit</source>
        <translation>элемент местности, не отряд</translation>
    </message>
    <message>
        <source>has no models (strength 0)</source>
        <translation>нет фигур (численность 0)</translation>
    </message>
    <message>
        <source>has no models (0)</source>
        <translation>нет фигур (0)</translation>
    </message>
    <message>
        <source>has no unit name</source>
        <translation>нет названия отряда</translation>
    </message>
    <message>
        <source>Skipped entry</source>
        <translation>Пропущенная запись</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>not read: Adjutant&apos;s default</source>
        <translation>не читается: значение Adjutant по умолчанию</translation>
    </message>
    <message>
        <source>{unit}: {raw} → nothing to read</source>
        <translation>{unit}: {raw} → нечего прочитать</translation>
    </message>
    <message>
        <source>{unit}: {raw} → {value}</source>
        <translation>{unit}: {raw} → {value}</translation>
    </message>
    <message>
        <source>no unit has {name}</source>
        <translation>ни у одного отряда нет {name}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>{stat} (higher is better: it cannot fill to hit)</source>
        <translation>{stat} (чем больше, тем лучше: не может задать «попадание»)</translation>
    </message>
    <message>
        <source>{stat} (no Adjutant meaning)</source>
        <translation>{stat} (нет значения в Adjutant)</translation>
    </message>
</context>
<context>
    <name>ImportListDialog</name>
    <message>
        <source>Import army list</source>
        <translation>Импорт списка армии</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Paste List</source>
        <translation>Вставить список</translation>
    </message>
    <message>
        <source>Read a list copied as text (New Recruit, WTC, the Warhammer 40,000 or Age of Sigmar app, ListForge): Ctrl+V</source>
        <translation>Прочитать список, скопированный текстом (New Recruit, WTC, приложения Warhammer 40,000 или Age of Sigmar, ListForge): Ctrl+V</translation>
    </message>
    <message>
        <source>Into which side</source>
        <translation>В какую сторону</translation>
    </message>
    <message>
        <source>A new side:</source>
        <translation>Новая сторона:</translation>
    </message>
    <message>
        <source>An existing side:</source>
        <translation>Существующая сторона:</translation>
    </message>
    <message>
        <source>Add to its units</source>
        <translation>Добавить к её отрядам</translation>
    </message>
    <message>
        <source>Replace its units</source>
        <translation>Заменить её отряды</translation>
    </message>
    <message>
        <source>Its formations and units are deleted first (Undo brings them back)</source>
        <translation>Сначала её соединения и отряды удаляются (Отмена вернёт их)</translation>
    </message>
    <message>
        <source>Profile fields</source>
        <translation>Поля профиля</translation>
    </message>
    <message>
        <source>Which characteristic of the list fills each Adjutant field (double-click to change). Remembered for this game system. The whole profile is kept with each unit.</source>
        <translation>Какая характеристика списка заполняет каждое поле Adjutant (двойной щелчок — изменить). Запоминается для этой игровой системы. Весь профиль сохраняется у каждого отряда.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
    <message>
        <source>Choose a list file (Enter), or paste a list copied as text (Ctrl+V).</source>
        <translation>Выберите файл списка (Enter) или вставьте список, скопированный как текст (Ctrl+V).</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a list.</source>
        <translation>В буфере обмена нет текста, который можно прочитать как список.</translation>
    </message>
    <message>
        <source>(pasted text)</source>
        <translation>(вставленный текст)</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>вставленный текст</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Чтение {file}…</translation>
    </message>
    <message>
        <source>This file cannot be imported.</source>
        <translation>Этот файл нельзя импортировать.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Ничего не изменено.</translation>
    </message>
    <message>
        <source>{name} — {system} ({format}): {formations} formation(s), {units} unit(s), {models} model(s), {points} points</source>
        <translation>{name} — {system} ({format}): соединений {formations}, отрядов {units}, фигур {models}, очков {points}</translation>
    </message>
    <message>
        <source>no game system</source>
        <translation>без игровой системы</translation>
    </message>
    <message>
        <source>Skipped (not imported): {count}</source>
        <translation>Пропущено (не импортируется): {count}</translation>
    </message>
    <message>
        <source>Not read into any field: {stats}</source>
        <translation>Не попали ни в одно поле: {stats}</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Импорт: {name}</translation>
    </message>
    <message>
        <source>The list was not imported.</source>
        <translation>Список не импортирован.</translation>
    </message>
</context>
</TS>
