<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle assistant for tabletop wargames.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt and PySide6 (Qt for Python) are used under the GNU Lesser General Public License v3 (&lt;a href=&quot;https://www.gnu.org/licenses/lgpl-3.0.html&quot;&gt;LGPL-3.0&lt;/a&gt;); their source is available at &lt;a href=&quot;https://code.qt.io&quot;&gt;code.qt.io&lt;/a&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BreakdownView</name>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChanceLabel</name>
    <message>
        <source>No chance to show yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact chance: {fraction}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceEntry</name>
    <message>
        <source>Adjutant rolls the dice (reproducible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant rolls with the game&apos;s seeded dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll at the table and type the faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} × d{sides}, e.g. {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice faces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventKinds</name>
    <message>
        <source>Token change</source>
        <extracomment>Event kinds the store records (store.resolve) -&gt; English source for tr().</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reckless roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gladiator attack</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact chance: {fraction}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The battlefield canvas will appear here.</source>
        <extracomment>Emitted after a game was opened (or creating/opening failed: False).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This panel is not available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change is already saved; this writes a copy elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo &amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;game opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ All changes saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every change is written to {file} at once; there is nothing to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may have been moved, renamed or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was upgraded; the original is kept as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the game&apos;s own file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is already saved: every change is written at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving a copy is not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy saved as {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed from Open Recent (no longer there): {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not an Adjutant game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game saved by Adjutant (a .adjutant file). {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant cannot read it safely and left it as it is. A copy saved earlier may still open. {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} was saved by a newer Adjutant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the latest Adjutant to open it. {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is open in another Adjutant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close it there first, then open it here. {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last change was not saved; everything before it is safe. Free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant cannot write to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file or its folder is read-only. Copy the game to a folder you can write to, such as Documents, and open the copy. {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That value was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another name. {unchanged}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant could not use {file}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant games (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to save the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} already exists: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides need a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two sides need different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Second side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit of length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual: Adjutant rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical: type the faces rolled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phases</name>
    <message>
        <source>Command</source>
        <extracomment>The raw event, for views that want more (rule ids, inputs, outcome). Phase names as stored (store.models.PHASES) -&gt; English source for tr().</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Across Five Aprils: house rules</source>
        <extracomment>Preset names by key, in the interface language (the JSON holds English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age of Battles: regiment control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combined: tokens, charge and melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasy battle: charge range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gladiatoro: hex skirmish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pike and shot: melee</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search rule ids and texts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Order of battle</source>
        <extracomment>Every tool window, in the order of View &gt; Panels. Later issues add one line each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Command tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex skirmish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Next phase</source>
        <extracomment>A service refused (a store error): the main window shows it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change dice mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{phase} phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next phase ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go straight to the next turn ({key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s default dice: rolled by Adjutant or at the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnLogWidget</name>
    <message>
        <source>All sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn&apos;s tests, newest first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>Inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
