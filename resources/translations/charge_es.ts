<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ChargeWindow</name>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>Declare a charge (CHG-2..5)</source>
        <translation>Declarar una carga (CHG-2..5)</translation>
    </message>
    <message>
        <source>Declared charges, in the order rolled (CHG-1)</source>
        <translation>Cargas declaradas, en el orden de tirada (CHG-1)</translation>
    </message>
    <message>
        <source>Charger:</source>
        <translation>Unidad que carga:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Añadir objetivo</translation>
    </message>
    <message>
        <source>Use the battlefield selection</source>
        <translation>Usar la selección del campo</translation>
    </message>
    <message>
        <source>The current unit charges; the selected enemy units are its targets</source>
        <translation>Carga la unidad actual; las unidades enemigas seleccionadas son sus objetivos</translation>
    </message>
    <message>
        <source>Remove target</source>
        <translation>Quitar objetivo</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declarar</translation>
    </message>
    <message>
        <source>Reaches every target (CHG-4):</source>
        <translation>Alcanza todos los objetivos (CHG-4):</translation>
    </message>
    <message>
        <source>Reaches at least one (CHG-4):</source>
        <translation>Alcanza al menos uno (CHG-4):</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medida</translation>
    </message>
    <message>
        <source>Typed (wins)</source>
        <translation>Escrita (prevalece)</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Necesita</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>The distance the players measured on the table; it wins (CHG-5)</source>
        <translation>La distancia medida por los jugadores en la mesa; prevalece (CHG-5)</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Clear rolled</source>
        <translation>Quitar las tiradas</translation>
    </message>
    <message>
        <source>Roll next charge</source>
        <translation>Tirar la siguiente carga</translation>
    </message>
    <message>
        <source>Roll the first charge still pending (Ctrl+Enter)</source>
        <translation>Tirar la primera carga pendiente (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>The charge was undone: it is pending again.</source>
        <translation>La carga se deshizo: vuelve a estar pendiente.</translation>
    </message>
    <message>
        <source>— choose the charging unit —</source>
        <translation>— elija la unidad que carga —</translation>
    </message>
    <message>
        <source>Select the charger and its targets on the battlefield.</source>
        <translation>Seleccione en el campo la unidad que carga y sus objetivos.</translation>
    </message>
    <message>
        <source>{unit} has no order token yet: only a regiment with an Attack token may charge (CMD-1).</source>
        <translation>{unit} aún no tiene ficha de orden: solo un regimiento con ficha de Ataque puede cargar (CMD-1).</translation>
    </message>
    <message>
        <source>{unit} carries a {token} token: only a regiment with an Attack token may charge (CMD-1).</source>
        <translation>{unit} lleva una ficha de {token}: solo un regimiento con ficha de Ataque puede cargar (CMD-1).</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>fuera de alcance</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>{n}+</source>
        <translation>{n}+</translation>
    </message>
    <message>
        <source>Distance {d} (CHG-3, {source}) − Movement {m} (CHG-2) = {diff}: needs {n}+ on {dice}; exact chance {p}</source>
        <translation>Distancia {d} (CHG-3, {source}) − Movimiento {m} (CHG-2) = {diff}: necesita {n}+ en {dice}; probabilidad exacta {p}</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>escrita</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medida</translation>
    </message>
    <message>
        <source>Not on the battlefield: type the distance measured (CHG-5)</source>
        <translation>No está en el campo: escriba la distancia medida (CHG-5)</translation>
    </message>
    <message>
        <source>Type the distance measured on the table (CHG-5)</source>
        <translation>Escriba la distancia medida en la mesa (CHG-5)</translation>
    </message>
    <message>
        <source>Movement {m} + {dice} (CHG-2)</source>
        <translation>Movimiento {m} + {dice} (CHG-2)</translation>
    </message>
    <message>
        <source>the highest of 2D6</source>
        <translation>el mayor de 2D6</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>3D6, the lowest dropped</source>
        <translation>3D6 sin el menor</translation>
    </message>
    <message>
        <source>D6</source>
        <translation>D6</translation>
    </message>
    <message>
        <source>“{text}” is not a distance: type a number ≥ 0.</source>
        <translation>«{text}» no es una distancia: escriba un número ≥ 0.</translation>
    </message>
    <message>
        <source>Choose a charger and at least one target.</source>
        <translation>Elija la unidad que carga y al menos un objetivo.</translation>
    </message>
    <message>
        <source>A target is not on the battlefield: type its distance (CHG-5).</source>
        <translation>Un objetivo no está en el campo: escriba su distancia (CHG-5).</translation>
    </message>
    <message>
        <source>{unit} has already declared a charge.</source>
        <translation>{unit} ya ha declarado una carga.</translation>
    </message>
    <message>
        <source>{unit}&apos;s charge declared.</source>
        <translation>Carga de {unit} declarada.</translation>
    </message>
    <message>
        <source>reached {targets}</source>
        <translation>alcanzó a {targets}</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallida</translation>
    </message>
    <message>
        <source>(one target: resolved together, CHG-1)</source>
        <translation>(objetivo común: se resuelven juntas, CHG-1)</translation>
    </message>
    <message>
        <source>Charge: {unit}</source>
        <translation>Carga: {unit}</translation>
    </message>
    <message>
        <source>{unit}: Movement {m} + {dice_rule} [{dice}] = range {range}.</source>
        <translation>{unit}: Movimiento {m} + {dice_rule} [{dice}] = alcance {range}.</translation>
    </message>
    <message>
        <source>Reached: {targets}.</source>
        <translation>Alcanzados: {targets}.</translation>
    </message>
    <message>
        <source>Not reached: {targets}.</source>
        <translation>No alcanzados: {targets}.</translation>
    </message>
    <message>
        <source>The charge fails (CHG-4).</source>
        <translation>La carga fracasa (CHG-4).</translation>
    </message>
</context>
</TS>
