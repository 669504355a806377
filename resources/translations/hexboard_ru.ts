<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>HexBoardCanvas</name>
    <message>
        <source>east</source>
        <translation>восток</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>северо-восток</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>северо-запад</translation>
    </message>
    <message>
        <source>west</source>
        <translation>запад</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>юго-запад</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>юго-восток</translation>
    </message>
    <message>
        <source>Hex ({q}, {r})</source>
        <translation>Гекс ({q}, {r})</translation>
    </message>
    <message>
        <source>Reachable in {n} hex(es) — GLAD-1</source>
        <translation>Достижим за {n} гекс. — GLAD-1</translation>
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
        <source>Facing {vertex} (vertex {v})</source>
        <translation>Обращён на {vertex} (вершина {v})</translation>
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
        <source>Face this vertex (key {key}) — GLAD-1</source>
        <translation>Повернуться к этой вершине (клавиша {key}) — GLAD-1</translation>
    </message>
</context>
<context>
    <name>HexBoardWindow</name>
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
        <source>Hex skirmish</source>
        <translation>Схватка на гексах</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Поле:</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Добавить пример арены</translation>
    </message>
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
        <source>Green: reachable with the roll (steps shown). Orange hatch: next to an enemy, at most one per move (GLAD-3). Gold dot: extra action ready; grey ring: spent. The wedge points at the faced vertex. Drag to pan, wheel to zoom.</source>
        <translation>Зелёный: достижимо с этим броском (указано число шагов). Оранжевая штриховка: рядом с противником, не больше одного такого гекса за ход (GLAD-3). Золотая точка: дополнительное действие доступно; серое кольцо: потрачено. Клин указывает на вершину, к которой обращена фигура. Перетаскивание — сдвиг, колесо — масштаб.</translation>
    </message>
    <message>
        <source>Selected figure</source>
        <translation>Выбранная фигура</translation>
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
        <source>Roll movement (R)</source>
        <translation>Бросить на движение (R)</translation>
    </message>
    <message>
        <source>Facing at the end of the move (click a corner, keys 1–6, [ ]):</source>
        <translation>Направление в конце хода (щелчок по вершине, клавиши 1–6, [ ]):</translation>
    </message>
    <message>
        <source>{name} (key {key})</source>
        <translation>{name} (клавиша {key})</translation>
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
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>Attacker&apos;s supporters (+1 red d6 each, they spend their extra action):</source>
        <translation>Поддержка атакующего (+1 красный d6 за каждого, тратят дополнительное действие):</translation>
    </message>
    <message>
        <source>Defender&apos;s supporters (+1 black d6 each, they spend their extra action):</source>
        <translation>Поддержка защитника (+1 чёрный d6 за каждого, тратят дополнительное действие):</translation>
    </message>
    <message>
        <source>Chance of success:</source>
        <translation>Шанс успеха:</translation>
    </message>
    <message>
        <source>Attack dice (red):</source>
        <translation>Кубики атаки (красные):</translation>
    </message>
    <message>
        <source>Defence dice (black):</source>
        <translation>Кубики защиты (чёрные):</translation>
    </message>
    <message>
        <source>Attack (Ctrl+Enter)</source>
        <translation>Атаковать (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Turn the checked figures (Ctrl+Enter)</source>
        <translation>Повернуть отмеченные фигуры (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>No game open.</source>
        <translation>Игра не открыта.</translation>
    </message>
    <message>
        <source>This game has no hex board yet.</source>
        <translation>В этой игре пока нет гексового поля.</translation>
    </message>
    <message>
        <source>Click a figure on the board to select it.</source>
        <translation>Щёлкните по фигуре на поле, чтобы выбрать её.</translation>
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
        <source>&lt;b&gt;{name}&lt;/b&gt; ({side})&lt;br&gt;{kind}, defence factor {df} (GLAD-1)&lt;br&gt;facing {vertex} · {state}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; ({side})&lt;br&gt;{kind}, фактор защиты {df} (GLAD-1)&lt;br&gt;обращён на {vertex} · {state}</translation>
    </message>
    <message>
        <source>Roll the D3 to see how far {name} may move (GLAD-1).</source>
        <translation>Бросьте D3, чтобы узнать, как далеко может пройти {name} (GLAD-1).</translation>
    </message>
    <message>
        <source>Allowance: {n} hex(es) — {kind} figure, D3 = {d3}</source>
        <translation>Движение: {n} гекс. — {kind} боец, D3 = {d3}</translation>
    </message>
    <message>
        <source>D3 (d6 face {face})</source>
        <translation>D3 (на d6 выпало {face})</translation>
    </message>
    <message>
        <source>D3</source>
        <translation>D3</translation>
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
        <source>Path: {path} — {used} of {n} hex(es); {reach} hex(es) reachable</source>
        <translation>Путь: {path} — {used} из {n} гекс.; достижимо гексов: {reach}</translation>
    </message>
    <message>
        <source>Attacker: &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>Атакующий: &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} has no enemy in action next to it (GLAD-4).</source>
        <translation>Рядом с {name} нет противника в строю (GLAD-4).</translation>
    </message>
    <message>
        <source>Arc: &lt;b&gt;{arc}&lt;/b&gt; — {target} faces {vertex}; the attacker stands in its {arc} hexes (GLAD-2).</source>
        <translation>Сектор: &lt;b&gt;{arc}&lt;/b&gt; — {target} обращён на {vertex}; атакующий стоит в секторе «{arc}» (GLAD-2).</translation>
    </message>
    <message>
        <source>Defence bonus: &lt;b&gt;{bonus}&lt;/b&gt; (GLAD-4)</source>
        <translation>Бонус защиты: &lt;b&gt;{bonus}&lt;/b&gt; (GLAD-4)</translation>
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
        <source>Defence factor</source>
        <translation>Фактор защиты</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
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
        <source>each side&apos;s dice are summed</source>
        <translation>кубики каждой стороны складываются</translation>
    </message>
    <message>
        <source>each side reads its highest die</source>
        <translation>каждая сторона берёт свой наибольший кубик</translation>
    </message>
    <message>
        <source>Red: {red} d6 against black: {black} d6 + {bonus}; {reading}; the attack {rule} (GLAD-4, GLAD-5).</source>
        <translation>Красные: {red} d6 против чёрных: {black} d6 + {bonus}; {reading}; атака {rule} (GLAD-4, GLAD-5).</translation>
    </message>
    <message>
        <source>{name}: face {enemy} — {old} → {new}</source>
        <translation>{name}: повернуться к {enemy} — {old} → {new}</translation>
    </message>
    <message>
        <source>After an attack, the figures next to it may turn.</source>
        <translation>После атаки соседние фигуры могут повернуться.</translation>
    </message>
    <message>
        <source>No figure next to the last attack can turn (GLAD-6).</source>
        <translation>Ни одна фигура рядом с последней атакой не может повернуться (GLAD-6).</translation>
    </message>
    <message>
        <source>After {attacker} attacked {target}: each checked figure spends its extra action to face the enemy who attacked it (GLAD-6).</source>
        <translation>{attacker} атаковал {target}: каждая отмеченная фигура тратит дополнительное действие, чтобы повернуться к атаковавшему её противнику (GLAD-6).</translation>
    </message>
    <message>
        <source>Refused: {reason}. Nothing was changed.</source>
        <translation>Отказано: {reason}. Ничего не изменено.</translation>
    </message>
    <message>
        <source>Roll the movement first (R).</source>
        <translation>Сначала бросьте на движение (R).</translation>
    </message>
    <message>
        <source>Refused: ({q}, {r}) is not next to the end of the path; move one hex at a time.</source>
        <translation>Отказано: ({q}, {r}) не рядом с концом пути; двигайтесь по одному гексу.</translation>
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
        <source>Movement roll for {name}</source>
        <translation>Бросок на движение: {name}</translation>
    </message>
    <message>
        <source>{name}: D3 = {d3}, may move {n} hex(es).</source>
        <translation>{name}: D3 = {d3}, может пройти гексов: {n}.</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Ход: {name}</translation>
    </message>
    <message>
        <source>{name} moved {n} hex(es) to ({q}, {r}), facing {vertex}.</source>
        <translation>{name}: пройдено гексов: {n}, теперь в ({q}, {r}), обращён на {vertex}.</translation>
    </message>
    <message>
        <source>{attacker} attacks {target}</source>
        <translation>{attacker} атакует {target}</translation>
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
        <source>Red {red} = {attack} against black {black} + {bonus} = {defence}: {verdict} (chance was {chance}).</source>
        <translation>Красные {red} = {attack} против чёрных {black} + {bonus} = {defence}: {verdict} (шанс был {chance}).</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Поворот фигур</translation>
    </message>
    <message>
        <source>Turned with the extra action (GLAD-6): {names}.</source>
        <translation>Повёрнуты за дополнительное действие (GLAD-6): {names}.</translation>
    </message>
</context>
</TS>
