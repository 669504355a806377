<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>RollCard</name>
    <message>
        <source>to roll</source>
        <extracomment>The narrowest dock a card must fit without a horizontal scroll bar (issue 15). Up (-1) or Down (+1) pressed: the list moves the focus.</extracomment>
        <translation>бросок</translation>
    </message>
    <message>
        <source>no roll needed</source>
        <translation>без броска</translation>
    </message>
    <message>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <source>not now</source>
        <translation>не сейчас</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Make the change now: no roll is needed (Enter)</source>
        <translation>Изменить сейчас: бросок не нужен (Enter)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Ввести</translation>
    </message>
    <message>
        <source>Accept the typed faces (Enter)</source>
        <translation>Принять введённые значения (Enter)</translation>
    </message>
    <message>
        <source>d{sides} face</source>
        <comment>one die</comment>
        <translation>значение d{sides}</translation>
    </message>
    <message>
        <source>{count} × d{sides}</source>
        <translation>{count} × d{sides}</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Roll with Adjutant&apos;s dice (Enter)</source>
        <translation>Бросить кубики Адъютанта (Enter)</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Бросить за меня</translation>
    </message>
    <message>
        <source>Type faces</source>
        <translation>Ввести значения</translation>
    </message>
    <message>
        <source>This roll only: switch between Adjutant&apos;s dice and the faces rolled at the table (Ctrl+T)</source>
        <translation>Только этот бросок: кубики Адъютанта или значения, выброшенные за столом (Ctrl+T)</translation>
    </message>
    <message>
        <source>Type {count} faces of a d{sides}</source>
        <translation>Введите {count} значения d{sides}</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Почему?</translation>
    </message>
    <message>
        <source>How the chance is worked out, rule by rule (?)</source>
        <translation>Как получен шанс, правило за правилом (?)</translation>
    </message>
</context>
<context>
    <name>RollCardList</name>
    <message>
        <source>Type the faces first for: {names}</source>
        <translation>Сначала введите значения для: {names}</translation>
    </message>
    <message numerus="yes">
        <source>Roll all (%n)</source>
        <translation>
            <numerusform>Бросить все (%n)</numerusform>
            <numerusform>Бросить все (%n)</numerusform>
            <numerusform>Бросить все (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll every card of this list, top to bottom: one undo step</source>
        <translation>Бросить все карточки списка сверху вниз: один шаг отмены</translation>
    </message>
</context>
<context>
    <name>ToolPanel</name>
    <message>
        <source>Out of phase</source>
        <translation>Не в своей фазе</translation>
    </message>
    <message>
        <source>It is the {now} phase. Do {what} in the {wanted} phase anyway?</source>
        <translation>Сейчас фаза «{now}». Всё равно выполнить {what} из фазы «{wanted}»?</translation>
    </message>
    <message>
        <source>It will be logged as out of phase. Adjutant will not ask again in this phase.</source>
        <translation>В журнале будет отмечено «вне фазы». В этой фазе Адъютант больше не спросит.</translation>
    </message>
</context>
</TS>
