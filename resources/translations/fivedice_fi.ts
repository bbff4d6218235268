<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New game…</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the New game dialog (a noun; “…”: a dialog opens).</extracomment>
        <translation>&amp;Uusi peli…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Valitse pelaajat ja säännöt ja aloita uusi peli</translation>
    </message>
    <message>
        <source>new game</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the New game dialog (lower case).</extracomment>
        <translation>uusi peli</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): take back the last roll or box filled (a verb).</extracomment>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Peru viimeisin heitto tai viimeksi täytetty kohta</translation>
    </message>
    <message>
        <source>undo</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: undo (a verb, lower case).</extracomment>
        <translation>kumoa</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): stop the clock and hide the board (a verb). While paused it reads Resume.</extracomment>
        <translation>&amp;Tauko</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Pysäytä kello ja piilota pelilauta</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: pause the game, or go on (verbs, lower case).</extracomment>
        <translation>tauko tai jatka</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): start this game again with the same players and rules (a verb).</extracomment>
        <translation>&amp;Aloita alusta</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Aloita tämä peli uudelleen samoilla pelaajilla ja säännöillä</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): show the best move now; the game then counts as assisted (a noun).</extracomment>
        <translation>&amp;Vihje</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Näytä paras siirto nyt täydellisen pelin mukaan (peli merkitään avustetuksi)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>vihje (peli lasketaan avustetuksi)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <extracomment>[View menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): shows or hides the panel of every choice with its expected final score; a tick shows when it is on (a noun).</extracomment>
        <translation>&amp;Analyysi</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Näytä jokainen vaihtoehto ja sen odotettu lopputulos (peli merkitään avustetuksi)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>analyysipaneeli (peli lasketaan avustetuksi)</translation>
    </message>
    <message>
        <source>&amp;Chances to win</source>
        <extracomment>[View menu] Menu item with a tick: each player&apos;s chance to win, in the status bar.</extracomment>
        <translation>&amp;Voittomahdollisuudet</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Kunkin pelaajan voittomahdollisuus tilarivillä (kahden tai useamman pelaajan peleissä)</translation>
    </message>
    <message>
        <source>&amp;Scoreboard</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the best scores and statistics of the games played (a noun).</extracomment>
        <translation>Tul&amp;ostaulu</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Parhaat tulokset ja tilastot pelihistoriastasi</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the scoreboard (a noun, lower case).</extracomment>
        <translation>tulostaulu</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <extracomment>[Edit menu] Menu item with a tick (key M): the game&apos;s sounds on or off (a noun).</extracomment>
        <translation>&amp;Äänet</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Toista noppien ja kohtien äänet</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: switch the sounds on or off (lower case).</extracomment>
        <translation>äänet päälle tai pois</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <extracomment>[Game menu] Menu item: open a table that people at other computers on this network can join (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>Avaa &amp;pöytä…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Pelaa tämän verkon muilla tietokoneilla olevien kanssa: avaa pöytä, johon he voivat liittyä</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <extracomment>[Game menu] Menu item: sit at a table hosted on another computer of this network (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>&amp;Liity pöytään…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Istu pöytään, jonka toinen tämän verkon tietokone on avannut</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <extracomment>[Edit menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the Settings dialog (a noun; on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;Asetukset…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Tietokoneen nopeus, animaatio, äänet ja värit</translation>
    </message>
    <message>
        <source>settings</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: open the settings (a noun, lower case).</extracomment>
        <translation>asetukset</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <extracomment>[Help menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): opens the rules of the game (key F1).</extracomment>
        <translation>&amp;Peliohjeet</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Five Dice -pelin säännöt</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>peliohjeet (tämä sivu)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <extracomment>[Help menu] Menu item: opens How to play at its list of keys.</extracomment>
        <translation>P&amp;ikanäppäimet</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Kaikki pelin näppäimet Peliohjeissa</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[Help menu] Menu item: opens the box with the game&apos;s version (on a Mac it moves to the application menu).</extracomment>
        <translation>&amp;Tietoja Five Dice -pelistä</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Five Dice -pelin versio ja kuvaus</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>[Game menu] Menu item and toolbar button (the toolbar shows it without the &amp; and the …): close the game; it is saved (a verb).</extracomment>
        <translation>Lop&amp;eta</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Sulje Five Dice (pelisi tallentuu)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>lopeta (peli tallentuu)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <extracomment>In How to play&apos;s list of keys, the keys that roll: translate “or”, and Space as the key is named on your keyboards; R stays R.</extracomment>
        <translation>Välilyönti tai R</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: roll the dice (a verb, lower case).</extracomment>
        <translation>heitä</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <extracomment>In How to play&apos;s list of keys: the number keys 1, 2, 3, 4 and 5.</extracomment>
        <translation>1–5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>lukitse noppa tai vapauta se</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <extracomment>In How to play&apos;s list of keys: the arrow keys Up and Down, as your keyboards name them.</extracomment>
        <translation>Ylä- tai alanuoli</translation>
    </message>
    <message>
        <source>choose a box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: move the choice up or down the score card (lower case).</extracomment>
        <translation>valitse kohta</translation>
    </message>
    <message>
        <source>Enter</source>
        <extracomment>In How to play&apos;s list of keys: the Enter key, as your keyboards name it.</extracomment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <extracomment>In How to play&apos;s list of keys, what the key does: score the dice in the chosen box (lower case).</extracomment>
        <translation>täytä valittu kohta</translation>
    </message>
    <message>
        <source>Esc</source>
        <extracomment>In How to play&apos;s list of keys: the Escape key, as your keyboards name it.</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>siirry tietokonepelaajan vuoron loppuun (muut näppäimet odottavat sen pelatessa)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <extracomment>In How to play&apos;s list of keys: the Tab key alone or with Shift, as your keyboards name them (as Qt writes Shift in your language).</extracomment>
        <translation>Sarkain tai Vaihto+Sarkain</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>siirry säätimestä toiseen; Enter tai välilyönti painaa kohdistettua</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <extracomment>In How to play&apos;s list of keys, two keys of one command (“Ctrl+Z or U”); {key} and {other_key} are key names.</extracomment>
        <translation>{key} tai {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <extracomment>Tooltip of a menu item and toolbar button: {tip} says what it does, {shortcuts} its keys (“Ctrl+Z, U”).</extracomment>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <extracomment>[Game menu] The Pause menu item and toolbar button while the game is paused: start the clock again and show the board (a verb).</extracomment>
        <translation>&amp;Jatka</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Käynnistä kello uudelleen ja näytä pelilauta</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <extracomment>Read aloud by screen readers when a new game starts.</extracomment>
        <translation>Uusi peli.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <extracomment>Read aloud by screen readers after a roll: {dice} lists the faces (“3, 3, 5, 6, 1”).
----------
{player} is a player&apos;s name (a computer&apos;s with its level, &quot;Dex (Expert)&quot;); {dice} the five dice in tray order, &quot;3, 3, 5, 6, 6&quot;.</extracomment>
        <translation>{player} heitti {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget runs out: they drop out of the game.</extracomment>
        <translation>Pelaajan {name} aika loppui.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <extracomment>Read aloud by screen readers after Undo took back a roll or a box.</extracomment>
        <translation>Kumottu.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Read aloud by screen readers when the game is paused: the clock stops, the board hides.</extracomment>
        <translation>Tauko.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <extracomment>Read aloud by screen readers when the paused game goes on.</extracomment>
        <translation>Jatketaan.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <extracomment>{player} is a computer&apos;s name and level, &quot;Dex (Expert)&quot;; {held} the faces of the dice it kept, &quot;6 6&quot;; {dice} all five dice after the roll, in tray order, &quot;6, 2, 6, 4, 1&quot;.</extracomment>
        <translation>{player} lukitsi {held} ja heitti uudelleen: {dice}.</translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Heittoja ei ole jäljellä: valitse kohta.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <extracomment>Read aloud by screen readers after a roll: the rolls left in this turn (1 or 2).</extracomment>
        <translation>
            <numerusform>%n heitto jäljellä.</numerusform>
            <numerusform>%n heittoa jäljellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <extracomment>Read aloud by screen readers when a turn begins: {name} is the player&apos;s name.</extracomment>
        <translation>Vuorossa {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>Read aloud by screen readers when the game ends.</extracomment>
        <translation>Peli päättyi.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation>Peli päättyi: kaikkien aika loppui.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <extracomment>{name} is the player&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Peli päättyi: {name} sai %n pisteen.</numerusform>
            <numerusform>Peli päättyi: {name} sai %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <extracomment>{names} are the names of the players who tied but the last (&quot;Ana, Ben&quot;), {last} the last one&apos;s name; %n the total each of them scored.</extracomment>
        <translation>
            <numerusform>Peli päättyi: tasapeli, {names} ja {last}, kullakin %n piste.</numerusform>
            <numerusform>Peli päättyi: tasapeli, {names} ja {last}, kullakin %n pistettä.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <extracomment>{name} is the winner&apos;s name; %n their total.</extracomment>
        <translation>
            <numerusform>Peli päättyi: {name} voitti %n pisteen tuloksella.</numerusform>
            <numerusform>Peli päättyi: {name} voitti %n pisteen tuloksella.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <extracomment>Read aloud by screen readers with hidden score sheets: a player filled a box, without saying which.</extracomment>
        <translation>{player} täytti kohdan.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {upper_bonus} is 35.</extracomment>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai lisäksi {bonus} pisteen Yatzy-bonuksen sekä {upper_bonus} pisteen yläosan bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai lisäksi {bonus} pisteen Yatzy-bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai lisäksi {upper_bonus} pisteen yläosan bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <extracomment>Read aloud by screen readers after a move: {player} is a name (with the level of a computer), {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3; {upper_bonus} is 35 (× the card&apos;s multiplier).</extracomment>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä ja sai lisäksi {bonus} pisteen Yatzy-bonuksen sekä {upper_bonus} pisteen yläosan bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <extracomment>Read aloud by screen readers after a move that earned the extra-five bonus: {player} a name, {points} and {bonus} numbers, {box} a box&apos;s name. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. {card} is 1 to 3.</extracomment>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä ja sai lisäksi {bonus} pisteen Yatzy-bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä ja sai lisäksi {upper_bonus} pisteen yläosan bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation>Käynnissä olevaa peliä pelattiin verkkopöydässä. Se jatkuu täällä, tällä tietokoneella: muualla olleet pelaajat pelaavat nyt täällä.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice on jo auki ja käyttää kansiota {folder}. Se ei vastannut, kun sitä pyydettiin esiin. Siirry siihen tai sulje se ennen kuin käynnistät Five Dicen uudelleen.</translation>
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
        <translation>Ykköset</translation>
    </message>
    <message>
        <source>Twos</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 2 (a plural noun).</extracomment>
        <translation>Kakkoset</translation>
    </message>
    <message>
        <source>Threes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 3 (a plural noun).</extracomment>
        <translation>Kolmoset</translation>
    </message>
    <message>
        <source>Fours</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 4 (a plural noun).</extracomment>
        <translation>Neloset</translation>
    </message>
    <message>
        <source>Fives</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 5 (a plural noun).</extracomment>
        <translation>Vitoset</translation>
    </message>
    <message>
        <source>Sixes</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Upper section: scores the sum of the dice showing 6 (a plural noun).</extracomment>
        <translation>Kutoset</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three dice alike: scores the sum of all five dice.</extracomment>
        <translation>Kolme samaa</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four dice alike: scores the sum of all five dice.</extracomment>
        <translation>Neljä samaa</translation>
    </message>
    <message>
        <source>Full House</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Three of one face and two of another: 25 points.</extracomment>
        <translation>Täyskäsi</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Four faces in a row (1-2-3-4, 2-3-4-5, 3-4-5-6): 30 points.</extracomment>
        <translation>Pieni suora</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Five faces in a row: 40 points.</extracomment>
        <translation>Iso suora</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. All five dice alike: 50 points (the box other games call Yahtzee; this is its name).</extracomment>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Chance</source>
        <extracomment>A box (category) of the score card: a row heading in the card&apos;s narrow first column, and the box&apos;s name in sentences (“Ana scored 25 in Full House”). Keep it short. Any dice: scores the sum of all five (a noun).</extracomment>
        <translation>Sattuma</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>Niiden noppien summa, joissa on 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>Niiden noppien summa, joissa on 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>Niiden noppien summa, joissa on 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>Niiden noppien summa, joissa on 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>Niiden noppien summa, joissa on 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>Niiden noppien summa, joissa on 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>Kaikkien viiden nopan summa, jos vähintään kolmessa on sama silmäluku.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>Kaikkien viiden nopan summa, jos vähintään neljässä on sama silmäluku.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>Aina 25 pistettä, kun kolmessa nopassa on yksi silmäluku ja kahdessa toinen (ei noppien summa).</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 pistettä mistä tahansa neljästä peräkkäisestä silmäluvusta (1-2-3-4, 2-3-4-5 tai 3-4-5-6); viidennellä nopalla ei ole väliä.</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 pistettä viidestä peräkkäisestä silmäluvusta: sekä 1-2-3-4-5 että 2-3-4-5-6 antavat 40.</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 pistettä, kun kaikissa viidessä nopassa on sama silmäluku.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>Kaikkien viiden nopan summa, aina.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Ei vielä päättyneitä pelejä</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Axis title of the scoreboard&apos;s charts (scores along the foot of the histogram, up the side of the trend chart) and the legend of the trend&apos;s line of scores (a noun).</extracomment>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s histogram: how many games.</extracomment>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s histogram of a player&apos;s scores.</extracomment>
        <translation>Tulokset</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <extracomment>Read aloud for a bar of the histogram: scores from {low} to {high}, in {games} games.</extracomment>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Pelit tulosväleittäin. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Peli, vanhimmasta uusimpaan</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <extracomment>Title of the scoreboard&apos;s trend chart: a player&apos;s last %n games (30).</extracomment>
        <translation>
            <numerusform>Viimeisin peli</numerusform>
            <numerusform>Viimeiset %n peliä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n viimeisin peli, tulos {score}, keskiarvo {average}</numerusform>
            <numerusform>%n viimeisintä peliä, viimeisin {score}, keskiarvo {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <extracomment>Legend of the trend chart&apos;s second line: the average of the last five games. Short.</extracomment>
        <translation>Viimeisten 5 keskiarvo</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Täydellistä peliä lasketaan vielä; kokeile vihjettä hetken kuluttua uudelleen.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Täydellistä peliä lasketaan vielä; avaa läpikäynti hetken kuluttua uudelleen.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Kunkin vaihtoehdon odotettu lopputulos (täydellinen peli)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Kunkin vaihtoehdon odotettu lopputulos (likiarvo useilla korteilla ja Tripla-pelissä)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Aloita vuorosi heittämällä noppia.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Aloita vuorosi heittämällä noppia — likiarvo.</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Paras: täytä kohta {box} (odotettu lopputulos {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House); {value} a number of points (254.3).</extracomment>
        <translation>Paras: täytä kohta {box} (odotettu lopputulos {value}) — likiarvo.</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Paras: täytä kortin {card} kohta {box} (odotettu lopputulos {value}).</translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <extracomment>{box} is a box&apos;s name (Full House), {card} the card&apos;s number (2); {value} a number of points (254.3).</extracomment>
        <translation>Paras: täytä kortin {card} kohta {box} (odotettu lopputulos {value}) — likiarvo.</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Paras: lukitse {dice} ja heitä (odotettu lopputulos {value}).</translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;); {value} a number of points.</extracomment>
        <translation>Paras: lukitse {dice} ja heitä (odotettu lopputulos {value}) — likiarvo.</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Paras: heitä kaikki viisi uudelleen (odotettu lopputulos {value}).</translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <extracomment>Roll all five dice again; {value} is a number of points (254.3).</extracomment>
        <translation>Paras: heitä kaikki viisi uudelleen (odotettu lopputulos {value}) — likiarvo.</translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance); {margin} a number of points (2.4).</extracomment>
        <translation>Toiseksi paras: täytä kohta {box}, {margin} pistettä vähemmän.</translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <extracomment>{box} is a box&apos;s name (Chance), {card} the card&apos;s number; {margin} a number of points (2.4).</extracomment>
        <translation>Toiseksi paras: täytä kortin {card} kohta {box}, {margin} pistettä vähemmän.</translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4&quot;); {margin} a number of points (2.4).</extracomment>
        <translation>Toiseksi paras: lukitse {dice} ja heitä, {margin} pistettä vähemmän.</translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <extracomment>Roll all five dice again; {margin} is a number of points (2.4).</extracomment>
        <translation>Toiseksi paras: heitä kaikki viisi uudelleen, {margin} pistettä vähemmän.</translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Valmentaja: kohdan {box} täyttäminen maksoi noin {cost} pistettä.</translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <extracomment>{box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Valmentaja: kortin {card} kohdan {box} täyttäminen maksoi noin {cost} pistettä.</translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <extracomment>{dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points.</extracomment>
        <translation>Valmentaja: noppien {dice} lukitseminen ja heittäminen maksoi noin {cost} pistettä.</translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <extracomment>The player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Valmentaja: kaikkien viiden nopan heittäminen uudelleen maksoi noin {cost} pistettä.</translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind).</extracomment>
        <translation>Paras olisi ollut täyttää kohta {box}.</translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <extracomment>{box} is a box&apos;s name (Five of a Kind), {card} the card&apos;s number (2).</extracomment>
        <translation>Paras olisi ollut täyttää kortin {card} kohta {box}.</translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <extracomment>{dice} are the faces of the dice to keep (&quot;4 4 4&quot;).</extracomment>
        <translation>Paras olisi ollut lukita {dice} ja heittää.</translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation>Paras olisi ollut heittää kaikki viisi uudelleen.</translation>
    </message>
    <message>
        <source>(approximate)</source>
        <extracomment>Put after a coach&apos;s note (whole sentences) when its figures are approximate.</extracomment>
        <translation>(likiarvo)</translation>
    </message>
    <message>
        <source>Choice</source>
        <extracomment>Column heading of the analysis panel&apos;s table (a noun): the possible move (a hold or a box).</extracomment>
        <translation>Valinta</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 80 pixels wide: the expected final score when that choice is made.</extracomment>
        <translation>Odotusarvo</translation>
    </message>
    <message>
        <source>Behind</source>
        <extracomment>Column heading of the analysis panel&apos;s table, about 70 pixels wide: how many points that choice is worse than the best.</extracomment>
        <translation>Ero</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>paras</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <extracomment>Tooltip of the analysis panel&apos;s row that matches the dice held or the box chosen now.</extracomment>
        <translation>Nykyinen valintasi</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Heading of the analysis panel before there is anything to analyse, and its name for screen readers (a noun): every choice with its expected final score.</extracomment>
        <translation>Analyysi</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Vaihtoehdot ja niiden odotetut lopputulokset</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <extracomment>Line above the analysis table: {chances} is each player&apos;s chance (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Voittomahdollisuudet: {chances}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <extracomment>Why a key or click did nothing: a computer player is on turn (its turn is played at once instead).</extracomment>
        <translation>Nyt on tietokonepelaajan vuoro.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>{name}: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from a list box: {name} is the list box&apos;s name (“Computer speed: choices”).</extracomment>
        <translation>{name}: vaihtoehdot</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button of the New game, Settings and Join a table dialogs: close them, changing nothing. No &amp; letter (Esc presses it): your language&apos;s usual word.</extracomment>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): a computer&apos;s turn is played at once, nothing shown (adjective).</extracomment>
        <translation>Välitön</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): fast (adjective).</extracomment>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): the usual speed (adjective).</extracomment>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>Item of the list of computer speeds (New game and Settings dialogs): slow, every step of the turn easy to follow (adjective).</extracomment>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <extracomment>Screen readers&apos; name of the list of computer speeds in the New game and Settings dialogs.</extracomment>
        <translation>Tietokoneen nopeus</translation>
    </message>
    <message>
        <source>&amp;Animate rolling dice</source>
        <extracomment>[New game dialog, Host a table dialog, Settings dialog] Check box: show the dice rolling (a verb phrase).</extracomment>
        <translation>&amp;Animoi nopanheitot</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animoi nopanheitot</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>Button of the Settings dialog: keep the changes. No &amp; letter (Enter presses it): your language&apos;s usual word.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <extracomment>[Settings dialog] Form label of the list: how fast computer players play (Instant … Slow).</extracomment>
        <translation>&amp;Tietokoneen nopeus</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Button of the Game over dialog: close it, the finished game stays on the board. No &amp; letter (Esc presses it).</extracomment>
        <translation>Sulje</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Noppa {number}: ei vielä heitetty</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Lukitse tai vapauta napsauttamalla tai painamalla {key}.</translation>
    </message>
    <message>
        <source>HELD</source>
        <extracomment>Badge painted under a held die (kept out of the next roll): capitals, and as few letters as you can, at most about 6: the badge is only as wide as the die.</extracomment>
        <translation>LUKITTU</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <extracomment>Badge painted under a die the hint suggests holding: a question, capitals, at most about 6 letters: the badge is only as wide as the die.</extracomment>
        <translation>LUKITSE?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <extracomment>Screen readers&apos; name of the board&apos;s heading, which names the player on turn.</extracomment>
        <translation>Kenen vuoro</translation>
    </message>
    <message>
        <source>Roll</source>
        <extracomment>Text of the big button under the dice, and its name for screen readers: roll the dice (a verb, imperative).</extracomment>
        <translation>Heitä</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <extracomment>Link-like button at the foot of the board: opens the rules; (F1) names its key.</extracomment>
        <translation>Peliohjeet (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play button at the foot of the board.</extracomment>
        <translation>Peliohjeet</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Aloita alusta samoilla pelaajilla ja säännöillä</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Siirry tietokoneen vuoron loppuun (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Heitä lukitsemattomat nopat (välilyönti tai R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>The board&apos;s heading when the game has ended (when there is no result line to show).</extracomment>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>Paused</source>
        <extracomment>The board&apos;s heading, and the text of the greyed-out Roll button, while the game is paused (an adjective).</extracomment>
        <translation>Tauko</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation>Lopputulokset näkyvät kortilla.</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>Line under the board&apos;s heading: {turn} is the turn&apos;s number, {turns} the turns of each player (13, 26 or 39).</extracomment>
        <translation>Vuoro {turn}/{turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <extracomment>Part of the line under the board&apos;s heading while a computer plays, after a middle dot: {level} is its level (Easy … Expert); lower case.</extracomment>
        <translation>tietokone, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Text of the big button under the dice when the game is over: a new game with the same players.</extracomment>
        <translation>Pelaa uudelleen</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Siirry loppuun (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <extracomment>Text of the big button under the dice after a roll: roll the dice not held; %n rolls are left (1 or 2).</extracomment>
        <translation>
            <numerusform>Heitä taas (%n jäljellä)</numerusform>
            <numerusform>Heitä taas (%n jäljellä)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Heitot loppuivat: valitse kohta</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Heitä painamalla välilyöntiä tai R:ää.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Lukitse noppia napsauttamalla tai näppäimillä 1–5, heitä uudelleen tai valitse kohta kortilta.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Valitse kohta kortilta: napsauta sitä tai käytä ylä- ja alanuolta ja Enteriä.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} pelaa. Siirry vuoron loppuun painamalla Esc tai napsauttamalla.</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Pelaa uudelleen samoilla pelaajilla tai aloita uusi peli N-näppäimellä.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Tauko: jatka painamalla P tai valitsemalla Jatka.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} pelaa toisella tietokoneella.</translation>
    </message>
    <message>
        <source>one</source>
        <extracomment>The face 1 of a die as screen readers read it (“Die 2: one, held”): the number as a word, lower case.</extracomment>
        <translation>yksi</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The face 2 of a die as screen readers read it (“Die 2: two, held”): the number as a word, lower case.</extracomment>
        <translation>kaksi</translation>
    </message>
    <message>
        <source>three</source>
        <extracomment>The face 3 of a die as screen readers read it (“Die 2: three, held”): the number as a word, lower case.</extracomment>
        <translation>kolme</translation>
    </message>
    <message>
        <source>four</source>
        <extracomment>The face 4 of a die as screen readers read it (“Die 2: four, held”): the number as a word, lower case.</extracomment>
        <translation>neljä</translation>
    </message>
    <message>
        <source>five</source>
        <extracomment>The face 5 of a die as screen readers read it (“Die 2: five, held”): the number as a word, lower case.</extracomment>
        <translation>viisi</translation>
    </message>
    <message>
        <source>six</source>
        <extracomment>The face 6 of a die as screen readers read it (“Die 2: six, held”): the number as a word, lower case.</extracomment>
        <translation>kuusi</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Noppa {number}: piilossa tauon ajan</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six); held: kept out of the next roll.</extracomment>
        <translation>Noppa {number}: {face}, lukittu</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <extracomment>Screen readers&apos; name of a die: {number} is its place, 1 to 5, {face} its face as a word (one … six).</extracomment>
        <translation>Noppa {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: their time budget ran out.</extracomment>
        <translation>Pelaajan {name} aika loppui</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: with hidden score sheets, which box goes unsaid.</extracomment>
        <translation>{player} täytti kohdan</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä ja sai yläosan bonuksen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name, {card} 1 to 3.</extracomment>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai yläosan bonuksen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <extracomment>A player&apos;s last move, on the board and in the status bar: {points} a number, {box} a box&apos;s name.</extracomment>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: kohdassa Yatzy on 50 jokaisella kortilla.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Ei bonusta: kohdassa Yatzy ei ole 50 jokaisella kortilla.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Vapaa jokeri: tämän heiton voi merkitä mihin tahansa avoimeen kohtaan täysin pistein.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Jokerisääntö: heitto on merkittävä kohtaan {box}, sen omaan yläosan kohtaan.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Jokerisääntö: kohta {box} on täytetty, joten heiton voi merkitä mihin tahansa avoimeen alaosan kohtaan täysin pistein.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Jokerisääntö: alaosassa ei ole avoimia kohtia, joten heitto merkitään yläosan kohtaan 0 pisteellä.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: kohdassa Yatzy on jo 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Ei bonusta: kohdassa Yatzy on 0.</translation>
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
        <translation>Pelaajan {name} kortti on piilossa pelin loppuun asti.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: in the Triple game, card {card} (1 to 3) has {total} points, counting ×{multiplier}.</extracomment>
        <translation>Kortti {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: card {card} (1 to 3) has {total} points.</extracomment>
        <translation>Kortti {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <extracomment>A line of the tooltip of a player&apos;s grand total on the score card: the last one: the player&apos;s total score.</extracomment>
        <translation>Loppusumma: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Yläosa {upper} + yläosan bonus {upper_bonus} + alaosa {lower} + Yatzy-bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Yläosa {upper} + yläosan bonus {upper_bonus} + alaosa {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Yläosa {upper} + alaosa {lower} + Yatzy-bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <extracomment>Tooltip of a card&apos;s total on the score card, how it adds up; the {…} are numbers.</extracomment>
        <translation>Yläosa {upper} + alaosa {lower} = {total}</translation>
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
        <translation>Historiaa ei voitu kirjoittaa tiedostoon {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Mitä muut pelaajat tekivät viimeksi</translation>
    </message>
    <message>
        <source>Time left</source>
        <extracomment>Screen readers&apos; name of the clock line on the board.</extracomment>
        <translation>Aikaa jäljellä</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <extracomment>Screen readers&apos; name of the line on the board that says which boxes a joker may fill.</extracomment>
        <translation>Miksi nämä kohdat</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation>Valmentajan huomautus viimeisimmästä siirrostasi</translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”) while the game is paused.</extracomment>
        <translation>{name}: {time} jäljellä (tauko)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <extracomment>The clock line on the board with a time budget: {time} is minutes:seconds (“2:00”).</extracomment>
        <translation>{name}: {time} jäljellä</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <extracomment>Read aloud by screen readers when a player&apos;s time budget is nearly used up: %n seconds.</extracomment>
        <translation>
            <numerusform>Pelaajalla {name} on %n sekunti jäljellä.</numerusform>
            <numerusform>Pelaajalla {name} on %n sekuntia jäljellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <extracomment>Celebration painted over the board after a five of a kind: the box&apos;s name (the same words as the box Five of a Kind), exclaimed.</extracomment>
        <translation>Yatzy!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <extracomment>Celebration painted over the board when the upper bonus is earned: {bonus} is 35.</extracomment>
        <translation>Yläosan bonus +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Peli kestää %n vuoron pelaajaa kohden, yksi kohta vuorossa.</numerusform>
            <numerusform>Peli kestää %n vuoroa pelaajaa kohden, yksi kohta vuorossa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>Tässä pelissä jokaisella pelaajalla on koko peliä varten &lt;b&gt;%n minuutti&lt;/b&gt; miettimisaikaa, joka kuluu vain hänen omilla vuoroillaan. Pelaaja, jonka aika loppuu, putoaa pelistä: hänen korttinsa jää ennalleen, ja muut jatkavat peliä.</numerusform>
            <numerusform>Tässä pelissä jokaisella pelaajalla on koko peliä varten &lt;b&gt;%n minuuttia&lt;/b&gt; miettimisaikaa, joka kuluu vain hänen omilla vuoroillaan. Pelaaja, jonka aika loppuu, putoaa pelistä: hänen korttinsa jää ennalleen, ja muut jatkavat peliä.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Tässä pelissä ei ole aikarajaa.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <extracomment>In the About box, after the game&apos;s name: {version} is a number like 1.2.0 (lower case).</extracomment>
        <translation>versio {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <extracomment>Title of the About box, and screen readers&apos; name of How to play&apos;s About button.</extracomment>
        <translation>Tietoja Five Dice -pelistä</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <extracomment>First line of the About box: the game&apos;s name in bold, then “version 1.2.0”; keep the &lt;b&gt; tags.</extracomment>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Viisi noppaa, kolme heittoa, kolmetoista kohtaa: klassinen noppapeli yhdestä neljään pelaajalle. Tietokonevastustajat pelaavat aina täydelliseen peliin asti, ja valmentaja tuntee sen.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Five Dice -pelin ohjeet</translation>
    </message>
    <message>
        <source>How to play</source>
        <extracomment>Screen readers&apos; name of the How to play page.</extracomment>
        <translation>Peliohjeet</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Screen readers&apos; name of How to play&apos;s Close button (Qt words the button itself).</extracomment>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>&amp;About Five Dice</source>
        <extracomment>[How to play window] Button at the foot of How to play: opens the About box.</extracomment>
        <translation>&amp;Tietoja Five Dice -pelistä</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice on jo auki ja käyttää kansiota {folder} (prosessi {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice on jo auki ja käyttää kansiota {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <extracomment>First item of the Settings dialog&apos;s list of languages: the language the computer is set to.</extracomment>
        <translation>Järjestelmän oletus</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The weakest.</extracomment>
        <translation>Helppo</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The second.</extracomment>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Hard</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. Plays for the highest average score.</extracomment>
        <translation>Vaikea</translation>
    </message>
    <message>
        <source>Expert</source>
        <extracomment>A computer player&apos;s level, weakest first Easy, Normal, Hard, Expert: an item of the New game dialog&apos;s list, and after the name (“Ben (Hard)”, “computer, Hard”) in narrow places; short adjective. The strongest: plays to beat its opponents.</extracomment>
        <translation>Mestari</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>[Menu bar] Title of the first menu (new game, restart, pause, hint, scoreboard, quit); the letter after &amp; is its Alt key, unlike the other menu titles&apos;.</extracomment>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>[Menu bar] Title of the Edit menu (Undo, Sound, Settings): your language&apos;s usual name.</extracomment>
        <translation>&amp;Muokkaa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>[Menu bar] Title of the View menu (Analysis, Chances to win).</extracomment>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>[Menu bar] Title of the Help menu (How to play, Keyboard shortcuts, About): your language&apos;s usual name.</extracomment>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Name of the toolbar, where a list of toolbars shows it: the game&apos;s commands (the Game menu&apos;s title without its &amp;).</extracomment>
        <translation>Peli</translation>
    </message>
    <message>
        <source>More actions</source>
        <extracomment>Tooltip and screen readers&apos; name of the » button at the end of the toolbar, which shows the buttons that do not fit.</extracomment>
        <translation>Lisää toimintoja</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>Peli on päättynyt: aloita uusi peli, jos haluat pelata uudelleen.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Peli on tauolla: jatka peliä ensin.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Heittoja ei ole tällä vuorolla jäljellä: valitse täytettävä kohta.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Heitä ensin: noppia voi lukita vasta vuoron ensimmäisen heiton jälkeen.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Heittoja ei ole tällä vuorolla jäljellä, joten noppia ei ole syytä lukita.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Heitä ensin: kohdan voi täyttää vasta heiton jälkeen.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>Kortin {card} kohta {box} on jo täytetty.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <extracomment>Error when a box is chosen that was filled before; {box} is a box&apos;s name on the score card (e.g. Full House).</extracomment>
        <translation>Kohta {box} on jo täytetty.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>Jokerisääntö ei salli kohtaa {box} tälle yatzylle; sen voi merkitä kohtiin: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Kumottavaa ei ole: nopat heitettiin tuon kohdan jälkeen.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Kumottavaa ei ole.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Peli on päättynyt: taukoa ei voi pitää.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <extracomment>The name of a player whose name field was left empty: {number} is the seat, 1 to 4 (a noun used as a name: “Player 2”).</extracomment>
        <translation>Pelaaja {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>The name of a player whose name is blank (a noun used as a name).</extracomment>
        <translation>Pelaaja</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Yhteys pöytään katkesi.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Tämä sovellus menetti isännän pelin tilan, joten se poistui pöydästä.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Liittymiskoodi oli väärä: koodissa on neljä numeroa.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Pöytää ei tavoitettu osoitteesta {address}, portista {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Pöytä lähetti viestejä, joita tämä sovellus ei ymmärrä.</translation>
    </message>
    <message>
        <source>A player&apos;s app did not send its share of the dice, so the game could not start: the table is closed.</source>
        <extracomment>Why a network table closed just after its start: the dice are made from a random share of every player&apos;s app, and one never came (the app left, or its connection was lost).</extracomment>
        <translation>Yhden pelaajan sovellus ei lähettänyt osuuttaan nopista, joten peli ei voinut alkaa: pöytä on suljettu.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not the ones all the players made together, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the dice of a network game are made from a share of every player&apos;s app, and the host&apos;s were not those.</extracomment>
        <translation>Isännän nopat eivät olleet ne, jotka kaikki pelaajat tekivät yhdessä, joten tätä peliä ei tallenneta historiaan.</translation>
    </message>
    <message>
        <source>The host&apos;s end of the game does not match the moves it sent, so this game is not recorded.</source>
        <extracomment>Told to a player at another computer when the game ends and the host&apos;s app is caught: the boxes it revealed at the end are not the ones it sent (or sealed) during the game.</extracomment>
        <translation>Isännän pelin loppu ei vastaa sen lähettämiä siirtoja, joten tätä peliä ei tallenneta historiaan.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the game has ended.</extracomment>
        <translation>Peli on päättynyt.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nyt ei ole sinun vuorosi.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Liittymiskoodi oli väärä.</translation>
    </message>
    <message>
        <source>The host removed you from the table.</source>
        <extracomment>Why the host of a network table sent a player at another computer away: the host chose to.</extracomment>
        <translation>Isäntä poisti sinut pöydästä.</translation>
    </message>
    <message>
        <source>Your time for this turn ran out: the computer plays the rest of it.</source>
        <translation>Aikasi tälle vuorolle loppui: tietokone pelaa vuoron loppuun.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Isäntä sulki pöydän.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Isännän peli joutui epätahtiin pöydän kanssa, joten pöytä suljettiin.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Sovelluksesi rikkoi pöydän protokollaa: näkemiin.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Tietokoneeltasi tuli liian monta väärää liittymiskoodia: odota minuutti.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Tämän pöydän peli on päättynyt.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Tämän pöydän peli on jo alkanut.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <extracomment>Why a network table refuses a player who asks to join: every seat is taken.</extracomment>
        <translation>Pöytä on täynnä.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <extracomment>Told to a player at another computer after they chose Leave: why the table closed for them.</extracomment>
        <translation>Poistuit pöydästä.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Vain isäntä voi keskeyttää pelin; isäntää pyydettiin tekemään niin.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Vain isäntä voi jatkaa peliä.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>Verkkopelissä peliä vie eteenpäin isännän tietokone; lähetä sille pyyntö.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>Kumoaminen ei ole käytössä verkkopeleissä.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Tämä pöytä ei tunne paikkaasi: liity uudelleen.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Olit poissa liian kauan: paikkasi putosi pelistä.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Paikkasi on yhä erään pöytään yhdistetyn yhteyden käytössä.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Peli ei ole vielä alkanut.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Vain isäntä voi tehdä sen.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Siirto ei ole sallittu.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Säännöt eivät salli sitä nyt.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <extracomment>Why a network table refuses a move of a player at another computer: the host paused the game.</extracomment>
        <translation>Peli on tauolla.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Finding the table…</source>
        <extracomment>How a friend anywhere is connected: the mailbox server answered, now waiting.</extracomment>
        <translation>Etsitään pöytää…</translation>
    </message>
    <message>
        <source>The code was right: connecting…</source>
        <extracomment>How a friend anywhere is connected: the code was right, connecting.</extracomment>
        <translation>Koodi oli oikea: yhdistetään…</translation>
    </message>
    <message>
        <source>Connected directly.</source>
        <extracomment>How a friend anywhere is connected: computer to computer, not through a server.</extracomment>
        <translation>Yhdistetty suoraan.</translation>
    </message>
    <message>
        <source>Connected through a relay.</source>
        <extracomment>How a friend anywhere is connected: through the transit relay server.</extracomment>
        <translation>Yhdistetty välityspalvelimen kautta.</translation>
    </message>
    <message>
        <source>The connection was lost: getting it back…</source>
        <translation>Yhteys katkesi: yhdistetään uudelleen…</translation>
    </message>
    <message>
        <source>The code was wrong. Codes work once: ask your friend for a new one.</source>
        <translation>Koodi oli väärä. Koodi toimii vain kerran: pyydä ystävältäsi uusi.</translation>
    </message>
    <message>
        <source>No table answered this code. Codes work once: ask your friend for a new one.</source>
        <translation>Mikään pöytä ei vastannut tähän koodiin. Koodi toimii vain kerran: pyydä ystävältäsi uusi.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached. Is this computer on the internet?</source>
        <translation>Postilaatikkopalvelimeen ei saatu yhteyttä. Onko tämä tietokone yhteydessä internetiin?</translation>
    </message>
    <message>
        <source>The host closed the invitation.</source>
        <translation>Isäntä sulki kutsun.</translation>
    </message>
    <message>
        <source>That code is not for a Five Dice table.</source>
        <translation>Tämä koodi ei ole Five Dice -pöydän koodi.</translation>
    </message>
    <message>
        <source>Host a table on the network</source>
        <translation>Avaa pöytä verkkoon</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a player at another computer.</extracomment>
        <translation>Pelaaja muualla</translation>
    </message>
    <message>
        <source>Friend anywhere (code)</source>
        <extracomment>Item of a seat&apos;s list in the Host a table dialog: an open seat for a friend anywhere (on the internet), who joins with a code made for the seat.</extracomment>
        <translation>Ystävä internetin kautta (koodi)</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Ihminen tällä koneella, tietokone tai vapaa paikka toisella tietokoneella pelaavalle</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Pelaaja {number}: täällä, tietokone tai muualla</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The table&apos;s name the Host a table dialog suggests: {name} is the first player&apos;s name.</extracomment>
        <translation>Pelaajan {name} pöytä</translation>
    </message>
    <message>
        <source>Table name</source>
        <extracomment>Screen readers&apos; name of the field with the table&apos;s name.</extracomment>
        <translation>Pöydän nimi</translation>
    </message>
    <message>
        <source>Table &amp;name</source>
        <extracomment>[Host a table dialog] Form label of the field with the table&apos;s name, which guests see.</extracomment>
        <translation>Pö&amp;ydän nimi</translation>
    </message>
    <message>
        <source>Turn &amp;limit</source>
        <extracomment>[Host a table dialog] Form label of the choice of how long a player at another computer may take for a turn before the computer plays the rest of it.</extracomment>
        <translation>Vuoron aika&amp;raja</translation>
    </message>
    <message>
        <source>O&amp;pen the table</source>
        <extracomment>[Host a table dialog] The dialog&apos;s OK button: open the table and wait in its lobby for the players (a verb phrase).</extracomment>
        <translation>A&amp;vaa pöytä</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>Screen readers&apos; name of the button Open the table.</extracomment>
        <translation>Avaa pöytä</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>[Host a table dialog] The turn limit&apos;s first choice: no limit.</extracomment>
        <translation>Ei käytössä</translation>
    </message>
    <message>
        <source>30 seconds a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has 30 seconds a turn.</extracomment>
        <translation>30 sekuntia vuoroa kohden</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has a minute a turn.</extracomment>
        <translation>1 minuutti vuoroa kohden</translation>
    </message>
    <message>
        <source>2 minutes a turn</source>
        <extracomment>[Host a table dialog] A turn limit: a player elsewhere has two minutes a turn.</extracomment>
        <translation>2 minuuttia vuoroa kohden</translation>
    </message>
    <message>
        <source>How long a player at another computer may take for a turn: then the computer plays the rest of it for them</source>
        <translation>Kuinka paljon aikaa toisella tietokoneella pelaava saa käyttää vuoroonsa: sen jälkeen tietokone pelaa vuoron loppuun hänen puolestaan</translation>
    </message>
    <message>
        <source>Turn limit for players elsewhere</source>
        <extracomment>Screen readers&apos; name of the turn limit&apos;s list in the Host a table dialog.</extracomment>
        <translation>Vuoron aikaraja muualla pelaaville</translation>
    </message>
    <message>
        <source>Kick a player</source>
        <extracomment>Window title of the dialog that sends a player at another computer away from the table hosted here.</extracomment>
        <translation>Poista pelaaja</translation>
    </message>
    <message>
        <source>Player to kick</source>
        <extracomment>Screen readers&apos; name of the list of the players that can be kicked.</extracomment>
        <translation>Poistettava pelaaja</translation>
    </message>
    <message>
        <source>The computer plays the seat ({level})</source>
        <extracomment>[Kick a player dialog] A choice of who plays a kicked player&apos;s seat: {level} is a computer level (Easy … Expert).</extracomment>
        <translation>Tietokone ottaa paikan ({level})</translation>
    </message>
    <message>
        <source>Nobody: the player drops out, their card stays as it is</source>
        <translation>Ei kukaan: pelaaja putoaa pelistä, kortti jää ennalleen</translation>
    </message>
    <message>
        <source>Who plays the seat</source>
        <extracomment>Screen readers&apos; name of the list of who plays a kicked player&apos;s seat.</extracomment>
        <translation>Kuka ottaa paikan</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>[Kick a player dialog] Form label of the list of the players at other computers.</extracomment>
        <translation>P&amp;elaaja</translation>
    </message>
    <message>
        <source>&amp;Then</source>
        <extracomment>[Kick a player dialog] Form label of the list of who plays the kicked player&apos;s seat from then on.</extracomment>
        <translation>&amp;Jatkossa</translation>
    </message>
    <message>
        <source>They are sent away for this game and cannot take their seat back.</source>
        <translation>Pelaaja poistetaan tästä pelistä, eikä hän voi palata paikalleen.</translation>
    </message>
    <message>
        <source>&amp;Kick</source>
        <extracomment>[Kick a player dialog] Button: send the chosen player away from the table (a verb).</extracomment>
        <translation>Poi&amp;sta</translation>
    </message>
    <message>
        <source>Join my Five Dice table: open Five Dice, Game &gt; Join a table, code {code} (or open {link}).</source>
        <translation>Liity Five Dice -pöytääni: avaa Five Dice, Peli &gt; Liity pöytään, koodi {code} (tai avaa {link}).</translation>
    </message>
    <message>
        <source>A wrong code was tried: a new code was made. Send it again.</source>
        <extracomment>The invitation a host copies for a friend anywhere (to paste into a message): {code} is a code like 7-guitarist-revenge, {link} the same as a link.</extracomment>
        <translation>Joku kokeili väärää koodia: uusi koodi luotiin. Lähetä se uudelleen.</translation>
    </message>
    <message>
        <source>The mailbox server could not be reached: trying again soon…</source>
        <translation>Postilaatikkopalvelimeen ei saatu yhteyttä: yritetään pian uudelleen…</translation>
    </message>
    <message>
        <source>The invitation closed: a new code was made.</source>
        <translation>Kutsu sulkeutui: uusi koodi luotiin.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <extracomment>In the lobby: the seat a friend anywhere&apos;s code is for ({number}: 1 to 4).</extracomment>
        <translation>Paikka {number}</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <extracomment>Grey text in a seat&apos;s code field while the code is being made.</extracomment>
        <translation>Luodaan koodia…</translation>
    </message>
    <message>
        <source>Code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s code field in the lobby ({number}: 1 to 4).</extracomment>
        <translation>Paikan {number} koodi</translation>
    </message>
    <message>
        <source>Copy invitation</source>
        <extracomment>[Lobby] Button: copy the invitation with the seat&apos;s code, to paste into a message.</extracomment>
        <translation>Kopioi kutsu</translation>
    </message>
    <message>
        <source>Copy the invitation for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s Copy invitation button ({number}: 1 to 4).</extracomment>
        <translation>Kopioi paikan {number} kutsu</translation>
    </message>
    <message>
        <source>New code</source>
        <extracomment>[Lobby] Button: make a new code for the seat (the old one stops working).</extracomment>
        <translation>Uusi koodi</translation>
    </message>
    <message>
        <source>New code for seat {number}</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s New code button ({number}: 1 to 4).</extracomment>
        <translation>Uusi koodi paikalle {number}</translation>
    </message>
    <message>
        <source>Send the invitation to your friend.</source>
        <extracomment>Under a seat&apos;s code in the lobby: the code is ready, the friend has not used it yet.</extracomment>
        <translation>Lähetä kutsu ystävällesi.</translation>
    </message>
    <message>
        <source>Invitation copied: paste it into a message.</source>
        <extracomment>Under a seat&apos;s code in the lobby, after Copy invitation.</extracomment>
        <translation>Kutsu kopioitu: liitä se viestiin.</translation>
    </message>
    <message>
        <source>Friends anywhere: one code per seat</source>
        <extracomment>[Lobby] Heading above the codes of the seats for friends anywhere (on the internet).</extracomment>
        <translation>Ystävät internetin kautta: yksi koodi paikkaa kohden</translation>
    </message>
    <message>
        <source>Codes for friends anywhere</source>
        <extracomment>Window title of the dialog with the codes of the seats for friends anywhere.</extracomment>
        <translation>Koodit ystäville internetin kautta</translation>
    </message>
    <message>
        <source>Join a table</source>
        <extracomment>Window title of the Join a table dialog.</extracomment>
        <translation>Liity pöytään</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Tästä verkosta löytyneet pöydät</translation>
    </message>
    <message>
        <source>&amp;Search again</source>
        <extracomment>[Join a table dialog] Button: look for tables on this network again.</extracomment>
        <translation>&amp;Hae uudelleen</translation>
    </message>
    <message>
        <source>Search again</source>
        <extracomment>Screen readers&apos; name of the button Search again.</extracomment>
        <translation>Hae uudelleen</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <extracomment>Grey text in the empty address field: an example address, {address} (192.168.1.20); e.g.: for example.</extracomment>
        <translation>esim. {address}</translation>
    </message>
    <message>
        <source>e.g. {code}</source>
        <extracomment>Grey text in the empty field for a friend anywhere&apos;s code: an example code.</extracomment>
        <translation>esim. {code}</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <extracomment>[Join a table dialog] Form label of the field with the host computer&apos;s network address.</extracomment>
        <translation>&amp;Osoite</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <extracomment>[Join a table dialog] Form label of the field with the network port, a number.</extracomment>
        <translation>Po&amp;rtti</translation>
    </message>
    <message>
        <source>Join co&amp;de</source>
        <extracomment>[Join a table dialog] Form label of the field with the four-digit code the host&apos;s screen shows.</extracomment>
        <translation>&amp;Liittymiskoodi</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Etsitään pöytiä tästä verkosta…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <extracomment>Screen readers&apos; name of the list of seats once joined.</extracomment>
        <translation>Pöydän paikat</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <extracomment>[Join a table dialog] Button: ask the host for a seat (a verb).</extracomment>
        <translation>L&amp;iity</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <extracomment>[Join a table dialog] Form label of the field with the player&apos;s name at the table.</extracomment>
        <translation>&amp;Nimesi</translation>
    </message>
    <message>
        <source>Code from a friend a&amp;nywhere</source>
        <extracomment>[Join a table dialog] Form label of the field for the code a friend anywhere (on the internet) sent, like 7-guitarist-revenge.</extracomment>
        <translation>&amp;Ystävän koodi internetin kautta</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <extracomment>[Join a table dialog] Label above the list of the tables found on this network.</extracomment>
        <translation>&amp;Tämän verkon pöydät</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <extracomment>A table in the list of tables found: {table} its name, {address} the host&apos;s address, {port} a number, {seats} the number of free seats.</extracomment>
        <translation>{table} – {address}, portti {port} ({seats} vapaana)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Valitse pöytä tai kirjoita sen osoite ja portti.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Name at the table of a player who left the name field empty.</extracomment>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Kirjoita isännän osoite tai valitse tästä verkosta löytynyt pöytä.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Liittymiskoodissa on neljä numeroa: se näkyy isännän näytöllä.</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <extracomment>Line under the fields of Join a table while the host at {address} is being asked.</extracomment>
        <translation>Liitytään: {address}…</translation>
    </message>
    <message>
        <source>A code is a number and words, like 7-guitarist-revenge: type it as your friend sent it.</source>
        <translation>Koodi on luku ja sanoja, kuten 7-guitarist-revenge: kirjoita se juuri niin kuin ystäväsi sen lähetti.</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <extracomment>Under the fields of Join a table: what a code from a friend anywhere looks like.</extracomment>
        <translation>Sinulla on paikka. Peli alkaa, kun isäntä aloittaa sen.</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <extracomment>[Join a table dialog] The Cancel button once the player has a seat: leave the table (a verb).</extracomment>
        <translation>Poi&amp;stu</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <extracomment>A computer&apos;s seat in a table&apos;s list of seats: {name} its name, {level} its level (Easy … Expert).</extracomment>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (isännän koneella)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a friend anywhere…</source>
        <extracomment>An open seat in the lobby kept for a friend anywhere, who joins with its code.</extracomment>
        <translation>Vapaa paikka: odotetaan ystävää internetin kautta…</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Vapaa paikka: odotetaan pelaajaa…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (poissa: voi palata)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <extracomment>A seat in a table&apos;s list of seats, taken by a player at another computer.</extracomment>
        <translation>{name} (liittyi)</translation>
    </message>
    <message>
        <source>Network table</source>
        <extracomment>Window title of the host&apos;s lobby: the table others join.</extracomment>
        <translation>Verkkopöytä</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>tämän tietokoneen osoite</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Pelaajat liittyvät näillä tiedoilla: osoite {address}, portti {port}, koodi {code}.
Tämän verkon pöydät löytyvät myös toiminnolla Liity pöytään.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <extracomment>Screen readers&apos; name of the big join code in the lobby: {digits} are four digits read one by one (“4 7 1 2”).</extracomment>
        <translation>Liittymiskoodi {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>Screen readers&apos; name of the lobby&apos;s list of seats.</extracomment>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>[Network table dialog] Button: start the game at the table (a verb). Reads “Start without the open seats” while seats are open.</extracomment>
        <translation>&amp;Aloita</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <extracomment>[Network table dialog] Button: close the table; the players who joined are sent away.</extracomment>
        <translation>&amp;Sulje pöytä</translation>
    </message>
    <message>
        <source>Start &amp;without the open seats</source>
        <extracomment>[Network table dialog] The Start button while some seats are still open: start, leaving them out.</extracomment>
        <translation>Aloita &amp;ilman vapaita paikkoja</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Kick a player…</source>
        <extracomment>[Game menu] Menu item while hosting a table: send a player at another computer away from it (a verb phrase; “…”: a dialog opens).</extracomment>
        <translation>Poi&amp;sta pelaaja…</translation>
    </message>
    <message>
        <source>Send a player at another computer away from the table: a computer plays for them</source>
        <translation>Poista toisella tietokoneella pelaava pöydästä: tietokone pelaa hänen puolestaan</translation>
    </message>
    <message>
        <source>Codes for friends &amp;anywhere…</source>
        <extracomment>[Game menu] Menu item while hosting a table with seats for friends anywhere: show their codes (and make a new one for a friend who lost the connection for good). “…”: a dialog opens.</extracomment>
        <translation>&amp;Koodit ystäville internetin kautta…</translation>
    </message>
    <message>
        <source>The codes of the seats for friends anywhere: copy one again, or make a new one</source>
        <translation>Internetin kautta pelaavien ystävien paikkojen koodit: kopioi koodi uudelleen tai tee uusi</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Pöytää ei voitu avata: tämä tietokone ei ota vastaan yhteyksiä.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Peliä ei voitu aloittaa: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Pöytiä ei voi etsiä täältä: kirjoita osoite.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Peli jää näytölle sellaisena kuin se oli.</translation>
    </message>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} liittyi pöytään.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <extracomment>Notice in a network game: the player {name}, at another computer, left.</extracomment>
        <translation>{name} poistui pöydästä.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} palasi pöytään.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} ei palannut ajoissa ja putosi pelistä.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} pyytää taukoa (P keskeyttää pelin kaikilta).</translation>
    </message>
    <message>
        <source>{name} was sent away from the table.</source>
        <extracomment>Notice in a network game the host opened here: the host sent the player {name}, at another computer, away from the table (Game &gt; Kick a player…).</extracomment>
        <translation>{name} poistettiin pöydästä.</translation>
    </message>
    <message>
        <source>{name}&apos;s time for the turn ran out: the computer plays the rest of it.</source>
        <extracomment>Notice in a network game the host opened here: the player {name}, at another computer, took longer than the table&apos;s turn limit; the computer finishes the turn for them.</extracomment>
        <translation>Pelaajan {name} aika loppui tältä vuorolta: tietokone pelaa vuoron loppuun.</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Verkkopöytä suljettiin: peli jatkuu täällä, tällä tietokoneella.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Yhteys pöytään katkesi: liitytään uudelleen…</translation>
    </message>
    <message>
        <source>A player</source>
        <extracomment>Stands for a player whose name is not known, in the news of a network game.</extracomment>
        <translation>Pelaaja</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Kun kohta Yatzy on täytetty, uusi yatzy pisteytetään kuten mikä tahansa muu heitto: ei bonusta, ei jokeria.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Kun kohta Yatzy on täytetty, uusi yatzy antaa {bonus}, jos kohdassa on 50, ja on pakkojokeri: oma yläosan kohta, jos se on avoin, muuten mikä tahansa alaosan kohta (Täyskäsi 25, suorat 30 ja 40), muuten 0 yläosan kohtaan.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Kun kohtaan Yatzy on merkitty 50, uusi yatzy antaa {bonus}, ja sen voi merkitä jokerina mihin tahansa avoimeen kohtaan (Täyskäsi 25, suorat 30 ja 40); jos kohdassa on 0, se on tavallinen heitto.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Tripla-peli: yatzy antaa {bonus} × kortin kerroin, kun kohdassa Yatzy on 50 kaikilla kolmella kortilla, ja on pakkojokeri vasta, kun Yatzy ja sen oma yläosan kohta on täytetty kaikilla kolmella.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: the Triple game, three cards counting once, twice and three times.</extracomment>
        <translation>Tripla (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Item of the New game dialog&apos;s list Cards per player: each player fills %n score cards.</extracomment>
        <translation>
            <numerusform>%n kortti</numerusform>
            <numerusform>%n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <extracomment>In the New game dialog: the label before a seat&apos;s name field, and the field&apos;s grey text when empty; {number} is 1 to 4.</extracomment>
        <translation>Pelaaja {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <extracomment>Screen readers&apos; name of a seat&apos;s name field in the New game dialog; {number} is 1 to 4.</extracomment>
        <translation>Pelaajan {number} nimi</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: a person plays this seat (a noun).</extracomment>
        <translation>Ihminen</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>Item of a seat&apos;s list in the New game dialog: the computer plays this seat (a noun).</extracomment>
        <translation>Tietokone</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Pelaaja {number} on ihminen tai tietokone</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Pelaajan {number} tietokonetaso</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>Window title of the New game dialog.</extracomment>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Start &amp;new game</source>
        <extracomment>[New game dialog] The dialog&apos;s OK button: start a game with these players and rules.</extracomment>
        <translation>Aloita &amp;uusi peli</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Title of the New game dialog&apos;s group of seats (a plural noun).</extracomment>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s spin box with the number of players.</extracomment>
        <translation>Pelaajien määrä</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <extracomment>[New game dialog, Host a table dialog] Label of the spin box with the number of players, 1 to 4.</extracomment>
        <translation>&amp;Montako</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Title of the New game dialog&apos;s group with the rules (a noun).</extracomment>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list of rules for extra fives. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Lisäyatzy</translation>
    </message>
    <message>
        <source>&amp;Extra five of a kind</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of rules for extra fives (Off, Official, Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>&amp;Lisäyatzy</translation>
    </message>
    <message>
        <source>Car&amp;ds per player</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list: how many score cards each player fills (1, 2, 3 or the Triple game).</extracomment>
        <translation>&amp;Kortteja pelaajalla</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <extracomment>Screen readers&apos; name of the New game dialog&apos;s list: how many score cards each player fills.</extracomment>
        <translation>Kortteja pelaajalla</translation>
    </message>
    <message>
        <source>&amp;Time budget</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: each player has a limited time for the whole game (a noun).</extracomment>
        <translation>M&amp;iettimisaika</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Miettimisaika pelaajaa kohden</translation>
    </message>
    <message>
        <source> min per player</source>
        <extracomment>Suffix of the time budget&apos;s spin box, right after the number (“10 min per player”): keep the leading space; min: minutes.</extracomment>
        <translation> min/pelaaja</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <extracomment>Screen readers&apos; name of the time budget&apos;s spin box.</extracomment>
        <translation>Minuuttia pelaajaa kohden</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Form label of the New game dialog&apos;s row with the time budget (a noun).</extracomment>
        <translation>Aika</translation>
    </message>
    <message>
        <source>&amp;Open score sheets</source>
        <extracomment>[New game dialog, Host a table dialog] Check box: everyone sees every card during the game; unchecked, the others&apos; cards stay hidden until the end.</extracomment>
        <translation>&amp;Näkyvät pistekortit</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Jos tätä ei ole valittu, kukin pelaaja näkee pelin aikana vain oman korttinsa: muiden pelaajien kohdissa ja summissa näkyy ? pelin loppuun asti.</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <extracomment>Screen readers&apos; name of the check box Open score sheets (everyone sees every card).</extracomment>
        <translation>Näkyvät pistekortit</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <extracomment>Form label of the New game dialog&apos;s row with the check box Open score sheets (a noun).</extracomment>
        <translation>Pistekortit</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <extracomment>Title of the New game dialog&apos;s group: how computer players&apos; turns are shown.</extracomment>
        <translation>Tietokoneen vuorot</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <extracomment>[New game dialog, Host a table dialog] Form label of the list of computer speeds (Instant, Fast, Normal, Slow).</extracomment>
        <translation>N&amp;opeus</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Yhden pelaajan pelissä ei ole muita kortteja piilotettavaksi.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Kaikki näkevät kaikki kortit. Poista valinta, jos haluat piilottaa muiden kortit loppuun asti.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Kukin pelaaja näkee vain oman korttinsa: muiden kohdissa ja summissa näkyy ? pelin loppuun asti.</translation>
    </message>
    <message>
        <source>Rating {rating}</source>
        <extracomment>Beside a computer seat in New game: its level&apos;s fixed rating, e.g. “Rating 1,500”.</extracomment>
        <translation>Vahvuusluku {rating}</translation>
    </message>
    <message>
        <source>Computer levels have fixed ratings: this one is {rating}.</source>
        <extracomment>Tooltip of a computer seat&apos;s rating in New game: {rating} is e.g. 1,500.</extracomment>
        <translation>Tietokonetasoilla on kiinteä vahvuusluku: tämän tason vahvuusluku on {rating}.</translation>
    </message>
    <message>
        <source>new player</source>
        <extracomment>Beside a person&apos;s seat in New game, for a name never played here: a profile is made for them at the end of the game.</extracomment>
        <translation>uusi pelaaja</translation>
    </message>
    <message>
        <source>A name not played here before: a new player, rated from {rating}.</source>
        <extracomment>Tooltip of “new player” beside a name in New game: {rating} is where everyone&apos;s rating starts (1,500).</extracomment>
        <translation>Nimellä ei ole pelattu täällä aiemmin: uusi pelaaja, jonka vahvuusluku on aluksi {rating}.</translation>
    </message>
    <message>
        <source>not rated yet</source>
        <extracomment>Beside a known person&apos;s seat in New game, who has played no rated game yet.</extracomment>
        <translation>ei vielä vahvuuslukua</translation>
    </message>
    <message>
        <source>Rated games are games of one card each against others, played to the end without hints or undo.</source>
        <translation>Vahvuuslukuun lasketaan muita vastaan pelatut yhden kortin pelit, jotka pelataan loppuun ilman vihjeitä ja kumottuja heittoja.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games.</source>
        <extracomment>Tooltip of a known person&apos;s rating in New game: {rating} e.g. 1,612, {rd} how sure it is (e.g. 85: the true rating is likely within 85 of it), %n the rated games played.</extracomment>
        <translation>
            <numerusform>Vahvuusluku {rating} (±{rd}) %n vahvuuslukupelin jälkeen.</numerusform>
            <numerusform>Vahvuusluku {rating} (±{rd}) %n vahvuuslukupelin jälkeen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Known players</source>
        <extracomment>Screen readers&apos; name of the list of known players that drops down from a name field.</extracomment>
        <translation>Tunnetut pelaajat</translation>
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
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s Dismiss button.</extracomment>
        <translation>Sulje viesti</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>Screen readers&apos; name of the message bar&apos;s text while it is empty.</extracomment>
        <translation>Viesti</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <extracomment>The message bar: {message} is the first message, then how many more wait; keep the two spaces.</extracomment>
        <translation>
            <numerusform>{message}  (vielä %n)</numerusform>
            <numerusform>{message}  (vielä %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>Peli laitettiin tauolle, kun tietokone oli lepotilassa. Poissa ollutta aikaa ei lasketa.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Peli laitettiin tauolle, kun sen ikkuna oli pienennettynä.</translation>
    </message>
</context>
<context>
    <name>PlayerId</name>
    <message>
        <source>Player ID</source>
        <extracomment>Title of the Settings dialog&apos;s group with the player&apos;s secret ID.
----------
Screen readers&apos; name of the field with the player&apos;s secret ID.</extracomment>
        <translation>Pelaajan ID</translation>
    </message>
    <message>
        <source>Player &amp;ID of</source>
        <extracomment>[Settings dialog] Form label of the list of players: whose ID is shown.</extracomment>
        <translation>Pelaajan &amp;ID</translation>
    </message>
    <message>
        <source>Whose player ID</source>
        <extracomment>Screen readers&apos; name of the list of players whose ID Settings shows.</extracomment>
        <translation>Pelaaja, jonka ID näytetään</translation>
    </message>
    <message>
        <source>S&amp;how</source>
        <extracomment>[Settings dialog] Button: show the hidden player ID (while shown it reads Hide).</extracomment>
        <translation>Nä&amp;ytä</translation>
    </message>
    <message>
        <source>Show the player ID</source>
        <extracomment>Screen readers&apos; name of the button that shows the hidden player ID.</extracomment>
        <translation>Näytä pelaajan ID</translation>
    </message>
    <message>
        <source>Keep it private: anyone who has this ID can play as this player. It carries the player to another computer of yours, with the rating code.</source>
        <extracomment>Under the player ID in Settings.</extracomment>
        <translation>Pidä se omana tietonasi: kuka tahansa, jolla on tämä ID, voi pelata tämän pelaajan nimissä. Vahvuuslukukoodin kanssa se siirtää pelaajan toiselle tietokoneellesi.</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <extracomment>[Settings dialog] Button: copy the player ID to the clipboard.</extracomment>
        <translation>Kopioi I&amp;D</translation>
    </message>
    <message>
        <source>Copy ra&amp;ting code</source>
        <extracomment>[Settings dialog] Button: copy the player&apos;s rating code (one line with their rating, to paste on another computer with the ID).</extracomment>
        <translation>K&amp;opioi vahvuuslukukoodi</translation>
    </message>
    <message>
        <source>Use an ID from another &amp;device…</source>
        <extracomment>[Settings dialog] Button: paste an ID (and rating code) copied on another computer so this computer continues that player&apos;s rating; “…”: a dialog opens.</extracomment>
        <translation>Käytä ID:tä toiselta &amp;laitteelta…</translation>
    </message>
    <message>
        <source>Copy the player ID</source>
        <extracomment>Screen readers&apos; name of Copy ID in Settings.</extracomment>
        <translation>Kopioi pelaajan ID</translation>
    </message>
    <message>
        <source>Copy the rating code</source>
        <extracomment>Screen readers&apos; name of Copy rating code in Settings.</extracomment>
        <translation>Kopioi vahvuuslukukoodi</translation>
    </message>
    <message>
        <source>Use an ID from another device</source>
        <extracomment>Window title of the dialog that takes an ID from another computer.</extracomment>
        <translation>Käytä ID:tä toiselta laitteelta</translation>
    </message>
    <message>
        <source>A player gets an ID with their first finished game.</source>
        <extracomment>In Settings, before anyone has finished a game here.</extracomment>
        <translation>Pelaaja saa ID:n, kun hänen ensimmäinen pelinsä on pelattu loppuun.</translation>
    </message>
    <message>
        <source>Hid&amp;e</source>
        <extracomment>[Settings dialog] The Show button while the ID is shown: hide it again.</extracomment>
        <translation>&amp;Piilota</translation>
    </message>
    <message>
        <source>Hide the player ID</source>
        <extracomment>Screen readers&apos; name of the Show button while the ID is shown.</extracomment>
        <translation>Piilota pelaajan ID</translation>
    </message>
    <message>
        <source>The ID is copied. Keep it private.</source>
        <extracomment>Said in Settings after Copy ID.</extracomment>
        <translation>ID on kopioitu. Pidä se omana tietonasi.</translation>
    </message>
    <message>
        <source>The rating code is copied. Paste it with the ID on the other computer.</source>
        <extracomment>Said in Settings after Copy rating code.</extracomment>
        <translation>Vahvuuslukukoodi on kopioitu. Liitä se ID:n kanssa toisella tietokoneella.</translation>
    </message>
    <message>
        <source>That ID already belongs to a player here.</source>
        <extracomment>In Use an ID: the ID pasted is already one of the players here.</extracomment>
        <translation>Tämä ID kuuluu jo pelaajalle tällä koneella.</translation>
    </message>
    <message>
        <source>{name} now plays with the ID from the other device: rating {rating}.</source>
        <extracomment>Said in Settings once a player continues a rating from another computer: {name} is the player here, {rating} the rating they continue (e.g. 1,612).</extracomment>
        <translation>{name} pelaa nyt toisen laitteen ID:llä: vahvuusluku {rating}.</translation>
    </message>
    <message>
        <source>Paste the ID and the rating code copied in Settings on the other computer. {name} then plays here with that ID, and the rating continues from the code; {name}&apos;s games here stay {name}&apos;s.</source>
        <extracomment>{name} is the player at this computer who takes the ID.</extracomment>
        <translation>Liitä ID ja vahvuuslukukoodi, jotka kopioit toisen tietokoneen Asetuksista. Sen jälkeen {name} pelaa täällä tällä ID:llä, ja vahvuusluku jatkuu koodin mukaan; pelaajan {name} täällä pelaamat pelit pysyvät pelaajan {name} peleinä.</translation>
    </message>
    <message>
        <source>&amp;ID</source>
        <extracomment>[Use an ID dialog] Form label of the field for the ID.</extracomment>
        <translation>&amp;ID</translation>
    </message>
    <message>
        <source>&amp;Rating code</source>
        <extracomment>[Use an ID dialog] Form label of the field for the rating code.</extracomment>
        <translation>&amp;Vahvuuslukukoodi</translation>
    </message>
    <message>
        <source>Rating code</source>
        <extracomment>Screen readers&apos; name of the rating code&apos;s field.</extracomment>
        <translation>Vahvuuslukukoodi</translation>
    </message>
    <message>
        <source>&amp;Use this ID</source>
        <extracomment>[Use an ID dialog] Button: take the ID and continue its rating here.</extracomment>
        <translation>&amp;Käytä tätä ID:tä</translation>
    </message>
    <message>
        <source>That is not a whole ID: 32 letters and digits, as Copy ID gives.</source>
        <extracomment>In Use an ID: what was pasted as the ID is not one.</extracomment>
        <translation>Tämä ei ole kokonainen ID: siinä pitää olla 32 kirjainta ja numeroa, kuten Kopioi ID antaa.</translation>
    </message>
    <message>
        <source>That rating code is not whole, or belongs to another ID. Copy both again on the other computer.</source>
        <extracomment>In Use an ID: the rating code is cut short, mistyped, or from another ID.</extracomment>
        <translation>Vahvuuslukukoodi on vajaa tai kuuluu toiselle ID:lle. Kopioi molemmat uudelleen toisella tietokoneella.</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>A game alone is not rated: a rating needs opponents.</source>
        <extracomment>Why a finished game is not rated: it was played alone.</extracomment>
        <translation>Yksin pelattua peliä ei lasketa vahvuuslukuun: vahvuusluku vaatii vastustajia.</translation>
    </message>
    <message>
        <source>Only games of one card each are rated.</source>
        <extracomment>Why a finished game is not rated: each player filled 2 or 3 cards.</extracomment>
        <translation>Vahvuuslukuun lasketaan vain pelit, joissa kullakin on yksi kortti.</translation>
    </message>
    <message>
        <source>The Triple game is not rated, only games of one card.</source>
        <extracomment>Why a finished game is not rated: it was the Triple game (three cards ×1 ×2 ×3).</extracomment>
        <translation>Tripla-peliä ei lasketa vahvuuslukuun, vain yhden kortin pelit.</translation>
    </message>
    <message>
        <source>The coach helped in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: the coach helped (a hint, the analysis panel or coach mode).</extracomment>
        <translation>Valmentaja auttoi tässä pelissä, joten sitä ei lasketa vahvuuslukuun.</translation>
    </message>
    <message>
        <source>A roll was undone in this game, so it is not rated.</source>
        <extracomment>Why a finished game is not rated: a roll was taken back and rolled again.</extracomment>
        <translation>Tässä pelissä kumottiin heitto, joten sitä ei lasketa vahvuuslukuun.</translation>
    </message>
    <message>
        <source>A player dropped out before the end, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: a player dropped out before the end.</extracomment>
        <translation>Pelaaja putosi pelistä ennen loppua, joten tätä peliä ei lasketa vahvuuslukuun.</translation>
    </message>
    <message>
        <source>One person played two seats, so this game is not rated.</source>
        <extracomment>Why a finished game is not rated: one person (one name) played two seats.</extracomment>
        <translation>Sama henkilö pelasi kahdella paikalla, joten tätä peliä ei lasketa vahvuuslukuun.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <extracomment>Window title of the dialog with the result of a finished game.</extracomment>
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <extracomment>[Game over dialog] Button: a new game with the same players and rules (the default).</extracomment>
        <translation>&amp;Pelaa uudelleen</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <extracomment>[Game over dialog] Button: see each of your decisions against perfect play (a verb).</extracomment>
        <translation>&amp;Käy peli läpi</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Jokainen päätöksesi täydelliseen peliin verrattuna</translation>
    </message>
    <message>
        <source>Practice: not rated. {why}</source>
        <extracomment>Under the result of a game that does not change ratings: {why} is one sentence, e.g. “Only games of one card each are rated.”</extracomment>
        <translation>Harjoituspeli: ei lasketa vahvuuslukuun. {why}</translation>
    </message>
    <message>
        <source>{name} {before} → {after} ({change})</source>
        <extracomment>A rated person&apos;s new rating under the result: {name} is the name, {before} and {after} the rating before and after the game, {change} the difference with its sign (“Ana 1,612 → 1,631 (+19)”).</extracomment>
        <translation>{name} {before} → {after} ({change})</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Heading over the rating changes under a game&apos;s result.</extracomment>
        <translation>Vahvuusluku</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <extracomment>{name} is a player&apos;s name, a computer&apos;s with its level: &quot;Dex (Expert)&quot;.</extracomment>
        <translation>{name}, aika loppui</translation>
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
        <translation>Nämä luvut ovat likiarvoja useilla korteilla ja Tripla-pelissä.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance); {cost} a number of points (7.5).</extracomment>
        <translation>Vuoro {turn}, heitto {roll}: kohdan {box} täyttäminen maksoi {cost} pistettä.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {box} is the box&apos;s name the player filled (Chance), {card} the card&apos;s number; {cost} a number of points (7.5).</extracomment>
        <translation>Vuoro {turn}, heitto {roll}: kortin {card} kohdan {box} täyttäminen maksoi {cost} pistettä.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); {dice} are the faces of the dice the player kept (&quot;4 4&quot;); {cost} a number of points (7.5).</extracomment>
        <translation>Vuoro {turn}, heitto {roll}: noppien {dice} lukitseminen ja heittäminen maksoi {cost} pistettä.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <extracomment>{turn} and {roll} are numbers (turn 5, roll 2 of 3); the player rolled all five dice again; {cost} is a number of points (7.5).</extracomment>
        <translation>Vuoro {turn}, heitto {roll}: kaikkien viiden nopan heittäminen uudelleen maksoi {cost} pistettä.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n decisions, {cost} expected points given away against perfect play.</source>
        <translation>
            <numerusform>{name}: %n päätös, {cost} odotettua pistettä menetetty täydelliseen peliin verrattuna.</numerusform>
            <numerusform>{name}: %n päätöstä, {cost} odotettua pistettä menetetty täydelliseen peliin verrattuna.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): fill the box {box} (its name, e.g. Full House) on card {card} (1 to 3).</extracomment>
        <translation>{box} (kortti {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): roll the dice, at the start of a turn (a verb, lower case).</extracomment>
        <translation>heitä</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): hold no die and roll all five again (a verb phrase, lower case).</extracomment>
        <translation>heitä kaikki viisi uudelleen</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <extracomment>A move as the coach&apos;s hint and note and the game review name it (it fills {move}, {chosen}, {best}, {other} and the review&apos;s Choice and Best columns): keep the dice {dice} (faces, e.g. “4 4 4”) and roll the others (lower case).</extracomment>
        <translation>lukitse {dice} ja heitä</translation>
    </message>
    <message>
        <source>{face} held</source>
        <extracomment>Read aloud by screen readers for a small die of the game review: {face} is 1 to 6; held: kept out of the next roll.</extracomment>
        <translation>{face} lukittu</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <extracomment>Screen readers&apos; name of a row of small dice in the game review: {dice} lists the faces (“4, 4 held, 2, 6, 1”).</extracomment>
        <translation>Nopat: {dice}</translation>
    </message>
    <message>
        <source>Every decision</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s table of every decision of a player.</extracomment>
        <translation>Kaikki päätökset</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Vuoro</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Heitto</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Nopat</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Valinta</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Paras</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Menetys</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Read aloud for an empty cell of the game review&apos;s table (e.g. Best, when the player&apos;s move was the best).</extracomment>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Ei virheitä: jokainen päätös oli paras mahdollinen.</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Suurimmat virheet:</translation>
    </message>
    <message>
        <source>Game review</source>
        <extracomment>Window title of the review of a finished game (a noun).</extracomment>
        <translation>Pelin läpikäynti</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>Screen readers&apos; name of the game review&apos;s tabs, one a player.</extracomment>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Reading the game from the history…</source>
        <extracomment>Shown in the game review while the game is read from the game history, when that takes a moment.</extracomment>
        <translation>Luetaan peliä historiasta…</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Ei läpikäytäviä päätöksiä.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Läpikäynti</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <extracomment>Screen readers&apos; name of a player&apos;s page in the game review; {name} is the player&apos;s name.</extracomment>
        <translation>Läpikäynti: {name}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: no bonus and no joker (an adjective: switched off).</extracomment>
        <translation>Ei käytössä</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll must be used as a joker in a prescribed box.</extracomment>
        <translation>Virallinen (pakkojokeri)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <extracomment>A rule for extra fives in the New game dialog&apos;s list and in the scoreboard&apos;s kinds of game (“extra five Off”). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled. This one: +100 and the roll may go in any open box as a joker.</extracomment>
        <translation>Vapaa jokeri</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Rating history</source>
        <extracomment>Title of the scoreboard&apos;s rating chart: one player&apos;s rating after each of their rated games.</extracomment>
        <translation>Vahvuusluvun kehitys</translation>
    </message>
    <message>
        <source>Rated games</source>
        <extracomment>Axis title along the foot of the scoreboard&apos;s rating chart: the rated games, oldest first.
----------
Column heading of the scoreboard&apos;s table of ratings: how many rated games the person played.</extracomment>
        <translation>Vahvuuslukupelit</translation>
    </message>
    <message>
        <source>Rating</source>
        <extracomment>Axis title up the side of the scoreboard&apos;s rating chart, and the legend of its line (a noun: a player&apos;s skill rating).
----------
Column heading of the scoreboard&apos;s table of ratings: the person&apos;s rating, e.g. 1,612.</extracomment>
        <translation>Vahvuusluku</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <extracomment>Shown in the scoreboard&apos;s rating chart, and read aloud, while a player has no rated game.</extracomment>
        <translation>Ei vielä vahvuuslukupelejä.</translation>
    </message>
    <message>
        <source>Rating {rating} (±{rd}) after one rated game.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart after one rated game: the player&apos;s rating, and ± how much it may be off ({rd}).</extracomment>
        <translation>Vahvuusluku {rating} (±{rd}) yhden vahvuuslukupelin jälkeen.</translation>
    </message>
    <message numerus="yes">
        <source>Rating {rating} (±{rd}) after %n rated games; {first} after the first.</source>
        <extracomment>Read aloud for the scoreboard&apos;s rating chart: the player&apos;s rating now, ± how much it may be off ({rd}), after %n games, and their rating after the first game.</extracomment>
        <translation>
            <numerusform>Vahvuusluku {rating} (±{rd}) %n vahvuuslukupelin jälkeen; ensimmäisen jälkeen {first}.</numerusform>
            <numerusform>Vahvuusluku {rating} (±{rd}) %n vahvuuslukupelin jälkeen; ensimmäisen jälkeen {first}.</numerusform>
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
        <translation>Vertailuksi: {levels}.</translation>
    </message>
    <message>
        <source>Likely range</source>
        <extracomment>Legend of the band around the rating chart&apos;s line: where the player&apos;s true rating likely lies (± the rating deviation). Short.</extracomment>
        <translation>Todennäköinen väli</translation>
    </message>
    <message>
        <source>Nobody has a rating yet. A game of one card each against a computer or another person, played to the end without hints or undo, is rated.</source>
        <translation>Kenelläkään ei ole vielä vahvuuslukua. Vahvuuslukuun lasketaan yhden kortin peli tietokonetta tai toista ihmistä vastaan, kun se pelataan loppuun ilman vihjeitä ja kumottuja heittoja.</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): the place, 1, 2, …
----------
Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the place, 1 to 10.</extracomment>
        <translation>Sija</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings: the person&apos;s name.
----------
Screen readers&apos; name of the list of players on the Players tab.</extracomment>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Certainty</source>
        <extracomment>Column heading of the scoreboard&apos;s table of ratings (narrow): how sure the rating is, e.g. ±85 (the rating deviation); a short word.</extracomment>
        <translation>Varmuus</translation>
    </message>
    <message>
        <source>Ratings</source>
        <extracomment>Screen readers&apos; name of the table of ratings.</extracomment>
        <translation>Vahvuusluvut</translation>
    </message>
    <message>
        <source>Rename player</source>
        <extracomment>Title of the small dialog that renames a player (Scoreboard, Players page).</extracomment>
        <translation>Nimeä pelaaja uudelleen</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <extracomment>Label of the new name&apos;s field: {name} is the player&apos;s name now.</extracomment>
        <translation>Uusi nimi pelaajalle {name}:</translation>
    </message>
    <message>
        <source>Merge players</source>
        <extracomment>Title of the small dialog that merges two players who are one person.</extracomment>
        <translation>Yhdistä pelaajat</translation>
    </message>
    <message>
        <source>{name} is the same person as:</source>
        <extracomment>Label of the list of the other players: {name} is the player being merged.</extracomment>
        <translation>{name} on sama henkilö kuin:</translation>
    </message>
    <message>
        <source>{name} is another player&apos;s name. If they are one person, merge them instead.</source>
        <extracomment>Said when a player is renamed to another player&apos;s name.</extracomment>
        <translation>{name} on jo toisen pelaajan nimi. Jos he ovat sama henkilö, yhdistä heidät sen sijaan.</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>Pelaajan nimi ei voi olla tyhjä.</translation>
    </message>
    <message>
        <source>Make {gone} part of {kept}? Every game of {gone} becomes a game of {kept}, and the surer of their two ratings is kept. This cannot be undone.</source>
        <extracomment>The question before merging: {gone} is the player whose games move to {kept}.</extracomment>
        <translation>Yhdistetäänkö {gone} pelaajaan {kept}? Kaikista pelaajan {gone} peleistä tulee pelaajan {kept} pelejä, ja kahdesta vahvuusluvusta säilytetään varmempi. Tätä ei voi kumota.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <extracomment>[Merge players question] Button: make the two players one (a verb); the other button is Cancel.</extracomment>
        <translation>&amp;Yhdistä</translation>
    </message>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Pelihistoria ei ole käytettävissä, joten näytettäviä tuloksia ei ole.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Ei vielä päättyneitä pelejä. Pelaa peli loppuun, niin sen tulos näkyy täällä.</translation>
    </message>
    <message>
        <source>Reading the game history…</source>
        <extracomment>Shown in the scoreboard while the game history is being read, when that takes a moment.</extracomment>
        <translation>Luetaan pelihistoriaa…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <extracomment>Window title of the scoreboard (a noun).</extracomment>
        <translation>Tulostaulu</translation>
    </message>
    <message>
        <source>&amp;Hide assisted games (hints or undo used)</source>
        <extracomment>[Scoreboard dialog] Check box: leave out the games in which hints or undo were used.</extracomment>
        <translation>Piilota &amp;avustetut pelit (vihjeitä käytetty tai heittoja kumottu)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <extracomment>Screen readers&apos; name of the check box that leaves out assisted games.</extracomment>
        <translation>Piilota avustetut pelit</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Ongelma pelihistoriassa</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <extracomment>Screen readers&apos; name of the scoreboard&apos;s tabs.</extracomment>
        <translation>Tulostaulun sivut</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <extracomment>[Scoreboard dialog] Tab: the best scores of a kind of game.</extracomment>
        <translation>&amp;Parhaat tulokset</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <extracomment>[Scoreboard dialog] Tab: one player&apos;s figures and charts.</extracomment>
        <translation>P&amp;elaajat</translation>
    </message>
    <message>
        <source>R&amp;atings</source>
        <extracomment>[Scoreboard dialog] Tab: the people who play here ranked by rating, with a chart.</extracomment>
        <translation>Va&amp;hvuusluvut</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <extracomment>[Scoreboard dialog] Tab: the latest finished games.</extracomment>
        <translation>&amp;Viimeisimmät pelit</translation>
    </message>
    <message>
        <source>Export progress</source>
        <extracomment>Screen readers&apos; name of the export&apos;s progress bar.</extracomment>
        <translation>Viennin edistyminen</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <extracomment>Text in the export&apos;s progress bar: %p is the percentage, which Qt fills in: keep “%p%”.</extracomment>
        <translation>Viedään… %p %</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <extracomment>[Scoreboard dialog] Button: save the whole history of games as a CSV file (for spreadsheets); “…”: a file dialog opens.</extracomment>
        <translation>Vie &amp;CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Vie historia CSV-tiedostoon</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Pelihistoriaa ei voitu lukea.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>Title of Export CSV&apos;s file dialog.</extracomment>
        <translation>Vie historia</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The type of file in Export CSV&apos;s file dialog: keep “(*.csv)”.</extracomment>
        <translation>CSV-tiedostot (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Vietävää pelihistoriaa ei ole.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Tämänlaisia pelejä ei ole vielä päättynyt. Pelaa yksi loppuun, niin sen tulos näkyy täällä.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Kaikki tämänlaiset pelit ovat tähän mennessä olleet avustettuja (vihjeitä käytetty tai heittoja kumottu). Poista valinta ”Piilota avustetut pelit”, niin näet niiden tulokset.</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Column heading of the scoreboard&apos;s tables (best scores and recent games): when the game ended. Narrow: keep it short.</extracomment>
        <translation>Päivä</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <extracomment>Screen readers&apos; name of the list of kinds of game on the Best scores tab.</extracomment>
        <translation>Pelityyppi</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Pelityyppi: vaihtoehdot</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the player&apos;s name.</extracomment>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Column heading of the scoreboard&apos;s table of best scores (narrow; keep it short): the final score.</extracomment>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Best scores</source>
        <extracomment>Screen readers&apos; name of the table of best scores.</extracomment>
        <translation>Parhaat tulokset</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <extracomment>A name in the table of best scores with what assisted that game ({how}: “hints, undo”); keep the two spaces.</extracomment>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Avustettu: tässä pelissä käytettiin vihjeitä (Vihje-toimintoa, analyysipaneelia tai valmentajatilaa) tai kumottiin heitto</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games played.</extracomment>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games played.</extracomment>
        <translation>Pelit:</translation>
    </message>
    <message>
        <source>Wins</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the number of games won.</extracomment>
        <translation>Voitot</translation>
    </message>
    <message>
        <source>Wins:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the number of games won.</extracomment>
        <translation>Voitot:</translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the average score.</extracomment>
        <translation>Keskiarvo</translation>
    </message>
    <message>
        <source>Average:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the average score.</extracomment>
        <translation>Keskiarvo:</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the best score (a noun).</extracomment>
        <translation>Paras</translation>
    </message>
    <message>
        <source>Best:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the best score (a noun).</extracomment>
        <translation>Paras:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>On the scoreboard&apos;s Players tab, screen readers&apos; name of the share of cards that earned the upper bonus (35 points for 63 or more in Ones to Sixes).</extracomment>
        <translation>Yläosan bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <extracomment>On the scoreboard&apos;s Players tab, the label before the share of cards that earned the upper bonus.</extracomment>
        <translation>Yläosan bonus:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Yatzyt</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Yatzyt:</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <extracomment>On the scoreboard&apos;s Players tab, the share of cards that earned the upper bonus: {percent} is 0 to 100.</extracomment>
        <translation>{percent} % korteista</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <extracomment>Screen readers&apos; name of the list that drops down from the list of players.</extracomment>
        <translation>Pelaaja: vaihtoehdot</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: give the chosen player another name.</extracomment>
        <translation>&amp;Nimeä uudelleen…</translation>
    </message>
    <message>
        <source>Mer&amp;ge with…</source>
        <extracomment>[Scoreboard dialog, Players page] Button: make the chosen player and another one person (their games together).</extracomment>
        <translation>&amp;Yhdistä toiseen…</translation>
    </message>
    <message>
        <source>Rename the player</source>
        <extracomment>Screen readers&apos; names of Rename… and Merge with… on the Players page.</extracomment>
        <translation>Nimeä pelaaja uudelleen</translation>
    </message>
    <message>
        <source>Merge the player with another</source>
        <translation>Yhdistä pelaaja toiseen</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Kaikki pelaajan {name} tähän mennessä päättämät pelit ovat olleet avustettuja (vihjeitä käytetty tai heittoja kumottu). Poista valinta ”Piilota avustetut pelit”, niin näet ne.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <extracomment>Rules column of the recent games: {rules} (“one card · extra five Off”), then: played over the network.</extracomment>
        <translation>{rules} · verkko</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <extracomment>Read aloud for the Assisted cell of a game: {how} lists what helped (“hints, undo”).</extracomment>
        <translation>avustettu: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <extracomment>Read aloud for an empty Assisted cell: nothing helped.</extracomment>
        <translation>ei avustettu</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: each player&apos;s name and total.</extracomment>
        <translation>Pelaajat ja tulokset</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: the game&apos;s rules (cards, extra-five rule).</extracomment>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Assisted</source>
        <extracomment>Column heading of the scoreboard&apos;s table of recent games: what helped the players (hints, undo), if anything.</extracomment>
        <translation>Avustettu</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>Screen readers&apos; name of the table of recent games.</extracomment>
        <translation>Viimeisimmät pelit</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Vain viimeisin peli näytetään.</numerusform>
            <numerusform>Vain %n viimeisintä peliä näytetään.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;view the selected game</source>
        <extracomment>[Scoreboard dialog] Button on the Recent games tab: review the game selected in the list.</extracomment>
        <translation>&amp;Käy valittu peli läpi</translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Käy valittu peli läpi</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Ones to Sixes.</extracomment>
        <translation>Yläosa yhteensä</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 35 points when Ones to Sixes add up to 63 or more.</extracomment>
        <translation>Yläosan bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): 100 points for each extra five of a kind while Five of a Kind holds 50 (shown only when that rule is on). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>Yatzy-bonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): the sum of Three of a Kind to Chance, with any bonus.</extracomment>
        <translation>Alaosa yhteensä</translation>
    </message>
    <message>
        <source>Card total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): one card&apos;s total, when each player has several cards.</extracomment>
        <translation>Kortti yhteensä</translation>
    </message>
    <message>
        <source>Grand total</source>
        <extracomment>Row heading on the score card, in its narrow first column (keep it short): a player&apos;s total score, all cards together.</extracomment>
        <translation>Loppusumma</translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation>Kohdat Ykköset–Kutoset yhteensä.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} lisäpistettä, kun kohtien Ykköset…Kutoset summa on vähintään {threshold}. Tavoite on kolme noppaa kutakin silmälukua (yhteensä {threshold}): ”+4 yli tavoitteen” tarkoittaa 4 pistettä tavoitetta enemmän tähän mennessä täytetyissä kohdissa.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <extracomment>Tooltip of the score card&apos;s Extra-five bonus row. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>100 pistettä jokaisesta lisäyatzysta, joka merkitään, kun kohdassa Yatzy on 50 (tähän peliin valitun lisäyatzysäännön mukaan).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Kohdat Kolme samaa–Sattuma yhteensä.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation>Tämän kortin summat ja bonukset yhteensä. Tripla-pelissä perässä oleva ×2 tai ×3 tarkoittaa, että kortti lasketaan loppusummaan kahdesti tai kolmesti.</translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Kaikki yhteensä: pelin tulos.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: in the Triple game, {player} the name, {card} 1 to 3, {multiplier} 1 to 3.</extracomment>
        <translation>{player}, kortti {card}: kerroin ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: with several cards a player, {player} the name, {card} 1 to 3.</extracomment>
        <translation>{player}, kortti {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <extracomment>Tooltip of a player&apos;s column heading on the score card: of the player on turn; {column} is the rest of it (“Ana, card 2”).</extracomment>
        <translation>{column} (vuorossa)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: aika loppui, kortti jää ennalleen</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Piilotetut pistekortit: tämä kortti näkyy pelin päätyttyä</translation>
    </message>
    <message>
        <source>out of time</source>
        <extracomment>Under a player&apos;s name in the score card&apos;s column heading (and read aloud): their time budget ran out. Narrow column: keep it short (lower case).</extracomment>
        <translation>aika loppui</translation>
    </message>
    <message>
        <source>card {card}</source>
        <extracomment>Second line of a player&apos;s column heading on the score card, and read aloud, when each player has several cards: {card} is 1 to 3. Narrow column (lower case).</extracomment>
        <translation>kortti {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): it is this player&apos;s turn.</extracomment>
        <translation>vuorossa</translation>
    </message>
    <message>
        <source>winner</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): this player won (a noun).</extracomment>
        <translation>voittaja</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <extracomment>Read aloud by screen readers in a player&apos;s column heading on the score card, after the name (lower case): in the Triple game, the card {card} (1 to 3) and how many times it counts.</extracomment>
        <translation>kortti {card} (kerroin ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <extracomment>Start of the tooltip of the box a player filled last; {name} is the player&apos;s name.</extracomment>
        <translation>Pelaajan {name} viimeisin siirto.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Kortti {card} (kerroin ×{multiplier}), {box}, antaisi {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Kortti {card}, {box}, antaisi {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <extracomment>Read aloud by screen readers for an open box of the player on turn: {box} its name, {points} what the dice would score there.</extracomment>
        <translation>{box}, antaisi {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, piilossa pelin loppuun asti</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <extracomment>A Card total cell of the Triple game read aloud: {total} is the card&apos;s rows added up, {multiplier} the card&apos;s multiplier (2 or 3), {value} what it counts for.</extracomment>
        <translation>{total} kertaa {multiplier} on {value}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>avoin</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <extracomment>Read aloud by screen readers for an empty total on the score card: nothing counted yet.</extracomment>
        <translation>ei vielä mitään</translation>
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
        <translation>Antaa nyt {points}: napsauta sitä tai valitse se ylä- ja alanuolella ja paina Enteriä.</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} points above par.</extracomment>
        <translation>+{points} yli tavoitteen</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. {points} (a positive number) points below par.</extracomment>
        <translation>{points} alle tavoitteen</translation>
    </message>
    <message>
        <source>on par</source>
        <extracomment>In the Upper bonus row of the score card while the upper boxes are being filled (par is three dice of each face, 63 in all). The cell is narrow: keep it short. exactly at par so far.</extracomment>
        <translation>tavoitteessa</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <extracomment>Explains &quot;+4 over par&quot; in the Upper bonus cell. {par} and {upper} are points, {bonus} the bonus (35); %n the points still needed for it.</extracomment>
        <translation>
            <numerusform>Tavoite on kolme noppaa kutakin silmälukua: tähän mennessä täytetyissä yläosan kohdissa se on {par}, ja niissä on {upper}. Yläosan bonukseen ({bonus}) tarvitaan kohtiin Ykköset–Kutoset vielä %n piste.</numerusform>
            <numerusform>Tavoite on kolme noppaa kutakin silmälukua: tähän mennessä täytetyissä yläosan kohdissa se on {par}, ja niissä on {upper}. Yläosan bonukseen ({bonus}) tarvitaan kohtiin Ykköset–Kutoset vielä %n pistettä.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scorecard</source>
        <extracomment>Screen readers&apos; name of the score card (a noun).</extracomment>
        <translation>Pistekortti</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Tietokonepelaajien strategiaa ei voitu ladata, joten ne pelaavat toistaiseksi yksinkertaisemmin.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light or dark as the computer is set.</extracomment>
        <translation>Järjestelmän mukaan</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: dark text on light colours (adjective).</extracomment>
        <translation>Vaalea</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Item of the Settings dialog&apos;s list of colour schemes: light text on dark colours (adjective).</extracomment>
        <translation>Tumma</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Window title of the Settings dialog.</extracomment>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Pelaajat ja säännöt valitaan kohdassa Uusi peli: niiden muuttaminen aloittaa uuden pelin.</translation>
    </message>
    <message>
        <source>&amp;Play sounds (M)</source>
        <extracomment>[Settings dialog] Check box: the game&apos;s sounds on or off; (M) names the key that does the same in the game: keep it.</extracomment>
        <translation>Toista &amp;äänet (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <extracomment>Screen readers&apos; name of the check box Play sounds.</extracomment>
        <translation>Toista äänet</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <extracomment>Tooltip of the volume slider: {percent} is 0 to 100; write the percent sign as your language does.</extracomment>
        <translation>Äänenvoimakkuus: {percent} %</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <extracomment>[Settings dialog] Form label of the sound volume slider (a noun).</extracomment>
        <translation>Ää&amp;nenvoimakkuus</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <extracomment>Screen readers&apos; name of the volume slider.</extracomment>
        <translation>Äänten voimakkuus</translation>
    </message>
    <message>
        <source>Colou&amp;rs</source>
        <extracomment>[Settings dialog] Form label of the list of colour schemes (Follow the system, Light, Dark).</extracomment>
        <translation>&amp;Värit</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <extracomment>Screen readers&apos; name of the list of colour schemes.</extracomment>
        <translation>Väriteema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Pelin tekstien kieli. ”Järjestelmän oletus” noudattaa tietokoneesi kieliasetusta.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>[Settings dialog] Form label of the list of languages.</extracomment>
        <translation>&amp;Kieli</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Screen readers&apos; name of the Settings dialog&apos;s list of languages.</extracomment>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>Coach &amp;mode: say when a move costs points</source>
        <extracomment>[Settings dialog] Check box: after each of the player&apos;s moves, a short note names the better move when theirs cost more than the threshold.</extracomment>
        <translation>Valmentajatila: kerro, kun &amp;siirto maksaa pisteitä</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation>Jokaisen siirtosi jälkeen lyhyt huomautus kertoo paremman siirron, jos omasi maksoi enemmän kuin alla asetettu pistemäärä. Valmentajan kanssa pelatut pelit merkitään avustetuiksi.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <extracomment>Screen readers&apos; name of the coach mode check box.</extracomment>
        <translation>Valmentajatila</translation>
    </message>
    <message>
        <source> points</source>
        <extracomment>The unit after the number in a spin box (&quot;2.0 points&quot;); keep the space before it.</extracomment>
        <translation> pistettä</translation>
    </message>
    <message>
        <source>Coach mode speaks &amp;up when a move costs more than:</source>
        <extracomment>[Settings dialog] Label above the spin box with the threshold, a number of points: coach mode speaks when a move costs more than that.</extracomment>
        <translation>Valmentajatila &amp;huomauttaa, kun siirto maksaa enemmän kuin:</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation>Valmentajatila huomauttaa, kun siirto maksaa enemmän kuin tämän verran pisteitä</translation>
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
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <extracomment>The board&apos;s heading and the status bar: whose turn it is; {name} is the player&apos;s name.</extracomment>
        <translation>Vuorossa {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Kaikkien aika loppui</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <extracomment>The result of a one-player game: the final score.</extracomment>
        <translation>
            <numerusform>Peli päättyi: %n piste</numerusform>
            <numerusform>Peli päättyi: %n pistettä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Tasapeli: {names} ja {last}, kullakin %n piste</numerusform>
            <numerusform>Tasapeli: {names} ja {last}, kullakin %n pistettä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <extracomment>The result of a game: the winner and their score.</extracomment>
        <translation>
            <numerusform>{name} voittaa %n pisteen tuloksella</numerusform>
            <numerusform>{name} voittaa %n pisteen tuloksella</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Kunkin pelaajan voittomahdollisuus tästä eteenpäin täydellisellä pelillä</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Paras tulos tämänlaisessa pelissä (pelaajat, säännöt, kortit).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <extracomment>In the status bar at the foot of the window: {turn} is the turn&apos;s number, {turns} the turns of each player.</extracomment>
        <translation>Vuoro {turn}/{turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <extracomment>In the status bar at the foot of the window: the rolls left in this turn (0 to 3).</extracomment>
        <translation>
            <numerusform>%n heitto jäljellä</numerusform>
            <numerusform>%n heittoa jäljellä</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Aika {time} · {name}: {left} jäljellä (tauko)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time and the time budget left to the player on turn, as minutes:seconds.</extracomment>
        <translation>Aika {time} · {name}: {left} jäljellä</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds, while paused.</extracomment>
        <translation>Aika {time} (tauko)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <extracomment>In the status bar at the foot of the window: the game&apos;s time, minutes:seconds (“12:05”).</extracomment>
        <translation>Aika {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <extracomment>In the status bar at the foot of the window: each player&apos;s chance to win (“Ana 62% · Ben 38%”).</extracomment>
        <translation>Voittomahdollisuudet: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, before there is one.</extracomment>
        <translation>Paras: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <extracomment>In the status bar at the foot of the window: the best score of this kind of game, and who made it.</extracomment>
        <translation>Paras: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Toinen ohjelma käyttää pelihistoriaa, joten päättyneitä pelejä ei voi juuri nyt tallentaa.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Levy on täynnä, joten pelihistoriaan ei voi nyt lisätä pelejä: päättyneet pelit odottavat sen vieressä ja lisätään, kun tilaa vapautuu. Historiaan ei muutettu mitään.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Pelihistoriaa ei voi tallentaa: kansioon {folder} ei voi kirjoittaa, joten päättyneitä pelejä ei tallenneta. Mitään ei muutettu.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Pelihistoriaan {file} ei voi kirjoittaa (tiedosto on vain luku -tilassa): päättyneet pelit odottavat sen vieressä ja lisätään, kun siihen voi taas kirjoittaa. Se jätettiin ennalleen.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Pelihistoriaa ei voi avata ({reason}): päättyneet pelit odottavat sen vieressä ja lisätään, kun sen voi avata. Se jätettiin ennalleen.</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Pelihistoriaa ei voitu lukea: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Pelihistoria on vioittunut, ja se jätettiin ennalleen: sen kansioon {folder} ei voi kirjoittaa, joten tallennus on pois päältä.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Pelihistoria on vioittunut, eikä sitä voitu siirtää syrjään.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Pelihistoriaa ei voi näyttää: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>vihjeet</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>kumotut heitot</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Tallennettua peliä ei voitu palauttaa, joten uusi peli alkoi. Vioittunut tiedosto säilytettiin nimellä {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Tallennettua peliä ei voitu palauttaa, joten uusi peli alkoi.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Historiaa ei viety tiedostoon {file}: se on yksi Five Dicen omista tiedostoista, joissa se säilyttää pelisi ja asetuksesi. Mitään ei kirjoitettu; valitse toinen nimi tai kansio.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Levy on täynnä, joten historiaa ei voitu kirjoittaa tiedostoon {file}. Vapauta tilaa sillä levyllä tai valitse toinen.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Historiaa ei voitu kirjoittaa tiedostoon {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be changed: {reason}</source>
        <translation>Pelihistoriaa ei voitu muuttaa: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Pelihistoriassa on sääntöjä, joita tämä Five Dice -versio ei tunne: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Pelihistorian versiomerkintä oli vioittunut, ja se on korjattu; kaikki sen pelit säilyvät.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>Pelihistoriaa ei voi tallentaa tähän kansioon.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Pelihistoriaa ei voi avata: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Pelihistoria on vioittunut, eikä uutta voitu aloittaa: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Pelihistorian paikalla ollut tiedosto ei ollut Five Dice -historia, joten aloitettiin uusi historia (tiedosto säilytettiin nimellä {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Pelihistoria oli vioittunut, joten aloitettiin uusi (vanha tiedosto säilytettiin nimellä {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Pelihistoriaa ei voi lukea.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Tallennus toimii taas: tämä peli ja asetuksesi säilyvät.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Tilaa odottanut päättynyt peli on nyt tallessa ja lisätään historiaasi.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Levy on täynnä, joten Five Dice ei voi tallentaa juuri nyt. Vapauta levyltä tilaa: tallennus jatkuu itsestään, eikä mitään katoa niin kauan kuin Five Dice on auki.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Levy on täynnä, joten Five Dice ei voi tallentaa: tätä peliä, asetuksiasi ja historiaasi ei säilytetä. Vapauta levyltä tilaa ja käynnistä Five Dice uudelleen.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Tallennus on pois päältä: Five Dice ei voi kirjoittaa datakansioon. Voit jatkaa pelaamista, mutta tätä peliä, asetuksiasi ja historiaasi ei säilytetä.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Tallennus on pois päältä: Five Dice ei voi kirjoittaa kansioon {folder}. Voit jatkaa pelaamista, mutta tätä peliä, asetuksiasi ja historiaasi ei säilytetä.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Historia on varattu; tämä peli lisätään siihen heti, kun se vapautuu.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Tätä peliä ei vielä voitu lisätä historiaasi; se säilytetään ja lisätään seuraavalla käynnistyskerralla.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Levy on täynnä: tämä peli odottaa historiasi vieressä ja lisätään, kun tilaa vapautuu.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Tätä peliä ei vielä voitu tallentaa. Five Dice pitää sen muistissa ja yrittää uudelleen jokaisella tallennuskerralla: pidä Five Dice auki, kunnes se ilmoittaa, että peli on tallessa.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Levy on täynnä, joten tätä peliä ei vielä voitu tallentaa. Five Dice pitää sen muistissa: vapauta levyltä tilaa ja pidä Five Dice auki, kunnes se ilmoittaa, että peli on tallessa.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <extracomment>A list of players&apos; names: {names} is all but the last, joined by commas, {last} the last (“Ana, Ben and Cy”).</extracomment>
        <translation>{names} ja {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <extracomment>{name} is a person&apos;s name; {score} their total in this game, {old} their best before it in this kind of game.</extracomment>
        <translation>Uusi oma ennätys pelaajalle {name}: {score} (aiemmin {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <extracomment>{how} is the help used in the game, e.g. &quot;hints, undo&quot;.</extracomment>
        <translation>Tässä pelissä käytettiin apua ({how}), joten tulostaulu merkitsee sen avustetuksi.</translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <extracomment>{kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total.</extracomment>
        <translation>Ensimmäinen tulos pelityypissä {kind}: {who}, {score} pistettä.</translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {kind} names the kind of game, e.g. &quot;2 players · one card · extra five Off&quot;; {score} is the person&apos;s total.</extracomment>
        <translation>Ensimmäinen tulos tulostaululle pelityypissä {kind}: {who}, {score} pistettä.</translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <extracomment>{who} is the winner&apos;s name (or &quot;Ana and Ben&quot;), {score} their total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Uusi paras tulos tämänlaisessa pelissä: {who}, {score} (aiemmin {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <extracomment>Said when a computer won the game: only people&apos;s scores go on the scoreboard. {who} is a person&apos;s name (or &quot;Ana and Ben&quot;), {score} the person&apos;s total, {old} the best score of this kind of game before it.</extracomment>
        <translation>Uusi paras tulos tulostaululle tämänlaisessa pelissä: {who}, {score} (aiemmin {old}).</translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Pelihistoria ei ole käytettävissä.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Peliä ei voi toistaa: {reason}</translation>
    </message>
    <message>
        <source>Triple</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): the Triple game (three cards counting ×1, ×2 and ×3); short.</extracomment>
        <translation>Tripla</translation>
    </message>
    <message>
        <source>one card</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills one score card.</extracomment>
        <translation>yksi kortti</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): each player fills %n score cards (2 or 3).</extracomment>
        <translation>
            <numerusform>%n kortti</numerusform>
            <numerusform>%n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker). “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · lisäyatzy: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {cards} is “one card”, “2 cards” or “Triple”; {extra_five} the extra-five rule&apos;s name (Off, Official (forced joker), Free joker); hidden sheets: the players did not see each other&apos;s cards. “Extra five” is the game&apos;s name for the Yahtzee bonus: a second (or later) five of a kind, rolled after the Five of a Kind box is filled.</extracomment>
        <translation>{cards} · lisäyatzy: {extra_five} · piilotetut kortit</translation>
    </message>
    <message>
        <source>Solo</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): one player alone (short; a noun or adjective).</extracomment>
        <translation>Yksinpeli</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): how many players, 2 to 4.</extracomment>
        <translation>
            <numerusform>%n pelaaja</numerusform>
            <numerusform>%n pelaajaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <extracomment>Part of a kind of game, as the scoreboard lists them (“2 players · one card · extra five Off”): {players} is “Solo” or “2 players”, {rules} the rules (“one card · extra five Off”). Keep the middle dot.</extracomment>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>sen on kirjoittanut uudempi Five Dice (skeema {version}; tämä versio tuntee skeemaan {known} asti)</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Asetuksiasi ei voitu lukea, joten käytetään oletusasetuksia.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Asetustiedostosi oli vioittunut, joten käytetään oletusasetuksia.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Asetustiedostosi oli vioittunut, joten käytetään oletusasetuksia (tiedosto säilytettiin nimellä {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Täydellistä peliä ei voitu laskea Vaikea-tason tietokoneelle, joten se pelaa toistaiseksi yksinkertaisemmin.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Lasketaan täydellistä peliä Vaikea-tason tietokoneelle ({percent} %): tämä tehdään vain kerran.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Start a new game?</source>
        <extracomment>Question before a new game starts while one is in progress (it would be lost).</extracomment>
        <translation>Aloitetaanko uusi peli?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Käynnissä oleva peli menetetään.</translation>
    </message>
    <message>
        <source>&amp;Start new game</source>
        <extracomment>[Confirm box] Button of the question before a new game: start it, losing the game in progress.</extracomment>
        <translation>&amp;Aloita uusi peli</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <extracomment>Question before Restart, while a game is in progress.</extracomment>
        <translation>Aloitetaanko tämä peli alusta?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Kaikki tähän mennessä pelattu menetetään; samat pelaajat aloittavat uudelleen uusilla nopilla.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <extracomment>[Confirm box] Button of the question before a restart: start this game again (a verb).</extracomment>
        <translation>A&amp;loita alusta</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <extracomment>The game&apos;s name: the main window&apos;s title, and the title of the question before a game in progress is lost.</extracomment>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <extracomment>[Confirm box] Button of the question before a new game or a restart: keep the game in progress (the default).</extracomment>
        <translation>&amp;Jatka pelaamista</translation>
    </message>
    <message>
        <source>Analysis</source>
        <extracomment>Title of the analysis panel beside the board (a noun).</extracomment>
        <translation>Analyysi</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game has ended.</extracomment>
        <translation>Peli on päättynyt.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: a computer player, {name}, is playing its turn.</extracomment>
        <translation>{name} pelaa.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <extracomment>Heading of the analysis panel when there is nothing to analyse: the game is paused.</extracomment>
        <translation>Tauko.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Heitä, niin näet jokaisen vaihtoehdon ja sen odotetun lopputuloksen.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Lasketaan täydellistä peliä…</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Täydellistä peliä lasketaan vielä; kokeile vihjettä hetken kuluttua uudelleen.</translation>
    </message>
</context>
</TS>
