<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>EventText</name>
    <message>
        <source>front</source>
        <extracomment>GLAD-2 arcs as stored (&quot;front&quot;, &quot;side&quot;, &quot;rear&quot;).</extracomment>
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
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>unit {id}</source>
        <translation>часть {id}</translation>
    </message>
    <message>
        <source>[out of phase]</source>
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
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: passed</source>
        <translation>{unit}: проверка управления {old} → {new}, нужно {needed}+, выпало {face}: успех</translation>
    </message>
    <message>
        <source>{unit}: control test {old} → {new}, needs {needed}+, rolled {face}: failed</source>
        <translation>{unit}: проверка управления {old} → {new}, нужно {needed}+, выпало {face}: провал</translation>
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
        <source>{unit} {token}</source>
        <translation>{unit} — {token}</translation>
    </message>
    <message>
        <source>Tokens placed: {units}</source>
        <translation>Жетоны выставлены: {units}</translation>
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
        <source>{a} v {b}, round {round}: {sa}–{sb}, a draw</source>
        <translation>{a} против {b}, раунд {round}: {sa}–{sb}, ничья</translation>
    </message>
    <message>
        <source>{a} v {b}, round {round}: {sa}–{sb}, {winner} win</source>
        <translation>{a} против {b}, раунд {round}: {sa}–{sb}, побеждает {winner}</translation>
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
        <source>{figure}: D3 = {d3}, may move {allowance}</source>
        <translation>{figure}: D3 = {d3}, может пройти {allowance}</translation>
    </message>
    <message>
        <source>{figure} moves to ({q}, {r}), facing {facing}; hexes moved: {steps}</source>
        <translation>{figure}: в ({q}, {r}), лицом на {facing}; пройдено гексов: {steps}</translation>
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
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — hit</source>
        <translation>{attacker} атакует {target} ({arc}): {attack} против {defence} — попадание</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} ({arc}): {attack} v {defence} — parried</source>
        <translation>{attacker} атакует {target} ({arc}): {attack} против {defence} — отбито</translation>
    </message>
</context>
</TS>
