<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AttackPage</name>
    <message>
        <source>{name} (red)</source>
        <translation>{name} (красный)</translation>
    </message>
    <message>
        <source>{name} (black)</source>
        <translation>{name} (чёрный)</translation>
    </message>
    <message>
        <source>Supporters spend their extra action (GLAD-5): {names}</source>
        <translation>Поддерживающие тратят дополнительное действие (GLAD-5): {names}</translation>
    </message>
    <message>
        <source>{attacker} → {target}</source>
        <translation>{attacker} → {target}</translation>
    </message>
    <message>
        <source>{red} d6 against {black} d6 + {bonus}</source>
        <translation>{red} d6 против {black} d6 + {bonus}</translation>
    </message>
    <message>
        <source>Faces: the {red} red first, then the {black} black.</source>
        <translation>Грани: сначала красные ({red}), затем чёрные ({black}).</translation>
    </message>
    <message>
        <source>Out of the melee phase: Adjutant will ask first.</source>
        <translation>Вне фазы рукопашной: Adjutant сначала спросит.</translation>
    </message>
    <message>
        <source>hit: {target} is out of action</source>
        <translation>попадание: {target} выбыл из боя</translation>
    </message>
    <message>
        <source>parried</source>
        <translation>отражено</translation>
    </message>
    <message>
        <source>Red {red} = {attack} against black {black} + {bonus} = {defence}: {verdict}</source>
        <translation>Красные {red} = {attack} против чёрных {black} + {bonus} = {defence}: {verdict}</translation>
    </message>
    <message>
        <source>No attack to make: no figure of the side to play stands next to an enemy.</source>
        <translation>Атаковать некому: ни одна фигура ходящей стороны не стоит рядом с противником.</translation>
    </message>
    <message>
        <source>this attack</source>
        <translation>эту атаку</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} атакует {target}</translation>
    </message>
</context>
<context>
    <name>HexArena</name>
    <message>
        <source>Zoom in (Ctrl++ or the wheel)</source>
        <translation>Приблизить (Ctrl++ или колесо)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+−)</source>
        <translation>Отдалить (Ctrl+−)</translation>
    </message>
    <message>
        <source>Fit the board (Ctrl+0)</source>
        <translation>Показать всё поле (Ctrl+0)</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Поле:</translation>
    </message>
    <message>
        <source>Green: within reach of the roll (steps shown). Orange hatch: next to an enemy, at most one per move (GLAD-3). Gold dot: extra action ready; grey ring: spent. The wedge points at the faced vertex. Drag to pan, wheel to zoom.</source>
        <translation>Зелёный: достижимо с этим броском (указано число шагов). Оранжевая штриховка: рядом с противником, не больше одного такого гекса за ход (GLAD-3). Золотая точка: дополнительное действие доступно; серое кольцо: потрачено. Клин указывает на вершину, к которой обращена фигура. Перетаскивание — сдвиг, колесо — масштаб.</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <source>Enlarge the board: the panels hidden, the board in the whole window (F11)</source>
        <translation>Увеличить поле: панели скрыты, поле на всё окно (F11)</translation>
    </message>
    <message>
        <source>Hex arena</source>
        <translation>Арена на гексах</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Добавить пример арены</translation>
    </message>
</context>
<context>
    <name>HexBoardCanvas</name>
    <message>
        <source>Hex ({q}, {r})</source>
        <translation>Гекс ({q}, {r})</translation>
    </message>
    <message>
        <source>Next to an enemy: zone of control — GLAD-3</source>
        <translation>Рядом с противником: зона контроля — GLAD-3</translation>
    </message>
    <message>
        <source>Defence factor {df}</source>
        <translation>Фактор защиты {df}</translation>
    </message>
    <message>
        <source>Within reach: steps needed {n} — GLAD-1</source>
        <translation>Достижимо: нужно шагов — {n} (GLAD-1)</translation>
    </message>
    <message>
        <source>Facing {facing}</source>
        <translation>Обращён на {facing}</translation>
    </message>
    <message>
        <source>Extra action spent</source>
        <translation>Дополнительное действие потрачено</translation>
    </message>
    <message>
        <source>Extra action ready</source>
        <translation>Дополнительное действие доступно</translation>
    </message>
    <message>
        <source>Out of action</source>
        <translation>Выбыл из боя</translation>
    </message>
    <message>
        <source>Face {facing} (press {key}) — GLAD-1</source>
        <translation>Повернуться на {facing} (клавиша {key}) — GLAD-1</translation>
    </message>
