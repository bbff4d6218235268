<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Välj spelare och regler och starta ett nytt spel</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nytt spel</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Ta tillbaka det senaste slaget eller den senast ifyllda rutan</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ångra</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Stoppa klockan och dölj spelbordet</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pausa eller fortsätt</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Börja om</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Börja om det här spelet med samma spelare och regler</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Visa det bästa draget just nu enligt perfekt spel (spelet markeras som spelat med hjälp)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>tips (spelet räknas som spelat med hjälp)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analys</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Visa varje val med dess förväntade slutpoäng (spelet markeras som spelat med hjälp)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>analyspanel (spelet räknas som spelat med hjälp)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Vinstchanser</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Varje spelares chans att vinna, i statusfältet (i spel med två eller fler spelare)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Topplista</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Bästa resultat och statistik från din spelhistorik</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>topplista</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ljud</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Spela upp ljuden från tärningarna och rutorna</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>ljud på eller av</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Öppna ett bord…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Spela med andra vid andra datorer i det här nätverket: öppna ett bord som de kan ansluta till</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Anslut till ett bord…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Sätt dig vid ett bord som öppnats på en annan dator i det här nätverket</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Inställningar…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Datorns hastighet, animering, ljud och färger</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>inställningar</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Reglerna för Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>så spelar du (den här sidan)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Alla tangenter i spelet, i Så spelar du</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Om Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Vilken version av Five Dice du har och vad spelet är</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Stäng Five Dice (spelet sparas)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>avsluta (spelet sparas)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Mellanslag eller R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>slå</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 till 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>spara eller släpp en tärning</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Uppil eller nedpil</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>välj en ruta</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>fyll i den valda rutan</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>hoppa till slutet av en datorspelares tur (andra tangenter väntar medan den spelar)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tabb eller Skift+Tabb</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>flytta mellan kontrollerna; Enter eller mellanslag trycker på den som har fokus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} eller {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Starta klockan igen och visa spelbordet</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nytt spel.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} slog {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} har slut på tid.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Ångrat.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pausat.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Spelet fortsätter.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Inga slag kvar: välj en ruta.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>%n slag kvar.</numerusform>
            <numerusform>%n slag kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} fyllde i en ruta.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fick {points} i {box}, med en Yatzybonus på {bonus} poäng och den övre bonusen på {upper_bonus} poäng.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} fick {points} i {box}, med en Yatzybonus på {bonus} poäng.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fick {points} i {box} och den övre bonusen på {upper_bonus} poäng.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} fick {points} i {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fick {points} i {box} på protokoll {card}, med en Yatzybonus på {bonus} poäng och den övre bonusen på {upper_bonus} poäng.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} fick {points} i {box} på protokoll {card}, med en Yatzybonus på {bonus} poäng.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fick {points} i {box} på protokoll {card} och den övre bonusen på {upper_bonus} poäng.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} fick {points} i {box} på protokoll {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Nu spelar {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spelet är slut.</translation>
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
        <translation>Spelet som pågår spelades vid ett nätverksbord. Det fortsätter här, på den här datorn: spelarna som satt någon annanstans spelar nu här.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice är redan öppet på {folder}. Det svarade inte när det ombads att visa sig i förgrunden. Växla till det, eller stäng det innan du startar Five Dice igen.</translation>
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
        <translation>Ettor</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treor</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Fyror</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmor</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sexor</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor stege</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chans</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>Summan av tärningarna som visar 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>Summan av tärningarna som visar 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>Summan av tärningarna som visar 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>Summan av tärningarna som visar 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>Summan av tärningarna som visar 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>Summan av tärningarna som visar 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>Summan av alla fem tärningarna om minst tre visar samma värde.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>Summan av alla fem tärningarna om minst fyra visar samma värde.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>Alltid 25 poäng för tre tärningar av ett värde och två av ett annat (inte tärningarnas summa).</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 poäng för vilka fyra värden i följd som helst (1-2-3-4, 2-3-4-5 eller 3-4-5-6); den femte tärningen spelar ingen roll.</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 poäng för fem värden i följd: både 1-2-3-4-5 och 2-3-4-5-6 ger 40.</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 när alla fem tärningarna visar samma värde.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>Summan av alla fem tärningarna, alltid.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Inga avslutade spel än</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Antal spel per poängintervall. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Spel, från äldsta till senaste</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Senaste spelet</numerusform>
            <numerusform>Senaste %n spelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n spel nyligen, senast {score}, snitt nyligen {average}</numerusform>
            <numerusform>%n spel nyligen, senast {score}, snitt nyligen {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Snitt av senaste 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfekt spel räknas fortfarande ut; prova tipset igen om en stund.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Perfekt spel räknas fortfarande ut; öppna genomgången igen om en stund.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Förväntad slutpoäng för varje val (perfekt spel)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Förväntad slutpoäng för varje val (ungefärlig med flera protokoll och i Trippel)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Slå tärningarna för att börja din tur.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Slå tärningarna för att börja din tur – ungefärligt.</translation>
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
        <translation>Val</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Förväntad poäng</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Skillnad</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>bäst</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Ditt nuvarande val</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analys</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Valen och deras förväntade slutpoäng</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Vinstchanser: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animera tärningsslagen</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Datorns hastighet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: val</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Tärning {number}: inte slagen än</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Klicka eller tryck på {key} för att spara eller släppa den.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>SPARAD</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>SPARA?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Vems tur</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Så spelar du (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Börja om med samma spelare och regler</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Hoppa till slutet av datorns tur (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Slå de tärningar som inte är sparade (mellanslag eller R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausat</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Omgång {turn} av {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>dator, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spela igen</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Hoppa till slutet (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Slå igen (%n kvar)</numerusform>
            <numerusform>Slå igen (%n kvar)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Inga slag kvar: välj en ruta</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Spela igen med samma spelare, eller starta ett nytt spel med N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Pausat: tryck på P eller välj Fortsätt för att spela vidare.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} spelar vid en annan dator.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} spelar. Tryck på Esc eller klicka för att hoppa till slutet av turen.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Tryck på mellanslag eller R för att slå.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Spara tärningar genom att klicka eller med 1–5, slå igen eller välj en ruta på protokollet.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Välj en ruta på protokollet: klicka på den, eller använd uppil/nedpil och Enter.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>etta</translation>
    </message>
    <message>
        <source>two</source>
        <translation>tvåa</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trea</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fyra</translation>
    </message>
    <message>
        <source>five</source>
        <translation>femma</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sexa</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Tärning {number}: dold under paus</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Tärning {number}: {face}, sparad</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Tärning {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name} har slut på tid</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} fyllde i en ruta</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} fick {points} i {box} på protokoll {card} och nådde den övre bonusen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} fick {points} i {box} på protokoll {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} fick {points} i {box} och nådde den övre bonusen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} fick {points} i {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: Yatzy har 50 på varje protokoll.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: Yatzy har redan 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Fri joker: det här slaget får läggas i valfri öppen ruta med fullt värde.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Ingen bonus: Yatzy har inte 50 på alla protokoll.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Ingen bonus: Yatzy har 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Jokerregeln: slaget måste läggas i {box}, dess egen övre ruta.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Jokerregeln: {box} är ifylld, så slaget får läggas med fullt värde i valfri öppen ruta i nedre delen.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Jokerregeln: ingen ruta i nedre delen är öppen, så slaget läggs i en övre ruta för 0.</translation>
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
        <translation>Protokollet för {name} är dolt tills spelet är slut.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Protokoll {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Protokoll {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Totalsumma: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Övre {upper} + övre bonus {upper_bonus} + nedre {lower} + Yatzybonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Övre {upper} + övre bonus {upper_bonus} + nedre {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Övre {upper} + nedre {lower} + Yatzybonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Övre {upper} + nedre {lower} = {total}</translation>
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
        <translation>Historiken kunde inte skrivas till {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Vad de andra spelarna gjorde senast</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tid kvar</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Varför de här rutorna</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: {time} kvar (pausat)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: {time} kvar</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} har %n sekund kvar.</numerusform>
            <numerusform>{name} har %n sekunder kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Yatzy!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Övre bonus +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Spelet pågår i %n omgång per spelare, en ruta per omgång.</numerusform>
            <numerusform>Spelet pågår i %n omgångar per spelare, en ruta per omgång.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>I det här spelet har varje spelare &lt;b&gt;%n minut&lt;/b&gt; betänketid för hela spelet, som bara räknas under de egna turerna. En spelare vars tid tar slut går ur spelet: protokollet förblir som det är och de andra spelar vidare.</numerusform>
            <numerusform>I det här spelet har varje spelare &lt;b&gt;%n minuter&lt;/b&gt; betänketid för hela spelet, som bara räknas under de egna turerna. En spelare vars tid tar slut går ur spelet: protokollet förblir som det är och de andra spelar vidare.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Det här spelet har ingen tidsgräns.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>version {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Om Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Fem tärningar, tre slag, tretton rutor: det klassiska tärningsspelet för en till fyra spelare, med datormotståndare ända upp till perfekt spel och en coach som kan det.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Så spelar du Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice är redan öppet på {folder} (process {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice är redan öppet på {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Systemets standard</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Fler åtgärder</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>Spelet är slut: starta ett nytt spel för att spela igen.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Spelet är pausat: fortsätt det för att spela vidare.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Inga slag kvar den här turen: välj en ruta att fylla i.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Slå först: tärningar kan sparas först efter turens första slag.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Inga slag kvar den här turen, så det finns inget att spara tärningar till.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Slå först: en ruta kan fyllas i först efter ett slag.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>{box} på protokoll {card} är redan ifylld.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} är redan ifylld.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>Jokerregeln tillåter inte {box} för den här Yatzyn; den får läggas i: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Det finns inget att ångra: tärningarna slogs efter den rutan.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det finns inget att ångra.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Spelet är slut: det finns inget att pausa.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Anslutningen till bordet bröts.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Appen tappade bort värdens spel, så den lämnade bordet.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Värdens tärningar stämde inte med dess spel, så spelet sparas inte.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Fel anslutningskod: en anslutningskod har fyra siffror.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Kunde inte nå något bord på {address} port {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Bordet skickade meddelanden som den här appen inte förstår.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Fel anslutningskod.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Värden stängde bordet.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Värdens spel kom i otakt med bordet, så bordet stängdes.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Din app bröt mot bordets protokoll: hej då.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>För många felaktiga anslutningskoder kom från din dator: vänta en minut.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Spelet vid det här bordet är slut.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Spelet vid det här bordet har redan börjat.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Bordet är fullt.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Bordet känner inte igen din plats: anslut igen.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Du var borta för länge: din plats har gått ur spelet.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Din plats är fortfarande upptagen av en anslutning vid bordet.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Du lämnade bordet.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Bara värden kan pausa spelet; värden har fått en förfrågan.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Bara värden kan återuppta spelet.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Spelet har inte börjat än.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>I ett nätverksspel är det värdens dator som driver spelet; be den om det med en förfrågan.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Ångra är avstängt i nätverksspel.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Bara värden kan göra det.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Det draget är inte tillåtet.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Reglerna tillåter inte det just nu.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Spelet är pausat.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Öppna ett bord i nätverket</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Spelare på annan dator</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>En person här, en dator eller en ledig plats för en spelare vid en annan dator</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Spelare {number}: här, dator eller på annan dator</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Bord hos {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Bordets namn</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Öppna bordet</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (vid värdens dator)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Ledig plats: väntar på en spelare…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (borta: kan komma tillbaka)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (ansluten)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Nätverksbord</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>den här datorns adress</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Spelarna ansluter på {address}, port {port}, med koden {code}.
Bord i det här nätverket hittas också via Anslut till ett bord.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Anslutningskod {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Stäng bordet</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Starta utan de lediga platserna</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Anslut till ett bord</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Bord som hittats i det här nätverket</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Sök igen</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>t.ex. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adress</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ditt namn</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Anslutningskod</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Letar efter bord i det här nätverket…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Platser vid bordet</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Anslut</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Bord i det här nätverket</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} på {address}, port {port} ({seats} lediga)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Välj ett bord, eller skriv in dess adress och port.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Skriv in värdens adress, eller välj ett bord som hittats i det här nätverket.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Anslutningskoden har fyra siffror: den visas på värdens skärm.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Ansluter till {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Du har en plats. Spelet börjar när värden startar det.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} har anslutit till bordet.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} har lämnat bordet.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} är tillbaka vid bordet.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} kom inte tillbaka i tid och är ute ur spelet.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} ber om en paus (P pausar spelet för alla).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Nätverksbordet är stängt: spelet fortsätter här, på den här datorn.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Anslutningen till bordet bröts: ansluter igen…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>En spelare</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Bordet kunde inte öppnas: den här datorn tog inte emot anslutningar.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Spelet kunde inte starta: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Det går inte att söka efter bord här: skriv in adressen.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Spelet ligger kvar på skärmen som det var.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>En Yatzy när rutan Yatzy redan är ifylld räknas som vilket slag som helst: ingen bonus, ingen joker.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>En Yatzy när rutan Yatzy redan är ifylld ger {bonus} om den rutan har 50 och är en tvingad joker: i sin egen övre ruta om den är öppen, annars i valfri ruta i nedre delen (Kåk 25, stegarna 30 och 40), annars 0 i en övre ruta.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>En Yatzy när rutan Yatzy är ifylld med 50 ger {bonus} och får läggas som joker i valfri öppen ruta (Kåk 25, stegarna 30 och 40); om Yatzy är struken (0) är det ett vanligt slag.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Trippel: en Yatzy ger {bonus} × protokollets multiplikator så länge Yatzy har 50 på alla tre protokollen, och är en tvingad joker först när Yatzy och dess övre ruta är ifyllda på alla tre.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Trippel (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n protokoll</numerusform>
            <numerusform>%n protokoll</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Namn för spelare {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Spelare {number} är en människa eller en dator</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Datornivå för spelare {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Antal spelare</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Antal</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Extra Yatzy</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Protokoll per spelare</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Betänketid</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Betänketid per spelare</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min per spelare</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuter per spelare</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Synliga protokoll</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Utan bock ser varje spelare bara sitt eget protokoll under spelet: de andra spelarnas rutor och summor visar ? tills spelet är slut.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Datorns turer</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Hastighet</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Starta nytt spel</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Med en spelare finns inget annat protokoll att dölja.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Alla ser alla protokoll. Avmarkera för att dölja de andras protokoll till slutet.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Varje spelare ser bara sitt eget protokoll: de andras rutor och summor visar ? tills spelet är slut.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Stäng meddelandet</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meddelande</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (%n till)</numerusform>
            <numerusform>{message}  (%n till)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>Spelet pausades medan datorn var i viloläge. Tiden däremellan räknas inte.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Spelet pausades medan fönstret var minimerat.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spela igen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Gå igenom spelet</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Vart och ett av dina beslut jämfört med perfekt spel</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Siffrorna är ungefärliga med flera protokoll och i Trippel.</translation>
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
            <numerusform>{name}: %n beslut, {cost} förväntade poäng förlorade mot perfekt spel.</numerusform>
            <numerusform>{name}: %n beslut, {cost} förväntade poäng förlorade mot perfekt spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (protokoll {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>slå</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>slå om alla fem</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>spara {dice} och slå</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} sparad</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Tärningar: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Genomgång av spelet</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>De största misstagen:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Inga misstag: varje beslut var det bästa.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Alla beslut</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Val</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Bäst</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Kostnad</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inget</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Genomgång: {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Det fanns inga beslut att gå igenom.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Genomgång</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Officiell (tvingad joker)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Fri joker</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Spelhistoriken är inte tillgänglig, så det finns inga resultat att visa.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Inga avslutade spel än. Spela ett spel till slut så visas resultatet här.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Inga avslutade spel av den här typen än. Spela ett till slut så visas resultatet här.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Alla spel av den här typen hittills spelades med hjälp (tips eller ångrade slag). Avmarkera ”Dölj spel med hjälp” för att se deras resultat.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Topplista</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problem med spelhistoriken</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Topplistans sidor</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Dölj spel med hjälp (tips eller ångrade slag)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Dölj spel med hjälp</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Speltyp</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Speltyp: val</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Bästa resultat</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Spelare: val</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vinster</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Vinster:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Snitt:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bäst</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Bäst:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Övre bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Övre bonus:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Antal Yatzy</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Antal Yatzy:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Senaste spel</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spelare och poäng</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Med hjälp</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Bara det senaste spelet visas.</numerusform>
            <numerusform>Bara de senaste %n spelen visas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Gå igenom det valda spelet</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Exportförlopp</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Exporterar… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportera CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exportera historiken som CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Spelhistoriken kunde inte läsas.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · nätverk</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>med hjälp: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>utan hjälp</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Med hjälp: tips (tipset, analyspanelen eller coachläget) eller ett ångrat slag användes i det här spelet</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Alla spel som {name} har avslutat hittills spelades med hjälp (tips eller ångrade slag). Avmarkera ”Dölj spel med hjälp” för att se dem.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % av protokollen</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Exportera historiken</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Det finns ingen spelhistorik att exportera.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Övre summa</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Övre bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Yatzybonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Nedre summa</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Protokollsumma</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsumma</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} över par</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} under par</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>på par</translation>
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
        <translation>Ettor till Sexor sammanlagt.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} extra när Ettor…Sexor tillsammans blir {threshold} eller mer. Par är tre tärningar av varje värde ({threshold} totalt): ”+4 över par” betyder 4 poäng mer än par i de rutor som fyllts i hittills.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 för varje extra Yatzy som läggs medan Yatzy har 50 (enligt den regel för extra Yatzy som valts för det här spelet).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Tretal till Chans sammanlagt.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Allt sammanlagt: spelets resultat.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, protokoll {card}: räknas ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, protokoll {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (spelar nu)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: slut på tid, protokollet förblir som det är</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Dolda protokoll: det här protokollet visas när spelet är slut</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>slut på tid</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>protokoll {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>spelar nu</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vinnare</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>protokoll {card} (räknas ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Senaste draget av {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Protokoll {card} (räknas ×{multiplier}), {box}, skulle ge {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Protokoll {card}, {box}, skulle ge {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, skulle ge {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, dolt tills spelet är slut</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>öppen</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>inget än</translation>
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
        <translation>Ger {points} nu: klicka på den, eller markera den med uppil/nedpil och tryck på Enter.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Datorspelarnas strategi kunde inte läsas in, så de spelar enklare tills vidare.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Följ systemet</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Ljust</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mörkt</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Spela ljud (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Spela ljud</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Volym: {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volym</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Ljudvolym</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Färger</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Färgschema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Språket för spelets texter. ”Systemets standard” följer språket som din dator är inställd på.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Coachläge: säg till när ett drag kostar poäng</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Coachläge</translation>
    </message>
    <message>
        <source> points</source>
        <translation> poäng</translation>
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
        <translation>Spelare och regler väljs under Nytt spel: om du ändrar dem startas ett nytt spel.</translation>
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
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Tur: {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Alla fick slut på tid</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Spelet är slut: %n poäng</numerusform>
            <numerusform>Spelet är slut: %n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Oavgjort: {names} och {last}, %n poäng var</numerusform>
            <numerusform>Oavgjort: {names} och {last}, %n poäng var</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} vinner med %n poäng</numerusform>
            <numerusform>{name} vinner med %n poäng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Varje spelares chans att vinna härifrån, med perfekt spel</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Bästa resultatet för den här speltypen (spelare, regler, protokoll).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Omgång {turn} av {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>%n slag kvar</numerusform>
            <numerusform>%n slag kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Tid {time} · {name}: {left} kvar (pausat)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Tid {time} · {name}: {left} kvar</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Tid {time} (pausat)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Tid {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Chanser: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Bäst: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Bäst: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Spelhistoriken används av ett annat program, så avslutade spel kan inte sparas just nu.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Disken är full, så spelhistoriken kan inte ta emot nya spel nu: avslutade spel väntar bredvid den och läggs till när det finns plats. Inget i historiken har ändrats.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Spelhistoriken kan inte sparas: det går inte att skriva till mappen {folder}, så avslutade spel sparas inte. Inget har ändrats.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Det går inte att skriva till spelhistoriken {file} (filen är skrivskyddad): avslutade spel väntar bredvid den och läggs till när det går att skriva till den igen. Den lämnades som den var.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Spelhistoriken kan inte öppnas ({reason}): avslutade spel väntar bredvid den och läggs till när den går att öppna. Den lämnades som den var.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Spelhistoriken är skadad och lämnades som den var: det går inte att skriva till mappen {folder}, så sparandet är avstängt.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Spelhistoriken är skadad och kunde inte flyttas undan.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Spelhistoriken kan inte visas: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Det sparade spelet kunde inte återställas, så ett nytt spel har startats. Den skadade filen sparades som {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Det sparade spelet kunde inte återställas, så ett nytt spel har startats.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Historiken exporterades inte till {file}: det är en av de filer som Five Dice själv använder för dina spel och inställningar. Inget skrevs; välj ett annat namn eller en annan mapp.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Disken är full, så historiken kunde inte skrivas till {file}. Frigör lite utrymme på den disken eller välj en annan.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Historiken kunde inte skrivas till {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Spelhistoriken kunde inte läsas: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Spelhistoriken innehåller regler som den här versionen av Five Dice inte känner till: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Spelhistorikens versionsmärkning var skadad och har reparerats; alla spel i den finns kvar.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Spelhistoriken kan inte sparas i den här mappen.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Spelhistoriken kan inte öppnas: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Spelhistoriken är skadad och en ny kunde inte skapas: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Filen där spelhistoriken ska ligga var inte en historik från Five Dice, så en ny historik skapades (den filen sparades som {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Spelhistoriken var skadad, så en ny skapades (den gamla filen sparades som {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Spelhistoriken kan inte läsas.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Sparandet fungerar igen: det här spelet och dina inställningar sparas.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Det avslutade spelet som väntade på plats är nu sparat och läggs till i din historik.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Disken är full, så Five Dice kan inte spara just nu. Frigör lite utrymme på disken: sparandet kommer igång igen av sig självt, och inget går förlorat så länge Five Dice är öppet.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Disken är full, så Five Dice kan inte spara: det här spelet, dina inställningar och din historik sparas inte. Frigör lite utrymme på disken och starta Five Dice igen.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Sparandet är avstängt: Five Dice kan inte skriva till datamappen. Du kan fortsätta spela, men det här spelet, dina inställningar och din historik sparas inte.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Sparandet är avstängt: Five Dice kan inte skriva till {folder}. Du kan fortsätta spela, men det här spelet, dina inställningar och din historik sparas inte.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Historiken är upptagen; det här spelet läggs till så snart den är ledig.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Det här spelet kunde inte läggas till i din historik än; det sparas och läggs till vid nästa start.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Disken är full: det här spelet väntar bredvid din historik och läggs till när det finns plats.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Det här spelet kunde inte sparas än. Five Dice håller kvar det och försöker igen vid varje sparning: låt Five Dice vara öppet tills det säger att spelet är sparat.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Disken är full, så det här spelet kunde inte sparas än. Five Dice håller kvar det: frigör lite utrymme på disken och låt Five Dice vara öppet tills det säger att spelet är sparat.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} och {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Nytt personbästa för {name}: {score} (tidigare {old}).</translation>
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
        <translation>Nytt bästa resultat för den här speltypen: {who}, {score} (tidigare {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Spelhistoriken är inte tillgänglig.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Det spelet kan inte spelas upp igen: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>tips</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>ångrade slag</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Trippel</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>ett protokoll</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n protokoll</numerusform>
            <numerusform>%n protokoll</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · extra Yatzy: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · extra Yatzy: {extra_five} · dolda protokoll</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>En spelare</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>den skrevs av en nyare version av Five Dice (schema {version}; den här versionen känner till upp till {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Dina inställningar kunde inte läsas, så standardinställningarna används.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Din inställningsfil var skadad, så standardinställningarna används.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Din inställningsfil var skadad, så standardinställningarna används (den sparades som {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Perfekt spel för datorn på nivån Svår kunde inte räknas ut, så den spelar enklare tills vidare.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Räknar ut perfekt spel för datorn på nivån Svår ({percent} %): det här görs bara en gång.</translation>
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
        <translation>Fortsätt spela</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analys</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Starta ett nytt spel?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Spelet som pågår går förlorat.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Starta nytt spel</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Börja om det här spelet?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Allt som spelats hittills går förlorat; samma spelare börjar om med nya tärningar.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Börja om</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfekt spel räknas fortfarande ut; prova tipset igen om en stund.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} spelar.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pausat.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Slå för att se varje val med dess förväntade slutpoäng.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Räknar ut perfekt spel…</translation>
    </message>
</context>
</TS>
