<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>DicePage</name>
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
        <translation>Откуда</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Нужно</translation>
    </message>
    <message>
        <source>Exp. hits</source>
        <translation>Ожид.</translation>
    </message>
    <message>
        <source>Roll needed (MEL-3)</source>
        <translation>Нужный бросок (MEL-3)</translation>
    </message>
    <message>
        <source>Dice (MEL-1, MEL-2)</source>
        <translation>Кубики (MEL-1, MEL-2)</translation>
    </message>
    <message>
        <source>Hedgehog ({units})</source>
        <translation>Ёж ({units})</translation>
    </message>
</context>
<context>
    <name>MeleeStrings</name>
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
        <source>Profile dice</source>
        <extracomment>Modifier keys of ``rules.melee`` (MEL-1..3, MEL-10, MEL-11) and the window&apos;s own.</extracomment>
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
        <source>Split over engaged sides</source>
        <translation>Разделены по сторонам боя</translation>
    </message>
    <message>
        <source>Base roll needed</source>
        <translation>Базовый нужный бросок</translation>
    </message>
    <message>
        <source>Charging: needs 1 less (+1 to hit)</source>
        <translation>В натиске: нужно на 1 меньше (+1 к попаданию)</translation>
    </message>
    <message>
        <source>Attacking flank or rear: needs 1 less (+1 to hit)</source>
        <translation>Бьёт во фланг или тыл: нужно на 1 меньше (+1 к попаданию)</translation>
    </message>
    <message>
        <source>Won the previous round: needs 1 less (+1 to hit)</source>
        <translation>Выиграл прошлый раунд: нужно на 1 меньше (+1 к попаданию)</translation>
    </message>
    <message>
        <source>Broken or disordered: needs 1 more (−1 to hit)</source>
        <translation>Дрогнула или расстроена: нужно на 1 больше (−1 к попаданию)</translation>
    </message>
    <message>
        <source>Skirmish order: needs 1 more (−1 to hit)</source>
        <translation>Рассыпной строй: нужно на 1 больше (−1 к попаданию)</translation>
    </message>
    <message>
        <source>Attacked in flank or rear: needs 1 more (−1 to hit)</source>
        <translation>Атакована во фланг или тыл: нужно на 1 больше (−1 к попаданию)</translation>
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
        <source>Casualties inflicted</source>
        <translation>Нанесённые потери</translation>
    </message>
    <message>
        <source>Expected hits</source>
        <translation>Ожидаемые попадания</translation>
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
        <source>This combat is over (a side broke, or the players ended it): no more rounds. Start a new melee from the battlefield (MEL-11).</source>
        <translation>Этот бой окончен (сторона дрогнула или игроки его закончили): раундов больше нет. Начните новую рукопашную с поля боя (MEL-11).</translation>
    </message>
    <message>
        <source>Select the units in contact and press “From battlefield” (Ctrl+Shift+M).</source>
        <translation>Выберите части в контакте и нажмите «С поля боя» (Ctrl+Shift+M).</translation>
    </message>
    <message>
        <source>A unit of this melee is no longer in the order of battle.</source>
        <translation>Части этой рукопашной больше нет в боевом порядке.</translation>
    </message>
    <message>
        <source>{unit} already fights in another open combat: take that combat up.</source>
        <translation>{unit} уже сражается в другом открытом бою: продолжите тот бой.</translation>
    </message>
    <message>
        <source>The sides are swapped against this combat&apos;s side A and side B.</source>
        <translation>Стороны перепутаны относительно сторон A и B этого боя.</translation>
    </message>
    <message>
        <source>A melee needs two sides: add a unit of each army (MEL-2).</source>
        <translation>В рукопашной две стороны: добавьте часть каждой армии (MEL-2).</translation>
    </message>
    <message>
        <source>No unit touches an enemy yet: no round and no odds before a contact. Measure the contacts or add one on the Set-up tab (MEL-2).</source>
        <translation>Ни одна часть пока не касается врага: до контакта нет ни раунда, ни шансов. Измерьте контакты или добавьте контакт на вкладке «Расстановка» (MEL-2).</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>вручную</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Сторона A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Сторона B</translation>
    </message>