</context>
<context>
    <name>HexBoardWindow</name>
    <message>
        <source>Hex skirmish</source>
        <translation>Схватка на гексах</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Добавить пример арены</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Движение</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Атака</translation>
    </message>
    <message>
        <source>T&amp;urn</source>
        <translation>П&amp;оворот</translation>
    </message>
    <message>
        <source>GLAD-0, GLAD-1, GLAD-3 (Alt+1)</source>
        <translation>GLAD-0, GLAD-1, GLAD-3 (Alt+1)</translation>
    </message>
    <message>
        <source>GLAD-2, GLAD-4, GLAD-5 (Alt+2)</source>
        <translation>GLAD-2, GLAD-4, GLAD-5 (Alt+2)</translation>
    </message>
    <message>
        <source>GLAD-6 (Alt+3)</source>
        <translation>GLAD-6 (Alt+3)</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Фигуры</translation>
    </message>
    <message>
        <source>Every figure and what it did this turn (Alt+4)</source>
        <translation>Все фигуры и что они сделали в этом ходу (Alt+4)</translation>
    </message>
    <message>
        <source>Not done: that belongs to the {phase} phase.</source>
        <translation>Не сделано: это относится к фазе «{phase}».</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Игра не открыта.</translation>
    </message>
    <message>
        <source>The move of {figure} is drawn on the hex board but not confirmed.</source>
        <extracomment>The enlarge button was pressed: the main window hides its panels (or shows them).</extracomment>
        <translation>Ход {figure} намечен на поле, но не подтверждён.</translation>
    </message>
    <message>
        <source>Show the {page} page</source>
        <translation>Показать страницу «{page}»</translation>
    </message>
    <message>
        <source>This game has no hex board yet.</source>
        <translation>В этой игре пока нет гексового поля.</translation>
    </message>
    <message>
        <source>Click a figure on the board to select it.</source>
        <translation>Щёлкните по фигуре на поле, чтобы выбрать её.</translation>
    </message>
</context>
<context>
    <name>HexModels</name>
    <message>
        <source>light</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>тяжёлый</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Фигура</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Обращён на</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>В этом ходу</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Поворачивается к</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Поворот</translation>
    </message>
