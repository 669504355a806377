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
        <source>Who charges: CMD-1 (Alt+1)</source>
        <translation>Quién carga: CMD-1 (Alt+1)</translation>
    </message>
    <message>
        <source>Targets, distances, chances: CHG-2..5 (Alt+2)</source>
        <translation>Objetivos, distancias, probabilidades: CHG-2..5 (Alt+2)</translation>
    </message>
    <message>
        <source>Roll the declared charges: CHG-1 (Alt+3)</source>
        <translation>Tirar las cargas declaradas: CHG-1 (Alt+3)</translation>
    </message>
    <message>
        <source>1 Charger</source>
        <translation>1 Quién carga</translation>
    </message>
    <message>
        <source>2 Targets</source>
        <translation>2 Objetivos</translation>
    </message>
    <message>
        <source>3 Roll ({count})</source>
        <translation>3 Tirada ({count})</translation>
    </message>
    <message>
        <source>3 Roll</source>
        <translation>3 Tirada</translation>
    </message>
    <message>
        <source>It is the {phase} phase: charges are rolled in the {charge} phase. Rolling one now asks first and is logged as out of phase.</source>
        <translation>Es la fase de {phase}: las cargas se tiran en la fase de {charge}. Tirar una ahora pide confirmación y queda registrada como fuera de fase.</translation>
    </message>
    <message>
        <source>this charge</source>
        <comment>confirm out of phase</comment>
        <translation>esta carga</translation>
    </message>
    <message>
        <source>Units of {side}, whose turn it is. Greyed: the rules forbid their charge now (the reason is beside each). Enter: on to the targets.</source>
        <translation>Unidades de {side}, a quien le toca el turno. En gris: las reglas prohíben ahora su carga (el motivo figura al lado). Intro: a los objetivos.</translation>
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
        <source>Targets →</source>
        <translation>Objetivos →</translation>
    </message>
    <message>
        <source>Choose its targets (Alt+2)</source>
        <translation>Elegir sus objetivos (Alt+2)</translation>
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
        <source>e.g. {example}</source>
        <translation>p. ej. {example}</translation>
    </message>
    <message>
        <source>Choose the charging unit first (Alt+1).</source>
        <translation>Elija primero la unidad que carga (Alt+1).</translation>
    </message>
    <message>
        <source>Reaches at least one (CHG-4):</source>
        <translation>Alcanza al menos uno (CHG-4):</translation>
    </message>
    <message>
        <source>Add this charge to the ones to roll (Ctrl+Enter)</source>
        <translation>Añadir esta carga a las que se van a tirar (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Space ticks a target; type a distance to use the players&apos; measure (CHG-5)</source>
        <translation>La barra espaciadora marca un objetivo; escriba una distancia para usar la medida de los jugadores (CHG-5)</translation>
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
        <source>any roll reaches</source>
        <translation>cualquier tirada alcanza</translation>
    </message>
    <message>
        <source>needs {n}+</source>
        <translation>necesita {n}+</translation>
    </message>
    <message>
        <source>Distance typed in (it wins)</source>
        <translation>Distancia escrita (prevalece)</translation>
    </message>
    <message>
        <source>Distance measured edge to edge</source>
        <translation>Distancia medida de borde a borde</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>{unit} has charged this turn already (CHG-1): undo that charge to roll it again.</source>
        <translation>{unit} ya ha cargado en este turno (CHG-1): deshaga esa carga para volver a tirarla.</translation>
    </message>
    <message>
        <source>{unit} has declared a charge this turn already (CHG-1).</source>
        <translation>{unit} ya ha declarado una carga en este turno (CHG-1).</translation>
    </message>
    <message>
        <source>{unit} is not of {side}, whose turn it is: the active side charges (CHG-1).</source>
        <translation>{unit} no es de {side}, a quien le toca el turno: carga el bando activo (CHG-1).</translation>
    </message>
    <message>
        <source>First roll the other charges on {targets}: several units charging one target are resolved together (CHG-1).</source>
        <translation>Tire primero las demás cargas contra {targets}: las cargas de varias unidades contra un mismo objetivo se resuelven juntas (CHG-1).</translation>
    </message>
    <message>
        <source>Choose at least one target (CHG-4).</source>
        <translation>Elija al menos un objetivo (CHG-4).</translation>
    </message>
    <message>
        <source>{targets}: on the charger&apos;s own side, not a target (CHG-4).</source>
        <translation>{targets}: del mismo bando que la unidad que carga, no es un objetivo (CHG-4).</translation>
    </message>
    <message>
        <source>{targets}: not on the battlefield; type the distance measured on the table (CHG-5).</source>
        <translation>{targets}: no está en el campo; escriba la distancia medida en la mesa (CHG-5).</translation>
    </message>
    <message>
        <source>A unit of this charge is no longer in the game: withdraw it.</source>
        <translation>Una unidad de esta carga ya no está en la partida: retire la carga.</translation>
    </message>
    <message>
        <source>This charge cannot be read from the game: {reason}</source>
        <translation>No se puede leer esta carga de la partida: {reason}</translation>
    </message>
    <message>
        <source>may charge</source>
        <translation>puede cargar</translation>
    </message>
    <message>
        <source>charged: range {range}</source>
        <translation>cargó: alcance {range}</translation>
    </message>
    <message>
        <source>charged this turn</source>
        <translation>ya cargó en este turno</translation>
    </message>
    <message>
        <source>no token (CMD-1)</source>
        <translation>sin ficha (CMD-1)</translation>
    </message>
    <message>
        <source>{token} token (CMD-1)</source>
        <translation>ficha de {token} (CMD-1)</translation>
    </message>
    <message>
        <source>not now</source>
        <translation>ahora no</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Move</source>
        <comment>Movement, short</comment>
        <translation>Mov.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>May it charge? (CMD-1)</source>
        <translation>¿Puede cargar? (CMD-1)</translation>
    </message>
    <message>
        <source>Edge to edge on the battlefield, from the charger (CHG-5)</source>
        <translation>De borde a borde en el campo, desde la unidad que carga (CHG-5)</translation>
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
    <message>
        <source>Charges {targets}</source>
        <translation>Carga contra {targets}</translation>
    </message>
    <message>
        <source>Resolved together with {units}: one target (CHG-1).</source>
        <translation>Se resuelve junto con {units}: objetivo común (CHG-1).</translation>
    </message>
    <message>
        <source>Reaches at least one (CHG-4): {p}</source>
        <translation>Alcanza al menos uno (CHG-4): {p}</translation>
    </message>
    <message>
        <source>Roll this group earlier</source>
        <translation>Tirar este grupo antes</translation>
    </message>
    <message>
        <source>Roll this group later</source>
        <translation>Tirar este grupo después</translation>
    </message>
    <message>
        <source>Withdraw this charge (not rolled)</source>
        <translation>Retirar esta carga (sin tirar)</translation>
    </message>
    <message>
        <source>No charge declared yet: choose the charger (Alt+1), tick its targets (Alt+2), then Declare.</source>
        <translation>Aún no hay ninguna carga declarada: elija la unidad que carga (Alt+1), marque sus objetivos (Alt+2) y pulse Declarar.</translation>
    </message>
    <message>
        <source>Roll in the order you choose; charges on one target are resolved together (CHG-1).</source>
        <translation>Tire en el orden que elija; las cargas contra un mismo objetivo se resuelven juntas (CHG-1).</translation>
    </message>
    <message>
        <source>Charge declared: {unit}.</source>
        <translation>Carga declarada: {unit}.</translation>
    </message>
    <message>
        <source>Fight this melee</source>
        <translation>Combatir este cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>No charge has reached its target this turn.</source>
        <translation>Ninguna carga ha alcanzado su objetivo en este turno.</translation>
    </message>
    <message>
        <source>Set up the melee this charge brings on in the melee tool: the charger charging (MEL-3), the contacts from the battlefield (Ctrl+Shift+M)</source>
        <translation>Preparar en la herramienta de cuerpo a cuerpo el combate que trae esta carga: la unidad que carga, cargando (MEL-3), y los contactos del campo de batalla (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Escrita</translation>
    </message>
</context>
</TS>
