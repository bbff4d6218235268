<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Nastavit hráče a pravidla a začít novou hru</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nová hra</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Vrátit poslední hod nebo naposledy vyplněné políčko</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>zpět</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Zastavit hodiny a skrýt hrací plochu</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pauza nebo pokračování</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Začít znovu</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Začít tuto hru znovu se stejnými hráči a pravidly</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Ukázat nejlepší tah podle dokonalé hry (hra se označí jako hraná s pomocí)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>rada (hra se počítá jako hraná s pomocí)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Ukázat všechny možnosti s jejich očekávaným konečným skóre (hra se označí jako hraná s pomocí)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>panel analýzy (hra se počítá jako hraná s pomocí)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Šance na výhru</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Šance každého hráče na výhru ve stavovém řádku (ve hrách dvou a více hráčů)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Nejlepší skóre a statistiky z historie tvých her</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>výsledky</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Přehrávat zvuky kostek a políček</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>zapnout nebo vypnout zvuk</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Založit stůl…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Hrát s lidmi u jiných počítačů v této síti: otevřít stůl, ke kterému si mohou přisednout</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Přisednout ke stolu…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Přisednout ke stolu založenému na jiném počítači v této síti</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Nastavení…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Rychlost počítače, animace, zvuk a barvy</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>nastavení</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Pravidla hry Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>jak hrát (tato stránka)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Klávesové zkratky</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Všechny klávesy hry v nápovědě Jak hrát</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>O hře Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Verze hry Five Dice a co je to za hru</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Ukončit</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Zavřít hru Five Dice (rozehraná hra se uloží)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>ukončit (hra se uloží)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Mezerník nebo R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>hodit</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 až 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>podržet nebo uvolnit kostku</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Šipka nahoru nebo dolů</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>vybrat políčko</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>vyplnit vybrané políčko</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>přeskočit na konec tahu počítačového hráče (ostatní klávesy během jeho hry čekají)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab nebo Shift+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>přechod mezi ovládacími prvky; Enter nebo mezerník stiskne ten, který má fokus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} nebo {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Znovu spustit hodiny a ukázat hrací plochu</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nová hra.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} hází {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name}: čas vypršel.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Vráceno.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pozastaveno.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Pokračujeme.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Žádný hod nezbývá: vyber políčko.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>Zbývá %n hod.</numerusform>
            <numerusform>Zbývají %n hody.</numerusform>
            <numerusform>Zbývá %n hodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} vyplňuje políčko.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} zapisuje {points} do políčka {box}, k tomu bonus {bonus} bodů za extra pětici a horní bonus {upper_bonus} bodů.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} zapisuje {points} do políčka {box}, k tomu bonus {bonus} bodů za extra pětici.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} zapisuje {points} do políčka {box}, k tomu horní bonus {upper_bonus} bodů.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} zapisuje {points} do políčka {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} zapisuje {points} do políčka {box} na kartě {card}, k tomu bonus {bonus} bodů za extra pětici a horní bonus {upper_bonus} bodů.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} zapisuje {points} do políčka {box} na kartě {card}, k tomu bonus {bonus} bodů za extra pětici.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} zapisuje {points} do políčka {box} na kartě {card}, k tomu horní bonus {upper_bonus} bodů.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} zapisuje {points} do políčka {box} na kartě {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Na tahu je {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Konec hry.</translation>
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
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation>Rozehraná hra se hrála u síťového stolu. Pokračuje tady, na tomto počítači: hráči, kteří byli jinde, teď hrají zde.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Hra Five Dice už běží se složkou {folder}. Na žádost o přepnutí do popředí neodpověděla. Přepni se do ní, nebo ji zavři, než hru Five Dice spustíš znovu.</translation>
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
        <translation>Jedničky</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dvojky</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trojky</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Čtyřky</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Pětky</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Šestky</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Trojice</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Čtveřice</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Malá postupka</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Velká postupka</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Pětice</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Šance</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>Součet kostek s hodnotou 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>Součet kostek s hodnotou 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>Součet kostek s hodnotou 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>Součet kostek s hodnotou 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>Součet kostek s hodnotou 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>Součet kostek s hodnotou 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>Součet všech pěti kostek, pokud aspoň tři ukazují stejnou hodnotu.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>Součet všech pěti kostek, pokud aspoň čtyři ukazují stejnou hodnotu.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 za tři kostky jedné hodnoty a dvě kostky jiné hodnoty.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 za čtyři hodnoty v řadě (1-2-3-4, 2-3-4-5 nebo 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 za pět hodnot v řadě (1-2-3-4-5 nebo 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50, když všech pět kostek ukazuje stejnou hodnotu.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>Součet všech pěti kostek, vždy.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Zatím žádné dokončené hry</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Počet her v pásmech skóre. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Hra, od nejstarší po nejnovější</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Poslední %n hra</numerusform>
            <numerusform>Poslední %n hry</numerusform>
            <numerusform>Posledních %n her</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n nedávná hra, poslední {score}, nedávný průměr {average}</numerusform>
            <numerusform>%n nedávné hry, poslední {score}, nedávný průměr {average}</numerusform>
            <numerusform>%n nedávných her, poslední {score}, nedávný průměr {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Průměr posledních 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Výpočet dokonalé hry ještě běží; zkus radu za chvíli znovu.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Výpočet dokonalé hry ještě běží; otevři rozbor za chvíli znovu.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Očekávané konečné skóre každé možnosti (dokonalá hra)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Očekávané konečné skóre každé možnosti (u více karet a Trojité hry přibližné)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Hoď kostkami a začni svůj tah.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Hoď kostkami a začni svůj tah — přibližně.</translation>
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
        <translation>Možnost</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Očekávané skóre</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Ztráta</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>nejlepší</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Tvá aktuální volba</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Možnosti a jejich očekávané konečné skóre</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Šance na výhru: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Okamžitě</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animovat hod kostkami</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Rychlost počítače</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: možnosti</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Kostka {number}: zatím nehozená</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Klikni nebo stiskni {key} a kostku podržíš nebo uvolníš.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>DRŽENO</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>DRŽET?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Kdo je na tahu</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Jak hrát (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Začít znovu se stejnými hráči a pravidly</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Přeskočit na konec tahu počítače (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Hodit nepodrženými kostkami (mezerník nebo R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pozastaveno</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Kolo {turn} z {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>počítač, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Přeskočit na konec (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Hodit znovu (zbývá %n)</numerusform>
            <numerusform>Hodit znovu (zbývají %n)</numerusform>
            <numerusform>Hodit znovu (zbývá %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Žádný hod nezbývá: vyber políčko</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Hraj znovu se stejnými hráči, nebo klávesou N nastav novou hru.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Pozastaveno: pokračuj klávesou P nebo volbou Pokračovat.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} hraje na jiném počítači.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} hraje. Stiskni Esc nebo klikni a přeskočíš na konec tahu.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Hoď mezerníkem nebo klávesou R.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Podrž kostky kliknutím nebo klávesami 1–5, hoď znovu, nebo vyber políčko na kartě.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Vyber políčko na kartě: klikni na ně, nebo použij šipky nahoru/dolů a Enter.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>jednička</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dvojka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trojka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>čtyřka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>pětka</translation>
    </message>
    <message>
        <source>six</source>
        <translation>šestka</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Kostka {number}: během pauzy skrytá</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Kostka {number}: {face}, podržená</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Kostka {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name}: čas vypršel</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player}: políčko vyplněno</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player}: {points} do políčka {box} na kartě {card}, horní bonus získán (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player}: {points} do políčka {box} na kartě {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player}: {points} do políčka {box}, horní bonus získán (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player}: {points} do políčka {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: v políčku Pětice je 50 na každé kartě.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: v políčku Pětice už je 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Volný žolík: tento hod smí do kteréhokoli volného políčka za plnou hodnotu.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Bez bonusu: ne na každé kartě je v políčku Pětice 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Bez bonusu: v políčku Pětice je 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Pravidlo žolíka: hod musí do políčka {box}, svého horního políčka.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Pravidlo žolíka: políčko {box} je vyplněné, takže hod za plnou hodnotu přijme kterékoli volné dolní políčko.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Pravidlo žolíka: žádné dolní políčko není volné, takže hod půjde za 0 do horního políčka.</translation>
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
        <translation>{name}: karta je až do konce hry skrytá.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Karta {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Karta {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Celkem: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Horní {upper} + horní bonus {upper_bonus} + dolní {lower} + bonus za extra pětice {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Horní {upper} + horní bonus {upper_bonus} + dolní {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Horní {upper} + dolní {lower} + bonus za extra pětice {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Horní {upper} + dolní {lower} = {total}</translation>
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
        <translation>Historii se nepodařilo zapsat do souboru {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Co naposledy udělali ostatní hráči</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Zbývající čas</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Proč tato políčka</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: zbývá {time} (pauza)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: zbývá {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name} má ještě %n sekundu.</numerusform>
            <numerusform>{name} má ještě %n sekundy.</numerusform>
            <numerusform>{name} má ještě %n sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Pětice!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Horní bonus +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Hra trvá %n kolo na hráče, v každém kole se vyplní jedno políčko.</numerusform>
            <numerusform>Hra trvá %n kola na hráče, v každém kole se vyplní jedno políčko.</numerusform>
            <numerusform>Hra trvá %n kol na hráče, v každém kole se vyplní jedno políčko.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>V této hře má každý hráč na přemýšlení &lt;b&gt;%n minutu&lt;/b&gt; na celou hru, počítanou jen během jeho vlastních tahů. Komu čas vyprší, ten vypadává: jeho karta zůstane, jak je, a ostatní hrají dál.</numerusform>
            <numerusform>V této hře má každý hráč na přemýšlení &lt;b&gt;%n minuty&lt;/b&gt; na celou hru, počítané jen během jeho vlastních tahů. Komu čas vyprší, ten vypadává: jeho karta zůstane, jak je, a ostatní hrají dál.</numerusform>
            <numerusform>V této hře má každý hráč na přemýšlení &lt;b&gt;%n minut&lt;/b&gt; na celou hru, počítaných jen během jeho vlastních tahů. Komu čas vyprší, ten vypadává: jeho karta zůstane, jak je, a ostatní hrají dál.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Tato hra nemá časový limit.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>verze {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>O hře Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Pět kostek, tři hody, třináct políček: klasická kostková hra pro jednoho až čtyři hráče, s počítačovými soupeři až po dokonalou hru a s trenérem, který ji ovládá.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Jak hrát Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Hra Five Dice už běží se složkou {folder} (proces {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Hra Five Dice už běží se složkou {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Podle systému</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Lehký</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžký</translation>
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
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Další akce</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>Hra skončila: chceš-li hrát znovu, začni novou hru.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Hra je pozastavená: nejdřív pokračuj.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>V tomto tahu už nezbývá žádný hod: vyber políčko k vyplnění.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Nejdřív hoď: kostky lze podržet až po prvním hodu v tahu.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>V tomto tahu už nezbývá žádný hod, takže nemá smysl nic držet.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Nejdřív hoď: políčko lze vyplnit až po hodu.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>Políčko {box} na kartě {card} je už vyplněné.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>Políčko {box} je už vyplněné.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>Pravidlo žolíka nedovoluje dát tuto pětici do políčka {box}; může jít do: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Není co vrátit: po vyplnění toho políčka se už házelo.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Není co vrátit.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Hra skončila: není co pozastavit.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Spojení se stolem bylo přerušeno.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Aplikace ztratila přehled o hře hostitele, a proto od stolu odešla.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Kostky hostitele neodpovídaly jeho hře, proto se hra neuloží.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Kód pro připojení je špatný: má čtyři číslice.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Ke stolu na adrese {address}, port {port}, se nepodařilo připojit.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Stůl posílá zprávy, kterým tato aplikace nerozumí.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nejsi na tahu.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Kód pro připojení je špatný.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Hostitel stůl zavřel.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Hra hostitele se rozešla se stavem stolu, a proto byl stůl zavřen.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Tvoje aplikace porušila protokol stolu: nashledanou.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Z tvého počítače přišlo příliš mnoho špatných kódů: počkej minutu.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Hra u tohoto stolu skončila.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Hra u tohoto stolu už začala.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Stůl je plný.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Tento stůl tvé místo nezná: přisedni znovu.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Tvá nepřítomnost trvala příliš dlouho: tvé místo vypadlo ze hry.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Tvé místo u stolu je stále obsazené jiným spojením.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Už nesedíš u stolu.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Hru může pozastavit jen hostitel; byl o to požádán.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Hru může obnovit jen hostitel.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Hra ještě nezačala.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>V síťové hře vede hru počítač hostitele; pošli mu žádost.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>V síťových hrách nelze vracet tahy.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>To může udělat jen hostitel.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Tento tah není povolený.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Pravidla to teď nedovolují.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Hra je pozastavená.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Založit stůl v síti</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Hráč jinde</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Člověk tady, počítač, nebo volné místo pro hráče u jiného počítače</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Hráč {number}: tady, počítač, nebo jinde</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Stůl hráče {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Název stolu</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Otevřít stůl</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (u počítače hostitele)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Volné místo: čeká se na hráče…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (pryč: může se vrátit)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (u stolu)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Síťový stůl</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>adresa tohoto počítače</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Hráči se připojí na adresu {address}, port {port}, s kódem {code}.
Stoly v této síti se dají najít i volbou Přisednout ke stolu.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Kód pro připojení {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zavřít stůl</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Začít bez volných míst</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Přisednout ke stolu</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Stoly nalezené v této síti</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Hledat znovu</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>např. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresa</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tvé jméno</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kód pro připojení</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Hledám stoly v této síti…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Místa u stolu</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Přisednout</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Stoly v této síti</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} na {address}, port {port} (volná místa: {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Vyber stůl, nebo zadej jeho adresu a port.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Zadej adresu hostitele, nebo vyber stůl nalezený v této síti.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Kód pro připojení má čtyři číslice: ukazuje ho obrazovka hostitele.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Připojuji se k {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Máš místo u stolu. Hra začne, až ji hostitel spustí.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Odejít</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} přisedá ke stolu.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} odchází od stolu.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} je zpět u stolu.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} vypadává ze hry: čas na návrat vypršel.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} žádá o pauzu (klávesa P pozastaví hru všem).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Síťový stůl je zavřený: hra pokračuje tady, na tomto počítači.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Spojení se stolem bylo přerušeno: připojuji se znovu…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Stůl se nepodařilo otevřít: tento počítač nepřijímá spojení.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Hru se nepodařilo spustit: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Stoly tu nelze vyhledat: zadej adresu.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Hra zůstává na obrazovce tak, jak byla.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Pětice hozená, když je políčko Pětice už vyplněné, se počítá jako každý jiný hod: žádný bonus, žádný žolík.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Pětice hozená po vyplnění políčka Pětice získá {bonus}, pokud je v něm 50, a je povinným žolíkem: jde do svého horního políčka, je-li volné, jinak do kteréhokoli dolního políčka (Full house 25, postupky 30 a 40), jinak za 0 do horního políčka.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Pětice hozená poté, co je v políčku Pětice zapsáno 50, získá {bonus} a jako žolík smí do kteréhokoli volného políčka (Full house 25, postupky 30 a 40); je-li tam 0, je to obyčejný hod.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Trojitá hra: pětice získá {bonus} × násobitel své karty, dokud je v políčku Pětice 50 na všech třech kartách, a povinným žolíkem je teprve tehdy, když jsou na všech třech kartách vyplněná políčka Pětice i horní políčko její hodnoty.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Trojitá (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Jméno hráče {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Hráč {number} je člověk, nebo počítač</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Úroveň počítače – hráč {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Počet hráčů</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Počet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Extra pětice</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Karty na hráče</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Časový limit</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Časový limit na hráče</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min na hráče</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuty na hráče</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Odkryté karty</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Když není zaškrtnuto, vidí každý hráč během hry jen svou kartu: políčka a součty ostatních hráčů ukazují ?, dokud hra neskončí.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Bodovací karty</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Tahy počítače</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Rychlost</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Začít novou hru</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>S jedním hráčem není žádná další karta ke skrytí.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Každý vidí všechny karty. Zruš zaškrtnutí a karty ostatních zůstanou skryté až do konce.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Každý hráč vidí jen svou kartu: políčka a součty ostatních ukazují ?, dokud hra neskončí.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Zavřít zprávu</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Zpráva</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (a %n další)</numerusform>
            <numerusform>{message}  (a %n další)</numerusform>
            <numerusform>{message}  (a %n dalších)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>Hra byla pozastavena po dobu, kdy byl počítač v režimu spánku. Čas nepřítomnosti se nepočítá.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Hra byla pozastavena po dobu, kdy bylo její okno minimalizované.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
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
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Každé tvé rozhodnutí ve srovnání s dokonalou hrou</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>U více karet a Trojité hry jsou tato čísla přibližná.</translation>
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
            <numerusform>{name}: %n rozhodnutí, ztráta {cost} bodu očekávaného skóre oproti dokonalé hře.</numerusform>
            <numerusform>{name}: %n rozhodnutí, ztráta {cost} bodu očekávaného skóre oproti dokonalé hře.</numerusform>
            <numerusform>{name}: %n rozhodnutí, ztráta {cost} bodu očekávaného skóre oproti dokonalé hře.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (karta {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>hodit</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>přehodit všech pět</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>podržet {dice} a hodit</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} podržená</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Kostky: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Největší chyby:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Žádné chyby: každé rozhodnutí bylo nejlepší.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Všechna rozhodnutí</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Hod</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Kostky</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Volba</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Ztráta</translation>
    </message>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Rozbor: {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Nebyla žádná rozhodnutí k rozboru.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Rozbor</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Oficiální (povinný žolík)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Volný žolík</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Historie her není dostupná, takže není co ukázat.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Zatím žádné dokončené hry. Dohraj hru do konce a její skóre se objeví tady.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Zatím žádné dokončené hry tohoto druhu. Dohraj jednu do konce a její skóre se objeví tady.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Všechny dosavadní hry tohoto druhu byly hrané s pomocí (rady nebo vrácené hody). Zruš zaškrtnutí „Skrýt hry s pomocí“ a uvidíš jejich skóre.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problém s historií her</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Stránky výsledků</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Skrýt hry s pomocí (rady nebo vrácené hody)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Skrýt hry s pomocí</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Druh hry</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Druh hry: možnosti</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Hráč: možnosti</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Hry:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Výhry:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Průměr</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Průměr:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Nejlepší:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Horní bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Horní bonus:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Hozené pětice</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Hozené pětice:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Poslední hry</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Hráči a skóre</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>S pomocí</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Zobrazuje se jen poslední %n hra.</numerusform>
            <numerusform>Zobrazují se jen poslední %n hry.</numerusform>
            <numerusform>Zobrazuje se jen posledních %n her.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Rozbor vybrané hry</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Průběh exportu</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Exportuji… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export do CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exportovat historii do CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Historii her se nepodařilo načíst.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · síť</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>s pomocí: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>bez pomoci</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>S pomocí: v této hře byly použity rady (tlačítko Rada, panel analýzy nebo režim trenéra) nebo vrácení hodu</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Všechny dosud dokončené hry hráče {name} byly hrané s pomocí (rady nebo vrácené hody). Zruš zaškrtnutí „Skrýt hry s pomocí“ a uvidíš je.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % karet</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Export historie</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Není žádná historie her k exportu.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Horní součet</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Horní bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Bonus za extra pětice</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Dolní součet</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Součet karty</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} nad normou</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} pod normou</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>na normě</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation>Součet políček Jedničky až Šestky.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} navíc, když Jedničky až Šestky dají dohromady {threshold} nebo víc. Norma jsou tři kostky každé hodnoty ({threshold} celkem): „+4 nad normou“ znamená o 4 body víc, než je norma v dosud vyplněných políčkách.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 za každou extra pětici zapsanou, dokud je v políčku Pětice 50 (podle pravidla extra pětice zvoleného pro tuto hru).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Součet políček Trojice až Šance.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Všechno dohromady: skóre hry.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, karta {card}: počítá se ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, karta {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (na tahu)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: čas vypršel, karta zůstává, jak je</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Skryté karty: tato karta se ukáže na konci hry</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>vypršel čas</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>karta {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vítěz</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>karta {card} (počítá se ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Poslední tah: {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Karta {card} (počítá se ×{multiplier}), {box}, teď by dalo {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Karta {card}, {box}, teď by dalo {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, teď by dalo {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, skryté do konce hry</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>volné</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>zatím nic</translation>
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
        <translation>Teď přidá {points}: klikni na něj, nebo ho vyber šipkami nahoru/dolů a stiskni Enter.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Bodovací karta</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Strategii počítačových hráčů se nepodařilo načíst, takže zatím hrají jednodušeji.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Světlé</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tmavé</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Přehrávat zvuky (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Přehrávat zvuky</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Hlasitost: {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Hlasitost</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Hlasitost zvuku</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Barvy</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Barevné schéma</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Jazyk textů ve hře. Možnost Podle systému použije jazyk, na který je nastavený tvůj počítač.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Režim trenéra: upozornit, když tah stojí body</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Režim trenéra</translation>
    </message>
    <message>
        <source> points</source>
        <translation> bodu</translation>
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
        <translation>Hráče a pravidla zvolíš v okně Nová hra: jejich změnou začne nová hra.</translation>
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
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Na tahu: {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Všem vypršel čas</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Konec hry: %n bod</numerusform>
            <numerusform>Konec hry: %n body</numerusform>
            <numerusform>Konec hry: %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Remíza: {names} a {last}, každý %n bod</numerusform>
            <numerusform>Remíza: {names} a {last}, každý %n body</numerusform>
            <numerusform>Remíza: {names} a {last}, každý %n bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} vyhrává se ziskem %n bodu</numerusform>
            <numerusform>{name} vyhrává se ziskem %n bodů</numerusform>
            <numerusform>{name} vyhrává se ziskem %n bodů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Šance každého hráče na výhru od této chvíle při dokonalé hře</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Nejlepší skóre pro tento druh hry (hráči, pravidla, karty).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Kolo {turn} z {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>Zbývá %n hod</numerusform>
            <numerusform>Zbývají %n hody</numerusform>
            <numerusform>Zbývá %n hodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Čas {time} · {name}: zbývá {left} (pauza)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Čas {time} · {name}: zbývá {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Čas {time} (pauza)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Čas {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Šance: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Nejlepší: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Nejlepší: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Historii her právě používá jiný program, takže dokončené hry teď nelze zaznamenat.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Disk je plný, takže historie her teď nepřijme nové hry: dokončené hry počkají vedle ní a přidají se, až bude místo. V historii se nic nezměnilo.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Historii her nelze ukládat: do složky {folder} nelze zapisovat, takže dokončené hry se nezaznamenají. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Do historie her {file} nelze zapisovat (soubor je jen pro čtení): dokončené hry počkají vedle ní a přidají se, až do ní půjde znovu zapisovat. Zůstala beze změny.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Historii her nelze otevřít ({reason}): dokončené hry počkají vedle ní a přidají se, až ji půjde otevřít. Zůstala beze změny.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Historie her je poškozená a zůstala beze změny: do její složky {folder} nelze zapisovat, takže ukládání je vypnuté.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Historie her je poškozená a nepodařilo se ji odložit stranou.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Historii her nelze zobrazit: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Uloženou hru se nepodařilo obnovit, takže začala nová hra. Poškozený soubor byl uschován jako {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Uloženou hru se nepodařilo obnovit, takže začala nová hra.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Historie nebyla exportována do souboru {file}: je to jeden z vlastních souborů hry Five Dice, ve kterých uchovává tvoje hry a nastavení. Nic se nezapsalo; zvol jiný název nebo jinou složku.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Disk je plný, takže historii nešlo zapsat do {file}. Uvolni na tom disku trochu místa, nebo vyber jiný.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Historii se nepodařilo zapsat do souboru {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Historii her se nepodařilo načíst: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Historie her obsahuje pravidla, která tato verze hry Five Dice nezná: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Značka verze historie her byla poškozená a byla opravena; všechny hry v ní zůstaly zachované.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Historii her nelze v této složce ukládat.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Historii her nelze otevřít: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Historie her je poškozená a novou se nepodařilo založit: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Soubor, kde má být historie her, nebyl historií hry Five Dice, takže byla založena nová historie (ten soubor byl uschován jako {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Historie her byla poškozená, takže byla založena nová (starý soubor byl uschován jako {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Historii her nelze načíst.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Ukládání opět funguje: tato hra i tvoje nastavení se uchovají.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Dokončená hra, která čekala na místo, je teď uschovaná a přidá se do tvé historie.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Disk je plný, takže hra Five Dice teď nemůže ukládat. Uvolni na disku trochu místa: ukládání se samo obnoví a dokud zůstane hra Five Dice otevřená, nic se neztratí.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Disk je plný, takže hra Five Dice nemůže ukládat: tato hra, tvoje nastavení ani historie se neuchovají. Uvolni na disku trochu místa a spusť hru Five Dice znovu.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Ukládání je vypnuté: hra Five Dice nemůže zapisovat do datové složky. Můžeš hrát dál, ale tato hra, tvoje nastavení ani historie se neuchovají.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Ukládání je vypnuté: hra Five Dice nemůže zapisovat do složky {folder}. Můžeš hrát dál, ale tato hra, tvoje nastavení ani historie se neuchovají.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Historie je zaneprázdněná; tato hra se přidá, jakmile se uvolní.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Tuto hru se zatím nepodařilo přidat do historie; je uschovaná a přidá se při příštím spuštění.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Disk je plný: tato hra počká vedle historie a přidá se, až bude místo.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Tuto hru se zatím nepodařilo uložit. Hra Five Dice si ji podrží a při každém ukládání to zkusí znovu: nech hru Five Dice otevřenou, dokud neoznámí, že je tato hra uschovaná.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Disk je plný, takže se tuto hru zatím nepodařilo uložit. Hra Five Dice si ji podrží: uvolni na disku trochu místa a nech hru Five Dice otevřenou, dokud neoznámí, že je tato hra uschovaná.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} a {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Nový osobní rekord – {name}: {score} (předtím {old}).</translation>
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
        <translation>Nové nejlepší skóre pro tento druh hry: {who}, {score} (předtím {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Historie her není dostupná.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Tuto hru nelze přehrát: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>rady</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>vrácené hody</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Trojitá</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>jedna karta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · extra pětice: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · extra pětice: {extra_five} · skryté karty</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Sólo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>zapsala ji novější verze hry Five Dice (schéma {version}; tato verze zná nejvýš {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Nastavení se nepodařilo načíst, proto se použije výchozí.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Soubor s nastavením byl poškozený, proto se použije výchozí nastavení.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Soubor s nastavením byl poškozený, proto se použije výchozí nastavení (uschován jako {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Dokonalou hru pro počítač na úrovni Těžký se nepodařilo spočítat, takže zatím hraje jednodušeji.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Počítám dokonalou hru pro počítač na úrovni Těžký ({percent} %): děje se to jen jednou.</translation>
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
        <translation>Hrát dál</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Začít novou hru?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Rozehraná hra bude ztracena.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Začít novou hru</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Začít tuto hru znovu?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Všechno dosud odehrané se ztratí; stejní hráči začnou znovu s novými kostkami.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Začít znovu</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Výpočet dokonalé hry ještě běží; zkus radu za chvíli znovu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} hraje.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pozastaveno.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Hoď a uvidíš všechny možnosti s jejich očekávaným konečným skóre.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Počítám dokonalou hru…</translation>
    </message>
</context>
</TS>
