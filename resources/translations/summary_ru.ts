<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>SummaryActions</name>
    <message>
        <source>Print Pre&amp;view of Turn Summary…</source>
        <translation>Пред&amp;варительный просмотр сводки хода…</translation>
    </message>
    <message>
        <source>&amp;Print Turn Summary…</source>
        <translation>&amp;Печать сводки хода…</translation>
    </message>
    <message>
        <source>Export Turn Summary as P&amp;DF…</source>
        <translation>Экспорт сводки хода в P&amp;DF…</translation>
    </message>
    <message>
        <source>The current turn, a chosen turn or the whole game</source>
        <translation>Текущий ход, выбранный ход или вся игра</translation>
    </message>
    <message>
        <source>Turn summary</source>
        <translation>Сводка хода</translation>
    </message>
    <message>
        <source>Turn summary — print preview</source>
        <translation>Сводка хода — предварительный просмотр</translation>
    </message>
    <message>
        <source>Export turn summary</source>
        <translation>Экспорт сводки хода</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Summary written to {path}</source>
        <translation>Сводка записана в {path}</translation>
    </message>
</context>
<context>
    <name>SummaryScopeDialog</name>
    <message>
        <source>Turn summary</source>
        <translation>Сводка хода</translation>
    </message>
    <message>
        <source>Which turns should the summary show?</source>
        <translation>Какие ходы показать в сводке?</translation>
    </message>
    <message>
        <source>The current turn ({turn})</source>
        <translation>Текущий ход ({turn})</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Ход:</translation>
    </message>
    <message>
        <source>The whole game (order of battle, losses, every turn)</source>
        <translation>Вся игра (боевой порядок, потери, все ходы)</translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <source>Command phase</source>
        <extracomment>The store&apos;s phases in turn order (adjutant.store.models.PHASES; not imported: windows reach the store through services and queries only).</extracomment>
        <translation>Фаза командования</translation>
    </message>
    <message>
        <source>Charge phase</source>
        <translation>Фаза натиска</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Фаза движения</translation>
    </message>
    <message>
        <source>Melee phase</source>
        <translation>Фаза рукопашной</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Конец хода</translation>
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
    <message>
        <source>infantry</source>
        <translation>пехота</translation>
    </message>
    <message>
        <source>pikemen</source>
        <translation>пикинёры</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>кавалерия</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>артиллерия</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>командир</translation>
    </message>
    <message>
        <source>other</source>
        <translation>прочее</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Обе стороны</translation>
    </message>
    <message>
        <source>Luck: no rolls with a chance shown.</source>
        <translation>Удача: бросков с показанным шансом не было.</translation>
    </message>
    <message>
        <source>Luck: {rolls} rolls with a chance shown; successes expected {expected}, achieved {achieved} ({difference}).</source>
        <translation>Удача: бросков с показанным шансом: {rolls}; ожидалось успехов {expected}, получено {achieved} ({difference}).</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
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
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>removed from the order of battle</source>
        <translation>исключена из боевого порядка</translation>
    </message>
    <message>
        <source>(total {total})</source>
        <translation>(всего {total})</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Часть</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Потери</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Ход {turn}</translation>
    </message>
    <message>
        <source>No events were recorded in turn {turn}.</source>
        <translation>За ход {turn} не записано ни одного события.</translation>
    </message>
    <message>
        <source>Units lost, broken or disordered this turn</source>
        <translation>Части, потерянные, разбитые или расстроенные за ход</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <source>The whole game: turns 1 to {last}</source>
        <translation>Вся игра: ходы с 1 по {last}</translation>
    </message>
    <message>
        <source>Nothing was done in turn {turn}.</source>
        <translation>В ходе {turn} ничего не происходило.</translation>
    </message>
    <message>
        <source>Nothing was done in turns {first} to {last}.</source>
        <translation>В ходах с {first} по {last} ничего не происходило.</translation>
    </message>
    <message>
        <source>Final losses</source>
        <translation>Итоговые потери</translation>
    </message>
    <message>
        <source>Formation / unit</source>
        <translation>Соединение / часть</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Род</translation>
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
        <source> v </source>
        <translation> против </translation>
    </message>
    <message>
        <source>Whole game · {sides}</source>
        <translation>Вся игра · {sides}</translation>
    </message>
    <message>
        <source>The battlefield at the end of turn {turn}</source>
        <translation>Поле боя в конце хода {turn}</translation>
    </message>
    <message>
        <source>No unit is on the table.</source>
        <translation>На столе нет ни одной части.</translation>
    </message>
    <message>
        <source>Turn {turn} · {sides}</source>
        <translation>Ход {turn} · {sides}</translation>
    </message>
    <message>
        <source>Adjutant · {game}</source>
        <translation>Adjutant · {game}</translation>
    </message>
    <message>
        <source>Page {page} of {total}</source>
        <translation>Страница {page} из {total}</translation>
    </message>
</context>
</TS>
