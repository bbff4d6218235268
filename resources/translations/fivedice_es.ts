<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the New game dialog (a noun; “…”: a dialog opens).</extracomment>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Elige los jugadores y las reglas y empieza una partida nueva</translation>
    </message>
    <message>
        <source>new game</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the New game dialog (lower case).</extracomment>
        <translation>nueva partida</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): take back the last roll or box filled (a verb).</extracomment>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Anula la última tirada o la última casilla rellenada</translation>
    </message>
    <message>
        <source>undo</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: undo (a verb, lower case).</extracomment>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): stop the clock and hide the board (a verb). While paused it reads Resume.</extracomment>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Detiene el reloj y oculta el tablero</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: pause the game, or go on (verbs, lower case).</extracomment>
        <translation>pausar o reanudar</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): start this game again with the same players and rules (a verb).</extracomment>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Vuelve a empezar esta partida con los mismos jugadores y reglas</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): show the best move now; the game then counts as assisted (a noun).</extracomment>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Muestra ahora la mejor jugada según el juego perfecto (la partida se marca como asistida)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>pista (la partida cuenta como asistida)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <extracomment>[View menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): shows or hides the panel of every choice with its expected final score; a tick shows when it is on (a noun).</extracomment>
        <translation>&amp;Análisis</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Muestra cada opción con su puntuación final esperada (la partida se marca como asistida)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>panel de análisis (la partida cuenta como asistida)</translation>
    </message>
    <message>
        <source>&amp;Chances to win</source>
        <extracomment>[View menu] Menu item with a tick: each player&apos;s chance to win, in the status bar.</extracomment>
        <translation>&amp;Probabilidad de ganar</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>La probabilidad de ganar de cada jugador, en la barra de estado (en partidas de dos o más jugadores)</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the best scores and statistics of the games played (a noun).</extracomment>
        <translation>Pun&amp;tuaciones</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Mejores puntuaciones y estadísticas de tu historial de partidas</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the scoreboard (a noun, lower case).</extracomment>
        <translation>puntuaciones</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <extracomment>[Edit menu] Menu item with a tick (key M): the game&apos;s sounds on or off (a noun).</extracomment>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Reproduce los sonidos de los dados y las casillas</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: switch the sounds on or off (lower case).</extracomment>
        <translation>activar o desactivar el sonido</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <extracomment>[Game menu] Menu item: open a table that people at other computers on this network can join (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>&amp;Abrir una mesa…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Juega con personas en otros ordenadores de esta red: abre una mesa a la que puedan unirse</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <extracomment>[Game menu] Menu item: sit at a table hosted on another computer of this network (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Siéntate a una mesa abierta en otro ordenador de esta red</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the Settings dialog (a noun; on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Velocidad del ordenador, animación, sonido y colores</translation>
    </message>
    <message>
        <source>settings</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the settings (a noun, lower case).</extracomment>
        <translation>ajustes</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <extracomment>[Help menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the rules of the game (key F1).</extracomment>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Las reglas de Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>cómo jugar (esta página)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <extracomment>[Help menu] Menu item: opens How to play at its list of keys.</extracomment>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Todas las teclas del juego, en Cómo jugar</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[Help menu] Menu item: opens the box with the game&apos;s version (on a Mac it moves to the application menu).</extracomment>
        <translation>Acerca &amp;de Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>La versión de Five Dice y qué es</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): close the game; it is saved (a verb).</extracomment>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Cierra Five Dice (tu partida se guarda)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>salir (la partida se guarda)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <extracomment>In How to play&apos;s list of keys, the keys that roll: translate “or”, and Space as the key is named on your keyboards; R stays R.</extracomment>
        <translation>Espacio o R</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: roll the dice (a verb, lower case).</extracomment>
        <translation>tirar</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <extracomment>In How to play&apos;s list of keys: the number keys 1, 2, 3, 4 and 5.</extracomment>
        <translation>1 a 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>guardar o soltar un dado</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <extracomment>In How to play&apos;s list of keys: the arrow keys Up and Down, as your keyboards name them.</extracomment>
        <translation>Arriba o Abajo</translation>
    </message>
    <message>
        <source>choose a box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: move the choice up or down the score card (lower case).</extracomment>
        <translation>elegir una casilla</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>In How to play&apos;s list of keys: the Enter key, as your keyboards name it.</extracomment>
        <translation>Intro</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: score the dice in the chosen box (lower case).</extracomment>
        <translation>rellenar la casilla elegida</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>In How to play&apos;s list of keys: the Escape key, as your keyboards name it.</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>saltar al final del turno de un jugador del ordenador (las demás teclas esperan mientras juega)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <extracomment>In How to play&apos;s list of keys: the Tab key alone or with Shift, as your keyboards name them (as Qt writes Shift in your language).</extracomment>
        <translation>Tab o Mayús+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>moverse entre controles; Intro o Espacio pulsa el que tiene el foco</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <extracomment>In How to play&apos;s list of keys, two keys of one command (“Ctrl+Z or U”); {key} and {other_key} are key names.</extracomment>
        <translation>{key} o {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <extracomment>Tooltip of a menu item and toolbar button: {tip} says what it does, {shortcuts} its keys (“Ctrl+Z, U”).</extracomment>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <extracomment>[Game menu] The Pause menu item and toolbar button while the game is paused: start the clock again and show the board (a verb).</extracomment>
        <translation>R&amp;eanudar</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Vuelve a poner en marcha el reloj y muestra el tablero</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <extracomment>Read aloud by screen readers when a new game starts.</extracomment>
        <translation>Nueva partida.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <extracomment>Read aloud by screen readers after a roll: {dice} lists the faces (“3, 3, 5, 6, 1”).
----------
{player} is a player&apos;s name (a computer&apos;s with its level, &quot;Dex (Expert)&quot;); {dice} the five dice in tray order, &quot;3, 3, 5, 6, 6&quot;.</extracomment>
        <translation>{player} saca {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget runs out: they drop out of the game.</extracomment>
        <translation>{name} se ha quedado sin tiempo.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>Read aloud by screen readers after Undo took back a roll or a box.</extracomment>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Read aloud by screen readers when the game is paused: the clock stops, the board hides.</extracomment>
        <translation>En pausa.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <extracomment>Read aloud by screen readers when the paused game goes on.</extracomment>
        <translation>Reanudado.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <extracomment>{player} is a computer&apos;s name and level, &quot;Dex (Expert)&quot;; {held} the faces of the dice it kept, &quot;6 6&quot;; {dice} all five dice after the roll, in tray order, &quot;6, 2, 6, 4, 1&quot;.</extracomment>
        <translation>{player} guarda {held} y vuelve a tirar: {dice}.</translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>No quedan tiradas: elige una casilla.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <extracomment>Read aloud by screen readers after a roll: the rolls left in this turn (1 or 2).</extracomment>
        <translation>
            <numerusform>Queda %n tirada.</numerusform>
            <numerusform>Quedan %n tiradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <extracomment>Read aloud by screen readers when a turn begins: {name} is the player&apos;s name.</extracomment>
        <translation>Turno de {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>Read aloud by screen readers when the game ends.</extracomment>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation>Fin de la partida: todos se quedaron sin tiempo.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <extracomment>{name} is the player&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Fin de la partida: {name} ha conseguido %n punto.</numerusform>
            <numerusform>Fin de la partida: {name} ha conseguido %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <extracomment>{names} are the names of the players who tied but the last (&quot;Ana, Ben&quot;), {last} the last one&apos;s name; %n the total each of them scored.</extracomment>
        <translation>
            <numerusform>Fin de la partida: empate entre {names} y {last}, con %n punto cada uno.</numerusform>
            <numerusform>Fin de la partida: empate entre {names} y {last}, con %n puntos cada uno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <extracomment>{name} is the winner&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Fin de la partida: {name} gana con %n punto.</numerusform>
            <numerusform>Fin de la partida: {name} gana con %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <extracomment>Read aloud by screen readers with hidden score sheets: a player filled a box, without saying which.</extracomment>
        <translation>{player} rellena una casilla.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {upper_bonus} is 35.</extracomment>
        <translation>{player} anota {points} en {box}, con un bonus de repóker extra de {bonus} puntos, y consigue el bonus superior de {upper_bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{player} anota {points} en {box}, con un bonus de repóker extra de {bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} anota {points} en {box} y consigue el bonus superior de {upper_bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <extracomment>Read aloud by screen readers after a move: {player} is a name (with the level of a computer), {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} anota {points} en {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3; {upper_bonus} is 35 (× the card&apos;s multiplier).</extracomment>
        <translation>{player} anota {points} en {box} en la hoja {card}, con un bonus de repóker extra de {bonus} puntos, y consigue el bonus superior de {upper_bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3.</extracomment>
        <translation>{player} anota {points} en {box} en la hoja {card}, con un bonus de repóker extra de {bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} anota {points} en {box} en la hoja {card} y consigue el bonus superior de {upper_bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} anota {points} en {box} en la hoja {card}.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation>La partida en curso se jugaba en una mesa de red. Continúa aquí, en este ordenador: los jugadores que estaban en otros ordenadores juegan ahora aquí.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice ya está abierto en {folder}. No respondió cuando se le pidió que pasara al frente. Cambia a esa ventana o ciérrala antes de volver a abrir Five Dice.</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <extracomment>The game&apos;s name, as the title of the box that says why it could not start.</extracomment>
        <translation>Five Dice</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 1 (a plural noun).</extracomment>
        <translation>Unos</translation>
    </message>
    <message>
        <source>Twos</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 2 (a plural noun).</extracomment>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Threes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 3 (a plural noun).</extracomment>
        <translation>Treses</translation>
    </message>
    <message>
        <source>Fours</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 4 (a plural noun).</extracomment>
        <translation>Cuatros</translation>
    </message>
    <message>
        <source>Fives</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 5 (a plural noun).</extracomment>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Sixes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 6 (a plural noun).</extracomment>
        <translation>Seises</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three dice alike: scores the sum of all five dice.</extracomment>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four dice alike: scores the sum of all five dice.</extracomment>
        <translation>Póker</translation>
    </message>
    <message>
        <source>Full House</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three of one face and two of another: 25 points.</extracomment>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four faces in a row (1-2-3-4, 2-3-4-5, 3-4-5-6): 30 points.</extracomment>
        <translation>Escalera corta</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Five faces in a row: 40 points.</extracomment>
        <translation>Escalera larga</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. All five dice alike: 50 points (the box other games call Yahtzee; this is its name).</extracomment>
        <translation>Repóker</translation>
    </message>
    <message>
        <source>Chance</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Any dice: scores the sum of all five (a noun).</extracomment>
        <translation>Suerte</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>La suma de los dados que muestran 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>La suma de los dados que muestran 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>La suma de los dados que muestran 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>La suma de los dados que muestran 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>La suma de los dados que muestran 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>La suma de los dados que muestran 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>La suma de los cinco dados si al menos tres muestran la misma cara.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>La suma de los cinco dados si al menos cuatro muestran la misma cara.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 por tres dados de una cara y dos de otra.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 por cuatro caras seguidas (1-2-3-4, 2-3-4-5 o 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 por cinco caras seguidas (1-2-3-4-5 o 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 si los cinco dados muestran la misma cara.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>La suma de los cinco dados, siempre.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Aún no hay partidas terminadas</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Axis title of the scoreboard&apos;s charts (scores along the foot of the histogram, up the side of the trend chart) and the legend of the trend&apos;s line of scores (a noun).</extracomment>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s histogram: how many games.</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s histogram of a player&apos;s scores.</extracomment>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <extracomment>Read aloud for a bar of the histogram: scores from {low} to {high}, in {games} games.</extracomment>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Partidas por franja de puntuación. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Partida, de la más antigua a la más reciente</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <extracomment>Title of the scoreboard&apos;s trend chart: a player&apos;s last %n games (30).</extracomment>
        <translation>
            <numerusform>Última partida</numerusform>
            <numerusform>Últimas %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n partida reciente, la última {score}, media reciente {average}</numerusform>
            <numerusform>%n partidas recientes, la última {score}, media reciente {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <extracomment>Legend of the trend chart&apos;s second line: the average of the last five games. Short.</extracomment>
        <translation>Media de las 5 últimas</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>El juego perfecto aún se está calculando; vuelve a pedir la pista dentro de un momento.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>El juego perfecto aún se está calculando; vuelve a abrir la revisión dentro de un momento.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Puntuación final esperada de cada opción (juego perfecto)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Puntuación final esperada de cada opción (aproximada con varias hojas y en el juego Triple)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Tira los dados para empezar tu turno.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Tira los dados para empezar tu turno (cálculo aproximado).</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Mejor: anotar en {box} (puntuación final esperada {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Mejor: anotar en {box} (puntuación final esperada {value}); cálculo aproximado.</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Mejor: anotar en {box} de la hoja {card} (puntuación final esperada {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Mejor: anotar en {box} de la hoja {card} (puntuación final esperada {value}); cálculo aproximado.</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Mejor: guardar {dice} y tirar (puntuación final esperada {value}).</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Mejor: guardar {dice} y tirar (puntuación final esperada {value}); cálculo aproximado.</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Mejor: volver a tirar los cinco (puntuación final esperada {value}).</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Mejor: volver a tirar los cinco (puntuación final esperada {value}); cálculo aproximado.</translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance); {margin} a number of points (2.4).</extracomment>
        <translation>Segunda mejor opción: anotar en {box}, {margin} puntos menos.</translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance), {card} the card&apos;s number; {margin} a number of points (2.4).</extracomment>
        <translation>Segunda mejor opción: anotar en {box} de la hoja {card}, {margin} puntos menos.</translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4&quot;); {margin} a number of points (2.4).</extracomment>
        <translation>Segunda mejor opción: guardar {dice} y tirar, {margin} puntos menos.</translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <extracomment>Roll all five dice again; {margin} is a number of points (2.4).</extracomment>
        <translation>Segunda mejor opción: volver a tirar los cinco, {margin} puntos menos.</translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Entrenador: anotar en {box} costó unos {cost} puntos.</translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Entrenador: anotar en {box} de la hoja {card} costó unos {cost} puntos.</translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <extracomment>{dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points.</extracomment>
        <translation>Entrenador: guardar {dice} y tirar costó unos {cost} puntos.</translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <extracomment>The player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Entrenador: volver a tirar los cinco costó unos {cost} puntos.</translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind).</extracomment>
        <translation>Lo mejor era anotar en {box}.</translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind), {card} the card&apos;s number (2).</extracomment>
        <translation>Lo mejor era anotar en {box} de la hoja {card}.</translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;).</extracomment>
        <translation>Lo mejor era guardar {dice} y tirar.</translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation>Lo mejor era volver a tirar los cinco.</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <extracomment>Put after a coach&apos;s note (whole sentences) when its figures are approximate.</extracomment>
        <translation>(cálculo aproximado)</translation>
    </message>
    <message>
        <source>Choice</source>
        <extracomment>Column heading of the analysis panel&apos;s table (a noun): the possible move (a hold or a box).</extracomment>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 80 pixels wide: the expected final score when that choice is made.</extracomment>
        <translation>Puntuación esperada</translation>
    </message>
    <message>
        <source>Behind</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 70 pixels wide: how many points that choice is worse than the best.</extracomment>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>mejor</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <extracomment>Tooltip of the analysis panel&apos;s row that matches the dice held or the box chosen now.</extracomment>
        <translation>Tu opción actual</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel before there is anything to analyse, and its name for screen readers (a noun): every choice with its expected final score.</extracomment>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Opciones y sus puntuaciones finales esperadas</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <extracomment>Line above the analysis table: {chances} is each player&apos;s chance (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Probabilidad de ganar: {chances}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <extracomment>Why a key or click did nothing: a computer player is on turn (its turn is played at once instead).</extracomment>
        <translation>Es el turno de un jugador del ordenador.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>{name}: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from a list box: {name} is the list box&apos;s name (“Computer speed: choices”).</extracomment>
        <translation>{name}: opciones</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the New game, Settings and Join a table dialogs: close them, changing nothing. No &amp; letter (Esc presses it): your language&apos;s usual word.</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): a computer&apos;s turn is played at once, nothing shown (adjective).</extracomment>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): fast (adjective).</extracomment>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): the usual speed (adjective).</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): slow, every step of the turn easy to follow (adjective).</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <extracomment>Screen readers&apos; name of the list of computer speeds in the New game and Settings dialogs.</extracomment>
        <translation>Velocidad del ordenador</translation>
    </message>
    <message>
        <source>&amp;Animate rolling dice</source>
        <extracomment>[New game dialog, Host a table dialog, Settings dialog] Check box: show the dice rolling (a verb phrase).</extracomment>
        <translation>Animar &amp;la tirada de los dados</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animar la tirada de los dados</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>Button of the Settings dialog: keep the changes. No &amp; letter (Enter presses it): your language&apos;s usual word.</extracomment>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <extracomment>[Settings dialog] Form label of the list: how fast computer players play (Instant … Slow).</extracomment>
        <translation>&amp;Velocidad del ordenador</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Button of the Game over dialog: close it, the finished game stays on the board. No &amp; letter (Esc presses it).</extracomment>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dado {number}: aún sin tirar</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Haz clic o pulsa {key} para guardarlo o soltarlo.</translation>
    </message>
    <message>
        <source>HELD</source>
        <extracomment>Badge painted under a held die (kept out of the next roll): capitals, and as few letters as you can, at most about 6: the badge is only as wide as the die.</extracomment>
        <translation>GUARDADO</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <extracomment>Badge painted under a die the hint suggests holding: a question, capitals, at most about 6 letters: the badge is only as wide as the die.</extracomment>
        <translation>¿GUARDAR?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <extracomment>Screen readers&apos; name of the board&apos;s heading, which names the player on turn.</extracomment>
        <translation>A quién le toca</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>Text of the big button under the dice, and its name for screen readers: roll the dice (a verb, imperative).</extracomment>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <extracomment>Link-like button at the foot of the board: opens the rules; (F1) names its key.</extracomment>
        <translation>Cómo jugar (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play button at the foot of the board.</extracomment>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Empezar de nuevo con los mismos jugadores y reglas</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Saltar al final del turno del ordenador (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Tirar los dados no guardados (Espacio o R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>The board&apos;s heading when the game has ended (when there is no result line to show).</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>The board&apos;s heading, and the text of the greyed-out Roll button, while the game is paused (an adjective).</extracomment>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation>Las puntuaciones finales están en la hoja.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>Line under the board&apos;s heading: {turn} is the turn&apos;s number, {turns} the turns of each player (13, 26 or 39).</extracomment>
        <translation>Turno {turn} de {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <extracomment>Part of the line under the board&apos;s heading while a computer plays, after a middle dot: {level} is its level (Easy … Expert); lower case.</extracomment>
        <translation>ordenador, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Text of the big button under the dice when the game is over: a new game with the same players.</extracomment>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Saltar al final (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <extracomment>Text of the big button under the dice after a roll: roll the dice not held; %n rolls are left (1 or 2).</extracomment>
        <translation>
            <numerusform>Tirar otra vez (queda %n)</numerusform>
            <numerusform>Tirar otra vez (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>No quedan tiradas: elige una casilla</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Pulsa Espacio o R para tirar.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Guarda dados con un clic o con 1–5, vuelve a tirar o elige una casilla de la hoja.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Elige una casilla de la hoja: haz clic en ella o usa Arriba/Abajo e Intro.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} está jugando. Pulsa Esc o haz clic para saltar al final del turno.</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Juega otra vez con los mismos jugadores, o prepara una partida nueva con N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>En pausa: pulsa P o elige Reanudar para continuar.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} está jugando en otro ordenador.</translation>
    </message>
    <message>
        <source>one</source>
        <extracomment>The face 1 of a die as screen readers read it (“Die 2: one, held”): the number as a word, lower case.</extracomment>
        <translation>uno</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The face 2 of a die as screen readers read it (“Die 2: two, held”): the number as a word, lower case.</extracomment>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <extracomment>The face 3 of a die as screen readers read it (“Die 2: three, held”): the number as a word, lower case.</extracomment>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <extracomment>The face 4 of a die as screen readers read it (“Die 2: four, held”): the number as a word, lower case.</extracomment>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <extracomment>The face 5 of a die as screen readers read it (“Die 2: five, held”): the number as a word, lower case.</extracomment>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <extracomment>The face 6 of a die as screen readers read it (“Die 2: six, held”): the number as a word, lower case.</extracomment>
        <translation>seis</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Dado {number}: oculto durante la pausa</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six); held: kept out of the next roll.</extracomment>
        <translation>Dado {number}: {face}, guardado</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six).</extracomment>
        <translation>Dado {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: their time budget ran out.</extracomment>
        <translation>{name} se ha quedado sin tiempo</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: with hidden score sheets, which box goes unsaid.</extracomment>
        <translation>{player} rellenó una casilla</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} anotó {points} en {box} en la hoja {card} y consiguió el bonus superior (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name, {card} 1 to 3.</extracomment>
        <translation>{player} anotó {points} en {box} en la hoja {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} anotó {points} en {box} y consiguió el bonus superior (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} anotó {points} en {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: hay 50 en Repóker en todas las hojas.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Sin bonus: no todas las hojas tienen 50 en Repóker.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Comodín libre: esta tirada puede ir en cualquier casilla libre con su valor completo.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Regla del comodín: debe ir en {box}, su casilla superior.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Regla del comodín: la casilla {box} está ocupada, así que puede ir en cualquier casilla inferior libre con su valor completo.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Regla del comodín: no queda ninguna casilla inferior libre, así que va en una casilla superior por 0.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: ya hay 50 en Repóker.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Sin bonus: hay 0 en Repóker.</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <extracomment>A chance to win in the status bar and the analysis panel (keep it short): less than one percent, but not none.</extracomment>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <extracomment>A chance to win in the status bar and the analysis panel (keep it short): more than 99 percent, but not certain.</extracomment>
        <translation>&gt;99 %</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <extracomment>A chance to win in the status bar and the analysis panel (keep it short): {percent} is a whole number; write the percent sign as your language does.</extracomment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{player} {chance}</source>
        <comment>a player&apos;s chance to win</comment>
        <translation>{player} {chance}</translation>
    </message>
    <message>
        <source>{name}&apos;s card is hidden until the game ends.</source>
        <translation>La hoja de {name} está oculta hasta que termine la partida.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: in the Triple game, card {card} (1 to 3) has {total} points, counting ×{multiplier}.</extracomment>
        <translation>Hoja {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: card {card} (1 to 3) has {total} points.</extracomment>
        <translation>Hoja {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: the last one: the player&apos;s total score.</extracomment>
        <translation>Total general: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Superior {upper} + bonus superior {upper_bonus} + inferior {lower} + bonus de repóker extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Superior {upper} + bonus superior {upper_bonus} + inferior {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Superior {upper} + inferior {lower} + bonus de repóker extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers.</extracomment>
        <translation>Superior {upper} + inferior {lower} = {total}</translation>
    </message>
    <message>
        <source>{sum}, ×{multiplier} = {value}</source>
        <extracomment>End of a card total&apos;s tooltip in the Triple game: {sum} is the sum before it (“Upper 50 + lower 120 = 170”), {multiplier} 1 to 3.</extracomment>
        <translation>{sum}, ×{multiplier} = {value}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>The history could not be written to {file}.</source>
        <translation>No se pudo escribir el historial en {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Lo último que hicieron los demás jugadores</translation>
    </message>
    <message>
        <source>Time left</source>
        <extracomment>Screen readers&apos; name of the clock line on the board.</extracomment>
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <extracomment>Screen readers&apos; name of the line on the board that says which boxes a joker may fill.</extracomment>
        <translation>Por qué estas casillas</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation>Nota del entrenador sobre tu última jugada</translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”) while the game is paused.</extracomment>
        <translation>{name}: quedan {time} (en pausa)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”).</extracomment>
        <translation>{name}: quedan {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget is nearly used up: %n seconds.</extracomment>
        <translation>
            <numerusform>A {name} le queda %n segundo.</numerusform>
            <numerusform>A {name} le quedan %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <extracomment>Celebration painted over the board after a five of a kind: the box&apos;s name (the same words as the box Five of a Kind), exclaimed.</extracomment>
        <translation>¡Repóker!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <extracomment>Celebration painted over the board when the upper bonus is earned: {bonus} is 35.</extracomment>
        <translation>¡Bonus superior +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>La partida dura %n turno por jugador, una casilla por turno.</numerusform>
            <numerusform>La partida dura %n turnos por jugador, una casilla por turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>En esta partida cada jugador tiene &lt;b&gt;%n minuto&lt;/b&gt; para pensar en toda la partida, que solo corre durante sus propios turnos. Quien se queda sin tiempo queda fuera: su hoja se queda como está y los demás siguen jugando.</numerusform>
            <numerusform>En esta partida cada jugador tiene &lt;b&gt;%n minutos&lt;/b&gt; para pensar en toda la partida, que solo corren durante sus propios turnos. Quien se queda sin tiempo queda fuera: su hoja se queda como está y los demás siguen jugando.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Esta partida no tiene límite de tiempo.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <extracomment>In the About box, after the game&apos;s name: {version} is a number like 1.2.0 (lower case).</extracomment>
        <translation>versión {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <extracomment>Title of the About box, and screen readers&apos; name of How to play&apos;s About button.</extracomment>
        <translation>Acerca de Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <extracomment>First line of the About box: the game&apos;s name in bold, then “version 1.2.0”; keep the &lt;b&gt; tags.</extracomment>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Cinco dados, tres tiradas, trece casillas: el clásico juego de dados para uno a cuatro jugadores, con rivales controlados por el ordenador que llegan hasta el juego perfecto y un entrenador que lo conoce.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Cómo jugar a Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play page.</extracomment>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Screen readers&apos; name of How to play&apos;s Close button (Qt words the button itself).</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[How to play window] Button at the foot of How to play: opens the About box.</extracomment>
        <translation>&amp;Acerca de Five Dice</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice ya está abierto en {folder} (proceso {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice ya está abierto en {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <extracomment>First item of the Settings dialog&apos;s list of languages: the language the computer is set to.</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The weakest.</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The second.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. Plays for the highest average score.</extracomment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The strongest: plays to beat its opponents.</extracomment>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>[Menu bar] Title of the first menu (new game, restart, pause, hint, scoreboard, quit); the letter after &amp; is its Alt key, unlike the other menu titles&apos;.</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>[Menu bar] Title of the Edit menu (Undo, Sound, Settings): your language&apos;s usual name.</extracomment>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>[Menu bar] Title of the View menu (Analysis, Chances to win).</extracomment>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>[Menu bar] Title of the Help menu (How to play, Keyboard shortcuts, About): your language&apos;s usual name.</extracomment>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Name of the toolbar, where a list of toolbars shows it: the game&apos;s commands (the Game menu&apos;s title without its &amp;).</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>More actions</source>
        <extracomment>Tooltip and screen readers&apos; name of the » button at the end of the toolbar, which shows the buttons that do not fit.</extracomment>
        <translation>Más acciones</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>La partida ha terminado: empieza una nueva para volver a jugar.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>La partida está en pausa: reanúdala para continuar.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>No quedan tiradas en este turno: elige una casilla para rellenar.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Tira primero: solo se pueden guardar dados después de la primera tirada del turno.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>No quedan tiradas en este turno, así que no tiene sentido guardar dados.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Tira primero: solo se puede rellenar una casilla después de tirar.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>La casilla {box} de la hoja {card} ya está ocupada.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <extracomment>Error when a box is chosen that was filled before; {box} is a box&apos;s name on the score card (e.g. Full House).</extracomment>
        <translation>La casilla {box} ya está ocupada.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>La regla del comodín no permite {box} para este repóker; puede ir en: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>No hay nada que deshacer: se tiraron los dados después de esa casilla.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>La partida ha terminado: no hay nada que pausar.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <extracomment>The name of a player whose name field was left empty: {number} is the seat, 1 to 4 (a noun used as a name: “Player 2”).</extracomment>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of a player whose name is blank (a noun used as a name).</extracomment>
        <translation>Jugador</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Se perdió la conexión con la mesa.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Esta aplicación perdió el hilo de la partida del anfitrión, así que abandonó la mesa.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>El código de acceso no era correcto: tiene cuatro cifras.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>No se pudo conectar con una mesa en {address}, puerto {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>La mesa envió mensajes que esta aplicación no entiende.</translation>
    </message>
    <message>
        <source>A player&apos;s app did not send its share of the dice, so the game could not start: the table is closed.</source>
        <extracomment>Why a network table closed just after its start: the dice are made from a random share of every player&apos;s app, and one never came (the app left, or its connection was lost).</extracomment>
        <translation>La aplicación de un jugador no envió su parte de los dados, así que la partida no pudo empezar: la mesa está cerrada.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not the ones all the players made together, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the dice of a network game are made from a share of every player&apos;s app, and the host&apos;s were not those.</extracomment>
        <translation>Los dados del anfitrión no eran los que todos los jugadores crearon juntos, así que esta partida no se guarda en el historial.</translation>
    </message>
    <message>
        <source>The host&apos;s end of the game does not match the moves it sent, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the boxes it revealed at the end are not the ones it sent (or sealed) during the game.</extracomment>
        <translation>El final de la partida del anfitrión no coincide con las jugadas que envió, así que esta partida no se guarda en el historial.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the game has ended.</extracomment>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>El código de acceso no era correcto.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <extracomment>Why the host of a network table sent a player at another computer away: the host chose to.</extracomment>
        <translation>El anfitrión te expulsó de la mesa.</translation>
    </message>
    <message>
        <source>Your time for this turn ran out: the computer plays the rest of it.</source>
        <translation>Se acabó tu tiempo para este turno: el ordenador juega el resto.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>El anfitrión cerró la mesa.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>La partida del anfitrión se desincronizó de la mesa, así que la mesa se cerró.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Tu aplicación no respetó el protocolo de la mesa: adiós.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Tu ordenador envió demasiados códigos de acceso erróneos: espera un minuto.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>La partida de esta mesa ha terminado.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>La partida de esta mesa ya ha empezado.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <extracomment>Why a network table refuses a player who asks to join: every seat is taken.</extracomment>
        <translation>La mesa está llena.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <extracomment>Told to a player at another computer after they chose Leave: why the table closed for them.</extracomment>
        <translation>Has abandonado la mesa.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Solo el anfitrión puede pausar la partida; se le ha pedido que lo haga.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Solo el anfitrión puede reanudar la partida.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>En una partida en red, el ordenador del anfitrión lleva la partida; hay que pedírselo con una solicitud.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Deshacer no está disponible en las partidas en red.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Esta mesa no reconoce tu plaza: vuelve a unirte.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Estuviste ausente demasiado tiempo: tu plaza ha quedado fuera de la partida.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Tu plaza sigue ocupada por una conexión en la mesa.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partida aún no ha empezado.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Solo el anfitrión puede hacer eso.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Las reglas no lo permiten ahora.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the host paused the game.</extracomment>
        <translation>La partida está en pausa.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Finding the table…</source>
        <extracomment>How a friend anywhere is connected: the mailbox server answered, now waiting.</extracomment>
        <translation>Buscando la mesa…</translation>
    </message>
    <message>
        <source>The code was right: connecting…</source>
        <extracomment>How a friend anywhere is connected: the code was right, connecting.</extracomment>
        <translation>El código es correcto: conectando…</translation>
    </message>
    <message>
        <source>Connected directly.</source>
        <extracomment>How a friend anywhere is connected: computer to computer, not through a server.</extracomment>
        <translation>Conectado directamente.</translation>
    </message>
    <message>
        <source>Connected through a relay.</source>
        <extracomment>How a friend anywhere is connected: through the transit relay server.</extracomment>
        <translation>Conectado a través de un servidor de retransmisión.</translation>
    </message>
    <message>
        <source>The connection was lost: getting it back…</source>
        <translation>Se perdió la conexión: reconectando…</translation>
    </message>
    <message>
        <source>The code was wrong. Codes work once: ask your friend for a new one.</source>
        <translation>El código no era correcto. Cada código sirve una sola vez: pide uno nuevo a tu amigo.</translation>
    </message>
    <message>
        <source>No table answered this code. Codes work once: ask your friend for a new one.</source>
        <translation>Ninguna mesa respondió a este código. Cada código sirve una sola vez: pide uno nuevo a tu amigo.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached. Is this computer on the internet?</source>
        <translation>No se pudo acceder al servidor de buzón. ¿Está este ordenador conectado a internet?</translation>
    </message>
    <message>
        <source>The host closed the invitation.</source>
        <translation>El anfitrión cerró la invitación.</translation>
    </message>
    <message>
        <source>That code is not for a Five Dice table.</source>
        <translation>Ese código no es de una mesa de Five Dice.</translation>
    </message>
    <message>
        <source>Host a table on the network</source>
        <translation>Abrir una mesa en la red</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a player at another computer.</extracomment>
        <translation>Jugador remoto</translation>
    </message>
    <message>
        <source>Friend anywhere (code)</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a friend anywhere (on the internet), who joins with a code made for the seat.</extracomment>
        <translation>Amigo por internet (código)</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Una persona aquí, el ordenador o una plaza libre para un jugador en otro ordenador</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Jugador {number}: aquí, ordenador o remoto</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The table&apos;s name the Host a table dialog suggests: {name} is the first player&apos;s name.</extracomment>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <extracomment>Screen readers&apos; name of the field with the table&apos;s name.</extracomment>
        <translation>Nombre de la mesa</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <extracomment>[Host a table dialog] Form label of the field with the table&apos;s name, which guests see.</extracomment>
        <translation>&amp;Nombre de la mesa</translation>
    </message>
    <message>
        <source>Turn &amp;limit</source>
        <extracomment>[Host a table dialog] Form label of the choice of how long a player at another computer may take for a turn before the computer plays the rest of it.</extracomment>
        <translation>Límite &amp;por turno</translation>
    </message>
    <message>
        <source>O&amp;pen the table</source>
        <extracomment>[Host a table dialog] The dialog&apos;s OK button: open the table and wait in its lobby for the players (a verb phrase).</extracomment>
        <translation>Abrir la &amp;mesa</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>Screen readers&apos; name of the button Open the table.</extracomment>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>[Host a table dialog] The turn limit&apos;s first choice: no limit.</extracomment>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>30 seconds a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has 30 seconds a turn.</extracomment>
        <translation>30 segundos por turno</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has a minute a turn.</extracomment>
        <translation>1 minuto por turno</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has two minutes a turn.</extracomment>
        <translation>2 minutos por turno</translation>
    </message>
    <message>
        <source>How long a player at another computer may take for a turn: then the computer plays the rest of it for them</source>
        <translation>Cuánto puede tardar en un turno un jugador en otro ordenador: después, el ordenador juega el resto por él</translation>
    </message>
    <message>
        <source>Turn limit for players elsewhere</source>
        <extracomment>Screen readers&apos; name of the turn limit&apos;s list in the Host a table dialog.</extracomment>
        <translation>Límite por turno para jugadores remotos</translation>
    </message>
    <message>
        <source>Kick a player</source>
        <extracomment>Window title of the dialog that sends a player at another computer away from the table hosted here.</extracomment>
        <translation>Expulsar a un jugador</translation>
    </message>
    <message>
        <source>Player to kick</source>
        <extracomment>Screen readers&apos; name of the list of the players that can be kicked.</extracomment>
        <translation>Jugador que expulsar</translation>
    </message>
    <message>
        <source>The computer plays the seat ({level})</source>
        <extracomment>[Kick a player dialog] A choice of who plays a kicked player&apos;s seat: {level} is a computer level (Easy … Expert).</extracomment>
        <translation>El ordenador ocupa la plaza ({level})</translation>
    </message>
    <message>
        <source>Nobody: the player drops out, their card stays as it is</source>
        <translation>Nadie: el jugador queda fuera y su hoja se queda como está</translation>
    </message>
    <message>
        <source>Who plays the seat</source>
        <extracomment>Screen readers&apos; name of the list of who plays a kicked player&apos;s seat.</extracomment>
        <translation>Quién ocupa la plaza</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>[Kick a player dialog] Form label of the list of the players at other computers.</extracomment>
        <translation>&amp;Jugador</translation>
    </message>
    <message>
        <source>&amp;Then</source>
        <extracomment>[Kick a player dialog] Form label of the list of who plays the kicked player&apos;s seat from then on.</extracomment>
        <translation>&amp;Después</translation>
    </message>
    <message>
        <source>They are sent away for this game and cannot take their seat back.</source>
        <translation>Queda expulsado de esta partida y no puede recuperar su plaza.</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <extracomment>[Kick a player dialog] Button: send the chosen player away from the table (a verb).</extracomment>
        <translation>&amp;Expulsar</translation>
    </message>
    <message>
        <source>Join my Five Dice table: open Five Dice, Game &gt; Join a table, code {code} (or open {link}).</source>
        <translation>Únete a mi mesa de Five Dice: abre Five Dice, Partida &gt; Unirse a una mesa, código {code} (o abre {link}).</translation>
    </message>
    <message>
        <source>A wrong code was tried: a new code was made. Send it again.</source>
        <extracomment>The invitation a host copies for a friend anywhere (to paste into a message): {code} is a code like 7-guitarist-revenge, {link} the same as a link.</extracomment>
        <translation>Alguien probó un código incorrecto: se ha creado un código nuevo. Vuelve a enviarlo.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached: trying again soon…</source>
        <translation>No se pudo acceder al servidor de buzón: se reintentará en breve…</translation>
    </message>
    <message>
        <source>The invitation closed: a new code was made.</source>
        <translation>La invitación se cerró: se ha creado un código nuevo.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <extracomment>In the lobby: the seat a friend anywhere&apos;s code is for ({number}: 1 to 4).</extracomment>
        <translation>Plaza {number}</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <extracomment>Grey text in a seat&apos;s code field while the code is being made.</extracomment>
        <translation>Creando un código…</translation>
    </message>
    <message>
        <source>Code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s code field in the lobby ({number}: 1 to 4).</extracomment>
        <translation>Código de la plaza {number}</translation>
    </message>
    <message>
        <source>Copy invitation</source>
        <extracomment>[Lobby] Button: copy the invitation with the seat&apos;s code, to paste into a message.</extracomment>
        <translation>Copiar invitación</translation>
    </message>
    <message>
        <source>Copy the invitation for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s Copy invitation button ({number}: 1 to 4).</extracomment>
        <translation>Copiar la invitación de la plaza {number}</translation>
    </message>
    <message>
        <source>New code</source>
        <extracomment>[Lobby] Button: make a new code for the seat (the old one stops working).</extracomment>
        <translation>Código nuevo</translation>
    </message>
    <message>
        <source>New code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s New code button ({number}: 1 to 4).</extracomment>
        <translation>Código nuevo para la plaza {number}</translation>
    </message>
    <message>
        <source>Send the invitation to your friend.</source>
        <extracomment>Under a seat&apos;s code in the lobby: the code is ready, the friend has not used it yet.</extracomment>
        <translation>Envía la invitación a tu amigo.</translation>
    </message>
    <message>
        <source>Invitation copied: paste it into a message.</source>
        <extracomment>Under a seat&apos;s code in the lobby, after Copy invitation.</extracomment>
        <translation>Invitación copiada: pégala en un mensaje.</translation>
    </message>
    <message>
        <source>Friends anywhere: one code per seat</source>
        <extracomment>[Lobby] Heading above the codes of the seats for friends anywhere (on the internet).</extracomment>
        <translation>Amigos por internet: un código por plaza</translation>
    </message>
    <message>
        <source>Codes for friends anywhere</source>
        <extracomment>Window title of the dialog with the codes of the seats for friends anywhere.</extracomment>
        <translation>Códigos para amigos por internet</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Window title of the Join a table dialog.</extracomment>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Mesas encontradas en esta red</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <extracomment>[Join a table dialog] Button: look for tables on this network again.</extracomment>
        <translation>&amp;Buscar de nuevo</translation>
    </message>
    <message>
        <source>Search again</source>
        <extracomment>Screen readers&apos; name of the button Search again.</extracomment>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <extracomment>Grey text in the empty address field: an example address, {address} (192.168.1.20); e.g.: for example.</extracomment>
        <translation>p. ej., {address}</translation>
    </message>
    <message>
        <source>e.g. {code}</source>
        <extracomment>Grey text in the empty field for a friend anywhere&apos;s code: an example code.</extracomment>
        <translation>p. ej., {code}</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <extracomment>[Join a table dialog] Form label of the field with the host computer&apos;s network address.</extracomment>
        <translation>&amp;Dirección</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <extracomment>[Join a table dialog] Form label of the field with the network port, a number.</extracomment>
        <translation>&amp;Puerto</translation>
    </message>
    <message>
        <source>Join co&amp;de</source>
        <extracomment>[Join a table dialog] Form label of the field with the four-digit code the host&apos;s screen shows.</extracomment>
        <translation>Código de &amp;acceso</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Buscando mesas en esta red…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <extracomment>Screen readers&apos; name of the list of seats once joined.</extracomment>
        <translation>Plazas de la mesa</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <extracomment>[Join a table dialog] Button: ask the host for a seat (a verb).</extracomment>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <extracomment>[Join a table dialog] Form label of the field with the player&apos;s name at the table.</extracomment>
        <translation>&amp;Tu nombre</translation>
    </message>
    <message>
        <source>Code from a friend a&amp;nywhere</source>
        <extracomment>[Join a table dialog] Form label of the field for the code a friend anywhere (on the internet) sent, like 7-guitarist-revenge.</extracomment>
        <translation>Código de un amigo por &amp;internet</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <extracomment>[Join a table dialog] Label above the list of the tables found on this network.</extracomment>
        <translation>&amp;Mesas en esta red</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <extracomment>A table in the list of tables found: {table} its name, {address} the host&apos;s address, {port} a number, {seats} the number of free seats.</extracomment>
        <translation>{table} en {address}, puerto {port} (plazas libres: {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Elige una mesa o escribe su dirección y su puerto.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Name at the table of a player who left the name field empty.</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Escribe la dirección del anfitrión o elige una mesa encontrada en esta red.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>El código de acceso tiene cuatro cifras: aparece en la pantalla del anfitrión.</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <extracomment>Line under the fields of Join a table while the host at {address} is being asked.</extracomment>
        <translation>Conectando con {address}…</translation>
    </message>
    <message>
        <source>A code is a number and words, like 7-guitarist-revenge: type it as your friend sent it.</source>
        <translation>Un código es un número y unas palabras, como 7-guitarist-revenge: escríbelo tal como te lo envió tu amigo.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <extracomment>Under the fields of Join a table: what a code from a friend anywhere looks like.</extracomment>
        <translation>Tienes plaza. La partida empieza cuando el anfitrión la inicie.</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <extracomment>[Join a table dialog] The Cancel button once the player has a seat: leave the table (a verb).</extracomment>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>A computer&apos;s seat in a table&apos;s list of seats: {name} its name, {level} its level (Easy … Expert).</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (en el ordenador del anfitrión)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a friend anywhere…</source>
        <extracomment>An open seat in the lobby kept for a friend anywhere, who joins with its code.</extracomment>
        <translation>Plaza libre: esperando a un amigo por internet…</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Plaza libre: esperando a un jugador…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (ausente: puede volver)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <extracomment>A seat in a table&apos;s list of seats, taken by a player at another computer.</extracomment>
        <translation>{name} (en la mesa)</translation>
    </message>
    <message>
        <source>Network table</source>
        <extracomment>Window title of the host&apos;s lobby: the table others join.</extracomment>
        <translation>Mesa en red</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>la dirección de este ordenador</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Los jugadores se unen en {address}, puerto {port}, con el código {code}.
Las mesas de esta red también aparecen en Unirse a una mesa.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <extracomment>Screen readers&apos; name of the big join code in the lobby: {digits} are four digits read one by one (“4 7 1 2”).</extracomment>
        <translation>Código de acceso {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>Screen readers&apos; name of the lobby&apos;s list of seats.</extracomment>
        <translation>Plazas</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>[Network table dialog] Button: start the game at the table (a verb). Reads “Start without the open seats” while seats are open.</extracomment>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <extracomment>[Network table dialog] Button: close the table; the players who joined are sent away.</extracomment>
        <translation>&amp;Cerrar la mesa</translation>
    </message>
    <message>
        <source>Start &amp;without the open seats</source>
        <extracomment>[Network table dialog] The Start button while some seats are still open: start, leaving them out.</extracomment>
        <translation>Empezar &amp;sin las plazas libres</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Kick a player…</source>
        <extracomment>[Game menu] Menu item while hosting a table: send a player at another computer away from it (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>E&amp;xpulsar a un jugador…</translation>
    </message>
    <message>
        <source>Send a player at another computer away from the table: a computer plays for them</source>
        <translation>Expulsar de la mesa a un jugador en otro ordenador: un ordenador juega por él</translation>
    </message>
    <message>
        <source>Codes for friends &amp;anywhere…</source>
        <extracomment>[Game menu] Menu item while hosting a table with seats for friends anywhere: show their codes (and make a new one for a friend who lost the connection for good). “…”: a dialog opens.</extracomment>
        <translation>&amp;Códigos para amigos por internet…</translation>
    </message>
    <message>
        <source>The codes of the seats for friends anywhere: copy one again, or make a new one</source>
        <translation>Los códigos de las plazas para amigos por internet: copia uno otra vez o crea uno nuevo</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>No se pudo abrir la mesa: este ordenador no acepta conexiones.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>No se pudo empezar la partida: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Aquí no se pueden buscar mesas: escribe la dirección.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} La partida se queda en pantalla tal como estaba.</translation>
    </message>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} se ha unido a la mesa.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <extracomment>Notice in a network game: the player {name}, at another computer, left.</extracomment>
        <translation>{name} ha abandonado la mesa.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} ha vuelto a la mesa.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} no volvió a tiempo y queda fuera de la partida.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} pide una pausa (P pausa la partida para todos).</translation>
    </message>
    <message>
        <source>{name} was sent away from the table.</source>
        <extracomment>Notice in a network game the host opened here: the host sent the player {name}, at another computer, away from the table (Game &gt; Kick a player…).</extracomment>
        <translation>Se ha expulsado a {name} de la mesa.</translation>
    </message>
    <message>
        <source>{name}&apos;s time for the turn ran out: the computer plays the rest of it.</source>
        <extracomment>Notice in a network game the host opened here: the player {name}, at another computer, took longer than the table&apos;s turn limit; the computer finishes the turn for them.</extracomment>
        <translation>Se acabó el tiempo de {name} para el turno: el ordenador juega el resto.</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>La mesa de red se ha cerrado: esta partida continúa aquí, en este ordenador.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Se perdió la conexión con la mesa: reconectando…</translation>
    </message>
    <message>
        <source>A player</source>
        <extracomment>Stands for a player whose name is not known, in the news of a network game.</extracomment>
        <translation>Un jugador</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Un repóker cuando la casilla Repóker ya está ocupada puntúa como cualquier otra tirada: sin bonus ni comodín.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Un repóker cuando la casilla Repóker ya está ocupada da {bonus} si esa casilla tiene 50, y es un comodín forzoso: va en su casilla superior si está libre; si no, en cualquier casilla inferior (Full 25, escaleras 30 y 40); y si tampoco, 0 en una casilla superior.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Un repóker cuando Repóker tiene 50 da {bonus} y puede ir en cualquier casilla libre como comodín (Full 25, escaleras 30 y 40); si allí hay un 0, es una tirada normal.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Juego Triple: un repóker da {bonus} × el multiplicador de su hoja mientras Repóker tenga 50 en las tres hojas, y solo es un comodín forzoso cuando la casilla Repóker y su casilla superior están ocupadas en las tres.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: the Triple game, three cards counting once, twice and three times.</extracomment>
        <translation>Triple (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: each player fills %n score cards.</extracomment>
        <translation>
            <numerusform>%n hoja</numerusform>
            <numerusform>%n hojas</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <extracomment>In the New game dialog: the label before a seat&apos;s name field, and the field&apos;s grey text when empty; {number} is 1 to 4.</extracomment>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s name field in the New game dialog; {number} is 1 to 4.</extracomment>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: a person plays this seat (a noun).</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: the computer plays this seat (a noun).</extracomment>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>El jugador {number} es una persona o el ordenador</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Nivel del ordenador del jugador {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Window title of the New game dialog.</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Start &amp;new game</source>
        <extracomment>[New game dialog] The dialog&apos;s OK button: start a game with these players and rules.</extracomment>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Title of the New game dialog&apos;s group of seats (a plural noun).</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s spin box with the number of players.</extracomment>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <extracomment>[New game dialog, Host a table dialog] Label of the spin box with the number of players, 1 to 4.</extracomment>
        <translation>C&amp;uántos</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Title of the New game dialog&apos;s group with the rules (a noun).</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list of rules for extra fives. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Repóker extra</translation>
    </message>
    <message>
        <source>&amp;Extra five of a kind</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of rules for extra fives (Off, Official, Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>&amp;Repóker extra</translation>
    </message>
    <message>
        <source>Car&amp;ds per player</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list: how many score cards each player fills (1, 2, 3 or the Triple game).</extracomment>
        <translation>&amp;Hojas por jugador</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list: how many score cards each player fills.</extracomment>
        <translation>Hojas por jugador</translation>
    </message>
    <message>
        <source>&amp;Time budget</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: each player has a limited time for the whole game (a noun).</extracomment>
        <translation>&amp;Tiempo límite</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Tiempo límite por jugador</translation>
    </message>
    <message>
        <source> min per player</source>
        <extracomment>Suffix of the time budget&apos;s spin box, right after the number (“10 min per player”): keep the leading space; min: minutes.</extracomment>
        <translation> min por jugador</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <extracomment>Screen readers&apos; name of the time budget&apos;s spin box.</extracomment>
        <translation>Minutos por jugador</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Form label of the New game dialog&apos;s row with the time budget (a noun).</extracomment>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>&amp;Open score sheets</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: everyone sees every card during the game; unchecked, the others&apos; cards stay hidden until the end.</extracomment>
        <translation>Hojas &amp;a la vista</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Si no está marcada, cada jugador solo ve su propia hoja durante la partida: las casillas y los totales de los demás muestran ? hasta que termina la partida.</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <extracomment>Screen readers&apos; name of the check box Open score sheets (everyone sees every card).</extracomment>
        <translation>Hojas a la vista</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <extracomment>Form label of the New game dialog&apos;s row with the check box Open score sheets (a noun).</extracomment>
        <translation>Hojas</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <extracomment>Title of the New game dialog&apos;s group: how computer players&apos; turns are shown.</extracomment>
        <translation>Turnos del ordenador</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of computer speeds (Instant, Fast, Normal, Slow).</extracomment>
        <translation>&amp;Velocidad</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Con un solo jugador no hay otra hoja que ocultar.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Todos ven todas las hojas. Desmarca la casilla para ocultar las de los demás hasta el final.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Cada jugador solo ve su propia hoja: las casillas y los totales de los demás muestran ? hasta que termina la partida.</translation>
    </message>
    <message>
        <source>Rating {rating}</source>
        <extracomment>Beside a computer seat in New game: its level&apos;s fixed rating, e.g. “Rating 1,500”.</extracomment>
        <translation>Elo {rating}</translation>
    </message>
    <message>
        <source>Computer levels have fixed ratings: this one is {rating}.</source>
        <extracomment>Tooltip of a computer seat&apos;s rating in New game: {rating} is e.g. 1,500.</extracomment>
        <translation>Los niveles del ordenador tienen un Elo fijo: este tiene {rating}.</translation>
    </message>
    <message>
        <source>new player</source>
        <extracomment>Beside a person&apos;s seat in New game, for a name never played here: a profile is made for them at the end of the game.</extracomment>
        <translation>jugador nuevo</translation>
    </message>
    <message>
        <source>A name not played here before: a new player, rated from {rating}.</source>
        <extracomment>Tooltip of “new player” beside a name in New game: {rating} is where everyone&apos;s rating starts (1,500).</extracomment>
        <translation>Un nombre que aún no ha jugado aquí: un jugador nuevo, con un Elo inicial de {rating}.</translation>
    </message>
    <message>
        <source>not rated yet</source>
        <extracomment>Beside a known person&apos;s seat in New game, who has played no rated game yet.</extracomment>
        <translation>aún sin Elo</translation>
    </message>
    <message>
        <source>Rated games are games of one card each against others, played to the end without hints or undo.</source>
        <translation>Son puntuables las partidas de una hoja por jugador contra otros, jugadas hasta el final sin pistas ni tiradas deshechas.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games.</source>
        <extracomment>Tooltip of a known person&apos;s rating in New game: {rating} e.g. 1,612, {rd} how sure it is (e.g. 85: the true rating is likely within 85 of it), %n the rated games played.</extracomment>
        <translation>
            <numerusform>Elo {rating} (±{rd}) tras %n partida puntuable.</numerusform>
            <numerusform>Elo {rating} (±{rd}) tras %n partidas puntuables.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known players</source>
        <extracomment>Screen readers&apos; name of the list of known players that drops down from a name field.</extracomment>
        <translation>Jugadores conocidos</translation>
    </message>
    <message>
        <source>{name} · {rating}</source>
        <extracomment>A known player offered in a name field&apos;s list: {name}, then the rating words (“Rating 1,612”, “not rated yet”).</extracomment>
        <translation>{name} · {rating}</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <extracomment>Button at the end of the message bar above the board: hide the message (a verb).</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s Dismiss button.</extracomment>
        <translation>Cerrar el mensaje</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s text while it is empty.</extracomment>
        <translation>Mensaje</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <extracomment>The message bar: {message} is the first message, then how many more wait; keep the two spaces.</extracomment>
        <translation>
            <numerusform>{message}  (%n más)</numerusform>
            <numerusform>{message}  (%n más)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>La partida se ha pausado mientras el ordenador estaba en suspensión. El tiempo de ausencia no cuenta.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>La partida se ha pausado mientras su ventana estaba minimizada.</translation>
    </message>
</context>
<context>
    <name>PlayerId</name>
    <message>
        <source>Player ID</source>
        <extracomment>Title of the Settings dialog&apos;s group with the player&apos;s secret ID.
----------
Screen readers&apos; name of the field with the player&apos;s secret ID.</extracomment>
        <translation>ID del jugador</translation>
    </message>
    <message>
        <source>Player &amp;ID of</source>
        <extracomment>[Settings dialog] Form label of the list of players: whose ID is shown.</extracomment>
        <translation>ID del &amp;jugador</translation>
    </message>
    <message>
        <source>Whose player ID</source>
        <extracomment>Screen readers&apos; name of the list of players whose ID Settings shows.</extracomment>
        <translation>Jugador cuyo ID se muestra</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <extracomment>[Settings dialog] Button: show the hidden player ID (while shown it reads Hide).</extracomment>
        <translation>Mos&amp;trar</translation>
    </message>
    <message>
        <source>Show the player ID</source>
        <extracomment>Screen readers&apos; name of the button that shows the hidden player ID.</extracomment>
        <translation>Mostrar el ID del jugador</translation>
    </message>
    <message>
        <source>Keep it private: anyone who has this ID can play as this player. It carries the player to another computer of yours, with the rating code.</source>
        <extracomment>Under the player ID in Settings.</extracomment>
        <translation>No lo compartas: cualquiera que tenga este ID puede jugar como este jugador. Junto con el código de Elo, lleva al jugador a otro ordenador tuyo.</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <extracomment>[Settings dialog] Button: copy the player ID to the clipboard.</extracomment>
        <translation>&amp;Copiar ID</translation>
    </message>
    <message>
        <source>Copy ra&amp;ting code</source>
        <extracomment>[Settings dialog] Button: copy the player&apos;s rating code (one line with their rating, to paste on another computer with the ID).</extracomment>
        <translation>Co&amp;piar código de Elo</translation>
    </message>
    <message>
        <source>Use an ID from another &amp;device…</source>
        <extracomment>[Settings dialog] Button: paste an ID (and rating code) copied on another computer so this computer continues that player&apos;s rating; “…”: a dialog opens.</extracomment>
        <translation>Usar un ID de otro &amp;dispositivo…</translation>
    </message>
    <message>
        <source>Copy the player ID</source>
        <extracomment>Screen readers&apos; name of Copy ID in Settings.</extracomment>
        <translation>Copiar el ID del jugador</translation>
    </message>
    <message>
        <source>Copy the rating code</source>
        <extracomment>Screen readers&apos; name of Copy rating code in Settings.</extracomment>
        <translation>Copiar el código de Elo</translation>
    </message>
    <message>
        <source>Use an ID from another device</source>
        <extracomment>Window title of the dialog that takes an ID from another computer.</extracomment>
        <translation>Usar un ID de otro dispositivo</translation>
    </message>
    <message>
        <source>A player gets an ID with their first finished game.</source>
        <extracomment>In Settings, before anyone has finished a game here.</extracomment>
        <translation>Cada jugador recibe un ID al terminar su primera partida.</translation>
    </message>
    <message>
        <source>Hid&amp;e</source>
        <extracomment>[Settings dialog] The Show button while the ID is shown: hide it again.</extracomment>
        <translation>Ocult&amp;ar</translation>
    </message>
    <message>
        <source>Hide the player ID</source>
        <extracomment>Screen readers&apos; name of the Show button while the ID is shown.</extracomment>
        <translation>Ocultar el ID del jugador</translation>
    </message>
    <message>
        <source>The ID is copied. Keep it private.</source>
        <extracomment>Said in Settings after Copy ID.</extracomment>
        <translation>El ID se ha copiado. No lo compartas.</translation>
    </message>
    <message>
        <source>The rating code is copied. Paste it with the ID on the other computer.</source>
        <extracomment>Said in Settings after Copy rating code.</extracomment>
        <translation>El código de Elo se ha copiado. Pégalo junto con el ID en el otro ordenador.</translation>
    </message>
    <message>
        <source>That ID already belongs to a player here.</source>
        <extracomment>In Use an ID: the ID pasted is already one of the players here.</extracomment>
        <translation>Ese ID ya pertenece a un jugador de aquí.</translation>
    </message>
    <message>
        <source>{name} now plays with the ID from the other device: rating {rating}.</source>
        <extracomment>Said in Settings once a player continues a rating from another computer: {name} is the player here, {rating} the rating they continue (e.g. 1,612).</extracomment>
        <translation>{name} juega ahora con el ID del otro dispositivo: Elo {rating}.</translation>
    </message>
    <message>
        <source>Paste the ID and the rating code copied in Settings on the other computer. {name} then plays here with that ID, and the rating continues from the code; {name}&apos;s games here stay {name}&apos;s.</source>
        <extracomment>{name} is the player at this computer who takes the ID.</extracomment>
        <translation>Pega el ID y el código de Elo que copiaste en Ajustes en el otro ordenador. Entonces {name} jugará aquí con ese ID, y su Elo continuará desde el código; las partidas de {name} aquí siguen siendo de {name}.</translation>
    </message>
    <message>
        <source>&amp;ID</source>
        <extracomment>[Use an ID dialog] Form label of the field for the ID.</extracomment>
        <translation>&amp;ID</translation>
    </message>
    <message>
        <source>&amp;Rating code</source>
        <extracomment>[Use an ID dialog] Form label of the field for the rating code.</extracomment>
        <translation>Código de &amp;Elo</translation>
    </message>
    <message>
        <source>Rating code</source>
        <extracomment>Screen readers&apos; name of the rating code&apos;s field.</extracomment>
        <translation>Código de Elo</translation>
    </message>
    <message>
        <source>&amp;Use this ID</source>
        <extracomment>[Use an ID dialog] Button: take the ID and continue its rating here.</extracomment>
        <translation>&amp;Usar este ID</translation>
    </message>
    <message>
        <source>That is not a whole ID: 32 letters and digits, as Copy ID gives.</source>
        <extracomment>In Use an ID: what was pasted as the ID is not one.</extracomment>
        <translation>No es un ID completo: 32 letras y cifras, como las que da Copiar ID.</translation>
    </message>
    <message>
        <source>That rating code is not whole, or belongs to another ID. Copy both again on the other computer.</source>
        <extracomment>In Use an ID: the rating code is cut short, mistyped, or from another ID.</extracomment>
        <translation>Ese código de Elo está incompleto o pertenece a otro ID. Vuelve a copiar ambos en el otro ordenador.</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>A game alone is not rated: a rating needs opponents.</source>
        <extracomment>Why a finished game is not rated: it was played alone.</extracomment>
        <translation>Una partida en solitario no es puntuable: el Elo necesita rivales.</translation>
    </message>
    <message>
        <source>Only games of one card each are rated.</source>
        <extracomment>Why a finished game is not rated: each player filled 2 or 3 cards.</extracomment>
        <translation>Solo son puntuables las partidas de una hoja por jugador.</translation>
    </message>
    <message>
        <source>The Triple game is not rated, only games of one card.</source>
        <extracomment>Why a finished game is not rated: it was the Triple game (three cards ×1 ×2 ×3).</extracomment>
        <translation>El juego Triple no es puntuable, solo las partidas de una hoja.</translation>
    </message>
    <message>
        <source>The coach helped in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: the coach helped (a hint, the analysis panel or coach mode).</extracomment>
        <translation>El entrenador ha ayudado en esta partida, así que no es puntuable.</translation>
    </message>
    <message>
        <source>A roll was undone in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: a roll was taken back and rolled again.</extracomment>
        <translation>Se deshizo una tirada en esta partida, así que no es puntuable.</translation>
    </message>
    <message>
        <source>A player dropped out before the end, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: a player dropped out before the end.</extracomment>
        <translation>Un jugador quedó fuera antes del final, así que esta partida no es puntuable.</translation>
    </message>
    <message>
        <source>One person played two seats, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: one person (one name) played two seats.</extracomment>
        <translation>Una misma persona ocupó dos plazas, así que esta partida no es puntuable.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>Window title of the dialog with the result of a finished game.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>[Game over dialog] Button: a new game with the same players and rules (the default).</extracomment>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <extracomment>[Game over dialog] Button: see each of your decisions against perfect play (a verb).</extracomment>
        <translation>&amp;Revisar partida</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Cada una de tus decisiones frente al juego perfecto</translation>
    </message>
    <message>
        <source>Practice: not rated. {why}</source>
        <extracomment>Under the result of a game that does not change ratings: {why} is one sentence, e.g. “Only games of one card each are rated.”</extracomment>
        <translation>Práctica: no puntuable. {why}</translation>
    </message>
    <message>
        <source>{name} {before} → {after} ({change})</source>
        <extracomment>A rated person&apos;s new rating under the result: {name} is the name, {before} and {after} the rating before and after the game, {change} the difference with its sign (“Ana 1,612 → 1,631 (+19)”).</extracomment>
        <translation>{name} {before} → {after} ({change})</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Heading over the rating changes under a game&apos;s result.</extracomment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <extracomment>{name} is a player&apos;s name, a computer&apos;s with its level: &quot;Dex (Expert)&quot;.</extracomment>
        <translation>{name}, sin tiempo</translation>
    </message>
    <message>
        <source>{place}.</source>
        <extracomment>A place in the result table: {place} is 1 to 4; write it as your language writes a rank (“1.”, “1st”).</extracomment>
        <translation>{place}.º</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Estas cifras son aproximadas con varias hojas y en el juego Triple.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Turno {turn}, tirada {roll}: anotar en {box} costó {cost} puntos.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Turno {turn}, tirada {roll}: anotar en {box} de la hoja {card} costó {cost} puntos.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points (7.5).</extracomment>
        <translation>Turno {turn}, tirada {roll}: guardar {dice} y tirar costó {cost} puntos.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); the player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Turno {turn}, tirada {roll}: volver a tirar los cinco costó {cost} puntos.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n decisions, {cost} expected points given away against perfect play.</source>
        <translation>
            <numerusform>{name}: %n decisión, {cost} puntos esperados perdidos frente al juego perfecto.</numerusform>
            <numerusform>{name}: %n decisiones, {cost} puntos esperados perdidos frente al juego perfecto.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): fill the box {box} (its name, e.g. Full House) on card {card} (1 to 3).</extracomment>
        <translation>{box} (hoja {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): roll the dice, at the start of a turn (a verb, lower case).</extracomment>
        <translation>tirar</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): hold no die and roll all five again (a verb phrase, lower case).</extracomment>
        <translation>volver a tirar los cinco</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): keep the dice {dice} (faces, e.g. “4 4 4”) and roll the others (lower case).</extracomment>
        <translation>guardar {dice} y tirar</translation>
    </message>
    <message>
        <source>{face} held</source>
        <extracomment>Read aloud by screen readers for a small die of the game review: {face} is 1 to 6; held: kept out of the next roll.</extracomment>
        <translation>{face} guardado</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Screen readers&apos; name of a row of small dice in the game review: {dice} lists the faces (“4, 4 held, 2, 6, 1”).</extracomment>
        <translation>Dados: {dice}</translation>
    </message>
    <message>
        <source>Every decision</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s table of every decision of a player.</extracomment>
        <translation>Todas las decisiones</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Coste</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Read aloud for an empty cell of the game review&apos;s table (e.g. Best, when the player&apos;s move was the best).</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Sin errores: todas las decisiones fueron las mejores.</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Los mayores errores:</translation>
    </message>
    <message>
        <source>Game review</source>
        <extracomment>Window title of the review of a finished game (a noun).</extracomment>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s tabs, one a player.</extracomment>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Reading the game from the history…</source>
        <extracomment>Shown in the game review while the game is read from the game history, when that takes a moment.</extracomment>
        <translation>Leyendo la partida del historial…</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>No hubo decisiones que revisar.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <extracomment>Screen readers&apos; name of a player&apos;s page in the game review; {name} is the player&apos;s name.</extracomment>
        <translation>Revisión de {name}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: no bonus and no joker (an adjective: switched off).</extracomment>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll must be used as a joker in a prescribed box.</extracomment>
        <translation>Oficial (comodín forzoso)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll may go in any open box as a joker.</extracomment>
        <translation>Comodín libre</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Rating history</source>
        <extracomment>Title of the scoreboard&apos;s rating chart: one player&apos;s rating after each of their rated games.</extracomment>
        <translation>Historial de Elo</translation>
    </message>
    <message>
        <source>Rated games</source>
        <extracomment>Axis title along the foot of the scoreboard&apos;s rating chart: the rated games, oldest first.
----------
Column heading of the scoreboard&apos;s table of ratings: how many rated games the person played.</extracomment>
        <translation>Partidas puntuables</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s rating chart, and the legend of its line (a noun: a player&apos;s skill rating).
----------
Column heading of the scoreboard&apos;s table of ratings: the person&apos;s rating, e.g. 1,612.</extracomment>
        <translation>Elo</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <extracomment>Shown in the scoreboard&apos;s rating chart, and read aloud, while a player has no rated game.</extracomment>
        <translation>Aún no hay partidas puntuables.</translation>
    </message>
    <message>
        <source>Rating {rating} (±{rd}) after one rated game.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart after one rated game: the player&apos;s rating, and ± how much it may be off ({rd}).</extracomment>
        <translation>Elo {rating} (±{rd}) tras una partida puntuable.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games; {first} after the first.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart: the player&apos;s rating now, ± how much it may be off ({rd}), after %n games, and their rating after the first game.</extracomment>
        <translation>
            <numerusform>Elo {rating} (±{rd}) tras %n partida puntuable; {first} tras la primera.</numerusform>
            <numerusform>Elo {rating} (±{rd}) tras %n partidas puntuables; {first} tras la primera.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} {rating}</source>
        <extracomment>Read aloud for a reference line of the scoreboard&apos;s rating chart: the computer level&apos;s name and its fixed rating (&quot;Normal 1,500&quot;).</extracomment>
        <translation>{name} {rating}</translation>
    </message>
    <message>
        <source>For comparison: {levels}.</source>
        <extracomment>Read aloud after the rating chart&apos;s summary: the computer levels&apos; ratings, drawn as lines to compare with (&quot;Easy 1,290, Normal 1,500&quot;).</extracomment>
        <translation>Para comparar: {levels}.</translation>
    </message>
    <message>
        <source>Likely range</source>
        <extracomment>Legend of the band around the rating chart&apos;s line: where the player&apos;s true rating likely lies (± the rating deviation). Short.</extracomment>
        <translation>Rango probable</translation>
    </message>
    <message>
        <source>Nobody has a rating yet. A game of one card each against a computer or another person, played to the end without hints or undo, is rated.</source>
        <translation>Aún nadie tiene Elo. Es puntuable una partida de una hoja por jugador contra el ordenador u otra persona, jugada hasta el final sin pistas ni tiradas deshechas.</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): the place, 1, 2, …
----------
Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the place, 1 to 10.</extracomment>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings: the person&apos;s name.
----------
Screen readers&apos; name of the list of players on the Players tab.</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Certainty</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): how sure the rating is, e.g. ±85 (the rating deviation); a short word.</extracomment>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Ratings</source>
        <extracomment>Screen readers&apos; name of the table of ratings.</extracomment>
        <translation>Elo de los jugadores</translation>
    </message>
    <message>
        <source>Rename player</source>
        <extracomment>Title of the small dialog that renames a player (Scoreboard, Players page).</extracomment>
        <translation>Cambiar el nombre del jugador</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <extracomment>Label of the new name&apos;s field: {name} is the player&apos;s name now.</extracomment>
        <translation>Nuevo nombre para {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <extracomment>Title of the small dialog that merges two players who are one person.</extracomment>
        <translation>Fusionar jugadores</translation>
    </message>
    <message>
        <source>{name} is the same person as:</source>
        <extracomment>Label of the list of the other players: {name} is the player being merged.</extracomment>
        <translation>{name} es la misma persona que:</translation>
    </message>
    <message>
        <source>{name} is another player&apos;s name. If they are one person, merge them instead.</source>
        <extracomment>Said when a player is renamed to another player&apos;s name.</extracomment>
        <translation>{name} ya es el nombre de otro jugador. Si son la misma persona, fusiónalos en lugar de cambiar el nombre.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>El nombre de un jugador no puede estar vacío.</translation>
    </message>
    <message>
        <source>Make {gone} part of {kept}? Every game of {gone} becomes a game of {kept}, and the surer of their two ratings is kept. This cannot be undone.</source>
        <extracomment>The question before merging: {gone} is the player whose games move to {kept}.</extracomment>
        <translation>¿Fusionar a {gone} con {kept}? Todas las partidas de {gone} pasarán a ser de {kept}, y se conservará el más preciso de sus dos Elo. Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <extracomment>[Merge players question] Button: make the two players one (a verb); the other button is Cancel.</extracomment>
        <translation>&amp;Fusionar</translation>
    </message>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>El historial de partidas no está disponible, así que no hay puntuaciones que mostrar.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Aún no hay partidas terminadas. Juega una partida hasta el final y su puntuación aparecerá aquí.</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <extracomment>Shown in the scoreboard while the game history is being read, when that takes a moment.</extracomment>
        <translation>Leyendo el historial de partidas…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <extracomment>Window title of the scoreboard (a noun).</extracomment>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>&amp;Hide assisted games (hints or undo used)</source>
        <extracomment>[Scoreboard dialog] Check box: leave out the games in which hints or undo were used.</extracomment>
        <translation>&amp;Ocultar partidas asistidas (con pistas o tiradas deshechas)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <extracomment>Screen readers&apos; name of the check box that leaves out assisted games.</extracomment>
        <translation>Ocultar partidas asistidas</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problema con el historial de partidas</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s tabs.</extracomment>
        <translation>Páginas de puntuaciones</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <extracomment>[Scoreboard dialog] Tab: the best scores of a kind of game.</extracomment>
        <translation>&amp;Mejores puntuaciones</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <extracomment>[Scoreboard dialog] Tab: one player&apos;s figures and charts.</extracomment>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>R&amp;atings</source>
        <extracomment>[Scoreboard dialog] Tab: the people who play here ranked by rating, with a chart.</extracomment>
        <translation>E&amp;lo</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <extracomment>[Scoreboard dialog] Tab: the latest finished games.</extracomment>
        <translation>&amp;Partidas recientes</translation>
    </message>
    <message>
        <source>Export progress</source>
        <extracomment>Screen readers&apos; name of the export&apos;s progress bar.</extracomment>
        <translation>Progreso de la exportación</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <extracomment>Text in the export&apos;s progress bar: %p is the percentage, which Qt fills in: keep “%p%”.</extracomment>
        <translation>Exportando… %p %</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <extracomment>[Scoreboard dialog] Button: save the whole history of games as a CSV file (for spreadsheets); “…”: a file dialog opens.</extracomment>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exportar el historial como CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>No se pudo leer el historial de partidas.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Title of Export CSV&apos;s file dialog.</extracomment>
        <translation>Exportar el historial</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The type of file in Export CSV&apos;s file dialog: keep “(*.csv)”.</extracomment>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>No hay historial de partidas que exportar.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Aún no hay partidas terminadas de este tipo. Juega una hasta el final y su puntuación aparecerá aquí.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Hasta ahora, todas las partidas de este tipo han sido asistidas (pistas o tiradas deshechas). Desmarca «Ocultar partidas asistidas» para ver sus puntuaciones.</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Column heading of the scoreboard&apos;s tables (best scores and recent games): when the game ended. Narrow: keep it short.</extracomment>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <extracomment>Screen readers&apos; name of the list of kinds of game on the Best scores tab.</extracomment>
        <translation>Tipo de partida</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Tipo de partida: opciones</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the player&apos;s name.</extracomment>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the final score.</extracomment>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Best scores</source>
        <extracomment>Screen readers&apos; name of the table of best scores.</extracomment>
        <translation>Mejores puntuaciones</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <extracomment>A name in the table of best scores with what assisted that game ({how}: “hints, undo”); keep the two spaces.</extracomment>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Asistida: en esta partida se usaron pistas (la pista, el panel de análisis o el modo entrenador) o se deshizo una tirada</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games played.</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games played.</extracomment>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games won.</extracomment>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Wins:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games won.</extracomment>
        <translation>Victorias:</translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the average score.</extracomment>
        <translation>Media</translation>
    </message>
    <message>
        <source>Average:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the average score.</extracomment>
        <translation>Media:</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the best score (a noun).</extracomment>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Best:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the best score (a noun).</extracomment>
        <translation>Mejor:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the share of cards that earned the upper bonus (35 points for 63 or more in Ones to Sixes).</extracomment>
        <translation>Bonus superior</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the share of cards that earned the upper bonus.</extracomment>
        <translation>Bonus superior:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Repókers</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Repókers:</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <extracomment>On the scoreboard&apos;s Players tab, the share of cards that earned the upper bonus: {percent} is 0 to 100.</extracomment>
        <translation>{percent} % de las hojas</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from the list of players.</extracomment>
        <translation>Jugador: opciones</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: give the chosen player another name.</extracomment>
        <translation>Cambiar &amp;nombre…</translation>
    </message>
    <message>
        <source>Mer&amp;ge with…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: make the chosen player and another one person (their games together).</extracomment>
        <translation>&amp;Fusionar con…</translation>
    </message>
    <message>
        <source>Rename the player</source>
        <extracomment>Screen readers&apos; names of Rename… and Merge with… on the Players page.</extracomment>
        <translation>Cambiar el nombre del jugador</translation>
    </message>
    <message>
        <source>Merge the player with another</source>
        <translation>Fusionar al jugador con otro</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Hasta ahora, todas las partidas que {name} ha terminado han sido asistidas (pistas o tiradas deshechas). Desmarca «Ocultar partidas asistidas» para verlas.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <extracomment>Rules column of the recent games: {rules} (“one card · extra five Off”), then: played over the network.</extracomment>
        <translation>{rules} · en red</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <extracomment>Read aloud for the Assisted cell of a game: {how} lists what helped (“hints, undo”).</extracomment>
        <translation>asistida: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <extracomment>Read aloud for an empty Assisted cell: nothing helped.</extracomment>
        <translation>no asistida</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: each player&apos;s name and total.</extracomment>
        <translation>Jugadores y puntuaciones</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: the game&apos;s rules (cards, extra-five rule).</extracomment>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Assisted</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: what helped the players (hints, undo), if anything.</extracomment>
        <translation>Asistida</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Screen readers&apos; name of the table of recent games.</extracomment>
        <translation>Partidas recientes</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Solo se muestra la última partida.</numerusform>
            <numerusform>Solo se muestran las %n últimas partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;view the selected game</source>
        <extracomment>[Scoreboard dialog] Button on the Recent games tab: review the game selected in the list.</extracomment>
        <translation>&amp;Revisar la partida seleccionada</translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Revisar la partida seleccionada</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Ones to Sixes.</extracomment>
        <translation>Total superior</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 35 points when Ones to Sixes add up to 63 or more.</extracomment>
        <translation>Bonus superior</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 100 points for each extra five of a kind while Five of a Kind holds 50 (shown only when that rule is on). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Bonus de repóker extra</translation>
    </message>
    <message>
        <source>Lower total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Three of a Kind to Chance, with any bonus.</extracomment>
        <translation>Total inferior</translation>
    </message>
    <message>
        <source>Card total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): one card&apos;s total, when each player has several cards.</extracomment>
        <translation>Total de la hoja</translation>
    </message>
    <message>
        <source>Grand total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): a player&apos;s total score, all cards together.</extracomment>
        <translation>Total general</translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation>Suma de Unos a Seises.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} más cuando Unos…Seises suman {threshold} o más. El par son tres dados de cada cara ({threshold} en total): «+4 sobre par» significa 4 puntos más que el par en las casillas rellenadas hasta ahora.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <extracomment>Tooltip of the score card&apos;s Extra-five bonus row. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>100 por cada repóker extra anotado mientras Repóker tiene 50 (según la regla de repóker extra elegida para esta partida).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Suma de Trío a Suerte.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation>Suma de los totales y los bonus de esta hoja. En el juego Triple, un ×2 o ×3 detrás indica que la hoja cuenta el doble o el triple en el total general.</translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Todo sumado: la puntuación de la partida.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: in the Triple game, {player} the name, {card} 1 to 3, {multiplier} 1 to 3.</extracomment>
        <translation>{player}, hoja {card}: cuenta ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: with several cards a player, {player} the name, {card} 1 to 3.</extracomment>
        <translation>{player}, hoja {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: of the player on turn; {column} is the rest of it (“Ana, card 2”).</extracomment>
        <translation>{column} (le toca)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: sin tiempo, la hoja se queda como está</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Hojas ocultas: esta hoja se mostrará al terminar la partida</translation>
    </message>
    <message>
        <source>out of time</source>
        <extracomment>Under a player&apos;s name in the score card&apos;s column heading (and read aloud): their time budget ran out. Narrow column: keep it short (lower case).</extracomment>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source>card {card}</source>
        <extracomment>Second line of a player&apos;s column heading on the score card, and read aloud, when each player has several cards: {card} is 1 to 3. Narrow column (lower case).</extracomment>
        <translation>hoja {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): it is this player&apos;s turn.</extracomment>
        <translation>le toca</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): this player won (a noun).</extracomment>
        <translation>ganador</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): in the Triple game, the card {card} (1 to 3) and how many times it counts.</extracomment>
        <translation>hoja {card} (cuenta ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <extracomment>Start of the tooltip of the box a player filled last; {name} is the player&apos;s name.</extracomment>
        <translation>Última jugada de {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Hoja {card} (cuenta ×{multiplier}), {box}, daría {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Hoja {card}, {box}, daría {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <extracomment>Read aloud by screen readers for an open box of the player on turn: {box} its name, {points} what the dice would score there.</extracomment>
        <translation>{box}, daría {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, oculta hasta que termine la partida</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <extracomment>A Card total cell of the Triple game read aloud: {total} is the card&apos;s rows added up, {multiplier} the card&apos;s multiplier (2 or 3), {value} what it counts for.</extracomment>
        <translation>{total} por {multiplier} son {value}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <extracomment>Read aloud by screen readers for an empty total on the score card: nothing counted yet.</extracomment>
        <translation>todavía nada</translation>
    </message>
    <message>
        <source>{player}, {box}, {value}</source>
        <comment>a cell read aloud</comment>
        <translation>{player}, {box}, {value}</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <comment>a box&apos;s tooltip</comment>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Adds {points} now: click it, or select it with Up/Down and press Enter.</source>
        <translation>Suma {points} ahora: haz clic en ella o selecciónala con Arriba/Abajo y pulsa Intro.</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} points above par.</extracomment>
        <translation>+{points} sobre par</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} (a positive number) points below par.</extracomment>
        <translation>{points} bajo par</translation>
    </message>
    <message>
        <source>on par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. exactly at par so far.</extracomment>
        <translation>en par</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <extracomment>Explains &quot;+4 over par&quot; in the Upper bonus cell. {par} and {upper} are points, {bonus} the bonus (35); %n the points still needed for it.</extracomment>
        <translation>
            <numerusform>El par son tres dados de cada cara: {par} para las casillas superiores rellenadas hasta ahora, que suman {upper}. Con %n punto más en Unos a Seises se consigue el bonus de {bonus}.</numerusform>
            <numerusform>El par son tres dados de cada cara: {par} para las casillas superiores rellenadas hasta ahora, que suman {upper}. Con %n puntos más en Unos a Seises se consigue el bonus de {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scorecard</source>
        <extracomment>Screen readers&apos; name of the score card (a noun).</extracomment>
        <translation>Hoja de puntuación</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>No se pudo cargar la estrategia de los jugadores del ordenador, así que por ahora juegan de forma sencilla.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light or dark as the computer is set.</extracomment>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: dark text on light colours (adjective).</extracomment>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light text on dark colours (adjective).</extracomment>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Window title of the Settings dialog.</extracomment>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Los jugadores y las reglas se eligen en Nueva partida: cambiarlos empieza una partida nueva.</translation>
    </message>
    <message>
        <source>&amp;Play sounds (M)</source>
        <extracomment>[Settings dialog] Check box: the game&apos;s sounds on or off; (M) names the key that does the same in the game: keep it.</extracomment>
        <translation>Activar &amp;sonidos (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <extracomment>Screen readers&apos; name of the check box Play sounds.</extracomment>
        <translation>Activar sonidos</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <extracomment>Tooltip of the volume slider: {percent} is 0 to 100; write the percent sign as your language does.</extracomment>
        <translation>Volumen: {percent} %</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <extracomment>[Settings dialog] Form label of the sound volume slider (a noun).</extracomment>
        <translation>V&amp;olumen</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Screen readers&apos; name of the volume slider.</extracomment>
        <translation>Volumen del sonido</translation>
    </message>
    <message>
        <source>Colou&amp;rs</source>
        <extracomment>[Settings dialog] Form label of the list of colour schemes (Follow the system, Light, Dark).</extracomment>
        <translation>Colo&amp;res</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <extracomment>Screen readers&apos; name of the list of colour schemes.</extracomment>
        <translation>Esquema de colores</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>El idioma de los textos del juego. «Idioma del sistema» usa el idioma configurado en tu ordenador.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>[Settings dialog] Form label of the list of languages.</extracomment>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Screen readers&apos; name of the Settings dialog&apos;s list of languages.</extracomment>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Coach &amp;mode: say when a move costs points</source>
        <extracomment>[Settings dialog] Check box: after each of the player&apos;s moves, a short note names the better move when theirs cost more than the threshold.</extracomment>
        <translation>&amp;Modo entrenador: avisar cuando una jugada cuesta puntos</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation>Después de cada jugada tuya, una breve nota indica la jugada mejor si la tuya costó más puntos de los indicados abajo. Las partidas jugadas con el entrenador se marcan como asistidas.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <extracomment>Screen readers&apos; name of the coach mode check box.</extracomment>
        <translation>Modo entrenador</translation>
    </message>
    <message>
        <source> points</source>
        <extracomment>The unit after the number in a spin box (&quot;2.0 points&quot;); keep the space before it.</extracomment>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Coach mode speaks &amp;up when a move costs more than:</source>
        <extracomment>[Settings dialog] Label above the spin box with the threshold, a number of points: coach mode speaks when a move costs more than that.</extracomment>
        <translation>&amp;El modo entrenador avisa cuando una jugada cuesta más de:</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation>El modo entrenador avisa cuando una jugada cuesta más de esta cantidad de puntos</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <extracomment>Read aloud for the volume slider: {percent} is 0 to 100; write the percent sign as your language does.</extracomment>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>{name} ({level})</source>
        <extracomment>A computer player&apos;s name with its level (“Ben (Hard)”); {level} is Easy … Expert.</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>The board&apos;s heading and the status bar when the game has ended.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <extracomment>The board&apos;s heading and the status bar: whose turn it is; {name} is the player&apos;s name.</extracomment>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Todos se quedaron sin tiempo</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <extracomment>The result of a one-player game: the final score.</extracomment>
        <translation>
            <numerusform>Fin de la partida: %n punto</numerusform>
            <numerusform>Fin de la partida: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Empate: {names} y {last}, %n punto cada uno</numerusform>
            <numerusform>Empate: {names} y {last}, %n puntos cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <extracomment>The result of a game: the winner and their score.</extracomment>
        <translation>
            <numerusform>{name} gana con %n punto</numerusform>
            <numerusform>{name} gana con %n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Probabilidad de ganar de cada jugador desde aquí, con juego perfecto</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>La mejor puntuación para este tipo de partida (jugadores, reglas, hojas).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>In the status bar at the foot of the window: {turn} is the turn&apos;s number, {turns} the turns of each player.</extracomment>
        <translation>Turno {turn} de {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <extracomment>In the status bar at the foot of the window: the rolls left in this turn (0 to 3).</extracomment>
        <translation>
            <numerusform>Queda %n tirada</numerusform>
            <numerusform>Quedan %n tiradas</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Tiempo {time} · {name}: quedan {left} (en pausa)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time and the time budget left to the player on turn, as minutes:seconds.</extracomment>
        <translation>Tiempo {time} · {name}: quedan {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds, while paused.</extracomment>
        <translation>Tiempo {time} (en pausa)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds (“12:05”).</extracomment>
        <translation>Tiempo {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <extracomment>In the status bar at the foot of the window: each player&apos;s chance to win (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Probabilidades: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, before there is one.</extracomment>
        <translation>Récord: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, and who made it.</extracomment>
        <translation>Récord: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Otro programa está usando el historial de partidas, así que ahora mismo no se pueden registrar las partidas terminadas.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>El disco está lleno, así que ahora el historial de partidas no puede admitir partidas nuevas: las partidas terminadas esperan junto a él y se añadirán cuando haya espacio. No se ha cambiado nada del historial.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>No se puede guardar el historial de partidas: no se puede escribir en la carpeta {folder}, así que las partidas terminadas no se registrarán. No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>No se puede escribir en el historial de partidas {file} (el archivo es de solo lectura): las partidas terminadas esperan junto a él y se añadirán cuando se pueda volver a escribir en él. Se ha dejado tal como estaba.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>No se puede abrir el historial de partidas ({reason}): las partidas terminadas esperan junto a él y se añadirán cuando se pueda abrir. Se ha dejado tal como estaba.</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>No se pudo leer el historial de partidas: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>El historial de partidas está dañado y se ha dejado tal como estaba: no se puede escribir en su carpeta {folder}, así que el guardado está desactivado.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>El historial de partidas está dañado y no se pudo apartar.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>No se puede mostrar el historial de partidas: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>pistas</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>tiradas deshechas</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>No se pudo recuperar la partida guardada, así que ha empezado una nueva. El archivo dañado se ha conservado como {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>No se pudo recuperar la partida guardada, así que ha empezado una nueva.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>El historial no se ha exportado a {file}: es uno de los archivos propios de Five Dice, donde guarda tus partidas y tus ajustes. No se ha escrito nada; elige otro nombre u otra carpeta.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>El disco está lleno, así que el historial no se pudo escribir en {file}. Libera espacio en ese disco o elige otro.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>No se pudo escribir el historial en {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be changed: {reason}</source>
        <translation>No se pudo cambiar el historial de partidas: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>El historial de partidas contiene reglas que esta versión de Five Dice no conoce: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>La marca de versión del historial de partidas estaba dañada y se ha reparado; se conservan todas sus partidas.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>No se puede guardar el historial de partidas en esta carpeta.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>No se puede abrir el historial de partidas: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>El historial de partidas está dañado y no se pudo empezar uno nuevo: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>El archivo donde debería estar el historial de partidas no era un historial de Five Dice, así que se ha empezado uno nuevo (ese archivo se ha conservado como {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>El historial de partidas estaba dañado, así que se ha empezado uno nuevo (el archivo antiguo se ha conservado como {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>No se puede leer el historial de partidas.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>El guardado vuelve a funcionar: esta partida y tus ajustes se conservan.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>La partida terminada que esperaba espacio ya está a salvo y se añadirá a tu historial.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>El disco está lleno, así que Five Dice no puede guardar ahora mismo. Libera espacio en el disco: el guardado se reanudará solo, y no se pierde nada mientras Five Dice siga abierto.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>El disco está lleno, así que Five Dice no puede guardar: esta partida, tus ajustes y tu historial no se conservarán. Libera espacio en el disco y vuelve a abrir Five Dice.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Guardado desactivado: Five Dice no puede escribir en la carpeta de datos. Puedes seguir jugando, pero esta partida, tus ajustes y tu historial no se conservarán.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Guardado desactivado: Five Dice no puede escribir en {folder}. Puedes seguir jugando, pero esta partida, tus ajustes y tu historial no se conservarán.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>El historial está ocupado; esta partida se añadirá en cuanto quede libre.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Esta partida aún no se ha podido añadir a tu historial; se conserva y se añadirá la próxima vez que abras el juego.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>El disco está lleno: esta partida espera junto a tu historial y se añadirá cuando haya espacio.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Esta partida aún no se ha podido guardar. Five Dice la retiene y lo vuelve a intentar en cada guardado: mantén Five Dice abierto hasta que indique que la partida está a salvo.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>El disco está lleno, así que esta partida aún no se ha podido guardar. Five Dice la retiene: libera espacio en el disco y mantén Five Dice abierto hasta que indique que la partida está a salvo.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <extracomment>A list of players&apos; names: {names} is all but the last, joined by commas, {last} the last (“Ana, Ben and Cy”).</extracomment>
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <extracomment>{name} is a person&apos;s name; {score} their total in this game, {old} their best before it in this kind of game.</extracomment>
        <translation>Nuevo récord personal de {name}: {score} (antes {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <extracomment>{how} is the help used in the game, e.g. &quot;hints, undo&quot;.</extracomment>
        <translation>Esta partida se jugó con ayuda ({how}), así que en las puntuaciones figura como asistida.</translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <extracomment>{kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total.</extracomment>
        <translation>Primera puntuación para este tipo de partida, {kind}: {who}, con {score} puntos.</translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {score} is the person&apos;s total.</extracomment>
        <translation>La primera puntuación registrada para este tipo de partida, {kind}, es de {who}: {score}.</translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <extracomment>{who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total, {old} the best score of this kind of game before it.</extracomment>
        <translation>¡Nuevo récord para este tipo de partida: {who}, {score} (antes {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {score} the person&apos;s total, {old} the best score of this kind of game before it.</extracomment>
        <translation>El nuevo récord de este tipo de partida en las puntuaciones es de {who}: {score} (antes {old}).</translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>El historial de partidas no está disponible.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Esa partida no se puede reproducir: {reason}</translation>
    </message>
    <message>
        <source>Triple</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): the Triple game (three cards counting ×1, ×2 and ×3); short.</extracomment>
        <translation>Triple</translation>
    </message>
    <message>
        <source>one card</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills one score card.</extracomment>
        <translation>una hoja</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills %n score cards (2 or 3).</extracomment>
        <translation>
            <numerusform>%n hoja</numerusform>
            <numerusform>%n hojas</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · repóker extra: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker); hidden sheets: the players did not see each other&apos;s cards. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · repóker extra: {extra_five} · hojas ocultas</translation>
    </message>
    <message>
        <source>Solo</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): one player alone (short; a noun or adjective).</extracomment>
        <translation>Un jugador</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): how many players, 2 to 4.</extracomment>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {players} is “Solo” or “2 players”, {rules} the rules (“one card · extra five Off”). Keep the middle dot.</extracomment>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>lo escribió una versión más reciente de Five Dice (esquema {version}; esta solo conoce hasta el {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>No se pudieron leer tus ajustes, así que se usan los predeterminados.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Tu archivo de ajustes estaba dañado, así que se usan los predeterminados.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Tu archivo de ajustes estaba dañado, así que se usan los predeterminados (se ha conservado como {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>No se pudo calcular el juego perfecto para el ordenador de nivel Difícil, así que por ahora juega de forma más sencilla.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Calculando el juego perfecto para el ordenador de nivel Difícil ({percent} %): solo ocurre una vez.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Start a new game?</source>
        <extracomment>Question before a new game starts while one is in progress (it would be lost).</extracomment>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <extracomment>[Confirm box] Button of the question before a new game: start it, losing the game in progress.</extracomment>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <extracomment>Question before Restart, while a game is in progress.</extracomment>
        <translation>¿Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Se perderá todo lo jugado hasta ahora; los mismos jugadores empiezan de nuevo con dados nuevos.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Confirm box] Button of the question before a restart: start this game again (a verb).</extracomment>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <extracomment>The game&apos;s name: the main window&apos;s title, and the title of the question before a game in progress is lost.</extracomment>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <extracomment>[Confirm box] Button of the question before a new game or a restart: keep the game in progress (the default).</extracomment>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the analysis panel beside the board (a noun).</extracomment>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game has ended.</extracomment>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: a computer player, {name}, is playing its turn.</extracomment>
        <translation>{name} está jugando.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game is paused.</extracomment>
        <translation>En pausa.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Tira para ver cada opción con su puntuación final esperada.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Calculando el juego perfecto…</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>El juego perfecto aún se está calculando; vuelve a pedir la pista dentro de un momento.</translation>
    </message>
</context>
</TS>
