<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Organiser</name>
    <message>
        <source>Before the dispute</source>
        <translation>До спора</translation>
    </message>
    <message>
        <source>Disputed</source>
        <translation>Оспорено</translation>
    </message>
    <message>
        <source>Kept by the archive</source>
        <translation>Хранится в архиве</translation>
    </message>
    <message>
        <source>Refused from table {table}</source>
        <translation>Отклонено от стола {table}</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>лимит ходов</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>время вышло</translation>
    </message>
    <message>
        <source>army broken</source>
        <translation>армия сломлена</translation>
    </message>
    <message>
        <source>concession</source>
        <translation>сдача</translation>
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
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Окончание</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>ПО</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Подтверждено</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Select a disputed or conflicting table to see its two records side by side.</source>
        <translation>Выберите оспоренный или конфликтный стол, чтобы увидеть две его записи рядом.</translation>
    </message>
    <message>
        <source>Table {table}: disputed</source>
        <translation>Стол {table}: спор</translation>
    </message>
    <message>
        <source>Table {table}: conflict</source>
        <translation>Стол {table}: конфликт</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>(без пояснения)</translation>
    </message>
    <message>
        <source>Player {player} disputes: {note}</source>
        <translation>Игрок {player} оспаривает: {note}</translation>
    </message>
    <message>
        <source>The archive refused an op from table {table}: {message}</source>
        <translation>Архив отклонил операцию от стола {table}: {message}</translation>
    </message>
    <message>
        <source>Neither op carries a match record.</source>
        <translation>Ни одна из операций не содержит протокола матча.</translation>
    </message>
    <message>
        <source>strength of schedule</source>
        <translation>сила соперников</translation>
    </message>
    <message>
        <source>victory-point margin</source>
        <translation>разница победных очков</translation>
    </message>
    <message>
        <source>victory points scored</source>
        <translation>набранные победные очки</translation>
    </message>
    <message>
        <source>Scoring: battle points (the sum of victory points)</source>
        <translation>Подсчёт: боевые очки (сумма победных очков)</translation>
    </message>
    <message>
        <source>Scoring: 20–0 match points from the victory-point margin</source>
        <translation>Подсчёт: матчевые очки 20–0 по разнице победных очков</translation>
    </message>
    <message>
        <source>Scoring: win {win}, draw {draw}, loss {loss}</source>
        <translation>Подсчёт: победа {win}, ничья {draw}, поражение {loss}</translation>
    </message>
    <message>
        <source>Ranked by event points; equal points share a rank</source>
        <translation>Места по турнирным очкам; при равенстве очков место общее</translation>
    </message>
    <message>
        <source>Ranked by event points, then {order}</source>
        <translation>Места по турнирным очкам, затем: {order}</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Не начата</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Awaiting confirmation</source>
        <translation>Ждёт подтверждения</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Конфликт</translation>
    </message>
    <message>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Last heard</source>
        <translation>Последняя связь</translation>
    </message>
    <message>
        <source>Printed {when} by Adjutant</source>
        <translation>Напечатано {when} программой Adjutant</translation>
    </message>
    <message>
        <source>{event}: standings</source>
        <translation>{event}: турнирная таблица</translation>
    </message>
    <message>
        <source>After round {round} of {rounds}</source>
        <translation>После тура {round} из {rounds}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>W-D-L</source>
        <translation>П-Н-П</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>VP for</source>
        <translation>ПО за</translation>
    </message>
    <message>
        <source>VP against</source>
        <translation>ПО против</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>SoS</source>
        <translation>СС</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>No confirmed game yet.</source>
        <translation>Подтверждённых игр ещё нет.</translation>
    </message>
    <message>
        <source>{event}: round {round} results</source>
        <translation>{event}: результаты тура {round}</translation>
    </message>
    <message>
        <source>{done} of {tables} tables confirmed</source>
        <translation>Подтверждено столов: {done} из {tables}</translation>
    </message>
    <message>
        <source>Player 1&apos;s result; only confirmed results count in the standings.</source>
        <translation>Результат игрока 1; в таблице учитываются только подтверждённые результаты.</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
        <source>turn {turn}</source>
        <translation>ход {turn}</translation>
    </message>
    <message numerus="yes">
        <source>last heard %n minute(s) ago</source>
        <translation>
            <numerusform>на связи %n минуту назад</numerusform>
            <numerusform>на связи %n минуты назад</numerusform>
            <numerusform>на связи %n минут назад</numerusform>
        </translation>
    </message>
    <message>
        <source>No record yet</source>
        <translation>Протокола ещё нет</translation>
    </message>
    <message>
        <source> v </source>
        <translation> – </translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Стол {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>%n мин назад</numerusform>
            <numerusform>%n мин назад</numerusform>
            <numerusform>%n мин назад</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Conflict: %n op(s) refused</source>
        <translation>
            <numerusform>Конфликт: %n отказ</numerusform>
            <numerusform>Конфликт: %n отказа</numerusform>
            <numerusform>Конфликт: %n отказов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) going first</source>
        <translation>
            <numerusform>%n игра с первым ходом</numerusform>
            <numerusform>%n игры с первым ходом</numerusform>
            <numerusform>%n игр с первым ходом</numerusform>
        </translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Победы, ничьи и поражения</translation>
    </message>
    <message>
        <source>Event points under the event&apos;s scoring rule</source>
        <translation>Турнирные очки по правилу подсчёта турнира</translation>
    </message>
    <message>
        <source>Victory points for minus victory points against</source>
        <translation>Победные очки за минус победные очки против</translation>
    </message>
    <message>
        <source>Strength of schedule: the opponents&apos; event points, one term a game</source>
        <translation>Сила соперников: турнирные очки соперников, по одному слагаемому за игру</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>Интервал 95 %</translation>
    </message>
    <message>
        <source>Going first</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Mirrors</source>
        <translation>Зеркальные</translation>
    </message>
    <message>
        <source>(no faction named)</source>
        <translation>(фракция не указана)</translation>
    </message>
    <message>
        <source>{faction} against {against}: games {games}, {wdl}, {rate}</source>
        <translation>{faction} против {against}: игр {games}, {wdl}, {rate}</translation>
    </message>
    <message>
        <source>Virtual tests</source>
        <translation>Проверки (виртуальные кубики)</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Ожидалось</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>Получено</translation>
    </message>
    <message>
        <source>z</source>
        <translation>z</translation>
    </message>
    <message>
        <source>Physical tests</source>
        <translation>Проверки (настоящие кубики)</translation>
    </message>
    <message>
        <source>Open Event Archive</source>
        <translation>Открыть архив турнира</translation>
    </message>
    <message>
        <source>The archive&apos;s connection line (postgresql://…): a viewer&apos;s line from &apos;adjutant server viewer&apos;, or the organiser&apos;s. The window only reads.</source>
        <translation>Строка подключения к архиву (postgresql://…): строка наблюдателя из «adjutant server viewer» или строка организатора. Окно только читает.</translation>
    </message>
    <message>
        <source>Not a connection line: {reason}</source>
        <translation>Это не строка подключения: {reason}</translation>
    </message>
    <message>
        <source>Open Event &amp;Archive…</source>
        <translation>Открыть &amp;архив турнира…</translation>
    </message>
    <message>
        <source>The round board, standings and factions of an event, live from its archive</source>
        <translation>Доска тура, турнирная таблица и фракции турнира — вживую из его архива</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Турнир:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>Т&amp;ур:</translation>
    </message>
    <message>
        <source>Round &amp;board</source>
        <translation>&amp;Доска тура</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Турнирная &amp;таблица</translation>
    </message>
    <message>
        <source>&amp;Factions</source>
        <translation>&amp;Фракции</translation>
    </message>
    <message>
        <source>&amp;Luck</source>
        <translation>&amp;Удача</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Print Standings…</source>
        <translation>&amp;Печать турнирной таблицы…</translation>
    </message>
    <message>
        <source>Print Round &amp;Results…</source>
        <translation>Печать &amp;результатов тура…</translation>
    </message>
    <message>
        <source>Export Standings as P&amp;DF…</source>
        <translation>Экспорт таблицы в P&amp;DF…</translation>
    </message>
    <message>
        <source>Export Round Results as PD&amp;F…</source>
        <translation>Экспорт результатов тура в PD&amp;F…</translation>
    </message>
    <message>
        <source>&amp;Open the Table&apos;s Game File</source>
        <translation>&amp;Открыть файл игры стола</translation>
    </message>
    <message>
        <source>&amp;Read Again</source>
        <translation>Прочитать &amp;снова</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Open the table&apos;s game file in Adjutant</source>
        <translation>Открыть файл игры этого стола в Adjutant</translation>
    </message>
    <message>
        <source>Faction against faction (the row&apos;s results against the column&apos;s; mirrors left out)</source>
        <translation>Фракция против фракции (результаты строки против столбца; зеркальные игры не учтены)</translation>
    </message>
    <message>
        <source>The event&apos;s settings hide luck.</source>
        <translation>Настройки турнира скрывают удачу.</translation>
    </message>
    <message>
        <source>{event} — Adjutant organiser</source>
        <translation>{event} — Adjutant: организатор</translation>
    </message>
    <message>
        <source>Adjutant organiser</source>
        <translation>Adjutant: организатор</translation>
    </message>
    <message>
        <source>Reading the event archive…</source>
        <translation>Чтение архива турнира…</translation>
    </message>
    <message>
        <source>No event yet</source>
        <translation>Турниров пока нет</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {done} of {tables} tables confirmed</source>
        <translation>Тур {round} из {rounds}: подтверждено столов {done} из {tables}</translation>
    </message>
    <message>
        <source>not set up by the organiser: default scoring</source>
        <translation>организатор не настроил турнир: подсчёт по умолчанию</translation>
    </message>
    <message>
        <source>First turn: no confirmed game says who went first yet.</source>
        <translation>Первый ход: ни одна подтверждённая игра пока не указывает, кто ходил первым.</translation>
    </message>
    <message>
        <source>Going first: games {games}, won {rate} (95 % interval {interval})</source>
        <translation>Первый ход: игр {games}, доля побед {rate} (интервал 95 % {interval})</translation>
    </message>
    <message>
        <source>Current ({round})</source>
        <translation>Текущий ({round})</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Тур {round}</translation>
    </message>
    <message>
        <source>Updated {time}</source>
        <translation>Обновлено в {time}</translation>
    </message>
    <message>
        <source>Connecting to the event archive…</source>
        <translation>Подключение к архиву турнира…</translation>
    </message>
    <message>
        <source>Live: reading as the archive&apos;s viewer (read-only)</source>
        <translation>Вживую: чтение от имени наблюдателя архива (только чтение)</translation>
    </message>
    <message>
        <source>Live: read-only session</source>
        <translation>Вживую: сеанс только для чтения</translation>
    </message>
    <message>
        <source>Connection lost, trying again: {reason}</source>
        <translation>Связь потеряна, повторная попытка: {reason}</translation>
    </message>
    <message>
        <source>The event archive refused: {reason}</source>
        <translation>Архив турнира отказал: {reason}</translation>
    </message>
    <message>
        <source>The table has not sent its game file yet</source>
        <translation>Стол ещё не прислал файл игры</translation>
    </message>
    <message>
        <source>Fetching the game file of table {table}…</source>
        <translation>Получение файла игры стола {table}…</translation>
    </message>
    <message>
        <source>The game file could not be taken from the archive: {reason}</source>
        <translation>Не удалось получить файл игры из архива: {reason}</translation>
    </message>
    <message>
        <source>The game file could not be saved: {reason}</source>
        <translation>Не удалось сохранить файл игры: {reason}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>There is no event to print yet.</source>
        <translation>Печатать пока нечего: турнира нет.</translation>
    </message>
    <message>
        <source>{event} standings</source>
        <translation>{event} таблица</translation>
    </message>
    <message>
        <source>{event} round {round}</source>
        <translation>{event} тур {round}</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written: {reason}</source>
        <translation>Не удалось записать PDF: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to {path}</source>
        <translation>
            <numerusform>Записана %n страница в {path}</numerusform>
            <numerusform>Записаны %n страницы в {path}</numerusform>
            <numerusform>Записано %n страниц в {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
