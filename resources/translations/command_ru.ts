<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CommandWindow</name>
    <message>
        <source>Command tokens</source>
        <translation>Жетоны приказов</translation>
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
        <source>Adjutant rolls with the game's seeded dice</source>
        <translation>Адъютант бросает кубики игры (воспроизводимо)</translation>
    </message>
    <message>
        <source>Physical (type the faces)</source>
        <translation>Настоящие (ввести значения)</translation>
    </message>
    <message>
        <source>Roll at the table and type each d20 face (1–20)</source>
        <translation>Бросьте за столом и введите каждое значение d20 (1–20)</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Сторона:</translation>
    </message>
    <message>
        <source>CMD-2: before the battle each side places an order token by every regiment. The pickers start from the tokens of the army setup.</source>
        <translation>CMD-2: перед битвой каждая сторона кладёт жетон приказа у каждого полка. Списки начинаются с жетонов из росписи армии.</translation>
    </message>
    <message>
        <source>Apply placement</source>
        <translation>Применить расстановку</translation>
    </message>
    <message>
        <source>Place the chosen tokens (one undo step)</source>
        <translation>Положить выбранные жетоны (одна отмена)</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Roll all reckless</source>
        <translation>Бросить за всех безрассудных</translation>
    </message>
    <message>
        <source>Roll for every reckless regiment (one undo step)</source>
        <translation>Бросок за каждый безрассудный полк (одна отмена)</translation>
    </message>
    <message>
        <source>Roll all</source>
        <translation>Бросить все</translation>
    </message>
    <message>
        <source>Change or test every ticked regiment (one undo step)</source>
        <translation>Сменить или проверить каждый отмеченный полк (одна отмена)</translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation>Полк</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Соединение</translation>
    </message>
    <message>
        <source>Token now</source>
        <translation>Жетон сейчас</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Положить</translation>
    </message>
    <message>
        <source>Reckless</source>
        <translation>Безрассудный</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>From the table</source>
        <translation>По столу</translation>
    </message>
    <message>
        <source>Enemy in front</source>
        <translation>Враг впереди</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Кубик</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Try</source>
        <translation>Смена</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Нужен</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Как</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Расстояние</translation>
    </message>
    <message>
        <source>Command group</source>
        <translation>Командная группа</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Нужно</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Reckless rolls</source>
        <translation>Безрассудные</translation>
    </message>
    <message>
        <source>Declarations and tests</source>
        <translation>Заявки и проверки</translation>
    </message>
    <message>
        <source>Distance to the commander-in-chief, rounded up</source>
        <translation>Расстояние до главнокомандующего, округлённое вверх</translation>
    </message>
    <message>
        <source>Incomplete command group (−2 per member)</source>
        <translation>Неполная командная группа (−2 за каждого)</translation>
    </message>
    <message>
        <source>The token is already {token}.</source>
        <translation>Жетон уже «{token}».</translation>
    </message>
    <message>
        <source>{current} cannot change to {wanted} in one go: a token moves one step along Defence – Move – Attack (CMD-7).</source>
        <translation>«{current}» нельзя сразу сменить на «{wanted}»: жетон меняется на один шаг по цепочке Оборона – Движение – Атака (CMD-7).</translation>
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
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Игра не открыта.</translation>
    </message>
    <message>
        <source>Turn {turn} · {side} · {phase}</source>
        <translation>Ход {turn} · {side} · {phase}</translation>
    </message>
    <message>
        <source>this ruleset does not use command tokens (CMD-1)</source>
        <translation>эти правила не используют жетоны приказов (CMD-1)</translation>
    </message>
    <message>
        <source>No commander-in-chief: type each distance measured on the table.</source>
        <translation>Нет главнокомандующего: введите каждое расстояние, измеренное на столе.</translation>
    </message>
    <message>
        <source>{name} is with {unit}: that regiment changes token at once (CMD-4).</source>
        <translation>{name} находится с полком «{unit}»: этот полк меняет жетон сразу (CMD-4).</translation>
    </message>
    <message>
        <source>{name} stands alone at ({x}, {y}): distances are measured from the figure (CMD-6).</source>
        <translation>{name} стоит отдельно в ({x}, {y}): расстояния меряются от фигуры (CMD-6).</translation>
    </message>
    <message>
        <source>{name} is not on the table: type each distance measured on the table.</source>
        <translation>{name} не на столе: введите каждое расстояние, измеренное на столе.</translation>
    </message>
    <message>
        <source>reckless (CMD-8)</source>
        <translation>безрассудный (CMD-8)</translation>
    </message>
    <message>
        <source>Order token (CMD-1): {token}</source>
        <translation>Жетон приказа (CMD-1): {token}</translation>
    </message>
    <message>
        <source>Placement pickers reset to the stored tokens.</source>
        <translation>Выбор возвращён к сохранённым жетонам.</translation>
    </message>
    <message>
        <source>Nothing to place: the pickers match the stored tokens.</source>
        <translation>Нечего класть: выбор совпадает с сохранёнными жетонами.</translation>
    </message>
    <message>
        <source>Place tokens ({side})</source>
        <translation>Расстановка жетонов ({side})</translation>
    </message>
    <message>
        <source>{count} token(s) placed for {side}.</source>
        <translation>Положено жетонов для стороны «{side}»: {count}.</translation>
    </message>
    <message>
        <source>Refused, nothing changed: {reason}</source>
        <translation>Отказано, ничего не изменено: {reason}</translation>
    </message>
    <message>
        <source>{unit}: {problem}</source>
        <translation>{unit}: {problem}</translation>
    </message>
    <message>
        <source>CMD-8: at the start of the side's turn, roll a d20 for each reckless regiment. Defence becomes Move on 1–10; Move becomes Attack on 1–10 only with an enemy directly in front and nothing between; Attack stays.</source>
        <translation>CMD-8: в начале хода стороны бросьте d20 за каждый безрассудный полк. Оборона становится Движением на 1–10; Движение становится Атакой на 1–10, только если враг прямо впереди и между ними ничего нет; Атака остаётся.</translation>
    </message>
    <message>
        <source>This ruleset rolls them before the declarations.</source>
        <translation>По этим правилам они бросаются до заявок.</translation>
    </message>
    <message>
        <source>This ruleset rolls them after the declarations.</source>
        <translation>По этим правилам они бросаются после заявок.</translation>
    </message>
    <message>
        <source>not on the table</source>
        <translation>не на столе</translation>
    </message>
    <message>
        <source>enemy in front</source>
        <translation>враг впереди</translation>
    </message>
    <message>
        <source>no enemy in front</source>
        <translation>впереди нет врага</translation>
    </message>
    <message>
        <source>Computed from the battlefield: an enemy regiment directly in front, no terrain or regiment between (CMD-8)</source>
        <translation>Вычислено по полю боя: вражеский полк прямо впереди, между ними нет местности и полков (CMD-8)</translation>
    </message>
    <message>
        <source>Tick if an enemy stands directly in front with nothing between; the players may overrule the battlefield</source>
        <translation>Отметьте, если враг стоит прямо впереди и между ними ничего нет; игроки могут поправить поле боя</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message>
        <source>No token placed (CMD-2)</source>
        <translation>Жетон не положен (CMD-2)</translation>
    </message>
    <message>
        <source>No roll needed: stays {token}</source>
        <translation>Бросок не нужен: остаётся «{token}»</translation>
    </message>
    <message>
        <source>Rolled {face}: {before} → {after}</source>
        <translation>Выпало {face}: {before} → {after}</translation>
    </message>
    <message>
        <source>Rolled {face}: stays {token}</source>
        <translation>Выпало {face}: остаётся «{token}»</translation>
    </message>
    <message>
        <source>Reckless roll: {unit}</source>
        <translation>Безрассудный бросок: {unit}</translation>
    </message>
    <message>
        <source>{unit}: {result}</source>
        <translation>{unit}: {result}</translation>
    </message>
    <message>
        <source>No reckless roll is needed.</source>
        <translation>Безрассудные броски не нужны.</translation>
    </message>
    <message>
        <source>{count} reckless roll(s) made.</source>
        <translation>Сделано безрассудных бросков: {count}.</translation>
    </message>
    <message>
        <source>CMD-3: tick the regiments that try to change token and pick the wanted one. A token moves one step (CMD-7). The C-in-C's regiment and a full command group change at once (CMD-4); others roll a d20 and pass above the difficulty, a natural 20 always passes (CMD-5, CMD-6).</source>
        <translation>CMD-3: отметьте полки, которые пытаются сменить жетон, и выберите нужный. Жетон меняется на один шаг (CMD-7). Полк главнокомандующего и полк с полной командной группой меняют сразу (CMD-4); остальные бросают d20 и проходят, если выпало больше сложности, натуральная 20 проходит всегда (CMD-5, CMD-6).</translation>
    </message>
    <message>
        <source>This regiment tries to change its token (CMD-3)</source>
        <translation>Этот полк пытается сменить жетон (CMD-3)</translation>
    </message>
    <message>
        <source>{value} measured</source>
        <translation>{value} по полю</translation>
    </message>
    <message>
        <source>type it</source>
        <translation>введите</translation>
    </message>
    <message>
        <source>Distance from the commander-in-chief, edge to edge (CMD-6). A distance typed as measured on the table wins.</source>
        <translation>Расстояние от главнокомандующего, от края до края (CMD-6). Введённое по замеру на столе важнее вычисленного.</translation>
    </message>
    <message>
        <source>Command group members (CMD-4, CMD-6): {count} of 3</source>
        <translation>Члены командной группы (CMD-4, CMD-6): {count} из 3</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Сменить</translation>
    </message>
    <message>
        <source>At once: with the C-in-C (CMD-4)</source>
        <translation>Сразу: с главнокомандующим (CMD-4)</translation>
    </message>
    <message>
        <source>At once: full command group (CMD-4)</source>
        <translation>Сразу: полная командная группа (CMD-4)</translation>
    </message>
    <message>
        <source>Control test (CMD-5)</source>
        <translation>Проверка контроля (CMD-5)</translation>
    </message>
    <message>
        <source>type the distance</source>
        <translation>введите расстояние</translation>
    </message>
    <message>
        <source>not a distance</source>
        <translation>не расстояние</translation>
    </message>
    <message>
        <source>{needed}+</source>
        <translation>{needed}+</translation>
    </message>
    <message>
        <source>d20 above the difficulty; a natural 20 always passes (CMD-5)</source>
        <translation>d20 больше сложности; натуральная 20 проходит всегда (CMD-5)</translation>
    </message>
    <message>
        <source>Difficulty: {difficulty}</source>
        <translation>Сложность: {difficulty}</translation>
    </message>
    <message>
        <source>Select a regiment to see its difficulty.</source>
        <translation>Выберите полк, чтобы увидеть его сложность.</translation>
    </message>
    <message>
        <source>{unit}: no control test to show.</source>
        <translation>{unit}: проверки контроля нет.</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>введено</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>по полю</translation>
    </message>
    <message>
        <source>{unit}: distance {distance} ({source}) → difficulty {difficulty}, needs {needed}+, chance {chance}</source>
        <translation>{unit}: расстояние {distance} ({source}) → сложность {difficulty}, нужно {needed}+, шанс {chance}</translation>
    </message>
    <message>
        <source>“{text}” is not a distance: type a number ≥ 0.</source>
        <translation>«{text}» — не расстояние: введите число ≥ 0.</translation>
    </message>
    <message>
        <source>{unit}: {reason}</source>
        <translation>{unit}: {reason}</translation>
    </message>
    <message>
        <source>{before} → {after} (at once)</source>
        <translation>{before} → {after} (сразу)</translation>
    </message>
    <message>
        <source>{face} vs {needed}+: passed → {token}</source>
        <translation>{face} при {needed}+: пройдена → «{token}»</translation>
    </message>
    <message>
        <source>{face} vs {needed}+: failed, stays {token}</source>
        <translation>{face} при {needed}+: провалена, остаётся «{token}»</translation>
    </message>
    <message>
        <source>{unit}: no token placed (CMD-2)</source>
        <translation>{unit}: жетон не положен (CMD-2)</translation>
    </message>
    <message>
        <source>{unit}: type the distance to the commander-in-chief</source>
        <translation>{unit}: введите расстояние до главнокомандующего</translation>
    </message>
    <message>
        <source>{unit}: the distance is not a number ≥ 0</source>
        <translation>{unit}: расстояние — не число ≥ 0</translation>
    </message>
    <message>
        <source>Change token: {unit}</source>
        <translation>Смена жетона: {unit}</translation>
    </message>
    <message>
        <source>Control test: {unit}</source>
        <translation>Проверка контроля: {unit}</translation>
    </message>
    <message>
        <source>Tick the regiments that try to change token first.</source>
        <translation>Сначала отметьте полки, которые пытаются сменить жетон.</translation>
    </message>
    <message>
        <source>Control tests</source>
        <translation>Проверки контроля</translation>
    </message>
    <message>
        <source>{count} declared change(s) resolved.</source>
        <translation>Разрешено заявленных смен: {count}.</translation>
    </message>
</context>
</TS>