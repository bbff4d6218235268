<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the New game dialog (a noun; “…”: a dialog opens).</extracomment>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Spieler und Regeln festlegen und ein neues Spiel starten</translation>
    </message>
    <message>
        <source>new game</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the New game dialog (lower case).</extracomment>
        <translation>neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): take back the last roll or box filled (a verb).</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Den letzten Wurf oder das zuletzt belegte Feld zurücknehmen</translation>
    </message>
    <message>
        <source>undo</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: undo (a verb, lower case).</extracomment>
        <translation>rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): stop the clock and hide the board (a verb). While paused it reads Resume.</extracomment>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Die Uhr anhalten und das Spielfeld verdecken</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: pause the game, or go on (verbs, lower case).</extracomment>
        <translation>pausieren oder fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): start this game again with the same players and rules (a verb).</extracomment>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Dieses Spiel mit denselben Spielern und Regeln neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): show the best move now; the game then counts as assisted (a noun).</extracomment>
        <translation>T&amp;ipp</translation>
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
        <source>&amp;Analysis</source>
        <extracomment>[View menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): shows or hides the panel of every choice with its expected final score; a tick shows when it is on (a noun).</extracomment>
        <translation>&amp;Analyse</translation>
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
        <source>&amp;Chances to win</source>
        <extracomment>[View menu] Menu item with a tick: each player&apos;s chance to win, in the status bar.</extracomment>
        <translation>&amp;Gewinnchancen</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Die Gewinnchance jedes Spielers in der Statusleiste (bei zwei oder mehr Spielern)</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the best scores and statistics of the games played (a noun).</extracomment>
        <translation>B&amp;estenliste</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Bestwerte und Statistiken aus deiner Spielhistorie</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the scoreboard (a noun, lower case).</extracomment>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <extracomment>[Edit menu] Menu item with a tick (key M): the game&apos;s sounds on or off (a noun).</extracomment>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Die Geräusche der Würfel und Felder abspielen</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: switch the sounds on or off (lower case).</extracomment>
        <translation>Ton an oder aus</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <extracomment>[Game menu] Menu item: open a table that people at other computers on this network can join (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>&amp;Tisch eröffnen…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Mit Leuten an anderen Computern in diesem Netzwerk spielen: Eröffne einen Tisch, an den sie sich setzen können</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <extracomment>[Game menu] Menu item: sit at a table hosted on another computer of this network (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>Tisch &amp;beitreten…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>An einem Tisch Platz nehmen, den ein anderer Computer in diesem Netzwerk eröffnet hat</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the Settings dialog (a noun; on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Computertempo, Animation, Ton und Farben</translation>
    </message>
    <message>
        <source>settings</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the settings (a noun, lower case).</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <extracomment>[Help menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the rules of the game (key F1).</extracomment>
        <translation>&amp;Spielanleitung</translation>
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
        <source>&amp;Keyboard shortcuts</source>
        <extracomment>[Help menu] Menu item: opens How to play at its list of keys.</extracomment>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Alle Tasten des Spiels, in der Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[Help menu] Menu item: opens the box with the game&apos;s version (on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;Über Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Die Version von Five Dice und worum es geht</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): close the game; it is saved (a verb).</extracomment>
        <translation>Been&amp;den</translation>
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
        <extracomment>In How to play&apos;s list of keys, the keys that roll: translate “or”, and Space as the key is named on your keyboards; R stays R.</extracomment>
        <translation>Leertaste oder R</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: roll the dice (a verb, lower case).</extracomment>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <extracomment>In How to play&apos;s list of keys: the number keys 1, 2, 3, 4 and 5.</extracomment>
        <translation>1 bis 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>einen Würfel halten oder freigeben</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <extracomment>In How to play&apos;s list of keys: the arrow keys Up and Down, as your keyboards name them.</extracomment>
        <translation>Pfeil hoch oder runter</translation>
    </message>
    <message>
        <source>choose a box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: move the choice up or down the score card (lower case).</extracomment>
        <translation>ein Feld wählen</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>In How to play&apos;s list of keys: the Enter key, as your keyboards name it.</extracomment>
        <translation>Eingabetaste</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: score the dice in the chosen box (lower case).</extracomment>
        <translation>das gewählte Feld belegen</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>In How to play&apos;s list of keys: the Escape key, as your keyboards name it.</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>zum Ende des Zugs eines Computerspielers springen (andere Tasten warten, solange er spielt)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <extracomment>In How to play&apos;s list of keys: the Tab key alone or with Shift, as your keyboards name them (as Qt writes Shift in your language).</extracomment>
        <translation>Tab oder Umschalt+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>zwischen Bedienelementen wechseln; Eingabe- oder Leertaste betätigt das Element mit dem Fokus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <extracomment>In How to play&apos;s list of keys, two keys of one command (“Ctrl+Z or U”); {key} and {other_key} are key names.</extracomment>
        <translation>{key} oder {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <extracomment>Tooltip of a menu item and toolbar button: {tip} says what it does, {shortcuts} its keys (“Ctrl+Z, U”).</extracomment>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <extracomment>[Game menu] The Pause menu item and toolbar button while the game is paused: start the clock again and show the board (a verb).</extracomment>
        <translation>&amp;Fortsetzen</translation>
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
        <extracomment>Read aloud by screen readers when a new game starts.</extracomment>
        <translation>Neues Spiel.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <extracomment>Read aloud by screen readers after a roll: {dice} lists the faces (“3, 3, 5, 6, 1”).
----------
{player} is a player&apos;s name (a computer&apos;s with its level, &quot;Dex (Expert)&quot;); {dice} the five dice in tray order, &quot;3, 3, 5, 6, 6&quot;.</extracomment>
        <translation>{player} hat {dice} gewürfelt.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget runs out: they drop out of the game.</extracomment>
        <translation>{name} hat keine Zeit mehr.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>Read aloud by screen readers after Undo took back a roll or a box.</extracomment>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Read aloud by screen readers when the game is paused: the clock stops, the board hides.</extracomment>
        <translation>Pausiert.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <extracomment>Read aloud by screen readers when the paused game goes on.</extracomment>
        <translation>Fortgesetzt.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <extracomment>{player} is a computer&apos;s name and level, &quot;Dex (Expert)&quot;; {held} the faces of the dice it kept, &quot;6 6&quot;; {dice} all five dice after the roll, in tray order, &quot;6, 2, 6, 4, 1&quot;.</extracomment>
        <translation>{player} hat {held} gehalten und erneut gewürfelt: {dice}.</translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Keine Würfe mehr: Wähle ein Feld.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <extracomment>Read aloud by screen readers after a roll: the rolls left in this turn (1 or 2).</extracomment>
        <translation>
            <numerusform>Noch %n Wurf.</numerusform>
            <numerusform>Noch %n Würfe.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <extracomment>Read aloud by screen readers when a turn begins: {name} is the player&apos;s name.</extracomment>
        <translation>{name} ist dran.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>Read aloud by screen readers when the game ends.</extracomment>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation>Spiel vorbei: Allen ist die Zeit abgelaufen.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <extracomment>{name} is the player&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Spiel vorbei: {name} hat %n Punkt erzielt.</numerusform>
            <numerusform>Spiel vorbei: {name} hat %n Punkte erzielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <extracomment>{names} are the names of the players who tied but the last (&quot;Ana, Ben&quot;), {last} the last one&apos;s name; %n the total each of them scored.</extracomment>
        <translation>
            <numerusform>Spiel vorbei: Unentschieden zwischen {names} und {last} mit je %n Punkt.</numerusform>
            <numerusform>Spiel vorbei: Unentschieden zwischen {names} und {last} mit je %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <extracomment>{name} is the winner&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Spiel vorbei: {name} gewinnt mit %n Punkt.</numerusform>
            <numerusform>Spiel vorbei: {name} gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <extracomment>Read aloud by screen readers with hidden score sheets: a player filled a box, without saying which.</extracomment>
        <translation>{player} hat ein Feld belegt.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {upper_bonus} is 35.</extracomment>
        <translation>{player} erzielt {points} in {box}, dazu {bonus} Punkte Extra-Pasch-Bonus und den oberen Bonus von {upper_bonus} Punkten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{player} erzielt {points} in {box}, dazu {bonus} Punkte Extra-Pasch-Bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} erzielt {points} in {box}, dazu den oberen Bonus von {upper_bonus} Punkten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <extracomment>Read aloud by screen readers after a move: {player} is a name (with the level of a computer), {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} erzielt {points} in {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3; {upper_bonus} is 35 (× the card&apos;s multiplier).</extracomment>
        <translation>{player} erzielt {points} in {box} auf Zettel {card}, dazu {bonus} Punkte Extra-Pasch-Bonus und den oberen Bonus von {upper_bonus} Punkten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3.</extracomment>
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
        <extracomment>The game&apos;s name, as the title of the box that says why it could not start.</extracomment>
        <translation>Five Dice</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 1 (a plural noun).</extracomment>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 2 (a plural noun).</extracomment>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 3 (a plural noun).</extracomment>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 4 (a plural noun).</extracomment>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 5 (a plural noun).</extracomment>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 6 (a plural noun).</extracomment>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three dice alike: scores the sum of all five dice.</extracomment>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four dice alike: scores the sum of all five dice.</extracomment>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Full House</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three of one face and two of another: 25 points.</extracomment>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four faces in a row (1-2-3-4, 2-3-4-5, 3-4-5-6): 30 points.</extracomment>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Five faces in a row: 40 points.</extracomment>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. All five dice alike: 50 points (the box other games call Yahtzee; this is its name).</extracomment>
        <translation>Fünferpasch</translation>
    </message>
    <message>
        <source>Chance</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Any dice: scores the sum of all five (a noun).</extracomment>
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
        <extracomment>Axis title of the scoreboard&apos;s charts (scores along the foot of the histogram, up the side of the trend chart) and the legend of the trend&apos;s line of scores (a noun).</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s histogram: how many games.</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s histogram of a player&apos;s scores.</extracomment>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <extracomment>Read aloud for a bar of the histogram: scores from {low} to {high}, in {games} games.</extracomment>
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
        <extracomment>Title of the scoreboard&apos;s trend chart: a player&apos;s last %n games (30).</extracomment>
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
        <extracomment>Legend of the trend chart&apos;s second line: the average of the last five games. Short.</extracomment>
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
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Am besten: {box} belegen (erwartetes Endergebnis {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Am besten: {box} belegen (erwartetes Endergebnis {value}) – Näherung.</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Am besten: {box} auf Zettel {card} belegen (erwartetes Endergebnis {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Am besten: {box} auf Zettel {card} belegen (erwartetes Endergebnis {value}) – Näherung.</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Am besten: {dice} halten und würfeln (erwartetes Endergebnis {value}).</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Am besten: {dice} halten und würfeln (erwartetes Endergebnis {value}) – Näherung.</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Am besten: alle fünf neu würfeln (erwartetes Endergebnis {value}).</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Am besten: alle fünf neu würfeln (erwartetes Endergebnis {value}) – Näherung.</translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance); {margin} a number of points (2.4).</extracomment>
        <translation>Am zweitbesten: {box} belegen, {margin} Punkte Rückstand.</translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance), {card} the card&apos;s number; {margin} a number of points (2.4).</extracomment>
        <translation>Am zweitbesten: {box} auf Zettel {card} belegen, {margin} Punkte Rückstand.</translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4&quot;); {margin} a number of points (2.4).</extracomment>
        <translation>Am zweitbesten: {dice} halten und würfeln, {margin} Punkte Rückstand.</translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <extracomment>Roll all five dice again; {margin} is a number of points (2.4).</extracomment>
        <translation>Am zweitbesten: alle fünf neu würfeln, {margin} Punkte Rückstand.</translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Trainer: {box} zu belegen hat etwa {cost} Punkte gekostet.</translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Trainer: {box} auf Zettel {card} zu belegen hat etwa {cost} Punkte gekostet.</translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <extracomment>{dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points.</extracomment>
        <translation>Trainer: {dice} zu halten und zu würfeln hat etwa {cost} Punkte gekostet.</translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <extracomment>The player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Trainer: Alle fünf neu zu würfeln hat etwa {cost} Punkte gekostet.</translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind).</extracomment>
        <translation>Am besten wäre es gewesen, {box} zu belegen.</translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind), {card} the card&apos;s number (2).</extracomment>
        <translation>Am besten wäre es gewesen, {box} auf Zettel {card} zu belegen.</translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;).</extracomment>
        <translation>Am besten wäre es gewesen, {dice} zu halten und zu würfeln.</translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation>Am besten wäre es gewesen, alle fünf neu zu würfeln.</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <extracomment>Put after a coach&apos;s note (whole sentences) when its figures are approximate.</extracomment>
        <translation>(Näherung)</translation>
    </message>
    <message>
        <source>Choice</source>
        <extracomment>Column heading of the analysis panel&apos;s table (a noun): the possible move (a hold or a box).</extracomment>
        <translation>Wahl</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 80 pixels wide: the expected final score when that choice is made.</extracomment>
        <translation>Erwartungswert</translation>
    </message>
    <message>
        <source>Behind</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 70 pixels wide: how many points that choice is worse than the best.</extracomment>
        <translation>Rückstand</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>beste</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <extracomment>Tooltip of the analysis panel&apos;s row that matches the dice held or the box chosen now.</extracomment>
        <translation>Deine aktuelle Wahl</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel before there is anything to analyse, and its name for screen readers (a noun): every choice with its expected final score.</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Mögliche Züge und ihre erwarteten Endergebnisse</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <extracomment>Line above the analysis table: {chances} is each player&apos;s chance (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Gewinnchancen: {chances}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <extracomment>Why a key or click did nothing: a computer player is on turn (its turn is played at once instead).</extracomment>
        <translation>Ein Computerspieler ist am Zug.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>{name}: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from a list box: {name} is the list box&apos;s name (“Computer speed: choices”).</extracomment>
        <translation>{name}: Auswahl</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the New game, Settings and Join a table dialogs: close them, changing nothing. No &amp; letter (Esc presses it): your language&apos;s usual word.</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): a computer&apos;s turn is played at once, nothing shown (adjective).</extracomment>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): fast (adjective).</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): the usual speed (adjective).</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): slow, every step of the turn easy to follow (adjective).</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <extracomment>Screen readers&apos; name of the list of computer speeds in the New game and Settings dialogs.</extracomment>
        <translation>Computertempo</translation>
    </message>
    <message>
        <source>&amp;Animate rolling dice</source>
        <extracomment>[New game dialog, Host a table dialog, Settings dialog] Check box: show the dice rolling (a verb phrase).</extracomment>
        <translation>&amp;Rollende Würfel animieren</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Rollende Würfel animieren</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>Button of the Settings dialog: keep the changes. No &amp; letter (Enter presses it): your language&apos;s usual word.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <extracomment>[Settings dialog] Form label of the list: how fast computer players play (Instant … Slow).</extracomment>
        <translation>&amp;Computertempo</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Button of the Game over dialog: close it, the finished game stays on the board. No &amp; letter (Esc presses it).</extracomment>
        <translation>Schließen</translation>
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
        <extracomment>Badge painted under a held die (kept out of the next roll): capitals, and as few letters as you can, at most about 6: the badge is only as wide as the die.</extracomment>
        <translation>GEHALTEN</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <extracomment>Badge painted under a die the hint suggests holding: a question, capitals, at most about 6 letters: the badge is only as wide as the die.</extracomment>
        <translation>HALTEN?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <extracomment>Screen readers&apos; name of the board&apos;s heading, which names the player on turn.</extracomment>
        <translation>Wer ist dran</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>Text of the big button under the dice, and its name for screen readers: roll the dice (a verb, imperative).</extracomment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <extracomment>Link-like button at the foot of the board: opens the rules; (F1) names its key.</extracomment>
        <translation>Spielanleitung (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play button at the foot of the board.</extracomment>
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
        <extracomment>The board&apos;s heading when the game has ended (when there is no result line to show).</extracomment>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>The board&apos;s heading, and the text of the greyed-out Roll button, while the game is paused (an adjective).</extracomment>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation>Die Endergebnisse stehen auf dem Zettel.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>Line under the board&apos;s heading: {turn} is the turn&apos;s number, {turns} the turns of each player (13, 26 or 39).</extracomment>
        <translation>Runde {turn} von {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <extracomment>Part of the line under the board&apos;s heading while a computer plays, after a middle dot: {level} is its level (Easy … Expert); lower case.</extracomment>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Text of the big button under the dice when the game is over: a new game with the same players.</extracomment>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Zum Ende (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <extracomment>Text of the big button under the dice after a roll: roll the dice not held; %n rolls are left (1 or 2).</extracomment>
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
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} spielt. Drücke Esc oder klicke, um zum Ende des Zugs zu springen.</translation>
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
        <source>one</source>
        <extracomment>The face 1 of a die as screen readers read it (“Die 2: one, held”): the number as a word, lower case.</extracomment>
        <translation>Eins</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The face 2 of a die as screen readers read it (“Die 2: two, held”): the number as a word, lower case.</extracomment>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <extracomment>The face 3 of a die as screen readers read it (“Die 2: three, held”): the number as a word, lower case.</extracomment>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <extracomment>The face 4 of a die as screen readers read it (“Die 2: four, held”): the number as a word, lower case.</extracomment>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <extracomment>The face 5 of a die as screen readers read it (“Die 2: five, held”): the number as a word, lower case.</extracomment>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <extracomment>The face 6 of a die as screen readers read it (“Die 2: six, held”): the number as a word, lower case.</extracomment>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Würfel {number}: verdeckt während der Pause</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six); held: kept out of the next roll.</extracomment>
        <translation>Würfel {number}: {face}, gehalten</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six).</extracomment>
        <translation>Würfel {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: their time budget ran out.</extracomment>
        <translation>{name} hat keine Zeit mehr</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: with hidden score sheets, which box goes unsaid.</extracomment>
        <translation>{player} hat ein Feld belegt</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} erzielt {points} in {box} auf Zettel {card} und erreicht den oberen Bonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name, {card} 1 to 3.</extracomment>
        <translation>{player} erzielt {points} in {box} auf Zettel {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} erzielt {points} in {box} und erreicht den oberen Bonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} erzielt {points} in {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: Fünferpasch hat auf jedem Zettel 50.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Kein Bonus: Nicht auf jedem Zettel hat Fünferpasch 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Freier Joker: Dieser Wurf darf mit vollem Wert in jedes freie Feld.</translation>
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
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: Fünferpasch hat bereits 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Kein Bonus: Fünferpasch hat 0.</translation>
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
        <translation>Der Zettel von {name} bleibt bis zum Spielende verdeckt.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: in the Triple game, card {card} (1 to 3) has {total} points, counting ×{multiplier}.</extracomment>
        <translation>Zettel {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: card {card} (1 to 3) has {total} points.</extracomment>
        <translation>Zettel {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: the last one: the player&apos;s total score.</extracomment>
        <translation>Endsumme: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Oben {upper} + oberer Bonus {upper_bonus} + unten {lower} + Extra-Pasch-Bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Oben {upper} + oberer Bonus {upper_bonus} + unten {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Oben {upper} + unten {lower} + Extra-Pasch-Bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers.</extracomment>
        <translation>Oben {upper} + unten {lower} = {total}</translation>
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
        <extracomment>Screen readers&apos; name of the clock line on the board.</extracomment>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <extracomment>Screen readers&apos; name of the line on the board that says which boxes a joker may fill.</extracomment>
        <translation>Warum diese Felder</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation>Hinweis des Trainers zu deinem letzten Zug</translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”) while the game is paused.</extracomment>
        <translation>{name}: noch {time} (pausiert)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”).</extracomment>
        <translation>{name}: noch {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget is nearly used up: %n seconds.</extracomment>
        <translation>
            <numerusform>{name} hat noch %n Sekunde.</numerusform>
            <numerusform>{name} hat noch %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <extracomment>Celebration painted over the board after a five of a kind: the box&apos;s name (the same words as the box Five of a Kind), exclaimed.</extracomment>
        <translation>Fünferpasch!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <extracomment>Celebration painted over the board when the upper bonus is earned: {bonus} is 35.</extracomment>
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
        <extracomment>In the About box, after the game&apos;s name: {version} is a number like 1.2.0 (lower case).</extracomment>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <extracomment>Title of the About box, and screen readers&apos; name of How to play&apos;s About button.</extracomment>
        <translation>Über Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <extracomment>First line of the About box: the game&apos;s name in bold, then “version 1.2.0”; keep the &lt;b&gt; tags.</extracomment>
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
        <extracomment>Screen readers&apos; name of the How to play page.</extracomment>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Screen readers&apos; name of How to play&apos;s Close button (Qt words the button itself).</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[How to play window] Button at the foot of How to play: opens the About box.</extracomment>
        <translation>&amp;Über Five Dice</translation>
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
        <extracomment>First item of the Settings dialog&apos;s list of languages: the language the computer is set to.</extracomment>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The weakest.</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The second.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. Plays for the highest average score.</extracomment>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The strongest: plays to beat its opponents.</extracomment>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>[Menu bar] Title of the first menu (new game, restart, pause, hint, scoreboard, quit); the letter after &amp; is its Alt key, unlike the other menu titles&apos;.</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>[Menu bar] Title of the Edit menu (Undo, Sound, Settings): your language&apos;s usual name.</extracomment>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>[Menu bar] Title of the View menu (Analysis, Chances to win).</extracomment>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>[Menu bar] Title of the Help menu (How to play, Keyboard shortcuts, About): your language&apos;s usual name.</extracomment>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Name of the toolbar, where a list of toolbars shows it: the game&apos;s commands (the Game menu&apos;s title without its &amp;).</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>More actions</source>
        <extracomment>Tooltip and screen readers&apos; name of the » button at the end of the toolbar, which shows the buttons that do not fit.</extracomment>
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
        <extracomment>Error when a box is chosen that was filled before; {box} is a box&apos;s name on the score card (e.g. Full House).</extracomment>
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
        <extracomment>The name of a player whose name field was left empty: {number} is the seat, 1 to 4 (a noun used as a name: “Player 2”).</extracomment>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of a player whose name is blank (a noun used as a name).</extracomment>
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
        <source>A player&apos;s app did not send its share of the dice, so the game could not start: the table is closed.</source>
        <extracomment>Why a network table closed just after its start: the dice are made from a random share of every player&apos;s app, and one never came (the app left, or its connection was lost).</extracomment>
        <translation>Die App eines Spielers hat ihren Anteil an den Würfeln nicht geschickt, daher konnte das Spiel nicht beginnen: Der Tisch ist geschlossen.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not the ones all the players made together, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the dice of a network game are made from a share of every player&apos;s app, and the host&apos;s were not those.</extracomment>
        <translation>Die Würfel des Gastgebers waren nicht die, die alle Spieler gemeinsam erzeugt haben, daher wird dieses Spiel nicht gespeichert.</translation>
    </message>
    <message>
        <source>The host&apos;s end of the game does not match the moves it sent, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the boxes it revealed at the end are not the ones it sent (or sealed) during the game.</extracomment>
        <translation>Das Spielende beim Gastgeber passt nicht zu den Zügen, die er geschickt hat, daher wird dieses Spiel nicht gespeichert.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the game has ended.</extracomment>
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
        <source>The host removed you from the table.</source>
        <extracomment>Why the host of a network table sent a player at another computer away: the host chose to.</extracomment>
        <translation>Der Gastgeber hat dich vom Tisch entfernt.</translation>
    </message>
    <message>
        <source>Your time for this turn ran out: the computer plays the rest of it.</source>
        <translation>Deine Zeit für diesen Zug ist abgelaufen: Der Computer spielt ihn zu Ende.</translation>
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
        <extracomment>Why a network table refuses a player who asks to join: every seat is taken.</extracomment>
        <translation>Der Tisch ist voll.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <extracomment>Told to a player at another computer after they chose Leave: why the table closed for them.</extracomment>
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
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>In einem Netzwerkspiel führt der Computer des Gastgebers das Spiel; schicke ihm eine Anfrage.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Rückgängig ist in Netzwerkspielen ausgeschaltet.</translation>
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
        <source>The game has not started yet.</source>
        <translation>Das Spiel hat noch nicht begonnen.</translation>
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
        <extracomment>Why a network table refuses a move of a player at another computer: the host paused the game.</extracomment>
        <translation>Das Spiel ist pausiert.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Finding the table…</source>
        <extracomment>How a friend anywhere is connected: the mailbox server answered, now waiting.</extracomment>
        <translation>Tisch wird gesucht…</translation>
    </message>
    <message>
        <source>The code was right: connecting…</source>
        <extracomment>How a friend anywhere is connected: the code was right, connecting.</extracomment>
        <translation>Der Code war richtig: Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>Connected directly.</source>
        <extracomment>How a friend anywhere is connected: computer to computer, not through a server.</extracomment>
        <translation>Direkt verbunden.</translation>
    </message>
    <message>
        <source>Connected through a relay.</source>
        <extracomment>How a friend anywhere is connected: through the transit relay server.</extracomment>
        <translation>Über einen Relay-Server verbunden.</translation>
    </message>
    <message>
        <source>The connection was lost: getting it back…</source>
        <translation>Die Verbindung ist abgebrochen: Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>The code was wrong. Codes work once: ask your friend for a new one.</source>
        <translation>Der Code war falsch. Codes gelten nur einmal: Bitte deinen Freund um einen neuen.</translation>
    </message>
    <message>
        <source>No table answered this code. Codes work once: ask your friend for a new one.</source>
        <translation>Kein Tisch hat auf diesen Code geantwortet. Codes gelten nur einmal: Bitte deinen Freund um einen neuen.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached. Is this computer on the internet?</source>
        <translation>Der Mailbox-Server ist nicht erreichbar. Ist dieser Computer mit dem Internet verbunden?</translation>
    </message>
    <message>
        <source>The host closed the invitation.</source>
        <translation>Der Gastgeber hat die Einladung geschlossen.</translation>
    </message>
    <message>
        <source>That code is not for a Five Dice table.</source>
        <translation>Dieser Code gehört nicht zu einem Five-Dice-Tisch.</translation>
    </message>
    <message>
        <source>Host a table on the network</source>
        <translation>Einen Tisch im Netzwerk eröffnen</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a player at another computer.</extracomment>
        <translation>Spieler im Netzwerk</translation>
    </message>
    <message>
        <source>Friend anywhere (code)</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a friend anywhere (on the internet), who joins with a code made for the seat.</extracomment>
        <translation>Freund übers Internet (Code)</translation>
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
        <extracomment>The table&apos;s name the Host a table dialog suggests: {name} is the first player&apos;s name.</extracomment>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <extracomment>Screen readers&apos; name of the field with the table&apos;s name.</extracomment>
        <translation>Tischname</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <extracomment>[Host a table dialog] Form label of the field with the table&apos;s name, which guests see.</extracomment>
        <translation>Ti&amp;schname</translation>
    </message>
    <message>
        <source>Turn &amp;limit</source>
        <extracomment>[Host a table dialog] Form label of the choice of how long a player at another computer may take for a turn before the computer plays the rest of it.</extracomment>
        <translation>Zeit&amp;limit pro Zug</translation>
    </message>
    <message>
        <source>O&amp;pen the table</source>
        <extracomment>[Host a table dialog] The dialog&apos;s OK button: open the table and wait in its lobby for the players (a verb phrase).</extracomment>
        <translation>Tis&amp;ch eröffnen</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>Screen readers&apos; name of the button Open the table.</extracomment>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>[Host a table dialog] The turn limit&apos;s first choice: no limit.</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>30 seconds a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has 30 seconds a turn.</extracomment>
        <translation>30 Sekunden pro Zug</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has a minute a turn.</extracomment>
        <translation>1 Minute pro Zug</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has two minutes a turn.</extracomment>
        <translation>2 Minuten pro Zug</translation>
    </message>
    <message>
        <source>How long a player at another computer may take for a turn: then the computer plays the rest of it for them</source>
        <translation>Wie lange ein Spieler an einem anderen Computer für einen Zug brauchen darf: Danach spielt der Computer den Zug für ihn zu Ende</translation>
    </message>
    <message>
        <source>Turn limit for players elsewhere</source>
        <extracomment>Screen readers&apos; name of the turn limit&apos;s list in the Host a table dialog.</extracomment>
        <translation>Zeitlimit pro Zug für Spieler im Netzwerk</translation>
    </message>
    <message>
        <source>Kick a player</source>
        <extracomment>Window title of the dialog that sends a player at another computer away from the table hosted here.</extracomment>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Player to kick</source>
        <extracomment>Screen readers&apos; name of the list of the players that can be kicked.</extracomment>
        <translation>Zu entfernender Spieler</translation>
    </message>
    <message>
        <source>The computer plays the seat ({level})</source>
        <extracomment>[Kick a player dialog] A choice of who plays a kicked player&apos;s seat: {level} is a computer level (Easy … Expert).</extracomment>
        <translation>Der Computer übernimmt den Platz ({level})</translation>
    </message>
    <message>
        <source>Nobody: the player drops out, their card stays as it is</source>
        <translation>Niemand: Der Spieler scheidet aus, sein Zettel bleibt, wie er ist</translation>
    </message>
    <message>
        <source>Who plays the seat</source>
        <extracomment>Screen readers&apos; name of the list of who plays a kicked player&apos;s seat.</extracomment>
        <translation>Wer den Platz übernimmt</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>[Kick a player dialog] Form label of the list of the players at other computers.</extracomment>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Then</source>
        <extracomment>[Kick a player dialog] Form label of the list of who plays the kicked player&apos;s seat from then on.</extracomment>
        <translation>&amp;Danach</translation>
    </message>
    <message>
        <source>They are sent away for this game and cannot take their seat back.</source>
        <translation>Der Spieler wird für dieses Spiel entfernt und kann seinen Platz nicht wieder einnehmen.</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <extracomment>[Kick a player dialog] Button: send the chosen player away from the table (a verb).</extracomment>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Join my Five Dice table: open Five Dice, Game &gt; Join a table, code {code} (or open {link}).</source>
        <translation>Komm an meinen Five-Dice-Tisch: Öffne Five Dice, Spiel &gt; Tisch beitreten, Code {code} (oder öffne {link}).</translation>
    </message>
    <message>
        <source>A wrong code was tried: a new code was made. Send it again.</source>
        <extracomment>The invitation a host copies for a friend anywhere (to paste into a message): {code} is a code like 7-guitarist-revenge, {link} the same as a link.</extracomment>
        <translation>Ein falscher Code wurde versucht: Es wurde ein neuer Code erstellt. Sende ihn noch einmal.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached: trying again soon…</source>
        <translation>Der Mailbox-Server ist nicht erreichbar: Neuer Versuch in Kürze…</translation>
    </message>
    <message>
        <source>The invitation closed: a new code was made.</source>
        <translation>Die Einladung wurde geschlossen: Es wurde ein neuer Code erstellt.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <extracomment>In the lobby: the seat a friend anywhere&apos;s code is for ({number}: 1 to 4).</extracomment>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <extracomment>Grey text in a seat&apos;s code field while the code is being made.</extracomment>
        <translation>Code wird erstellt…</translation>
    </message>
    <message>
        <source>Code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s code field in the lobby ({number}: 1 to 4).</extracomment>
        <translation>Code für Platz {number}</translation>
    </message>
    <message>
        <source>Copy invitation</source>
        <extracomment>[Lobby] Button: copy the invitation with the seat&apos;s code, to paste into a message.</extracomment>
        <translation>Einladung kopieren</translation>
    </message>
    <message>
        <source>Copy the invitation for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s Copy invitation button ({number}: 1 to 4).</extracomment>
        <translation>Einladung für Platz {number} kopieren</translation>
    </message>
    <message>
        <source>New code</source>
        <extracomment>[Lobby] Button: make a new code for the seat (the old one stops working).</extracomment>
        <translation>Neuer Code</translation>
    </message>
    <message>
        <source>New code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s New code button ({number}: 1 to 4).</extracomment>
        <translation>Neuer Code für Platz {number}</translation>
    </message>
    <message>
        <source>Send the invitation to your friend.</source>
        <extracomment>Under a seat&apos;s code in the lobby: the code is ready, the friend has not used it yet.</extracomment>
        <translation>Sende die Einladung an deinen Freund.</translation>
    </message>
    <message>
        <source>Invitation copied: paste it into a message.</source>
        <extracomment>Under a seat&apos;s code in the lobby, after Copy invitation.</extracomment>
        <translation>Einladung kopiert: Füge sie in eine Nachricht ein.</translation>
    </message>
    <message>
        <source>Friends anywhere: one code per seat</source>
        <extracomment>[Lobby] Heading above the codes of the seats for friends anywhere (on the internet).</extracomment>
        <translation>Freunde übers Internet: ein Code pro Platz</translation>
    </message>
    <message>
        <source>Codes for friends anywhere</source>
        <extracomment>Window title of the dialog with the codes of the seats for friends anywhere.</extracomment>
        <translation>Codes für Freunde übers Internet</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Window title of the Join a table dialog.</extracomment>
        <translation>Tisch beitreten</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Gefundene Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <extracomment>[Join a table dialog] Button: look for tables on this network again.</extracomment>
        <translation>&amp;Erneut suchen</translation>
    </message>
    <message>
        <source>Search again</source>
        <extracomment>Screen readers&apos; name of the button Search again.</extracomment>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <extracomment>Grey text in the empty address field: an example address, {address} (192.168.1.20); e.g.: for example.</extracomment>
        <translation>z. B. {address}</translation>
    </message>
    <message>
        <source>e.g. {code}</source>
        <extracomment>Grey text in the empty field for a friend anywhere&apos;s code: an example code.</extracomment>
        <translation>z. B. {code}</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <extracomment>[Join a table dialog] Form label of the field with the host computer&apos;s network address.</extracomment>
        <translation>A&amp;dresse</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <extracomment>[Join a table dialog] Form label of the field with the network port, a number.</extracomment>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>Join co&amp;de</source>
        <extracomment>[Join a table dialog] Form label of the field with the four-digit code the host&apos;s screen shows.</extracomment>
        <translation>&amp;Beitrittscode</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Suche nach Tischen in diesem Netzwerk…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <extracomment>Screen readers&apos; name of the list of seats once joined.</extracomment>
        <translation>Plätze am Tisch</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <extracomment>[Join a table dialog] Button: ask the host for a seat (a verb).</extracomment>
        <translation>Be&amp;itreten</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <extracomment>[Join a table dialog] Form label of the field with the player&apos;s name at the table.</extracomment>
        <translation>Dein &amp;Name</translation>
    </message>
    <message>
        <source>Code from a friend a&amp;nywhere</source>
        <extracomment>[Join a table dialog] Form label of the field for the code a friend anywhere (on the internet) sent, like 7-guitarist-revenge.</extracomment>
        <translation>&amp;Code eines Freundes übers Internet</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <extracomment>[Join a table dialog] Label above the list of the tables found on this network.</extracomment>
        <translation>&amp;Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <extracomment>A table in the list of tables found: {table} its name, {address} the host&apos;s address, {port} a number, {seats} the number of free seats.</extracomment>
        <translation>{table} auf {address}, Port {port} ({seats} frei)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Wähle einen Tisch oder gib seine Adresse und seinen Port ein.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Name at the table of a player who left the name field empty.</extracomment>
        <translation>Spieler</translation>
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
        <source>Joining {address}…</source>
        <extracomment>Line under the fields of Join a table while the host at {address} is being asked.</extracomment>
        <translation>Verbindung mit {address} wird hergestellt…</translation>
    </message>
    <message>
        <source>A code is a number and words, like 7-guitarist-revenge: type it as your friend sent it.</source>
        <translation>Ein Code besteht aus einer Zahl und Wörtern, z. B. 7-guitarist-revenge: Gib ihn so ein, wie dein Freund ihn geschickt hat.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <extracomment>Under the fields of Join a table: what a code from a friend anywhere looks like.</extracomment>
        <translation>Du hast einen Platz. Das Spiel beginnt, sobald der Gastgeber es startet.</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <extracomment>[Join a table dialog] The Cancel button once the player has a seat: leave the table (a verb).</extracomment>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>A computer&apos;s seat in a table&apos;s list of seats: {name} its name, {level} its level (Easy … Expert).</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (am Computer des Gastgebers)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a friend anywhere…</source>
        <extracomment>An open seat in the lobby kept for a friend anywhere, who joins with its code.</extracomment>
        <translation>Freier Platz: wartet auf einen Freund übers Internet…</translation>
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
        <extracomment>A seat in a table&apos;s list of seats, taken by a player at another computer.</extracomment>
        <translation>{name} (beigetreten)</translation>
    </message>
    <message>
        <source>Network table</source>
        <extracomment>Window title of the host&apos;s lobby: the table others join.</extracomment>
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
        <extracomment>Screen readers&apos; name of the big join code in the lobby: {digits} are four digits read one by one (“4 7 1 2”).</extracomment>
        <translation>Beitrittscode {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>Screen readers&apos; name of the lobby&apos;s list of seats.</extracomment>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>[Network table dialog] Button: start the game at the table (a verb). Reads “Start without the open seats” while seats are open.</extracomment>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <extracomment>[Network table dialog] Button: close the table; the players who joined are sent away.</extracomment>
        <translation>&amp;Tisch schließen</translation>
    </message>
    <message>
        <source>Start &amp;without the open seats</source>
        <extracomment>[Network table dialog] The Start button while some seats are still open: start, leaving them out.</extracomment>
        <translation>&amp;Ohne die freien Plätze starten</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Kick a player…</source>
        <extracomment>[Game menu] Menu item while hosting a table: send a player at another computer away from it (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>Spieler entfe&amp;rnen…</translation>
    </message>
    <message>
        <source>Send a player at another computer away from the table: a computer plays for them</source>
        <translation>Einen Spieler an einem anderen Computer vom Tisch entfernen: Ein Computer spielt für ihn</translation>
    </message>
    <message>
        <source>Codes for friends &amp;anywhere…</source>
        <extracomment>[Game menu] Menu item while hosting a table with seats for friends anywhere: show their codes (and make a new one for a friend who lost the connection for good). “…”: a dialog opens.</extracomment>
        <translation>&amp;Codes für Freunde übers Internet…</translation>
    </message>
    <message>
        <source>The codes of the seats for friends anywhere: copy one again, or make a new one</source>
        <translation>Die Codes der Plätze für Freunde übers Internet: einen erneut kopieren oder einen neuen erzeugen</translation>
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
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} ist dem Tisch beigetreten.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <extracomment>Notice in a network game: the player {name}, at another computer, left.</extracomment>
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
        <source>{name} was sent away from the table.</source>
        <extracomment>Notice in a network game the host opened here: the host sent the player {name}, at another computer, away from the table (Game &gt; Kick a player…).</extracomment>
        <translation>{name} wurde vom Tisch entfernt.</translation>
    </message>
    <message>
        <source>{name}&apos;s time for the turn ran out: the computer plays the rest of it.</source>
        <extracomment>Notice in a network game the host opened here: the player {name}, at another computer, took longer than the table&apos;s turn limit; the computer finishes the turn for them.</extracomment>
        <translation>Die Zeit von {name} für diesen Zug ist abgelaufen: Der Computer spielt ihn zu Ende.</translation>
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
        <extracomment>Stands for a player whose name is not known, in the news of a network game.</extracomment>
        <translation>Ein Spieler</translation>
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
        <extracomment>Item of the New game dialog&apos;s list Cards per player: the Triple game, three cards counting once, twice and three times.</extracomment>
        <translation>Dreifach (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: each player fills %n score cards.</extracomment>
        <translation>
            <numerusform>%n Zettel</numerusform>
            <numerusform>%n Zettel</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <extracomment>In the New game dialog: the label before a seat&apos;s name field, and the field&apos;s grey text when empty; {number} is 1 to 4.</extracomment>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s name field in the New game dialog; {number} is 1 to 4.</extracomment>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: a person plays this seat (a noun).</extracomment>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: the computer plays this seat (a noun).</extracomment>
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
        <extracomment>Window title of the New game dialog.</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Start &amp;new game</source>
        <extracomment>[New game dialog] The dialog&apos;s OK button: start a game with these players and rules.</extracomment>
        <translation>Neues &amp;Spiel starten</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Title of the New game dialog&apos;s group of seats (a plural noun).</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s spin box with the number of players.</extracomment>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <extracomment>[New game dialog, Host a table dialog] Label of the spin box with the number of players, 1 to 4.</extracomment>
        <translation>A&amp;nzahl</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Title of the New game dialog&apos;s group with the rules (a noun).</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list of rules for extra fives. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Extra-Pasch</translation>
    </message>
    <message>
        <source>&amp;Extra five of a kind</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of rules for extra fives (Off, Official, Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>&amp;Extra-Pasch</translation>
    </message>
    <message>
        <source>Car&amp;ds per player</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list: how many score cards each player fills (1, 2, 3 or the Triple game).</extracomment>
        <translation>&amp;Zettel pro Spieler</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list: how many score cards each player fills.</extracomment>
        <translation>Zettel pro Spieler</translation>
    </message>
    <message>
        <source>&amp;Time budget</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: each player has a limited time for the whole game (a noun).</extracomment>
        <translation>Ze&amp;itbudget</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Zeitbudget pro Spieler</translation>
    </message>
    <message>
        <source> min per player</source>
        <extracomment>Suffix of the time budget&apos;s spin box, right after the number (“10 min per player”): keep the leading space; min: minutes.</extracomment>
        <translation> Min. pro Spieler</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <extracomment>Screen readers&apos; name of the time budget&apos;s spin box.</extracomment>
        <translation>Minuten pro Spieler</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Form label of the New game dialog&apos;s row with the time budget (a noun).</extracomment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>&amp;Open score sheets</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: everyone sees every card during the game; unchecked, the others&apos; cards stay hidden until the end.</extracomment>
        <translation>&amp;Offene Spielzettel</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Ohne Haken sieht jeder Spieler während des Spiels nur seinen eigenen Zettel: Felder und Summen der anderen zeigen ?, bis das Spiel endet.</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <extracomment>Screen readers&apos; name of the check box Open score sheets (everyone sees every card).</extracomment>
        <translation>Offene Spielzettel</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <extracomment>Form label of the New game dialog&apos;s row with the check box Open score sheets (a noun).</extracomment>
        <translation>Spielzettel</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <extracomment>Title of the New game dialog&apos;s group: how computer players&apos; turns are shown.</extracomment>
        <translation>Computerzüge</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of computer speeds (Instant, Fast, Normal, Slow).</extracomment>
        <translation>&amp;Tempo</translation>
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
    <message>
        <source>Rating {rating}</source>
        <extracomment>Beside a computer seat in New game: its level&apos;s fixed rating, e.g. “Rating 1,500”.</extracomment>
        <translation>Wertung {rating}</translation>
    </message>
    <message>
        <source>Computer levels have fixed ratings: this one is {rating}.</source>
        <extracomment>Tooltip of a computer seat&apos;s rating in New game: {rating} is e.g. 1,500.</extracomment>
        <translation>Computerstufen haben eine feste Wertung: Diese hat {rating}.</translation>
    </message>
    <message>
        <source>new player</source>
        <extracomment>Beside a person&apos;s seat in New game, for a name never played here: a profile is made for them at the end of the game.</extracomment>
        <translation>neuer Spieler</translation>
    </message>
    <message>
        <source>A name not played here before: a new player, rated from {rating}.</source>
        <extracomment>Tooltip of “new player” beside a name in New game: {rating} is where everyone&apos;s rating starts (1,500).</extracomment>
        <translation>Dieser Name hat hier noch nie gespielt: ein neuer Spieler mit der Startwertung {rating}.</translation>
    </message>
    <message>
        <source>not rated yet</source>
        <extracomment>Beside a known person&apos;s seat in New game, who has played no rated game yet.</extracomment>
        <translation>noch keine Wertung</translation>
    </message>
    <message>
        <source>Rated games are games of one card each against others, played to the end without hints or undo.</source>
        <translation>Gewertet werden Spiele mit je einem Zettel gegen andere, die ohne Tipps und ohne rückgängig gemachte Würfe zu Ende gespielt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games.</source>
        <extracomment>Tooltip of a known person&apos;s rating in New game: {rating} e.g. 1,612, {rd} how sure it is (e.g. 85: the true rating is likely within 85 of it), %n the rated games played.</extracomment>
        <translation>
            <numerusform>Wertung {rating} (±{rd}) nach %n gewerteten Spiel.</numerusform>
            <numerusform>Wertung {rating} (±{rd}) nach %n gewerteten Spielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known players</source>
        <extracomment>Screen readers&apos; name of the list of known players that drops down from a name field.</extracomment>
        <translation>Bekannte Spieler</translation>
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
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s Dismiss button.</extracomment>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s text while it is empty.</extracomment>
        <translation>Meldung</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <extracomment>The message bar: {message} is the first message, then how many more wait; keep the two spaces.</extracomment>
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
    <name>PlayerId</name>
    <message>
        <source>Player ID</source>
        <extracomment>Title of the Settings dialog&apos;s group with the player&apos;s secret ID.
----------
Screen readers&apos; name of the field with the player&apos;s secret ID.</extracomment>
        <translation>Spieler-ID</translation>
    </message>
    <message>
        <source>Player &amp;ID of</source>
        <extracomment>[Settings dialog] Form label of the list of players: whose ID is shown.</extracomment>
        <translation>Spieler-&amp;ID von</translation>
    </message>
    <message>
        <source>Whose player ID</source>
        <extracomment>Screen readers&apos; name of the list of players whose ID Settings shows.</extracomment>
        <translation>Wessen Spieler-ID</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <extracomment>[Settings dialog] Button: show the hidden player ID (while shown it reads Hide).</extracomment>
        <translation>&amp;Anzeigen</translation>
    </message>
    <message>
        <source>Show the player ID</source>
        <extracomment>Screen readers&apos; name of the button that shows the hidden player ID.</extracomment>
        <translation>Spieler-ID anzeigen</translation>
    </message>
    <message>
        <source>Keep it private: anyone who has this ID can play as this player. It carries the player to another computer of yours, with the rating code.</source>
        <extracomment>Under the player ID in Settings.</extracomment>
        <translation>Halte sie geheim: Wer diese ID hat, kann als dieser Spieler spielen. Zusammen mit dem Wertungscode bringt sie den Spieler auf einen anderen Computer von dir.</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <extracomment>[Settings dialog] Button: copy the player ID to the clipboard.</extracomment>
        <translation>ID &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy ra&amp;ting code</source>
        <extracomment>[Settings dialog] Button: copy the player&apos;s rating code (one line with their rating, to paste on another computer with the ID).</extracomment>
        <translation>&amp;Wertungscode kopieren</translation>
    </message>
    <message>
        <source>Use an ID from another &amp;device…</source>
        <extracomment>[Settings dialog] Button: paste an ID (and rating code) copied on another computer so this computer continues that player&apos;s rating; “…”: a dialog opens.</extracomment>
        <translation>ID von einem anderen &amp;Gerät verwenden…</translation>
    </message>
    <message>
        <source>Copy the player ID</source>
        <extracomment>Screen readers&apos; name of Copy ID in Settings.</extracomment>
        <translation>Spieler-ID kopieren</translation>
    </message>
    <message>
        <source>Copy the rating code</source>
        <extracomment>Screen readers&apos; name of Copy rating code in Settings.</extracomment>
        <translation>Wertungscode kopieren</translation>
    </message>
    <message>
        <source>Use an ID from another device</source>
        <extracomment>Window title of the dialog that takes an ID from another computer.</extracomment>
        <translation>ID von einem anderen Gerät verwenden</translation>
    </message>
    <message>
        <source>A player gets an ID with their first finished game.</source>
        <extracomment>In Settings, before anyone has finished a game here.</extracomment>
        <translation>Ein Spieler bekommt seine ID mit seinem ersten beendeten Spiel.</translation>
    </message>
    <message>
        <source>Hid&amp;e</source>
        <extracomment>[Settings dialog] The Show button while the ID is shown: hide it again.</extracomment>
        <translation>&amp;Verbergen</translation>
    </message>
    <message>
        <source>Hide the player ID</source>
        <extracomment>Screen readers&apos; name of the Show button while the ID is shown.</extracomment>
        <translation>Spieler-ID verbergen</translation>
    </message>
    <message>
        <source>The ID is copied. Keep it private.</source>
        <extracomment>Said in Settings after Copy ID.</extracomment>
        <translation>Die ID ist kopiert. Halte sie geheim.</translation>
    </message>
    <message>
        <source>The rating code is copied. Paste it with the ID on the other computer.</source>
        <extracomment>Said in Settings after Copy rating code.</extracomment>
        <translation>Der Wertungscode ist kopiert. Füge ihn zusammen mit der ID auf dem anderen Computer ein.</translation>
    </message>
    <message>
        <source>That ID already belongs to a player here.</source>
        <extracomment>In Use an ID: the ID pasted is already one of the players here.</extracomment>
        <translation>Diese ID gehört schon einem Spieler hier.</translation>
    </message>
    <message>
        <source>{name} now plays with the ID from the other device: rating {rating}.</source>
        <extracomment>Said in Settings once a player continues a rating from another computer: {name} is the player here, {rating} the rating they continue (e.g. 1,612).</extracomment>
        <translation>{name} spielt jetzt mit der ID vom anderen Gerät: Wertung {rating}.</translation>
    </message>
    <message>
        <source>Paste the ID and the rating code copied in Settings on the other computer. {name} then plays here with that ID, and the rating continues from the code; {name}&apos;s games here stay {name}&apos;s.</source>
        <extracomment>{name} is the player at this computer who takes the ID.</extracomment>
        <translation>Füge die ID und den Wertungscode ein, die du auf dem anderen Computer in den Einstellungen kopiert hast. {name} spielt dann hier mit dieser ID, und die Wertung geht ab dem Code weiter; die Spiele von {name} hier bleiben {name} zugeordnet.</translation>
    </message>
    <message>
        <source>&amp;ID</source>
        <extracomment>[Use an ID dialog] Form label of the field for the ID.</extracomment>
        <translation>&amp;ID</translation>
    </message>
    <message>
        <source>&amp;Rating code</source>
        <extracomment>[Use an ID dialog] Form label of the field for the rating code.</extracomment>
        <translation>&amp;Wertungscode</translation>
    </message>
    <message>
        <source>Rating code</source>
        <extracomment>Screen readers&apos; name of the rating code&apos;s field.</extracomment>
        <translation>Wertungscode</translation>
    </message>
    <message>
        <source>&amp;Use this ID</source>
        <extracomment>[Use an ID dialog] Button: take the ID and continue its rating here.</extracomment>
        <translation>Diese ID &amp;verwenden</translation>
    </message>
    <message>
        <source>That is not a whole ID: 32 letters and digits, as Copy ID gives.</source>
        <extracomment>In Use an ID: what was pasted as the ID is not one.</extracomment>
        <translation>Das ist keine vollständige ID: 32 Buchstaben und Ziffern, wie „ID kopieren“ sie liefert.</translation>
    </message>
    <message>
        <source>That rating code is not whole, or belongs to another ID. Copy both again on the other computer.</source>
        <extracomment>In Use an ID: the rating code is cut short, mistyped, or from another ID.</extracomment>
        <translation>Dieser Wertungscode ist unvollständig oder gehört zu einer anderen ID. Kopiere beides noch einmal auf dem anderen Computer.</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>A game alone is not rated: a rating needs opponents.</source>
        <extracomment>Why a finished game is not rated: it was played alone.</extracomment>
        <translation>Ein Spiel allein wird nicht gewertet: Eine Wertung braucht Gegner.</translation>
    </message>
    <message>
        <source>Only games of one card each are rated.</source>
        <extracomment>Why a finished game is not rated: each player filled 2 or 3 cards.</extracomment>
        <translation>Nur Spiele mit je einem Zettel werden gewertet.</translation>
    </message>
    <message>
        <source>The Triple game is not rated, only games of one card.</source>
        <extracomment>Why a finished game is not rated: it was the Triple game (three cards ×1 ×2 ×3).</extracomment>
        <translation>Das Dreifach-Spiel wird nicht gewertet, nur Spiele mit einem Zettel.</translation>
    </message>
    <message>
        <source>The coach helped in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: the coach helped (a hint, the analysis panel or coach mode).</extracomment>
        <translation>In diesem Spiel hat der Trainer geholfen, daher wird es nicht gewertet.</translation>
    </message>
    <message>
        <source>A roll was undone in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: a roll was taken back and rolled again.</extracomment>
        <translation>In diesem Spiel wurde ein Wurf rückgängig gemacht, daher wird es nicht gewertet.</translation>
    </message>
    <message>
        <source>A player dropped out before the end, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: a player dropped out before the end.</extracomment>
        <translation>Ein Spieler ist vor dem Ende ausgeschieden, daher wird dieses Spiel nicht gewertet.</translation>
    </message>
    <message>
        <source>One person played two seats, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: one person (one name) played two seats.</extracomment>
        <translation>Eine Person hat zwei Plätze belegt, daher wird dieses Spiel nicht gewertet.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>Window title of the dialog with the result of a finished game.</extracomment>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>[Game over dialog] Button: a new game with the same players and rules (the default).</extracomment>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <extracomment>[Game over dialog] Button: see each of your decisions against perfect play (a verb).</extracomment>
        <translation>Spiel &amp;auswerten</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Jede deiner Entscheidungen im Vergleich zum perfekten Spiel</translation>
    </message>
    <message>
        <source>Practice: not rated. {why}</source>
        <extracomment>Under the result of a game that does not change ratings: {why} is one sentence, e.g. “Only games of one card each are rated.”</extracomment>
        <translation>Übungsspiel: nicht gewertet. {why}</translation>
    </message>
    <message>
        <source>{name} {before} → {after} ({change})</source>
        <extracomment>A rated person&apos;s new rating under the result: {name} is the name, {before} and {after} the rating before and after the game, {change} the difference with its sign (“Ana 1,612 → 1,631 (+19)”).</extracomment>
        <translation>{name} {before} → {after} ({change})</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Heading over the rating changes under a game&apos;s result.</extracomment>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <extracomment>{name} is a player&apos;s name, a computer&apos;s with its level: &quot;Dex (Expert)&quot;.</extracomment>
        <translation>{name}, Zeit abgelaufen</translation>
    </message>
    <message>
        <source>{place}.</source>
        <extracomment>A place in the result table: {place} is 1 to 4; write it as your language writes a rank (“1.”, “1st”).</extracomment>
        <translation>{place}.</translation>
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
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Runde {turn}, Wurf {roll}: {box} zu belegen kostete {cost} Punkte.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Runde {turn}, Wurf {roll}: {box} auf Zettel {card} zu belegen kostete {cost} Punkte.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points (7.5).</extracomment>
        <translation>Runde {turn}, Wurf {roll}: {dice} zu halten und zu würfeln kostete {cost} Punkte.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); the player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Runde {turn}, Wurf {roll}: Alle fünf neu zu würfeln kostete {cost} Punkte.</translation>
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
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): fill the box {box} (its name, e.g. Full House) on card {card} (1 to 3).</extracomment>
        <translation>{box} (Zettel {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): roll the dice, at the start of a turn (a verb, lower case).</extracomment>
        <translation>würfeln</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): hold no die and roll all five again (a verb phrase, lower case).</extracomment>
        <translation>alle fünf neu würfeln</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): keep the dice {dice} (faces, e.g. “4 4 4”) and roll the others (lower case).</extracomment>
        <translation>{dice} halten und würfeln</translation>
    </message>
    <message>
        <source>{face} held</source>
        <extracomment>Read aloud by screen readers for a small die of the game review: {face} is 1 to 6; held: kept out of the next roll.</extracomment>
        <translation>{face} gehalten</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Screen readers&apos; name of a row of small dice in the game review: {dice} lists the faces (“4, 4 held, 2, 6, 1”).</extracomment>
        <translation>Würfel: {dice}</translation>
    </message>
    <message>
        <source>Every decision</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s table of every decision of a player.</extracomment>
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
        <extracomment>Read aloud for an empty cell of the game review&apos;s table (e.g. Best, when the player&apos;s move was the best).</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Keine Fehler: Jede Entscheidung war die beste.</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Die größten Fehler:</translation>
    </message>
    <message>
        <source>Game review</source>
        <extracomment>Window title of the review of a finished game (a noun).</extracomment>
        <translation>Spielauswertung</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s tabs, one a player.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Reading the game from the history…</source>
        <extracomment>Shown in the game review while the game is read from the game history, when that takes a moment.</extracomment>
        <translation>Das Spiel wird aus der Historie gelesen…</translation>
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
    <message>
        <source>Review of {name}</source>
        <extracomment>Screen readers&apos; name of a player&apos;s page in the game review; {name} is the player&apos;s name.</extracomment>
        <translation>Auswertung für {name}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: no bonus and no joker (an adjective: switched off).</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll must be used as a joker in a prescribed box.</extracomment>
        <translation>Offiziell (Pflicht-Joker)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll may go in any open box as a joker.</extracomment>
        <translation>Freier Joker</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Rating history</source>
        <extracomment>Title of the scoreboard&apos;s rating chart: one player&apos;s rating after each of their rated games.</extracomment>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <source>Rated games</source>
        <extracomment>Axis title along the foot of the scoreboard&apos;s rating chart: the rated games, oldest first.
----------
Column heading of the scoreboard&apos;s table of ratings: how many rated games the person played.</extracomment>
        <translation>Gewertete Spiele</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s rating chart, and the legend of its line (a noun: a player&apos;s skill rating).
----------
Column heading of the scoreboard&apos;s table of ratings: the person&apos;s rating, e.g. 1,612.</extracomment>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <extracomment>Shown in the scoreboard&apos;s rating chart, and read aloud, while a player has no rated game.</extracomment>
        <translation>Noch keine gewerteten Spiele.</translation>
    </message>
    <message>
        <source>Rating {rating} (±{rd}) after one rated game.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart after one rated game: the player&apos;s rating, and ± how much it may be off ({rd}).</extracomment>
        <translation>Wertung {rating} (±{rd}) nach einem gewerteten Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games; {first} after the first.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart: the player&apos;s rating now, ± how much it may be off ({rd}), after %n games, and their rating after the first game.</extracomment>
        <translation>
            <numerusform>Wertung {rating} (±{rd}) nach %n gewerteten Spiel; {first} nach dem ersten.</numerusform>
            <numerusform>Wertung {rating} (±{rd}) nach %n gewerteten Spielen; {first} nach dem ersten.</numerusform>
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
        <translation>Zum Vergleich: {levels}.</translation>
    </message>
    <message>
        <source>Likely range</source>
        <extracomment>Legend of the band around the rating chart&apos;s line: where the player&apos;s true rating likely lies (± the rating deviation). Short.</extracomment>
        <translation>Wahrscheinlicher Bereich</translation>
    </message>
    <message>
        <source>Nobody has a rating yet. A game of one card each against a computer or another person, played to the end without hints or undo, is rated.</source>
        <translation>Noch hat niemand eine Wertung. Gewertet wird ein Spiel mit je einem Zettel gegen einen Computer oder eine andere Person, das ohne Tipps und ohne rückgängig gemachte Würfe zu Ende gespielt wird.</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): the place, 1, 2, …
----------
Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the place, 1 to 10.</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings: the person&apos;s name.
----------
Screen readers&apos; name of the list of players on the Players tab.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Certainty</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): how sure the rating is, e.g. ±85 (the rating deviation); a short word.</extracomment>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Ratings</source>
        <extracomment>Screen readers&apos; name of the table of ratings.</extracomment>
        <translation>Wertungen</translation>
    </message>
    <message>
        <source>Rename player</source>
        <extracomment>Title of the small dialog that renames a player (Scoreboard, Players page).</extracomment>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <extracomment>Label of the new name&apos;s field: {name} is the player&apos;s name now.</extracomment>
        <translation>Neuer Name für {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <extracomment>Title of the small dialog that merges two players who are one person.</extracomment>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>{name} is the same person as:</source>
        <extracomment>Label of the list of the other players: {name} is the player being merged.</extracomment>
        <translation>{name} ist dieselbe Person wie:</translation>
    </message>
    <message>
        <source>{name} is another player&apos;s name. If they are one person, merge them instead.</source>
        <extracomment>Said when a player is renamed to another player&apos;s name.</extracomment>
        <translation>{name} ist bereits der Name eines anderen Spielers. Wenn beide dieselbe Person sind, führe sie stattdessen zusammen.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Der Name eines Spielers darf nicht leer sein.</translation>
    </message>
    <message>
        <source>Make {gone} part of {kept}? Every game of {gone} becomes a game of {kept}, and the surer of their two ratings is kept. This cannot be undone.</source>
        <extracomment>The question before merging: {gone} is the player whose games move to {kept}.</extracomment>
        <translation>{gone} mit {kept} zusammenführen? Jedes Spiel von {gone} wird zu einem Spiel von {kept}, und die genauere der beiden Wertungen bleibt erhalten. Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <extracomment>[Merge players question] Button: make the two players one (a verb); the other button is Cancel.</extracomment>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Die Spielhistorie ist nicht verfügbar, daher gibt es keine Ergebnisse.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Noch keine beendeten Spiele. Spiel eine Partie zu Ende, dann erscheint ihr Ergebnis hier.</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <extracomment>Shown in the scoreboard while the game history is being read, when that takes a moment.</extracomment>
        <translation>Die Spielhistorie wird gelesen…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <extracomment>Window title of the scoreboard (a noun).</extracomment>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>&amp;Hide assisted games (hints or undo used)</source>
        <extracomment>[Scoreboard dialog] Check box: leave out the games in which hints or undo were used.</extracomment>
        <translation>Spiele &amp;mit Hilfe ausblenden (Tipps oder rückgängig gemachte Würfe)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <extracomment>Screen readers&apos; name of the check box that leaves out assisted games.</extracomment>
        <translation>Spiele mit Hilfe ausblenden</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problem mit der Spielhistorie</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s tabs.</extracomment>
        <translation>Seiten der Bestenliste</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <extracomment>[Scoreboard dialog] Tab: the best scores of a kind of game.</extracomment>
        <translation>&amp;Bestwerte</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <extracomment>[Scoreboard dialog] Tab: one player&apos;s figures and charts.</extracomment>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>R&amp;atings</source>
        <extracomment>[Scoreboard dialog] Tab: the people who play here ranked by rating, with a chart.</extracomment>
        <translation>&amp;Wertungen</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <extracomment>[Scoreboard dialog] Tab: the latest finished games.</extracomment>
        <translation>&amp;Letzte Spiele</translation>
    </message>
    <message>
        <source>Export progress</source>
        <extracomment>Screen readers&apos; name of the export&apos;s progress bar.</extracomment>
        <translation>Exportfortschritt</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <extracomment>Text in the export&apos;s progress bar: %p is the percentage, which Qt fills in: keep “%p%”.</extracomment>
        <translation>Export läuft… %p %</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <extracomment>[Scoreboard dialog] Button: save the whole history of games as a CSV file (for spreadsheets); “…”: a file dialog opens.</extracomment>
        <translation>&amp;CSV exportieren…</translation>
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
        <source>Export the history</source>
        <extracomment>Title of Export CSV&apos;s file dialog.</extracomment>
        <translation>Die Historie exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The type of file in Export CSV&apos;s file dialog: keep “(*.csv)”.</extracomment>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Es gibt keine Spielhistorie zum Exportieren.</translation>
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
        <source>Date</source>
        <extracomment>Column heading of the scoreboard&apos;s tables (best scores and recent games): when the game ended. Narrow: keep it short.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <extracomment>Screen readers&apos; name of the list of kinds of game on the Best scores tab.</extracomment>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Spielart: Auswahl</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the player&apos;s name.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the final score.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Best scores</source>
        <extracomment>Screen readers&apos; name of the table of best scores.</extracomment>
        <translation>Bestwerte</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <extracomment>A name in the table of best scores with what assisted that game ({how}: “hints, undo”); keep the two spaces.</extracomment>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Mit Hilfe: In diesem Spiel wurden Tipps (Tipp, Analysefenster oder Trainermodus) oder ein rückgängig gemachter Wurf genutzt</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games played.</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games played.</extracomment>
        <translation>Spiele:</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games won.</extracomment>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Wins:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games won.</extracomment>
        <translation>Siege:</translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the average score.</extracomment>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Average:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the average score.</extracomment>
        <translation>Schnitt:</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the best score (a noun).</extracomment>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Best:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the best score (a noun).</extracomment>
        <translation>Bestwert:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the share of cards that earned the upper bonus (35 points for 63 or more in Ones to Sixes).</extracomment>
        <translation>Oberer Bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the share of cards that earned the upper bonus.</extracomment>
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
        <source>{percent}% of cards</source>
        <extracomment>On the scoreboard&apos;s Players tab, the share of cards that earned the upper bonus: {percent} is 0 to 100.</extracomment>
        <translation>{percent} % der Zettel</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from the list of players.</extracomment>
        <translation>Spieler: Auswahl</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: give the chosen player another name.</extracomment>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Mer&amp;ge with…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: make the chosen player and another one person (their games together).</extracomment>
        <translation>&amp;Zusammenführen mit…</translation>
    </message>
    <message>
        <source>Rename the player</source>
        <extracomment>Screen readers&apos; names of Rename… and Merge with… on the Players page.</extracomment>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>Merge the player with another</source>
        <translation>Spieler mit einem anderen zusammenführen</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Jedes Spiel, das {name} bisher beendet hat, war mit Hilfe (Tipps oder rückgängig gemachte Würfe). Entferne den Haken bei „Spiele mit Hilfe ausblenden“, um sie zu sehen.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <extracomment>Rules column of the recent games: {rules} (“one card · extra five Off”), then: played over the network.</extracomment>
        <translation>{rules} · Netzwerk</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <extracomment>Read aloud for the Assisted cell of a game: {how} lists what helped (“hints, undo”).</extracomment>
        <translation>mit Hilfe: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <extracomment>Read aloud for an empty Assisted cell: nothing helped.</extracomment>
        <translation>ohne Hilfe</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: each player&apos;s name and total.</extracomment>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: the game&apos;s rules (cards, extra-five rule).</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Assisted</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: what helped the players (hints, undo), if anything.</extracomment>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Screen readers&apos; name of the table of recent games.</extracomment>
        <translation>Letzte Spiele</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Nur das letzte Spiel wird aufgeführt.</numerusform>
            <numerusform>Nur die letzten %n Spiele werden aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;view the selected game</source>
        <extracomment>[Scoreboard dialog] Button on the Recent games tab: review the game selected in the list.</extracomment>
        <translation>&amp;Das ausgewählte Spiel auswerten</translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Das ausgewählte Spiel auswerten</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Ones to Sixes.</extracomment>
        <translation>Summe oben</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 35 points when Ones to Sixes add up to 63 or more.</extracomment>
        <translation>Oberer Bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 100 points for each extra five of a kind while Five of a Kind holds 50 (shown only when that rule is on). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Extra-Pasch-Bonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Three of a Kind to Chance, with any bonus.</extracomment>
        <translation>Summe unten</translation>
    </message>
    <message>
        <source>Card total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): one card&apos;s total, when each player has several cards.</extracomment>
        <translation>Zettelsumme</translation>
    </message>
    <message>
        <source>Grand total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): a player&apos;s total score, all cards together.</extracomment>
        <translation>Endsumme</translation>
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
        <extracomment>Tooltip of the score card&apos;s Extra-five bonus row. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>100 für jeden weiteren Fünferpasch, der erzielt wird, solange Fünferpasch 50 hat (nach der für dieses Spiel gewählten Extra-Pasch-Regel).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Dreierpasch bis Chance zusammengezählt.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation>Summen und Boni dieses Zettels zusammengezählt. Im Dreifach-Spiel heißt ×2 oder ×3 dahinter, dass der Zettel in der Endsumme doppelt oder dreifach zählt.</translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Alles zusammengezählt: das Ergebnis des Spiels.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: in the Triple game, {player} the name, {card} 1 to 3, {multiplier} 1 to 3.</extracomment>
        <translation>{player}, Zettel {card}: zählt ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: with several cards a player, {player} the name, {card} 1 to 3.</extracomment>
        <translation>{player}, Zettel {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: of the player on turn; {column} is the rest of it (“Ana, card 2”).</extracomment>
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
        <extracomment>Under a player&apos;s name in the score card&apos;s column heading (and read aloud): their time budget ran out. Narrow column: keep it short (lower case).</extracomment>
        <translation>Zeit abgelaufen</translation>
    </message>
    <message>
        <source>card {card}</source>
        <extracomment>Second line of a player&apos;s column heading on the score card, and read aloud, when each player has several cards: {card} is 1 to 3. Narrow column (lower case).</extracomment>
        <translation>Zettel {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): it is this player&apos;s turn.</extracomment>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): this player won (a noun).</extracomment>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): in the Triple game, the card {card} (1 to 3) and how many times it counts.</extracomment>
        <translation>Zettel {card} (zählt ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <extracomment>Start of the tooltip of the box a player filled last; {name} is the player&apos;s name.</extracomment>
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
        <extracomment>Read aloud by screen readers for an open box of the player on turn: {box} its name, {points} what the dice would score there.</extracomment>
        <translation>{box}, brächte {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, verdeckt bis zum Spielende</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <extracomment>A Card total cell of the Triple game read aloud: {total} is the card&apos;s rows added up, {multiplier} the card&apos;s multiplier (2 or 3), {value} what it counts for.</extracomment>
        <translation>{total} mal {multiplier} ergibt {value}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>frei</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <extracomment>Read aloud by screen readers for an empty total on the score card: nothing counted yet.</extracomment>
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
        <source>+{points} over par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} points above par.</extracomment>
        <translation>+{points} über Soll</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} (a positive number) points below par.</extracomment>
        <translation>{points} unter Soll</translation>
    </message>
    <message>
        <source>on par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. exactly at par so far.</extracomment>
        <translation>im Soll</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <extracomment>Explains &quot;+4 over par&quot; in the Upper bonus cell. {par} and {upper} are points, {bonus} the bonus (35); %n the points still needed for it.</extracomment>
        <translation>
            <numerusform>Das Soll sind drei Würfel jeder Augenzahl: {par} für die bisher belegten oberen Felder, in denen {upper} stehen. Noch %n Punkt in Einser bis Sechser bringt den Bonus von {bonus}.</numerusform>
            <numerusform>Das Soll sind drei Würfel jeder Augenzahl: {par} für die bisher belegten oberen Felder, in denen {upper} stehen. Noch %n Punkte in Einser bis Sechser bringen den Bonus von {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scorecard</source>
        <extracomment>Screen readers&apos; name of the score card (a noun).</extracomment>
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
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light or dark as the computer is set.</extracomment>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: dark text on light colours (adjective).</extracomment>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light text on dark colours (adjective).</extracomment>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Window title of the Settings dialog.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Spieler und Regeln legst du unter „Neues Spiel“ fest: Eine Änderung startet ein neues Spiel.</translation>
    </message>
    <message>
        <source>&amp;Play sounds (M)</source>
        <extracomment>[Settings dialog] Check box: the game&apos;s sounds on or off; (M) names the key that does the same in the game: keep it.</extracomment>
        <translation>&amp;Töne abspielen (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <extracomment>Screen readers&apos; name of the check box Play sounds.</extracomment>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <extracomment>Tooltip of the volume slider: {percent} is 0 to 100; write the percent sign as your language does.</extracomment>
        <translation>Lautstärke: {percent} %</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <extracomment>[Settings dialog] Form label of the sound volume slider (a noun).</extracomment>
        <translation>&amp;Lautstärke</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Screen readers&apos; name of the volume slider.</extracomment>
        <translation>Tonlautstärke</translation>
    </message>
    <message>
        <source>Colou&amp;rs</source>
        <extracomment>[Settings dialog] Form label of the list of colour schemes (Follow the system, Light, Dark).</extracomment>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <extracomment>Screen readers&apos; name of the list of colour schemes.</extracomment>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Die Sprache der Texte im Spiel. Systemstandard folgt der Sprache, auf die dein Computer eingestellt ist.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>[Settings dialog] Form label of the list of languages.</extracomment>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Screen readers&apos; name of the Settings dialog&apos;s list of languages.</extracomment>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Coach &amp;mode: say when a move costs points</source>
        <extracomment>[Settings dialog] Check box: after each of the player&apos;s moves, a short note names the better move when theirs cost more than the threshold.</extracomment>
        <translation>Trainermodus: &amp;melden, wenn ein Zug Punkte kostet</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation>Nach jedem deiner Züge nennt ein kurzer Hinweis den besseren Zug, wenn deiner mehr Punkte gekostet hat als unten eingestellt. Mit dem Trainer gespielte Spiele werden als „mit Hilfe“ markiert.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <extracomment>Screen readers&apos; name of the coach mode check box.</extracomment>
        <translation>Trainermodus</translation>
    </message>
    <message>
        <source> points</source>
        <extracomment>The unit after the number in a spin box (&quot;2.0 points&quot;); keep the space before it.</extracomment>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Coach mode speaks &amp;up when a move costs more than:</source>
        <extracomment>[Settings dialog] Label above the spin box with the threshold, a number of points: coach mode speaks when a move costs more than that.</extracomment>
        <translation>&amp;Der Trainermodus meldet sich, wenn ein Zug mehr kostet als:</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation>Der Trainermodus meldet sich, wenn ein Zug mehr als so viele Punkte kostet</translation>
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
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <extracomment>The board&apos;s heading and the status bar: whose turn it is; {name} is the player&apos;s name.</extracomment>
        <translation>{name} ist dran</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Allen ist die Zeit abgelaufen</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <extracomment>The result of a one-player game: the final score.</extracomment>
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
        <extracomment>The result of a game: the winner and their score.</extracomment>
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
        <extracomment>In the status bar at the foot of the window: {turn} is the turn&apos;s number, {turns} the turns of each player.</extracomment>
        <translation>Runde {turn} von {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <extracomment>In the status bar at the foot of the window: the rolls left in this turn (0 to 3).</extracomment>
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
        <extracomment>In the status bar at the foot of the window: the game&apos;s time and the time budget left to the player on turn, as minutes:seconds.</extracomment>
        <translation>Zeit {time} · {name}: noch {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds, while paused.</extracomment>
        <translation>Zeit {time} (pausiert)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds (“12:05”).</extracomment>
        <translation>Zeit {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <extracomment>In the status bar at the foot of the window: each player&apos;s chance to win (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Chancen: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, before there is one.</extracomment>
        <translation>Bestwert: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, and who made it.</extracomment>
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
        <source>The game history could not be read: {reason}</source>
        <translation>Die Spielhistorie konnte nicht gelesen werden: {reason}</translation>
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
        <source>The game history could not be changed: {reason}</source>
        <translation>Die Spielhistorie konnte nicht geändert werden: {reason}</translation>
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
        <extracomment>A list of players&apos; names: {names} is all but the last, joined by commas, {last} the last (“Ana, Ben and Cy”).</extracomment>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <extracomment>{name} is a person&apos;s name; {score} their total in this game, {old} their best before it in this kind of game.</extracomment>
        <translation>Neuer persönlicher Bestwert für {name}: {score} (vorher {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <extracomment>{how} is the help used in the game, e.g. &quot;hints, undo&quot;.</extracomment>
        <translation>Dieses Spiel wurde mit Hilfe gespielt ({how}), daher markiert die Bestenliste es als „mit Hilfe“.</translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <extracomment>{kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total.</extracomment>
        <translation>Erstes Ergebnis für diese Spielart, {kind}: {who} mit {score} Punkten.</translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {score} is the person&apos;s total.</extracomment>
        <translation>Der erste Eintrag in der Bestenliste für diese Spielart, {kind}, geht an {who}: {score}.</translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <extracomment>{who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Neuer Bestwert für diese Spielart: {who}, {score} (vorher {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {score} the person&apos;s total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Der neue Bestwert in der Bestenliste für diese Spielart geht an {who}: {score} (vorher {old}).</translation>
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
        <source>Triple</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): the Triple game (three cards counting ×1, ×2 and ×3); short.</extracomment>
        <translation>Dreifach</translation>
    </message>
    <message>
        <source>one card</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills one score card.</extracomment>
        <translation>ein Zettel</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills %n score cards (2 or 3).</extracomment>
        <translation>
            <numerusform>%n Zettel</numerusform>
            <numerusform>%n Zettel</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · Extra-Pasch: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker); hidden sheets: the players did not see each other&apos;s cards. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · Extra-Pasch: {extra_five} · verdeckte Zettel</translation>
    </message>
    <message>
        <source>Solo</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): one player alone (short; a noun or adjective).</extracomment>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): how many players, 2 to 4.</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {players} is “Solo” or “2 players”, {rules} the rules (“one card · extra five Off”). Keep the middle dot.</extracomment>
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
        <source>Start a new game?</source>
        <extracomment>Question before a new game starts while one is in progress (it would be lost).</extracomment>
        <translation>Neues Spiel starten?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Das laufende Spiel geht verloren.</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <extracomment>[Confirm box] Button of the question before a new game: start it, losing the game in progress.</extracomment>
        <translation>&amp;Neues Spiel starten</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <extracomment>Question before Restart, while a game is in progress.</extracomment>
        <translation>Dieses Spiel neu starten?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Alles bisher Gespielte geht verloren; dieselben Spieler beginnen neu mit neuen Würfeln.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Confirm box] Button of the question before a restart: start this game again (a verb).</extracomment>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <extracomment>The game&apos;s name: the main window&apos;s title, and the title of the question before a game in progress is lost.</extracomment>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <extracomment>[Confirm box] Button of the question before a new game or a restart: keep the game in progress (the default).</extracomment>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the analysis panel beside the board (a noun).</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game has ended.</extracomment>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: a computer player, {name}, is playing its turn.</extracomment>
        <translation>{name} spielt.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game is paused.</extracomment>
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
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Das perfekte Spiel wird noch berechnet; versuche den Tipp gleich noch einmal.</translation>
    </message>
</context>
</TS>
