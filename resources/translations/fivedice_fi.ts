<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Uusi peli…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Valitse pelaajat ja säännöt ja aloita uusi peli</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>uusi peli</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Kumoa</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Peru viimeisin heitto tai viimeksi täytetty kohta</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>kumoa</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tauko</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Pysäytä kello ja piilota pelilauta</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>tauko tai jatka</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Aloita alusta</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Aloita tämä peli uudelleen samoilla pelaajilla ja säännöillä</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Vihje</translation>
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
        <source>Analysis</source>
        <translation>Analyysi</translation>
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
        <source>Chances to win</source>
        <translation>Voittomahdollisuudet</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Kunkin pelaajan voittomahdollisuus tilarivillä (kahden tai useamman pelaajan peleissä)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tulostaulu</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Parhaat tulokset ja tilastot pelihistoriastasi</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>tulostaulu</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Äänet</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Toista noppien ja kohtien äänet</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>äänet päälle tai pois</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Avaa pöytä…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Pelaa tämän verkon muilla tietokoneilla olevien kanssa: avaa pöytä, johon he voivat liittyä</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Liity pöytään…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Istu pöytään, jonka toinen tämän verkon tietokone on avannut</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Asetukset…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Tietokoneen nopeus, animaatio, äänet ja värit</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>asetukset</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Peliohjeet</translation>
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
        <source>Keyboard shortcuts</source>
        <translation>Pikanäppäimet</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Kaikki pelin näppäimet Peliohjeissa</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Tietoja Five Dice -pelistä</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Five Dice -pelin versio ja kuvaus</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Lopeta</translation>
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
        <translation>Välilyönti tai R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>heitä</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>lukitse noppa tai vapauta se</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Ylä- tai alanuoli</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>valitse kohta</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>täytä valittu kohta</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>siirry tietokonepelaajan vuoron loppuun (muut näppäimet odottavat sen pelatessa)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Sarkain tai Vaihto+Sarkain</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>siirry säätimestä toiseen; Enter tai välilyönti painaa kohdistettua</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} tai {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Jatka</translation>
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
        <translation>Uusi peli.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} heitti {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>Pelaajan {name} aika loppui.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Kumottu.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Tauko.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Jatketaan.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Heittoja ei ole jäljellä: valitse kohta.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>%n heitto jäljellä.</numerusform>
            <numerusform>%n heittoa jäljellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} täytti kohdan.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai lisäksi {bonus} pisteen Yatzy-bonuksen sekä {upper_bonus} pisteen yläosan bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai lisäksi {bonus} pisteen Yatzy-bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai lisäksi {upper_bonus} pisteen yläosan bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä ja sai lisäksi {bonus} pisteen Yatzy-bonuksen sekä {upper_bonus} pisteen yläosan bonuksen.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
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
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Vuorossa {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Peli päättyi.</translation>
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
        <translation>Käynnissä olevaa peliä pelattiin verkkopöydässä. Se jatkuu täällä, tällä tietokoneella: muualla olleet pelaajat pelaavat nyt täällä.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice on jo auki ja käyttää kansiota {folder}. Se ei vastannut, kun sitä pyydettiin esiin. Siirry siihen tai sulje se ennen kuin käynnistät Five Dicen uudelleen.</translation>
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
        <translation>Ykköset</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Kakkoset</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Kolmoset</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Neloset</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Vitoset</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Kutoset</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Kolme samaa</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Neljä samaa</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Täyskäsi</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Pieni suora</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Iso suora</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Chance</source>
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
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Tulokset</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
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
        <translation>Valinta</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Odotusarvo</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Ero</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>paras</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Nykyinen valintasi</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyysi</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Vaihtoehdot ja niiden odotetut lopputulokset</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Voittomahdollisuudet: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Välitön</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animoi nopanheitot</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Tietokoneen nopeus</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: vaihtoehdot</translation>
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
        <translation>LUKITTU</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>LUKITSE?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Kenen vuoro</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Heitä</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Peliohjeet (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
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
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Tauko</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Vuoro {turn}/{turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>tietokone, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Pelaa uudelleen</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Siirry loppuun (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
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
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} pelaa. Siirry vuoron loppuun painamalla Esc tai napsauttamalla.</translation>
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
        <source>one</source>
        <translation>yksi</translation>
    </message>
    <message>
        <source>two</source>
        <translation>kaksi</translation>
    </message>
    <message>
        <source>three</source>
        <translation>kolme</translation>
    </message>
    <message>
        <source>four</source>
        <translation>neljä</translation>
    </message>
    <message>
        <source>five</source>
        <translation>viisi</translation>
    </message>
    <message>
        <source>six</source>
        <translation>kuusi</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Noppa {number}: piilossa tauon ajan</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Noppa {number}: {face}, lukittu</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Noppa {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>Pelaajan {name} aika loppui</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} täytti kohdan</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä ja sai yläosan bonuksen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} merkitsi kortin {card} kohtaan {box} {points} pistettä</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä ja sai yläosan bonuksen (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} merkitsi kohtaan {box} {points} pistettä</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: kohdassa Yatzy on 50 jokaisella kortilla.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: kohdassa Yatzy on jo 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Vapaa jokeri: tämän heiton voi merkitä mihin tahansa avoimeen kohtaan täysin pistein.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Ei bonusta: kohdassa Yatzy ei ole 50 jokaisella kortilla.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Ei bonusta: kohdassa Yatzy on 0.</translation>
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
        <translation>Pelaajan {name} kortti on piilossa pelin loppuun asti.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Kortti {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Kortti {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Loppusumma: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Yläosa {upper} + yläosan bonus {upper_bonus} + alaosa {lower} + Yatzy-bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Yläosa {upper} + yläosan bonus {upper_bonus} + alaosa {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Yläosa {upper} + alaosa {lower} + Yatzy-bonus {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Yläosa {upper} + alaosa {lower} = {total}</translation>
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
        <translation>Aikaa jäljellä</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Miksi nämä kohdat</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: {time} jäljellä (tauko)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: {time} jäljellä</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>Pelaajalla {name} on %n sekunti jäljellä.</numerusform>
            <numerusform>Pelaajalla {name} on %n sekuntia jäljellä.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Yatzy!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
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
        <translation>versio {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>Tietoja Five Dice -pelistä</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
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
        <translation>Peliohjeet</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulje</translation>
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
        <translation>Järjestelmän oletus</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Helppo</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vaikea</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mestari</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Muokkaa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Näytä</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>More actions</source>
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
        <translation>Pelaaja {number}</translation>
    </message>
    <message>
        <source>Player</source>
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
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Isännän nopat eivät olleet sen pelin noppia, joten peliä ei säilytetä.</translation>
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
        <source>The game is over.</source>
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
        <translation>Pöytä on täynnä.</translation>
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
        <source>You left the table.</source>
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
        <source>The game has not started yet.</source>
        <translation>Peli ei ole vielä alkanut.</translation>
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
        <translation>Peli on tauolla.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Avaa pöytä verkkoon</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Pelaaja muualla</translation>
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
        <translation>Pelaajan {name} pöytä</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Pöydän nimi</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Avaa pöytä</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (isännän koneella)</translation>
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
        <translation>{name} (liittyi)</translation>
    </message>
    <message>
        <source>Network table</source>
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
        <translation>Liittymiskoodi {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Paikat</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Aloita</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Sulje pöytä</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Aloita ilman vapaita paikkoja</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Liity pöytään</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Tästä verkosta löytyneet pöydät</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Hae uudelleen</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>esim. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Osoite</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Portti</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Nimesi</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Liittymiskoodi</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Etsitään pöytiä tästä verkosta…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Pöydän paikat</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Liity</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tämän verkon pöydät</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} – {address}, portti {port} ({seats} vapaana)</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Valitse pöytä tai kirjoita sen osoite ja portti.</translation>
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
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Liitytään: {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Sinulla on paikka. Peli alkaa, kun isäntä aloittaa sen.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Poistu</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} liittyi pöytään.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
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
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Verkkopöytä suljettiin: peli jatkuu täällä, tällä tietokoneella.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Yhteys pöytään katkesi: liitytään uudelleen…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Pelaaja</translation>
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
        <translation>Tripla (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kortti</numerusform>
            <numerusform>%n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Pelaaja {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Pelaajan {number} nimi</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Ihminen</translation>
    </message>
    <message>
        <source>Computer</source>
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
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Pelaajien määrä</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Montako</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Lisäyatzy</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Kortteja pelaajalla</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Miettimisaika</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Miettimisaika pelaajaa kohden</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min/pelaaja</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuuttia pelaajaa kohden</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Aika</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Näkyvät pistekortit</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Jos tätä ei ole valittu, kukin pelaaja näkee pelin aikana vain oman korttinsa: muiden pelaajien kohdissa ja summissa näkyy ? pelin loppuun asti.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Pistekortit</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Tietokoneen vuorot</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Nopeus</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Aloita uusi peli</translation>
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
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Sulje viesti</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Viesti</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
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
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Peli päättyi</translation>
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
        <translation>Pelaa uudelleen</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Käy peli läpi</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Jokainen päätöksesi täydelliseen peliin verrattuna</translation>
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
            <numerusform>{name}: %n päätös, {cost} odotettua pistettä menetetty täydelliseen peliin verrattuna.</numerusform>
            <numerusform>{name}: %n päätöstä, {cost} odotettua pistettä menetetty täydelliseen peliin verrattuna.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (kortti {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>heitä</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>heitä kaikki viisi uudelleen</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>lukitse {dice} ja heitä</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} lukittu</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Nopat: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Pelin läpikäynti</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Suurimmat virheet:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Ei virheitä: jokainen päätös oli paras mahdollinen.</translation>
    </message>
    <message>
        <source>Every decision</source>
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
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Läpikäynti: {name}</translation>
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
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Ei käytössä</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Virallinen (pakkojokeri)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Vapaa jokeri</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Pelihistoria ei ole käytettävissä, joten näytettäviä tuloksia ei ole.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Ei vielä päättyneitä pelejä. Pelaa peli loppuun, niin sen tulos näkyy täällä.</translation>
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
        <source>Scoreboard</source>
        <translation>Tulostaulu</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Ongelma pelihistoriassa</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Tulostaulun sivut</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Piilota avustetut pelit (vihjeitä käytetty tai heittoja kumottu)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Piilota avustetut pelit</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Pelityyppi</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Pelityyppi: vaihtoehdot</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Parhaat tulokset</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Sija</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Päivä</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Pelaaja: vaihtoehdot</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Pelit</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Pelit:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Voitot</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Voitot:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Keskiarvo</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Keskiarvo:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Paras</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Paras:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Yläosan bonus</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
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
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Viimeisimmät pelit</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Pelaajat ja tulokset</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Avustettu</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Vain viimeisin peli näytetään.</numerusform>
            <numerusform>Vain %n viimeisintä peliä näytetään.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Käy valittu peli läpi</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Viennin edistyminen</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Viedään… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Vie CSV…</translation>
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
        <source>{rules} · network</source>
        <translation>{rules} · verkko</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>avustettu: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>ei avustettu</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Avustettu: tässä pelissä käytettiin vihjeitä (Vihje-toimintoa, analyysipaneelia tai valmentajatilaa) tai kumottiin heitto</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Kaikki pelaajan {name} tähän mennessä päättämät pelit ovat olleet avustettuja (vihjeitä käytetty tai heittoja kumottu). Poista valinta ”Piilota avustetut pelit”, niin näet ne.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % korteista</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Vie historia</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-tiedostot (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Vietävää pelihistoriaa ei ole.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Yläosa yhteensä</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Yläosan bonus</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Yatzy-bonus</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Alaosa yhteensä</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Kortti yhteensä</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Loppusumma</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} yli tavoitteen</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} alle tavoitteen</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>tavoitteessa</translation>
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
        <translation>Kohdat Ykköset–Kutoset yhteensä.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} lisäpistettä, kun kohtien Ykköset…Kutoset summa on vähintään {threshold}. Tavoite on kolme noppaa kutakin silmälukua (yhteensä {threshold}): ”+4 yli tavoitteen” tarkoittaa 4 pistettä tavoitetta enemmän tähän mennessä täytetyissä kohdissa.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 pistettä jokaisesta lisäyatzysta, joka merkitään, kun kohdassa Yatzy on 50 (tähän peliin valitun lisäyatzysäännön mukaan).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Kohdat Kolme samaa–Sattuma yhteensä.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Kaikki yhteensä: pelin tulos.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, kortti {card}: kerroin ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, kortti {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
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
        <translation>aika loppui</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>kortti {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>vuorossa</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>voittaja</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>kortti {card} (kerroin ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
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
        <translation>{box}, antaisi {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, piilossa pelin loppuun asti</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>avoin</translation>
    </message>
    <message>
        <source>nothing yet</source>
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
        <source>Scorecard</source>
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
        <translation>Järjestelmän mukaan</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Vaalea</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tumma</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Asetukset</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Toista äänet (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Toista äänet</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Äänenvoimakkuus: {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Äänenvoimakkuus</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Äänten voimakkuus</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Värit</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Väriteema</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Pelin tekstien kieli. ”Järjestelmän oletus” noudattaa tietokoneesi kieliasetusta.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Valmentajatila: kerro, kun siirto maksaa pisteitä</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Valmentajatila</translation>
    </message>
    <message>
        <source> points</source>
        <translation> pistettä</translation>
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
        <translation>Pelaajat ja säännöt valitaan kohdassa Uusi peli: niiden muuttaminen aloittaa uuden pelin.</translation>
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
        <translation>Peli päättyi</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Vuorossa {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Kaikkien aika loppui</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
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
        <translation>Vuoro {turn}/{turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
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
        <translation>Aika {time} · {name}: {left} jäljellä</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Aika {time} (tauko)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Aika {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Voittomahdollisuudet: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Paras: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
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
        <source>The game history could not be read: {reason}</source>
        <translation>Pelihistoriaa ei voitu lukea: {reason}</translation>
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
        <translation>{names} ja {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Uusi oma ennätys pelaajalle {name}: {score} (aiemmin {old}).</translation>
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
        <translation>Uusi paras tulos tämänlaisessa pelissä: {who}, {score} (aiemmin {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
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
        <source>Triple</source>
        <translation>Tripla</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>yksi kortti</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kortti</numerusform>
            <numerusform>%n korttia</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · lisäyatzy: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · lisäyatzy: {extra_five} · piilotetut kortit</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Yksinpeli</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n pelaaja</numerusform>
            <numerusform>%n pelaajaa</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
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
        <source>Five Dice</source>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Jatka pelaamista</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyysi</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Aloitetaanko uusi peli?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Käynnissä oleva peli menetetään.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Aloita uusi peli</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Aloitetaanko tämä peli alusta?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Kaikki tähän mennessä pelattu menetetään; samat pelaajat aloittavat uudelleen uusilla nopilla.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Aloita alusta</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Täydellistä peliä lasketaan vielä; kokeile vihjettä hetken kuluttua uudelleen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Peli on päättynyt.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} pelaa.</translation>
    </message>
    <message>
        <source>Paused.</source>
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
</context>
</TS>
