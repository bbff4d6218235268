<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Kies spelers en regels en start een nieuw spel</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nieuw spel</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>De laatste worp of het laatst ingevulde vak terugnemen</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>ongedaan maken</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>De klok stilzetten en het speelbord verbergen</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pauzeren of hervatten</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Herstarten</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Dit spel opnieuw beginnen met dezelfde spelers en regels</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Toon nu de beste zet volgens perfect spel (het spel telt dan als spel met hulp)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>hint (het spel telt als spel met hulp)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Toon elke keuze met de verwachte eindscore (het spel telt dan als spel met hulp)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>analysepaneel (het spel telt als spel met hulp)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Winkansen</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>De winkans van elke speler, in de statusbalk (bij spellen met twee of meer spelers)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Scorebord</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Topscores en statistieken uit je gespeelde spellen</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>scorebord</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Geluiden van de dobbelstenen en de vakken afspelen</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>geluid aan of uit</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Tafel openen…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Speel met mensen op andere computers in dit netwerk: open een tafel waar ze aan kunnen schuiven</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Aanschuiven…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Neem plaats aan een tafel die op een andere computer in dit netwerk is geopend</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Instellingen…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Computersnelheid, animatie, geluid en kleuren</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>instellingen</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>De spelregels van Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>speluitleg (deze pagina)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Alle toetsen van het spel, in de speluitleg</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Over Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>De versie van Five Dice en wat het is</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Five Dice sluiten (je spel wordt bewaard)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>afsluiten (het spel wordt bewaard)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Spatie of R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>gooien</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 t/m 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>dobbelsteen vasthouden of loslaten</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Omhoog of Omlaag</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>vak kiezen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>gekozen vak invullen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>naar het einde van de beurt van een computerspeler springen (andere toetsen wachten tot die klaar is)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab of Shift+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>tussen bedieningselementen wisselen; Enter of Spatie drukt op het element met de focus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} of {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>De klok weer starten en het speelbord tonen</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nieuw spel.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} gooide {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>De tijd van {name} is op.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Ongedaan gemaakt.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Gepauzeerd.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Hervat.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Geen worpen meer: kies een vak.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>Nog %n worp.</numerusform>
            <numerusform>Nog %n worpen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} heeft een vak ingevuld.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} scoorde {points} bij {box}, met een extra-vijfbonus van {bonus} punten en de bovenbonus van {upper_bonus} punten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} scoorde {points} bij {box}, met een extra-vijfbonus van {bonus} punten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} scoorde {points} bij {box}, plus de bovenbonus van {upper_bonus} punten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} scoorde {points} bij {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} scoorde {points} bij {box} op kaart {card}, met een extra-vijfbonus van {bonus} punten en de bovenbonus van {upper_bonus} punten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} scoorde {points} bij {box} op kaart {card}, met een extra-vijfbonus van {bonus} punten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} scoorde {points} bij {box} op kaart {card}, plus de bovenbonus van {upper_bonus} punten.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} scoorde {points} bij {box} op kaart {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} is aan de beurt.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Het spel is afgelopen.</translation>
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
        <translation>Het lopende spel werd aan een netwerktafel gespeeld. Het gaat hier verder, op deze computer: de spelers die elders zaten, spelen nu hier.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice is al geopend op {folder}. Het reageerde niet toen het werd gevraagd naar voren te komen. Ga naar dat venster, of sluit het voordat je Five Dice opnieuw start.</translation>
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
        <translation>Enen</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tweeën</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Drieën</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Vijven</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Zessen</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Drie dezelfde</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Vier dezelfde</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine straat</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grote straat</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Vijf dezelfde</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>De som van de dobbelstenen met een 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>De som van de dobbelstenen met een 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>De som van de dobbelstenen met een 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>De som van de dobbelstenen met een 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>De som van de dobbelstenen met een 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>De som van de dobbelstenen met een 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>De som van alle vijf dobbelstenen als er minstens drie dezelfde ogen tonen.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>De som van alle vijf dobbelstenen als er minstens vier dezelfde ogen tonen.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 voor drie gelijke ogen plus twee andere gelijke ogen.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 voor vier opeenvolgende ogen (1-2-3-4, 2-3-4-5 of 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 voor vijf opeenvolgende ogen (1-2-3-4-5 of 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 als alle vijf dobbelstenen dezelfde ogen tonen.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>De som van alle vijf dobbelstenen, altijd.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Nog geen uitgespeelde spellen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Spellen per scoregebied. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Spel, van oud naar nieuw</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Laatste spel</numerusform>
            <numerusform>Laatste %n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n recent spel, laatste {score}, recent gemiddelde {average}</numerusform>
            <numerusform>%n recente spellen, laatste {score}, recent gemiddelde {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Gemiddelde van de laatste 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfect spel wordt nog berekend; vraag zo meteen opnieuw om een hint.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Perfect spel wordt nog berekend; open de nabespreking zo meteen opnieuw.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Verwachte eindscore per keuze (perfect spel)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Verwachte eindscore per keuze (bij benadering voor meerdere kaarten en het Tripel-spel)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Gooi de dobbelstenen om je beurt te beginnen.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Gooi de dobbelstenen om je beurt te beginnen — bij benadering.</translation>
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
        <translation>Keuze</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Verwachte score</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Achterstand</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>beste</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Je huidige keuze</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Keuzes en hun verwachte eindscores</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Winkansen: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Rollende dobbelstenen animeren</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Computersnelheid</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: keuzes</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dobbelsteen {number}: nog niet gegooid</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Klik of druk op {key} om hem vast te houden of los te laten.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>VAST</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>HOUDEN?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Wie is aan de beurt</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Speluitleg (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Opnieuw beginnen met dezelfde spelers en regels</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Naar het einde van de computerbeurt springen (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>De dobbelstenen gooien die niet vastgehouden worden (Spatie of R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Beurt {turn} van {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>computer, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nog een keer</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Naar het einde (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Opnieuw gooien (nog %n)</numerusform>
            <numerusform>Opnieuw gooien (nog %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Geen worpen meer: kies een vak</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Speel nog een keer met dezelfde spelers, of kies met N een nieuw spel.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Gepauzeerd: druk op P of kies Hervatten om verder te gaan.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} speelt op een andere computer.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} is aan zet. Druk op Esc of klik om naar het einde van de beurt te springen.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Druk op Spatie of R om te gooien.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Houd dobbelstenen vast met een klik of 1–5, gooi opnieuw, of kies een vak op de kaart.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Kies een vak op de kaart: klik erop, of gebruik Omhoog/Omlaag en Enter.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>één</translation>
    </message>
    <message>
        <source>two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>vijf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>zes</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Dobbelsteen {number}: verborgen tijdens pauze</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Dobbelsteen {number}: {face}, vastgehouden</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Dobbelsteen {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>De tijd van {name} is op</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} heeft een vak ingevuld</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} scoorde {points} bij {box} op kaart {card} en haalt de bovenbonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} scoorde {points} bij {box} op kaart {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} scoorde {points} bij {box} en haalt de bovenbonus (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} scoorde {points} bij {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: Vijf dezelfde staat op elke kaart op 50.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: Vijf dezelfde staat al op 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Vrije joker: deze worp mag in elk open vak, voor de volle waarde.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Geen bonus: Vijf dezelfde staat niet op elke kaart op 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Geen bonus: Vijf dezelfde staat op 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Jokerregel: de worp moet in {box}, het eigen bovenvak.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Jokerregel: {box} is al ingevuld, dus de worp mag voor de volle waarde in elk open ondervak.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Jokerregel: er is geen ondervak meer open, dus de worp gaat voor 0 in een bovenvak.</translation>
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
        <translation>De kaart van {name} blijft verborgen tot het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Kaart {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Kaart {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Eindtotaal: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Boven {upper} + bovenbonus {upper_bonus} + onder {lower} + extra-vijfbonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Boven {upper} + bovenbonus {upper_bonus} + onder {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Boven {upper} + onder {lower} + extra-vijfbonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Boven {upper} + onder {lower} = {total}</translation>
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
        <translation>De geschiedenis kon niet naar {file} worden geschreven.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Wat de andere spelers het laatst deden</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Resterende tijd</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Waarom deze vakken</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: nog {time} (gepauzeerd)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: nog {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} heeft nog %n seconde.</numerusform>
            <numerusform>{name} heeft nog %n seconden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Vijf dezelfde!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Bovenbonus +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Het spel duurt %n beurt per speler, één vak per beurt.</numerusform>
            <numerusform>Het spel duurt %n beurten per speler, één vak per beurt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>In dit spel heeft elke speler &lt;b&gt;%n minuut&lt;/b&gt; bedenktijd voor het hele spel, die alleen tijdens de eigen beurten loopt. Wie door de tijd heen is, valt af: die kaart blijft zoals hij is en de anderen spelen door.</numerusform>
            <numerusform>In dit spel heeft elke speler &lt;b&gt;%n minuten&lt;/b&gt; bedenktijd voor het hele spel, die alleen tijdens de eigen beurten loopt. Wie door de tijd heen is, valt af: die kaart blijft zoals hij is en de anderen spelen door.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Dit spel heeft geen tijdslimiet.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>versie {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Over Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Vijf dobbelstenen, drie worpen, dertien vakken: het klassieke dobbelspel voor één tot vier spelers, met computertegenstanders tot en met perfect spel en een coach die dat ook kent.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Zo speel je Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Speluitleg</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice is al geopend op {folder} (proces {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice is al geopend op {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Systeemstandaard</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
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
        <translation>&amp;Bewerken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Meer acties</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>Het spel is afgelopen: start een nieuw spel om opnieuw te spelen.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Het spel is gepauzeerd: hervat het om verder te gaan.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Geen worpen meer deze beurt: kies een vak om in te vullen.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Eerst gooien: je kunt pas dobbelstenen vasthouden na de eerste worp van de beurt.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Geen worpen meer deze beurt, dus vasthouden heeft geen zin.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Eerst gooien: je kunt pas een vak invullen na een worp.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>{box} op kaart {card} is al ingevuld.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} is al ingevuld.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>De jokerregel staat {box} niet toe voor deze vijf dezelfde; de worp mag in: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Er valt niets ongedaan te maken: na dat vak is er al gegooid.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Er valt niets ongedaan te maken.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Het spel is afgelopen: er valt niets te pauzeren.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>De verbinding met de tafel is verbroken.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Deze app is het spel van de host kwijtgeraakt en heeft de tafel daarom verlaten.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>De dobbelstenen van de host hoorden niet bij zijn spel, dus het spel wordt niet bewaard.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>De toegangscode was onjuist: een toegangscode bestaat uit vier cijfers.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Geen tafel bereikbaar op {address}, poort {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>De tafel stuurde berichten die deze app niet begrijpt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>De toegangscode was onjuist.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>De host heeft de tafel gesloten.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Het spel van de host liep niet meer gelijk met de tafel, dus de tafel is gesloten.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Je app hield zich niet aan het protocol van de tafel: tot ziens.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Er kwamen te veel onjuiste toegangscodes van je computer: wacht een minuut.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Het spel aan deze tafel is afgelopen.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Het spel aan deze tafel is al begonnen.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>De tafel is vol.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Deze tafel kent je plaats niet: schuif opnieuw aan.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Je was te lang weg: je plaats doet niet meer mee aan het spel.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Je plaats is nog bezet door een verbinding aan de tafel.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Je hebt de tafel verlaten.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Alleen de host kan het spel pauzeren; de host is gevraagd dat te doen.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Alleen de host kan het spel hervatten.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Het spel is nog niet begonnen.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>In een netwerkspel bepaalt de computer van de host het spelverloop; vraag het via een verzoek.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Ongedaan maken staat uit in netwerkspellen.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Alleen de host kan dat doen.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Die zet is niet toegestaan.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>De regels staan dat nu niet toe.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Het spel is gepauzeerd.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Een tafel openen in het netwerk</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Speler elders</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Iemand hier, een computer, of een vrije plaats voor een speler op een andere computer</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Speler {number}: hier, computer of elders</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tafel van {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Naam van de tafel</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tafel openen</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (op de computer van de host)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Vrije plaats: wacht op een speler…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (weg: kan terugkomen)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (aangeschoven)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Netwerktafel</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>het adres van deze computer</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Spelers schuiven aan via {address}, poort {port}, met de code {code}.
Tafels in dit netwerk zijn ook te vinden via Aanschuiven.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Toegangscode {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tafel sluiten</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Starten zonder de vrije plaatsen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Aanschuiven aan een tafel</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Tafels in dit netwerk</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Opnieuw zoeken</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>bijv. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Toegangscode</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Zoeken naar tafels in dit netwerk…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Plaatsen aan de tafel</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Aanschuiven</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tafels in dit netwerk</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} op {address}, poort {port} ({seats} vrij)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Kies een tafel, of typ het adres en de poort.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Typ het adres van de host, of kies een tafel die in dit netwerk is gevonden.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>De toegangscode heeft vier cijfers: die staat op het scherm van de host.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Verbinden met {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Je hebt een plaats. Het spel begint zodra de host het start.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} is aan de tafel aangeschoven.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} heeft de tafel verlaten.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} is terug aan de tafel.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} kwam niet op tijd terug en doet niet meer mee.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} vraagt om een pauze (P pauzeert het spel voor iedereen).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>De netwerktafel is gesloten: dit spel gaat hier verder, op deze computer.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>De verbinding met de tafel is verbroken: opnieuw verbinden…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Een speler</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>De tafel kon niet worden geopend: deze computer accepteerde geen verbindingen.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Het spel kon niet starten: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Hier kan niet naar tafels worden gezocht: typ het adres.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Het spel blijft op het scherm zoals het was.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Een vijf dezelfde nadat Vijf dezelfde is ingevuld, telt als elke andere worp: geen bonus, geen joker.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Een vijf dezelfde nadat Vijf dezelfde is ingevuld, levert {bonus} op als dat vak op 50 staat, en is een verplichte joker: in het eigen bovenvak als dat open is, anders in een willekeurig ondervak (Full house 25, straten 30 en 40), anders voor 0 in een bovenvak.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Een vijf dezelfde nadat Vijf dezelfde met 50 is ingevuld, levert {bonus} op en mag als joker in elk open vak (Full house 25, straten 30 en 40); staat daar een 0, dan is het een gewone worp.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Tripel-spel: een vijf dezelfde levert {bonus} × de vermenigvuldiger van de kaart op zolang Vijf dezelfde op alle drie de kaarten op 50 staat, en is pas een verplichte joker als Vijf dezelfde en het eigen bovenvak op alle drie zijn ingevuld.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Tripel (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Naam van speler {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Speler {number} is een mens of een computer</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Niveau van computerspeler {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Aantal spelers</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Extra vijf dezelfde</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Kaarten per speler</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Bedenktijd</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Bedenktijd per speler</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min per speler</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuten per speler</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Open scorebladen</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Uitgevinkt ziet elke speler tijdens het spel alleen de eigen kaart: de vakken en totalen van de anderen tonen ? tot het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Scorebladen</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Computerbeurten</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Nieuw spel starten</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Met één speler is er geen andere kaart om te verbergen.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Iedereen ziet alle kaarten. Vink uit om de kaarten van de anderen tot het einde te verbergen.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Elke speler ziet alleen de eigen kaart: de vakken en totalen van de anderen tonen ? tot het spel is afgelopen.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Melding sluiten</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Melding</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (nog %n)</numerusform>
            <numerusform>{message}  (nog %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>Het spel is gepauzeerd terwijl de computer in de slaapstand stond. De tussenliggende tijd telt niet mee.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Het spel is gepauzeerd terwijl het venster geminimaliseerd was.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}e</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nog een keer</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Nabespreken</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Elk van je beslissingen vergeleken met perfect spel</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Deze cijfers zijn bij benadering voor meerdere kaarten en het Tripel-spel.</translation>
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
            <numerusform>{name}: %n beslissing, {cost} verwachte punten weggegeven ten opzichte van perfect spel.</numerusform>
            <numerusform>{name}: %n beslissingen, {cost} verwachte punten weggegeven ten opzichte van perfect spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (kaart {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>gooien</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>alle vijf opnieuw gooien</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>{dice} vasthouden en gooien</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} vastgehouden</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dobbelstenen: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Nabespreking</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>De grootste fouten:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Geen fouten: elke beslissing was de beste.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Alle beslissingen</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Worp</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Stenen</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Keuze</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Verlies</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Nabespreking van {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Er waren geen beslissingen om na te bespreken.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Nabespreking</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Officieel (verplichte joker)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Vrije joker</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>De spelgeschiedenis is niet beschikbaar, dus er zijn geen scores om te tonen.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Nog geen uitgespeelde spellen. Speel een spel uit en de score verschijnt hier.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Nog geen uitgespeelde spellen van deze soort. Speel er een uit en de score verschijnt hier.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Alle spellen van deze soort tot nu toe waren met hulp gespeeld (hints of ongedaan gemaakte worpen). Vink “Spellen met hulp verbergen” uit om hun scores te zien.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Scorebord</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Probleem met de spelgeschiedenis</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Pagina&apos;s van het scorebord</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Spellen met hulp verbergen (hints of ongedaan gemaakte worpen)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Spellen met hulp verbergen</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Soort spel</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Soort spel: keuzes</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Topscores</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Speler: keuzes</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spellen:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Gemiddeld:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Beste:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bovenbonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Bovenbonus:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Vijf dezelfde gegooid</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Vijf dezelfde gegooid:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recente spellen</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spelers en scores</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Met hulp</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Alleen het laatste spel wordt getoond.</numerusform>
            <numerusform>Alleen de laatste %n spellen worden getoond.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Het gekozen spel nabespreken</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Voortgang export</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Exporteren… %p%</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>De geschiedenis exporteren als CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>De spelgeschiedenis kon niet worden gelezen.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · netwerk</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>met hulp: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>zonder hulp</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Met hulp: in dit spel zijn hints (de hint, het analysepaneel of de coachmodus) of een ongedaan gemaakte worp gebruikt</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Alle spellen die {name} tot nu toe uitspeelde, waren met hulp gespeeld (hints of ongedaan gemaakte worpen). Vink “Spellen met hulp verbergen” uit om ze te zien.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent}% van de kaarten</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>De geschiedenis exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Er is geen spelgeschiedenis om te exporteren.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Totaal boven</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bovenbonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Extra-vijfbonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Totaal onder</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Totaal kaart</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Eindtotaal</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} boven par</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} onder par</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>op par</translation>
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
        <translation>Enen t/m Zessen opgeteld.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} extra als Enen…Zessen samen {threshold} of meer opleveren. Par is drie dobbelstenen van elk aantal ogen ({threshold} in totaal): “+4 boven par” betekent 4 punten meer dan par in de vakken die tot nu toe zijn ingevuld.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 voor elke extra vijf dezelfde die je gooit terwijl Vijf dezelfde op 50 staat (volgens de extra-vijfregel die voor dit spel is gekozen).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Drie dezelfde t/m Kans opgeteld.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Alles opgeteld: de score van het spel.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, kaart {card}: telt ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, kaart {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (aan de beurt)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: tijd op, de kaart blijft zoals hij is</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Verborgen scorebladen: deze kaart wordt zichtbaar als het spel is afgelopen</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>tijd op</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>kaart {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winnaar</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>kaart {card} (telt ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Laatste zet van {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Kaart {card} (telt ×{multiplier}), {box}, zou {points} opleveren</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Kaart {card}, {box}, zou {points} opleveren</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, zou {points} opleveren</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, verborgen tot het spel is afgelopen</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>open</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nog niets</translation>
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
        <translation>Levert nu {points} op: klik erop, of selecteer het met Omhoog/Omlaag en druk op Enter.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Scorekaart</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>De strategie van de computerspelers kon niet worden geladen, dus ze spelen voorlopig een eenvoudig spel.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Systeem volgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Geluid afspelen (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Geluid afspelen</translation>
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
        <translation>Geluidsvolume</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kleuren</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Kleurenschema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>De taal van de teksten in het spel. “Systeemstandaard” volgt de taal waarop je computer is ingesteld.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Coachmodus: meld het als een zet punten kost</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Coachmodus</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punten</translation>
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
        <translation>Spelers en regels kies je bij Nieuw spel: als je ze wijzigt, begint er een nieuw spel.</translation>
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
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Iedereen is door de tijd heen</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Spel afgelopen: %n punt</numerusform>
            <numerusform>Spel afgelopen: %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Gelijkspel: {names} en {last}, elk %n punt</numerusform>
            <numerusform>Gelijkspel: {names} en {last}, elk %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} wint met %n punt</numerusform>
            <numerusform>{name} wint met %n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>De winkans van elke speler vanaf hier, bij perfect spel</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>De topscore voor deze soort spel (spelers, regels, kaarten).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Beurt {turn} van {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>Nog %n worp</numerusform>
            <numerusform>Nog %n worpen</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Tijd {time} · {name}: nog {left} (gepauzeerd)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Tijd {time} · {name}: nog {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Tijd {time} (gepauzeerd)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Tijd {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Kansen: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Topscore: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Topscore: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>De spelgeschiedenis is in gebruik door een ander programma, dus uitgespeelde spellen kunnen nu niet worden vastgelegd.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>De schijf is vol, dus de spelgeschiedenis kan nu geen nieuwe spellen opnemen: uitgespeelde spellen wachten ernaast en worden toegevoegd zodra er ruimte is. Er is niets in de geschiedenis gewijzigd.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>De spelgeschiedenis kan niet worden opgeslagen: in de map {folder} kan niet worden geschreven, dus uitgespeelde spellen worden niet vastgelegd. Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>In de spelgeschiedenis {file} kan niet worden geschreven (het bestand is alleen-lezen): uitgespeelde spellen wachten ernaast en worden toegevoegd zodra er weer in geschreven kan worden. Hij is gelaten zoals hij was.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>De spelgeschiedenis kan niet worden geopend ({reason}): uitgespeelde spellen wachten ernaast en worden toegevoegd zodra hij geopend kan worden. Hij is gelaten zoals hij was.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>De spelgeschiedenis is beschadigd en is gelaten zoals hij was: in de map {folder} kan niet worden geschreven, dus opslaan staat uit.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>De spelgeschiedenis is beschadigd en kon niet opzij worden gezet.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>De spelgeschiedenis kan niet worden getoond: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Het opgeslagen spel kon niet worden hersteld, dus er is een nieuw spel begonnen. Het beschadigde bestand is bewaard als {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Het opgeslagen spel kon niet worden hersteld, dus er is een nieuw spel begonnen.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>De geschiedenis is niet geëxporteerd naar {file}: dat is een van de eigen bestanden van Five Dice, waarin het je spellen en instellingen bewaart. Er is niets geschreven; kies een andere naam of map.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>De schijf is vol, dus de geschiedenis kon niet naar {file} worden geschreven. Maak wat ruimte vrij op die schijf of kies een andere.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>De geschiedenis kon niet naar {file} worden geschreven: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>De spelgeschiedenis kon niet worden gelezen: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>De spelgeschiedenis bevat regels die deze versie van Five Dice niet kent: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Het versiekenmerk van de spelgeschiedenis was beschadigd en is hersteld; alle spellen erin zijn bewaard.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>De spelgeschiedenis kan niet in deze map worden opgeslagen.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>De spelgeschiedenis kan niet worden geopend: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>De spelgeschiedenis is beschadigd en er kon geen nieuwe worden begonnen: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Het bestand waar de spelgeschiedenis hoort, was geen geschiedenis van Five Dice, dus er is een nieuwe geschiedenis begonnen (dat bestand is bewaard als {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>De spelgeschiedenis was beschadigd, dus er is een nieuwe begonnen (het oude bestand is bewaard als {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>De spelgeschiedenis kan niet worden gelezen.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Opslaan werkt weer: dit spel en je instellingen worden bewaard.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Het uitgespeelde spel dat op ruimte wachtte, is nu bewaard en wordt aan je geschiedenis toegevoegd.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>De schijf is vol, dus Five Dice kan nu niet opslaan. Maak wat ruimte vrij op de schijf: opslaan start vanzelf weer, en er gaat niets verloren zolang Five Dice open blijft.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>De schijf is vol, dus Five Dice kan niet opslaan: dit spel, je instellingen en je geschiedenis worden niet bewaard. Maak wat ruimte vrij op de schijf en start Five Dice opnieuw.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Opslaan staat uit: Five Dice kan niet schrijven in de gegevensmap. Je kunt doorspelen, maar dit spel, je instellingen en je geschiedenis worden niet bewaard.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Opslaan staat uit: Five Dice kan niet schrijven in {folder}. Je kunt doorspelen, maar dit spel, je instellingen en je geschiedenis worden niet bewaard.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>De geschiedenis is bezet; dit spel wordt toegevoegd zodra hij vrij is.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Dit spel kon nog niet aan je geschiedenis worden toegevoegd; het wordt bewaard en bij de volgende start toegevoegd.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>De schijf is vol: dit spel wacht naast je geschiedenis en wordt toegevoegd zodra er ruimte is.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Dit spel kon nog niet worden opgeslagen. Five Dice houdt het vast en probeert het bij elke keer opslaan opnieuw: laat Five Dice open tot het meldt dat het spel bewaard is.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>De schijf is vol, dus dit spel kon nog niet worden opgeslagen. Five Dice houdt het vast: maak wat ruimte vrij op de schijf en laat Five Dice open tot het meldt dat het spel bewaard is.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} en {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Een nieuw persoonlijk record voor {name}: {score} (was {old}).</translation>
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
        <translation>Nieuwe topscore voor deze soort spel: {who}, {score} (was {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>De spelgeschiedenis is niet beschikbaar.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Dat spel kan niet opnieuw worden afgespeeld: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>hints</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>ongedaan gemaakte worpen</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Tripel</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>één kaart</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · extra vijf: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · extra vijf: {extra_five} · verborgen bladen</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>het bestand is geschreven door een nieuwere versie van Five Dice (schema {version}; deze versie kent tot en met {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Je instellingen konden niet worden gelezen, dus de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Je instellingenbestand was beschadigd, dus de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Je instellingenbestand was beschadigd, dus de standaardinstellingen worden gebruikt (bewaard als {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Perfect spel voor de computer op Moeilijk kon niet worden berekend, dus hij speelt voorlopig een eenvoudiger spel.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Perfect spel voor de computer op Moeilijk wordt berekend ({percent}%): dit gebeurt maar één keer.</translation>
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
        <translation>Doorspelen</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Nieuw spel starten?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Het lopende spel gaat verloren.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Nieuw spel starten</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Dit spel herstarten?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Alles wat tot nu toe is gespeeld, gaat verloren; dezelfde spelers beginnen opnieuw met nieuwe dobbelstenen.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Herstarten</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Perfect spel wordt nog berekend; vraag zo meteen opnieuw om een hint.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} is aan zet.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Gepauzeerd.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Gooi om elke keuze met de verwachte eindscore te zien.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Perfect spel wordt berekend…</translation>
    </message>
</context>
</TS>