</context>
<context>
    <name>HexStrings</name>
    <message>
        <source>front</source>
        <translation>фронт</translation>
    </message>
    <message>
        <source>side</source>
        <translation>фланг</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>тыл</translation>
    </message>
    <message>
        <source>Light figure: D3 + 1</source>
        <translation>Лёгкий: D3 + 1</translation>
    </message>
    <message>
        <source>Medium figure: D3</source>
        <translation>Средний: D3</translation>
    </message>
    <message>
        <source>Heavy figure: D3 − 1, minimum 1</source>
        <translation>Тяжёлый: D3 − 1, не меньше 1</translation>
    </message>
    <message>
        <source>D3</source>
        <translation>D3</translation>
    </message>
    <message>
        <source>Defence factor</source>
        <translation>Фактор защиты</translation>
    </message>
    <message>
        <source>Front: the full factor</source>
        <translation>Фронт: полный фактор</translation>
    </message>
    <message>
        <source>Side: half, rounded down</source>
        <translation>Фланг: половина, с округлением вниз</translation>
    </message>
    <message>
        <source>Rear: nothing</source>
        <translation>Тыл: ничего</translation>
    </message>
    <message>
        <source>{name}: +1 red d6 (spends its extra action)</source>
        <translation>{name}: +1 красный d6 (тратит дополнительное действие)</translation>
    </message>
    <message>
        <source>{name}: +1 black d6 (spends its extra action)</source>
        <translation>{name}: +1 чёрный d6 (тратит дополнительное действие)</translation>
    </message>
    <message>
        <source>{name} is out of action.</source>
        <translation>{name} выбыл из боя.</translation>
    </message>
    <message>
        <source>{name} has moved this turn: one move a turn.</source>
        <translation>{name} уже ходил в этом ходу: одно движение за ход.</translation>
    </message>
    <message>
        <source>Roll the movement first (R).</source>
        <translation>Сначала бросьте на движение (R).</translation>
    </message>
    <message>
        <source>The movement die is a d6 read as D3, or a d3.</source>
        <translation>Кубик движения — d6, читаемый как D3, или d3.</translation>
    </message>
    <message>
        <source>Pick the vertex to face.</source>
        <translation>Выберите вершину, к которой повернуться.</translation>
    </message>
    <message>
        <source>The path must start at the figure's hex.</source>
        <translation>Путь должен начинаться с гекса фигуры.</translation>
    </message>
    <message>
        <source>({q}, {r}) is not next to the end of the path: move one hex at a time.</source>
        <translation>({q}, {r}) не рядом с концом пути: двигайтесь по одному гексу.</translation>
    </message>
    <message>
        <source>Each side's dice are summed</source>
        <translation>Кубики каждой стороны складываются</translation>
    </message>
    <message>
        <source>Each side reads its highest die</source>
        <translation>Каждая сторона берёт свой наибольший кубик</translation>
    </message>
    <message>
        <source>{reading}; the attack {rule} (GLAD-4, GLAD-5).</source>
        <translation>{reading}; атака {rule} (GLAD-4, GLAD-5).</translation>
    </message>
    <message>
        <source>Arc: {arc} — {target} faces {facing}; defence bonus {bonus} (GLAD-2, GLAD-4)</source>
        <translation>Сектор: {arc} — {target} обращён на {facing}; бонус защиты {bonus} (GLAD-2, GLAD-4)</translation>
    </message>
    <message>
        <source>ties succeed</source>
        <translation>при ничьей успешна</translation>
    </message>
    <message>
        <source>must beat the defence</source>
        <translation>должна превзойти защиту</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>выбыл из боя</translation>
    </message>
    <message>
        <source>extra action spent</source>
        <translation>доп. действие потрачено</translation>
    </message>
    <message>
        <source>extra action ready</source>
        <translation>доп. действие доступно</translation>
    </message>
    <message>
        <source>{name} ({side}) · {kind}, defence factor {df} · facing {facing} · {state}</source>
        <translation>{name} ({side}) · {kind}, фактор защиты {df} · обращён на {facing} · {state}</translation>
    </message>