</context>
<context>
    <name>MeleeWindow</name>
    <message>
        <source>Melee</source>
        <extracomment>Emitted after the plan was worked out again (tests and the battlefield overlay).</extracomment>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>The combat: a new melee, or an open one to go on with</source>
        <translation>Бой: новая рукопашная или открытый бой, который продолжается</translation>
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
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>The round to roll, and the break tests</source>
        <translation>Раунд для броска и проверки стойкости</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Units engaged and their contacts</source>
        <translation>Части в бою и их контакты</translation>
    </message>
    <message>
        <source>Each attack&apos;s dice and the roll it needs</source>
        <translation>Кубики каждой атаки и нужный бросок</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Who supports whom (MEL-5..9)</source>
        <translation>Кто кого поддерживает (MEL-5..9)</translation>
    </message>
    <message>
        <source>New melee</source>
        <translation>Новая рукопашная</translation>
    </message>
    <message>
        <source>over</source>
        <translation>окончен</translation>
    </message>
    <message>
        <source>not the melee phase now</source>
        <translation>сейчас не фаза рукопашной</translation>
    </message>
    <message>
        <source>this melee round</source>
        <translation>этот раунд рукопашной</translation>
    </message>
    <message>
        <source>this break test</source>
        <translation>эту проверку стойкости</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
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
        <source>{a} v {b} — rounds fought: {rounds}, since turn {turn}</source>
        <translation>{a} против {b} — раундов сыграно: {rounds}, с хода {turn}</translation>
    </message>
    <message>
        <source>a tie goes to side {side}, the defender (MEL-10)</source>
        <translation>равный счёт засчитывается стороне {side}, обороняющейся (MEL-10)</translation>
    </message>
    <message>
        <source>Round {round}: A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}</source>
        <translation>Раунд {round}: победа A {win} · ничья {draw} · победа B {lose} · ожидаемый перевес {margin}</translation>
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
        <source>Break test recorded.</source>
        <translation>Проверка стойкости записана.</translation>
    </message>
    <message>
        <source>The combat is over.</source>
        <translation>Бой окончен.</translation>
    </message>
    <message>
        <source>No melee to set up: that charge reached no target this turn (CHG-4).</source>
        <translation>Нечего готовить: этот натиск в этом ходу не достиг цели (CHG-4).</translation>
    </message>
