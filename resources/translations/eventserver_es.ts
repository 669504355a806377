<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>EventServer</name>
    <message>
        <source>cannot reach the event server; trying again</source>
        <extracomment>The table&apos;s connection line, password included (the user&apos;s settings only). Whether this laptop sends its games to the event server. How often the status bar reads the pusher&apos;s status (ms). The dialog&apos;s narrowest width (px): the intro and the line stay readable on 1024x700. A connection line file bigger than this is not one. Why ops did not go, by the error&apos;s kind, in the user&apos;s language (the server&apos;s own words go in the tooltip, as plain text).</extracomment>
        <translation>no se puede conectar con el servidor del evento; se volverá a intentar</translation>
    </message>
    <message>
        <source>the server refused this table&apos;s password</source>
        <translation>el servidor rechazó la contraseña de esta mesa</translation>
    </message>
    <message>
        <source>this table is not enrolled in the event archive</source>
        <translation>esta mesa no está inscrita en el archivo del evento</translation>
    </message>
    <message>
        <source>the server holds no event archive</source>
        <translation>el servidor no tiene ningún archivo de evento</translation>
    </message>
    <message>
        <source>the server does not accept this laptop</source>
        <translation>el servidor no acepta este portátil</translation>
    </message>
    <message>
        <source>the event archive and this Adjutant do not read the same version</source>
        <translation>el archivo del evento y este Adjutant no leen la misma versión</translation>
    </message>
    <message>
        <source>the archive holds a different version of this game (kept as a conflict)</source>
        <translation>el archivo tiene otra versión de esta partida (guardada como conflicto)</translation>
    </message>
    <message>
        <source>the archive&apos;s copy of this game differs from this file</source>
        <translation>la copia de esta partida en el archivo no coincide con este fichero</translation>
    </message>
    <message>
        <source>this game file cannot be sent</source>
        <translation>este fichero de partida no se puede enviar</translation>
    </message>
    <message>
        <source>the game file is busy for a moment; trying again</source>
        <translation>el fichero de la partida está ocupado un momento; se volverá a intentar</translation>
    </message>
    <message>
        <source>the server refused what was sent</source>
        <translation>el servidor rechazó lo enviado</translation>
    </message>
    <message>
        <source>no connection</source>
        <extracomment>The same in a word or two, for the status bar (a 1024-pixel screen in Russian).</extracomment>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>login refused</source>
        <translation>acceso rechazado</translation>
    </message>
    <message>
        <source>version refused</source>
        <translation>versión rechazada</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>conflicto</translation>
    </message>
    <message>
        <source>file busy</source>
        <translation>fichero ocupado</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>The game file was not sent:</source>
        <translation>El archivo de la partida no se envió:</translation>
    </message>
    <message>
        <source>Event server: sent, game file sent at {time}</source>
        <translation>Servidor del evento: enviado, archivo de la partida enviado a las {time}</translation>
    </message>
    <message>
        <source>Event server: sent, game file not sent ({why})</source>
        <translation>Servidor del evento: enviado, archivo de la partida no enviado ({why})</translation>
    </message>
    <message>
        <source>Event server: sent</source>
        <translation>Servidor del evento: enviado</translation>
    </message>
    <message numerus="yes">
        <source>Event server: %n waiting to send</source>
        <translation>
            <numerusform>Servidor del evento: %n pendiente de envío</numerusform>
            <numerusform>Servidor del evento: %n pendientes de envío</numerusform>
        </translation>
    </message>
    <message>
        <source>{waiting} ({why})</source>
        <translation>{waiting} ({why})</translation>
    </message>
    <message>
        <source>&amp;Event Server…</source>
        <translation>Servidor del &amp;evento…</translation>
    </message>
    <message>
        <source>Send this laptop&apos;s games to the event&apos;s server</source>
        <translation>Enviar las partidas de este portátil al servidor del evento</translation>
    </message>
    <message>
        <source>Event server</source>
        <translation>Servidor del evento</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) of this game have not reached the event server.</source>
        <translation>
            <numerusform>%n cambio de esta partida no ha llegado al servidor del evento.</numerusform>
            <numerusform>%n cambios de esta partida no han llegado al servidor del evento.</numerusform>
        </translation>
    </message>
    <message>
        <source>They stay in the game file and are sent the next time this game is open in Adjutant with the server in reach. Close anyway?</source>
        <translation>Se conservan en el fichero de la partida y se enviarán la próxima vez que abra esta partida en Adjutant con el servidor a su alcance. ¿Desea cerrar de todos modos?</translation>
    </message>
</context>
<context>
    <name>EventServerDialog</name>
    <message>
        <source>Event Server</source>
        <translation>Servidor del evento</translation>
    </message>
    <message>
        <source>Paste the connection line the organiser gave for this table, or read it from their file. Adjutant keeps it in your settings, never in a game, and sends every change of the open game to the event&apos;s server in the background.</source>
        <translation>Pegue la línea de conexión que el organizador le dio para esta mesa, o léala del fichero que le entregó. Adjutant la guarda en su configuración, nunca en una partida, y envía en segundo plano cada cambio de la partida abierta al servidor del evento.</translation>
    </message>
    <message>
        <source>postgresql://…</source>
        <translation>postgresql://…</translation>
    </message>
    <message>
        <source>&amp;Read from File…</source>
        <translation>&amp;Leer de un fichero…</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Probar</translation>
    </message>
    <message>
        <source>&amp;Send this laptop&apos;s games to the event server</source>
        <translation>&amp;Enviar las partidas de este portátil al servidor del evento</translation>
    </message>
    <message>
        <source>No event server: games stay on this laptop.</source>
        <translation>Sin servidor del evento: las partidas se quedan en este portátil.</translation>
    </message>
    <message>
        <source>This is not a connection line: one starts with postgresql://</source>
        <translation>Esto no es una línea de conexión: una línea empieza por postgresql://</translation>
    </message>
    <message>
        <source>{file} holds no connection line.</source>
        <translation>{file} no contiene ninguna línea de conexión.</translation>
    </message>
    <message>
        <source>Table login {user} on {server}</source>
        <translation>Acceso de mesa {user} en {server}</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>No se puede leer {file}: {why}</translation>
    </message>
    <message>
        <source>Read the Connection Line</source>
        <translation>Leer la línea de conexión</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Ficheros de texto (*.txt);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>Connected: this table may send its games ({user}).</source>
        <translation>Conectado: esta mesa puede enviar sus partidas ({user}).</translation>
    </message>
    <message>
        <source>Not connected: {why}</source>
        <translation>Sin conexión: {why}</translation>
    </message>
    <message>
        <source>Correct the connection line, or clear it.</source>
        <translation>Corrija la línea de conexión o bórrela.</translation>
    </message>
</context>
</TS>
