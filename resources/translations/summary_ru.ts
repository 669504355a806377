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
        <source>Tokens placed</source>
        <translation>Жетоны выставлены</translation>
    </message>
    <message>
        <source>Token change</source>
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
        <source>Break test</source>
        <translation>Проверка стойкости</translation>
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
        <source>Figures turn</source>
        <translation>Поворот фигур</translation>
    </message>
    <message>
        <source>Gladiator attack</source>
        <translation>Атака гладиатора</translation>
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
        <source>highest of 2d6</source>
        <translation>большее из 2d6</translation>
    </message>
    <message>
        <source>sum of 2d6</source>
        <translation>сумма 2d6</translation>
    </message>
    <message>
        <source>best two of 3d6</source>
        <translation>два лучших из 3d6</translation>
    </message>
    <message>
        <source>one d6</source>
        <translation>один d6</translation>
    </message>
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
        <source>Both sides</source>
        <translation>Обе стороны</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>unit {id}</source>
        <translation>часть {id}</translation>
    </message>
    <message>
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
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
        <source>distance {distance} {unit} ({source}), difficulty {difficulty}, needs {needed}+</source>
        <translation>расстояние {distance} {unit} ({source}), сложность {difficulty}, нужно {needed}+</translation>
    </message>
    <message>
        <source>d20: {faces}</source>
        <translation>d20: {faces}</translation>
    </message>
    <message>
        <source>passed: {token}</source>
        <translation>успех: {token}</translation>
    </message>
    <message>
        <source>failed: stays {token}</source>
        <translation>провал: остаётся {token}</translation>
    </message>
    <message>
        <source>automatic: with the commander-in-chief</source>
        <translation>автоматически: с главнокомандующим</translation>
    </message>
    <message>
        <source>automatic: full command group</source>
        <translation>автоматически: полная командная группа</translation>
    </message>
    <message>
        <source>{count} placed</source>
        <translation>выставлено: {count}</translation>
    </message>
    <message>
        <source>token {token}, enemy directly in front: {front}</source>
        <translation>жетон {token}, враг прямо впереди: {front}</translation>
    </message>
    <message>
        <source>no change: {token}</source>
        <translation>без изменений: {token}</translation>
    </message>
    <message>
        <source>{target} at {distance} {unit}</source>
        <translation>{target} в {distance} {unit}</translation>
    </message>
    <message>
        <source>targets: {targets}</source>
        <translation>цели: {targets}</translation>
    </message>
    <message>
        <source>movement {movement} {unit}, dice: {rule}</source>
        <translation>движение {movement} {unit}, кубики: {rule}</translation>
    </message>
    <message>
        <source>range {range} {unit}</source>
        <translation>дальность {range} {unit}</translation>
    </message>
    <message>
        <source>reached: {units}</source>
        <translation>достигнуты: {units}</translation>
    </message>
    <message>
        <source>failed: {units}</source>
        <translation>не достигнуты: {units}</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>раунд {round}</translation>
    </message>
    <message>
        <source>(with {units})</source>
        <translation>(с {units})</translation>
    </message>
    <message>
        <source>{dice}d6 at {needed}+</source>
        <translation>{dice}d6 на {needed}+</translation>
    </message>
    <message>
        <source>bonus +{bonus}</source>
        <translation>бонус +{bonus}</translation>
    </message>
    <message>
        <source>A wins:&lt;br&gt;{p}</source>
        <translation>победа A:&lt;br&gt;{p}</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>{unit} wins</source>
        <translation>побеждает {unit}</translation>
    </message>
    <message>
        <source>hits {a}–{b}, score {sa}–{sb}</source>
        <translation>попадания {a}–{b}, счёт {sa}–{sb}</translation>
    </message>
    <message>
        <source>attack {attack} : defence {defence} → column {column}</source>
        <translation>атака {attack} : оборона {defence} → колонка {column}</translation>
    </message>
    <message>
        <source>attackers: {units}</source>
        <translation>атакуют: {units}</translation>
    </message>
    <message>
        <source>defenders: {units}</source>
        <translation>обороняются: {units}</translation>
    </message>
    <message>
        <source>shifts: {shifts}</source>
        <translation>сдвиги: {shifts}</translation>
    </message>
    <message>
        <source>this result:&lt;br&gt;{p}</source>
        <translation>этот итог:&lt;br&gt;{p}</translation>
    </message>
    <message>
        <source>defence factor {factor}</source>
        <translation>фактор защиты {factor}</translation>
    </message>
    <message>
        <source>D3 = {d3}, may move {allowance}</source>
        <translation>D3 = {d3}, может пройти {allowance}</translation>
    </message>
    <message>
        <source>on {target} ({arc}), defence factor {factor}</source>
        <translation>на {target} ({arc}), фактор защиты {factor}</translation>
    </message>
    <message>
        <source>attack dice {attack}, defence dice {defence}, bonus {bonus}</source>
        <translation>кубики атаки {attack}, кубики защиты {defence}, бонус {bonus}</translation>
    </message>
    <message>
        <source>attack: {a}&lt;br&gt;defence: {d}</source>
        <translation>атака: {a}&lt;br&gt;защита: {d}</translation>
    </message>
    <message>
        <source>{attack} v {defence}: {verdict}</source>
        <translation>{attack} против {defence}: {verdict}</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>попадание</translation>
    </message>
    <message>
        <source>parried</source>
        <translation>отбито</translation>
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
        <source>from {start} to {end}, hexes moved: {steps}</source>
        <translation>из {start} в {end}, пройдено гексов: {steps}</translation>
    </message>
    <message>
        <source>faces {facing}</source>
        <translation>лицом на {facing}</translation>
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