</context>
<context>
    <name>RoundEditor</name>
    <message>
        <source>Distribution</source>
        <translation>Распределение</translation>
    </message>
    <message>
        <source>The exact distribution of the round&apos;s margin, A&apos;s score minus B&apos;s (MEL-10)</source>
        <translation>Точное распределение перевеса в раунде: счёт A минус счёт B (MEL-10)</translation>
    </message>
    <message>
        <source>Margin of the round, A&apos;s score minus B&apos;s (MEL-10); green: A wins</source>
        <translation>Перевес раунда: счёт A минус счёт B (MEL-10); зелёным — победа A</translation>
    </message>
    <message>
        <source>A wins {win} · draw {draw} · B wins {lose} · expected margin {margin}</source>
        <translation>победа A {win} · ничья {draw} · победа B {lose} · ожидаемый перевес {margin}</translation>
    </message>
    <message>
        <source>a tie goes to side {side}, the defender (MEL-10)</source>
        <translation>равный счёт засчитывается стороне {side}, обороняющейся (MEL-10)</translation>
    </message>
    <message>
        <source>{unit} {n}</source>
        <translation>{unit} {n}</translation>
    </message>
    <message>
        <source>Expected casualties (MEL-11): {list}</source>
        <translation>Ожидаемые потери (MEL-11): {list}</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Грани</translation>
    </message>
    <message>
        <source>Type the d6 faces each attack rolled</source>
        <translation>Введите грани d6, выпавшие в каждой атаке</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Попадания</translation>
    </message>
    <message>
        <source>Type only the hits of each attack</source>
        <translation>Введите только попадания каждой атаки</translation>
    </message>
    <message>
        <source>{side}: {attacker} → {target} · {dice} d6, {needed}+</source>
        <translation>{side}: {attacker} → {target} · {dice} d6, {needed}+</translation>
    </message>
    <message>
        <source>hits (0–{dice})</source>
        <translation>попадания (0–{dice})</translation>
    </message>
    <message>
        <source>{dice} × d6</source>
        <translation>{dice} × d6</translation>
    </message>
    <message>
        <source>type {dice} faces</source>
        <translation>введите граней: {dice}</translation>
    </message>
    <message>
        <source>type the number of hits</source>
        <translation>введите число попаданий</translation>
    </message>
    <message>
        <source>{hits} hits from {dice} dice</source>
        <translation>{hits} попаданий с {dice} кубиков</translation>
    </message>
    <message>
        <source>Row {row}: {problem}</source>
        <translation>Строка {row}: {problem}</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>Break tests of the losers (MEL-11, MEL-4)</source>
        <extracomment>(RoundEntry, MeleeDice or None for Adjutant&apos;s dice): the players roll the round. {unit id: passed}: the break tests entered, to record.</extracomment>
        <translation>Проверки стойкости проигравших (MEL-11, MEL-4)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Часть</translation>
    </message>
    <message>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Record break test (Ctrl+Enter)</source>
        <translation>Записать проверку стойкости (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>The break test belongs to the base rules: enter what the players rolled</source>
        <translation>Проверка стойкости — по основным правилам: введите то, что выбросили игроки</translation>
    </message>
    <message>
        <source>No melee yet.</source>
        <translation>Рукопашной пока нет.</translation>
    </message>
    <message>
        <source>Hedgehog ({units})</source>
        <translation>Ёж ({units})</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Рукопашная</translation>
    </message>
    <message>
        <source>A: {a}  v  B: {b}</source>
        <translation>A: {a}  против  B: {b}</translation>
    </message>
    <message>
        <source>Round {n}: side A wins the round (MEL-10)</source>
        <translation>Раунд {n}: сторона A выигрывает раунд (MEL-10)</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>draw {draw} · B {lose}</source>
        <translation>ничья {draw} · B {lose}</translation>
    </message>
    <message>
        <source>A tie goes to side {side}, the defender (MEL-10).</source>
        <translation>Равный счёт засчитывается стороне {side}, обороняющейся (MEL-10).</translation>
    </message>
    <message>
        <source>{side}: expected hits</source>
        <translation>{side}: ожидаемые попадания</translation>
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
        <source>{a}–{b}, {verdict}. Casualties (MEL-11): {casualties}.</source>
        <translation>{a}–{b}, {verdict}. Потери (MEL-11): {casualties}.</translation>
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
        <source>round {n}</source>
        <translation>раунд {n}</translation>
    </message>
    <message>
        <source>As the players rolled it: F2 or a double click to choose</source>
        <translation>Как выбросили игроки: F2 или двойной щелчок, чтобы выбрать</translation>
    </message>
    <message>
        <source>Charging (MEL-3): {units}</source>
        <translation>В натиске (MEL-3): {units}</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
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
        <source>measured</source>
        <translation>измерено</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>выбрано</translation>
    </message>
    <message>
        <source>Charging: +1 to hit (MEL-3)</source>
        <translation>В натиске: +1 к попаданию (MEL-3)</translation>
    </message>
    <message>
        <source>Charging: reached its target this turn (MEL-3, +1 to hit)</source>
        <translation>В натиске: достигла цели на этом ходу (MEL-3, +1 к попаданию)</translation>
    </message>
    <message>
        <source>the players say so</source>
        <translation>так решили игроки</translation>
    </message>
    <message>
        <source>its charge this turn says it charges</source>
        <translation>по её натиску на этом ходу она в натиске</translation>
    </message>
    <message>
        <source>no charge of it reached this melee this turn</source>
        <translation>ни один её натиск на этом ходу не достиг этой рукопашной</translation>
    </message>
    <message>
        <source>Charging (MEL-3): {why}</source>
        <translation>В натиске (MEL-3): {why}</translation>
    </message>
    <message>
        <source>Not charging: no charge of it reached this melee this turn (MEL-3)</source>
        <translation>Не в натиске: ни один её натиск на этом ходу не достиг этой рукопашной (MEL-3)</translation>
    </message>
    <message>
        <source>The winner of this combat&apos;s last round, as the file has it (MEL-3)</source>
        <translation>Победитель последнего раунда этого боя, как записано в файле (MEL-3)</translation>
    </message>
    <message>
        <source>A melee fought before it was set up here: who won its last round</source>
        <translation>Рукопашная, начатая до того, как её расставили здесь: кто выиграл её последний раунд</translation>
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
        <source>Nobody (first round or a draw)</source>
        <translation>Никто (первый раунд или ничья)</translation>
    </message>
</context>
<context>
    <name>SupportPage</name>
    <message>
        <source>Support (MEL-5..9): who counts, and why the others do not</source>
        <translation>Поддержка (MEL-5..9): кто засчитан и почему не засчитаны другие</translation>
    </message>
    <message>
        <source>Fighting unit</source>
        <translation>Сражающаяся часть</translation>
    </message>
    <message>
        <source>Supports</source>
        <translation>Поддержка</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Бонус</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Часть</translation>
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
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Friendly units near it: change a verdict in the “Players” column (manual)</source>
        <translation>Свои части рядом: вердикт меняется в столбце «Игроки» (вручную)</translation>
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
        <source>Hedgehog ({units})</source>
        <translation>Ёж ({units})</translation>
    </message>
    <message>
        <source>as measured</source>
        <translation>как измерено</translation>
    </message>
    <message>
        <source>supports from the {quarter}</source>
        <translation>поддерживает из сектора «{quarter}»</translation>
    </message>
    <message>
        <source>does not support</source>
        <translation>не поддерживает</translation>
    </message>
    <message>
        <source>from the {quarter}</source>
        <translation>из сектора «{quarter}»</translation>
    </message>
    <message>
        <source>{quarter} quarter, {distance} away</source>
        <translation>сектор «{quarter}», расстояние {distance}</translation>
    </message>
</context>
</TS>
