<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Facing</name>
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
</context>
<context>
    <name>PhaseFlow</name>
    <message>
        <source>&amp;Follow the Phase</source>
        <extracomment>Ruleset tool (``Tool`` value) -&gt; the main window&apos;s dock key of its tool window. Preference order of the tools that can serve a phase (a ruleset with melee and odds fights its melees first; RULES.md keeps them apart). The battlefield (central widget) stands for movement when no tool does. The dock key raised last (tests, and so a repeated phase raises nothing new).</extracomment>
        <translation>&amp;Следовать за фазой</translation>
    </message>
    <message>
        <source>Bring up the tool of each phase when the phase changes</source>
        <translation>При смене фазы открывать инструмент этой фазы</translation>
    </message>
</context>
<context>
    <name>StoreActions</name>
    <message>
        <source>Add combat results table</source>
        <extracomment>The English labels the store&apos;s services give their actions (``game.action(label)``), shown in the user&apos;s language in Edit &gt; History after reopening. A label not listed (a batch named by its window, already in the player&apos;s language) is shown as stored.</extracomment>
        <translation>Добавить таблицу результатов</translation>
    </message>
    <message>
        <source>Add figure</source>
        <translation>Добавить фигуру</translation>
    </message>
    <message>
        <source>Add formation</source>
        <translation>Добавить соединение</translation>
    </message>
    <message>
        <source>Add hex board</source>
        <translation>Добавить поле из гексов</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Добавить местность</translation>
    </message>
    <message>
        <source>Add the sample arena</source>
        <translation>Добавить пример арены</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Добавить отряд</translation>
    </message>
    <message>
        <source>Break test</source>
        <translation>Проверка стойкости</translation>
    </message>
    <message>
        <source>Change dice mode</source>
        <translation>Смена режима кубиков</translation>
    </message>
    <message>
        <source>Change ruleset</source>
        <translation>Смена правил</translation>
    </message>
    <message>
        <source>Change side colour</source>
        <translation>Смена цвета стороны</translation>
    </message>
    <message>
        <source>Change table layout</source>
        <translation>Изменить устройство таблицы</translation>
    </message>
    <message>
        <source>Change table size</source>
        <translation>Смена размера стола</translation>
    </message>
    <message>
        <source>Change token</source>
        <translation>Смена жетона</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Clear reckless</source>
        <translation>Снять отметку «безрассудный»</translation>
    </message>
    <message>
        <source>Control test</source>
        <translation>Проверка управления</translation>
    </message>
    <message>
        <source>Delete combat results table</source>
        <translation>Удалить таблицу результатов</translation>
    </message>
    <message>
        <source>Delete formation</source>
        <translation>Удалить соединение</translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation>Удалить местность</translation>
    </message>
    <message>
        <source>Delete unit</source>
        <translation>Удалить отряд</translation>
    </message>
    <message>
        <source>Duplicate unit</source>
        <translation>Дублировать отряд</translation>
    </message>
    <message>
        <source>Edit combat results table</source>
        <translation>Изменить таблицу результатов</translation>
    </message>
    <message>
        <source>Edit figure</source>
        <translation>Изменить фигуру</translation>
    </message>
    <message>
        <source>Edit table legend</source>
        <translation>Изменить легенду таблицы</translation>
    </message>
    <message>
        <source>Edit terrain</source>
        <translation>Изменить местность</translation>
    </message>
    <message>
        <source>Edit unit</source>
        <translation>Изменить отряд</translation>
    </message>
    <message>
        <source>End combat</source>
        <translation>Закончить бой</translation>
    </message>
    <message>
        <source>Gladiator attack</source>
        <translation>Атака гладиатора</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Домашнее правило</translation>
    </message>
    <message>
        <source>House rule ODD-2</source>
        <translation>Домашнее правило ODD-2</translation>
    </message>
    <message>
        <source>Mark reckless</source>
        <translation>Отметить безрассудным</translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation>Раунд рукопашной</translation>
    </message>
    <message>
        <source>Move figure</source>
        <translation>Передвинуть фигуру</translation>
    </message>
    <message>
        <source>Move formation</source>
        <translation>Переместить соединение</translation>
    </message>
    <message>
        <source>Move unit</source>
        <translation>Переместить отряд</translation>
    </message>
    <message>
        <source>Move unit on table</source>
        <translation>Передвинуть отряд на столе</translation>
    </message>
    <message>
        <source>Movement roll</source>
        <translation>Бросок движения</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Следующая фаза</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation>Бой по соотношению сил</translation>
    </message>
    <message>
        <source>Place token</source>
        <translation>Поставить жетон</translation>
    </message>
    <message>
        <source>Place tokens</source>
        <translation>Расставить жетоны</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Поставить отряд</translation>
    </message>
    <message>
        <source>Reckless roll</source>
        <translation>Бросок безрассудства</translation>
    </message>
    <message>
        <source>Remove house rule</source>
        <translation>Убрать домашнее правило</translation>
    </message>
    <message>
        <source>Rename combat results table</source>
        <translation>Переименовать таблицу результатов</translation>
    </message>
    <message>
        <source>Rename formation</source>
        <translation>Переименовать соединение</translation>
    </message>
    <message>
        <source>Rename game</source>
        <translation>Переименовать партию</translation>
    </message>
    <message>
        <source>Rename side</source>
        <translation>Переименовать сторону</translation>
    </message>
    <message>
        <source>Set commander-in-chief</source>
        <translation>Назначить главнокомандующего</translation>
    </message>
    <message>
        <source>Toggle house rule</source>
        <translation>Включить или выключить домашнее правило</translation>
    </message>
    <message>
        <source>Turn figures</source>
        <translation>Поворот фигур</translation>
    </message>
    <message>
        <source>Control tests</source>
        <translation>Проверки управления</translation>
    </message>
    <message>
        <source>Import army list</source>
        <translation>Импорт списка армии</translation>
    </message>
    <message>
        <source>Reckless rolls</source>
        <translation>Броски безрассудства</translation>
    </message>
    <message>
        <source>Remove unit from table</source>
        <translation>Убрать отряд со стола</translation>
    </message>
    <message>
        <source>Replace side from army list</source>
        <translation>Заменить сторону списком армии</translation>
    </message>
    <message>
        <source>Roll all charges</source>
        <translation>Бросить все натиски</translation>
    </message>
    <message>
        <source>Confirm match record</source>
        <translation>Подтверждение протокола матча</translation>
    </message>
    <message>
        <source>Dispute match record</source>
        <translation>Оспаривание протокола матча</translation>
    </message>
    <message>
        <source>Edit match record</source>
        <translation>Правка протокола матча</translation>
    </message>
    <message>
        <source>Fill faction from army list</source>
        <translation>Фракция из ростера</translation>
    </message>
    <message>
        <source>Delete units and formations</source>
        <translation>Удалить отряды и соединения</translation>
    </message>
    <message>
        <source>Move units</source>
        <translation>Переместить отряды</translation>
    </message>
    <message>
        <source>Move pieces on table</source>
        <translation>Передвинуть фигуры на столе</translation>
    </message>
    <message>
        <source>Turn units</source>
        <translation>Повернуть отряды</translation>
    </message>
    <message>
        <source>Place units</source>
        <translation>Поставить отряды</translation>
    </message>
</context>
</TS>
