<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>EventServer</name>
    <message>
        <source>cannot reach the event server; trying again</source>
        <extracomment>The table&apos;s connection line, password included (the user&apos;s settings only). Whether this laptop sends its games to the event server. How often the status bar reads the pusher&apos;s status (ms). The dialog&apos;s narrowest width (px): the intro and the line stay readable on 1024x700. A connection line file bigger than this is not one. Why ops did not go, by the error&apos;s kind, in the user&apos;s language (the server&apos;s own words go in the tooltip, as plain text).</extracomment>
        <translation>нет связи с сервером турнира; следующая попытка скоро</translation>
    </message>
    <message>
        <source>the server refused this table&apos;s password</source>
        <translation>сервер отклонил пароль этого стола</translation>
    </message>
    <message>
        <source>this table is not enrolled in the event archive</source>
        <translation>этот стол не зарегистрирован в архиве турнира</translation>
    </message>
    <message>
        <source>the server holds no event archive</source>
        <translation>на сервере нет архива турнира</translation>
    </message>
    <message>
        <source>the server does not accept this laptop</source>
        <translation>сервер не принимает подключения с этого ноутбука</translation>
    </message>
    <message>
        <source>the event archive and this Adjutant do not read the same version</source>
        <translation>архив турнира и этот Adjutant работают с разными версиями данных</translation>
    </message>
    <message>
        <source>the archive holds a different version of this game (kept as a conflict)</source>
        <translation>в архиве другая версия этой партии (сохранена как конфликт)</translation>
    </message>
    <message>
        <source>the archive&apos;s copy of this game differs from this file</source>
        <translation>копия этой партии в архиве не совпадает с этим файлом</translation>
    </message>
    <message>
        <source>this game file cannot be sent</source>
        <translation>этот файл партии нельзя отправить</translation>
    </message>
    <message>
        <source>the game file is busy for a moment; trying again</source>
        <translation>файл партии ненадолго занят; следующая попытка скоро</translation>
    </message>
    <message>
        <source>the server refused what was sent</source>
        <translation>сервер отклонил отправленные данные</translation>
    </message>
    <message>
        <source>no connection</source>
        <extracomment>The same in a word or two, for the status bar (a 1024-pixel screen in Russian).</extracomment>
        <translation>нет связи</translation>
    </message>
    <message>
        <source>login refused</source>
        <translation>вход отклонён</translation>
    </message>
    <message>
        <source>version refused</source>
        <translation>версия отклонена</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>конфликт</translation>
    </message>
    <message>
        <source>file busy</source>
        <translation>файл занят</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>The game file was not sent:</source>
        <translation>Файл партии не отправлен:</translation>
    </message>
    <message>
        <source>Event server: sent, game file sent at {time}</source>
        <translation>Сервер турнира: отправлено, файл партии отправлен в {time}</translation>
    </message>
    <message>
        <source>Event server: sent, game file not sent ({why})</source>
        <translation>Сервер турнира: отправлено, файл партии не отправлен ({why})</translation>
    </message>
    <message>
        <source>Event server: sent</source>
        <translation>Сервер турнира: отправлено</translation>
    </message>
    <message numerus="yes">
        <source>Event server: %n waiting to send</source>
        <translation>
            <numerusform>Сервер турнира: %n изменение ждёт отправки</numerusform>
            <numerusform>Сервер турнира: %n изменения ждут отправки</numerusform>
            <numerusform>Сервер турнира: %n изменений ждут отправки</numerusform>
        </translation>
    </message>
    <message>
        <source>{waiting} ({why})</source>
        <translation>{waiting} ({why})</translation>
    </message>
    <message>
        <source>&amp;Event Server…</source>
        <translation>&amp;Сервер турнира…</translation>
    </message>
    <message>
        <source>Send this laptop&apos;s games to the event&apos;s server</source>
        <translation>Отправлять партии с этого ноутбука на сервер турнира</translation>
    </message>
    <message>
        <source>Event server</source>
        <translation>Сервер турнира</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) of this game have not reached the event server.</source>
        <translation>
            <numerusform>%n изменение этой партии не дошло до сервера турнира.</numerusform>
            <numerusform>%n изменения этой партии не дошли до сервера турнира.</numerusform>
            <numerusform>%n изменений этой партии не дошли до сервера турнира.</numerusform>
        </translation>
    </message>
    <message>
        <source>They stay in the game file and are sent the next time this game is open in Adjutant with the server in reach. Close anyway?</source>
        <translation>Они сохранены в файле партии и будут отправлены, когда эта партия снова будет открыта в Adjutant и сервер будет доступен. Всё равно закрыть?</translation>
    </message>
</context>
<context>
    <name>EventServerDialog</name>
    <message>
        <source>Event Server</source>
        <translation>Сервер турнира</translation>
    </message>
    <message>
        <source>Paste the connection line the organiser gave for this table, or read it from their file. Adjutant keeps it in your settings, never in a game, and sends every change of the open game to the event&apos;s server in the background.</source>
        <translation>Вставьте строку подключения, которую организатор выдал для этого стола, или прочитайте её из его файла. Adjutant хранит её в ваших настройках, никогда в партии, и в фоне отправляет каждое изменение открытой партии на сервер турнира.</translation>
    </message>
    <message>
        <source>postgresql://…</source>
        <translation>postgresql://…</translation>
    </message>
    <message>
        <source>&amp;Read from File…</source>
        <translation>&amp;Прочитать из файла…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>&amp;Send this laptop&apos;s games to the event server</source>
        <translation>&amp;Отправлять партии с этого ноутбука на сервер турнира</translation>
    </message>
    <message>
        <source>No event server: games stay on this laptop.</source>
        <translation>Сервер турнира не задан: партии остаются на этом ноутбуке.</translation>
    </message>
    <message>
        <source>This is not a connection line: one starts with postgresql://</source>
        <translation>Это не строка подключения: она начинается с postgresql://</translation>
    </message>
    <message>
        <source>{file} holds no connection line.</source>
        <translation>В файле {file} нет строки подключения.</translation>
    </message>
    <message>
        <source>Table login {user} on {server}</source>
        <translation>Вход стола {user} на {server}</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>Не удаётся прочитать {file}: {why}</translation>
    </message>
    <message>
        <source>Read the Connection Line</source>
        <translation>Прочитать строку подключения</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстовые файлы (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Connected: this table may send its games ({user}).</source>
        <translation>Подключено: этот стол может отправлять партии ({user}).</translation>
    </message>
    <message>
        <source>Not connected: {why}</source>
        <translation>Нет подключения: {why}</translation>
    </message>
    <message>
        <source>Correct the connection line, or clear it.</source>
        <translation>Исправьте строку подключения или очистите её.</translation>
    </message>
</context>
</TS>
