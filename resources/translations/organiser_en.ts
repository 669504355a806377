<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Organiser</name>
    <message numerus="yes">
        <source>Conflict: %n op(s) refused</source>
        <translation>
            <numerusform>Conflict: %n op refused</numerusform>
            <numerusform>Conflict: %n ops refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>last heard %n minute(s) ago</source>
        <translation>
            <numerusform>last heard %n minute ago</numerusform>
            <numerusform>last heard %n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min ago</source>
        <translation>
            <numerusform>%n min ago</numerusform>
            <numerusform>%n min ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) going first</source>
        <translation>
            <numerusform>%n game going first</numerusform>
            <numerusform>%n games going first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to {path}</source>
        <translation>
            <numerusform>Wrote %n page to {path}</numerusform>
            <numerusform>Wrote %n pages to {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
