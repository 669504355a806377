<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>EventServer</name>
    <message numerus="yes">
        <source>Event server: %n waiting to send</source>
        <translation>
            <numerusform>Event server: %n waiting to send</numerusform>
            <numerusform>Event server: %n waiting to send</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) of this game have not reached the event server.</source>
        <translation>
            <numerusform>%n change of this game has not reached the event server.</numerusform>
            <numerusform>%n changes of this game have not reached the event server.</numerusform>
        </translation>
    </message>
</context>
</TS>
