<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>SummaryActions</name>
    <message>
        <source>Print Pre&amp;view of Turn Summary…</source>
        <translation>&amp;Vista previa del resumen del turno…</translation>
    </message>
    <message>
        <source>&amp;Print Turn Summary…</source>
        <translation>&amp;Imprimir resumen del turno…</translation>
    </message>
    <message>
        <source>Export Turn Summary as P&amp;DF…</source>
        <translation>Exportar resumen del turno a P&amp;DF…</translation>
    </message>
    <message>
        <source>The current turn, a chosen turn or the whole game</source>
        <translation>El turno actual, un turno elegido o la partida entera</translation>
    </message>
    <message>
        <source>Turn summary</source>
        <translation>Resumen del turno</translation>
    </message>
    <message>
        <source>Turn summary — print preview</source>
        <translation>Resumen del turno — vista previa</translation>
    </message>
    <message>
        <source>Export turn summary</source>
        <translation>Exportar resumen del turno</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Summary written to {path}</source>
        <translation>Resumen guardado en {path}</translation>
    </message>
</context>
<context>
    <name>SummaryScopeDialog</name>
    <message>
        <source>Turn summary</source>
        <translation>Resumen del turno</translation>
    </message>
    <message>
        <source>Which turns should the summary show?</source>
        <translation>¿Qué turnos debe mostrar el resumen?</translation>
    </message>
    <message>
        <source>The current turn ({turn})</source>
        <translation>El turno actual ({turn})</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <source>The whole game (order of battle, losses, every turn)</source>
        <translation>La partida entera (orden de batalla, bajas, todos los turnos)</translation>
    </message>
</context>
<context>
    <name>TurnSummary</name>
    <message>
        <source>Command phase</source>
        <extracomment>The store&apos;s phases in turn order (adjutant.store.models.PHASES; not imported: windows reach the store through services and queries only).</extracomment>
        <translation>Fase de mando</translation>
    </message>
    <message>
        <source>Charge phase</source>
        <translation>Fase de carga</translation>
    </message>
    <message>
        <source>Movement phase</source>
        <translation>Fase de movimiento</translation>
    </message>
    <message>
        <source>Melee phase</source>
        <translation>Fase de cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Fase final</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>intacta</translation>
    </message>
    <message>
        <source>disordered</source>
        <translation>desordenada</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rota</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>destruida</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infantería</translation>
    </message>
    <message>
        <source>pikemen</source>
        <translation>piqueros</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>caballería</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillería</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>mando</translation>
    </message>
    <message>
        <source>other</source>
        <translation>otra</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Ambos bandos</translation>
    </message>
    <message>
        <source>Luck: no rolls with a chance shown.</source>
        <translation>Suerte: ninguna tirada con probabilidad mostrada.</translation>
    </message>
    <message>
        <source>Luck: {rolls} rolls with a chance shown; successes expected {expected}, achieved {achieved} ({difference}).</source>
        <translation>Suerte: {rolls} tiradas con probabilidad mostrada; éxitos esperados {expected}, obtenidos {achieved} ({difference}).</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Suceso</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>removed from the order of battle</source>
        <translation>retirada del orden de batalla</translation>
    </message>
    <message>
        <source>(total {total})</source>
        <translation>(total {total})</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Bajas</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message>
        <source>No events were recorded in turn {turn}.</source>
        <translation>No se registró ningún suceso en el turno {turn}.</translation>
    </message>
    <message>
        <source>Units lost, broken or disordered this turn</source>
        <translation>Unidades perdidas, rotas o desordenadas en este turno</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguna.</translation>
    </message>
    <message>
        <source>The whole game: turns 1 to {last}</source>
        <translation>La partida entera: turnos 1 a {last}</translation>
    </message>
    <message>
        <source>Nothing was done in turn {turn}.</source>
        <translation>No se hizo nada en el turno {turn}.</translation>
    </message>
    <message>
        <source>Nothing was done in turns {first} to {last}.</source>
        <translation>No se hizo nada en los turnos {first} a {last}.</translation>
    </message>
    <message>
        <source>Final losses</source>
        <translation>Bajas finales</translation>
    </message>
    <message>
        <source>Formation / unit</source>
        <translation>Formación / unidad</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source> v </source>
        <translation> contra </translation>
    </message>
    <message>
        <source>Whole game · {sides}</source>
        <translation>Partida entera · {sides}</translation>
    </message>
    <message>
        <source>The battlefield at the end of turn {turn}</source>
        <translation>El campo de batalla al final del turno {turn}</translation>
    </message>
    <message>
        <source>No unit is on the table.</source>
        <translation>No hay ninguna unidad en la mesa.</translation>
    </message>
    <message>
        <source>Turn {turn} · {sides}</source>
        <translation>Turno {turn} · {sides}</translation>
    </message>
    <message>
        <source>Adjutant · {game}</source>
        <translation>Adjutant · {game}</translation>
    </message>
    <message>
        <source>Page {page} of {total}</source>
        <translation>Página {page} de {total}</translation>
    </message>
</context>
</TS>