</context>
<context>
    <name>MovePage</name>
    <message>
        <source>Die:</source>
        <translation>Кубик:</translation>
    </message>
    <message>
        <source>d6 read as D3 (GLAD-0)</source>
        <translation>d6, читаемый как D3 (GLAD-0)</translation>
    </message>
    <message>
        <source>d3</source>
        <translation>d3</translation>
    </message>
    <message>
        <source>Click a figure on the board to select it.</source>
        <translation>Щёлкните по фигуре на поле, чтобы выбрать её.</translation>
    </message>
    <message>
        <source>{n} ({chance})</source>
        <translation>{n} ({chance})</translation>
    </message>
    <message>
        <source>{rule} (GLAD-1, defence factor {df})</source>
        <translation>{rule} (GLAD-1, фактор защиты {df})</translation>
    </message>
    <message>
        <source>May move: {options}</source>
        <translation>Может пройти: {options}</translation>
    </message>
    <message>
        <source>1 d6 read as D3</source>
        <translation>1 d6, читаемый как D3</translation>
    </message>
    <message>
        <source>1 d3</source>
        <translation>1 d3</translation>
    </message>
    <message>
        <source>D3 = {d3}: may move {n}</source>
        <translation>D3 = {d3}: может пройти {n}</translation>
    </message>
    <message>
        <source>(d6 face {face})</source>
        <translation>(на d6 выпало {face})</translation>
    </message>
    <message>
        <source>Moved to ({q}, {r}), facing {facing}; hexes moved: {n}</source>
        <translation>Сходил в ({q}, {r}), лицом на {facing}; пройдено гексов: {n}</translation>
    </message>
    <message>
        <source>Out of the movement phase: Adjutant will ask first.</source>
        <translation>Вне фазы движения: Adjutant сначала спросит.</translation>
    </message>
    <message>
        <source>Path: {path}; hexes used: {used} of {n}; in reach: {reach}</source>
        <translation>Путь: {path}; пройдено гексов: {used} из {n}; достижимо: {reach}</translation>
    </message>
    <message>
        <source>&amp;Face:</source>
        <translation>&amp;Лицом на:</translation>
    </message>
    <message>
        <source>The vertex to face at the end of the move: click a corner, keys 1–6, [ ]</source>
        <translation>Вершина, к которой фигура обращена в конце движения: щёлкните по углу, клавиши 1–6, [ ]</translation>
    </message>
    <message>
        <source>Turn counter-clockwise ([)</source>
        <translation>Повернуть против часовой стрелки ([)</translation>
    </message>
    <message>
        <source>Turn clockwise (])</source>
        <translation>Повернуть по часовой стрелке (])</translation>
    </message>
    <message>
        <source>Clear path (Esc)</source>
        <translation>Сбросить путь (Esc)</translation>
    </message>
    <message>
        <source>Confirm move (Ctrl+Enter)</source>
        <translation>Подтвердить ход (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>this move</source>
        <translation>этот ход фигуры</translation>
    </message>
    <message>
        <source>Roll the movement first (R).</source>
        <translation>Сначала бросьте на движение (R).</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Отказано: {reason}</translation>
    </message>
    <message>
        <source> (next to an enemy: zone of control, GLAD-3)</source>
        <translation> (рядом с противником: зона контроля, GLAD-3)</translation>
    </message>
    <message>
        <source>Step to ({q}, {r}) accepted{extra}.</source>
        <translation>Шаг на ({q}, {r}) принят{extra}.</translation>
    </message>
    <message>
        <source>this movement roll</source>
        <translation>этот бросок движения</translation>
    </message>
    <message>
        <source>Movement roll for {name}</source>
        <translation>Бросок на движение: {name}</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Ход: {name}</translation>
    </message>
</context>
<context>
    <name>TurnPage</name>
    <message>
        <source>After an attack, the figures next to it may turn.</source>
        <translation>После атаки соседние фигуры могут повернуться.</translation>
    </message>
    <message>
        <source>No figure next to the last attack can turn (GLAD-6).</source>
        <translation>Ни одна фигура рядом с последней атакой не может повернуться (GLAD-6).</translation>
    </message>
    <message>
        <source>After {attacker} attacked {target}: each ticked figure spends its extra action to face the enemy who attacked it (GLAD-6). No roll is needed.</source>
        <translation>{attacker} атаковал {target}: каждая отмеченная фигура тратит дополнительное действие, чтобы повернуться к атаковавшему её противнику (GLAD-6). Бросок не нужен.</translation>
    </message>
    <message>
        <source>Turn the ticked figures (Ctrl+Enter)</source>
        <translation>Повернуть отмеченные фигуры (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>these turns</source>
        <translation>эти повороты</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Поворот фигур</translation>
    </message>
</context>
</TS>