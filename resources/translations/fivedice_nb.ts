<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nytt spill…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Velg spillere og regler og start et nytt spill</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nytt spill</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Ta tilbake siste kast eller siste utfylte rute</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>angre</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Stopp klokken og skjul brettet</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pause eller fortsett</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Start på nytt</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Start dette spillet på nytt med samme spillere og regler</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Vis det beste trekket nå, ut fra perfekt spill (spillet merkes som spilt med hjelp)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>tips (spillet regnes som spilt med hjelp)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Vis alle valg med forventet sluttsum (spillet merkes som spilt med hjelp)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>analysepanel (spillet regnes som spilt med hjelp)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Vinnersjanser</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Hver spillers sjanse til å vinne, i statuslinjen (i spill med to eller flere spillere)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Resultater</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Beste resultater og statistikk fra spillhistorikken din</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>resultater</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Lyd</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Spill av lyden av terningene og rutene</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>lyd av eller på</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Åpne et bord…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Spill med folk på andre datamaskiner i dette nettverket: åpne et bord de kan bli med ved</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Bli med ved et bord…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Sett deg ved et bord som er åpnet på en annen datamaskin i dette nettverket</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Innstillinger…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Datamaskinens fart, animasjon, lyd og farger</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>innstillinger</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Reglene for Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>slik spiller du (denne siden)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Hurtigtaster</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Alle tastene i spillet, under Slik spiller du</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Om Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Hvilken versjon av Five Dice dette er, og hva spillet er</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Lukk Five Dice (spillet ditt blir lagret)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>avslutt (spillet blir lagret)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Mellomrom eller R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>kast</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 til 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>hold eller slipp en terning</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Pil opp eller ned</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>velg en rute</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>fyll ut den valgte ruten</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>hopp til slutten av en datamaskinspillers tur (andre taster venter mens den spiller)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab eller Skift+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>flytt mellom kontrollene; Enter eller Mellomrom trykker på den som har fokus</translation>
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
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Start klokken igjen og vis brettet</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nytt spill.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} kastet {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} er tom for tid.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Angret.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Satt på pause.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Fortsetter.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Ingen kast igjen: velg en rute.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>%n kast igjen.</numerusform>
            <numerusform>%n kast igjen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} fylte ut en rute.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fikk {points} i {box}, med {bonus} poeng i yatzybonus og {upper_bonus} poeng i bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} fikk {points} i {box}, med {bonus} poeng i yatzybonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fikk {points} i {box}, og {upper_bonus} poeng i bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} fikk {points} i {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fikk {points} i {box} på ark {card}, med {bonus} poeng i yatzybonus og {upper_bonus} poeng i bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} fikk {points} i {box} på ark {card}, med {bonus} poeng i yatzybonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fikk {points} i {box} på ark {card}, og {upper_bonus} poeng i bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} fikk {points} i {box} på ark {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} står for tur.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spillet er over.</translation>
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
        <translation>Spillet som pågår, ble spilt ved et nettverksbord. Det fortsetter her, på denne datamaskinen: spillerne som satt andre steder, spiller nå her.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice er allerede åpent på {folder}. Det svarte ikke da det ble bedt om å komme i forgrunnen. Bytt til det, eller lukk det før du starter Five Dice igjen.</translation>
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
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Tre like</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fire like</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten straight</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Sjanse</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>Summen av terningene som viser 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>Summen av terningene som viser 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>Summen av terningene som viser 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>Summen av terningene som viser 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>Summen av terningene som viser 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>Summen av terningene som viser 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>Summen av alle fem terningene hvis minst tre viser samme tall.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>Summen av alle fem terningene hvis minst fire viser samme tall.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>Alltid 25 poeng for tre like av ett tall og to like av et annet (ikke summen av terningene).</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 poeng for hvilke som helst fire tall på rad (1-2-3-4, 2-3-4-5 eller 3-4-5-6); den femte terningen spiller ingen rolle.</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 poeng for fem tall på rad: både 1-2-3-4-5 og 2-3-4-5-6 gir 40.</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 når alle fem terningene viser samme tall.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>Summen av alle fem terningene, alltid.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Ingen fullførte spill ennå</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Resultater</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Spill per poengintervall. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Spill, eldste til nyeste</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Siste spill</numerusform>
            <numerusform>Siste %n spill</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n nylig spill, siste {score}, snitt {average}</numerusform>
            <numerusform>%n nylige spill, siste {score}, snitt {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Snitt av siste 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfekt spill beregnes fortsatt; prøv tipset igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Perfekt spill beregnes fortsatt; åpne gjennomgangen igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Forventet sluttsum for hvert valg (perfekt spill)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Forventet sluttsum for hvert valg (omtrentlig med flere ark og i Trippel)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Kast terningene for å starte turen din.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Kast terningene for å starte turen din — omtrentlig.</translation>
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
        <translation>Valg</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Forventet sum</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Avstand</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>best</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Ditt valg nå</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Valgene og forventet sluttsum for hvert</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Vinnersjanser: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Umiddelbar</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Sakte</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animer terningkast</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Datamaskinens fart</translation>
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
        <translation>Lukk</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: valg</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Terning {number}: ikke kastet ennå</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Klikk eller trykk {key} for å holde eller slippe den.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>HOLDT</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>BEHOLD?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Hvem står for tur</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Slik spiller du (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Start på nytt med samme spillere og regler</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Hopp til slutten av datamaskinens tur (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Kast terningene som ikke holdes (Mellomrom eller R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Runde {turn} av {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>datamaskin, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spill igjen</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Hopp til slutten (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Kast på nytt (%n igjen)</numerusform>
            <numerusform>Kast på nytt (%n igjen)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Ingen kast igjen: velg en rute</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Spill igjen med de samme spillerne, eller sett opp et nytt spill med N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Pause: trykk P eller velg Fortsett for å spille videre.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} spiller på en annen datamaskin.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} spiller. Trykk Esc eller klikk for å hoppe til slutten av turen.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Trykk Mellomrom eller R for å kaste.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Hold terninger med et klikk eller 1–5, kast igjen, eller velg en rute på arket.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Velg en rute på arket: klikk på den, eller bruk Pil opp/ned og Enter.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>én</translation>
    </message>
    <message>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Terning {number}: skjult under pause</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Terning {number}: {face}, holdt</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Terning {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name} er tom for tid</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} fylte ut en rute</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} fikk {points} i {box} på ark {card} og nådde bonusen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} fikk {points} i {box} på ark {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} fikk {points} i {box} og nådde bonusen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} fikk {points} i {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: Yatzy har 50 på alle ark.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: Yatzy har allerede 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Fri joker: dette kastet kan føres i en hvilken som helst åpen rute med full verdi.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Ingen bonus: Yatzy har ikke 50 på alle ark.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Ingen bonus: Yatzy har 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Jokerregel: kastet må føres i {box}, sin egen rute i øvre del.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Jokerregel: {box} er fylt ut, så kastet kan føres i en hvilken som helst åpen rute i nedre del med full verdi.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Jokerregel: ingen rute i nedre del er åpen, så kastet føres i en rute i øvre del for 0.</translation>
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
        <translation>Arket til {name} er skjult til spillet er over.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Ark {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Ark {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Totalt: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Øvre {upper} + bonus {upper_bonus} + nedre {lower} + yatzybonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Øvre {upper} + bonus {upper_bonus} + nedre {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Øvre {upper} + nedre {lower} + yatzybonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Øvre {upper} + nedre {lower} = {total}</translation>
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
        <translation>Historikken kunne ikke skrives til {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Det de andre spillerne gjorde sist</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tid igjen</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Hvorfor disse rutene</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: {time} igjen (pause)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: {time} igjen</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} har %n sekund igjen.</numerusform>
            <numerusform>{name} har %n sekunder igjen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Yatzy!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Bonus +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Spillet varer %n runde per spiller, én rute per runde.</numerusform>
            <numerusform>Spillet varer %n runder per spiller, én rute per runde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>I dette spillet har hver spiller &lt;b&gt;%n minutt&lt;/b&gt; betenkningstid for hele spillet, som bare telles i spillerens egne turer. En spiller som går tom for tid, går ut: arket blir stående som det er, og de andre spiller videre.</numerusform>
            <numerusform>I dette spillet har hver spiller &lt;b&gt;%n minutter&lt;/b&gt; betenkningstid for hele spillet, som bare telles i spillerens egne turer. En spiller som går tom for tid, går ut: arket blir stående som det er, og de andre spiller videre.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Dette spillet har ingen tidsbegrensning.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>versjon {version}</translation>
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
        <translation>Fem terninger, tre kast, tretten ruter: det klassiske terningspillet for én til fire spillere, med datamaskinmotstandere helt opp til perfekt spill og en trener som kan det.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Slik spiller du Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice er allerede åpent på {folder} (prosess {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice er allerede åpent på {folder}.</translation>
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
        <translation>Lett</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Flere handlinger</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>Spillet er over: start et nytt spill for å spille igjen.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Spillet står på pause: fortsett det for å spille videre.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Ingen kast igjen denne turen: velg en rute å fylle ut.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Kast først: terninger kan bare holdes etter turens første kast.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Ingen kast igjen denne turen, så det er ingenting å holde for.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Kast først: en rute kan bare fylles ut etter et kast.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>{box} på ark {card} er allerede fylt ut.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} er allerede fylt ut.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>Jokerregelen tillater ikke {box} for denne yatzyen; den kan føres i: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Det er ingenting å angre: terningene ble kastet etter den ruten.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det er ingenting å angre.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Spillet er over: det er ingenting å sette på pause.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Forbindelsen til bordet ble brutt.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Appen mistet oversikten over vertens spill, så den forlot bordet.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Vertens terninger stemte ikke med spillet, så spillet blir ikke beholdt.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Feil tilgangskode: en tilgangskode har fire sifre.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Fant ikke noe bord på {address} port {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Bordet sendte meldinger som denne appen ikke forstår.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Feil tilgangskode.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Verten lukket bordet.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Vertens spill kom ut av takt med bordet, så bordet ble lukket.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Appen din brøt bordets protokoll: ha det.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>For mange feil tilgangskoder kom fra datamaskinen din: vent et minutt.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Spillet ved dette bordet er over.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Spillet ved dette bordet har allerede startet.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Bordet er fullt.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Dette bordet kjenner ikke plassen din: bli med på nytt.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Du var borte for lenge: plassen din er ute av spillet.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Plassen din er fortsatt tatt av en forbindelse ved bordet.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Du forlot bordet.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Bare verten kan sette spillet på pause; verten har fått beskjed.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Bare verten kan fortsette spillet.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Spillet har ikke startet ennå.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>I et nettverksspill er det vertens datamaskin som styrer spillet; send den en forespørsel.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Angre er slått av i nettverksspill.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Bare verten kan gjøre det.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Det trekket er ikke tillatt.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Reglene tillater ikke det nå.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Spillet står på pause.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Åpne et bord i nettverket</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Spiller et annet sted</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>En person her, en datamaskin, eller en ledig plass for en spiller på en annen datamaskin</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Spiller {number}: her, datamaskin eller et annet sted</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Bordet til {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Bordnavn</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Åpne bordet</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (på vertens datamaskin)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Ledig plass: venter på en spiller…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (borte: kan komme tilbake)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (tilkoblet)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Nettverksbord</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>denne datamaskinens adresse</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Spillere blir med på {address}, port {port}, med koden {code}.
Bord i dette nettverket finnes også under Bli med ved et bord.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Tilgangskode {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plasser</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Lukk bordet</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Start uten de ledige plassene</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Bli med ved et bord</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Bord funnet i dette nettverket</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Søk igjen</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>f.eks. {address}</translation>
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
        <translation>Navnet ditt</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Tilgangskode</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Leter etter bord i dette nettverket…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Plasser ved bordet</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Bli med</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Bord i dette nettverket</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} på {address}, port {port} ({seats} ledige)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Velg et bord, eller skriv inn adressen og porten.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Skriv inn vertens adresse, eller velg et bord som er funnet i dette nettverket.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Tilgangskoden har fire sifre: den står på vertens skjerm.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Kobler til {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Du har fått en plass. Spillet starter når verten starter det.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Forlat</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} har satt seg ved bordet.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} har forlatt bordet.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} er tilbake ved bordet.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} kom ikke tilbake i tide og er ute av spillet.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} ber om pause (P setter spillet på pause for alle).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Nettverksbordet er lukket: spillet fortsetter her, på denne datamaskinen.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Forbindelsen til bordet ble brutt: kobler til igjen…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>En spiller</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Bordet kunne ikke åpnes: denne datamaskinen ville ikke ta imot forbindelser.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Spillet kunne ikke starte: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Her kan det ikke letes etter bord: skriv inn adressen.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Spillet blir stående på skjermen slik det var.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>En yatzy etter at Yatzy er fylt ut, teller som et vanlig kast: ingen bonus, ingen joker.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>En yatzy etter at Yatzy er fylt ut, gir {bonus} hvis den ruten har 50, og er en tvunget joker: egen rute i øvre del hvis den er åpen, ellers en hvilken som helst rute i nedre del (Hus 25, straightene 30 og 40), ellers 0 i en rute i øvre del.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>En yatzy etter at Yatzy er fylt ut med 50, gir {bonus} og kan føres i en hvilken som helst åpen rute som joker (Hus 25, straightene 30 og 40); etter 0 der er den et vanlig kast.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Trippel: en yatzy gir {bonus} × arkets multiplikator så lenge Yatzy har 50 på alle tre arkene, og er en tvunget joker først når Yatzy og den tilhørende ruten i øvre del er fylt ut på alle tre.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Trippel (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n ark</numerusform>
            <numerusform>%n ark</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Navn på spiller {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Spiller {number} er en person eller en datamaskin</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Datamaskinnivå for spiller {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Antall spillere</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Antall</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Ekstra yatzy</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Ark per spiller</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Tidsbegrensning</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Tidsbegrensning per spiller</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min per spiller</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minutter per spiller</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Synlige poengark</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Uten hake ser hver spiller bare sitt eget ark under spillet: de andre spillernes ruter og summer viser ? til spillet er over.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Poengark</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Datamaskinens turer</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Fart</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Start nytt spill</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Med én spiller er det ingen andre ark å skjule.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Alle ser alle ark. Fjern haken for å skjule de andres ark til slutten.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Hver spiller ser bare sitt eget ark: de andres ruter og summer viser ? til spillet er over.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Lukk meldingen</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Melding</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (%n til)</numerusform>
            <numerusform>{message}  (%n til)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>Spillet ble satt på pause mens datamaskinen sov. Tiden som gikk imens, telles ikke med.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Spillet ble satt på pause mens vinduet var minimert.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
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
        <translation>Spill igjen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Gjennomgå spillet</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Hver av avgjørelsene dine mot perfekt spill</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Disse tallene er omtrentlige med flere ark og i Trippel.</translation>
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
            <numerusform>{name}: %n avgjørelse, {cost} forventede poeng tapt mot perfekt spill.</numerusform>
            <numerusform>{name}: %n avgjørelser, {cost} forventede poeng tapt mot perfekt spill.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (ark {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>kast</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>kast alle fem på nytt</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>hold {dice} og kast</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} holdt</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Terninger: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Gjennomgang av spillet</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>De største feilene:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Ingen feil: hver avgjørelse var den beste.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Alle avgjørelser</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Valg</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Best</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Tap</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Gjennomgang for {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Det var ingen avgjørelser å gå gjennom.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Gjennomgang</translation>
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
        <translation>Offisiell (tvunget joker)</translation>
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
        <translation>Spillhistorikken er ikke tilgjengelig, så det er ingen resultater å vise.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Ingen fullførte spill ennå. Spill et spill ferdig, så vises resultatet her.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Ingen fullførte spill av denne typen ennå. Spill ett ferdig, så vises resultatet her.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Alle spill av denne typen så langt ble spilt med hjelp (tips eller angrede kast). Fjern haken ved «Skjul spill med hjelp» for å se resultatene.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Resultater</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problem med spillhistorikken</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Resultatsider</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Skjul spill med hjelp (tips eller angrede kast)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Skjul spill med hjelp</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Spilltype</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Spilltype: valg</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Beste resultater</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Spiller: valg</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spill:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Seire</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Seire:</translation>
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
        <translation>Best</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Best:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Bonus:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Yatzyer</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Yatzyer:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Siste spill</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spillere og poeng</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Med hjelp</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Bare det siste spillet vises.</numerusform>
            <numerusform>Bare de siste %n spillene vises.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Gjennomgå det valgte spillet</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Eksport pågår</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Eksporterer… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksporter CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Eksporter historikken som CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Spillhistorikken kunne ikke leses.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · nettverk</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>med hjelp: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>uten hjelp</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Med hjelp: tips (tipset, analysepanelet eller trenermodus) eller et angret kast ble brukt i dette spillet</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Alle spill {name} har fullført så langt, ble spilt med hjelp (tips eller angrede kast). Fjern haken ved «Skjul spill med hjelp» for å se dem.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % av arkene</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Eksporter historikken</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Det er ingen spillhistorikk å eksportere.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Sum øvre</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Yatzybonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Sum nedre</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Sum ark</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} over par</translation>
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
        <translation>Enere til Seksere lagt sammen.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} ekstra når Enere…Seksere til sammen blir {threshold} eller mer. Par er tre terninger av hvert tall ({threshold} i alt): «+4 over par» betyr 4 poeng mer enn par i rutene som er fylt ut så langt.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 for hver ekstra yatzy som føres mens Yatzy har 50 (etter regelen for ekstra yatzy som er valgt for dette spillet).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Tre like til Sjanse lagt sammen.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Alt lagt sammen: poengsummen for spillet.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, ark {card}: teller ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, ark {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (står for tur)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: tom for tid, arket blir stående som det er</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Skjulte poengark: dette arket vises når spillet er over</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>tom for tid</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>ark {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>står for tur</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vinner</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>ark {card} (teller ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Siste trekk av {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Ark {card} (teller ×{multiplier}), {box}, ville gi {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Ark {card}, {box}, ville gi {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, ville gi {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, skjult til spillet er over</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>åpen</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>ingenting ennå</translation>
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
        <translation>Gir {points} nå: klikk på den, eller velg den med Pil opp/ned og trykk Enter.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Poengark</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Strategien til datamaskinspillerne kunne ikke lastes, så de spiller et enkelt spill inntil videre.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Følg systemet</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lys</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørk</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Spill av lyder (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Spill av lyder</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Volum: {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lydvolum</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farger</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Fargetema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Språket for ordene i spillet. «Systemstandard» følger språket datamaskinen din er satt til.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Trenermodus: si fra når et trekk koster poeng</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Trenermodus</translation>
    </message>
    <message>
        <source> points</source>
        <translation> poeng</translation>
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
        <translation>Spillere og regler velges under Nytt spill: endrer du dem, starter et nytt spill.</translation>
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
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} står for tur</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Alle gikk tom for tid</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Spillet er over: %n poeng</numerusform>
            <numerusform>Spillet er over: %n poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Uavgjort: {names} og {last}, %n poeng hver</numerusform>
            <numerusform>Uavgjort: {names} og {last}, %n poeng hver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} vinner med %n poeng</numerusform>
            <numerusform>{name} vinner med %n poeng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Hver spillers sjanse til å vinne herfra, med perfekt spill</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Det beste resultatet for denne spilltypen (spillere, regler, ark).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Runde {turn} av {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>%n kast igjen</numerusform>
            <numerusform>%n kast igjen</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Tid {time} · {name}: {left} igjen (pause)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Tid {time} · {name}: {left} igjen</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Tid {time} (pause)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Tid {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Sjanser: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Best: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Best: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Spillhistorikken er i bruk av et annet program, så fullførte spill kan ikke registreres akkurat nå.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Disken er full, så spillhistorikken kan ikke ta imot nye spill nå: fullførte spill venter ved siden av og legges til når det blir plass. Ingenting i historikken ble endret.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Spillhistorikken kan ikke lagres: det kan ikke skrives til mappen {folder}, så fullførte spill blir ikke registrert. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Det kan ikke skrives til spillhistorikken {file} (filen er skrivebeskyttet): fullførte spill venter ved siden av og legges til når det kan skrives til den igjen. Den ble latt være som den er.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Spillhistorikken kan ikke åpnes ({reason}): fullførte spill venter ved siden av og legges til når den kan åpnes. Den ble latt være som den er.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Spillhistorikken er skadet og ble latt være som den er: det kan ikke skrives til mappen {folder}, så lagring er slått av.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Spillhistorikken er skadet og kunne ikke legges til side.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Spillhistorikken kan ikke vises: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Det lagrede spillet kunne ikke gjenopprettes, så et nytt spill er startet. Den skadede filen ble tatt vare på som {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Det lagrede spillet kunne ikke gjenopprettes, så et nytt spill er startet.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Historikken ble ikke eksportert til {file}: det er en av filene Five Dice selv bruker til spillene og innstillingene dine. Ingenting ble skrevet; velg et annet navn eller en annen mappe.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Disken er full, så historikken kunne ikke skrives til {file}. Frigjør litt plass på den disken, eller velg en annen.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Historikken kunne ikke skrives til {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Spillhistorikken kunne ikke leses: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Spillhistorikken inneholder regler som denne versjonen av Five Dice ikke kjenner: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Versjonsmerket i spillhistorikken var skadet og er reparert; alle spillene i den er tatt vare på.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Spillhistorikken kan ikke lagres i denne mappen.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Spillhistorikken kan ikke åpnes: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Spillhistorikken er skadet, og en ny kunne ikke startes: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Filen der spillhistorikken skal ligge, var ikke en historikk fra Five Dice, så en ny historikk ble startet (den filen ble tatt vare på som {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Spillhistorikken var skadet, så en ny ble startet (den gamle filen ble tatt vare på som {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Spillhistorikken kan ikke leses.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Lagring virker igjen: dette spillet og innstillingene dine blir tatt vare på.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Det fullførte spillet som ventet på plass, er nå tatt vare på og legges til i historikken din.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Disken er full, så Five Dice kan ikke lagre akkurat nå. Frigjør litt plass på disken: lagringen starter igjen av seg selv, og ingenting går tapt så lenge Five Dice er åpent.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Disken er full, så Five Dice kan ikke lagre: dette spillet, innstillingene og historikken din blir ikke tatt vare på. Frigjør litt plass på disken og start Five Dice på nytt.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Lagring er slått av: Five Dice kan ikke skrive til datamappen. Du kan spille videre, men dette spillet, innstillingene og historikken din blir ikke tatt vare på.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Lagring er slått av: Five Dice kan ikke skrive til {folder}. Du kan spille videre, men dette spillet, innstillingene og historikken din blir ikke tatt vare på.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Historikken er opptatt; dette spillet legges til så snart den er ledig.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Dette spillet kunne ikke legges til i historikken din ennå; det blir tatt vare på og lagt til ved neste oppstart.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Disken er full: dette spillet venter ved siden av historikken din og legges til når det blir plass.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Dette spillet kunne ikke lagres ennå. Five Dice holder på det og prøver igjen ved hver lagring: la Five Dice være åpent til det sier at spillet er tatt vare på.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Disken er full, så dette spillet kunne ikke lagres ennå. Five Dice holder på det: frigjør litt plass på disken, og la Five Dice være åpent til det sier at spillet er tatt vare på.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Ny personlig rekord for {name}: {score} (var {old}).</translation>
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
        <translation>Ny rekord for denne spilltypen: {who}, {score} (var {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Spillhistorikken er ikke tilgjengelig.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Det spillet kan ikke spilles av på nytt: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>tips</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>angrede kast</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Trippel</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>ett ark</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n ark</numerusform>
            <numerusform>%n ark</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · ekstra yatzy: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · ekstra yatzy: {extra_five} · skjulte ark</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>den ble skrevet av en nyere Five Dice (skjema {version}; denne kjenner opp til {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Innstillingene dine kunne ikke leses, så standardinnstillingene brukes.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Innstillingsfilen din var skadet, så standardinnstillingene brukes.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Innstillingsfilen din var skadet, så standardinnstillingene brukes (tatt vare på som {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Perfekt spill for datamaskinen på Vanskelig kunne ikke beregnes, så den spiller et enklere spill inntil videre.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Beregner perfekt spill for datamaskinen på Vanskelig ({percent} %): dette skjer bare én gang.</translation>
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
        <translation>Spill videre</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Starte et nytt spill?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Spillet som pågår, går tapt.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Start nytt spill</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Starte dette spillet på nytt?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Alt som er spilt så langt, går tapt; de samme spillerne begynner på nytt med nye terninger.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Start på nytt</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfekt spill beregnes fortsatt; prøv tipset igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} spiller.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Satt på pause.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Kast for å se alle valg med forventet sluttsum.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Beregner perfekt spill…</translation>
    </message>
</context>
</TS>
