<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CommandModels</name>
    <message>
        <source>Order token (CMD-1): {token}</source>
        <translation>Жетон приказа (CMD-1): {token}</translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation>Полк</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Положить</translation>
    </message>
    <message>
        <source>Reckless (CMD-8)</source>
        <translation>Безрассудный (CMD-8)</translation>
    </message>
    <message>
        <source>The token to place (F2 or double-click to change it; CMD-2)</source>
        <translation>Жетон, который нужно положить (сменить: F2 или двойной щелчок; CMD-2)</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>Заявлен</translation>
    </message>
    <message>
        <source>Command group: {count} of 3 (CMD-4, CMD-6)</source>
        <translation>Командная группа: {count} из 3 (CMD-4, CMD-6)</translation>
    </message>
    <message>
        <source>The commander-in-chief is with it (CMD-4)</source>
        <translation>С ним главнокомандующий (CMD-4)</translation>
    </message>
    <message>
        <source>Tried this turn: one declared change per turn (CMD-3)</source>
        <translation>Уже пытался в этом ходу: одна заявленная смена за ход (CMD-3)</translation>
    </message>
    <message>
        <source>The token it tries to change to (CMD-3): D, M or A, Space for one step towards Attack, Delete for no change</source>
        <translation>Жетон, на который полк пытается смениться (CMD-3): О, Д или А; Пробел — один шаг к Атаке; Delete — без смены</translation>
    </message>
