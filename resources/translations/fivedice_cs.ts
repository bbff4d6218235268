<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the New game dialog (a noun; “…”: a dialog opens).</extracomment>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Nastavit hráče a pravidla a začít novou hru</translation>
    </message>
    <message>
        <source>new game</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the New game dialog (lower case).</extracomment>
        <translation>nová hra</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): take back the last roll or box filled (a verb).</extracomment>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Vrátit poslední hod nebo naposledy vyplněné políčko</translation>
    </message>
    <message>
        <source>undo</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: undo (a verb, lower case).</extracomment>
        <translation>zpět</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): stop the clock and hide the board (a verb). While paused it reads Resume.</extracomment>
        <translation>P&amp;auza</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Zastavit hodiny a skrýt hrací plochu</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: pause the game, or go on (verbs, lower case).</extracomment>
        <translation>pauza nebo pokračování</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): start this game again with the same players and rules (a verb).</extracomment>
        <translation>&amp;Začít znovu</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Začít tuto hru znovu se stejnými hráči a pravidly</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): show the best move now; the game then counts as assisted (a noun).</extracomment>
        <translation>&amp;Rada</translation>
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
        <source>&amp;Analysis</source>
        <extracomment>[View menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): shows or hides the panel of every choice with its expected final score; a tick shows when it is on (a noun).</extracomment>
        <translation>&amp;Analýza</translation>
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
        <source>&amp;Chances to win</source>
        <extracomment>[View menu] Menu item with a tick: each player&apos;s chance to win, in the status bar.</extracomment>
        <translation>&amp;Šance na výhru</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Šance každého hráče na výhru ve stavovém řádku (ve hrách dvou a více hráčů)</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the best scores and statistics of the games played (a noun).</extracomment>
        <translation>&amp;Výsledky</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Nejlepší skóre a statistiky z historie tvých her</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the scoreboard (a noun, lower case).</extracomment>
        <translation>výsledky</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <extracomment>[Edit menu] Menu item with a tick (key M): the game&apos;s sounds on or off (a noun).</extracomment>
        <translation>Z&amp;vuk</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Přehrávat zvuky kostek a políček</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: switch the sounds on or off (lower case).</extracomment>
        <translation>zapnout nebo vypnout zvuk</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <extracomment>[Game menu] Menu item: open a table that people at other computers on this network can join (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>Založit &amp;stůl…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Hrát s lidmi u jiných počítačů v této síti: otevřít stůl, ke kterému si mohou přisednout</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <extracomment>[Game menu] Menu item: sit at a table hosted on another computer of this network (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>&amp;Přisednout ke stolu…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Přisednout ke stolu založenému na jiném počítači v této síti</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the Settings dialog (a noun; on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;Nastavení…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Rychlost počítače, animace, zvuk a barvy</translation>
    </message>
    <message>
        <source>settings</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the settings (a noun, lower case).</extracomment>
        <translation>nastavení</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <extracomment>[Help menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the rules of the game (key F1).</extracomment>
        <translation>&amp;Jak hrát</translation>
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
        <source>&amp;Keyboard shortcuts</source>
        <extracomment>[Help menu] Menu item: opens How to play at its list of keys.</extracomment>
        <translation>&amp;Klávesové zkratky</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Všechny klávesy hry v nápovědě Jak hrát</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[Help menu] Menu item: opens the box with the game&apos;s version (on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;O hře Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Verze hry Five Dice a co je to za hru</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): close the game; it is saved (a verb).</extracomment>
        <translation>&amp;Ukončit</translation>
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
        <extracomment>In How to play&apos;s list of keys, the keys that roll: translate “or”, and Space as the key is named on your keyboards; R stays R.</extracomment>
        <translation>Mezerník nebo R</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: roll the dice (a verb, lower case).</extracomment>
        <translation>hodit</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <extracomment>In How to play&apos;s list of keys: the number keys 1, 2, 3, 4 and 5.</extracomment>
        <translation>1 až 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>podržet nebo uvolnit kostku</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <extracomment>In How to play&apos;s list of keys: the arrow keys Up and Down, as your keyboards name them.</extracomment>
        <translation>Šipka nahoru nebo dolů</translation>
    </message>
    <message>
        <source>choose a box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: move the choice up or down the score card (lower case).</extracomment>
        <translation>vybrat políčko</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>In How to play&apos;s list of keys: the Enter key, as your keyboards name it.</extracomment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: score the dice in the chosen box (lower case).</extracomment>
        <translation>vyplnit vybrané políčko</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>In How to play&apos;s list of keys: the Escape key, as your keyboards name it.</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>přeskočit na konec tahu počítačového hráče (ostatní klávesy během jeho hry čekají)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <extracomment>In How to play&apos;s list of keys: the Tab key alone or with Shift, as your keyboards name them (as Qt writes Shift in your language).</extracomment>
        <translation>Tab nebo Shift+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>přechod mezi ovládacími prvky; Enter nebo mezerník stiskne ten, který má fokus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <extracomment>In How to play&apos;s list of keys, two keys of one command (“Ctrl+Z or U”); {key} and {other_key} are key names.</extracomment>
        <translation>{key} nebo {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <extracomment>Tooltip of a menu item and toolbar button: {tip} says what it does, {shortcuts} its keys (“Ctrl+Z, U”).</extracomment>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <extracomment>[Game menu] The Pause menu item and toolbar button while the game is paused: start the clock again and show the board (a verb).</extracomment>
        <translation>P&amp;okračovat</translation>
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
        <extracomment>Read aloud by screen readers when a new game starts.</extracomment>
        <translation>Nová hra.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <extracomment>Read aloud by screen readers after a roll: {dice} lists the faces (“3, 3, 5, 6, 1”).
----------
{player} is a player&apos;s name (a computer&apos;s with its level, &quot;Dex (Expert)&quot;); {dice} the five dice in tray order, &quot;3, 3, 5, 6, 6&quot;.</extracomment>
        <translation>{player} hází {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget runs out: they drop out of the game.</extracomment>
        <translation>{name}: čas vypršel.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>Read aloud by screen readers after Undo took back a roll or a box.</extracomment>
        <translation>Vráceno.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Read aloud by screen readers when the game is paused: the clock stops, the board hides.</extracomment>
        <translation>Pozastaveno.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <extracomment>Read aloud by screen readers when the paused game goes on.</extracomment>
        <translation>Pokračujeme.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <extracomment>{player} is a computer&apos;s name and level, &quot;Dex (Expert)&quot;; {held} the faces of the dice it kept, &quot;6 6&quot;; {dice} all five dice after the roll, in tray order, &quot;6, 2, 6, 4, 1&quot;.</extracomment>
        <translation>{player} drží {held} a hází znovu: {dice}.</translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Žádný hod nezbývá: vyber políčko.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <extracomment>Read aloud by screen readers after a roll: the rolls left in this turn (1 or 2).</extracomment>
        <translation>
            <numerusform>Zbývá %n hod.</numerusform>
            <numerusform>Zbývají %n hody.</numerusform>
            <numerusform>Zbývá %n hodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <extracomment>Read aloud by screen readers when a turn begins: {name} is the player&apos;s name.</extracomment>
        <translation>Na tahu je {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>Read aloud by screen readers when the game ends.</extracomment>
        <translation>Konec hry.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation>Konec hry: všem vypršel čas.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <extracomment>{name} is the player&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Konec hry: {name} má %n bod.</numerusform>
            <numerusform>Konec hry: {name} má %n body.</numerusform>
            <numerusform>Konec hry: {name} má %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <extracomment>{names} are the names of the players who tied but the last (&quot;Ana, Ben&quot;), {last} the last one&apos;s name; %n the total each of them scored.</extracomment>
        <translation>
            <numerusform>Konec hry: remíza – {names} a {last}, každý %n bod.</numerusform>
            <numerusform>Konec hry: remíza – {names} a {last}, každý %n body.</numerusform>
            <numerusform>Konec hry: remíza – {names} a {last}, každý %n bodů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <extracomment>{name} is the winner&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Konec hry: {name} vyhrává se ziskem %n bodu.</numerusform>
            <numerusform>Konec hry: {name} vyhrává se ziskem %n bodů.</numerusform>
            <numerusform>Konec hry: {name} vyhrává se ziskem %n bodů.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <extracomment>Read aloud by screen readers with hidden score sheets: a player filled a box, without saying which.</extracomment>
        <translation>{player} vyplňuje políčko.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {upper_bonus} is 35.</extracomment>
        <translation>{player} zapisuje {points} do políčka {box}, k tomu bonus {bonus} bodů za extra pětici a horní bonus {upper_bonus} bodů.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{player} zapisuje {points} do políčka {box}, k tomu bonus {bonus} bodů za extra pětici.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} zapisuje {points} do políčka {box}, k tomu horní bonus {upper_bonus} bodů.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <extracomment>Read aloud by screen readers after a move: {player} is a name (with the level of a computer), {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} zapisuje {points} do políčka {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3; {upper_bonus} is 35 (× the card&apos;s multiplier).</extracomment>
        <translation>{player} zapisuje {points} do políčka {box} na kartě {card}, k tomu bonus {bonus} bodů za extra pětici a horní bonus {upper_bonus} bodů.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3.</extracomment>
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
        <extracomment>The game&apos;s name, as the title of the box that says why it could not start.</extracomment>
        <translation>Five Dice</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 1 (a plural noun).</extracomment>
        <translation>Jedničky</translation>
    </message>
    <message>
        <source>Twos</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 2 (a plural noun).</extracomment>
        <translation>Dvojky</translation>
    </message>
    <message>
        <source>Threes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 3 (a plural noun).</extracomment>
        <translation>Trojky</translation>
    </message>
    <message>
        <source>Fours</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 4 (a plural noun).</extracomment>
        <translation>Čtyřky</translation>
    </message>
    <message>
        <source>Fives</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 5 (a plural noun).</extracomment>
        <translation>Pětky</translation>
    </message>
    <message>
        <source>Sixes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 6 (a plural noun).</extracomment>
        <translation>Šestky</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three dice alike: scores the sum of all five dice.</extracomment>
        <translation>Trojice</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four dice alike: scores the sum of all five dice.</extracomment>
        <translation>Čtveřice</translation>
    </message>
    <message>
        <source>Full House</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three of one face and two of another: 25 points.</extracomment>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four faces in a row (1-2-3-4, 2-3-4-5, 3-4-5-6): 30 points.</extracomment>
        <translation>Malá postupka</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Five faces in a row: 40 points.</extracomment>
        <translation>Velká postupka</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. All five dice alike: 50 points (the box other games call Yahtzee; this is its name).</extracomment>
        <translation>Pětice</translation>
    </message>
    <message>
        <source>Chance</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Any dice: scores the sum of all five (a noun).</extracomment>
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
        <extracomment>Axis title of the scoreboard&apos;s charts (scores along the foot of the histogram, up the side of the trend chart) and the legend of the trend&apos;s line of scores (a noun).</extracomment>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s histogram: how many games.</extracomment>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s histogram of a player&apos;s scores.</extracomment>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <extracomment>Read aloud for a bar of the histogram: scores from {low} to {high}, in {games} games.</extracomment>
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
        <extracomment>Title of the scoreboard&apos;s trend chart: a player&apos;s last %n games (30).</extracomment>
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
        <extracomment>Legend of the trend chart&apos;s second line: the average of the last five games. Short.</extracomment>
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
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Nejlepší: vyplnit políčko {box} (očekávané konečné skóre {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Nejlepší: vyplnit políčko {box} (očekávané konečné skóre {value}) — přibližně.</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Nejlepší: vyplnit políčko {box} na kartě {card} (očekávané konečné skóre {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Nejlepší: vyplnit políčko {box} na kartě {card} (očekávané konečné skóre {value}) — přibližně.</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Nejlepší: podržet {dice} a hodit (očekávané konečné skóre {value}).</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Nejlepší: podržet {dice} a hodit (očekávané konečné skóre {value}) — přibližně.</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Nejlepší: přehodit všech pět (očekávané konečné skóre {value}).</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Nejlepší: přehodit všech pět (očekávané konečné skóre {value}) — přibližně.</translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance); {margin} a number of points (2.4).</extracomment>
        <translation>Druhá nejlepší možnost: vyplnit políčko {box}, ztráta {margin} bodu.</translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance), {card} the card&apos;s number; {margin} a number of points (2.4).</extracomment>
        <translation>Druhá nejlepší možnost: vyplnit políčko {box} na kartě {card}, ztráta {margin} bodu.</translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4&quot;); {margin} a number of points (2.4).</extracomment>
        <translation>Druhá nejlepší možnost: podržet {dice} a hodit, ztráta {margin} bodu.</translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <extracomment>Roll all five dice again; {margin} is a number of points (2.4).</extracomment>
        <translation>Druhá nejlepší možnost: přehodit všech pět, ztráta {margin} bodu.</translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Trenér: vyplnění políčka {box} stálo asi {cost} bodu.</translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Trenér: vyplnění políčka {box} na kartě {card} stálo asi {cost} bodu.</translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <extracomment>{dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points.</extracomment>
        <translation>Trenér: podržet {dice} a hodit stálo asi {cost} bodu.</translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <extracomment>The player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Trenér: přehodit všech pět stálo asi {cost} bodu.</translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind).</extracomment>
        <translation>Nejlepší bylo vyplnit políčko {box}.</translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind), {card} the card&apos;s number (2).</extracomment>
        <translation>Nejlepší bylo vyplnit políčko {box} na kartě {card}.</translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;).</extracomment>
        <translation>Nejlepší bylo podržet {dice} a hodit.</translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation>Nejlepší bylo přehodit všech pět.</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <extracomment>Put after a coach&apos;s note (whole sentences) when its figures are approximate.</extracomment>
        <translation>(přibližně)</translation>
    </message>
    <message>
        <source>Choice</source>
        <extracomment>Column heading of the analysis panel&apos;s table (a noun): the possible move (a hold or a box).</extracomment>
        <translation>Možnost</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 80 pixels wide: the expected final score when that choice is made.</extracomment>
        <translation>Očekávané skóre</translation>
    </message>
    <message>
        <source>Behind</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 70 pixels wide: how many points that choice is worse than the best.</extracomment>
        <translation>Ztráta</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>nejlepší</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <extracomment>Tooltip of the analysis panel&apos;s row that matches the dice held or the box chosen now.</extracomment>
        <translation>Tvá aktuální volba</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel before there is anything to analyse, and its name for screen readers (a noun): every choice with its expected final score.</extracomment>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Možnosti a jejich očekávané konečné skóre</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <extracomment>Line above the analysis table: {chances} is each player&apos;s chance (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Šance na výhru: {chances}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <extracomment>Why a key or click did nothing: a computer player is on turn (its turn is played at once instead).</extracomment>
        <translation>Na tahu je počítačový hráč.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>{name}: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from a list box: {name} is the list box&apos;s name (“Computer speed: choices”).</extracomment>
        <translation>{name}: možnosti</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the New game, Settings and Join a table dialogs: close them, changing nothing. No &amp; letter (Esc presses it): your language&apos;s usual word.</extracomment>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): a computer&apos;s turn is played at once, nothing shown (adjective).</extracomment>
        <translation>Okamžitě</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): fast (adjective).</extracomment>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): the usual speed (adjective).</extracomment>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): slow, every step of the turn easy to follow (adjective).</extracomment>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <extracomment>Screen readers&apos; name of the list of computer speeds in the New game and Settings dialogs.</extracomment>
        <translation>Rychlost počítače</translation>
    </message>
    <message>
        <source>&amp;Animate rolling dice</source>
        <extracomment>[New game dialog, Host a table dialog, Settings dialog] Check box: show the dice rolling (a verb phrase).</extracomment>
        <translation>&amp;Animovat hod kostkami</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animovat hod kostkami</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>Button of the Settings dialog: keep the changes. No &amp; letter (Enter presses it): your language&apos;s usual word.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <extracomment>[Settings dialog] Form label of the list: how fast computer players play (Instant … Slow).</extracomment>
        <translation>&amp;Rychlost počítače</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Button of the Game over dialog: close it, the finished game stays on the board. No &amp; letter (Esc presses it).</extracomment>
        <translation>Zavřít</translation>
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
        <extracomment>Badge painted under a held die (kept out of the next roll): capitals, and as few letters as you can, at most about 6: the badge is only as wide as the die.</extracomment>
        <translation>DRŽENO</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <extracomment>Badge painted under a die the hint suggests holding: a question, capitals, at most about 6 letters: the badge is only as wide as the die.</extracomment>
        <translation>DRŽET?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <extracomment>Screen readers&apos; name of the board&apos;s heading, which names the player on turn.</extracomment>
        <translation>Kdo je na tahu</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>Text of the big button under the dice, and its name for screen readers: roll the dice (a verb, imperative).</extracomment>
        <translation>Hodit</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <extracomment>Link-like button at the foot of the board: opens the rules; (F1) names its key.</extracomment>
        <translation>Jak hrát (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play button at the foot of the board.</extracomment>
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
        <extracomment>The board&apos;s heading when the game has ended (when there is no result line to show).</extracomment>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>The board&apos;s heading, and the text of the greyed-out Roll button, while the game is paused (an adjective).</extracomment>
        <translation>Pozastaveno</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation>Konečné skóre je na kartě.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>Line under the board&apos;s heading: {turn} is the turn&apos;s number, {turns} the turns of each player (13, 26 or 39).</extracomment>
        <translation>Kolo {turn} z {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <extracomment>Part of the line under the board&apos;s heading while a computer plays, after a middle dot: {level} is its level (Easy … Expert); lower case.</extracomment>
        <translation>počítač, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Text of the big button under the dice when the game is over: a new game with the same players.</extracomment>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Přeskočit na konec (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <extracomment>Text of the big button under the dice after a roll: roll the dice not held; %n rolls are left (1 or 2).</extracomment>
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
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} hraje. Stiskni Esc nebo klikni a přeskočíš na konec tahu.</translation>
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
        <source>one</source>
        <extracomment>The face 1 of a die as screen readers read it (“Die 2: one, held”): the number as a word, lower case.</extracomment>
        <translation>jednička</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The face 2 of a die as screen readers read it (“Die 2: two, held”): the number as a word, lower case.</extracomment>
        <translation>dvojka</translation>
    </message>
    <message>
        <source>three</source>
        <extracomment>The face 3 of a die as screen readers read it (“Die 2: three, held”): the number as a word, lower case.</extracomment>
        <translation>trojka</translation>
    </message>
    <message>
        <source>four</source>
        <extracomment>The face 4 of a die as screen readers read it (“Die 2: four, held”): the number as a word, lower case.</extracomment>
        <translation>čtyřka</translation>
    </message>
    <message>
        <source>five</source>
        <extracomment>The face 5 of a die as screen readers read it (“Die 2: five, held”): the number as a word, lower case.</extracomment>
        <translation>pětka</translation>
    </message>
    <message>
        <source>six</source>
        <extracomment>The face 6 of a die as screen readers read it (“Die 2: six, held”): the number as a word, lower case.</extracomment>
        <translation>šestka</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Kostka {number}: během pauzy skrytá</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six); held: kept out of the next roll.</extracomment>
        <translation>Kostka {number}: {face}, podržená</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six).</extracomment>
        <translation>Kostka {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: their time budget ran out.</extracomment>
        <translation>{name}: čas vypršel</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: with hidden score sheets, which box goes unsaid.</extracomment>
        <translation>{player}: políčko vyplněno</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player}: {points} do políčka {box} na kartě {card}, horní bonus získán (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name, {card} 1 to 3.</extracomment>
        <translation>{player}: {points} do políčka {box} na kartě {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player}: {points} do políčka {box}, horní bonus získán (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player}: {points} do políčka {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: v políčku Pětice je 50 na každé kartě.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Bez bonusu: ne na každé kartě je v políčku Pětice 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Volný žolík: tento hod smí do kteréhokoli volného políčka za plnou hodnotu.</translation>
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
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: v políčku Pětice už je 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Bez bonusu: v políčku Pětice je 0.</translation>
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
        <translation>{name}: karta je až do konce hry skrytá.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: in the Triple game, card {card} (1 to 3) has {total} points, counting ×{multiplier}.</extracomment>
        <translation>Karta {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: card {card} (1 to 3) has {total} points.</extracomment>
        <translation>Karta {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: the last one: the player&apos;s total score.</extracomment>
        <translation>Celkem: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Horní {upper} + horní bonus {upper_bonus} + dolní {lower} + bonus za extra pětice {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Horní {upper} + horní bonus {upper_bonus} + dolní {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Horní {upper} + dolní {lower} + bonus za extra pětice {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers.</extracomment>
        <translation>Horní {upper} + dolní {lower} = {total}</translation>
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
        <extracomment>Screen readers&apos; name of the clock line on the board.</extracomment>
        <translation>Zbývající čas</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <extracomment>Screen readers&apos; name of the line on the board that says which boxes a joker may fill.</extracomment>
        <translation>Proč tato políčka</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation>Poznámka trenéra k tvému poslednímu tahu</translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”) while the game is paused.</extracomment>
        <translation>{name}: zbývá {time} (pauza)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”).</extracomment>
        <translation>{name}: zbývá {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget is nearly used up: %n seconds.</extracomment>
        <translation>
            <numerusform>{name} má ještě %n sekundu.</numerusform>
            <numerusform>{name} má ještě %n sekundy.</numerusform>
            <numerusform>{name} má ještě %n sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <extracomment>Celebration painted over the board after a five of a kind: the box&apos;s name (the same words as the box Five of a Kind), exclaimed.</extracomment>
        <translation>Pětice!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <extracomment>Celebration painted over the board when the upper bonus is earned: {bonus} is 35.</extracomment>
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
        <extracomment>In the About box, after the game&apos;s name: {version} is a number like 1.2.0 (lower case).</extracomment>
        <translation>verze {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <extracomment>Title of the About box, and screen readers&apos; name of How to play&apos;s About button.</extracomment>
        <translation>O hře Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <extracomment>First line of the About box: the game&apos;s name in bold, then “version 1.2.0”; keep the &lt;b&gt; tags.</extracomment>
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
        <extracomment>Screen readers&apos; name of the How to play page.</extracomment>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Screen readers&apos; name of How to play&apos;s Close button (Qt words the button itself).</extracomment>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[How to play window] Button at the foot of How to play: opens the About box.</extracomment>
        <translation>&amp;O hře Five Dice</translation>
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
        <extracomment>First item of the Settings dialog&apos;s list of languages: the language the computer is set to.</extracomment>
        <translation>Podle systému</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The weakest.</extracomment>
        <translation>Lehký</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The second.</extracomment>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. Plays for the highest average score.</extracomment>
        <translation>Těžký</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The strongest: plays to beat its opponents.</extracomment>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>[Menu bar] Title of the first menu (new game, restart, pause, hint, scoreboard, quit); the letter after &amp; is its Alt key, unlike the other menu titles&apos;.</extracomment>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>[Menu bar] Title of the Edit menu (Undo, Sound, Settings): your language&apos;s usual name.</extracomment>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>[Menu bar] Title of the View menu (Analysis, Chances to win).</extracomment>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>[Menu bar] Title of the Help menu (How to play, Keyboard shortcuts, About): your language&apos;s usual name.</extracomment>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Name of the toolbar, where a list of toolbars shows it: the game&apos;s commands (the Game menu&apos;s title without its &amp;).</extracomment>
        <translation>Hra</translation>
    </message>
    <message>
        <source>More actions</source>
        <extracomment>Tooltip and screen readers&apos; name of the » button at the end of the toolbar, which shows the buttons that do not fit.</extracomment>
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
        <extracomment>Error when a box is chosen that was filled before; {box} is a box&apos;s name on the score card (e.g. Full House).</extracomment>
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
        <extracomment>The name of a player whose name field was left empty: {number} is the seat, 1 to 4 (a noun used as a name: “Player 2”).</extracomment>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of a player whose name is blank (a noun used as a name).</extracomment>
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
        <source>A player&apos;s app did not send its share of the dice, so the game could not start: the table is closed.</source>
        <extracomment>Why a network table closed just after its start: the dice are made from a random share of every player&apos;s app, and one never came (the app left, or its connection was lost).</extracomment>
        <translation>Aplikace jednoho z hráčů neposlala svůj podíl na kostkách, takže hra nemohla začít: stůl je zavřený.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not the ones all the players made together, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the dice of a network game are made from a share of every player&apos;s app, and the host&apos;s were not those.</extracomment>
        <translation>Kostky hostitele nebyly ty, které vytvořili všichni hráči společně, takže se tato hra nezaznamená.</translation>
    </message>
    <message>
        <source>The host&apos;s end of the game does not match the moves it sent, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the boxes it revealed at the end are not the ones it sent (or sealed) during the game.</extracomment>
        <translation>Konec hry u hostitele neodpovídá tahům, které poslal, takže se tato hra nezaznamená.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the game has ended.</extracomment>
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
        <source>The host removed you from the table.</source>
        <extracomment>Why the host of a network table sent a player at another computer away: the host chose to.</extracomment>
        <translation>Hostitel tě vyhodil od stolu.</translation>
    </message>
    <message>
        <source>Your time for this turn ran out: the computer plays the rest of it.</source>
        <translation>Čas na tento tah ti vypršel: zbytek tahu dohraje počítač.</translation>
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
        <extracomment>Why a network table refuses a player who asks to join: every seat is taken.</extracomment>
        <translation>Stůl je plný.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <extracomment>Told to a player at another computer after they chose Leave: why the table closed for them.</extracomment>
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
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>V síťové hře vede hru počítač hostitele; pošli mu žádost.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>V síťových hrách nelze vracet tahy.</translation>
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
        <source>The game has not started yet.</source>
        <translation>Hra ještě nezačala.</translation>
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
        <extracomment>Why a network table refuses a move of a player at another computer: the host paused the game.</extracomment>
        <translation>Hra je pozastavená.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Finding the table…</source>
        <extracomment>How a friend anywhere is connected: the mailbox server answered, now waiting.</extracomment>
        <translation>Hledám stůl…</translation>
    </message>
    <message>
        <source>The code was right: connecting…</source>
        <extracomment>How a friend anywhere is connected: the code was right, connecting.</extracomment>
        <translation>Kód je správný: probíhá připojení…</translation>
    </message>
    <message>
        <source>Connected directly.</source>
        <extracomment>How a friend anywhere is connected: computer to computer, not through a server.</extracomment>
        <translation>Připojeno přímo.</translation>
    </message>
    <message>
        <source>Connected through a relay.</source>
        <extracomment>How a friend anywhere is connected: through the transit relay server.</extracomment>
        <translation>Připojeno přes předávací server.</translation>
    </message>
    <message>
        <source>The connection was lost: getting it back…</source>
        <translation>Spojení bylo přerušeno: obnovuje se…</translation>
    </message>
    <message>
        <source>The code was wrong. Codes work once: ask your friend for a new one.</source>
        <translation>Kód byl špatný. Každý kód platí jen jednou: požádej kamaráda o nový.</translation>
    </message>
    <message>
        <source>No table answered this code. Codes work once: ask your friend for a new one.</source>
        <translation>Na tento kód neodpověděl žádný stůl. Každý kód platí jen jednou: požádej kamaráda o nový.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached. Is this computer on the internet?</source>
        <translation>Server schránek je nedostupný. Je tento počítač připojený k internetu?</translation>
    </message>
    <message>
        <source>The host closed the invitation.</source>
        <translation>Hostitel pozvánku zavřel.</translation>
    </message>
    <message>
        <source>That code is not for a Five Dice table.</source>
        <translation>Tento kód nepatří ke stolu hry Five Dice.</translation>
    </message>
    <message>
        <source>Host a table on the network</source>
        <translation>Založit stůl v síti</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a player at another computer.</extracomment>
        <translation>Hráč jinde</translation>
    </message>
    <message>
        <source>Friend anywhere (code)</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a friend anywhere (on the internet), who joins with a code made for the seat.</extracomment>
        <translation>Kamarád přes internet (kód)</translation>
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
        <extracomment>The table&apos;s name the Host a table dialog suggests: {name} is the first player&apos;s name.</extracomment>
        <translation>Stůl hráče {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <extracomment>Screen readers&apos; name of the field with the table&apos;s name.</extracomment>
        <translation>Název stolu</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <extracomment>[Host a table dialog] Form label of the field with the table&apos;s name, which guests see.</extracomment>
        <translation>&amp;Název stolu</translation>
    </message>
    <message>
        <source>Turn &amp;limit</source>
        <extracomment>[Host a table dialog] Form label of the choice of how long a player at another computer may take for a turn before the computer plays the rest of it.</extracomment>
        <translation>&amp;Limit na tah</translation>
    </message>
    <message>
        <source>O&amp;pen the table</source>
        <extracomment>[Host a table dialog] The dialog&apos;s OK button: open the table and wait in its lobby for the players (a verb phrase).</extracomment>
        <translation>Otevřít &amp;stůl</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>Screen readers&apos; name of the button Open the table.</extracomment>
        <translation>Otevřít stůl</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>[Host a table dialog] The turn limit&apos;s first choice: no limit.</extracomment>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>30 seconds a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has 30 seconds a turn.</extracomment>
        <translation>30 sekund na tah</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has a minute a turn.</extracomment>
        <translation>1 minuta na tah</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has two minutes a turn.</extracomment>
        <translation>2 minuty na tah</translation>
    </message>
    <message>
        <source>How long a player at another computer may take for a turn: then the computer plays the rest of it for them</source>
        <translation>Jak dlouho smí hráč u jiného počítače hrát jeden tah: potom zbytek tahu dohraje počítač za něj</translation>
    </message>
    <message>
        <source>Turn limit for players elsewhere</source>
        <extracomment>Screen readers&apos; name of the turn limit&apos;s list in the Host a table dialog.</extracomment>
        <translation>Limit na tah pro hráče jinde</translation>
    </message>
    <message>
        <source>Kick a player</source>
        <extracomment>Window title of the dialog that sends a player at another computer away from the table hosted here.</extracomment>
        <translation>Vyhodit hráče</translation>
    </message>
    <message>
        <source>Player to kick</source>
        <extracomment>Screen readers&apos; name of the list of the players that can be kicked.</extracomment>
        <translation>Hráč k vyhození</translation>
    </message>
    <message>
        <source>The computer plays the seat ({level})</source>
        <extracomment>[Kick a player dialog] A choice of who plays a kicked player&apos;s seat: {level} is a computer level (Easy … Expert).</extracomment>
        <translation>Místo převezme počítač ({level})</translation>
    </message>
    <message>
        <source>Nobody: the player drops out, their card stays as it is</source>
        <translation>Nikdo: hráč vypadává ze hry, karta zůstává, jak je</translation>
    </message>
    <message>
        <source>Who plays the seat</source>
        <extracomment>Screen readers&apos; name of the list of who plays a kicked player&apos;s seat.</extracomment>
        <translation>Kdo převezme místo</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>[Kick a player dialog] Form label of the list of the players at other computers.</extracomment>
        <translation>&amp;Hráč</translation>
    </message>
    <message>
        <source>&amp;Then</source>
        <extracomment>[Kick a player dialog] Form label of the list of who plays the kicked player&apos;s seat from then on.</extracomment>
        <translation>&amp;Potom</translation>
    </message>
    <message>
        <source>They are sent away for this game and cannot take their seat back.</source>
        <translation>Hráč odchází z této hry a své místo už nemůže získat zpět.</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <extracomment>[Kick a player dialog] Button: send the chosen player away from the table (a verb).</extracomment>
        <translation>&amp;Vyhodit</translation>
    </message>
    <message>
        <source>Join my Five Dice table: open Five Dice, Game &gt; Join a table, code {code} (or open {link}).</source>
        <translation>Přisedni k mému stolu ve hře Five Dice: otevři Five Dice, Hra &gt; Přisednout ke stolu, kód {code} (nebo otevři {link}).</translation>
    </message>
    <message>
        <source>A wrong code was tried: a new code was made. Send it again.</source>
        <extracomment>The invitation a host copies for a friend anywhere (to paste into a message): {code} is a code like 7-guitarist-revenge, {link} the same as a link.</extracomment>
        <translation>Někdo zkusil špatný kód: byl vytvořen nový kód. Pošli ho znovu.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached: trying again soon…</source>
        <translation>Server schránek je nedostupný: brzy se to zkusí znovu…</translation>
    </message>
    <message>
        <source>The invitation closed: a new code was made.</source>
        <translation>Pozvánka se zavřela: byl vytvořen nový kód.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <extracomment>In the lobby: the seat a friend anywhere&apos;s code is for ({number}: 1 to 4).</extracomment>
        <translation>Místo {number}</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <extracomment>Grey text in a seat&apos;s code field while the code is being made.</extracomment>
        <translation>Vytváří se kód…</translation>
    </message>
    <message>
        <source>Code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s code field in the lobby ({number}: 1 to 4).</extracomment>
        <translation>Kód pro místo {number}</translation>
    </message>
    <message>
        <source>Copy invitation</source>
        <extracomment>[Lobby] Button: copy the invitation with the seat&apos;s code, to paste into a message.</extracomment>
        <translation>Kopírovat pozvánku</translation>
    </message>
    <message>
        <source>Copy the invitation for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s Copy invitation button ({number}: 1 to 4).</extracomment>
        <translation>Kopírovat pozvánku pro místo {number}</translation>
    </message>
    <message>
        <source>New code</source>
        <extracomment>[Lobby] Button: make a new code for the seat (the old one stops working).</extracomment>
        <translation>Nový kód</translation>
    </message>
    <message>
        <source>New code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s New code button ({number}: 1 to 4).</extracomment>
        <translation>Nový kód pro místo {number}</translation>
    </message>
    <message>
        <source>Send the invitation to your friend.</source>
        <extracomment>Under a seat&apos;s code in the lobby: the code is ready, the friend has not used it yet.</extracomment>
        <translation>Pošli pozvánku kamarádovi.</translation>
    </message>
    <message>
        <source>Invitation copied: paste it into a message.</source>
        <extracomment>Under a seat&apos;s code in the lobby, after Copy invitation.</extracomment>
        <translation>Pozvánka zkopírována: vlož ji do zprávy.</translation>
    </message>
    <message>
        <source>Friends anywhere: one code per seat</source>
        <extracomment>[Lobby] Heading above the codes of the seats for friends anywhere (on the internet).</extracomment>
        <translation>Kamarádi přes internet: jeden kód na místo</translation>
    </message>
    <message>
        <source>Codes for friends anywhere</source>
        <extracomment>Window title of the dialog with the codes of the seats for friends anywhere.</extracomment>
        <translation>Kódy pro kamarády přes internet</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Window title of the Join a table dialog.</extracomment>
        <translation>Přisednout ke stolu</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Stoly nalezené v této síti</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <extracomment>[Join a table dialog] Button: look for tables on this network again.</extracomment>
        <translation>&amp;Hledat znovu</translation>
    </message>
    <message>
        <source>Search again</source>
        <extracomment>Screen readers&apos; name of the button Search again.</extracomment>
        <translation>Hledat znovu</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <extracomment>Grey text in the empty address field: an example address, {address} (192.168.1.20); e.g.: for example.</extracomment>
        <translation>např. {address}</translation>
    </message>
    <message>
        <source>e.g. {code}</source>
        <extracomment>Grey text in the empty field for a friend anywhere&apos;s code: an example code.</extracomment>
        <translation>např. {code}</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <extracomment>[Join a table dialog] Form label of the field with the host computer&apos;s network address.</extracomment>
        <translation>&amp;Adresa</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <extracomment>[Join a table dialog] Form label of the field with the network port, a number.</extracomment>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>Join co&amp;de</source>
        <extracomment>[Join a table dialog] Form label of the field with the four-digit code the host&apos;s screen shows.</extracomment>
        <translation>&amp;Kód pro připojení</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Hledám stoly v této síti…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <extracomment>Screen readers&apos; name of the list of seats once joined.</extracomment>
        <translation>Místa u stolu</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <extracomment>[Join a table dialog] Button: ask the host for a seat (a verb).</extracomment>
        <translation>Př&amp;isednout</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <extracomment>[Join a table dialog] Form label of the field with the player&apos;s name at the table.</extracomment>
        <translation>&amp;Tvé jméno</translation>
    </message>
    <message>
        <source>Code from a friend a&amp;nywhere</source>
        <extracomment>[Join a table dialog] Form label of the field for the code a friend anywhere (on the internet) sent, like 7-guitarist-revenge.</extracomment>
        <translation>Kód od kamaráda přes i&amp;nternet</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <extracomment>[Join a table dialog] Label above the list of the tables found on this network.</extracomment>
        <translation>&amp;Stoly v této síti</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <extracomment>A table in the list of tables found: {table} its name, {address} the host&apos;s address, {port} a number, {seats} the number of free seats.</extracomment>
        <translation>{table} na {address}, port {port} (volná místa: {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Vyber stůl, nebo zadej jeho adresu a port.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Name at the table of a player who left the name field empty.</extracomment>
        <translation>Hráč</translation>
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
        <source>Joining {address}…</source>
        <extracomment>Line under the fields of Join a table while the host at {address} is being asked.</extracomment>
        <translation>Připojuji se k {address}…</translation>
    </message>
    <message>
        <source>A code is a number and words, like 7-guitarist-revenge: type it as your friend sent it.</source>
        <translation>Kód je číslo a slova, např. 7-guitarist-revenge: napiš ho přesně tak, jak ti ho kamarád poslal.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <extracomment>Under the fields of Join a table: what a code from a friend anywhere looks like.</extracomment>
        <translation>Máš místo u stolu. Hra začne, až ji hostitel spustí.</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <extracomment>[Join a table dialog] The Cancel button once the player has a seat: leave the table (a verb).</extracomment>
        <translation>&amp;Odejít</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>A computer&apos;s seat in a table&apos;s list of seats: {name} its name, {level} its level (Easy … Expert).</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (u počítače hostitele)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a friend anywhere…</source>
        <extracomment>An open seat in the lobby kept for a friend anywhere, who joins with its code.</extracomment>
        <translation>Volné místo: čeká se na kamaráda přes internet…</translation>
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
        <extracomment>A seat in a table&apos;s list of seats, taken by a player at another computer.</extracomment>
        <translation>{name} (u stolu)</translation>
    </message>
    <message>
        <source>Network table</source>
        <extracomment>Window title of the host&apos;s lobby: the table others join.</extracomment>
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
        <extracomment>Screen readers&apos; name of the big join code in the lobby: {digits} are four digits read one by one (“4 7 1 2”).</extracomment>
        <translation>Kód pro připojení {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>Screen readers&apos; name of the lobby&apos;s list of seats.</extracomment>
        <translation>Místa</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>[Network table dialog] Button: start the game at the table (a verb). Reads “Start without the open seats” while seats are open.</extracomment>
        <translation>&amp;Začít</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <extracomment>[Network table dialog] Button: close the table; the players who joined are sent away.</extracomment>
        <translation>Zavřít &amp;stůl</translation>
    </message>
    <message>
        <source>Start &amp;without the open seats</source>
        <extracomment>[Network table dialog] The Start button while some seats are still open: start, leaving them out.</extracomment>
        <translation>Začít &amp;bez volných míst</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Kick a player…</source>
        <extracomment>[Game menu] Menu item while hosting a table: send a player at another computer away from it (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>Vy&amp;hodit hráče…</translation>
    </message>
    <message>
        <source>Send a player at another computer away from the table: a computer plays for them</source>
        <translation>Vyhodit od stolu hráče u jiného počítače: hraje za něj počítač</translation>
    </message>
    <message>
        <source>Codes for friends &amp;anywhere…</source>
        <extracomment>[Game menu] Menu item while hosting a table with seats for friends anywhere: show their codes (and make a new one for a friend who lost the connection for good). “…”: a dialog opens.</extracomment>
        <translation>&amp;Kódy pro kamarády přes internet…</translation>
    </message>
    <message>
        <source>The codes of the seats for friends anywhere: copy one again, or make a new one</source>
        <translation>Kódy míst pro kamarády přes internet: zkopíruj některý znovu, nebo vytvoř nový</translation>
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
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} přisedá ke stolu.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <extracomment>Notice in a network game: the player {name}, at another computer, left.</extracomment>
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
        <source>{name} was sent away from the table.</source>
        <extracomment>Notice in a network game the host opened here: the host sent the player {name}, at another computer, away from the table (Game &gt; Kick a player…).</extracomment>
        <translation>{name} musí na pokyn hostitele opustit stůl.</translation>
    </message>
    <message>
        <source>{name}&apos;s time for the turn ran out: the computer plays the rest of it.</source>
        <extracomment>Notice in a network game the host opened here: the player {name}, at another computer, took longer than the table&apos;s turn limit; the computer finishes the turn for them.</extracomment>
        <translation>Čas hráče {name} na tah vypršel: zbytek tahu dohraje počítač.</translation>
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
        <extracomment>Stands for a player whose name is not known, in the news of a network game.</extracomment>
        <translation>Hráč</translation>
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
        <extracomment>Item of the New game dialog&apos;s list Cards per player: the Triple game, three cards counting once, twice and three times.</extracomment>
        <translation>Trojitá (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: each player fills %n score cards.</extracomment>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <extracomment>In the New game dialog: the label before a seat&apos;s name field, and the field&apos;s grey text when empty; {number} is 1 to 4.</extracomment>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s name field in the New game dialog; {number} is 1 to 4.</extracomment>
        <translation>Jméno hráče {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: a person plays this seat (a noun).</extracomment>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: the computer plays this seat (a noun).</extracomment>
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
        <extracomment>Window title of the New game dialog.</extracomment>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Start &amp;new game</source>
        <extracomment>[New game dialog] The dialog&apos;s OK button: start a game with these players and rules.</extracomment>
        <translation>Začít &amp;novou hru</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Title of the New game dialog&apos;s group of seats (a plural noun).</extracomment>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s spin box with the number of players.</extracomment>
        <translation>Počet hráčů</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <extracomment>[New game dialog, Host a table dialog] Label of the spin box with the number of players, 1 to 4.</extracomment>
        <translation>&amp;Počet</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Title of the New game dialog&apos;s group with the rules (a noun).</extracomment>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list of rules for extra fives. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Extra pětice</translation>
    </message>
    <message>
        <source>&amp;Extra five of a kind</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of rules for extra fives (Off, Official, Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>&amp;Extra pětice</translation>
    </message>
    <message>
        <source>Car&amp;ds per player</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list: how many score cards each player fills (1, 2, 3 or the Triple game).</extracomment>
        <translation>&amp;Karty na hráče</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list: how many score cards each player fills.</extracomment>
        <translation>Karty na hráče</translation>
    </message>
    <message>
        <source>&amp;Time budget</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: each player has a limited time for the whole game (a noun).</extracomment>
        <translation>&amp;Časový limit</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Časový limit na hráče</translation>
    </message>
    <message>
        <source> min per player</source>
        <extracomment>Suffix of the time budget&apos;s spin box, right after the number (“10 min per player”): keep the leading space; min: minutes.</extracomment>
        <translation> min na hráče</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <extracomment>Screen readers&apos; name of the time budget&apos;s spin box.</extracomment>
        <translation>Minuty na hráče</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Form label of the New game dialog&apos;s row with the time budget (a noun).</extracomment>
        <translation>Čas</translation>
    </message>
    <message>
        <source>&amp;Open score sheets</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: everyone sees every card during the game; unchecked, the others&apos; cards stay hidden until the end.</extracomment>
        <translation>&amp;Odkryté karty</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Když není zaškrtnuto, vidí každý hráč během hry jen svou kartu: políčka a součty ostatních hráčů ukazují ?, dokud hra neskončí.</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <extracomment>Screen readers&apos; name of the check box Open score sheets (everyone sees every card).</extracomment>
        <translation>Odkryté karty</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <extracomment>Form label of the New game dialog&apos;s row with the check box Open score sheets (a noun).</extracomment>
        <translation>Bodovací karty</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <extracomment>Title of the New game dialog&apos;s group: how computer players&apos; turns are shown.</extracomment>
        <translation>Tahy počítače</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of computer speeds (Instant, Fast, Normal, Slow).</extracomment>
        <translation>&amp;Rychlost</translation>
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
    <message>
        <source>Rating {rating}</source>
        <extracomment>Beside a computer seat in New game: its level&apos;s fixed rating, e.g. “Rating 1,500”.</extracomment>
        <translation>Hodnocení {rating}</translation>
    </message>
    <message>
        <source>Computer levels have fixed ratings: this one is {rating}.</source>
        <extracomment>Tooltip of a computer seat&apos;s rating in New game: {rating} is e.g. 1,500.</extracomment>
        <translation>Úrovně počítače mají pevné hodnocení: tato má {rating}.</translation>
    </message>
    <message>
        <source>new player</source>
        <extracomment>Beside a person&apos;s seat in New game, for a name never played here: a profile is made for them at the end of the game.</extracomment>
        <translation>nový hráč</translation>
    </message>
    <message>
        <source>A name not played here before: a new player, rated from {rating}.</source>
        <extracomment>Tooltip of “new player” beside a name in New game: {rating} is where everyone&apos;s rating starts (1,500).</extracomment>
        <translation>Jméno, které tu ještě nehrálo: nový hráč s počátečním hodnocením {rating}.</translation>
    </message>
    <message>
        <source>not rated yet</source>
        <extracomment>Beside a known person&apos;s seat in New game, who has played no rated game yet.</extracomment>
        <translation>zatím bez hodnocení</translation>
    </message>
    <message>
        <source>Rated games are games of one card each against others, played to the end without hints or undo.</source>
        <translation>Hodnocené jsou hry s jednou kartou na hráče proti dalším hráčům, dohrané do konce bez rad a bez vracení hodů.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games.</source>
        <extracomment>Tooltip of a known person&apos;s rating in New game: {rating} e.g. 1,612, {rd} how sure it is (e.g. 85: the true rating is likely within 85 of it), %n the rated games played.</extracomment>
        <translation>
            <numerusform>Hodnocení {rating} (±{rd}) po %n hodnocené hře.</numerusform>
            <numerusform>Hodnocení {rating} (±{rd}) po %n hodnocených hrách.</numerusform>
            <numerusform>Hodnocení {rating} (±{rd}) po %n hodnocených hrách.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known players</source>
        <extracomment>Screen readers&apos; name of the list of known players that drops down from a name field.</extracomment>
        <translation>Známí hráči</translation>
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
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s Dismiss button.</extracomment>
        <translation>Zavřít zprávu</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s text while it is empty.</extracomment>
        <translation>Zpráva</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <extracomment>The message bar: {message} is the first message, then how many more wait; keep the two spaces.</extracomment>
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
    <name>PlayerId</name>
    <message>
        <source>Player ID</source>
        <extracomment>Title of the Settings dialog&apos;s group with the player&apos;s secret ID.
----------
Screen readers&apos; name of the field with the player&apos;s secret ID.</extracomment>
        <translation>ID hráče</translation>
    </message>
    <message>
        <source>Player &amp;ID of</source>
        <extracomment>[Settings dialog] Form label of the list of players: whose ID is shown.</extracomment>
        <translation>&amp;ID hráče</translation>
    </message>
    <message>
        <source>Whose player ID</source>
        <extracomment>Screen readers&apos; name of the list of players whose ID Settings shows.</extracomment>
        <translation>Hráč, jehož ID je zobrazené</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <extracomment>[Settings dialog] Button: show the hidden player ID (while shown it reads Hide).</extracomment>
        <translation>&amp;Ukázat</translation>
    </message>
    <message>
        <source>Show the player ID</source>
        <extracomment>Screen readers&apos; name of the button that shows the hidden player ID.</extracomment>
        <translation>Ukázat ID hráče</translation>
    </message>
    <message>
        <source>Keep it private: anyone who has this ID can play as this player. It carries the player to another computer of yours, with the rating code.</source>
        <extracomment>Under the player ID in Settings.</extracomment>
        <translation>Uchovej ho v tajnosti: kdo má toto ID, může hrát jako tento hráč. Spolu s kódem hodnocení přenese hráče na jiný tvůj počítač.</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <extracomment>[Settings dialog] Button: copy the player ID to the clipboard.</extracomment>
        <translation>K&amp;opírovat ID</translation>
    </message>
    <message>
        <source>Copy ra&amp;ting code</source>
        <extracomment>[Settings dialog] Button: copy the player&apos;s rating code (one line with their rating, to paste on another computer with the ID).</extracomment>
        <translation>Kopírovat kó&amp;d hodnocení</translation>
    </message>
    <message>
        <source>Use an ID from another &amp;device…</source>
        <extracomment>[Settings dialog] Button: paste an ID (and rating code) copied on another computer so this computer continues that player&apos;s rating; “…”: a dialog opens.</extracomment>
        <translation>Použít ID z jiného &amp;zařízení…</translation>
    </message>
    <message>
        <source>Copy the player ID</source>
        <extracomment>Screen readers&apos; name of Copy ID in Settings.</extracomment>
        <translation>Kopírovat ID hráče</translation>
    </message>
    <message>
        <source>Copy the rating code</source>
        <extracomment>Screen readers&apos; name of Copy rating code in Settings.</extracomment>
        <translation>Kopírovat kód hodnocení</translation>
    </message>
    <message>
        <source>Use an ID from another device</source>
        <extracomment>Window title of the dialog that takes an ID from another computer.</extracomment>
        <translation>Použít ID z jiného zařízení</translation>
    </message>
    <message>
        <source>A player gets an ID with their first finished game.</source>
        <extracomment>In Settings, before anyone has finished a game here.</extracomment>
        <translation>Hráč dostane ID po své první dokončené hře.</translation>
    </message>
    <message>
        <source>Hid&amp;e</source>
        <extracomment>[Settings dialog] The Show button while the ID is shown: hide it again.</extracomment>
        <translation>S&amp;krýt</translation>
    </message>
    <message>
        <source>Hide the player ID</source>
        <extracomment>Screen readers&apos; name of the Show button while the ID is shown.</extracomment>
        <translation>Skrýt ID hráče</translation>
    </message>
    <message>
        <source>The ID is copied. Keep it private.</source>
        <extracomment>Said in Settings after Copy ID.</extracomment>
        <translation>ID je zkopírováno. Uchovej ho v tajnosti.</translation>
    </message>
    <message>
        <source>The rating code is copied. Paste it with the ID on the other computer.</source>
        <extracomment>Said in Settings after Copy rating code.</extracomment>
        <translation>Kód hodnocení je zkopírován. Vlož ho spolu s ID na druhém počítači.</translation>
    </message>
    <message>
        <source>That ID already belongs to a player here.</source>
        <extracomment>In Use an ID: the ID pasted is already one of the players here.</extracomment>
        <translation>Toto ID už patří hráči na tomto počítači.</translation>
    </message>
    <message>
        <source>{name} now plays with the ID from the other device: rating {rating}.</source>
        <extracomment>Said in Settings once a player continues a rating from another computer: {name} is the player here, {rating} the rating they continue (e.g. 1,612).</extracomment>
        <translation>{name} teď hraje s ID z druhého zařízení: hodnocení {rating}.</translation>
    </message>
    <message>
        <source>Paste the ID and the rating code copied in Settings on the other computer. {name} then plays here with that ID, and the rating continues from the code; {name}&apos;s games here stay {name}&apos;s.</source>
        <extracomment>{name} is the player at this computer who takes the ID.</extracomment>
        <translation>Vlož ID a kód hodnocení zkopírované v Nastavení na druhém počítači. {name} pak bude tady hrát s tímto ID a hodnocení bude pokračovat podle kódu; hry hráče {name} z tohoto počítače zůstanou hráči {name}.</translation>
    </message>
    <message>
        <source>&amp;ID</source>
        <extracomment>[Use an ID dialog] Form label of the field for the ID.</extracomment>
        <translation>&amp;ID</translation>
    </message>
    <message>
        <source>&amp;Rating code</source>
        <extracomment>[Use an ID dialog] Form label of the field for the rating code.</extracomment>
        <translation>&amp;Kód hodnocení</translation>
    </message>
    <message>
        <source>Rating code</source>
        <extracomment>Screen readers&apos; name of the rating code&apos;s field.</extracomment>
        <translation>Kód hodnocení</translation>
    </message>
    <message>
        <source>&amp;Use this ID</source>
        <extracomment>[Use an ID dialog] Button: take the ID and continue its rating here.</extracomment>
        <translation>&amp;Použít toto ID</translation>
    </message>
    <message>
        <source>That is not a whole ID: 32 letters and digits, as Copy ID gives.</source>
        <extracomment>In Use an ID: what was pasted as the ID is not one.</extracomment>
        <translation>To není celé ID: má 32 písmen a číslic, tak jak ho dává Kopírovat ID.</translation>
    </message>
    <message>
        <source>That rating code is not whole, or belongs to another ID. Copy both again on the other computer.</source>
        <extracomment>In Use an ID: the rating code is cut short, mistyped, or from another ID.</extracomment>
        <translation>Tento kód hodnocení není celý, nebo patří k jinému ID. Zkopíruj obojí znovu na druhém počítači.</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>A game alone is not rated: a rating needs opponents.</source>
        <extracomment>Why a finished game is not rated: it was played alone.</extracomment>
        <translation>Hra jednoho hráče se nehodnotí: hodnocení potřebuje soupeře.</translation>
    </message>
    <message>
        <source>Only games of one card each are rated.</source>
        <extracomment>Why a finished game is not rated: each player filled 2 or 3 cards.</extracomment>
        <translation>Hodnotí se jen hry s jednou kartou na hráče.</translation>
    </message>
    <message>
        <source>The Triple game is not rated, only games of one card.</source>
        <extracomment>Why a finished game is not rated: it was the Triple game (three cards ×1 ×2 ×3).</extracomment>
        <translation>Trojitá hra se nehodnotí, jen hry s jednou kartou.</translation>
    </message>
    <message>
        <source>The coach helped in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: the coach helped (a hint, the analysis panel or coach mode).</extracomment>
        <translation>V této hře pomáhal trenér, takže se nehodnotí.</translation>
    </message>
    <message>
        <source>A roll was undone in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: a roll was taken back and rolled again.</extracomment>
        <translation>V této hře byl vrácen hod, takže se nehodnotí.</translation>
    </message>
    <message>
        <source>A player dropped out before the end, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: a player dropped out before the end.</extracomment>
        <translation>Jeden z hráčů vypadl ze hry před koncem, takže se tato hra nehodnotí.</translation>
    </message>
    <message>
        <source>One person played two seats, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: one person (one name) played two seats.</extracomment>
        <translation>Jeden člověk hrál na dvou místech, takže se tato hra nehodnotí.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>Window title of the dialog with the result of a finished game.</extracomment>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>[Game over dialog] Button: a new game with the same players and rules (the default).</extracomment>
        <translation>&amp;Hrát znovu</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <extracomment>[Game over dialog] Button: see each of your decisions against perfect play (a verb).</extracomment>
        <translation>&amp;Rozbor hry</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Každé tvé rozhodnutí ve srovnání s dokonalou hrou</translation>
    </message>
    <message>
        <source>Practice: not rated. {why}</source>
        <extracomment>Under the result of a game that does not change ratings: {why} is one sentence, e.g. “Only games of one card each are rated.”</extracomment>
        <translation>Cvičná hra: bez hodnocení. {why}</translation>
    </message>
    <message>
        <source>{name} {before} → {after} ({change})</source>
        <extracomment>A rated person&apos;s new rating under the result: {name} is the name, {before} and {after} the rating before and after the game, {change} the difference with its sign (“Ana 1,612 → 1,631 (+19)”).</extracomment>
        <translation>{name} {before} → {after} ({change})</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Heading over the rating changes under a game&apos;s result.</extracomment>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <extracomment>{name} is a player&apos;s name, a computer&apos;s with its level: &quot;Dex (Expert)&quot;.</extracomment>
        <translation>{name}, vypršel čas</translation>
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
        <translation>U více karet a Trojité hry jsou tato čísla přibližná.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Kolo {turn}, hod {roll}: vyplnění políčka {box} stálo {cost} bodu.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Kolo {turn}, hod {roll}: vyplnění políčka {box} na kartě {card} stálo {cost} bodu.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points (7.5).</extracomment>
        <translation>Kolo {turn}, hod {roll}: podržet {dice} a hodit stálo {cost} bodu.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); the player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Kolo {turn}, hod {roll}: přehodit všech pět stálo {cost} bodu.</translation>
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
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): fill the box {box} (its name, e.g. Full House) on card {card} (1 to 3).</extracomment>
        <translation>{box} (karta {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): roll the dice, at the start of a turn (a verb, lower case).</extracomment>
        <translation>hodit</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): hold no die and roll all five again (a verb phrase, lower case).</extracomment>
        <translation>přehodit všech pět</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): keep the dice {dice} (faces, e.g. “4 4 4”) and roll the others (lower case).</extracomment>
        <translation>podržet {dice} a hodit</translation>
    </message>
    <message>
        <source>{face} held</source>
        <extracomment>Read aloud by screen readers for a small die of the game review: {face} is 1 to 6; held: kept out of the next roll.</extracomment>
        <translation>{face} podržená</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Screen readers&apos; name of a row of small dice in the game review: {dice} lists the faces (“4, 4 held, 2, 6, 1”).</extracomment>
        <translation>Kostky: {dice}</translation>
    </message>
    <message>
        <source>Every decision</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s table of every decision of a player.</extracomment>
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
        <extracomment>Read aloud for an empty cell of the game review&apos;s table (e.g. Best, when the player&apos;s move was the best).</extracomment>
        <translation>žádné</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Žádné chyby: každé rozhodnutí bylo nejlepší.</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Největší chyby:</translation>
    </message>
    <message>
        <source>Game review</source>
        <extracomment>Window title of the review of a finished game (a noun).</extracomment>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s tabs, one a player.</extracomment>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Reading the game from the history…</source>
        <extracomment>Shown in the game review while the game is read from the game history, when that takes a moment.</extracomment>
        <translation>Načítám hru z historie…</translation>
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
    <message>
        <source>Review of {name}</source>
        <extracomment>Screen readers&apos; name of a player&apos;s page in the game review; {name} is the player&apos;s name.</extracomment>
        <translation>Rozbor: {name}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: no bonus and no joker (an adjective: switched off).</extracomment>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll must be used as a joker in a prescribed box.</extracomment>
        <translation>Oficiální (povinný žolík)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll may go in any open box as a joker.</extracomment>
        <translation>Volný žolík</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Rating history</source>
        <extracomment>Title of the scoreboard&apos;s rating chart: one player&apos;s rating after each of their rated games.</extracomment>
        <translation>Vývoj hodnocení</translation>
    </message>
    <message>
        <source>Rated games</source>
        <extracomment>Axis title along the foot of the scoreboard&apos;s rating chart: the rated games, oldest first.
----------
Column heading of the scoreboard&apos;s table of ratings: how many rated games the person played.</extracomment>
        <translation>Hodnocené hry</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s rating chart, and the legend of its line (a noun: a player&apos;s skill rating).
----------
Column heading of the scoreboard&apos;s table of ratings: the person&apos;s rating, e.g. 1,612.</extracomment>
        <translation>Hodnocení</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <extracomment>Shown in the scoreboard&apos;s rating chart, and read aloud, while a player has no rated game.</extracomment>
        <translation>Zatím žádné hodnocené hry.</translation>
    </message>
    <message>
        <source>Rating {rating} (±{rd}) after one rated game.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart after one rated game: the player&apos;s rating, and ± how much it may be off ({rd}).</extracomment>
        <translation>Hodnocení {rating} (±{rd}) po jedné hodnocené hře.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games; {first} after the first.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart: the player&apos;s rating now, ± how much it may be off ({rd}), after %n games, and their rating after the first game.</extracomment>
        <translation>
            <numerusform>Hodnocení {rating} (±{rd}) po %n hodnocené hře; po první hře {first}.</numerusform>
            <numerusform>Hodnocení {rating} (±{rd}) po %n hodnocených hrách; po první hře {first}.</numerusform>
            <numerusform>Hodnocení {rating} (±{rd}) po %n hodnocených hrách; po první hře {first}.</numerusform>
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
        <translation>Pro srovnání: {levels}.</translation>
    </message>
    <message>
        <source>Likely range</source>
        <extracomment>Legend of the band around the rating chart&apos;s line: where the player&apos;s true rating likely lies (± the rating deviation). Short.</extracomment>
        <translation>Pravděpodobné rozmezí</translation>
    </message>
    <message>
        <source>Nobody has a rating yet. A game of one card each against a computer or another person, played to the end without hints or undo, is rated.</source>
        <translation>Zatím nikdo nemá hodnocení. Hodnotí se hra s jednou kartou na hráče proti počítači nebo jinému člověku, dohraná do konce bez rad a bez vracení hodů.</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): the place, 1, 2, …
----------
Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the place, 1 to 10.</extracomment>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings: the person&apos;s name.
----------
Screen readers&apos; name of the list of players on the Players tab.</extracomment>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Certainty</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): how sure the rating is, e.g. ±85 (the rating deviation); a short word.</extracomment>
        <translation>Přesnost</translation>
    </message>
    <message>
        <source>Ratings</source>
        <extracomment>Screen readers&apos; name of the table of ratings.</extracomment>
        <translation>Tabulka hodnocení</translation>
    </message>
    <message>
        <source>Rename player</source>
        <extracomment>Title of the small dialog that renames a player (Scoreboard, Players page).</extracomment>
        <translation>Přejmenovat hráče</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <extracomment>Label of the new name&apos;s field: {name} is the player&apos;s name now.</extracomment>
        <translation>Nové jméno pro hráče {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <extracomment>Title of the small dialog that merges two players who are one person.</extracomment>
        <translation>Sloučit hráče</translation>
    </message>
    <message>
        <source>{name} is the same person as:</source>
        <extracomment>Label of the list of the other players: {name} is the player being merged.</extracomment>
        <translation>{name} je tentýž člověk jako:</translation>
    </message>
    <message>
        <source>{name} is another player&apos;s name. If they are one person, merge them instead.</source>
        <extracomment>Said when a player is renamed to another player&apos;s name.</extracomment>
        <translation>{name} je jméno jiného hráče. Pokud jde o jednoho člověka, hráče raději sluč.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Jméno hráče nemůže být prázdné.</translation>
    </message>
    <message>
        <source>Make {gone} part of {kept}? Every game of {gone} becomes a game of {kept}, and the surer of their two ratings is kept. This cannot be undone.</source>
        <extracomment>The question before merging: {gone} is the player whose games move to {kept}.</extracomment>
        <translation>Sloučit hráče {gone} do hráče {kept}? Každá hra hráče {gone} se stane hrou hráče {kept} a zachová se přesnější z jejich dvou hodnocení. Tuto akci nelze vrátit.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <extracomment>[Merge players question] Button: make the two players one (a verb); the other button is Cancel.</extracomment>
        <translation>&amp;Sloučit</translation>
    </message>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Historie her není dostupná, takže není co ukázat.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Zatím žádné dokončené hry. Dohraj hru do konce a její skóre se objeví tady.</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <extracomment>Shown in the scoreboard while the game history is being read, when that takes a moment.</extracomment>
        <translation>Načítám historii her…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <extracomment>Window title of the scoreboard (a noun).</extracomment>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>&amp;Hide assisted games (hints or undo used)</source>
        <extracomment>[Scoreboard dialog] Check box: leave out the games in which hints or undo were used.</extracomment>
        <translation>&amp;Skrýt hry s pomocí (rady nebo vrácené hody)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <extracomment>Screen readers&apos; name of the check box that leaves out assisted games.</extracomment>
        <translation>Skrýt hry s pomocí</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problém s historií her</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s tabs.</extracomment>
        <translation>Stránky výsledků</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <extracomment>[Scoreboard dialog] Tab: the best scores of a kind of game.</extracomment>
        <translation>&amp;Nejlepší skóre</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <extracomment>[Scoreboard dialog] Tab: one player&apos;s figures and charts.</extracomment>
        <translation>&amp;Hráči</translation>
    </message>
    <message>
        <source>R&amp;atings</source>
        <extracomment>[Scoreboard dialog] Tab: the people who play here ranked by rating, with a chart.</extracomment>
        <translation>H&amp;odnocení</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <extracomment>[Scoreboard dialog] Tab: the latest finished games.</extracomment>
        <translation>&amp;Poslední hry</translation>
    </message>
    <message>
        <source>Export progress</source>
        <extracomment>Screen readers&apos; name of the export&apos;s progress bar.</extracomment>
        <translation>Průběh exportu</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <extracomment>Text in the export&apos;s progress bar: %p is the percentage, which Qt fills in: keep “%p%”.</extracomment>
        <translation>Exportuji… %p %</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <extracomment>[Scoreboard dialog] Button: save the whole history of games as a CSV file (for spreadsheets); “…”: a file dialog opens.</extracomment>
        <translation>&amp;Export do CSV…</translation>
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
        <source>Export the history</source>
        <extracomment>Title of Export CSV&apos;s file dialog.</extracomment>
        <translation>Export historie</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The type of file in Export CSV&apos;s file dialog: keep “(*.csv)”.</extracomment>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Není žádná historie her k exportu.</translation>
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
        <source>Date</source>
        <extracomment>Column heading of the scoreboard&apos;s tables (best scores and recent games): when the game ended. Narrow: keep it short.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <extracomment>Screen readers&apos; name of the list of kinds of game on the Best scores tab.</extracomment>
        <translation>Druh hry</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Druh hry: možnosti</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the player&apos;s name.</extracomment>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the final score.</extracomment>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Best scores</source>
        <extracomment>Screen readers&apos; name of the table of best scores.</extracomment>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <extracomment>A name in the table of best scores with what assisted that game ({how}: “hints, undo”); keep the two spaces.</extracomment>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>S pomocí: v této hře byly použity rady (tlačítko Rada, panel analýzy nebo režim trenéra) nebo vrácení hodu</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games played.</extracomment>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games played.</extracomment>
        <translation>Hry:</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games won.</extracomment>
        <translation>Výhry</translation>
    </message>
    <message>
        <source>Wins:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games won.</extracomment>
        <translation>Výhry:</translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the average score.</extracomment>
        <translation>Průměr</translation>
    </message>
    <message>
        <source>Average:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the average score.</extracomment>
        <translation>Průměr:</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the best score (a noun).</extracomment>
        <translation>Nejlepší</translation>
    </message>
    <message>
        <source>Best:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the best score (a noun).</extracomment>
        <translation>Nejlepší:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the share of cards that earned the upper bonus (35 points for 63 or more in Ones to Sixes).</extracomment>
        <translation>Horní bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the share of cards that earned the upper bonus.</extracomment>
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
        <source>{percent}% of cards</source>
        <extracomment>On the scoreboard&apos;s Players tab, the share of cards that earned the upper bonus: {percent} is 0 to 100.</extracomment>
        <translation>{percent} % karet</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from the list of players.</extracomment>
        <translation>Hráč: možnosti</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: give the chosen player another name.</extracomment>
        <translation>Přej&amp;menovat…</translation>
    </message>
    <message>
        <source>Mer&amp;ge with…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: make the chosen player and another one person (their games together).</extracomment>
        <translation>S&amp;loučit s…</translation>
    </message>
    <message>
        <source>Rename the player</source>
        <extracomment>Screen readers&apos; names of Rename… and Merge with… on the Players page.</extracomment>
        <translation>Přejmenovat hráče</translation>
    </message>
    <message>
        <source>Merge the player with another</source>
        <translation>Sloučit hráče s jiným</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Všechny dosud dokončené hry hráče {name} byly hrané s pomocí (rady nebo vrácené hody). Zruš zaškrtnutí „Skrýt hry s pomocí“ a uvidíš je.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <extracomment>Rules column of the recent games: {rules} (“one card · extra five Off”), then: played over the network.</extracomment>
        <translation>{rules} · síť</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <extracomment>Read aloud for the Assisted cell of a game: {how} lists what helped (“hints, undo”).</extracomment>
        <translation>s pomocí: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <extracomment>Read aloud for an empty Assisted cell: nothing helped.</extracomment>
        <translation>bez pomoci</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: each player&apos;s name and total.</extracomment>
        <translation>Hráči a skóre</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: the game&apos;s rules (cards, extra-five rule).</extracomment>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Assisted</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: what helped the players (hints, undo), if anything.</extracomment>
        <translation>S pomocí</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Screen readers&apos; name of the table of recent games.</extracomment>
        <translation>Poslední hry</translation>
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
        <source>Re&amp;view the selected game</source>
        <extracomment>[Scoreboard dialog] Button on the Recent games tab: review the game selected in the list.</extracomment>
        <translation>&amp;Rozbor vybrané hry</translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Rozbor vybrané hry</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Ones to Sixes.</extracomment>
        <translation>Horní součet</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 35 points when Ones to Sixes add up to 63 or more.</extracomment>
        <translation>Horní bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 100 points for each extra five of a kind while Five of a Kind holds 50 (shown only when that rule is on). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Bonus za extra pětice</translation>
    </message>
    <message>
        <source>Lower total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Three of a Kind to Chance, with any bonus.</extracomment>
        <translation>Dolní součet</translation>
    </message>
    <message>
        <source>Card total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): one card&apos;s total, when each player has several cards.</extracomment>
        <translation>Součet karty</translation>
    </message>
    <message>
        <source>Grand total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): a player&apos;s total score, all cards together.</extracomment>
        <translation>Celkem</translation>
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
        <extracomment>Tooltip of the score card&apos;s Extra-five bonus row. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>100 za každou extra pětici zapsanou, dokud je v políčku Pětice 50 (podle pravidla extra pětice zvoleného pro tuto hru).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Součet políček Trojice až Šance.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation>Součty a bonusy této karty dohromady. V Trojité hře znamená ×2 nebo ×3 za číslem, že se karta do celkového součtu počítá dvakrát nebo třikrát.</translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Všechno dohromady: skóre hry.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: in the Triple game, {player} the name, {card} 1 to 3, {multiplier} 1 to 3.</extracomment>
        <translation>{player}, karta {card}: počítá se ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: with several cards a player, {player} the name, {card} 1 to 3.</extracomment>
        <translation>{player}, karta {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: of the player on turn; {column} is the rest of it (“Ana, card 2”).</extracomment>
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
        <extracomment>Under a player&apos;s name in the score card&apos;s column heading (and read aloud): their time budget ran out. Narrow column: keep it short (lower case).</extracomment>
        <translation>vypršel čas</translation>
    </message>
    <message>
        <source>card {card}</source>
        <extracomment>Second line of a player&apos;s column heading on the score card, and read aloud, when each player has several cards: {card} is 1 to 3. Narrow column (lower case).</extracomment>
        <translation>karta {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): it is this player&apos;s turn.</extracomment>
        <translation>na tahu</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): this player won (a noun).</extracomment>
        <translation>vítěz</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): in the Triple game, the card {card} (1 to 3) and how many times it counts.</extracomment>
        <translation>karta {card} (počítá se ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <extracomment>Start of the tooltip of the box a player filled last; {name} is the player&apos;s name.</extracomment>
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
        <extracomment>Read aloud by screen readers for an open box of the player on turn: {box} its name, {points} what the dice would score there.</extracomment>
        <translation>{box}, teď by dalo {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, skryté do konce hry</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <extracomment>A Card total cell of the Triple game read aloud: {total} is the card&apos;s rows added up, {multiplier} the card&apos;s multiplier (2 or 3), {value} what it counts for.</extracomment>
        <translation>{total} krát {multiplier} je {value}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>volné</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <extracomment>Read aloud by screen readers for an empty total on the score card: nothing counted yet.</extracomment>
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
        <source>+{points} over par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} points above par.</extracomment>
        <translation>+{points} nad normou</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} (a positive number) points below par.</extracomment>
        <translation>{points} pod normou</translation>
    </message>
    <message>
        <source>on par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. exactly at par so far.</extracomment>
        <translation>na normě</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <extracomment>Explains &quot;+4 over par&quot; in the Upper bonus cell. {par} and {upper} are points, {bonus} the bonus (35); %n the points still needed for it.</extracomment>
        <translation>
            <numerusform>Norma jsou tři kostky každé hodnoty: u dosud vyplněných horních políček je to {par}, zapsáno je {upper}. Ještě %n bod v políčkách Jedničky až Šestky přinese bonus {bonus}.</numerusform>
            <numerusform>Norma jsou tři kostky každé hodnoty: u dosud vyplněných horních políček je to {par}, zapsáno je {upper}. Ještě %n body v políčkách Jedničky až Šestky přinesou bonus {bonus}.</numerusform>
            <numerusform>Norma jsou tři kostky každé hodnoty: u dosud vyplněných horních políček je to {par}, zapsáno je {upper}. Ještě %n bodů v políčkách Jedničky až Šestky přinese bonus {bonus}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scorecard</source>
        <extracomment>Screen readers&apos; name of the score card (a noun).</extracomment>
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
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light or dark as the computer is set.</extracomment>
        <translation>Podle systému</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: dark text on light colours (adjective).</extracomment>
        <translation>Světlé</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light text on dark colours (adjective).</extracomment>
        <translation>Tmavé</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Window title of the Settings dialog.</extracomment>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Hráče a pravidla zvolíš v okně Nová hra: jejich změnou začne nová hra.</translation>
    </message>
    <message>
        <source>&amp;Play sounds (M)</source>
        <extracomment>[Settings dialog] Check box: the game&apos;s sounds on or off; (M) names the key that does the same in the game: keep it.</extracomment>
        <translation>&amp;Přehrávat zvuky (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <extracomment>Screen readers&apos; name of the check box Play sounds.</extracomment>
        <translation>Přehrávat zvuky</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <extracomment>Tooltip of the volume slider: {percent} is 0 to 100; write the percent sign as your language does.</extracomment>
        <translation>Hlasitost: {percent} %</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <extracomment>[Settings dialog] Form label of the sound volume slider (a noun).</extracomment>
        <translation>&amp;Hlasitost</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Screen readers&apos; name of the volume slider.</extracomment>
        <translation>Hlasitost zvuku</translation>
    </message>
    <message>
        <source>Colou&amp;rs</source>
        <extracomment>[Settings dialog] Form label of the list of colour schemes (Follow the system, Light, Dark).</extracomment>
        <translation>&amp;Barvy</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <extracomment>Screen readers&apos; name of the list of colour schemes.</extracomment>
        <translation>Barevné schéma</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Jazyk textů ve hře. Možnost Podle systému použije jazyk, na který je nastavený tvůj počítač.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>[Settings dialog] Form label of the list of languages.</extracomment>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Screen readers&apos; name of the Settings dialog&apos;s list of languages.</extracomment>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>Coach &amp;mode: say when a move costs points</source>
        <extracomment>[Settings dialog] Check box: after each of the player&apos;s moves, a short note names the better move when theirs cost more than the threshold.</extracomment>
        <translation>Režim &amp;trenéra: upozornit, když tah stojí body</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation>Po každém tvém tahu krátká poznámka uvede lepší tah, pokud tě ten tvůj stál víc bodů, než je nastaveno níže. Hry s trenérem se označí jako hrané s pomocí.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <extracomment>Screen readers&apos; name of the coach mode check box.</extracomment>
        <translation>Režim trenéra</translation>
    </message>
    <message>
        <source> points</source>
        <extracomment>The unit after the number in a spin box (&quot;2.0 points&quot;); keep the space before it.</extracomment>
        <translation> bodu</translation>
    </message>
    <message>
        <source>Coach mode speaks &amp;up when a move costs more than:</source>
        <extracomment>[Settings dialog] Label above the spin box with the threshold, a number of points: coach mode speaks when a move costs more than that.</extracomment>
        <translation>Režim trenéra &amp;se ozve, když tah stojí víc než:</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation>Režim trenéra se ozve, když tah stojí víc než tento počet bodů</translation>
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
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <extracomment>The board&apos;s heading and the status bar: whose turn it is; {name} is the player&apos;s name.</extracomment>
        <translation>Na tahu: {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Všem vypršel čas</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <extracomment>The result of a one-player game: the final score.</extracomment>
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
        <extracomment>The result of a game: the winner and their score.</extracomment>
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
        <extracomment>In the status bar at the foot of the window: {turn} is the turn&apos;s number, {turns} the turns of each player.</extracomment>
        <translation>Kolo {turn} z {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <extracomment>In the status bar at the foot of the window: the rolls left in this turn (0 to 3).</extracomment>
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
        <extracomment>In the status bar at the foot of the window: the game&apos;s time and the time budget left to the player on turn, as minutes:seconds.</extracomment>
        <translation>Čas {time} · {name}: zbývá {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds, while paused.</extracomment>
        <translation>Čas {time} (pauza)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds (“12:05”).</extracomment>
        <translation>Čas {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <extracomment>In the status bar at the foot of the window: each player&apos;s chance to win (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Šance: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, before there is one.</extracomment>
        <translation>Nejlepší: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, and who made it.</extracomment>
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
        <source>The game history could not be read: {reason}</source>
        <translation>Historii her se nepodařilo načíst: {reason}</translation>
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
        <source>The game history could not be changed: {reason}</source>
        <translation>Historii her se nepodařilo změnit: {reason}</translation>
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
        <extracomment>A list of players&apos; names: {names} is all but the last, joined by commas, {last} the last (“Ana, Ben and Cy”).</extracomment>
        <translation>{names} a {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <extracomment>{name} is a person&apos;s name; {score} their total in this game, {old} their best before it in this kind of game.</extracomment>
        <translation>Nový osobní rekord – {name}: {score} (předtím {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <extracomment>{how} is the help used in the game, e.g. &quot;hints, undo&quot;.</extracomment>
        <translation>V této hře byla použita pomoc ({how}), proto je ve výsledcích označená jako hraná s pomocí.</translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <extracomment>{kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total.</extracomment>
        <translation>První skóre pro tento druh hry, {kind}: {who} – {score}.</translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {score} is the person&apos;s total.</extracomment>
        <translation>Do výsledků pro tento druh hry, {kind}, se jako první zapisuje {who}: {score}.</translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <extracomment>{who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Nové nejlepší skóre pro tento druh hry: {who}, {score} (předtím {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {score} the person&apos;s total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Nové nejlepší skóre ve výsledcích pro tento druh hry zapisuje {who}: {score} (předtím {old}).</translation>
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
        <source>Triple</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): the Triple game (three cards counting ×1, ×2 and ×3); short.</extracomment>
        <translation>Trojitá</translation>
    </message>
    <message>
        <source>one card</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills one score card.</extracomment>
        <translation>jedna karta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills %n score cards (2 or 3).</extracomment>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · extra pětice: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker); hidden sheets: the players did not see each other&apos;s cards. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · extra pětice: {extra_five} · skryté karty</translation>
    </message>
    <message>
        <source>Solo</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): one player alone (short; a noun or adjective).</extracomment>
        <translation>Sólo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): how many players, 2 to 4.</extracomment>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {players} is “Solo” or “2 players”, {rules} the rules (“one card · extra five Off”). Keep the middle dot.</extracomment>
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
        <source>Start a new game?</source>
        <extracomment>Question before a new game starts while one is in progress (it would be lost).</extracomment>
        <translation>Začít novou hru?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Rozehraná hra bude ztracena.</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <extracomment>[Confirm box] Button of the question before a new game: start it, losing the game in progress.</extracomment>
        <translation>&amp;Začít novou hru</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <extracomment>Question before Restart, while a game is in progress.</extracomment>
        <translation>Začít tuto hru znovu?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Všechno dosud odehrané se ztratí; stejní hráči začnou znovu s novými kostkami.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Confirm box] Button of the question before a restart: start this game again (a verb).</extracomment>
        <translation>Z&amp;ačít znovu</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <extracomment>The game&apos;s name: the main window&apos;s title, and the title of the question before a game in progress is lost.</extracomment>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <extracomment>[Confirm box] Button of the question before a new game or a restart: keep the game in progress (the default).</extracomment>
        <translation>&amp;Hrát dál</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the analysis panel beside the board (a noun).</extracomment>
        <translation>Analýza</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game has ended.</extracomment>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: a computer player, {name}, is playing its turn.</extracomment>
        <translation>{name} hraje.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game is paused.</extracomment>
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
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Výpočet dokonalé hry ještě běží; zkus radu za chvíli znovu.</translation>
    </message>
</context>
</TS>
