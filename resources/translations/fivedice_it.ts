<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Scegli giocatori e regole e inizia una nuova partita</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nuova partita</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Annulla l&apos;ultimo lancio o l&apos;ultima casella compilata</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annulla</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Ferma l&apos;orologio e nascondi il campo di gioco</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>metti in pausa o riprendi</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Ricomincia questa partita con gli stessi giocatori e le stesse regole</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Mostra subito la mossa migliore secondo il gioco perfetto (la partita viene segnata come assistita)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>suggerimento (la partita conta come assistita)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Mostra ogni scelta con il suo punteggio finale atteso (la partita viene segnata come assistita)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>pannello di analisi (la partita conta come assistita)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Probabilità di vittoria</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Le probabilità di vittoria di ogni giocatore, nella barra di stato (nelle partite con due o più giocatori)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Migliori punteggi e statistiche dal tuo storico delle partite</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>classifica</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Riproduci i suoni dei dadi e delle caselle</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>attiva o disattiva il suono</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Ospita un tavolo…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Gioca con persone su altri computer di questa rete: apri un tavolo a cui possono unirsi</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Unisciti a un tavolo…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Siediti a un tavolo ospitato da un altro computer di questa rete</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Impostazioni…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Velocità del computer, animazioni, suono e colori</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>impostazioni</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Le regole di Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>come si gioca (questa pagina)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Tutti i tasti del gioco, in Come si gioca</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Informazioni su Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>La versione di Five Dice e di che cosa si tratta</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Chiudi Five Dice (la partita viene salvata)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>esci (la partita viene salvata)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Spazio o R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>lancia</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>Da 1 a 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>tieni o rilascia un dado</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Su o Giù</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>scegli una casella</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>compila la casella scelta</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>salta alla fine del turno di un giocatore del computer (gli altri tasti aspettano mentre gioca)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab o Maiusc+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>spostati tra i controlli; Invio o Spazio preme quello selezionato</translation>
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
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Fai ripartire l&apos;orologio e mostra il campo di gioco</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nuova partita.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} ha lanciato {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} ha esaurito il tempo.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>In pausa.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Partita ripresa.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Lanci finiti: scegli una casella.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>%n lancio rimasto.</numerusform>
            <numerusform>%n lanci rimasti.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} ha compilato una casella.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} ha segnato {points} in {box}, con un bonus di {bonus} punti per cinque uguali extra e il bonus superiore di {upper_bonus} punti.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} ha segnato {points} in {box}, con un bonus di {bonus} punti per cinque uguali extra.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} ha segnato {points} in {box}, e il bonus superiore di {upper_bonus} punti.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} ha segnato {points} in {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} ha segnato {points} in {box} nella scheda {card}, con un bonus di {bonus} punti per cinque uguali extra e il bonus superiore di {upper_bonus} punti.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} ha segnato {points} in {box} nella scheda {card}, con un bonus di {bonus} punti per cinque uguali extra.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} ha segnato {points} in {box} nella scheda {card}, e il bonus superiore di {upper_bonus} punti.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} ha segnato {points} in {box} nella scheda {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Tocca a {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Partita finita.</translation>
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
        <translation>La partita in corso si giocava a un tavolo in rete. Continua qui, su questo computer: i giocatori che erano altrove ora giocano qui.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice è già aperto su {folder}. Non ha risposto alla richiesta di passare in primo piano. Passa a quella finestra, oppure chiudila prima di avviare di nuovo Five Dice.</translation>
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
        <translation>Uno</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sei</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Tris</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Scala minore</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Scala maggiore</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Cinque uguali</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>La somma dei dadi che mostrano 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>La somma dei dadi che mostrano 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>La somma dei dadi che mostrano 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>La somma dei dadi che mostrano 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>La somma dei dadi che mostrano 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>La somma dei dadi che mostrano 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>La somma di tutti e cinque i dadi, se almeno tre mostrano la stessa faccia.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>La somma di tutti e cinque i dadi, se almeno quattro mostrano la stessa faccia.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 per tre dadi di una faccia e due di un&apos;altra.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 per quattro facce in sequenza (1-2-3-4, 2-3-4-5 o 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 per cinque facce in sequenza (1-2-3-4-5 o 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 quando tutti e cinque i dadi mostrano la stessa faccia.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>La somma di tutti e cinque i dadi, sempre.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Ancora nessuna partita finita</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Partite per fascia di punteggio. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Partita, dalla più vecchia alla più recente</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Ultima partita</numerusform>
            <numerusform>Ultime %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n partita recente, ultima {score}, media recente {average}</numerusform>
            <numerusform>%n partite recenti, ultima {score}, media recente {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Media delle ultime 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Il gioco perfetto è ancora in fase di calcolo: chiedi di nuovo il suggerimento tra un momento.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Il gioco perfetto è ancora in fase di calcolo: riapri la revisione tra un momento.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Punteggio finale atteso di ogni scelta (gioco perfetto)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Punteggio finale atteso di ogni scelta (approssimato con più schede e nella partita Tripla)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Lancia i dadi per iniziare il turno.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Lancia i dadi per iniziare il turno — approssimato.</translation>
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
        <translation>Scelta</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Punteggio atteso</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Distacco</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>migliore</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>La tua scelta attuale</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Scelte e relativi punteggi finali attesi</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Probabilità di vittoria: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Anima il lancio dei dadi</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Velocità del computer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: scelte</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dado {number}: non ancora lanciato</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Fai clic o premi {key} per tenerlo o rilasciarlo.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>TENUTO</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>TIENI?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Come si gioca (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Ricomincia con gli stessi giocatori e le stesse regole</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Salta alla fine del turno del computer (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Lancia i dadi non tenuti (Spazio o R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Turno {turn} di {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Salta alla fine (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Rilancia (ne resta %n)</numerusform>
            <numerusform>Rilancia (ne restano %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Lanci finiti: scegli una casella</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Gioca ancora con gli stessi giocatori, oppure imposta una nuova partita con N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>In pausa: premi P o scegli Riprendi per continuare.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} sta giocando su un altro computer.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} sta giocando. Premi Esc o fai clic per saltare alla fine del turno.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Premi Spazio o R per lanciare.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Tieni i dadi con un clic o con 1–5, rilancia, oppure scegli una casella sulla scheda.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Scegli una casella sulla scheda: fai clic, oppure usa Su/Giù e Invio.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Dado {number}: nascosto durante la pausa</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Dado {number}: {face}, tenuto</translation>
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
        <translation>{name} ha esaurito il tempo</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} ha compilato una casella</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} ha segnato {points} in {box} nella scheda {card}, raggiungendo il bonus superiore (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} ha segnato {points} in {box} nella scheda {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} ha segnato {points} in {box}, raggiungendo il bonus superiore (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} ha segnato {points} in {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: la casella Cinque uguali ha 50 in tutte le schede.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: la casella Cinque uguali ha già 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Jolly libero: questo lancio può andare in qualsiasi casella libera a valore pieno.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Nessun bonus: la casella Cinque uguali non ha 50 in tutte le schede.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Nessun bonus: la casella Cinque uguali ha 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Regola del jolly: deve andare in {box}, la sua casella superiore.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Regola del jolly: la casella {box} è compilata, quindi può andare a valore pieno in qualsiasi casella inferiore libera.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Regola del jolly: nessuna casella inferiore è libera, quindi va in una casella superiore per 0.</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99%</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{player} {chance}</source>
        <comment>a player&apos;s chance to win</comment>
        <translation>{player} {chance}</translation>
    </message>
    <message>
        <source>{name}&apos;s card is hidden until the game ends.</source>
        <translation>La scheda di {name} resta nascosta fino alla fine della partita.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Scheda {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Scheda {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Totale generale: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Superiore {upper} + bonus superiore {upper_bonus} + inferiore {lower} + bonus cinque uguali extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Superiore {upper} + bonus superiore {upper_bonus} + inferiore {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Superiore {upper} + inferiore {lower} + bonus cinque uguali extra {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Superiore {upper} + inferiore {lower} = {total}</translation>
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
        <translation>Non è stato possibile scrivere lo storico in {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>L&apos;ultima mossa degli altri giocatori</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tempo rimasto</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Perché queste caselle</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: restano {time} (in pausa)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: restano {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>A {name} resta %n secondo.</numerusform>
            <numerusform>A {name} restano %n secondi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Cinque uguali!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Bonus superiore +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>La partita dura %n turno per giocatore, una casella per turno.</numerusform>
            <numerusform>La partita dura %n turni per giocatore, una casella per turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>In questa partita ogni giocatore ha &lt;b&gt;%n minuto&lt;/b&gt; di tempo per pensare in tutta la partita, conteggiato solo durante i propri turni. Chi esaurisce il tempo esce dalla partita: la sua scheda resta com&apos;è e gli altri continuano a giocare.</numerusform>
            <numerusform>In questa partita ogni giocatore ha &lt;b&gt;%n minuti&lt;/b&gt; di tempo per pensare in tutta la partita, conteggiati solo durante i propri turni. Chi esaurisce il tempo esce dalla partita: la sua scheda resta com&apos;è e gli altri continuano a giocare.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Questa partita non ha limiti di tempo.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>versione {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Informazioni su Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Cinque dadi, tre lanci, tredici caselle: il classico gioco di dadi da uno a quattro giocatori, con avversari controllati dal computer fino al gioco perfetto e un allenatore che lo conosce a fondo.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Come si gioca a Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice è già aperto su {folder} (processo {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice è già aperto su {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Lingua del sistema</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Altre azioni</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>La partita è finita: inizia una nuova partita per giocare ancora.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>La partita è in pausa: riprendila per continuare.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Lanci finiti per questo turno: scegli una casella da compilare.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Prima lancia: i dadi si possono tenere solo dopo il primo lancio del turno.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Lanci finiti per questo turno, quindi non c&apos;è motivo di tenere dadi.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Prima lancia: una casella si può compilare solo dopo un lancio.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>La casella {box} nella scheda {card} è già compilata.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>La casella {box} è già compilata.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>La regola del jolly non consente {box} per questi cinque dadi uguali; possono andare in: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Non c&apos;è niente da annullare: i dadi sono stati lanciati dopo quella casella.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è niente da annullare.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>La partita è finita: non c&apos;è niente da mettere in pausa.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>La connessione al tavolo si è interrotta.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Questa app ha perso traccia della partita dell&apos;host, quindi ha lasciato il tavolo.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>I dadi dell&apos;host non corrispondevano alla sua partita, quindi la partita non viene conservata.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Codice di accesso errato: il codice di accesso è di quattro cifre.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Impossibile raggiungere un tavolo all&apos;indirizzo {address}, porta {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Il tavolo ha inviato messaggi che questa app non capisce.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Codice di accesso errato.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;host ha chiuso il tavolo.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>La partita dell&apos;host non era più allineata con il tavolo, quindi il tavolo è stato chiuso.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>La tua app ha violato il protocollo del tavolo: arrivederci.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Troppi codici di accesso errati dal tuo computer: aspetta un minuto.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>La partita a questo tavolo è finita.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>La partita a questo tavolo è già iniziata.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Il tavolo è al completo.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Questo tavolo non riconosce il tuo posto: unisciti di nuovo.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Sei rimasto via troppo a lungo: il tuo posto è uscito dalla partita.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Il tuo posto è ancora occupato da una connessione al tavolo.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Hai lasciato il tavolo.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Solo l&apos;host può mettere in pausa la partita; la richiesta è stata inviata all&apos;host.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Solo l&apos;host può riprendere la partita.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partita non è ancora iniziata.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>In una partita in rete è il computer dell&apos;host a far avanzare la partita; invia una richiesta all&apos;host.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Nelle partite in rete non si può annullare.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Solo l&apos;host può farlo.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Quella mossa non è consentita.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Le regole non lo consentono ora.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>La partita è in pausa.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Ospita un tavolo in rete</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Giocatore remoto</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Una persona qui, un computer o un posto libero per un giocatore su un altro computer</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Giocatore {number}: qui, computer o remoto</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tavolo di {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nome del tavolo</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (al computer dell&apos;host)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Posto libero: in attesa di un giocatore…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (assente: potrebbe tornare)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (al tavolo)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Tavolo in rete</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>l&apos;indirizzo di questo computer</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>I giocatori si collegano a {address}, porta {port}, con il codice {code}.
I tavoli di questa rete compaiono anche in Unisciti a un tavolo.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Codice di accesso {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Inizia senza i posti liberi</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unisciti a un tavolo</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Tavoli trovati in questa rete</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Cerca di nuovo</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>es. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Codice di accesso</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Ricerca di tavoli in questa rete…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Posti al tavolo</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unisciti</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tavoli in questa rete</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} a {address}, porta {port} (posti liberi: {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Scegli un tavolo, oppure digita il suo indirizzo e la porta.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Digita l&apos;indirizzo dell&apos;host, oppure scegli un tavolo trovato in questa rete.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Il codice di accesso ha quattro cifre: lo trovi sullo schermo dell&apos;host.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Connessione a {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Hai un posto. La partita inizia quando l&apos;host la avvia.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lascia</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} ora siede al tavolo.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} ha lasciato il tavolo.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} è di nuovo al tavolo.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} non ha fatto ritorno in tempo ed esce dalla partita.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} chiede una pausa (P mette in pausa la partita per tutti).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Il tavolo in rete è chiuso: questa partita continua qui, su questo computer.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>La connessione al tavolo si è interrotta: riconnessione in corso…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Un giocatore</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Impossibile aprire il tavolo: questo computer non accetta connessioni.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Impossibile iniziare la partita: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Qui non è possibile cercare i tavoli: digita l&apos;indirizzo.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} La partita resta sullo schermo com&apos;era.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Cinque dadi uguali ottenuti dopo aver compilato Cinque uguali valgono come qualsiasi altro lancio: niente bonus, niente jolly.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Cinque dadi uguali ottenuti dopo aver compilato Cinque uguali valgono {bonus} se quella casella ha 50 e sono un jolly forzato: vanno nella loro casella superiore se è libera, altrimenti in una qualsiasi casella inferiore (Full 25, scale 30 e 40), altrimenti 0 in una casella superiore.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Cinque dadi uguali ottenuti dopo aver compilato Cinque uguali con 50 valgono {bonus} e possono andare come jolly in qualsiasi casella libera (Full 25, scale 30 e 40); se lì c&apos;è uno 0, sono un lancio normale.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Partita Tripla: cinque dadi uguali valgono {bonus} × il moltiplicatore della loro scheda finché la casella Cinque uguali ha 50 in tutte e tre le schede, e sono un jolly forzato solo quando Cinque uguali e la loro casella superiore sono compilate in tutte e tre.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Tripla (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n scheda</numerusform>
            <numerusform>%n schede</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Giocatore {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Nome del giocatore {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Il giocatore {number} è una persona o il computer</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Livello del computer per il giocatore {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quanti</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Cinque uguali extra</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Schede per giocatore</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Tempo limite</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Tempo limite per giocatore</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min per giocatore</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuti per giocatore</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Schede visibili</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Se non è selezionata, durante la partita ogni giocatore vede solo la propria scheda: caselle e totali degli altri mostrano ? fino alla fine della partita.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Schede</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Turni del computer</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Con un solo giocatore non ci sono altre schede da nascondere.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Tutti vedono tutte le schede. Deseleziona per nascondere le schede degli altri fino alla fine.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Ogni giocatore vede solo la propria scheda: caselle e totali degli altri mostrano ? fino alla fine della partita.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Ignora</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Ignora il messaggio</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (e un altro)</numerusform>
            <numerusform>{message}  (e altri %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>La partita è stata messa in pausa mentre il computer era in sospensione. Il tempo trascorso nel frattempo non conta.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>La partita è stata messa in pausa mentre la sua finestra era ridotta a icona.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}º</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Ogni tua decisione confrontata con il gioco perfetto</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Questi valori sono approssimati con più schede e nella partita Tripla.</translation>
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
            <numerusform>{name}: %n decisione, {cost} punti attesi persi rispetto al gioco perfetto.</numerusform>
            <numerusform>{name}: %n decisioni, {cost} punti attesi persi rispetto al gioco perfetto.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (scheda {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>lancia</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>rilancia tutti e cinque</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>tieni {dice} e lancia</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} tenuto</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dadi: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisione della partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Gli errori più gravi:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Nessun errore: ogni decisione è stata la migliore.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Tutte le decisioni</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Lancio</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Scelta</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Costo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Revisione di {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Non c&apos;erano decisioni da rivedere.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Revisione</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Ufficiale (jolly forzato)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Jolly libero</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Lo storico delle partite non è disponibile, quindi non ci sono punteggi da mostrare.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Ancora nessuna partita finita. Gioca una partita fino alla fine e il suo punteggio comparirà qui.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Ancora nessuna partita finita di questo tipo. Giocane una fino alla fine e il suo punteggio comparirà qui.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Finora tutte le partite di questo tipo sono state assistite (suggerimenti o annullamenti). Deseleziona “Nascondi partite assistite” per vederne i punteggi.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problema con lo storico delle partite</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Pagine della classifica</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Nascondi partite assistite (con suggerimenti o annullamenti)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Nascondi partite assistite</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Tipo di partita</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Tipo di partita: scelte</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Migliori punteggi</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Giocatore: scelte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partite:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Vittorie:</translation>
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
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Migliore:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus superiore</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Bonus superiore:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Cinque uguali ottenuti</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Cinque uguali ottenuti:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Giocatori e punteggi</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistita</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Viene elencata solo l&apos;ultima partita.</numerusform>
            <numerusform>Vengono elencate solo le ultime %n partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Rivedi la partita selezionata</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Avanzamento dell&apos;esportazione</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Esportazione… %p%</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Esporta lo storico in formato CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Impossibile leggere lo storico delle partite.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · in rete</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>assistita: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>non assistita</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Assistita: in questa partita sono stati usati suggerimenti (il suggerimento, il pannello di analisi o la modalità allenatore) o è stato annullato un lancio</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Finora tutte le partite finite da {name} sono state assistite (suggerimenti o annullamenti). Deseleziona “Nascondi partite assistite” per vederle.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent}% delle schede</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Esporta lo storico</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Non c&apos;è nessuno storico delle partite da esportare.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Totale superiore</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus superiore</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Bonus cinque uguali extra</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Totale inferiore</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Totale scheda</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totale generale</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} sopra quota</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} sotto quota</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>in quota</translation>
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
        <translation>La somma delle caselle da Uno a Sei.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} in più quando Uno…Sei sommano {threshold} o più. La quota è di tre dadi per ogni faccia ({threshold} in tutto): “+4 sopra quota” significa 4 punti in più della quota nelle caselle compilate finora.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 per ogni cinque uguali extra segnato mentre la casella Cinque uguali ha 50 (secondo la regola dei cinque uguali extra scelta per questa partita).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>La somma delle caselle da Tris a Chance.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Tutto sommato: il punteggio della partita.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, scheda {card}: vale ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, scheda {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (di turno)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: tempo esaurito, la scheda resta com&apos;è</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Schede nascoste: questa scheda si vedrà alla fine della partita</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>tempo esaurito</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>scheda {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>di turno</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ha vinto</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>scheda {card} (vale ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>L&apos;ultima mossa di {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Scheda {card} (vale ×{multiplier}), {box}, varrebbe {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Scheda {card}, {box}, varrebbe {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, varrebbe {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, nascosta fino alla fine della partita</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>libera</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>ancora niente</translation>
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
        <translation>Aggiunge {points} ora: fai clic, oppure selezionala con Su/Giù e premi Invio.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Scheda segnapunti</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Non è stato possibile caricare la strategia dei giocatori del computer, quindi per ora giocano in modo semplice.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Riproduci suoni (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Riproduci suoni</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Volume: {percent}%</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume del suono</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colori</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Schema di colori</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>La lingua dei testi del gioco. “Lingua del sistema” segue la lingua impostata sul tuo computer.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Modalità allenatore: avvisa quando una mossa costa punti</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Modalità allenatore</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punti</translation>
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
        <translation>Giocatori e regole si scelgono in Nuova partita: modificarli avvia una nuova partita.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
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
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno di {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Tutti hanno esaurito il tempo</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Partita finita: %n punto</numerusform>
            <numerusform>Partita finita: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Pareggio: {names} e {last}, %n punto a testa</numerusform>
            <numerusform>Pareggio: {names} e {last}, %n punti a testa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} vince con %n punto</numerusform>
            <numerusform>{name} vince con %n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Le probabilità di vittoria di ogni giocatore da qui in poi, con il gioco perfetto</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Il miglior punteggio per questo tipo di partita (giocatori, regole, schede).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Turno {turn} di {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>%n lancio rimasto</numerusform>
            <numerusform>%n lanci rimasti</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Tempo {time} · {name}: restano {left} (in pausa)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Tempo {time} · {name}: restano {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Tempo {time} (in pausa)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Tempo {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Probabilità: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Migliore: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Migliore: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Lo storico delle partite è in uso da parte di un altro programma, quindi al momento le partite finite non possono essere registrate.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Il disco è pieno, quindi per ora lo storico delle partite non può accogliere nuove partite: le partite finite restano in attesa accanto allo storico e vengono aggiunte quando c&apos;è spazio. Nello storico non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Impossibile salvare lo storico delle partite: la cartella {folder} non è scrivibile, quindi le partite finite non verranno registrate. Non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Lo storico delle partite {file} non è scrivibile (il file è di sola lettura): le partite finite restano in attesa accanto allo storico e vengono aggiunte appena sarà di nuovo scrivibile. È stato lasciato com&apos;era.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Impossibile aprire lo storico delle partite ({reason}): le partite finite restano in attesa accanto allo storico e vengono aggiunte appena si potrà aprirlo. È stato lasciato com&apos;era.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Lo storico delle partite è danneggiato ed è stato lasciato com&apos;era: la sua cartella {folder} non è scrivibile, quindi il salvataggio è disattivato.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Lo storico delle partite è danneggiato e non è stato possibile metterlo da parte.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Impossibile mostrare lo storico delle partite: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Non è stato possibile ripristinare la partita salvata, quindi ne è iniziata una nuova. Il file danneggiato è stato conservato come {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Non è stato possibile ripristinare la partita salvata, quindi ne è iniziata una nuova.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Lo storico non è stato esportato in {file}: è uno dei file di Five Dice stesso, in cui il gioco conserva le tue partite e le tue impostazioni. Non è stato scritto nulla; scegli un altro nome o un&apos;altra cartella.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Il disco è pieno, quindi non è stato possibile scrivere lo storico in {file}. Libera un po&apos; di spazio su quel disco o scegline un altro.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Non è stato possibile scrivere lo storico in {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Impossibile leggere lo storico delle partite: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Lo storico delle partite contiene regole che questa versione di Five Dice non conosce: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Il contrassegno di versione dello storico delle partite era danneggiato ed è stato riparato; tutte le partite che contiene sono state conservate.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Lo storico delle partite non può essere salvato in questa cartella.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Impossibile aprire lo storico delle partite: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Lo storico delle partite è danneggiato e non è stato possibile crearne uno nuovo: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Il file destinato allo storico delle partite non era uno storico di Five Dice, quindi è stato creato un nuovo storico (quel file è stato conservato come {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Lo storico delle partite era danneggiato, quindi ne è stato creato uno nuovo (il vecchio file è stato conservato come {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Impossibile leggere lo storico delle partite.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Il salvataggio funziona di nuovo: questa partita e le tue impostazioni vengono conservate.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>La partita finita che aspettava spazio ora è conservata e verrà aggiunta al tuo storico.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Il disco è pieno, quindi al momento Five Dice non può salvare. Libera un po&apos; di spazio sul disco: il salvataggio riprende da solo, e finché Five Dice resta aperto non si perde nulla.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Il disco è pieno, quindi Five Dice non può salvare: questa partita, le tue impostazioni e il tuo storico non verranno conservati. Libera un po&apos; di spazio sul disco e riavvia Five Dice.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Salvataggio disattivato: Five Dice non può scrivere nella cartella dei dati. Puoi continuare a giocare, ma questa partita, le tue impostazioni e il tuo storico non verranno conservati.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Salvataggio disattivato: Five Dice non può scrivere in {folder}. Puoi continuare a giocare, ma questa partita, le tue impostazioni e il tuo storico non verranno conservati.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Lo storico è occupato; questa partita verrà aggiunta appena sarà libero.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Non è stato ancora possibile aggiungere questa partita al tuo storico; viene conservata e sarà aggiunta al prossimo avvio.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Il disco è pieno: questa partita resta in attesa accanto al tuo storico e verrà aggiunta quando ci sarà spazio.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Non è stato ancora possibile salvare questa partita. Five Dice la tiene da parte e riprova a ogni salvataggio: tieni aperto Five Dice finché non indica che la partita è conservata.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Il disco è pieno, quindi non è stato ancora possibile salvare questa partita. Five Dice la tiene da parte: libera un po&apos; di spazio sul disco e tieni aperto Five Dice finché non indica che la partita è conservata.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} e {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Nuovo record personale per {name}: {score} (prima era {old}).</translation>
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
        <translation>Nuovo record per questo tipo di partita: {who}, {score} (prima era {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Lo storico delle partite non è disponibile.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Impossibile ricostruire quella partita: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>suggerimenti</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>annullamenti</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Tripla</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>una scheda</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n scheda</numerusform>
            <numerusform>%n schede</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · cinque uguali extra: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · cinque uguali extra: {extra_five} · schede nascoste</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solitario</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>è stato scritto da una versione più recente di Five Dice (schema {version}; questa conosce fino allo schema {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Non è stato possibile leggere le tue impostazioni, quindi vengono usate quelle predefinite.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Il file delle impostazioni era danneggiato, quindi vengono usate quelle predefinite.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Il file delle impostazioni era danneggiato, quindi vengono usate quelle predefinite (conservato come {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Non è stato possibile calcolare il gioco perfetto per il computer Difficile, quindi per ora gioca in modo più semplice.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Calcolo del gioco perfetto per il computer Difficile ({percent}%): succede una volta sola.</translation>
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
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partita in corso andrà persa.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Inizia nuova partita</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Ricominciare questa partita?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Tutto ciò che è stato giocato finora andrà perso; gli stessi giocatori ricominciano con dadi nuovi.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Il gioco perfetto è ancora in fase di calcolo: chiedi di nuovo il suggerimento tra un momento.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} sta giocando.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>In pausa.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Lancia per vedere ogni scelta con il suo punteggio finale atteso.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Calcolo del gioco perfetto…</translation>
    </message>
</context>
</TS>
