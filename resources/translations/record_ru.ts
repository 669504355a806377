<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>DisputeDialog</name>
    <message>
        <source>Dispute the match record</source>
        <translation>Оспорить протокол матча</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;What is disputed:</source>
        <translation>&amp;Что оспаривается:</translation>
    </message>
</context>
<context>
    <name>MatchRecord</name>
    <message>
        <source>Player 1
primary</source>
        <extracomment>A store error reading the record (a damaged value), for the window to show.</extracomment>
        <translation>Игрок 1
основные</translation>
    </message>
    <message>
        <source>Player 1
secondary</source>
        <translation>Игрок 1
доп.</translation>
    </message>
    <message>
        <source>Player 2
primary</source>
        <translation>Игрок 2
основные</translation>
    </message>
    <message>
        <source>Player 2
secondary</source>
        <translation>Игрок 2
доп.</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Tests</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Ожидалось</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>Выпало</translation>
    </message>
    <message>
        <source>z-score</source>
        <translation>z-оценка</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Черновик</translation>
    </message>
    <message>
        <source>Confirmed by both players</source>
        <translation>Подтверждён обоими игроками</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>Оспорен</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Лимит ходов</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <source>Army broken</source>
        <translation>Армия сломлена</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation>Виртуальные кубики</translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation>Настоящие кубики</translation>
    </message>
    <message>
        <source>virtual</source>
        <extracomment>The same in a table's narrow column.</extracomment>
        <translation>виртуальные</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>настоящие</translation>
    </message>
    <message>
        <source>Player {n} ({name})</source>
        <translation>Игрок {n} ({name})</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
</context>
<context>
    <name>MatchRecordDialog</name>
    <message>
        <source>Match Record</source>
        <extracomment>The result box's choices: (player 1's entered result, player 2's) — None: the points.</extracomment>
        <translation>Протокол матча</translation>
    </message>
    <message>
        <source>&amp;Save Changes</source>
        <translation>&amp;Сохранить изменения</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Отменить правки</translation>
    </message>
    <message>
        <source>D&amp;ispute…</source>
        <translation>О&amp;спорить…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>П&amp;редпросмотр…</translation>
    </message>
    <message>
        <source>&amp;Print Slip…</source>
        <translation>&amp;Печать бланка…</translation>
    </message>
    <message>
        <source>Export Slip as P&amp;DF…</source>
        <translation>Бланк в P&amp;DF…</translation>
    </message>
    <message>
        <source>Export &amp;Record…</source>
        <translation>Э&amp;кспорт протокола…</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Игра не открыта.</translation>
    </message>
    <message>
        <source>{state} · record {hash}</source>
        <translation>{state} · протокол {hash}</translation>
    </message>
    <message>
        <source>changes not saved yet</source>
        <translation>изменения ещё не сохранены</translation>
    </message>
    <message>
        <source>That is not this player's PIN: nothing was changed.</source>
        <translation>Это не PIN этого игрока: ничего не изменено.</translation>
    </message>
    <message>
        <source>A PIN is 4 to 12 digits.</source>
        <translation>PIN — от 4 до 12 цифр.</translation>
    </message>
    <message>
        <source>Not saved: {field}: {why}</source>
        <translation>Не сохранено: {field}: {why}</translation>
    </message>
    <message>
        <source>Edit match record</source>
        <translation>Правка протокола матча</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Сохранено.</translation>
    </message>
    <message>
        <source>Save or revert your changes first.</source>
        <translation>Сначала сохраните или отмените свои правки.</translation>
    </message>
    <message>
        <source>Save the changes to the match record?</source>
        <translation>Сохранить изменения в протоколе матча?</translation>
    </message>
</context>
<context>
    <name>MatchRecordMenu</name>
    <message>
        <source>&amp;Match Record…</source>
        <translation>&amp;Протокол матча…</translation>
    </message>
    <message>
        <source>The result both players confirm, its slip and its exports</source>
        <translation>Результат, который подтверждают оба игрока, его бланк и экспорт</translation>
    </message>
    <message>
        <source>Unsaved changes to the match record</source>
        <translation>Несохранённые изменения протокола матча</translation>
    </message>
</context>
<context>
    <name>MatchSlip</name>
    <message>
        <source>Victory points</source>
        <extracomment>Up to this many rounds get a row each; more are written on one line per player.</extracomment>
        <translation>Победные очки</translation>
    </message>
    <message>
        <source>{primary} + {secondary} = {total}</source>
        <translation>{primary} + {secondary} = {total}</translation>
    </message>
    <message>
        <source>primary + secondary</source>
        <translation>основные + дополнительные</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation>Победные очки по раундам</translation>
    </message>
    <message>
        <source>Luck: no rolls with a chance shown.</source>
        <translation>Удача: бросков с показанным шансом не было.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Стол {n}</translation>
    </message>
    <message>
        <source>Points limit {n}</source>
        <translation>Лимит очков {n}</translation>
    </message>
    <message>
        <source>Match result</source>
        <translation>Результат матча</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Player code</source>
        <translation>Код игрока</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <source>Side in the game</source>
        <translation>Сторона в игре</translation>
    </message>
    <message>
        <source>Went first</source>
        <translation>Ходил первым</translation>
    </message>
    <message>
        <source>Total victory points</source>
        <translation>Всего победных очков</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Player {n} confirmed at {time} (UTC)</source>
        <translation>Игрок {n} подтвердил {time} (UTC)</translation>
    </message>
    <message>
        <source>Disputed by player {n}:</source>
        <translation>Оспорено игроком {n}:</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Сценарий:</translation>
    </message>
    <message>
        <source>End of the game:</source>
        <translation>Конец игры:</translation>
    </message>
    <message>
        <source>Rounds played: {n}</source>
        <translation>Сыграно раундов: {n}</translation>
    </message>
    <message>
        <source>Luck (tests with the exact chance shown)</source>
        <translation>Удача (проверки с показанным точным шансом)</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Состояние:</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Протокол</translation>
    </message>
    <message>
        <source>Signature of player {n}</source>
        <translation>Подпись игрока {n}</translation>
    </message>
    <message>
        <source>We agree with this result (record {hash}).</source>
        <translation>Мы согласны с этим результатом (протокол {hash}).</translation>
    </message>
