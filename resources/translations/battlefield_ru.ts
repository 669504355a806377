<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Battlefield</name>
    <message>
        <source>in</source>
        <translation>дюйм.</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>см</translation>
    </message>
    <message>
        <source>paces</source>
        <translation>шаг.</translation>
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
        <source>Drag to turn the unit (Shift: 15° steps)</source>
        <translation>Тяните, чтобы повернуть отряд (Shift: шаг 15°)</translation>
    </message>
    <message>
        <source>{name} (commander-in-chief)</source>
        <translation>{name} (главнокомандующий)</translation>
    </message>
    <message>
        <source>blocks the view</source>
        <translation>закрывает обзор</translation>
    </message>
    <message>
        <source>does not block the view</source>
        <translation>не закрывает обзор</translation>
    </message>
    <message>
        <source>&gt; 0 %</source>
        <translation>&gt; 0 %</translation>
    </message>
    <message>
        <source>≥ {percent}</source>
        <translation>≥ {percent}</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Фронт</translation>
    </message>
    <message>
        <source>Left flank</source>
        <translation>Левый фланг</translation>
    </message>
    <message>
        <source>Right flank</source>
        <translation>Правый фланг</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Тыл</translation>
    </message>
    <message>
        <source>Support {d} {unit} (MEL-5)</source>
        <translation>Поддержка {d} {unit} (MEL-5)</translation>
    </message>
</context>
<context>
    <name>BattlefieldScene</name>
    <message>
        <source>Front quarter</source>
        <translation>Фронтальная четверть</translation>
    </message>
    <message>
        <source>Flank quarters</source>
        <translation>Фланговые четверти</translation>
    </message>
    <message>
        <source>Rear quarter</source>
        <translation>Тыловая четверть</translation>
    </message>
    <message>
        <source>Support within {d} {unit} (MEL-5)</source>
        <translation>Поддержка в пределах {d} {unit} (MEL-5)</translation>
    </message>
    <message>
        <source>Charge {band}: up to {d} {unit}</source>
        <translation>Натиск {band}: до {d} {unit}</translation>
    </message>
    <message>
        <source>Movement {m:g}</source>
        <translation>Движение {m:g}</translation>
    </message>
    <message>
        <source>{distance} from {unit}, in its {quarter}</source>
        <translation>{distance} от отряда «{unit}», четверть: {quarter}</translation>
    </message>
    <message>
        <source>Move unit</source>
        <translation>Передвинуть отряд</translation>
    </message>
    <message>
        <source>Move {n} pieces</source>
        <translation>Передвинуть фигуры: {n}</translation>
    </message>
    <message>
        <source>Turn unit</source>
        <translation>Повернуть отряд</translation>
    </message>
    <message>
        <source>Terrain {n}</source>
        <translation>Местность {n}</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Добавить местность</translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation>Удалить местность</translation>
    </message>
    <message>
        <source>Edit terrain</source>
        <translation>Изменить местность</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Поставить отряд</translation>
    </message>
    <message>
        <source>Take unit off the table</source>
        <translation>Убрать отряд со стола</translation>
    </message>
</context>
<context>
    <name>BattlefieldView</name>
    <message>
        <source>Drag units to move them; [ and ] turn them (Shift: 1°).</source>
        <extracomment>The view follows resizes by fitting the table (True) or keeps the player&apos;s zoom. The view re-fits the table on every resize until the player zooms or pans; then it keeps their view until Fit table (F, Ctrl+0) brings fitting back.</extracomment>
        <translation>Тяните отряды, чтобы передвинуть; [ и ] поворачивают (Shift: 1°).</translation>
    </message>
    <message>
        <source>Drag to measure, or click two units for their edge-to-edge gap.</source>
        <translation>Тяните, чтобы измерить, или щёлкните два отряда — расстояние между краями.</translation>
    </message>
    <message>
        <source>Click the corners of the terrain piece; Enter closes it, Esc cancels.</source>
        <translation>Щёлкайте углы участка местности; Enter замыкает, Esc отменяет.</translation>
    </message>
    <message>
        <source>Now click the second unit.</source>
        <translation>Теперь щёлкните второй отряд.</translation>
    </message>
    <message>
        <source>A terrain piece needs at least 3 corners.</source>
        <translation>Участку местности нужно не меньше 3 углов.</translation>
    </message>
    <message>
        <source>Turn left 15°</source>
        <translation>Повернуть влево на 15°</translation>
    </message>
    <message>
        <source>Turn right 15°</source>
        <translation>Повернуть вправо на 15°</translation>
    </message>
    <message>
        <source>Take off the table</source>
        <translation>Убрать со стола</translation>
    </message>
    <message>
        <source>Blocks the view</source>
        <translation>Закрывает обзор</translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation>Удалить местность</translation>
    </message>
    <message>
        <source>Place unit here</source>
        <translation>Поставить отряд сюда</translation>
    </message>
</context>
<context>
    <name>BattlefieldWidget</name>
    <message>
        <source>Measured: {text}</source>
        <translation>Измерено: {text}</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Поле боя</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Выбор</translation>
    </message>
    <message>
        <source>Select, move and turn units (S)</source>
        <translation>Выбирать, двигать и поворачивать отряды (S)</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Линейка</translation>
    </message>
    <message>
        <source>Measure distances (R)</source>
        <translation>Измерять расстояния (R)</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Draw a terrain piece (T)</source>
        <translation>Нарисовать участок местности (T)</translation>
    </message>
    <message>
        <source>Blocks view</source>
        <translation>Закрывает обзор</translation>
    </message>
    <message>
        <source>New terrain pieces block the view (CMD-8)</source>
        <translation>Новые участки местности закрывают обзор (CMD-8)</translation>
    </message>
    <message>
        <source>Quarters</source>
        <translation>Четверти</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s quarters (MEL-6) (Q)</source>
        <translation>Показать четверти выбранного отряда (MEL-6) (Q)</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s support distance (MEL-5) (U)</source>
        <translation>Показать дистанцию поддержки выбранного отряда (MEL-5) (U)</translation>
    </message>
    <message>
        <source>Charge reach</source>
        <translation>Дальность натиска</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s charge reach (CHG-2, CHG-3) (C)</source>
        <translation>Показать дальность натиска выбранного отряда (CHG-2, CHG-3) (C)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Приблизить</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Приблизить (Ctrl++)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Отдалить</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Отдалить (Ctrl+-)</translation>
    </message>
    <message>
        <source>Fit table</source>
        <translation>Весь стол</translation>
    </message>
    <message>
        <source>Show the whole table and keep it fitted when the window is resized (Ctrl+0, F); zooming or panning keeps your view instead</source>
        <translation>Показать весь стол и подгонять его при изменении размера окна (Ctrl+0, F); после масштабирования или сдвига вид остаётся вашим</translation>
    </message>
</context>
</TS>
