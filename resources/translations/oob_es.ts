<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>OobDelegate</name>
    <message>
        <source>— no token —</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OobModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C-in-C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side, formation or unit name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit type (formation kind for formations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size class (MEL-1: large +2 dice, small −2, tiny 1 die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s formation: line, column, skirmish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: fresh, disordered, broken or destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order token (CMD-1): defence, move or attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee dice of the profile (MEL-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties (MEL-11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command group: commander, standard-bearer, musician (CMD-4, CMD-6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander-in-chief is with this unit (CMD-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <comment>commander initial</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <comment>standard-bearer initial</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <comment>musician initial</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reckless (CMD-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order token (CMD-1): {token}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard-bearer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>musician</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command group: {count} of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full group: the token changes without a test (CMD-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control difficulty −{bonus} (CMD-6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} · {count} unit(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commander-in-chief yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander-in-chief: {name}, with {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander-in-chief: {name}, standing alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}: the value was refused.
{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderOfBattleWidget</name>
    <message>
        <source>Order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set as commander-in-chief&apos;s unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reckless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander-in-chief joins this unit (CMD-4: its token changes at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark or clear a reckless regiment (CMD-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter units (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n item(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} appears in %n event(s) of the turn log.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} holds %n unit(s): they are deleted with it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Delete anyway? (Undo brings it back.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set commander-in-chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark reckless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear reckless</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitDetailPanel</name>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C-in-C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The d6 roll needed to hit, 2..6 (MEL-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reckless (CMD-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command group (CMD-4, CMD-6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard-bearer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musician</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved when you leave the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a unit to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({x}, {y}), facing {facing}°, {width} × {depth}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander-in-chief is with this unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark reckless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear reckless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit command group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pikemen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>March column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hedgehog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battalion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