</context>
<context>
    <name>RecordExports</name>
    <message>
        <source>Match slip — print preview</source>
        <translation>Бланк матча — предпросмотр</translation>
    </message>
    <message>
        <source>Match slip {hash}</source>
        <translation>Бланк матча {hash}</translation>
    </message>
    <message>
        <source>Export the match slip</source>
        <translation>Экспорт бланка матча</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Slip written to {path}</source>
        <translation>Бланк записан в {path}</translation>
    </message>
    <message>
        <source>Export the match record</source>
        <translation>Экспорт протокола матча</translation>
    </message>
    <message>
        <source>JSON (*.json);;CSV for pairing sites (*.csv)</source>
        <translation>JSON (*.json);;CSV для сайтов жеребьёвки (*.csv)</translation>
    </message>
    <message>
        <source>Record written to {path}</source>
        <translation>Протокол записан в {path}</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>&amp;Event name:</source>
        <translation>&amp;Название турнира:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>С&amp;тол:</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>С&amp;ценарий:</translation>
    </message>
    <message>
        <source>Points &amp;limit:</source>
        <translation>&amp;Лимит очков:</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Player &amp;code:</source>
        <translation>&amp;Код игрока:</translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation>&amp;Фракция:</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Сторона:</translation>
    </message>
    <message>
        <source>Points, result:</source>
        <translation>Очки, результат:</translation>
    </message>
    <message>
        <source>Confirmation:</source>
        <translation>Подтверждение:</translation>
    </message>
    <message>
        <source>From army list</source>
        <translation>Из ростера</translation>
    </message>
    <message>
        <source>The name and game system of the list imported for this side</source>
        <translation>Название и игровая система ростера, импортированного для этой стороны</translation>
    </message>
    <message>
        <source>Confirm as player {n}…</source>
        <translation>Подтвердить как игрок {n}…</translation>
    </message>
    <message>
        <source>from the organiser, if any</source>
        <translation>от организатора, если есть</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>&amp;Went first:</source>
        <translation>&amp;Ходил первым:</translation>
    </message>
    <message>
        <source>Result &amp;entered:</source>
        <translation>&amp;Введённый результат:</translation>
    </message>
    <message>
        <source>En&amp;d of the game:</source>
        <translation>&amp;Конец игры:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Decided by the victory points</source>
        <translation>По победным очкам</translation>
    </message>
    <message>
        <source>Player 1 won</source>
        <translation>Победил игрок 1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Player 2 won</source>
        <translation>Победил игрок 2</translation>
    </message>
    <message>
        <source>Where the game decides otherwise: a broken army, a gladiator's victory</source>
        <translation>Когда исход решает игра, а не очки: сломленная армия, победа гладиатора</translation>
    </message>
    <message>
        <source>Victory points by round</source>
        <translation>Победные очки по раундам</translation>
    </message>
    <message>
        <source>&amp;Add round</source>
        <translation>&amp;Добавить раунд</translation>
    </message>
    <message>
        <source>Insert, in the table</source>
        <translation>Insert в таблице</translation>
    </message>
    <message>
        <source>Remove last ro&amp;und</source>
        <translation>&amp;Убрать последний раунд</translation>
    </message>
    <message>
        <source>Delete, in the table</source>
        <translation>Delete в таблице</translation>
    </message>
    <message>
        <source>Luck: tests with the exact chance shown</source>
        <translation>Удача: проверки с показанным точным шансом</translation>
    </message>
    <message>
        <source>No rolls with a chance shown yet.</source>
        <translation>Бросков с показанным шансом пока нет.</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} ПО</translation>
    </message>
    <message>
        <source>Confirmed at {time} (UTC)</source>
        <translation>Подтверждено {time} (UTC)</translation>
    </message>
    <message>
        <source>Not confirmed</source>
        <translation>Не подтверждено</translation>
    </message>
</context>
<context>
    <name>RecordPlayerActions</name>
    <message>
        <source>The record changed after it was confirmed, so the confirmation of {players} was cleared: confirm it again.</source>
        <translation>Протокол изменился после подтверждения, поэтому подтверждение ({players}) снято: подтвердите его снова.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>Confirm the match record</source>
        <translation>Подтвердить протокол матча</translation>
    </message>
    <message>
        <source>{player}: your PIN (4 to 12 digits). The first PIN you confirm with is kept, as a salted hash, and asked again if you confirm after a change.</source>
        <translation>{player}: ваш PIN (от 4 до 12 цифр). Первый PIN, которым вы подтверждаете, хранится в виде хеша с солью и будет спрошен снова, если вы подтверждаете после изменения.</translation>
    </message>
    <message>
        <source>Confirm match record (player {n})</source>
        <translation>Подтверждение протокола (игрок {n})</translation>
    </message>
    <message>
        <source>{player} confirmed the record.</source>
        <translation>{player} подтвердил протокол.</translation>
    </message>
    <message>
        <source>Dispute match record (player {n})</source>
        <translation>Протокол оспорен (игрок {n})</translation>
    </message>
    <message>
        <source>The record is marked disputed.</source>
        <translation>Протокол помечен как оспоренный.</translation>
    </message>
    <message>
        <source>Fill faction from army list</source>
        <translation>Фракция из ростера</translation>
    </message>
</context>
</TS>
