<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
    <context>
        <name>OobDelegate</name>
        <message>
            <source>— no token —</source>
            <translation>— без жетона —</translation>
        </message>
    </context>
    <context>
        <name>OobEdits</name>
        <message>
            <source>Edit unit</source>
            <translation>Изменить отряд</translation>
        </message>
        <message>
            <source>Rename formation</source>
            <translation>Переименовать соединение</translation>
        </message>
        <message>
            <source>Rename side</source>
            <translation>Переименовать сторону</translation>
        </message>
        <message>
            <source>{field}: the value was refused.
{reason}</source>
            <translation>{field}: значение отклонено.
{reason}</translation>
        </message>
        <message>
            <source>Move units</source>
            <translation>Переместить отряды</translation>
        </message>
        <message>
            <source>Move unit</source>
            <translation>Переместить отряд</translation>
        </message>
        <message>
            <source>Move formation</source>
            <translation>Переместить соединение</translation>
        </message>
    </context>
    <context>
        <name>OobModel</name>
        <message>
            <source>Name</source>
            <extracomment>Roles a view asks for that no row answers (size hints, check states, backgrounds...).</extracomment>
            <translation>Название</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Тип</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Размер</translation>
        </message>
        <message>
            <source>Formation</source>
            <translation>Строй</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Состояние</translation>
        </message>
        <message>
            <source>Token</source>
            <translation>Жетон</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Движ.</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Кубы</translation>
        </message>
        <message>
            <source>Cas.</source>
            <translation>Потери</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>Ком. гр.</translation>
        </message>
        <message>
            <source>C-in-C</source>
            <translation>Главн.</translation>
        </message>
        <message>
            <source>Side, formation or unit name</source>
            <translation>Название стороны, соединения или отряда</translation>
        </message>
        <message>
            <source>Unit type (formation kind for formations)</source>
            <translation>Тип отряда (для соединений — вид соединения)</translation>
        </message>
        <message>
            <source>Size class (MEL-1: large +2 dice, small −2, tiny 1 die)</source>
            <translation>Класс размера (MEL-1: большой +2 куба, малый −2, крошечный 1 куб)</translation>
        </message>
        <message>
            <source>The unit's formation: line, column, skirmish…</source>
            <translation>Строй отряда: линия, колонна, рассыпной…</translation>
        </message>
        <message>
            <source>Status: fresh, disordered, broken or destroyed</source>
            <translation>Состояние: свежий, расстроен, сломлен или уничтожен</translation>
        </message>
        <message>
            <source>Order token (CMD-1): defence, move or attack</source>
            <translation>Жетон приказа (CMD-1): оборона, движение или атака</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Движение</translation>
        </message>
        <message>
            <source>Melee dice of the profile (MEL-1)</source>
            <translation>Кубы рукопашной по профилю (MEL-1)</translation>
        </message>
        <message>
            <source>Casualties (MEL-11)</source>
            <translation>Потери (MEL-11)</translation>
        </message>
        <message>
            <source>Command group: commander, standard-bearer, musician (CMD-4, CMD-6)</source>
            <translation>Командная группа: командир, знаменосец, музыкант (CMD-4, CMD-6)</translation>
        </message>
        <message>
            <source>The commander-in-chief is with this unit (CMD-4)</source>
            <translation>Главнокомандующий находится при этом отряде (CMD-4)</translation>
        </message>
        <message>
            <source>C</source>
            <comment>commander initial</comment>
            <translation>К</translation>
        </message>
        <message>
            <source>S</source>
            <comment>standard-bearer initial</comment>
            <translation>З</translation>
        </message>
        <message>
            <source>M</source>
            <comment>musician initial</comment>
            <translation>М</translation>
        </message>
        <message>
            <source>Commander-in-chief</source>
            <translation>Главнокомандующий</translation>
        </message>
        <message>
            <source>Reckless (CMD-8)</source>
            <translation>Безрассудный (CMD-8)</translation>
        </message>
        <message>
            <source>Not on the table</source>
            <translation>Не на столе</translation>
        </message>
        <message>
            <source>Order token (CMD-1): {token}</source>
            <translation>Жетон приказа (CMD-1): {token}</translation>
        </message>
        <message>
            <source>commander</source>
            <translation>командир</translation>
        </message>
        <message>
            <source>standard-bearer</source>
            <translation>знаменосец</translation>
        </message>
        <message>
            <source>musician</source>
            <translation>музыкант</translation>
        </message>
        <message>
            <source>Command group: {count} of 3</source>
            <translation>Командная группа: {count} из 3</translation>
        </message>
        <message>
            <source>Full group: the token changes without a test (CMD-4)</source>
            <translation>Полная группа: жетон меняется без проверки (CMD-4)</translation>
        </message>
        <message>
            <source>Control difficulty −{bonus} (CMD-6)</source>
            <translation>Сложность контроля −{bonus} (CMD-6)</translation>
        </message>
        <message numerus="yes">
            <source>{kind} · %n unit(s)</source>
            <translation>
                <numerusform>{kind} · %n отряд</numerusform>
                <numerusform>{kind} · %n отряда</numerusform>
                <numerusform>{kind} · %n отрядов</numerusform>
            </translation>
        </message>
        <message>
            <source>Side</source>
            <translation>Сторона</translation>
        </message>
        <message>
            <source>No commander-in-chief yet</source>
            <translation>Главнокомандующий ещё не назначен</translation>
        </message>
        <message>
            <source>Commander-in-chief: {name}, with {unit}</source>
            <translation>Главнокомандующий: {name}, при отряде «{unit}»</translation>
        </message>
        <message>
            <source>Commander-in-chief: {name}, standing alone</source>
            <translation>Главнокомандующий: {name}, стоит отдельно</translation>
        </message>
        <message>
            <source>Melee dice</source>
            <translation>Кубы рукопашной</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>Потери</translation>
        </message>
        <message>
            <source>To hit</source>
            <translation>Попадание</translation>
        </message>
        <message>
            <source>Attack factor</source>
            <translation>Фактор атаки</translation>
        </message>
        <message>
            <source>Defence factor</source>
            <translation>Фактор обороны</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Заметки</translation>
        </message>
    </context>
    <context>
        <name>OobActions</name>
        <message>
            <source>Add unit</source>
            <translation>Добавить отряд</translation>
        </message>
        <message>
            <source>Add formation</source>
            <translation>Добавить соединение</translation>
        </message>
        <message>
            <source>Duplicate unit</source>
            <translation>Дублировать отряд</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Удалить</translation>
        </message>
        <message>
            <source>Set as commander-in-chief's unit</source>
            <translation>Сделать отрядом главнокомандующего</translation>
        </message>
        <message>
            <source>Reckless</source>
            <translation>Безрассудный</translation>
        </message>
        <message>
            <source>Rename</source>
            <translation>Переименовать</translation>
        </message>
        <message>
            <source>The commander-in-chief joins this unit (CMD-4: its token changes at once)</source>
            <translation>Главнокомандующий присоединяется к этому отряду (CMD-4: его жетон меняется сразу)</translation>
        </message>
        <message>
            <source>Mark or clear a reckless regiment (CMD-8)</source>
            <translation>Отметить полк безрассудным или снять отметку (CMD-8)</translation>
        </message>
        <message>
            <source>New unit</source>
            <translation>Новый отряд</translation>
        </message>
        <message>
            <source>New brigade</source>
            <translation>Новая бригада</translation>
        </message>
        <message numerus="yes">
            <source>Delete %n item(s)</source>
            <translation>
                <numerusform>Удалить %n элемент</numerusform>
                <numerusform>Удалить %n элемента</numerusform>
                <numerusform>Удалить %n элементов</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete unit</source>
            <translation>Удалить отряд</translation>
        </message>
        <message>
            <source>Delete formation</source>
            <translation>Удалить соединение</translation>
        </message>
        <message numerus="yes">
            <source>{name} appears in %n event(s) of the turn log.</source>
            <translation>
                <numerusform>«{name}» упоминается в %n событии журнала хода.</numerusform>
                <numerusform>«{name}» упоминается в %n событиях журнала хода.</numerusform>
                <numerusform>«{name}» упоминается в %n событиях журнала хода.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} holds %n unit(s): they are deleted with it.</source>
            <translation>
                <numerusform>В «{name}» %n отряд: он будет удалён вместе с ним.</numerusform>
                <numerusform>В «{name}» %n отряда: они будут удалены вместе с ним.</numerusform>
                <numerusform>В «{name}» %n отрядов: они будут удалены вместе с ним.</numerusform>
            </translation>
        </message>
        <message>
            <source>Delete anyway? (Undo brings it back.)</source>
            <translation>Всё равно удалить? (Отмена вернёт всё обратно.)</translation>
        </message>
        <message>
            <source>Set commander-in-chief</source>
            <translation>Назначить главнокомандующего</translation>
        </message>
        <message>
            <source>Mark reckless</source>
            <translation>Отметить безрассудным</translation>
        </message>
        <message>
            <source>Clear reckless</source>
            <translation>Снять отметку «безрассудный»</translation>
        </message>
    </context>
    <context>
        <name>OrderOfBattleWidget</name>
        <message>
            <source>Order of battle</source>
            <translation>Боевой порядок</translation>
        </message>
        <message>
            <source>Filter units</source>
            <translation>Фильтр отрядов</translation>
        </message>
        <message>
            <source>Filter units (Ctrl+F)</source>
            <translation>Фильтр отрядов (Ctrl+F)</translation>
        </message>
    </context>
    <context>
        <name>UnitDetailPanel</name>
        <message>
            <source>Type</source>
            <translation>Тип</translation>
        </message>
        <message>
            <source>Size class</source>
            <translation>Класс размера</translation>
        </message>
        <message>
            <source>Formation</source>
            <translation>Строй</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Состояние</translation>
        </message>
        <message>
            <source>Token</source>
            <translation>Жетон</translation>
        </message>
        <message>
            <source>Movement</source>
            <translation>Движение</translation>
        </message>
        <message>
            <source>Melee dice</source>
            <translation>Кубы рукопашной</translation>
        </message>
        <message>
            <source>Casualties</source>
            <translation>Потери</translation>
        </message>
        <message>
            <source>On the table</source>
            <translation>На столе</translation>
        </message>
        <message>
            <source>C-in-C</source>
            <translation>Главнокомандующий</translation>
        </message>
        <message>
            <source>To hit</source>
            <translation>Попадание</translation>
        </message>
        <message>
            <source>Attack factor</source>
            <translation>Фактор атаки</translation>
        </message>
        <message>
            <source>Defence factor</source>
            <translation>Фактор обороны</translation>
        </message>
        <message>
            <source>The d6 roll needed to hit, 2..6 (MEL-3)</source>
            <translation>Нужный для попадания бросок d6, 2..6 (MEL-3)</translation>
        </message>
        <message>
            <source>Reckless (CMD-8)</source>
            <translation>Безрассудный (CMD-8)</translation>
        </message>
        <message>
            <source>Command group (CMD-4, CMD-6)</source>
            <translation>Командная группа (CMD-4, CMD-6)</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Командир</translation>
        </message>
        <message>
            <source>Standard-bearer</source>
            <translation>Знаменосец</translation>
        </message>
        <message>
            <source>Musician</source>
            <translation>Музыкант</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Заметки:</translation>
        </message>
        <message>
            <source>Saved when you leave the box</source>
            <translation>Сохраняется, когда вы покидаете поле</translation>
        </message>
        <message>
            <source>Select a unit to see its details.</source>
            <translation>Выберите отряд, чтобы увидеть подробности.</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Нет</translation>
        </message>
        <message>
            <source>({x}, {y}), facing {facing}°, {width} × {depth}</source>
            <translation>({x}, {y}), направление {facing}°, {width} × {depth}</translation>
        </message>
        <message>
            <source>The commander-in-chief is with this unit</source>
            <translation>Главнокомандующий при этом отряде</translation>
        </message>
        <message>
            <source>Order of battle</source>
            <translation>Боевой порядок</translation>
        </message>
        <message>
            <source>Edit unit</source>
            <translation>Изменить отряд</translation>
        </message>
        <message>
            <source>Mark reckless</source>
            <translation>Отметить безрассудным</translation>
        </message>
        <message>
            <source>Clear reckless</source>
            <translation>Снять отметку «безрассудный»</translation>
        </message>
        <message>
            <source>Edit command group</source>
            <translation>Изменить командную группу</translation>
        </message>
        <message>
            <source>Edit notes</source>
            <translation>Изменить заметки</translation>
        </message>
    </context>
    <context>
        <name>Vocabulary</name>
        <message>
            <source>Infantry</source>
            <translation>Пехота</translation>
        </message>
        <message>
            <source>Pikemen</source>
            <translation>Пикинёры</translation>
        </message>
        <message>
            <source>Cavalry</source>
            <translation>Кавалерия</translation>
        </message>
        <message>
            <source>Artillery</source>
            <translation>Артиллерия</translation>
        </message>
        <message>
            <source>Commander</source>
            <translation>Командующий</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>Прочее</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Большой</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Обычный</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Малый</translation>
        </message>
        <message>
            <source>Tiny</source>
            <translation>Крошечный</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Линия</translation>
        </message>
        <message>
            <source>Column</source>
            <translation>Колонна</translation>
        </message>
        <message>
            <source>March column</source>
            <translation>Походная колонна</translation>
        </message>
        <message>
            <source>Skirmish</source>
            <translation>Рассыпной строй</translation>
        </message>
        <message>
            <source>Hedgehog</source>
            <translation>Ёж</translation>
        </message>
        <message>
            <source>In building</source>
            <translation>В здании</translation>
        </message>
        <message>
            <source>Limbered</source>
            <translation>На передках</translation>
        </message>
        <message>
            <source>Fresh</source>
            <translation>Свежий</translation>
        </message>
        <message>
            <source>Disordered</source>
            <translation>Расстроен</translation>
        </message>
        <message>
            <source>Broken</source>
            <translation>Сломлен</translation>
        </message>
        <message>
            <source>Destroyed</source>
            <translation>Уничтожен</translation>
        </message>
        <message>
            <source>Defence</source>
            <translation>Оборона</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Движение</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation>Атака</translation>
        </message>
        <message>
            <source>Army</source>
            <translation>Армия</translation>
        </message>
        <message>
            <source>Wing</source>
            <translation>Крыло</translation>
        </message>
        <message>
            <source>Corps</source>
            <translation>Корпус</translation>
        </message>
        <message>
            <source>Division</source>
            <translation>Дивизия</translation>
        </message>
        <message>
            <source>Brigade</source>
            <translation>Бригада</translation>
        </message>
        <message>
            <source>Regiment</source>
            <translation>Полк</translation>
        </message>
        <message>
            <source>Battalion</source>
            <translation>Батальон</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Группа</translation>
        </message>
        <message>
            <source>D</source>
            <translation>О</translation>
        </message>
        <message>
            <source>M</source>
            <translation>Д</translation>
        </message>
        <message>
            <source>A</source>
            <translation>А</translation>
        </message>
    </context>
<context>
    <name>Refusals</name>
    <message>
        <source>{casualties} casualties are more than the unit&apos;s {models} models.</source>
        <translation>Потери ({casualties}) больше числа фигур отряда ({models}).</translation>
    </message>
    <message>
        <source>The table changed since this was shown: look again.</source>
        <translation>Стол изменился с тех пор, как это было показано: посмотрите ещё раз.</translation>
    </message>
</context>
</TS>
