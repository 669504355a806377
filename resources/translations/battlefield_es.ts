<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Battlefield</name>
    <message>
        <source>in</source>
        <translation>pulg.</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>paces</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>Disordered</source>
        <translation>Desordenada</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rota</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Destruido</translation>
    </message>
    <message>
        <source>Drag to turn the unit (Shift: 15° steps)</source>
        <translation>Arrastre para girar la unidad (Mayús: pasos de 15°)</translation>
    </message>
    <message>
        <source>{name} (commander-in-chief)</source>
        <translation>{name} (comandante en jefe)</translation>
    </message>
    <message>
        <source>blocks the view</source>
        <translation>bloquea la vista</translation>
    </message>
    <message>
        <source>does not block the view</source>
        <translation>no bloquea la vista</translation>
    </message>
    <message>
        <source>&gt; 0 %</source>
        <translation>&gt; 0 %</translation>
    </message>
    <message>
        <source>≥ {percent}</source>
        <translation>≥ {percent}</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frente</translation>
    </message>
    <message>
        <source>Left flank</source>
        <translation>Flanco izquierdo</translation>
    </message>
    <message>
        <source>Right flank</source>
        <translation>Flanco derecho</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Retaguardia</translation>
    </message>
    <message>
        <source>Support {d} {unit} (MEL-5)</source>
        <translation>Apoyo {d} {unit} (MEL-5)</translation>
    </message>
</context>
<context>
    <name>BattlefieldScene</name>
    <message>
        <source>Front quarter</source>
        <translation>Cuadrante frontal</translation>
    </message>
    <message>
        <source>Flank quarters</source>
        <translation>Cuadrantes de flanco</translation>
    </message>
    <message>
        <source>Rear quarter</source>
        <translation>Cuadrante trasero</translation>
    </message>
    <message>
        <source>Support within {d} {unit} (MEL-5)</source>
        <translation>Apoyo a menos de {d} {unit} (MEL-5)</translation>
    </message>
    <message>
        <source>Charge {band}: up to {d} {unit}</source>
        <translation>Carga {band}: hasta {d} {unit}</translation>
    </message>
    <message>
        <source>Movement {m:g}</source>
        <translation>Movimiento {m:g}</translation>
    </message>
    <message>
        <source>{distance} from {unit}, in its {quarter}</source>
        <translation>a {distance} de {unit}, en su cuadrante: {quarter}</translation>
    </message>
    <message>
        <source>Move unit</source>
        <translation>Mover unidad</translation>
    </message>
    <message>
        <source>Move {n} pieces</source>
        <translation>Mover {n} piezas</translation>
    </message>
    <message>
        <source>Turn unit</source>
        <translation>Girar unidad</translation>
    </message>
    <message>
        <source>Terrain {n}</source>
        <translation>Terreno {n}</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Añadir terreno</translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation>Borrar terreno</translation>
    </message>
    <message>
        <source>Edit terrain</source>
        <translation>Editar terreno</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Colocar unidad</translation>
    </message>
    <message>
        <source>Take unit off the table</source>
        <translation>Retirar la unidad de la mesa</translation>
    </message>
</context>
<context>
    <name>BattlefieldView</name>
    <message>
        <source>Drag units to move them; [ and ] turn them (Shift: 1°).</source>
        <extracomment>The view follows resizes by fitting the table (True) or keeps the player&apos;s zoom. The view re-fits the table on every resize until the player zooms or pans; then it keeps their view until Fit table (F, Ctrl+0) brings fitting back.</extracomment>
        <translation>Arrastre las unidades para moverlas; [ y ] las giran (Mayús: 1°).</translation>
    </message>
    <message>
        <source>Drag to measure, or click two units for their edge-to-edge gap.</source>
        <translation>Arrastre para medir, o pulse dos unidades para la distancia entre bordes.</translation>
    </message>
    <message>
        <source>Click the corners of the terrain piece; Enter closes it, Esc cancels.</source>
        <translation>Pulse las esquinas del terreno; Intro lo cierra, Esc cancela.</translation>
    </message>
    <message>
        <source>Now click the second unit.</source>
        <translation>Ahora pulse la segunda unidad.</translation>
    </message>
    <message>
        <source>A terrain piece needs at least 3 corners.</source>
        <translation>Un terreno necesita al menos 3 esquinas.</translation>
    </message>
    <message>
        <source>Turn left 15°</source>
        <translation>Girar 15° a la izquierda</translation>
    </message>
    <message>
        <source>Turn right 15°</source>
        <translation>Girar 15° a la derecha</translation>
    </message>
    <message>
        <source>Take off the table</source>
        <translation>Retirar de la mesa</translation>
    </message>
    <message>
        <source>Blocks the view</source>
        <translation>Bloquea la vista</translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation>Borrar terreno</translation>
    </message>
    <message>
        <source>Place unit here</source>
        <translation>Colocar unidad aquí</translation>
    </message>
</context>
<context>
    <name>BattlefieldWidget</name>
    <message>
        <source>Measured: {text}</source>
        <translation>Medido: {text}</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Campo de batalla</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Select, move and turn units (S)</source>
        <translation>Seleccionar, mover y girar unidades (S)</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Measure distances (R)</source>
        <translation>Medir distancias (R)</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Draw a terrain piece (T)</source>
        <translation>Dibujar un terreno (T)</translation>
    </message>
    <message>
        <source>Blocks view</source>
        <translation>Bloquea vista</translation>
    </message>
    <message>
        <source>New terrain pieces block the view (CMD-8)</source>
        <translation>Los terrenos nuevos bloquean la vista (CMD-8)</translation>
    </message>
    <message>
        <source>Quarters</source>
        <translation>Cuadrantes</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s quarters (MEL-6) (Q)</source>
        <translation>Mostrar los cuadrantes de la unidad seleccionada (MEL-6) (Q)</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Apoyo</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s support distance (MEL-5) (U)</source>
        <translation>Mostrar la distancia de apoyo de la unidad seleccionada (MEL-5) (U)</translation>
    </message>
    <message>
        <source>Charge reach</source>
        <translation>Alcance de carga</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s charge reach (CHG-2, CHG-3) (C)</source>
        <translation>Mostrar el alcance de carga de la unidad seleccionada (CHG-2, CHG-3) (C)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Acercar (Ctrl++)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Alejar (Ctrl+-)</translation>
    </message>
    <message>
        <source>Fit table</source>
        <translation>Ajustar mesa</translation>
    </message>
    <message>
        <source>Show the whole table and keep it fitted when the window is resized (Ctrl+0, F); zooming or panning keeps your view instead</source>
        <translation>Mostrar toda la mesa y ajustarla al cambiar el tamaño de la ventana (Ctrl+0, F); al acercar o desplazar se conserva su vista</translation>
    </message>
</context>
</TS>
