<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nyt spil…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Vælg spillere og regler, og start et nyt spil</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nyt spil</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Tag det sidste slag eller det sidst udfyldte felt tilbage</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>fortryd</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Stop uret, og skjul spillebrættet</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pause eller fortsæt</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Start forfra</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Start dette spil forfra med de samme spillere og regler</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Vis det bedste træk lige nu ud fra perfekt spil (spillet markeres som spil med hjælp)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>tip (spillet tæller som spil med hjælp)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Vis alle valg med deres forventede slutscore (spillet markeres som spil med hjælp)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>analysepanel (spillet tæller som spil med hjælp)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Vinderchancer</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Hver spillers chance for at vinde, i statuslinjen (i spil med to eller flere spillere)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Resultater</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Bedste resultater og statistik fra din spilhistorik</translation>
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
        <translation>Afspil lyden af terningerne og felterne</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>lyd til eller fra</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Åbn et bord…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Spil med andre ved computere på dette netværk: åbn et bord, de kan sætte sig ved</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Sæt dig ved et bord…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Sæt dig ved et bord, som en anden computer på dette netværk er vært for</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Indstillinger…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Computerens tempo, animation, lyd og farver</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>indstillinger</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Reglerne i Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>sådan spiller du (denne side)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Alle spillets taster, i Sådan spiller du</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Om Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Hvilken version af Five Dice du har, og hvad spillet er</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Luk Five Dice (dit spil bliver gemt)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>afslut (spillet bliver gemt)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Mellemrum eller R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>slå</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 til 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>hold eller slip en terning</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Pil op eller ned</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>vælg et felt</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>udfyld det valgte felt</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>spring til slutningen af en computerspillers tur (andre taster venter, mens den spiller)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab eller Skift+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>flyt mellem knapper og felter; Enter eller Mellemrum trykker på den, der har fokus</translation>
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
        <translation>Fortsæt</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Start uret igen, og vis spillebrættet</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nyt spil.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} slog {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} er løbet tør for tid.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Fortrudt.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Sat på pause.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Fortsat.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Ingen slag tilbage: vælg et felt.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>%n slag tilbage.</numerusform>
            <numerusform>%n slag tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} udfyldte et felt.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fik {points} i {box} plus {bonus} point i Yatzybonus og {upper_bonus} point i øvre bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} fik {points} i {box} plus {bonus} point i Yatzybonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fik {points} i {box} plus {upper_bonus} point i øvre bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} fik {points} i {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fik {points} i {box} på ark {card} plus {bonus} point i Yatzybonus og {upper_bonus} point i øvre bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} fik {points} i {box} på ark {card} plus {bonus} point i Yatzybonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} fik {points} i {box} på ark {card} plus {upper_bonus} point i øvre bonus.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} fik {points} i {box} på ark {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} har turen.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spillet er slut.</translation>
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
        <translation>Det igangværende spil blev spillet ved et netværksbord. Det fortsætter her på denne computer: spillerne, der sad andre steder, spiller nu her.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice er allerede åben med datamappen {folder}. Den svarede ikke, da den blev bedt om at komme i forgrunden. Skift til den, eller luk den, før du starter Five Dice igen.</translation>
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
        <translation>Tre ens</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fire ens</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Fuldt hus</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Lille straight</translation>
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
        <translation>Chance</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>Summen af de terninger, der viser 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>Summen af de terninger, der viser 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>Summen af de terninger, der viser 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>Summen af de terninger, der viser 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>Summen af de terninger, der viser 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>Summen af de terninger, der viser 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>Summen af alle fem terninger, hvis mindst tre viser det samme.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>Summen af alle fem terninger, hvis mindst fire viser det samme.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>Altid 25 point for tre af én slags og to af en anden (ikke terningernes sum).</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 point for fire vilkårlige i træk (1-2-3-4, 2-3-4-5 eller 3-4-5-6); den femte terning er ligegyldig.</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 point for fem i træk: både 1-2-3-4-5 og 2-3-4-5-6 giver 40.</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50, når alle fem terninger viser det samme.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>Summen af alle fem terninger, altid.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Ingen færdige spil endnu</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pointfordeling</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Antal spil pr. pointinterval. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Spil, ældste til nyeste</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Seneste spil</numerusform>
            <numerusform>Seneste %n spil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n nyligt spil, sidst {score}, gennemsnit for nylig {average}</numerusform>
            <numerusform>%n nylige spil, sidst {score}, gennemsnit for nylig {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Gennemsnit af seneste 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfekt spil er stadig ved at blive beregnet; prøv tippet igen om et øjeblik.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Perfekt spil er stadig ved at blive beregnet; åbn gennemgangen igen om et øjeblik.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Forventet slutscore for hvert valg (perfekt spil)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Forventet slutscore for hvert valg (omtrentlig ved flere ark og i Tripel)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Slå med terningerne for at begynde din tur.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Slå med terningerne for at begynde din tur — omtrentligt.</translation>
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
        <translation>Forventet score</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Bagud</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>bedst</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Dit nuværende valg</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Valg og deres forventede slutscore</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Vinderchancer: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Straks</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animér terningeslag</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Computerens tempo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: valgmuligheder</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Terning {number}: ikke slået endnu</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Klik eller tryk på {key} for at holde eller slippe den.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>HOLDT</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>HOLD?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Hvis tur</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Sådan spiller du (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Start forfra med de samme spillere og regler</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Spring til slutningen af computerens tur (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Slå med de terninger, der ikke holdes (Mellemrum eller R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
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
        <translation>Tur {turn} af {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spil igen</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Spring til slut (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Slå igen (%n tilbage)</numerusform>
            <numerusform>Slå igen (%n tilbage)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Ingen slag tilbage: vælg et felt</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Spil igen med de samme spillere, eller opret et nyt spil med N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Pause: tryk på P eller vælg Fortsæt for at spille videre.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} spiller ved en anden computer.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} spiller. Tryk på Esc eller klik for at springe til slutningen af turen.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Tryk på Mellemrum eller R for at slå.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Hold terninger med et klik eller 1–5, slå igen, eller vælg et felt på arket.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Vælg et felt på arket: klik på det, eller brug pil op/ned og Enter.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>ener</translation>
    </message>
    <message>
        <source>two</source>
        <translation>toer</translation>
    </message>
    <message>
        <source>three</source>
        <translation>treer</translation>
    </message>
    <message>
        <source>four</source>
        <translation>firer</translation>
    </message>
    <message>
        <source>five</source>
        <translation>femmer</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sekser</translation>
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
        <translation>{name} er løbet tør for tid</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} udfyldte et felt</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} fik {points} i {box} på ark {card} og nåede øvre bonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} fik {points} i {box} på ark {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} fik {points} i {box} og nåede øvre bonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} fik {points} i {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: Yatzy står med 50 på alle ark.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: Yatzy står allerede med 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Fri joker: dette slag må sættes i et hvilket som helst ledigt felt til fuld værdi.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Ingen bonus: Yatzy står ikke med 50 på alle ark.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Ingen bonus: Yatzy står med 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Jokerregel: slaget skal i {box}, sit eget felt i øvre del.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Jokerregel: {box} er udfyldt, så slaget kan sættes i et hvilket som helst ledigt felt i nedre del til fuld værdi.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Jokerregel: intet felt i nedre del er ledigt, så slaget skal i et felt i øvre del for 0.</translation>
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
        <translation>Pointarket for {name} er skjult, indtil spillet slutter.</translation>
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
        <translation>Total: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Øvre {upper} + øvre bonus {upper_bonus} + nedre {lower} + Yatzybonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Øvre {upper} + øvre bonus {upper_bonus} + nedre {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Øvre {upper} + nedre {lower} + Yatzybonus {extra_bonus} = {total}</translation>
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
        <translation>Hvad de andre spillere gjorde sidst</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tid tilbage</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Hvorfor disse felter</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: {time} tilbage (pause)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: {time} tilbage</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} har %n sekund tilbage.</numerusform>
            <numerusform>{name} har %n sekunder tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Yatzy!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Øvre bonus +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Spillet varer %n tur pr. spiller, ét felt pr. tur.</numerusform>
            <numerusform>Spillet varer %n ture pr. spiller, ét felt pr. tur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>I dette spil har hver spiller &lt;b&gt;%n minuts&lt;/b&gt; betænkningstid til hele spillet, og tiden tæller kun i spillerens egne ture. En spiller, der løber tør for tid, udgår: spillerens ark bliver, som det er, og de andre spiller videre.</numerusform>
            <numerusform>I dette spil har hver spiller &lt;b&gt;%n minutters&lt;/b&gt; betænkningstid til hele spillet, og tiden tæller kun i spillerens egne ture. En spiller, der løber tør for tid, udgår: spillerens ark bliver, som det er, og de andre spiller videre.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Dette spil har ingen tidsgrænse.</translation>
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
        <translation>Fem terninger, tre slag, tretten felter: det klassiske terningspil for én til fire spillere, med computermodstandere helt op til perfekt spil og en træner, der kender det.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Sådan spiller du Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice er allerede åben med datamappen {folder} (proces {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice er allerede åben med datamappen {folder}.</translation>
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
        <translation>Let</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
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
        <translation>&amp;Spil</translation>
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
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
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
        <translation>Spillet er slut: start et nyt spil for at spille igen.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Spillet er sat på pause: fortsæt det for at spille videre.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Ingen slag tilbage i denne tur: vælg et felt at udfylde.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Slå først: terninger kan først holdes efter turens første slag.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Ingen slag tilbage i denne tur, så det nytter ikke at holde terninger.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Slå først: et felt kan først udfyldes efter et slag.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>{box} på ark {card} er allerede udfyldt.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} er allerede udfyldt.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>Jokerreglen tillader ikke {box} for denne Yatzy; den må sættes i: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Der er intet at fortryde: terningerne er slået efter det felt.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Der er intet at fortryde.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Spillet er slut: der er intet at sætte på pause.</translation>
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
        <translation>Forbindelsen til bordet blev afbrudt.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Programmet mistede overblikket over værtens spil og forlod derfor bordet.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Værtens terninger passede ikke til værtens spil, så spillet bliver ikke gemt.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Bordkoden var forkert: en bordkode består af fire cifre.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Kunne ikke få forbindelse til et bord på {address} port {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Bordet sendte beskeder, som dette program ikke forstår.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Bordkoden var forkert.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Værten lukkede bordet.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Værtens spil kom ud af trit med bordet, så bordet blev lukket.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Dit program brød bordets protokol: farvel.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Der kom for mange forkerte bordkoder fra din computer: vent et minut.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Spillet ved dette bord er slut.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Spillet ved dette bord er allerede begyndt.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Bordet er fuldt.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Dette bord kender ikke din plads: sæt dig ved bordet igen.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Du var væk for længe: din plads er udgået af spillet.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Din plads er stadig optaget af en forbindelse ved bordet.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Du forlod bordet.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Kun værten kan sætte spillet på pause; værten er blevet bedt om det.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Kun værten kan fortsætte spillet.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Spillet er ikke begyndt endnu.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>I et netværksspil er det værtens computer, der fører spillet; send den en anmodning.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Fortryd er slået fra i netværksspil.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Det kan kun værten gøre.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Det træk er ikke tilladt.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Reglerne tillader ikke det lige nu.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Spillet er sat på pause.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Åbn et bord på netværket</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Spiller et andet sted</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>En person her, en computer eller en ledig plads til en spiller ved en anden computer</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Spiller {number}: her, computer eller et andet sted</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Bord hos {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Bordets navn</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Åbn bordet</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (ved værtens computer)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Ledig plads: venter på en spiller…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (væk: kan komme tilbage)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (har sat sig)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Netværksbord</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>denne computers adresse</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Spillere sætter sig ved bordet på {address}, port {port}, med koden {code}.
Borde på dette netværk kan også findes med Sæt dig ved et bord.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Bordkode {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Luk bordet</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Start uden de ledige pladser</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Sæt dig ved et bord</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Borde fundet på dette netværk</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Søg igen</translation>
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
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Bordkode</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Leder efter borde på dette netværk…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Pladser ved bordet</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Sæt dig</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Borde på dette netværk</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} på {address}, port {port} ({seats} ledige)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Vælg et bord, eller skriv dets adresse og port.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Skriv værtens adresse, eller vælg et bord fundet på dette netværk.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Bordkoden har fire cifre: den står på værtens skærm.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Forbinder til {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Du har fået en plads. Spillet begynder, når værten starter det.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Forlad</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} har sat sig ved bordet.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} har forladt bordet.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} er tilbage ved bordet.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} kom ikke tilbage i tide og er ude af spillet.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} beder om en pause (P sætter spillet på pause for alle).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Netværksbordet er lukket: spillet fortsætter her på denne computer.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Forbindelsen til bordet blev afbrudt: forbinder igen…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>En spiller</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Bordet kunne ikke åbnes: denne computer ville ikke tage imod forbindelser.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Spillet kunne ikke starte: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Der kan ikke søges efter borde her: skriv adressen.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Spillet bliver stående på skærmen, som det var.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>En Yatzy, efter at feltet Yatzy er udfyldt, tæller som ethvert andet slag: ingen bonus, ingen joker.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>En Yatzy, efter at feltet Yatzy er udfyldt, giver {bonus}, hvis feltet står med 50, og er en tvungen joker: sit eget felt i øvre del, hvis det er ledigt, ellers et hvilket som helst felt i nedre del (Fuldt hus 25, straights 30 og 40), ellers 0 i et felt i øvre del.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>En Yatzy, efter at feltet Yatzy er udfyldt med 50, giver {bonus} og må sættes i et hvilket som helst ledigt felt som joker (Fuldt hus 25, straights 30 og 40); står der 0 i Yatzy, er det et almindeligt slag.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Tripel: en Yatzy giver {bonus} × arkets faktor, så længe Yatzy står med 50 på alle tre ark, og er kun en tvungen joker, når Yatzy og det tilhørende felt i øvre del er udfyldt på alle tre.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Tripel (×1 ×2 ×3)</translation>
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
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Spiller {number} er en person eller en computer</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Computerniveau for spiller {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Antal spillere</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Hvor mange</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Ekstra Yatzy</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Ark pr. spiller</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Tidsramme</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Tidsramme pr. spiller</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min pr. spiller</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minutter pr. spiller</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Åbne pointark</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Uden flueben ser hver spiller kun sit eget ark under spillet: de andre spilleres felter og summer viser ?, indtil spillet slutter.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Pointark</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Computerens ture</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Start nyt spil</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Med én spiller er der intet andet ark at skjule.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Alle kan se alle ark. Fjern fluebenet for at skjule de andres ark indtil slutningen.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Hver spiller ser kun sit eget ark: de andres felter og summer viser ?, indtil spillet slutter.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Luk beskeden</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Besked</translation>
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
        <translation>Spillet blev sat på pause, mens computeren sov. Tiden imens tæller ikke med.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Spillet blev sat på pause, mens vinduet var minimeret.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
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
        <translation>Spil igen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Gennemgå spillet</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Hver af dine beslutninger sammenlignet med perfekt spil</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Disse tal er omtrentlige ved flere ark og i Tripel.</translation>
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
            <numerusform>{name}: %n beslutning, {cost} forventede point tabt i forhold til perfekt spil.</numerusform>
            <numerusform>{name}: %n beslutninger, {cost} forventede point tabt i forhold til perfekt spil.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (ark {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>slå</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>slå alle fem igen</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>hold {dice} og slå</translation>
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
        <translation>Gennemgang af spillet</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>De største fejl:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Ingen fejl: hver beslutning var den bedste.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Alle beslutninger</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Tur</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Slag</translation>
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
        <translation>Bedst</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Tab</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Gennemgang for {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Der var ingen beslutninger at gennemgå.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Gennemgang</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Officiel (tvungen joker)</translation>
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
        <translation>Spilhistorikken er ikke tilgængelig, så der er ingen resultater at vise.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Ingen færdige spil endnu. Spil et spil til ende, så vises resultatet her.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Ingen færdige spil af denne type endnu. Spil et til ende, så vises resultatet her.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Alle spil af denne type indtil nu var med hjælp (tip eller fortrudte slag). Fjern fluebenet ved »Skjul spil med hjælp« for at se deres resultater.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Resultater</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problem med spilhistorikken</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Sider med resultater</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Skjul spil med hjælp (tip eller fortrudte slag)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Skjul spil med hjælp</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Spiltype</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Spiltype: valgmuligheder</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Bedste resultater</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plads</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
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
        <translation>Spiller: valgmuligheder</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spil:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Sejre</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Sejre:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gennemsnit</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Gennemsnit:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bedst</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Bedst:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Øvre bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Øvre bonus:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Yatzy-slag</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Yatzy-slag:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Seneste spil</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spillere og point</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Med hjælp</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Kun det seneste spil vises.</numerusform>
            <numerusform>Kun de seneste %n spil vises.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Gennemgå det valgte spil</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Eksportstatus</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Eksporterer… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksportér CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Eksportér historikken som CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Spilhistorikken kunne ikke læses.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · netværk</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>med hjælp: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>uden hjælp</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Med hjælp: der blev brugt tip (tippet, analysepanelet eller trænertilstand) eller fortrudt et slag i dette spil</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Alle spil, {name} har spillet færdig indtil nu, var med hjælp (tip eller fortrudte slag). Fjern fluebenet ved »Skjul spil med hjælp« for at se dem.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % af arkene</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Eksportér historikken</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Der er ingen spilhistorik at eksportere.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Øvre sum</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Øvre bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Yatzybonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Nedre sum</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Arkets sum</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} foran</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} bagud</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>i rute</translation>
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
        <translation>{bonus} ekstra, når Enere…Seksere giver {threshold} eller mere i alt. Normen er tre terninger af hver slags ({threshold} i alt): »+4 foran« betyder 4 point mere end normen i de felter, der er udfyldt indtil nu.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 for hver ekstra Yatzy, der sættes ind, mens Yatzy står med 50 (efter den regel for ekstra Yatzy, der er valgt til dette spil).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Tre ens til Chance lagt sammen.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Alt lagt sammen: spillets resultat.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, ark {card}: tæller ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, ark {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (har turen)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: tiden er gået, arket bliver, som det er</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Skjulte pointark: dette ark vises, når spillet slutter</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>tiden er gået</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>ark {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>har turen</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vinder</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>ark {card} (tæller ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Sidste træk fra {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Ark {card} (tæller ×{multiplier}), {box}, ville give {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Ark {card}, {box}, ville give {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, ville give {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, skjult indtil spillet slutter</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>ledigt</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>intet endnu</translation>
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
        <translation>Giver {points} nu: klik på det, eller vælg det med pil op/ned, og tryk på Enter.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Pointark</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Computerspillernes strategi kunne ikke indlæses, så de spiller et enklere spil indtil videre.</translation>
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
        <translation>Lyst</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørkt</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Afspil lyde (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Afspil lyde</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Lydstyrke: {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lydstyrke</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lydens styrke</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farver</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Farveskema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Sproget i spillets tekster. »Systemstandard« følger det sprog, din computer er indstillet til.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Trænertilstand: sig til, når et træk koster point</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Trænertilstand</translation>
    </message>
    <message>
        <source> points</source>
        <translation> point</translation>
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
        <translation>Spillere og regler vælges under Nyt spil: ændrer du dem, starter et nyt spil.</translation>
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
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} har turen</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Alle løb tør for tid</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Spillet er slut: %n point</numerusform>
            <numerusform>Spillet er slut: %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Uafgjort: {names} og {last}, %n point hver</numerusform>
            <numerusform>Uafgjort: {names} og {last}, %n point hver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} vinder med %n point</numerusform>
            <numerusform>{name} vinder med %n point</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Hver spillers chance for at vinde herfra med perfekt spil</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Det bedste resultat for denne spiltype (spillere, regler, ark).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tur {turn} af {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>%n slag tilbage</numerusform>
            <numerusform>%n slag tilbage</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Tid {time} · {name}: {left} tilbage (pause)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Tid {time} · {name}: {left} tilbage</translation>
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
        <translation>Chancer: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Bedst: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Bedst: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Spilhistorikken bruges af et andet program, så færdige spil kan ikke registreres lige nu.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Disken er fuld, så spilhistorikken kan ikke tage imod nye spil nu: færdige spil venter ved siden af den og tilføjes, når der er plads. Intet i historikken blev ændret.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Spilhistorikken kan ikke gemmes: der kan ikke skrives i mappen {folder}, så færdige spil bliver ikke registreret. Intet blev ændret.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Der kan ikke skrives i spilhistorikken {file} (filen er skrivebeskyttet): færdige spil venter ved siden af den og tilføjes, når der kan skrives i den igen. Den er ladt urørt.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Spilhistorikken kan ikke åbnes ({reason}): færdige spil venter ved siden af den og tilføjes, når den kan åbnes. Den er ladt urørt.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Spilhistorikken er beskadiget og er ladt urørt: der kan ikke skrives i dens mappe {folder}, så gemning er slået fra.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Spilhistorikken er beskadiget og kunne ikke lægges til side.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Spilhistorikken kan ikke vises: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Det gemte spil kunne ikke gendannes, så et nyt spil er startet. Den beskadigede fil blev gemt som {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Det gemte spil kunne ikke gendannes, så et nyt spil er startet.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Historikken blev ikke eksporteret til {file}: det er en af de filer, Five Dice selv bruger til dine spil og indstillinger. Intet blev skrevet; vælg et andet navn eller en anden mappe.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Disken er fuld, så historikken kunne ikke skrives til {file}. Frigør noget plads på den disk, eller vælg en anden.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Historikken kunne ikke skrives til {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Spilhistorikken kunne ikke læses: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Spilhistorikken indeholder regler, som denne udgave af Five Dice ikke kender: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Spilhistorikkens versionsmærke var beskadiget og er blevet repareret; alle spil i den er bevaret.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Spilhistorikken kan ikke gemmes i denne mappe.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Spilhistorikken kan ikke åbnes: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Spilhistorikken er beskadiget, og en ny kunne ikke oprettes: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Filen, hvor spilhistorikken hører hjemme, var ikke en historik fra Five Dice, så en ny historik blev oprettet (filen blev gemt som {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Spilhistorikken var beskadiget, så en ny blev oprettet (den gamle fil blev gemt som {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Spilhistorikken kan ikke læses.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Gemning virker igen: dette spil og dine indstillinger bliver gemt.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Det færdige spil, der ventede på plads, er nu gemt og bliver tilføjet til din historik.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Disken er fuld, så Five Dice kan ikke gemme lige nu. Frigør noget plads på disken: gemning starter igen af sig selv, og intet går tabt, så længe Five Dice er åben.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Disken er fuld, så Five Dice kan ikke gemme: dette spil, dine indstillinger og din historik bliver ikke gemt. Frigør noget plads på disken, og start Five Dice igen.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Gemning er slået fra: Five Dice kan ikke skrive i datamappen. Du kan spille videre, men dette spil, dine indstillinger og din historik bliver ikke gemt.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Gemning er slået fra: Five Dice kan ikke skrive i {folder}. Du kan spille videre, men dette spil, dine indstillinger og din historik bliver ikke gemt.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Historikken er optaget; dette spil bliver tilføjet, så snart den er ledig.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Dette spil kunne ikke tilføjes til din historik endnu; det er gemt og bliver tilføjet ved næste start.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Disken er fuld: dette spil venter ved siden af din historik og tilføjes, når der er plads.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Dette spil kunne ikke gemmes endnu. Five Dice holder på det og prøver igen ved hver gemning: lad Five Dice være åben, indtil den melder, at spillet er gemt.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Disken er fuld, så dette spil kunne ikke gemmes endnu. Five Dice holder på det: frigør noget plads på disken, og lad Five Dice være åben, indtil den melder, at spillet er gemt.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Ny personlig rekord for {name}: {score} (før {old}).</translation>
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
        <translation>Ny rekord for denne spiltype: {who}, {score} (før {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Spilhistorikken er ikke tilgængelig.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Det spil kan ikke genafspilles: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>tips</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>fortrudte slag</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Tripel</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>ét ark</translation>
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
        <translation>{cards} · ekstra Yatzy: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · ekstra Yatzy: {extra_five} · skjulte ark</translation>
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
        <translation>den er skrevet af en nyere udgave af Five Dice (skema {version}; denne kender op til {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Dine indstillinger kunne ikke læses, så standardindstillingerne bruges.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Din indstillingsfil var beskadiget, så standardindstillingerne bruges.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Din indstillingsfil var beskadiget, så standardindstillingerne bruges (filen er gemt som {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Perfekt spil for computeren på Svær kunne ikke beregnes, så den spiller et enklere spil indtil videre.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Beregner perfekt spil for computeren på Svær ({percent} %): det sker kun én gang.</translation>
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
        <translation>Spil videre</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Start et nyt spil?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Det igangværende spil går tabt.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Start nyt spil</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Start spillet forfra?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Alt, hvad der er spillet indtil nu, går tabt; de samme spillere starter forfra med nye terninger.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Start forfra</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfekt spil er stadig ved at blive beregnet; prøv tippet igen om et øjeblik.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} spiller.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Sat på pause.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Slå for at se alle valg med deres forventede slutscore.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Beregner perfekt spil…</translation>
    </message>
</context>
</TS>
