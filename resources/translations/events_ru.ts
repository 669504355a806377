<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>EventWords</name>
    <message>
        <source>unit {id}</source>
        <extracomment>A unit the reader has no name for.</extracomment>
        <translation>часть {id}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Defence</source>
        <extracomment>The command tokens (CMD-1), as stored (``rules.units.Token`` values).</extracomment>
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
        <source>in</source>
        <extracomment>The ruleset&apos;s units of length (``rules.ruleset.LengthUnit`` values), short.</extracomment>
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
        <source>{old} → {new}</source>
        <translation>{old} → {new}</translation>
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
        <source>d20: {faces}</source>
        <translation>d20: {faces}</translation>
    </message>
    <message>
        <source>[out of phase]</source>
        <extracomment>Issue 15: a test confirmed by the player outside its phase, logged as such.</extracomment>
        <translation>[вне фазы]</translation>
    </message>
    <message>
        <source>with the commander-in-chief</source>
        <translation>с главнокомандующим</translation>
    </message>
    <message>
        <source>full command group</source>
        <translation>полная командная группа</translation>
    </message>
    <message>
        <source>{unit}: {old} → {new} (at once, {why})</source>
        <translation>{unit}: {old} → {new} (сразу, {why})</translation>
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
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: passed</source>
        <translation>{unit}: проверка управления {old} → {new}, нужно {needed}+, выпало {face}: успех</translation>
    </message>
    <message>
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: failed</source>
        <translation>{unit}: проверка управления {old} → {new}, нужно {needed}+, выпало {face}: провал</translation>
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
        <source>passed: {token}</source>
        <translation>успех: {token}</translation>
    </message>
    <message>
        <source>failed: stays {token}</source>
        <translation>провал: остаётся {token}</translation>
    </message>
    <message>
        <source>{unit}: reckless roll {face}: {old} → {new}</source>
        <translation>{unit}: бросок безрассудства {face}: {old} → {new}</translation>
    </message>
    <message>
        <source>{unit}: reckless roll {face}: stays {token}</source>
        <translation>{unit}: бросок безрассудства {face}: остаётся {token}</translation>
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
        <source>{unit} {token}</source>
        <translation>{unit} — {token}</translation>
    </message>
    <message>
        <source>Tokens placed: {units}</source>
        <translation>Жетоны выставлены: {units}</translation>
    </message>
    <message>
        <source>{count} placed</source>
        <translation>выставлено: {count}</translation>
    </message>
    <message>
        <source>{unit} charges {targets}: range {range} — reaches {reached}</source>
        <translation>{unit}: натиск на {targets}, дальность {range} — достигнуты: {reached}</translation>
    </message>
    <message>
        <source>{unit} charges {targets}: range {range} — fails</source>
        <translation>{unit}: натиск на {targets}, дальность {range} — натиск не удался</translation>
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
        <source>highest of 2d6</source>
        <extracomment>CHG-2: how the charge dice are read (``rules.charge.ChargeDice`` values).</extracomment>
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
        <source>{a} v {b}, round {round}: {sa}–{sb}, a draw</source>
        <translation>{a} против {b}, раунд {round}: {sa}–{sb}, ничья</translation>
    </message>
    <message>
        <source>{a} v {b}, round {round}: {sa}–{sb}, {winner} win</source>
        <translation>{a} против {b}, раунд {round}: {sa}–{sb}, побеждает {winner}</translation>
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
        <source>{unit} passes</source>
        <translation>{unit} — выдержала</translation>
    </message>
    <message>
        <source>{unit} fails</source>
        <translation>{unit} — не выдержала</translation>
    </message>
    <message>
        <source>Break test: {results}</source>
        <translation>Проверка стойкости: {results}</translation>
    </message>
    <message>
        <source>the combat ends</source>
        <translation>бой окончен</translation>
    </message>
    <message>
        <source>{attack} : {defence} → column {column}, roll {face}: {code}</source>
        <translation>{attack} : {defence} → колонка {column}, бросок {face}: {code}</translation>
    </message>
    <message>
        <source>[house rule; the table says {code}]</source>
        <translation>[домашнее правило; по таблице {code}]</translation>
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
        <source>{figure}: D3 = {d3}, may move {allowance}</source>
        <translation>{figure}: D3 = {d3}, может пройти {allowance}</translation>
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
        <source>{figure} moves to ({q}, {r}), facing {facing}; hexes moved: {steps}</source>
        <translation>{figure}: в ({q}, {r}), лицом на {facing}; пройдено гексов: {steps}</translation>
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
        <source>{figure} to vertex {facing}</source>
        <translation>{figure} — к вершине {facing}</translation>
    </message>
    <message>
        <source>Turned with the extra action: {figures}</source>
        <translation>Поворот за дополнительное действие: {figures}</translation>
    </message>
    <message>
        <source>front</source>
        <extracomment>GLAD-2 arcs as stored (``events.ARCS``).</extracomment>
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
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — hit</source>
        <translation>{attacker} атакует {target} ({arc}): {attack} против {defence} — попадание</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — parried</source>
        <translation>{attacker} атакует {target} ({arc}): {attack} против {defence} — отбито</translation>
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
</context>
</TS>