</context>
<context>
    <name>CommandWindow</name>
    <message>
        <source>Command tokens</source>
        <translation>Жетоны приказов</translation>
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
        <source>Distance to the commander-in-chief, rounded up</source>
        <translation>Расстояние до главнокомандующего, округлённое вверх</translation>
    </message>
    <message>
        <source>Incomplete command group (−2 per member)</source>
        <translation>Неполная командная группа (−2 за каждого)</translation>
    </message>
    <message>
        <source>Faces of the d20 that change the token (1–10)</source>
        <translation>Значения d20, меняющие жетон (1–10)</translation>
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
        <source>This ruleset does not use command tokens (CMD-1).</source>
        <translation>Эти правила не используют жетоны приказов (CMD-1).</translation>
    </message>
    <message>
        <source>Declares and rolls at the start of its own side&apos;s turn (CMD-3, CMD-8).</source>
        <translation>Заявляет и бросает в начале хода своей стороны (CMD-3, CMD-8).</translation>
    </message>
    <message>
        <source>Destroyed.</source>
        <translation>Уничтожен.</translation>
    </message>
    <message>
        <source>Not reckless (CMD-8).</source>
        <translation>Не безрассудный (CMD-8).</translation>
    </message>
    <message>
        <source>The distance to the commander-in-chief cannot be measured: type the distance measured on the table (CMD-6).</source>
        <translation>Расстояние до главнокомандующего не измерить: введите расстояние, измеренное на столе (CMD-6).</translation>
    </message>
    <message>
        <source>No roll needed: Attack stays Attack (CMD-8).</source>
        <translation>Бросок не нужен: Атака остаётся Атакой (CMD-8).</translation>
    </message>
    <message>
        <source>Not on the table: say whether an enemy is directly in front (CMD-8).</source>
        <translation>Не на столе: укажите, есть ли враг прямо впереди (CMD-8).</translation>
    </message>
    <message>
        <source>Roll its reckless d20 first: this ruleset makes the reckless rolls before the declared changes (CMD-8).</source>
        <translation>Сначала бросьте его безрассудный d20: по этим правилам безрассудные броски идут до заявленных смен (CMD-8).</translation>
    </message>
    <message>
        <source>Its declared change is made: this ruleset makes the reckless rolls before the declared changes (CMD-8).</source>
        <translation>Его заявленная смена уже сделана: по этим правилам безрассудные броски идут до заявленных смен (CMD-8).</translation>
    </message>
    <message>
        <source>Its reckless roll is made: this ruleset makes the declared changes before the reckless rolls (CMD-8).</source>
        <translation>Его безрассудный бросок уже сделан: по этим правилам заявленные смены идут до безрассудных бросков (CMD-8).</translation>
    </message>
    <message>
        <source>Already tried a token change this turn (CMD-3).</source>
        <translation>Уже пытался сменить жетон в этом ходу (CMD-3).</translation>
    </message>
    <message>
        <source>Already made its reckless roll this turn (CMD-8).</source>
        <translation>Безрассудный бросок в этом ходу уже сделан (CMD-8).</translation>
    </message>
    <message>
        <source>No game open.</source>
        <extracomment>Page keys (also the pages&apos; object names), in the order of :class:`Step`. The tables a command plan reads: any other change cannot concern this window.</extracomment>
        <translation>Игра не открыта.</translation>
    </message>
    <message>
        <source>Roll all reckless</source>
        <translation>Бросить за всех безрассудных</translation>
    </message>
    <message>
        <source>Roll all</source>
        <translation>Бросить все</translation>
    </message>
    <message>
        <source>CMD-2: place the order tokens</source>
        <translation>CMD-2: положить жетоны приказов</translation>
    </message>
    <message>
        <source>CMD-8: the reckless regiments&apos; d20</source>
        <translation>CMD-8: d20 безрассудных полков</translation>
    </message>
    <message>
        <source>Declarations</source>
        <translation>Заявки</translation>
    </message>
    <message>
        <source>CMD-3..7: declared token changes and control tests</source>
        <translation>CMD-3..7: заявленные смены жетонов и проверки контроля</translation>
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
        <source>It is the {phase} phase: a roll here asks first, and is logged as out of phase.</source>
        <translation>Сейчас фаза «{phase}»: бросок здесь сначала потребует подтверждения и попадёт в журнал как сделанный вне фазы.</translation>
    </message>
    <message numerus="yes">
        <source>Tokens placed for {side}: %n.</source>
        <translation>
            <numerusform>Положено жетонов для стороны «{side}»: %n.</numerusform>
            <numerusform>Положено жетонов для стороны «{side}»: %n.</numerusform>
            <numerusform>Положено жетонов для стороны «{side}»: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>this reckless roll</source>
        <translation>этот безрассудный бросок</translation>
    </message>
    <message>
        <source>these reckless rolls</source>
        <translation>эти безрассудные броски</translation>
    </message>
    <message>
        <source>this token change</source>
        <translation>эту смену жетона</translation>
    </message>
    <message>
        <source>these token changes</source>
        <translation>эти смены жетонов</translation>
    </message>
    <message>
        <source>This belongs to the {wanted} phase; it is the {phase} phase now.</source>
        <translation>Это делается в фазе «{wanted}», а сейчас фаза «{phase}».</translation>
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
        <source>Refused, nothing changed: {reason}</source>
        <translation>Отказано, ничего не изменено: {reason}</translation>
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
        <source>No token placed (CMD-2)</source>
        <translation>Жетон не положен (CMD-2)</translation>
    </message>
    <message>
        <source>No roll needed: Move becomes Attack only with an enemy directly in front and nothing between (CMD-8). Tick the box if there is one.</source>
        <translation>Бросок не нужен: Движение становится Атакой, только если враг прямо впереди и между ними ничего нет (CMD-8). Отметьте поле, если враг есть.</translation>
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
        <source>changes on 1–10</source>
        <translation>меняется на 1–10</translation>
    </message>
    <message>
        <source>Distance:</source>
        <translation>Расстояние:</translation>
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
        <source>Enemy directly in front</source>
        <translation>Враг прямо впереди</translation>
    </message>
    <message>
        <source>table: {what}</source>
        <translation>по столу: {what}</translation>
    </message>
    <message>
        <source>Command group members (CMD-4, CMD-6): {count} of 3</source>
        <translation>Члены командной группы (CMD-4, CMD-6): {count} из 3</translation>
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
        <source>“{text}” is not a distance: type a number ≥ 0.</source>
        <translation>«{text}» — не расстояние: введите число ≥ 0.</translation>
    </message>
    <message>
        <source>{unit}: {reason}</source>
        <translation>{unit}: {reason}</translation>
    </message>
    <message>
        <source>Reckless roll: {before} → {after} on 1–10</source>
        <translation>Безрассудный бросок: {before} → {after} на 1–10</translation>
    </message>
    <message>
        <source>Reckless roll: {token}</source>
        <translation>Безрассудный бросок: {token}</translation>
    </message>
    <message>
        <source>Token change: {before} → {after}</source>
        <translation>Смена жетона: {before} → {after}</translation>
    </message>
    <message>
        <source>Control test: {before} → {after}</source>
        <translation>Проверка контроля: {before} → {after}</translation>
    </message>
    <message>
        <source>needs {needed}+</source>
        <translation>нужно {needed}+</translation>
    </message>
    <message>
        <source>No roll needed: changes at once, with the C-in-C (CMD-4).</source>
        <translation>Бросок не нужен: смена сразу, с главнокомандующим (CMD-4).</translation>
    </message>
    <message>
        <source>No roll needed: changes at once, full command group (CMD-4).</source>
        <translation>Бросок не нужен: смена сразу, полная командная группа (CMD-4).</translation>
    </message>
    <message>
        <source>Distance {distance} ({source}) → difficulty {difficulty}</source>
        <translation>Расстояние {distance} ({source}) → сложность {difficulty}</translation>
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
        <source>Change token: {unit}</source>
        <translation>Смена жетона: {unit}</translation>
    </message>
    <message>
        <source>Control test: {unit}</source>
        <translation>Проверка контроля: {unit}</translation>
    </message>
