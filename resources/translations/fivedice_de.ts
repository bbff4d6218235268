<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Spieler und Regeln festlegen und ein neues Spiel starten</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neues Spiel</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Den letzten Wurf oder das zuletzt belegte Feld zurücknehmen</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>rückgängig machen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Die Uhr anhalten und das Spielfeld verdecken</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pausieren oder fortsetzen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Dieses Spiel mit denselben Spielern und Regeln neu beginnen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Jetzt den besten Zug laut perfektem Spiel zeigen (das Spiel wird als „mit Hilfe“ markiert)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>Tipp (das Spiel zählt als „mit Hilfe“)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Jede Wahl mit ihrem erwarteten Endergebnis zeigen (das Spiel wird als „mit Hilfe“ markiert)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>Analysefenster (das Spiel zählt als „mit Hilfe“)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Gewinnchancen</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Die Gewinnchance jedes Spielers in der Statusleiste (bei zwei oder mehr Spielern)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Bestwerte und Statistiken aus deiner Spielhistorie</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Die Geräusche der Würfel und Felder abspielen</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>Ton an oder aus</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Tisch eröffnen…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Mit Leuten an anderen Computern in diesem Netzwerk spielen: Eröffne einen Tisch, an den sie sich setzen können</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Tisch beitreten…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>An einem Tisch Platz nehmen, den ein anderer Computer in diesem Netzwerk eröffnet hat</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Computertempo, Animation, Ton und Farben</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Die Regeln von Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>Spielanleitung (diese Seite)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Alle Tasten des Spiels, in der Spielanleitung</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Über Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Die Version von Five Dice und worum es geht</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Five Dice schließen (dein Spiel wird gespeichert)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>beenden (das Spiel wird gespeichert)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Leertaste oder R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 bis 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>einen Würfel halten oder freigeben</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Pfeil hoch oder runter</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>ein Feld wählen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabetaste</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>das gewählte Feld belegen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>zum Ende des Zugs eines Computerspielers springen (andere Tasten warten, solange er spielt)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab oder Umschalt+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>zwischen Bedienelementen wechseln; Eingabe- oder Leertaste betätigt das Element mit dem Fokus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} oder {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Die Uhr wieder starten und das Spielfeld zeigen</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Neues Spiel.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} hat {dice} gewürfelt.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} hat keine Zeit mehr.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pausiert.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Keine Würfe mehr: Wähle ein Feld.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>Noch %n Wurf.</numerusform>
            <numerusform>Noch %n Würfe.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} hat ein Feld belegt.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} erzielt {points} in {box}, dazu {bonus} Punkte Extra-Pasch-Bonus und den oberen Bonus von {upper_bonus} Punkten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} erzielt {points} in {box}, dazu {bonus} Punkte Extra-Pasch-Bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} erzielt {points} in {box}, dazu den oberen Bonus von {upper_bonus} Punkten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} erzielt {points} in {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} erzielt {points} in {box} auf Zettel {card}, dazu {bonus} Punkte Extra-Pasch-Bonus und den oberen Bonus von {upper_bonus} Punkten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} erzielt {points} in {box} auf Zettel {card}, dazu {bonus} Punkte Extra-Pasch-Bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} erzielt {points} in {box} auf Zettel {card}, dazu den oberen Bonus von {upper_bonus} Punkten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} erzielt {points} in {box} auf Zettel {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} ist dran.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
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
        <translation>Das laufende Spiel wurde an einem Netzwerktisch gespielt. Es geht hier an diesem Computer weiter: Die Spieler, die an anderen Computern saßen, spielen jetzt hier.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice ist bereits mit {folder} geöffnet. Es hat nicht reagiert, als es in den Vordergrund geholt werden sollte. Wechsle dorthin oder schließe es, bevor du Five Dice erneut startest.</translation>
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
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Fünferpasch</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>Die Summe der Würfel, die eine 1 zeigen.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>Die Summe der Würfel, die eine 2 zeigen.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>Die Summe der Würfel, die eine 3 zeigen.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>Die Summe der Würfel, die eine 4 zeigen.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>Die Summe der Würfel, die eine 5 zeigen.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>Die Summe der Würfel, die eine 6 zeigen.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>Die Summe aller fünf Würfel, wenn mindestens drei die gleiche Augenzahl zeigen.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>Die Summe aller fünf Würfel, wenn mindestens vier die gleiche Augenzahl zeigen.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 für dreimal eine Augenzahl und zweimal eine andere.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 für vier Augenzahlen in Folge (1-2-3-4, 2-3-4-5 oder 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 für fünf Augenzahlen in Folge (1-2-3-4-5 oder 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50, wenn alle fünf Würfel die gleiche Augenzahl zeigen.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>Die Summe aller fünf Würfel, immer.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Noch keine beendeten Spiele</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Spiele pro Punktebereich. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Spiel, vom ältesten zum neuesten</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Das letzte Spiel</numerusform>
            <numerusform>Letzte %n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n letztes Spiel, zuletzt {score}, aktueller Schnitt {average}</numerusform>
            <numerusform>%n letzte Spiele, zuletzt {score}, aktueller Schnitt {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Schnitt der letzten 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Das perfekte Spiel wird noch berechnet; versuche den Tipp gleich noch einmal.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Das perfekte Spiel wird noch berechnet; öffne die Auswertung gleich noch einmal.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Erwartetes Endergebnis jeder Wahl (perfektes Spiel)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Erwartetes Endergebnis jeder Wahl (Näherung bei mehreren Zetteln und im Dreifach-Spiel)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Würfle, um deinen Zug zu beginnen.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Würfle, um deinen Zug zu beginnen – Näherung.</translation>
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
        <translation>Wahl</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartungswert</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Rückstand</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>beste</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Deine aktuelle Wahl</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Mögliche Züge und ihre erwarteten Endergebnisse</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Gewinnchancen: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Rollende Würfel animieren</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Computertempo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: Auswahl</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Würfel {number}: noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Klicke oder drücke {key}, um ihn zu halten oder freizugeben.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>GEHALTEN</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>HALTEN?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Wer ist dran</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Spielanleitung (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Mit denselben Spielern und Regeln neu beginnen</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Zum Ende des Computerzugs springen (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Die nicht gehaltenen Würfel würfeln (Leertaste oder R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Runde {turn} von {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Zum Ende (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Würfeln (noch %n)</numerusform>
            <numerusform>Würfeln (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Keine Würfe mehr: Wähle ein Feld</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Spiel nochmal mit denselben Spielern oder richte mit N ein neues Spiel ein.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Pausiert: Drücke P oder wähle „Fortsetzen“, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} spielt an einem anderen Computer.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} spielt. Drücke Esc oder klicke, um zum Ende des Zugs zu springen.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Drücke die Leertaste oder R, um zu würfeln.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Halte Würfel per Klick oder mit 1–5, würfle erneut oder wähle ein Feld auf dem Zettel.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Wähle ein Feld auf dem Zettel: Klicke es an oder nutze Pfeil hoch/runter und die Eingabetaste.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>Eins</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Würfel {number}: verdeckt während der Pause</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Würfel {number}: {face}, gehalten</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Würfel {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name} hat keine Zeit mehr</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} hat ein Feld belegt</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} erzielt {points} in {box} auf Zettel {card} und erreicht den oberen Bonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} erzielt {points} in {box} auf Zettel {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} erzielt {points} in {box} und erreicht den oberen Bonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} erzielt {points} in {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: Fünferpasch hat auf jedem Zettel 50.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: Fünferpasch hat bereits 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Freier Joker: Dieser Wurf darf mit vollem Wert in jedes freie Feld.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Kein Bonus: Nicht auf jedem Zettel hat Fünferpasch 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Kein Bonus: Fünferpasch hat 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Joker-Regel: Er muss in {box}, sein eigenes oberes Feld.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Joker-Regel: {box} ist belegt, also nimmt ihn jedes freie untere Feld mit vollem Wert.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Joker-Regel: Kein unteres Feld ist frei, also nimmt ihn ein oberes Feld für 0.</translation>
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
        <translation>Der Zettel von {name} bleibt bis zum Spielende verdeckt.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Zettel {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Zettel {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Endsumme: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Oben {upper} + oberer Bonus {upper_bonus} + unten {lower} + Extra-Pasch-Bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Oben {upper} + oberer Bonus {upper_bonus} + unten {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Oben {upper} + unten {lower} + Extra-Pasch-Bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Oben {upper} + unten {lower} = {total}</translation>
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
        <translation>Die Historie konnte nicht in {file} geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Was die anderen zuletzt gemacht haben</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Warum diese Felder</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: noch {time} (pausiert)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: noch {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} hat noch %n Sekunde.</numerusform>
            <numerusform>{name} hat noch %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Fünferpasch!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Oberer Bonus +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Das Spiel dauert %n Runde pro Spieler, ein Feld pro Runde.</numerusform>
            <numerusform>Das Spiel dauert %n Runden pro Spieler, ein Feld pro Runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>In diesem Spiel hat jeder Spieler &lt;b&gt;%n Minute&lt;/b&gt; Bedenkzeit für das ganze Spiel, gezählt nur während der eigenen Züge. Wessen Zeit abläuft, scheidet aus: Sein Zettel bleibt, wie er ist, und die anderen spielen weiter.</numerusform>
            <numerusform>In diesem Spiel hat jeder Spieler &lt;b&gt;%n Minuten&lt;/b&gt; Bedenkzeit für das ganze Spiel, gezählt nur während der eigenen Züge. Wessen Zeit abläuft, scheidet aus: Sein Zettel bleibt, wie er ist, und die anderen spielen weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Dieses Spiel hat kein Zeitlimit.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Über Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Fünf Würfel, drei Würfe, dreizehn Felder: das klassische Würfelspiel für einen bis vier Spieler, mit Computergegnern bis hin zum perfekten Spiel und einem Trainer, der es beherrscht.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>So spielst du Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice ist bereits mit {folder} geöffnet (Prozess {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice ist bereits mit {folder} geöffnet.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Weitere Aktionen</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>Das Spiel ist vorbei: Starte ein neues Spiel, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Das Spiel ist pausiert: Setze es fort, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Keine Würfe mehr in diesem Zug: Wähle ein Feld zum Belegen.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Erst würfeln: Würfel lassen sich erst nach dem ersten Wurf des Zugs halten.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Keine Würfe mehr in diesem Zug, Halten bringt also nichts.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Erst würfeln: Ein Feld lässt sich erst nach einem Wurf belegen.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>{box} auf Zettel {card} ist bereits belegt.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} ist bereits belegt.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>Die Joker-Regel erlaubt {box} für diesen Fünferpasch nicht; möglich sind: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Nichts rückgängig zu machen: Nach diesem Feld wurde bereits gewürfelt.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Das Spiel ist vorbei: Es gibt nichts zu pausieren.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Diese App hat den Überblick über das Spiel des Gastgebers verloren und den Tisch deshalb verlassen.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Die Würfel des Gastgebers passten nicht zu seinem Spiel, deshalb wird das Spiel nicht behalten.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Der Beitrittscode war falsch: Ein Beitrittscode hat vier Ziffern.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Kein Tisch erreichbar unter {address}, Port {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Der Tisch hat Nachrichten gesendet, die diese App nicht versteht.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Der Beitrittscode war falsch.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Das Spiel des Gastgebers ist mit dem Tisch aus dem Takt geraten, deshalb wurde der Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Deine App hat das Protokoll des Tisches verletzt: Auf Wiedersehen.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Zu viele falsche Beitrittscodes von deinem Computer: Warte eine Minute.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Das Spiel an diesem Tisch ist vorbei.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Das Spiel an diesem Tisch hat bereits begonnen.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Der Tisch ist voll.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Dieser Tisch kennt deinen Platz nicht: Tritt erneut bei.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Du warst zu lange weg: Dein Platz ist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Dein Platz ist am Tisch noch durch eine Verbindung belegt.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Du hast den Tisch verlassen.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Nur der Gastgeber kann das Spiel pausieren; er wurde darum gebeten.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Nur der Gastgeber kann das Spiel fortsetzen.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Das Spiel hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>In einem Netzwerkspiel führt der Computer des Gastgebers das Spiel; schicke ihm eine Anfrage.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Rückgängig ist in Netzwerkspielen ausgeschaltet.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Das kann nur der Gastgeber.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Die Regeln erlauben das gerade nicht.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Das Spiel ist pausiert.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Einen Tisch im Netzwerk eröffnen</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Spieler im Netzwerk</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Eine Person hier, ein Computer oder ein freier Platz für einen Spieler an einem anderen Computer</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Spieler {number}: hier, Computer oder im Netzwerk</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Tischname</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (am Computer des Gastgebers)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Freier Platz: wartet auf einen Spieler…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (weg: kommt evtl. zurück)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (beigetreten)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Netzwerktisch</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>Adresse dieses Computers</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Mitspieler treten über {address}, Port {port}, mit dem Code {code} bei.
Tische in diesem Netzwerk findet man auch über „Tisch beitreten“.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Beitrittscode {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Ohne die freien Plätze starten</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Tisch beitreten</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Gefundene Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>z. B. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Suche nach Tischen in diesem Netzwerk…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Plätze am Tisch</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} auf {address}, Port {port} ({seats} frei)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Wähle einen Tisch oder gib seine Adresse und seinen Port ein.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Gib die Adresse des Gastgebers ein oder wähle einen gefundenen Tisch in diesem Netzwerk.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Der Beitrittscode hat vier Ziffern: Er steht auf dem Bildschirm des Gastgebers.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Verbindung mit {address} wird hergestellt…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Du hast einen Platz. Das Spiel beginnt, sobald der Gastgeber es startet.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} ist dem Tisch beigetreten.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} hat den Tisch verlassen.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} ist wieder am Tisch.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} ist nicht rechtzeitig zurückgekommen und scheidet aus.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} bittet um eine Pause (P pausiert das Spiel für alle).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Der Netzwerktisch ist geschlossen: Dieses Spiel geht hier an diesem Computer weiter.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen: Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Ein Spieler</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Der Tisch konnte nicht eröffnet werden: Dieser Computer nimmt keine Verbindungen an.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Das Spiel konnte nicht starten: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Hier kann nicht nach Tischen gesucht werden: Gib die Adresse ein.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Das Spiel bleibt so auf dem Bildschirm, wie es war.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Ein weiterer Fünferpasch, wenn Fünferpasch schon belegt ist, zählt wie jeder andere Wurf: kein Bonus, kein Joker.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Ein weiterer Fünferpasch, wenn Fünferpasch schon belegt ist, bringt {bonus}, falls dort 50 stehen, und ist ein Pflicht-Joker: in sein eigenes oberes Feld, falls frei, sonst in ein beliebiges unteres Feld (Full House 25, Straßen 30 und 40), sonst für 0 in ein oberes Feld.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Ein weiterer Fünferpasch, wenn Fünferpasch schon mit 50 belegt ist, bringt {bonus} und darf als Joker in jedes freie Feld (Full House 25, Straßen 30 und 40); steht dort eine 0, ist er ein normaler Wurf.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Dreifach-Spiel: Ein Fünferpasch bringt {bonus} × den Faktor seines Zettels, solange Fünferpasch auf allen drei Zetteln 50 hat, und ist erst dann ein Pflicht-Joker, wenn Fünferpasch und sein oberes Feld auf allen drei Zetteln belegt sind.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Dreifach (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Zettel</numerusform>
            <numerusform>%n Zettel</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Spieler {number} ist eine Person oder ein Computer</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Computerstufe von Spieler {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Extra-Pasch</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Zettel pro Spieler</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Zeitbudget</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Zeitbudget pro Spieler</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> Min. pro Spieler</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuten pro Spieler</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Offene Spielzettel</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Ohne Haken sieht jeder Spieler während des Spiels nur seinen eigenen Zettel: Felder und Summen der anderen zeigen ?, bis das Spiel endet.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Spielzettel</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Computerzüge</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Bei nur einem Spieler gibt es keinen anderen Zettel zu verdecken.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Alle sehen jeden Zettel. Haken entfernen, um die Zettel der anderen bis zum Ende zu verdecken.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Jeder Spieler sieht nur seinen eigenen Zettel: Felder und Summen der anderen zeigen ?, bis das Spiel endet.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (%n weitere)</numerusform>
            <numerusform>{message}  (%n weitere)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>Das Spiel wurde pausiert, während der Computer im Ruhezustand war. Die Zeit dazwischen zählt nicht.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Das Spiel wurde pausiert, während sein Fenster minimiert war.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Spiel auswerten</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Jede deiner Entscheidungen im Vergleich zum perfekten Spiel</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Diese Werte sind Näherungen bei mehreren Zetteln und im Dreifach-Spiel.</translation>
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
            <numerusform>{name}: %n Entscheidung, {cost} erwartete Punkte gegenüber perfektem Spiel verschenkt.</numerusform>
            <numerusform>{name}: %n Entscheidungen, {cost} erwartete Punkte gegenüber perfektem Spiel verschenkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (Zettel {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>alle fünf neu würfeln</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>{dice} halten und würfeln</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} gehalten</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Würfel: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Spielauswertung</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Die größten Fehler:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Keine Fehler: Jede Entscheidung war die beste.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Alle Entscheidungen</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Wahl</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Auswertung für {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Es gab keine Entscheidungen auszuwerten.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Auswertung</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Offiziell (Pflicht-Joker)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Freier Joker</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Die Spielhistorie ist nicht verfügbar, daher gibt es keine Ergebnisse.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Noch keine beendeten Spiele. Spiel eine Partie zu Ende, dann erscheint ihr Ergebnis hier.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Noch keine beendeten Spiele dieser Art. Spiel eine Partie zu Ende, dann erscheint ihr Ergebnis hier.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Jedes Spiel dieser Art war bisher mit Hilfe (Tipps oder rückgängig gemachte Würfe). Entferne den Haken bei „Spiele mit Hilfe ausblenden“, um ihre Ergebnisse zu sehen.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problem mit der Spielhistorie</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Seiten der Bestenliste</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Spiele mit Hilfe ausblenden (Tipps oder rückgängig gemachte Würfe)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Spiele mit Hilfe ausblenden</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Spielart: Auswahl</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Bestwerte</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Spieler: Auswahl</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spiele:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Siege:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Schnitt:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Bestwert:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Oberer Bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Oberer Bonus:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Fünferpasch gewürfelt</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Fünferpasch gewürfelt:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Nur das letzte Spiel wird aufgeführt.</numerusform>
            <numerusform>Nur die letzten %n Spiele werden aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Das ausgewählte Spiel auswerten</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Exportfortschritt</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Export läuft… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Die Historie als CSV exportieren</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Die Spielhistorie konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · Netzwerk</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>mit Hilfe: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>ohne Hilfe</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Mit Hilfe: In diesem Spiel wurden Tipps (Tipp, Analysefenster oder Trainermodus) oder ein rückgängig gemachter Wurf genutzt</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Jedes Spiel, das {name} bisher beendet hat, war mit Hilfe (Tipps oder rückgängig gemachte Würfe). Entferne den Haken bei „Spiele mit Hilfe ausblenden“, um sie zu sehen.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % der Zettel</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Die Historie exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Es gibt keine Spielhistorie zum Exportieren.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Summe oben</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Oberer Bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Extra-Pasch-Bonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Summe unten</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Zettelsumme</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Endsumme</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} über Soll</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} unter Soll</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>im Soll</translation>
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
        <translation>Einser bis Sechser zusammengezählt.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} extra, wenn Einser…Sechser zusammen {threshold} oder mehr ergeben. Das Soll sind drei Würfel jeder Augenzahl (insgesamt {threshold}): „+4 über Soll“ heißt 4 Punkte mehr als das Soll in den bisher belegten Feldern.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 für jeden weiteren Fünferpasch, der erzielt wird, solange Fünferpasch 50 hat (nach der für dieses Spiel gewählten Extra-Pasch-Regel).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Dreierpasch bis Chance zusammengezählt.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Alles zusammengezählt: das Ergebnis des Spiels.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, Zettel {card}: zählt ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, Zettel {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (am Zug)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: Zeit abgelaufen, der Zettel bleibt, wie er ist</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Verdeckte Spielzettel: Dieser Zettel wird am Spielende aufgedeckt</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>Zettel {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>Zettel {card} (zählt ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Letzter Zug von {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Zettel {card} (zählt ×{multiplier}), {box}, brächte {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Zettel {card}, {box}, brächte {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, brächte {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, verdeckt bis zum Spielende</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>frei</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
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
        <translation>Bringt jetzt {points}: Klicke es an oder wähle es mit Pfeil hoch/runter und drücke die Eingabetaste.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Spielzettel</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Die Strategie der Computerspieler konnte nicht geladen werden, daher spielen sie vorerst einfacher.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Töne abspielen (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Lautstärke: {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Tonlautstärke</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Die Sprache der Texte im Spiel. Systemstandard folgt der Sprache, auf die dein Computer eingestellt ist.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Trainermodus: melden, wenn ein Zug Punkte kostet</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Trainermodus</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
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
        <translation>Spieler und Regeln legst du unter „Neues Spiel“ fest: Eine Änderung startet ein neues Spiel.</translation>
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
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Allen ist die Zeit abgelaufen</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Spiel vorbei: %n Punkt</numerusform>
            <numerusform>Spiel vorbei: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Unentschieden: {names} und {last} mit je %n Punkt</numerusform>
            <numerusform>Unentschieden: {names} und {last} mit je %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} gewinnt mit %n Punkt</numerusform>
            <numerusform>{name} gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Die Gewinnchance jedes Spielers von hier an, bei perfektem Spiel</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Der Bestwert für diese Spielart (Spieler, Regeln, Zettel).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Runde {turn} von {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>Noch %n Wurf</numerusform>
            <numerusform>Noch %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Zeit {time} · {name}: noch {left} (pausiert)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Zeit {time} · {name}: noch {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Zeit {time} (pausiert)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Zeit {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Chancen: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Bestwert: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Bestwert: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Die Spielhistorie wird von einem anderen Programm benutzt, daher können beendete Spiele gerade nicht eingetragen werden.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Die Festplatte ist voll, daher kann die Spielhistorie gerade keine neuen Spiele aufnehmen: Beendete Spiele warten daneben und werden eingetragen, sobald wieder Platz ist. An der Historie wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Die Spielhistorie kann nicht gespeichert werden: In den Ordner {folder} kann nicht geschrieben werden, daher werden beendete Spiele nicht eingetragen. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>In die Spielhistorie {file} kann nicht geschrieben werden (die Datei ist schreibgeschützt): Beendete Spiele warten daneben und werden eingetragen, sobald sie wieder beschreibbar ist. Sie wurde so belassen, wie sie ist.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Die Spielhistorie kann nicht geöffnet werden ({reason}): Beendete Spiele warten daneben und werden eingetragen, sobald sie sich öffnen lässt. Sie wurde so belassen, wie sie ist.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Die Spielhistorie ist beschädigt und wurde so belassen, wie sie ist: In ihren Ordner {folder} kann nicht geschrieben werden, daher ist das Speichern aus.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Die Spielhistorie ist beschädigt und konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Die Spielhistorie kann nicht angezeigt werden: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Das gespeicherte Spiel konnte nicht wiederhergestellt werden, daher hat ein neues Spiel begonnen. Die beschädigte Datei wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Das gespeicherte Spiel konnte nicht wiederhergestellt werden, daher hat ein neues Spiel begonnen.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Die Historie wurde nicht nach {file} exportiert: Das ist eine der eigenen Dateien von Five Dice, in denen es deine Spiele und Einstellungen aufbewahrt. Es wurde nichts geschrieben; wähle einen anderen Namen oder Ordner.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Die Festplatte ist voll, daher konnte die Historie nicht in {file} geschrieben werden. Gib auf dieser Festplatte etwas Speicherplatz frei oder wähle eine andere.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Die Historie konnte nicht in {file} geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Die Spielhistorie konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Die Spielhistorie enthält Regeln, die diese Version von Five Dice nicht kennt: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Die Versionsmarke der Spielhistorie war beschädigt und wurde repariert; alle Spiele darin bleiben erhalten.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Die Spielhistorie kann in diesem Ordner nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Die Spielhistorie kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Die Spielhistorie ist beschädigt und es konnte keine neue angelegt werden: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Die Datei, in der die Spielhistorie liegen sollte, war keine Five-Dice-Historie, daher wurde eine neue Historie angelegt (die Datei wurde als {file} aufbewahrt).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Die Spielhistorie war beschädigt, daher wurde eine neue angelegt (die alte Datei wurde als {file} aufbewahrt).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Die Spielhistorie kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Speichern funktioniert wieder: Dieses Spiel und deine Einstellungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Das beendete Spiel, das auf freien Platz gewartet hat, ist jetzt gesichert und wird in deine Historie eingetragen.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Die Festplatte ist voll, daher kann Five Dice gerade nicht speichern. Gib etwas Speicherplatz auf der Festplatte frei: Das Speichern setzt von selbst wieder ein, und solange Five Dice geöffnet bleibt, geht nichts verloren.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Die Festplatte ist voll, daher kann Five Dice nicht speichern: Dieses Spiel, deine Einstellungen und deine Historie werden nicht gespeichert. Gib etwas Speicherplatz auf der Festplatte frei und starte Five Dice neu.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Speichern ist aus: Five Dice kann nicht in den Datenordner schreiben. Du kannst weiterspielen, aber dieses Spiel, deine Einstellungen und deine Historie werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Speichern ist aus: Five Dice kann nicht in {folder} schreiben. Du kannst weiterspielen, aber dieses Spiel, deine Einstellungen und deine Historie werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Die Historie ist belegt; dieses Spiel wird eingetragen, sobald sie frei ist.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Dieses Spiel konnte noch nicht in deine Historie eingetragen werden; es wird aufbewahrt und beim nächsten Start eingetragen.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Die Festplatte ist voll: Dieses Spiel wartet neben deiner Historie und wird eingetragen, sobald wieder Platz ist.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Dieses Spiel konnte noch nicht gespeichert werden. Five Dice behält es und versucht es bei jedem Speichern erneut: Lass Five Dice geöffnet, bis es meldet, dass das Spiel gesichert ist.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Die Festplatte ist voll, daher konnte dieses Spiel noch nicht gespeichert werden. Five Dice behält es: Gib etwas Speicherplatz auf der Festplatte frei und lass Five Dice geöffnet, bis es meldet, dass das Spiel gesichert ist.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Neuer persönlicher Bestwert für {name}: {score} (vorher {old}).</translation>
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
        <translation>Neuer Bestwert für diese Spielart: {who}, {score} (vorher {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Die Spielhistorie ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Dieses Spiel kann nicht nachgespielt werden: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>rückgängig gemachte Würfe</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Dreifach</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>ein Zettel</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Zettel</numerusform>
            <numerusform>%n Zettel</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · Extra-Pasch: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · Extra-Pasch: {extra_five} · verdeckte Zettel</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>sie wurde von einer neueren Version von Five Dice geschrieben (Schema {version}; diese kennt nur bis {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Deine Einstellungen konnten nicht gelesen werden, daher gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Deine Einstellungsdatei war beschädigt, daher gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Deine Einstellungsdatei war beschädigt, daher gelten die Standardwerte (aufbewahrt als {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Das perfekte Spiel für den Computer „Schwer“ konnte nicht berechnet werden, daher spielt er vorerst einfacher.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Das perfekte Spiel für den Computer „Schwer“ wird berechnet ({percent} %): Das passiert nur einmal.</translation>
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
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Neues Spiel starten?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Das laufende Spiel geht verloren.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Dieses Spiel neu starten?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Alles bisher Gespielte geht verloren; dieselben Spieler beginnen neu mit neuen Würfeln.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Das perfekte Spiel wird noch berechnet; versuche den Tipp gleich noch einmal.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} spielt.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pausiert.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Würfle, um jede Wahl mit ihrem erwarteten Endergebnis zu sehen.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Perfektes Spiel wird berechnet…</translation>
    </message>
</context>
</TS>
