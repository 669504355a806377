<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ChargeWindow</name>
    <message>
        <source>Charge</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Who charges: CMD-1 (Alt+1)</source>
        <translation>Кто идёт в натиск: CMD-1 (Alt+1)</translation>
    </message>
    <message>
        <source>Targets, distances, chances: CHG-2..5 (Alt+2)</source>
        <translation>Цели, расстояния, шансы: CHG-2..5 (Alt+2)</translation>
    </message>
    <message>
        <source>Roll the declared charges: CHG-1 (Alt+3)</source>
        <translation>Бросить объявленные натиски: CHG-1 (Alt+3)</translation>
    </message>
    <message>
        <source>1 Charger</source>
        <translation>1 В натиск</translation>
    </message>
    <message>
        <source>2 Targets</source>
        <translation>2 Цели</translation>
    </message>
    <message>
        <source>3 Roll ({count})</source>
        <translation>3 Бросок ({count})</translation>
    </message>
    <message>
        <source>3 Roll</source>
        <translation>3 Бросок</translation>
    </message>
    <message>
        <source>It is the {phase} phase: charges are rolled in the {charge} phase. Rolling one now asks first and is logged as out of phase.</source>
        <translation>Сейчас фаза «{phase}»: натиски бросают в фазе «{charge}». Бросок сейчас потребует подтверждения и будет записан как сделанный вне своей фазы.</translation>
    </message>
    <message>
        <source>this charge</source>
        <comment>confirm out of phase</comment>
        <translation>этот натиск</translation>
    </message>
    <message>
        <source>Units of {side}, whose turn it is. Greyed: the rules forbid their charge now (the reason is beside each). Enter: on to the targets.</source>
        <translation>Отряды стороны «{side}», чей сейчас ход. Серые: правила сейчас запрещают им натиск (причина указана рядом). Enter — к выбору целей.</translation>
    </message>
    <message>
        <source>Use the battlefield selection</source>
        <translation>Взять выбор с поля боя</translation>
    </message>
    <message>
        <source>The current unit charges; the selected enemy units are its targets</source>
        <translation>В натиск идёт текущий отряд; выбранные вражеские отряды — его цели</translation>
    </message>
    <message>
        <source>Targets →</source>
        <translation>Цели →</translation>
    </message>
    <message>
        <source>Choose its targets (Alt+2)</source>
        <translation>Выбрать его цели (Alt+2)</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Объявить</translation>
    </message>
    <message>
        <source>Reaches every target (CHG-4):</source>
        <translation>Дойдёт до всех целей (CHG-4):</translation>
    </message>
    <message>
        <source>e.g. {example}</source>
        <translation>напр. {example}</translation>
    </message>
    <message>
        <source>Choose the charging unit first (Alt+1).</source>
        <translation>Сначала выберите отряд, идущий в натиск (Alt+1).</translation>
    </message>
    <message>
        <source>Reaches at least one (CHG-4):</source>
        <translation>Дойдёт хотя бы до одной (CHG-4):</translation>
    </message>
    <message>
        <source>Add this charge to the ones to roll (Ctrl+Enter)</source>
        <translation>Добавить этот натиск к ожидающим броска (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Space ticks a target; type a distance to use the players&apos; measure (CHG-5)</source>
        <translation>Пробел отмечает цель; введите расстояние, чтобы взять измерение игроков (CHG-5)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Измерено</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>Нужно</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>The distance the players measured on the table; it wins (CHG-5)</source>
        <translation>Расстояние, измеренное игроками на столе; оно главнее (CHG-5)</translation>
    </message>
    <message>
        <source>Select the charger and its targets on the battlefield.</source>
        <translation>Выберите на поле боя отряд, идущий в натиск, и его цели.</translation>
    </message>
    <message>
        <source>{unit} has no order token yet: only a regiment with an Attack token may charge (CMD-1).</source>
        <translation>У отряда «{unit}» ещё нет жетона приказа: идти в натиск может только полк с жетоном «Атака» (CMD-1).</translation>
    </message>
    <message>
        <source>{unit} carries a {token} token: only a regiment with an Attack token may charge (CMD-1).</source>
        <translation>У отряда «{unit}» жетон «{token}»: идти в натиск может только полк с жетоном «Атака» (CMD-1).</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>недостижимо</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>{n}+</source>
        <translation>{n}+</translation>
    </message>
    <message>
        <source>any roll reaches</source>
        <translation>дойдёт при любом броске</translation>
    </message>
    <message>
        <source>needs {n}+</source>
        <translation>нужно {n}+</translation>
    </message>
    <message>
        <source>Distance typed in (it wins)</source>
        <translation>Введённое расстояние (главнее)</translation>
    </message>
    <message>
        <source>Distance measured edge to edge</source>
        <translation>Расстояние от края до края</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>{unit} has charged this turn already (CHG-1): undo that charge to roll it again.</source>
        <translation>Отряд «{unit}» уже ходил в натиск в этот ход (CHG-1): отмените тот натиск, чтобы бросить заново.</translation>
    </message>
    <message>
        <source>{unit} has declared a charge this turn already (CHG-1).</source>
        <translation>Отряд «{unit}» уже объявил натиск в этот ход (CHG-1).</translation>
    </message>
    <message>
        <source>{unit} is not of {side}, whose turn it is: the active side charges (CHG-1).</source>
        <translation>Отряд «{unit}» не из стороны «{side}», чей сейчас ход: в натиск идёт та сторона, что ходит (CHG-1).</translation>
    </message>
    <message>
        <source>First roll the other charges on {targets}: several units charging one target are resolved together (CHG-1).</source>
        <translation>Сначала бросьте остальные натиски на {targets}: натиски нескольких отрядов на одну цель разрешаются вместе (CHG-1).</translation>
    </message>
    <message>
        <source>Choose at least one target (CHG-4).</source>
        <translation>Выберите хотя бы одну цель (CHG-4).</translation>
    </message>
    <message>
        <source>{targets}: on the charger&apos;s own side, not a target (CHG-4).</source>
        <translation>{targets}: на стороне отряда, идущего в натиск, — это не цель (CHG-4).</translation>
    </message>
    <message>
        <source>{targets}: not on the battlefield; type the distance measured on the table (CHG-5).</source>
        <translation>{targets}: нет на поле боя; введите расстояние, измеренное на столе (CHG-5).</translation>
    </message>
    <message>
        <source>A unit of this charge is no longer in the game: withdraw it.</source>
        <translation>Отряда из этого натиска больше нет в игре: отмените натиск.</translation>
    </message>
    <message>
        <source>This charge cannot be read from the game: {reason}</source>
        <translation>Этот натиск не удаётся прочитать из игры: {reason}</translation>
    </message>
    <message>
        <source>may charge</source>
        <translation>может идти в натиск</translation>
    </message>
    <message>
        <source>charged: range {range}</source>
        <translation>был в натиске: дальность {range}</translation>
    </message>
    <message>
        <source>charged this turn</source>
        <translation>уже был в натиске</translation>
    </message>
    <message>
        <source>no token (CMD-1)</source>
        <translation>нет жетона (CMD-1)</translation>
    </message>
    <message>
        <source>{token} token (CMD-1)</source>
        <translation>жетон «{token}» (CMD-1)</translation>
    </message>
    <message>
        <source>not now</source>
        <translation>не сейчас</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Отряд</translation>
    </message>
    <message>
        <source>Move</source>
        <comment>Movement, short</comment>
        <translation>Движ.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>May it charge? (CMD-1)</source>
        <translation>Может в натиск? (CMD-1)</translation>
    </message>
    <message>
        <source>Edge to edge on the battlefield, from the charger (CHG-5)</source>
        <translation>От края до края на поле боя, от отряда, идущего в натиск (CHG-5)</translation>
    </message>
    <message>
        <source>Distance {d} (CHG-3, {source}) − Movement {m} (CHG-2) = {diff}: needs {n}+ on {dice}; exact chance {p}</source>
        <translation>Расстояние {d} (CHG-3, {source}) − Движение {m} (CHG-2) = {diff}: нужно {n}+ на {dice}; точный шанс {p}</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>введено</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>измерено</translation>
    </message>
    <message>
        <source>Not on the battlefield: type the distance measured (CHG-5)</source>
        <translation>Нет на поле боя: введите измеренное расстояние (CHG-5)</translation>
    </message>
    <message>
        <source>Type the distance measured on the table (CHG-5)</source>
        <translation>Введите расстояние, измеренное на столе (CHG-5)</translation>
    </message>
    <message>
        <source>Movement {m} + {dice} (CHG-2)</source>
        <translation>Движение {m} + {dice} (CHG-2)</translation>
    </message>
    <message>
        <source>the highest of 2D6</source>
        <translation>наибольший из 2D6</translation>
    </message>
    <message>
        <source>2D6</source>
        <translation>2D6</translation>
    </message>
    <message>
        <source>3D6, the lowest dropped</source>
        <translation>3D6 без наименьшего</translation>
    </message>
    <message>
        <source>D6</source>
        <translation>D6</translation>
    </message>
    <message>
        <source>“{text}” is not a distance: type a number ≥ 0.</source>
        <translation>«{text}» — не расстояние: введите число ≥ 0.</translation>
    </message>
    <message>
        <source>Charge: {unit}</source>
        <translation>Натиск: {unit}</translation>
    </message>
    <message>
        <source>{unit}: Movement {m} + {dice_rule} [{dice}] = range {range}.</source>
        <translation>{unit}: Движение {m} + {dice_rule} [{dice}] = дальность {range}.</translation>
    </message>
    <message>
        <source>Reached: {targets}.</source>
        <translation>Достигнуты: {targets}.</translation>
    </message>
    <message>
        <source>Not reached: {targets}.</source>
        <translation>Не достигнуты: {targets}.</translation>
    </message>
    <message>
        <source>The charge fails (CHG-4).</source>
        <translation>Натиск не удался (CHG-4).</translation>
    </message>
    <message>
        <source>Charges {targets}</source>
        <translation>Идёт в натиск на: {targets}</translation>
    </message>
    <message>
        <source>Resolved together with {units}: one target (CHG-1).</source>
        <translation>Разрешается вместе с: {units} — общая цель (CHG-1).</translation>
    </message>
    <message>
        <source>Reaches at least one (CHG-4): {p}</source>
        <translation>Дойдёт хотя бы до одной (CHG-4): {p}</translation>
    </message>
    <message>
        <source>Roll this group earlier</source>
        <translation>Бросать эту группу раньше</translation>
    </message>
    <message>
        <source>Roll this group later</source>
        <translation>Бросать эту группу позже</translation>
    </message>
    <message>
        <source>Withdraw this charge (not rolled)</source>
        <translation>Отменить этот натиск (ещё не брошен)</translation>
    </message>
    <message>
        <source>No charge declared yet: choose the charger (Alt+1), tick its targets (Alt+2), then Declare.</source>
        <translation>Натиск ещё не объявлен: выберите отряд, идущий в натиск (Alt+1), отметьте его цели (Alt+2) и нажмите «Объявить».</translation>
    </message>
    <message>
        <source>Roll in the order you choose; charges on one target are resolved together (CHG-1).</source>
        <translation>Бросайте в выбранном вами порядке; натиски на одну цель разрешаются вместе (CHG-1).</translation>
    </message>
    <message>
        <source>Charge declared: {unit}.</source>
        <translation>Натиск объявлен: {unit}.</translation>
    </message>
    <message>
        <source>Fight this melee</source>
        <translation>В рукопашную</translation>
    </message>
    <message>
        <source>No charge has reached its target this turn.</source>
        <translation>В этом ходу ни один натиск не достиг цели.</translation>
    </message>
    <message>
        <source>Set up the melee this charge brings on in the melee tool: the charger charging (MEL-3), the contacts from the battlefield (Ctrl+Shift+M)</source>
        <translation>Подготовить в инструменте рукопашной бой, к которому ведёт этот натиск: отряд в натиске (MEL-3), контакты с поля боя (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Введено</translation>
    </message>
</context>
</TS>
