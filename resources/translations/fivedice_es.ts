<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Elige los jugadores y las reglas y empieza una partida nueva</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nueva partida</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Anula la última tirada o la última casilla rellenada</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Detiene el reloj y oculta el tablero</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pausar o reanudar</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Vuelve a empezar esta partida con los mismos jugadores y reglas</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
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
        <source>Analysis</source>
        <translation>Análisis</translation>
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
        <source>Chances to win</source>
        <translation>Probabilidad de ganar</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>La probabilidad de ganar de cada jugador, en la barra de estado (en partidas de dos o más jugadores)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Mejores puntuaciones y estadísticas de tu historial de partidas</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>puntuaciones</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Reproduce los sonidos de los dados y las casillas</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>activar o desactivar el sonido</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Abrir una mesa…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Juega con personas en otros ordenadores de esta red: abre una mesa a la que puedan unirse</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Siéntate a una mesa abierta en otro ordenador de esta red</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Velocidad del ordenador, animación, sonido y colores</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>ajustes</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
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
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Todas las teclas del juego, en Cómo jugar</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Acerca de Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>La versión de Five Dice y qué es</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
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
        <translation>Espacio o R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>tirar</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 a 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>guardar o soltar un dado</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Arriba o Abajo</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>elegir una casilla</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>rellenar la casilla elegida</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>saltar al final del turno de un jugador del ordenador (las demás teclas esperan mientras juega)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab o Mayús+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>moverse entre controles; Intro o Espacio pulsa el que tiene el foco</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} o {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
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
        <translation>Nueva partida.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} saca {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} se ha quedado sin tiempo.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>En pausa.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Reanudado.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>No quedan tiradas: elige una casilla.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>Queda %n tirada.</numerusform>
            <numerusform>Quedan %n tiradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} rellena una casilla.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} anota {points} en {box}, con un bonus de repóker extra de {bonus} puntos, y consigue el bonus superior de {upper_bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} anota {points} en {box}, con un bonus de repóker extra de {bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} anota {points} en {box} y consigue el bonus superior de {upper_bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} anota {points} en {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} anota {points} en {box} en la hoja {card}, con un bonus de repóker extra de {bonus} puntos, y consigue el bonus superior de {upper_bonus} puntos.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
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
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Turno de {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <translation>Five Dice</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <translation>Unos</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treses</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Cuatros</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seises</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Póker</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Escalera corta</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Escalera larga</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Repóker</translation>
    </message>
    <message>
        <source>Chance</source>
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
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(approximate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Puntuación esperada</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>mejor</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Tu opción actual</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Opciones y sus puntuaciones finales esperadas</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Probabilidad de ganar: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animar la tirada de los dados</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Velocidad del ordenador</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: opciones</translation>
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
        <translation>GUARDADO</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>¿GUARDAR?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>A quién le toca</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Cómo jugar (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
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
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Turno {turn} de {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>ordenador, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Saltar al final (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
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
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} está jugando. Pulsa Esc o haz clic para saltar al final del turno.</translation>
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
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Dado {number}: oculto durante la pausa</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Dado {number}: {face}, guardado</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Dado {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name} se ha quedado sin tiempo</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} rellenó una casilla</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} anotó {points} en {box} en la hoja {card} y consiguió el bonus superior (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} anotó {points} en {box} en la hoja {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} anotó {points} en {box} y consiguió el bonus superior (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} anotó {points} en {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: hay 50 en Repóker en todas las hojas.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: ya hay 50 en Repóker.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Comodín libre: esta tirada puede ir en cualquier casilla libre con su valor completo.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Sin bonus: no todas las hojas tienen 50 en Repóker.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Sin bonus: hay 0 en Repóker.</translation>
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
        <source>&lt;1%</source>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99 %</translation>
    </message>
    <message>
        <source>{percent}%</source>
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
        <translation>Hoja {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Hoja {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Total general: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Superior {upper} + bonus superior {upper_bonus} + inferior {lower} + bonus de repóker extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Superior {upper} + bonus superior {upper_bonus} + inferior {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Superior {upper} + inferior {lower} + bonus de repóker extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Superior {upper} + inferior {lower} = {total}</translation>
    </message>
    <message>
        <source>{sum}, ×{multiplier} = {value}</source>
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
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Por qué estas casillas</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: quedan {time} (en pausa)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: quedan {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>A {name} le queda %n segundo.</numerusform>
            <numerusform>A {name} le quedan %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>¡Repóker!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
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
        <translation>versión {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Acerca de Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
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
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
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
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>More actions</source>
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
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Player</source>
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
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Los dados del anfitrión no eran los de su partida, así que la partida no se conserva.</translation>
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
        <source>The game is over.</source>
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
        <translation>La mesa está llena.</translation>
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
        <source>You left the table.</source>
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
        <source>The game has not started yet.</source>
        <translation>La partida aún no ha empezado.</translation>
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
        <translation>La partida está en pausa.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Abrir una mesa en la red</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Jugador remoto</translation>
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
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nombre de la mesa</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (en el ordenador del anfitrión)</translation>
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
        <translation>{name} (en la mesa)</translation>
    </message>
    <message>
        <source>Network table</source>
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
        <translation>Código de acceso {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plazas</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Empezar sin las plazas libres</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Mesas encontradas en esta red</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>p. ej., {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código de acceso</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Buscando mesas en esta red…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Plazas de la mesa</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} en {address}, puerto {port} (plazas libres: {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Elige una mesa o escribe su dirección y su puerto.</translation>
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
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Conectando con {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Tienes plaza. La partida empieza cuando el anfitrión la inicie.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} se ha unido a la mesa.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
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
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>La mesa de red se ha cerrado: esta partida continúa aquí, en este ordenador.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Se perdió la conexión con la mesa: reconectando…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Un jugador</translation>
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
        <translation>Triple (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n hoja</numerusform>
            <numerusform>%n hojas</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Nombre del jugador {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
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
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Repóker extra</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Hojas por jugador</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Tiempo límite</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Tiempo límite por jugador</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min por jugador</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minutos por jugador</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Hojas a la vista</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Si no está marcada, cada jugador solo ve su propia hoja durante la partida: las casillas y los totales de los demás muestran ? hasta que termina la partida.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Hojas</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Turnos del ordenador</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Empezar partida</translation>
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
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Cerrar el mensaje</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
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
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.º</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisar partida</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Cada una de tus decisiones frente al juego perfecto</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <translation type="unfinished"></translation>
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
        <translation>{box} (hoja {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>tirar</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>volver a tirar los cinco</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>guardar {dice} y tirar</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} guardado</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dados: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Los mayores errores:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Sin errores: todas las decisiones fueron las mejores.</translation>
    </message>
    <message>
        <source>Every decision</source>
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
        <translation>nada</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Revisión de {name}</translation>
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
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Oficial (comodín forzoso)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Comodín libre</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>El historial de partidas no está disponible, así que no hay puntuaciones que mostrar.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Aún no hay partidas terminadas. Juega una partida hasta el final y su puntuación aparecerá aquí.</translation>
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
        <source>Scoreboard</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problema con el historial de partidas</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Páginas de puntuaciones</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Ocultar partidas asistidas (con pistas o tiradas deshechas)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Ocultar partidas asistidas</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Tipo de partida</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Tipo de partida: opciones</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Mejores puntuaciones</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Jugador: opciones</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Victorias:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Media:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Mejor:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus superior</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
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
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Jugadores y puntuaciones</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Asistida</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Solo se muestra la última partida.</numerusform>
            <numerusform>Solo se muestran las %n últimas partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Revisar la partida seleccionada</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Progreso de la exportación</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Exportando… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
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
        <source>{rules} · network</source>
        <translation>{rules} · en red</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>asistida: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>no asistida</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Asistida: en esta partida se usaron pistas (la pista, el panel de análisis o el modo entrenador) o se deshizo una tirada</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Hasta ahora, todas las partidas que {name} ha terminado han sido asistidas (pistas o tiradas deshechas). Desmarca «Ocultar partidas asistidas» para verlas.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % de las hojas</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Exportar el historial</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>No hay historial de partidas que exportar.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Total superior</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus superior</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Bonus de repóker extra</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total inferior</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Total de la hoja</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total general</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} sobre par</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} bajo par</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>en par</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <translation>100 por cada repóker extra anotado mientras Repóker tiene 50 (según la regla de repóker extra elegida para esta partida).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Suma de Trío a Suerte.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Todo sumado: la puntuación de la partida.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, hoja {card}: cuenta ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, hoja {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
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
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>hoja {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>hoja {card} (cuenta ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
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
        <translation>{box}, daría {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, oculta hasta que termine la partida</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>nothing yet</source>
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
        <source>Scorecard</source>
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
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Activar sonidos (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Activar sonidos</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Volumen: {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volumen del sonido</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Esquema de colores</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>El idioma de los textos del juego. «Idioma del sistema» usa el idioma configurado en tu ordenador.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Modo entrenador: avisar cuando una jugada cuesta puntos</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Modo entrenador</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Los jugadores y las reglas se eligen en Nueva partida: cambiarlos empieza una partida nueva.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Todos se quedaron sin tiempo</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
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
        <translation>Turno {turn} de {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
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
        <translation>Tiempo {time} · {name}: quedan {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Tiempo {time} (en pausa)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Tiempo {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Probabilidades: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Récord: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
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
        <source>The game history could not be read: {reason}</source>
        <translation>No se pudo leer el historial de partidas: {reason}</translation>
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
        <translation>{names} y {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Nuevo récord personal de {name}: {score} (antes {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <translation>¡Nuevo récord para este tipo de partida: {who}, {score} (antes {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
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
        <source>Triple</source>
        <translation>Triple</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>una hoja</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n hoja</numerusform>
            <numerusform>%n hojas</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · repóker extra: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · repóker extra: {extra_five} · hojas ocultas</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Un jugador</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
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
        <source>Five Dice</source>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Empezar partida</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>¿Reiniciar esta partida?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Se perderá todo lo jugado hasta ahora; los mismos jugadores empiezan de nuevo con dados nuevos.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>El juego perfecto aún se está calculando; vuelve a pedir la pista dentro de un momento.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} está jugando.</translation>
    </message>
    <message>
        <source>Paused.</source>
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
</context>
</TS>
