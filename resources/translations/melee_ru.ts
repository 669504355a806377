<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>MeleeWindow</name>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>Combat:</source>
        <translation>Бой:</translation>
    </message>
    <message>
        <source>From battlefield</source>
        <translation>С поля боя</translation>
    </message>
    <message>
        <source>The selected units and every enemy touching them (Ctrl+Shift+M)</source>
        <translation>Выбранные части и все враги, касающиеся их (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Закончить бой</translation>
    </message>
    <message>
        <source>A side broke or withdrew: close this combat</source>
        <translation>Одна сторона дрогнула или отошла: закрыть этот бой</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Dice &amp;&amp; support</source>
        <translation>Кубики и поддержка</translation>
    </message>
    <message>
        <source>Odds &amp;&amp; result</source>
        <translation>Шансы и итог</translation>
    </message>
    <message>
        <source>Units engaged (order, status and charging may be corrected for this round)</source>
        <translation>Части в бою (строй, состояние и натиск можно поправить для этого раунда)</translation>
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
        <source>Order</source>
        <translation>Строй</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Charging</source>
        <translation>В натиске</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Добавить часть</translation>
    </message>
    <message>
        <source>Remove unit</source>
        <translation>Убрать часть</translation>
    </message>
    <message>
        <source>Contacts: the side of each unit its enemy touches (MEL-2, MEL-3)</source>
        <translation>Контакты: какой стороны части касается враг (MEL-2, MEL-3)</translation>
    </message>
    <message>
        <source>Unit A</source>
        <translation>Часть A</translation>
    </message>
    <message>
        <source>touches B&apos;s</source>
        <translation>касается у B</translation>
    </message>
    <message>
        <source>Unit B</source>
        <translation>Часть B</translation>
    </message>
    <message>
        <source>touches A&apos;s</source>
        <translation>касается у A</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Add contact</source>
        <translation>Добавить контакт</translation>
    </message>
    <message>
        <source>Remove contact</source>
        <translation>Убрать контакт</translation>
    </message>
    <message>
        <source>Measure contacts</source>
        <translation>Измерить контакты</translation>
    </message>
    <message>
        <source>Read every contact from the battlefield again</source>
        <translation>Заново прочитать все контакты с поля боя</translation>
    </message>
    <message>
        <source>Won the previous round (MEL-3):</source>
        <translation>Выиграл прошлый раунд (MEL-3):</translation>
    </message>
    <message>
        <source>Defender (MEL-10):</source>
        <translation>Обороняющийся (MEL-10):</translation>
    </message>
    <message>
        <source>Attacks: dice (MEL-1, MEL-2) and the roll needed to hit (MEL-3)</source>
        <translation>Атаки: кубики (MEL-1, MEL-2) и бросок для попадания (MEL-3)</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Атакующий</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С какой стороны</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Нужно</translation>
    </message>
    <message>
        <source>Exp. hits</source>
        <translation>Ожид. попад.</translation>
    </message>
    <message>
        <source>To hit (MEL-3)</source>
        <translation>Попадание (MEL-3)</translation>
    </message>
    <message>
        <source>Dice (MEL-1, MEL-2)</source>
        <translation>Кубики (MEL-1, MEL-2)</translation>
    </message>
    <message>
        <source>Support (MEL-5..9): who counts, and why the others do not</source>
        <translation>Поддержка (MEL-5..9): кто засчитан и почему не засчитаны другие</translation>
    </message>
    <message>
        <source>Quarter</source>
        <translation>Сектор</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Расстояние</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Add supporter</source>
        <translation>Добавить поддержку</translation>
    </message>
    <message>
        <source>The players say this unit supports from this quarter (manual)</source>
        <translation>Игроки решили, что эта часть поддерживает из этого сектора (вручную)</translation>
    </message>
    <message>
        <source>Remove supporter</source>
        <translation>Убрать поддержку</translation>
    </message>
    <message>
        <source>As measured</source>
        <translation>Как измерено</translation>
    </message>
    <message>
        <source>Drop the players&apos; override of this unit</source>
        <translation>Отменить ручную правку игроков для этой части</translation>
    </message>
    <message>
        <source>Side A wins:</source>
        <translation>Побеждает сторона A:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Ничья:</translation>
    </message>
    <message>
        <source>Side B wins:</source>
        <translation>Побеждает сторона B:</translation>
    </message>
    <message>
        <source>Expected margin (A − B):</source>
        <translation>Ожидаемый перевес (A − B):</translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation>Виртуальные кубики</translation>
    </message>
    <message>
        <source>Typed faces</source>
        <translation>Введённые грани</translation>
    </message>
    <message>
        <source>Typed hits</source>
        <translation>Введённые попадания</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Faces / hits</source>
        <translation>Грани / попадания</translation>
    </message>
    <message>
        <source>Resolve round (Ctrl+Enter)</source>
        <translation>Разыграть раунд (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Break test of the losers (MEL-11, MEL-4)</source>
        <translation>Проверка стойкости проигравших (MEL-11, MEL-4)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Record break test</source>
        <translation>Записать проверку стойкости</translation>
    </message>
    <message>
        <source>front</source>
        <translation>фронт</translation>
    </message>
    <message>
        <source>left flank</source>
        <translation>левый фланг</translation>
    </message>
    <message>
        <source>right flank</source>
        <translation>правый фланг</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>тыл</translation>
    </message>
    <message>
        <source>Nobody (first round or a draw)</source>
        <translation>Никто (первый раунд или ничья)</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Сторона A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Сторона B</translation>
    </message>
    <message>
        <source>Hedgehog ({units})</source>
        <translation>Ёж ({units})</translation>
    </message>
    <message>
        <source>Profile dice</source>
        <translation>Кубики по профилю</translation>
    </message>
    <message>
        <source>Large unit</source>
        <translation>Большая часть</translation>
    </message>
    <message>
        <source>Small unit</source>
        <translation>Малая часть</translation>
    </message>
    <message>
        <source>Tiny unit: exactly 1 die</source>
        <translation>Крошечная часть: ровно 1 кубик</translation>
    </message>
    <message>
        <source>March column: exactly 1 die</source>
        <translation>Походная колонна: ровно 1 кубик</translation>
    </message>
    <message>
        <source>Limbered artillery: no dice</source>
        <translation>Артиллерия на передках: без кубиков</translation>
    </message>
    <message>
        <source>Hedgehog unit</source>
        <translation>Часть в еже</translation>
    </message>
    <message>
        <source>Base to-hit</source>
        <translation>Базовое попадание</translation>
    </message>
    <message>
        <source>Charging (+1 to hit)</source>
        <translation>В натиске (+1 к попаданию)</translation>
    </message>
    <message>
        <source>Attacking flank or rear (+1 to hit)</source>
        <translation>Атакует фланг или тыл (+1 к попаданию)</translation>
    </message>
    <message>
        <source>Won the previous round (+1 to hit)</source>
        <translation>Выиграл прошлый раунд (+1 к попаданию)</translation>
    </message>
    <message>
        <source>Broken or disordered (−1 to hit)</source>
        <translation>Дрогнула или расстроена (−1 к попаданию)</translation>
    </message>
    <message>
        <source>Skirmish order (−1 to hit)</source>
        <translation>Рассыпной строй (−1 к попаданию)</translation>
    </message>
    <message>
        <source>Attacked in flank or rear (−1 to hit)</source>
        <translation>Атакована во фланг или тыл (−1 к попаданию)</translation>
    </message>
    <message>
        <source>A 1 always misses, a 6 always hits</source>
        <translation>1 всегда мимо, 6 всегда попадает</translation>
    </message>
    <message>
        <source>Supports</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Hedgehog against cavalry</source>
        <translation>Ёж против кавалерии</translation>
    </message>
    <message>
        <source>Pikemen against cavalry</source>
        <translation>Пикинёры против кавалерии</translation>
    </message>
    <message>
        <source>Cavalry against infantry without pikes</source>
        <translation>Кавалерия против пехоты без пик</translation>
    </message>
    <message>
        <source>Defending a building</source>
        <translation>Оборона здания</translation>
    </message>
    <message>
        <source>Split over engaged sides</source>
        <translation>Разделены по сторонам боя</translation>
    </message>
    <message>
        <source>Casualties inflicted</source>
        <translation>Нанесённые потери</translation>
    </message>
    <message>
        <source>supports from the {quarter} quarter — MEL-5</source>
        <translation>поддерживает из сектора «{quarter}» — MEL-5</translation>
    </message>
    <message>
        <source>the fighting unit is artillery — cannot be supported, MEL-8</source>
        <translation>сражающаяся часть — артиллерия: поддержка невозможна, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is a hedgehog — cannot be supported, MEL-8</source>
        <translation>сражающаяся часть — ёж: поддержка невозможна, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is in skirmish order — cannot be supported, MEL-8</source>
        <translation>сражающаяся часть в рассыпном строю: поддержка невозможна, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is in a building — cannot be supported, MEL-8</source>
        <translation>сражающаяся часть в здании: поддержка невозможна, MEL-8</translation>
    </message>
    <message>
        <source>the fighting unit is attacked in flank or rear — cannot be supported, MEL-8</source>
        <translation>сражающуюся часть атакуют во фланг или тыл: поддержка невозможна, MEL-8</translation>
    </message>
    <message>
        <source>destroyed — cannot support, MEL-9</source>
        <translation>уничтожена — не может поддерживать, MEL-9</translation>
    </message>
    <message>
        <source>engaged in melee itself — MEL-5</source>
        <translation>сама в рукопашной — MEL-5</translation>
    </message>
    <message>
        <source>already supports another unit — MEL-7</source>
        <translation>уже поддерживает другую часть — MEL-7</translation>
    </message>
    <message>
        <source>march column — cannot support, MEL-9</source>
        <translation>походная колонна — не может поддерживать, MEL-9</translation>
    </message>
    <message>
        <source>limbered artillery — cannot support, MEL-9</source>
        <translation>артиллерия на передках — не может поддерживать, MEL-9</translation>
    </message>
    <message>
        <source>too far ({distance} &gt; {radius}) — MEL-5</source>
        <translation>слишком далеко ({distance} &gt; {radius}) — MEL-5</translation>
    </message>
    <message>
        <source>front quarter — MEL-7</source>
        <translation>фронтальный сектор — MEL-7</translation>
    </message>
    <message>
        <source>second support in the {quarter} quarter — MEL-7</source>
        <translation>вторая поддержка в секторе «{quarter}» — MEL-7</translation>
    </message>
    <message>
        <source>at most {max} supports — MEL-7</source>
        <translation>не более {max} поддержек — MEL-7</translation>
    </message>
    <message>
        <source>removed by the players</source>
        <translation>убрана игроками</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>вручную</translation>
    </message>
    <message>
        <source>Select a unit on the battlefield first.</source>
        <translation>Сначала выберите часть на поле боя.</translation>
    </message>
    <message>
        <source>New combat</source>
        <translation>Новый бой</translation>
    </message>
    <message>
        <source>{a} v {b} — {rounds} round(s) fought, since turn {turn}</source>
        <translation>{a} против {b} — раундов сыграно: {rounds}, с хода {turn}</translation>
    </message>
    <message>
        <source>Charging: +1 to hit (MEL-3)</source>
        <translation>В натиске: +1 к попаданию (MEL-3)</translation>
    </message>
    <message>
        <source>A tie is a draw in this game&apos;s ruleset (MEL-10)</source>
        <translation>В правилах этой игры равный счёт — ничья (MEL-10)</translation>
    </message>
    <message>
        <source>The side that was attacked: it wins a tied round (MEL-10). By default the side that did not charge, else side B.</source>
        <translation>Сторона, которую атаковали: она выигрывает раунд при равном счёте (MEL-10). По умолчанию — сторона, которая не шла в натиск, иначе сторона B.</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>измерено</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>выбрано</translation>
    </message>
    <message>
        <source>{n} support(s)</source>
        <translation>поддержек: {n}</translation>
    </message>
    <message>
        <source>{unit} supports {fighter}</source>
        <translation>{unit} поддерживает {fighter}</translation>
    </message>
    <message>
        <source>A: {names}</source>
        <translation>A: {names}</translation>
    </message>
    <message>
        <source>B: {names}</source>
        <translation>B: {names}</translation>
    </message>
    <message>
        <source>Side A score (MEL-10)</source>
        <translation>Счёт стороны A (MEL-10)</translation>
    </message>
    <message>
        <source>Side B score (MEL-10)</source>
        <translation>Счёт стороны B (MEL-10)</translation>
    </message>
    <message>
        <source>Select the units in contact and press “From battlefield”.</source>
        <translation>Выберите части в контакте и нажмите «С поля боя».</translation>
    </message>
    <message>
        <source>a tie goes to side {side}, the defender (MEL-10)</source>
        <translation>равный счёт засчитывается стороне {side}, обороняющейся (MEL-10)</translation>
    </message>
    <message>
        <source>Draw (ties: defender {side}):</source>
        <translation>Ничья (равный счёт: обороняющийся {side}):</translation>
    </message>
    <message>
        <source>Margin of the round, A&apos;s score minus B&apos;s (MEL-10); green: A wins</source>
        <translation>Перевес раунда: счёт A минус счёт B (MEL-10); зелёным — победа A</translation>
    </message>
    <message>
        <source>{side} — bonus {bonus} + expected hits {hits}</source>
        <translation>{side} — бонус {bonus} + ожидаемые попадания {hits}</translation>
    </message>
    <message>
        <source>Round {round}: A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}</source>
        <translation>Раунд {round}: победа A {win} · ничья {draw} · победа B {lose} · ожидаемый перевес {margin}</translation>
    </message>
    <message>
        <source>rolled by Adjutant</source>
        <translation>бросает Adjutant</translation>
    </message>
    <message>
        <source>Row {row}: type the number of hits</source>
        <translation>Строка {row}: введите число попаданий</translation>
    </message>
    <message>
        <source>Row {row}: {hits} hits from {dice} dice</source>
        <translation>Строка {row}: {hits} попаданий с {dice} кубиков</translation>
    </message>
    <message>
        <source>Adjutant rolls the dice (reproducible).</source>
        <translation>Adjutant бросает кубики (воспроизводимо).</translation>
    </message>
    <message>
        <source>Dice accepted.</source>
        <translation>Кубики приняты.</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Раунд рукопашной</translation>
    </message>
    <message>
        <source>a draw: nobody gets +1 next round (MEL-10)</source>
        <translation>ничья: никто не получает +1 в следующем раунде (MEL-10)</translation>
    </message>
    <message>
        <source>side {side} wins the tie as the defender (MEL-10) and gets +1 to hit next round (MEL-3)</source>
        <translation>сторона {side} побеждает при равном счёте как обороняющаяся (MEL-10) и получает +1 к попаданию в следующем раунде (MEL-3)</translation>
    </message>
    <message>
        <source>side {side} wins and gets +1 to hit next round (MEL-3)</source>
        <translation>побеждает сторона {side} и получает +1 к попаданию в следующем раунде (MEL-3)</translation>
    </message>
    <message>
        <source>{unit} −{n}</source>
        <translation>{unit} −{n}</translation>
    </message>
    <message>
        <source>Round {round}: {a}–{b}, {verdict}. Casualties (MEL-11): {casualties}. Chance shown before the roll: A wins {chance}.</source>
        <translation>Раунд {round}: {a}–{b}, {verdict}. Потери (MEL-11): {casualties}. Шанс до броска: победа A {chance}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>выдержала</translation>
    </message>
    <message>
        <source>failed — broken</source>
        <translation>провалила — дрогнула</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Проверка стойкости</translation>
    </message>
    <message>
        <source>Break test recorded.</source>
        <translation>Проверка стойкости записана.</translation>
    </message>
    <message>
        <source>The combat is over.</source>
        <translation>Бой окончен.</translation>
    </message>
</context>
</TS>
