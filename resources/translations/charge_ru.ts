<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ChargeWindow</name>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Declare a charge (CHG-2..5)</source>
        <translation>Объявить натиск (CHG-2..5)</translation>
    </message>
    <message>
        <source>Declared charges, in the order rolled (CHG-1)</source>
        <translation>Объявленные натиски в порядке бросков (CHG-1)</translation>
    </message>
    <message>
        <source>Charger:</source>
        <translation>В натиск идёт:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Добавить цель</translation>
    </message>
    <message>
        <source>Use the battlefield selection</source>
        <translation>Взять выбор с поля боя</translation>
    </message>
    <message>
        <source>The current unit charges; the selected enemy units are its targets</source>
        <translation>В натиск идёт текущий отряд; выбранные вражеские отряды — его цели</translation>
    </message>
    <message>
        <source>Remove target</source>
        <translation>Убрать цель</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Объявить</translation>
    </message>
    <message>
        <source>Reaches every target (CHG-4):</source>
        <translation>Дойдёт до всех целей (CHG-4):</translation>
    </message>
    <message>
        <source>Reaches at least one (CHG-4):</source>
        <translation>Дойдёт хотя бы до одной (CHG-4):</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Typed (wins)</source>
        <translation>Введено (главнее)</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Нужно</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>The distance the players measured on the table; it wins (CHG-5)</source>
        <translation>Расстояние, измеренное игроками на столе; оно главнее (CHG-5)</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Clear rolled</source>
        <translation>Убрать брошенные</translation>
    </message>
    <message>
        <source>Roll next charge</source>
        <translation>Бросить следующий натиск</translation>
    </message>
    <message>
        <source>Roll the first charge still pending (Ctrl+Enter)</source>
        <translation>Бросить первый ещё не брошенный натиск (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>The charge was undone: it is pending again.</source>
        <translation>Натиск отменён: он снова ожидает броска.</translation>
    </message>
    <message>
        <source>— choose the charging unit —</source>
        <translation>— выберите отряд, идущий в натиск —</translation>
    </message>
    <message>
        <source>Select the charger and its targets on the battlefield.</source>
        <translation>Выберите на поле боя отряд, идущий в натиск, и его цели.</translation>
    </message>
    <message>
        <source>{unit} has no order token yet: only a regiment with an Attack token may charge (CMD-1).</source>
        <translation>У отряда «{unit}» ещё нет жетона приказа: идти в натиск может только полк с жетоном «Атака» (CMD-1).</translation>
    </message>
    <message>
        <source>{unit} carries a {token} token: only a regiment with an Attack token may charge (CMD-1).</source>
        <translation>У отряда «{unit}» жетон «{token}»: идти в натиск может только полк с жетоном «Атака» (CMD-1).</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>недостижимо</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>{n}+</source>
        <translation>{n}+</translation>
    </message>
    <message>
        <source>Distance {d} (CHG-3, {source}) − Movement {m} (CHG-2) = {diff}: needs {n}+ on {dice}; exact chance {p}</source>
        <translation>Расстояние {d} (CHG-3, {source}) − Движение {m} (CHG-2) = {diff}: нужно {n}+ на {dice}; точный шанс {p}</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>введено</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>измерено</translation>
    </message>
    <message>
        <source>Not on the battlefield: type the distance measured (CHG-5)</source>
        <translation>Нет на поле боя: введите измеренное расстояние (CHG-5)</translation>
    </message>
    <message>
        <source>Type the distance measured on the table (CHG-5)</source>
        <translation>Введите расстояние, измеренное на столе (CHG-5)</translation>
    </message>
    <message>
        <source>Movement {m} + {dice} (CHG-2)</source>
        <translation>Движение {m} + {dice} (CHG-2)</translation>
    </message>
    <message>
        <source>the highest of 2D6</source>
        <translation>наибольший из 2D6</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>3D6, the lowest dropped</source>
        <translation>3D6 без наименьшего</translation>
    </message>
    <message>
        <source>D6</source>
        <translation>D6</translation>
    </message>
    <message>
        <source>“{text}” is not a distance: type a number ≥ 0.</source>
        <translation>«{text}» — не расстояние: введите число ≥ 0.</translation>
    </message>
    <message>
        <source>Choose a charger and at least one target.</source>
        <translation>Выберите отряд, идущий в натиск, и хотя бы одну цель.</translation>
    </message>
    <message>
        <source>A target is not on the battlefield: type its distance (CHG-5).</source>
        <translation>Цели нет на поле боя: введите расстояние до неё (CHG-5).</translation>
    </message>
    <message>
        <source>{unit} has already declared a charge.</source>
        <translation>Отряд «{unit}» уже объявил натиск.</translation>
    </message>
    <message>
        <source>{unit}&apos;s charge declared.</source>
        <translation>Натиск отряда «{unit}» объявлен.</translation>
    </message>
    <message>
        <source>reached {targets}</source>
        <translation>дошёл до: {targets}</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>не удался</translation>
    </message>
    <message>
        <source>(one target: resolved together, CHG-1)</source>
        <translation>(общая цель: разрешаются вместе, CHG-1)</translation>
    </message>
    <message>
        <source>Charge: {unit}</source>
        <translation>Натиск: {unit}</translation>
    </message>
    <message>
        <source>{unit}: Movement {m} + {dice_rule} [{dice}] = range {range}.</source>
        <translation>{unit}: Движение {m} + {dice_rule} [{dice}] = дальность {range}.</translation>
    </message>
    <message>
        <source>Reached: {targets}.</source>
        <translation>Достигнуты: {targets}.</translation>
    </message>
    <message>
        <source>Not reached: {targets}.</source>
        <translation>Не достигнуты: {targets}.</translation>
    </message>
    <message>
        <source>The charge fails (CHG-4).</source>
        <translation>Натиск не удался (CHG-4).</translation>
    </message>
</context>
</TS>
