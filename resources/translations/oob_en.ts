<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>OobModel</name>
        <message numerus="yes">
            <source>{kind} · %n unit(s)</source>
            <translation>
                <numerusform>{kind} · %n unit</numerusform>
                <numerusform>{kind} · %n units</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OobActions</name>
        <message numerus="yes">
            <source>Delete %n item(s)</source>
            <translation>
                <numerusform>Delete %n item</numerusform>
                <numerusform>Delete %n items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} appears in %n event(s) of the turn log.</source>
            <translation>
                <numerusform>{name} appears in %n event of the turn log.</numerusform>
                <numerusform>{name} appears in %n events of the turn log.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} holds %n unit(s): they are deleted with it.</source>
            <translation>
                <numerusform>{name} holds %n unit: it is deleted with it.</numerusform>
                <numerusform>{name} holds %n units: they are deleted with it.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OrderOfBattleWidget</name>
    </context>
</TS>