</context>
<context>
    <name>DeclarationsPage</name>
    <message>
        <source>CMD-3: press D, M or A on a regiment&apos;s row.</source>
        <translation>CMD-3: нажмите О, Д или А в строке полка.</translation>
    </message>
    <message>
        <source>CMD-3: D, M or A on a row declares the token it tries to change to (Space: one step towards Attack, Delete: none).</source>
        <translation>CMD-3: О, Д или А в строке полка заявляет жетон, на который он пытается смениться (Пробел — один шаг к Атаке, Delete — без смены).</translation>
    </message>
    <message>
        <source>— no change —</source>
        <translation>— без смены —</translation>
    </message>
    <message>
        <source>No change declared yet.</source>
        <translation>Смены ещё не заявлены.</translation>
    </message>
</context>
<context>
    <name>PlacementPage</name>
    <message>
        <source>CMD-2: pick each regiment&apos;s token (D, M or A), then Apply.</source>
        <extracomment>A token&apos;s letter picks it in a token column (the English letters work in any language).</extracomment>
        <translation>CMD-2: выберите жетон каждого полка (О, Д или А), затем «Применить».</translation>
    </message>
    <message>
        <source>CMD-2: each side places an order token by every regiment. Pick a row&apos;s token with D, M or A (or F2), then Apply.</source>
        <translation>CMD-2: каждая сторона кладёт жетон приказа у каждого полка. Выберите жетон строки клавишей О, Д или А (или F2), затем «Применить».</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Сторона:</translation>
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
        <source>Back to the tokens placed now</source>
        <translation>Вернуться к жетонам, которые лежат сейчас</translation>
    </message>
    <message>
        <source>— no token —</source>
        <translation>— без жетона —</translation>
    </message>
</context>
<context>
    <name>RecklessPage</name>
    <message>
        <source>This ruleset rolls them before the declarations.</source>
        <translation>По этим правилам они бросаются до заявок.</translation>
    </message>
    <message>
        <source>This ruleset rolls them after the declarations.</source>
        <translation>По этим правилам они бросаются после заявок.</translation>
    </message>
    <message>
        <source>CMD-8: a d20 for each reckless regiment at the start of its side&apos;s turn; on 1–10 its token moves one step (Move only with an enemy directly in front).</source>
        <translation>CMD-8: d20 за каждый безрассудный полк в начале хода его стороны; на 1–10 жетон сдвигается на шаг (Движение — только если враг прямо впереди).</translation>
    </message>
    <message>
        <source>This side has no reckless regiment.</source>
        <translation>У этой стороны нет безрассудных полков.</translation>
    </message>
</context>
</TS>
